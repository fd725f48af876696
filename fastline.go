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
	t := r.fastTable(n)
	cells := g.Cells[:len(s)]
	var seen uint8 // the flags of every byte
	for i := range cells {
		e := t[s[i]]
		cells[i] = e & fastValue
		seen |= e
	}
	if seen&fastBad != 0 {
		r.grids.Put(g)
		return Puzzle{}, false
	}
	for i, v := range cells {
		if v == 0 {
			blank = s[i]
			break
		}
	}
	sym := DefaultSymbols(n)
	if seen&fastLetter != 0 {
		sym = Letters
	}
	return Puzzle{Grid: g, Form: FormLine, Symbols: sym, Blank: blank}, true
}

// The entries of a fastTable: a value, with flags.
const (
	fastValue  = 0x3F // the value, 0 for a blank
	fastLetter = 0x40 // a value past 9, written as a letter
	fastBad    = 0x80 // no value of the puzzle's size
)

// fastTable is the table fastLine reads an N×N line with in the default
// symbols: defaultSymbolValue with flags, one lookup a byte. The reader
// keeps the table of the size it last read.
func (r *Reader) fastTable(n int) *[256]uint8 {
	if r.fastN == n {
		return &r.fastT
	}
	for c, v := range defaultSymbolValue {
		switch {
		case v == symBad || int(v) > n:
			r.fastT[c] = fastBad
		case v > 9:
			r.fastT[c] = v | fastLetter
		default:
			r.fastT[c] = v
		}
	}
	r.fastN = n
	return &r.fastT
}

// fastShape is the shape of an N×N puzzle when no question arises about
// it: square boxes, or the boxes --box gives.
// The reader keeps the shape it last found, which every line of a batch
// asks for again.
func (r *Reader) fastShape(n int) *Shape {
	if s := r.fastS; s != nil && s.N == n {
		return s
	}
	var s *Shape
	if r.opt.BoxRows != 0 {
		s, _ = ShapeOf(r.opt.BoxRows, r.opt.BoxCols)
	} else {
		s, _ = SquareShape(n)
	}
	r.fastS = s
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
