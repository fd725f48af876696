package sudokit

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"
)

// maxCells is the cell count of the largest puzzle, 64x64; a single puzzle
// stops being read past it.
const maxCells = MaxSize * MaxSize

// cellText is one cell as it was written, with where it stands.
type cellText struct {
	line, col int
	text      string
}

// rowText is one row of a form that writes a row a line (tokens on N
// lines, csv, grid): where it stands and which cells it holds.
type rowText struct {
	line, first, count int
}

// A builder turns the cells of one puzzle, as a form's reader split them,
// into a Puzzle: it settles N and the box shape, then decodes every value,
// and says precisely what is wrong when something is.
type builder struct {
	opt   *ReadOptions
	form  Form
	cells []cellText
	rows  []rowText
	line  int    // the line of a puzzle written on one line, else 0
	box   [2]int // the box shape the grid's separators draw, if regular
}

func (b *builder) reset(opt *ReadOptions, f Form) {
	b.opt, b.form = opt, f
	b.cells, b.rows = b.cells[:0], b.rows[:0]
	b.line, b.box = 0, [2]int{}
}

func (b *builder) addRow(line int) {
	b.rows = append(b.rows, rowText{line: line, first: len(b.cells)})
}

// addCell adds one cell. Past maxCells+1 cells it keeps only the count of
// the row, as that is enough to say the puzzle is too large.
func (b *builder) addCell(line, col int, text string) {
	if len(b.rows) > 0 {
		b.rows[len(b.rows)-1].count++
	}
	if b.full() {
		return
	}
	b.cells = append(b.cells, cellText{line: line, col: col, text: text})
}

// full reports whether more cells than any puzzle has were added.
func (b *builder) full() bool { return len(b.cells) > maxCells }

func (b *builder) errorf(format string, args ...any) *ParseError {
	return &ParseError{Line: b.line, Msg: fmt.Sprintf(format, args...)}
}

// build makes the puzzle; grid must be reused only by the caller that owns it.
func (b *builder) build() (Puzzle, *ParseError) {
	n, perr := b.size()
	if perr != nil {
		return Puzzle{}, perr
	}
	shape, perr := b.shape(n)
	if perr != nil {
		return Puzzle{}, perr
	}
	return b.decode(shape)
}

// size settles N from the cell count, the rows and the flags.
func (b *builder) size() (int, *ParseError) {
	count := len(b.cells)
	if count > maxCells {
		return 0, &ParseError{Msg: fmt.Sprintf("more than %d cells; the largest puzzle is %dx%d", maxCells, MaxSize, MaxSize)}
	}
	fixed := b.opt.fixedN()
	switch b.form {
	case FormCSV:
		n := fixed
		if n == 0 && len(b.rows) > 0 {
			n = b.rows[0].count
			if perr := b.checkFirstCSVRow(n); perr != nil {
				return 0, perr
			}
		}
		if perr := b.checkRows(n); perr != nil {
			return 0, perr
		}
		if len(b.rows) != n {
			return 0, b.errorf("%s; a %dx%d puzzle has %d", plural(len(b.rows), "row"), n, n, n)
		}
	case FormGrid:
		n := fixed
		if n == 0 {
			n = b.gridSize()
		}
		if len(b.rows) != n {
			return 0, b.errorf("%s; a %dx%d puzzle has %d", plural(len(b.rows), "row"), n, n, n)
		}
		if n >= MinSize {
			if perr := b.checkRows(n); perr != nil {
				return 0, perr
			}
		}
	case FormTokens:
		if len(b.rows) > 1 {
			if perr := b.checkTokenRows(count, fixed); perr != nil {
				return 0, perr
			}
		}
	}
	if fixed > 0 {
		if count != fixed*fixed {
			return 0, b.errorf("%s makes %dx%d puzzles of %d cells; found %d", b.opt.fixedBy(), fixed, fixed, fixed*fixed, count)
		}
		return fixed, nil
	}
	n := isqrt(count)
	if n*n != count || n < MinSize {
		near := nearestSize(count)
		return 0, b.errorf("%s; a %dx%d puzzle has %d", plural(count, "cell"), near, near, near*near)
	}
	return n, nil
}

// checkRows checks that every row holds n cells.
// gridSize is the N a picture without flags draws: the width most of its
// rows share, when that is a size a puzzle can have, so that a grid that
// lost a row says so ("5 rows; a 6x6 puzzle has 6") rather than blaming
// its first full row; otherwise its number of rows.
func (b *builder) gridSize() int {
	widths := make(map[int]int, 2)
	common, most := 0, 0
	for _, row := range b.rows {
		widths[row.count]++
		if c := widths[row.count]; c > most || c == most && row.count == len(b.rows) {
			common, most = row.count, c
		}
	}
	if common >= MinSize && common <= MaxSize && 2*most > len(b.rows) {
		return common
	}
	return len(b.rows)
}

func (b *builder) checkRows(n int) *ParseError {
	for r, row := range b.rows {
		if row.count != n {
			return &ParseError{Line: row.line, Msg: fmt.Sprintf("row %d has %s, expected %d", r+1, plural(row.count, "cell"), n)}
		}
	}
	return nil
}

// checkFirstCSVRow checks the first row of a csv input, which gives N when
// no flag does: a row of one value is most likely split by another
// separator, and N must be a size a puzzle has.
func (b *builder) checkFirstCSVRow(n int) *ParseError {
	row := b.rows[0]
	switch {
	case n == 1:
		return &ParseError{Line: row.line, Msg: "a csv row needs 4 or more values; is the separator a comma?"}
	case n < MinSize:
		return &ParseError{Line: row.line, Msg: fmt.Sprintf("row 1 has %d values; a csv row needs 4 or more", n)}
	case n > MaxSize:
		return &ParseError{Line: row.line, Msg: fmt.Sprintf("row 1 has %d cells; the largest puzzle is %dx%d", n, MaxSize, MaxSize)}
	}
	return nil
}

// plural writes a count with its noun, "1 row" or "3 rows".
func plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return strconv.Itoa(n) + " " + noun + "s"
}

// checkTokenRows applies the tokens form's rule: any layout of N² tokens is
// a puzzle, except that N lines must each be a row of N cells; and when the
// count is wrong but most of L lines hold L cells, the line that does not
// is the one to name.
func (b *builder) checkTokenRows(count, fixed int) *ParseError {
	lines := len(b.rows)
	n := fixed
	if s := isqrt(count); n == 0 && s*s == count && s >= MinSize && s <= MaxSize {
		n = s
	}
	if n > 0 && lines == n {
		return b.checkRows(n)
	}
	if n > 0 && count == n*n {
		return nil
	}
	if lines < MinSize || lines > MaxSize || (fixed != 0 && fixed != lines) {
		return nil
	}
	full := 0
	for _, row := range b.rows {
		if row.count == lines {
			full++
		}
	}
	if 2*full > lines {
		return b.checkRows(lines)
	}
	return nil
}

// nearestSize is the square-boxed size whose cell count is nearest to count.
func nearestSize(count int) int {
	best := MinSize
	for r := 2; r*r <= MaxSize; r++ {
		n := r * r
		if abs(n*n-count) < abs(best*best-count) {
			best = n
		}
	}
	return best
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// shape settles the box shape of an N×N puzzle: drawn by the grid's
// separators, given by --box, or square.
func (b *builder) shape(n int) (*Shape, *ParseError) {
	opt := b.opt
	if b.box != [2]int{} {
		if opt.BoxRows != 0 && (opt.BoxRows != b.box[0] || opt.BoxCols != b.box[1]) {
			return nil, b.errorf("%s %dx%d disagrees with the %dx%d boxes the grid draws", opt.fieldName("box"), opt.BoxRows, opt.BoxCols, b.box[0], b.box[1])
		}
		return MustShape(b.box[0], b.box[1]), nil
	}
	if opt.BoxRows != 0 {
		return MustShape(opt.BoxRows, opt.BoxCols), nil
	}
	if s, err := SquareShape(n); err == nil {
		return s, nil
	}
	boxes := BoxShapes(n)
	if len(boxes) == 0 {
		return nil, b.errorf("%d cells make a %dx%d grid, and %d cannot be split into boxes", n*n, n, n, n)
	}
	opts := make([]string, len(boxes))
	for i, bx := range boxes {
		opts[i] = fmt.Sprintf("%s %dx%d", opt.fieldName("box"), bx[0], bx[1])
	}
	list := opts[0]
	if len(opts) > 1 {
		list = strings.Join(opts[:len(opts)-1], ", ") + " or " + opts[len(opts)-1]
	}
	return nil, b.errorf("%d cells make a %dx%d puzzle, whose boxes are not square: give %s", n*n, n, n, list)
}

// decode reads every cell's value.
func (b *builder) decode(shape *Shape) (Puzzle, *ParseError) {
	n := shape.N
	sym := b.opt.Alphabet
	g := NewGrid(shape)
	var sawLetter, sawDecimal bool
	var blank byte
	for i, c := range b.cells {
		v, kind, msg := decodeValue(c.text, n, sym, b.form)
		switch kind {
		case cellBlank:
			if blank == 0 && c.text != "" {
				blank = c.text[len(c.text)-1]
			}
			continue
		case cellLetter:
			sawLetter = true
		case cellDecimal:
			sawDecimal = true
		case cellBad:
			perr := &ParseError{Line: c.line, Column: c.col, Cell: shape.PosOf(i), HasCell: true, Msg: msg}
			if strings.HasPrefix(msg, "\"") {
				perr.Hint = sym.describe(n) + ", and " + sym.describeBlanks(b.form)
				if utf8.RuneCountInString(c.text) > 1 && b.form != FormLine {
					perr.Hint += "; for one character per cell without spaces, use " + b.opt.fieldName("from") + " line"
				}
			}
			return Puzzle{}, perr
		}
		g.Cells[i] = v
	}
	switch {
	case sym.kind == alphabet:
	case sawLetter:
		sym = Letters
	case sawDecimal:
		sym = Decimal
	default:
		sym = DefaultSymbols(n)
	}
	return Puzzle{Grid: g, Form: b.form, Symbols: sym, Blank: blank}, nil
}

type cellKind uint8

const (
	cellBlank   cellKind = iota
	cellValue            // a digit or an alphabet symbol
	cellLetter           // a letter of the default symbols
	cellDecimal          // a decimal number above 9
	cellBad
)

// decodeValue reads one cell as written. sym is an alphabet, or Letters
// for the default symbols (letters and decimal numbers both read).
func decodeValue(text string, n int, sym Symbols, f Form) (uint8, cellKind, string) {
	switch {
	case text == "", text == ".", text == "_" && f == FormLine:
		return 0, cellBlank, ""
	case sym.kind == alphabet:
		if len(text) == 1 && sym.table[text[0]] != 0 {
			return sym.table[text[0]], cellValue, ""
		}
		if text == "0" && !sym.BlankIsValue() {
			return 0, cellBlank, ""
		}
		return 0, cellBad, notAValue(text)
	case allDigits(text):
		digits := strings.TrimLeft(text, "0")
		if digits == "" {
			return 0, cellBlank, ""
		}
		v, err := strconv.Atoi(digits)
		if err != nil || v > n {
			return 0, cellBad, fmt.Sprintf("value %s exceeds %d", digits, n)
		}
		if v > 9 {
			return uint8(v), cellDecimal, ""
		}
		return uint8(v), cellValue, ""
	case len(text) == 1 && n <= 35:
		c := text[0] | 0x20 // lower case
		if 'a' <= c && c <= 'z' && int(c-'a'+10) <= n {
			return c - 'a' + 10, cellLetter, ""
		}
	}
	return 0, cellBad, notAValue(text)
}

func notAValue(text string) string {
	if utf8.RuneCountInString(text) > 20 {
		r := []rune(text)
		return strconv.Quote(string(r[:20])+"…") + " is not a value"
	}
	return strconv.Quote(text) + " is not a value"
}

func allDigits(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}
