package sudokit

// A batch of line-form puzzles is the bulk of most inputs; fastLine reads
// such a line straight into a grid, one table lookup a cell. Whatever it
// cannot take at a glance — a wrong count, a symbol that is not a value, a
// shape that needs a flag — goes to the careful path, which says what is
// wrong and where.

const (
	symBad   = 0xFF // not a symbol of the default set
	symBlank = 0    // '.', '0' or '_'
)

// defaultSymbolValue maps a byte of a line-form puzzle in the default symbols
// to its value: 1-9 and A-Z or a-z as 10-35, blanks to 0, anything else
// to symBad.
var defaultSymbolValue = func() (t [256]uint8) {
	for i := range t {
		t[i] = symBad
	}
	t['.'], t['0'], t['_'] = symBlank, symBlank, symBlank
	for c := '1'; c <= '9'; c++ {
		t[c] = uint8(c - '0')
	}
	for c := 'A'; c <= 'Z'; c++ {
		t[c] = uint8(c-'A') + 10
		t[c-'A'+'a'] = uint8(c-'A') + 10
	}
	return t
}()

// fastLine reads s as one line of one-character cells without spaces into
// a puzzle; ok is false when the careful path must read it instead (a space,
// a '#' or a byte beyond ASCII is not a symbol, so tokens, comments and
// text that is not ASCII never pass).
func fastLine[T ~string | ~[]byte](r *Reader, s T) (p Puzzle, ok bool) {
	n := isqrt(len(s))
	if n*n != len(s) || n < MinSize || n > 35 {
		return Puzzle{}, false
	}
	if fixed := r.opt.fixedN(); fixed != 0 && fixed != n {
		return Puzzle{}, false
	}
	shape := r.fastShape(n)
	if shape == nil {
		return Puzzle{}, false
	}
	g := r.grids.Get(shape)
	var blank byte
	letters := false
	if r.opt.Alphabet.kind == alphabet {
		table := r.opt.Alphabet.table
		zeroBlank := !r.opt.Alphabet.BlankIsValue()
		for i := 0; i < len(s); i++ {
			c := s[i]
			v := table[c]
			g.Cells[i] = v
			if v != 0 {
				continue
			}
			if c != '.' && c != '_' && (c != '0' || !zeroBlank) {
				r.grids.Put(g)
				return Puzzle{}, false
			}
			if blank == 0 {
				blank = c
			}
		}
		return Puzzle{Grid: g, Form: FormLine, Symbols: r.opt.Alphabet, Blank: blank}, true
	}
	limit := uint8(n)
	for i := 0; i < len(s); i++ {
		c := s[i]
		v := defaultSymbolValue[c]
		if v == symBlank {
			g.Cells[i] = 0
			if blank == 0 {
				blank = c
			}
			continue
		}
		if v > limit {
			r.grids.Put(g)
			return Puzzle{}, false
		}
		letters = letters || v > 9
		g.Cells[i] = v
	}
	sym := DefaultSymbols(n)
	if letters {
		sym = Letters
	}
	return Puzzle{Grid: g, Form: FormLine, Symbols: sym, Blank: blank}, true
}

// fastShape is the shape of an N×N puzzle when no question arises about
// it: square boxes, or the boxes --box gives.
func (r *Reader) fastShape(n int) *Shape {
	if r.opt.BoxRows != 0 {
		s, _ := ShapeOf(r.opt.BoxRows, r.opt.BoxCols)
		return s
	}
	s, _ := SquareShape(n)
	return s
}

// trimSpace removes spaces and tabs around b.
func trimSpace(b []byte) []byte {
	for len(b) > 0 && isSpace(b[0]) {
		b = b[1:]
	}
	for len(b) > 0 && isSpace(b[len(b)-1]) {
		b = b[:len(b)-1]
	}
	return b
}
