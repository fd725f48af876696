package sudokit_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/sudokit-go/sudokit"
)

// easyTokens is the contract's easy.txt, the classic input.
const easyTokens = `0 4 0 0 0 0 1 7 9
0 0 2 0 0 8 0 5 4
0 0 6 0 0 5 0 0 8
0 8 0 0 7 0 9 1 0
0 5 0 0 9 0 0 3 0
0 1 9 0 6 0 0 4 0
3 0 0 4 0 0 7 0 0
5 7 0 1 0 0 2 0 0
9 2 8 0 0 0 0 6 0
`

const sixGrid = `. 5 . | 2 1 .
. . . | 4 . .
------+------
. 1 5 | . . 6
2 . . | . . .
------+------
. 4 . | 1 5 2
. . 1 | . 3 4
`

// replaceLine replaces line k (from 1) of s.
func replaceLine(s string, k int, line string) string {
	lines := strings.Split(s, "\n")
	lines[k-1] = line
	return strings.Join(lines, "\n")
}

// TestParseErrors holds every input error the root package produces to the
// contract's message (docs/cli.md §7, without the "sudokit: " the command
// line adds) and to its fields.
func TestParseErrors(t *testing.T) {
	hex, _ := sudokit.NewAlphabet("0123456789ABCDEF")
	hexLine := "012345G" + strings.Repeat(".", 249)
	tests := []struct {
		name   string
		source string
		input  string
		opt    sudokit.ReadOptions
		want   string
		line   int
		column int
		cell   string // "" when the error names no cell
	}{
		{name: "value exceeds", source: "easy.txt", input: replaceLine(easyTokens, 2, "0 0 12 0 0 8 0 5 4"),
			want: "easy.txt: line 2, column 5: value 12 exceeds 9 (r2c3)", line: 2, column: 5, cell: "r2c3"},
		{name: "not a value", source: "easy.txt", input: replaceLine(easyTokens, 4, "0 8 0 0 x 0 9 1 0"),
			want: `easy.txt: line 4, column 9: "x" is not a value (r4c5); a 9x9 puzzle uses 1-9, and 0 or . for a blank`, line: 4, column: 9, cell: "r4c5"},
		{name: "row short", source: "easy.txt", input: replaceLine(easyTokens, 5, "0 5 0 0 9 0 0 3"),
			want: "easy.txt: line 5: row 5 has 8 cells, expected 9", line: 5},
		{name: "80 characters", source: "stdin", input: fig5[:80] + "\n",
			want: "stdin: line 1: 80 cells; a 9x9 puzzle has 81", line: 1},
		{name: "50 tokens on 5 lines of 10", source: "p.txt", input: strings.Repeat("0 0 0 0 0 0 0 0 0 0\n", 5),
			want: "p.txt: 50 cells; a 9x9 puzzle has 81"},
		{name: "4x4 value 9", source: "stdin", input: ".41...2.3....1.9\n",
			want: "stdin: line 1, column 16: value 9 exceeds 4 (r4c4)", line: 1, column: 16, cell: "r4c4"},
		{name: "16x16 letter H", source: "big.txt", input: "0 H" + strings.Repeat(" 0", 254) + "\n",
			want: `big.txt: line 1, column 3: "H" is not a value (r1c2); a 16x16 puzzle uses 1-9 and A-G, and 0 or . for a blank`, line: 1, column: 3, cell: "r1c2"},
		{name: "16x16 rows holding H", source: "big.txt", input: rows(strings.Repeat(".", 17)+"H"+strings.Repeat(".", 238), 16, " "),
			want: `big.txt: line 2, column 3: "H" is not a value (r2c2); a 16x16 puzzle uses 1-9 and A-G, and 0 or . for a blank`, line: 2, column: 3, cell: "r2c2"},
		{name: "hexadecimal G", source: "hex.txt", input: hexLine + "\n", opt: sudokit.ReadOptions{Alphabet: hex},
			want: `hex.txt: line 1, column 7: "G" is not a value (r1c7); this puzzle uses 0123456789ABCDEF, and . or _ for a blank`, line: 1, column: 7, cell: "r1c7"},
		{name: "hexadecimal tokens G", source: "hex.txt", input: rows(hexLine, 16, " "), opt: sudokit.ReadOptions{Alphabet: hex},
			want: `hex.txt: line 1, column 13: "G" is not a value (r1c7); this puzzle uses 0123456789ABCDEF, and . for a blank`, line: 1, column: 13, cell: "r1c7"},
		{name: "csv row of 8 fields", source: "data.csv", input: replaceLine(strings.ReplaceAll(easyTokens, " ", ","), 3, "0,0,6,0,0,5,0,0"),
			want: "data.csv: line 3: row 3 has 8 cells, expected 9", line: 3},
		{name: "ragged csv", source: "data.csv", input: "0,4,1,0\n0,0,2\n3,0,0,0\n0,1,0,2\n",
			want: "data.csv: line 2: row 2 has 3 cells, expected 4", line: 2},
		{name: "csv rows missing", source: "data.csv", input: "0,4,1,0\n0,0,2,0\n3,0,0,0\n",
			want: "data.csv: 3 rows; a 4x4 puzzle has 4"},
		{name: "unclosed csv quote", source: "data.csv", input: "0,4,1,0\n0,\"0,2,0\n3,0,0,0\n0,1,0,2\n",
			want: "data.csv: line 2, column 3: quoted field is not closed", line: 2, column: 3},
		{name: "text after a csv quote", source: "data.csv", input: "0,4,1,0\n0,\"0\"x,2,0\n3,0,0,0\n0,1,0,2\n",
			want: "data.csv: line 2, column 6: text after a quoted field", line: 2, column: 6},
		{name: "6x6 grid row of 5 cells", source: "six.txt", input: replaceLine(sixGrid, 4, ". 1 5 | . 6"),
			want: "six.txt: line 4: row 3 has 5 cells, expected 6", line: 4},
		{name: "6x6 line without --box", source: "stdin", input: six + "\n",
			want: "stdin: line 1: 36 cells make a 6x6 puzzle, whose boxes are not square: give --box 2x3 or --box 3x2", line: 1},
		{name: "12x12 line without --box", source: "stdin", input: strings.Repeat(".", 144) + "\n",
			want: "stdin: line 1: 144 cells make a 12x12 puzzle, whose boxes are not square: give --box 3x4, --box 4x3, --box 2x6 or --box 6x2", line: 1},
		{name: "25 cells", source: "stdin", input: strings.Repeat(".", 25) + "\n",
			want: "stdin: line 1: 25 cells make a 5x5 grid, and 5 cannot be split into boxes", line: 1},
		{name: "49 cells", source: "stdin", input: strings.Repeat(".", 49) + "\n",
			want: "stdin: line 1: 49 cells make a 7x7 grid, and 7 cannot be split into boxes", line: 1},
		{name: "csv split by semicolons", source: "semi.csv", input: "0;4;1;0\n0;0;2;0\n3;0;0;0\n0;1;0;2\n",
			want: "semi.csv: line 1: a csv row needs 4 or more values; is the separator a comma?", line: 1},
		{name: "csv of two values", source: "stdin", input: "1,2\n",
			want: "stdin: line 1: row 1 has 2 values; a csv row needs 4 or more", line: 1},
		{name: "csv row of 100 values", source: "wide.csv", input: strings.Repeat("0,", 99) + "0\n",
			want: "wide.csv: line 1: row 1 has 100 cells; the largest puzzle is 64x64", line: 1},
		{name: "csv of one row", source: "one.csv", input: "0,4,1,0\n",
			want: "one.csv: line 1: 1 row; a 4x4 puzzle has 4", line: 1},
		{name: "grid of one row with --size", source: "g.txt", input: ". 4 | 1 .\n", opt: sudokit.ReadOptions{Size: 4},
			want: "g.txt: line 1: 1 row; a 4x4 puzzle has 4", line: 1},
		{name: "a row of one cell", source: "t.txt", input: "0 4 1 0\n0 0 2 0\n3 0 0 0\n0\n",
			want: "t.txt: line 4: row 4 has 1 cell, expected 4", line: 4},
		{name: "one cell", source: "stdin", input: "5\n",
			want: "stdin: line 1: 1 cell; a 4x4 puzzle has 16", line: 1},
		{name: "more than 4096 cells", source: "huge.txt", input: strings.Repeat(".", 4097) + "\n",
			want: "huge.txt: more than 4096 cells; the largest puzzle is 64x64"},
		{name: "more than 4096 tokens on many lines", source: "huge.txt", input: strings.Repeat("0 0 0 0 0 0 0 0 0 0\n", 500),
			want: "huge.txt: more than 4096 cells; the largest puzzle is 64x64"},
		{name: "--box 2x3 on a 9x9", source: "easy.txt", input: easyTokens, opt: sudokit.ReadOptions{BoxRows: 2, BoxCols: 3},
			want: "easy.txt: --box 2x3 makes 6x6 puzzles of 36 cells; found 81"},
		{name: "--size 4 on a 9x9 line", source: "easy.txt", input: fig5 + "\n", opt: sudokit.ReadOptions{Size: 4},
			want: "easy.txt: line 1: --size 4 makes 4x4 puzzles of 16 cells; found 81", line: 1},
		{name: "--box disagrees with the grid", source: "six.txt", input: sixGrid, opt: sudokit.ReadOptions{BoxRows: 3, BoxCols: 2},
			want: "six.txt: --box 3x2 disagrees with the 2x3 boxes the grid draws"},
		{name: "empty file", source: "empty.txt", input: "",
			want: "empty.txt: empty input, no puzzle found"},
		{name: "only comments", source: "empty.txt", input: "# nothing here\n\n   # nor here\n\t\n",
			want: "empty.txt: empty input, no puzzle found"},
		{name: "only a byte-order mark", source: "empty.txt", input: "\xEF\xBB\xBF\r\n",
			want: "empty.txt: empty input, no puzzle found"},
		{name: "a PNG image", source: "photo.png", input: "\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR",
			want: "photo.png: line 1, column 1: binary data (byte 0x89), not a puzzle", line: 1, column: 1},
		{name: "NUL bytes", source: "nul.txt", input: "\x00\x00\x00\x00",
			want: "nul.txt: line 1, column 1: binary data (byte 0x00), not a puzzle", line: 1, column: 1},
		{name: "NUL after a puzzle's first line", source: "nul.txt", input: "0 4 1 0\n0 0\x002 0\n3 0 0 0\n0 1 0 2\n",
			want: "nul.txt: line 2, column 4: binary data (byte 0x00), not a puzzle", line: 2, column: 4},
		{name: "invalid UTF-8", source: "bad.txt", input: ".41...2.\xff3....1.2\n",
			want: "bad.txt: line 1, column 9: binary data (byte 0xFF), not a puzzle", line: 1, column: 9},
		{name: "invalid UTF-8 after a multibyte character", source: "bad.txt", input: "é.41\xc3\n",
			want: "bad.txt: line 1, column 5: binary data (byte 0xC3), not a puzzle", line: 1, column: 5},
		{name: "a token of a multibyte character", source: "u.txt", input: "é4\t1 . . . 2 . 3 . . . . 1 . 2 .\n",
			want: `u.txt: line 1, column 1: "é4" is not a value (r1c1); a 4x4 puzzle uses 1-4, and 0 or . for a blank; for one character per cell without spaces, use --from line`, line: 1, column: 1, cell: "r1c1"},
		{name: "columns count a tab as one", source: "u.txt", input: "1 2\t3 4 ½ . . . . . . . . . . .\n",
			want: `u.txt: line 1, column 9: "½" is not a value (r2c1); a 4x4 puzzle uses 1-4, and 0 or . for a blank`, line: 1, column: 9, cell: "r2c1"},
		{name: "columns count characters", source: "u.txt", input: ".41.é²..........\n",
			want: `u.txt: line 1, column 5: "é" is not a value (r2c1); a 4x4 puzzle uses 1-4, and 0, . or _ for a blank`, line: 1, column: 5, cell: "r2c1"},
		{name: "a token that is not a number", source: "t.txt", input: "0 4 1 0\n0 0 2 0\n3 0 0 0\n0 1 0 2x\n",
			want: `t.txt: line 4, column 7: "2x" is not a value (r4c4); a 4x4 puzzle uses 1-4, and 0 or . for a blank; for one character per cell without spaces, use --from line`, line: 4, column: 7, cell: "r4c4"},
		{name: "a long token is cut", source: "t.txt", input: "0 4 1 0\n0 0 2 0\n3 0 0 0\n0 1 0 " + strings.Repeat("x", 30) + "\n",
			want: `t.txt: line 4, column 7: "xxxxxxxxxxxxxxxxxxxx…" is not a value (r4c4); a 4x4 puzzle uses 1-4, and 0 or . for a blank; for one character per cell without spaces, use --from line`, line: 4, column: 7, cell: "r4c4"},
		{name: "a letter in a 9x9", source: "easy.txt", input: strings.Replace(fig5, "7", "A", 1) + "\n",
			want: `easy.txt: line 1, column 5: "A" is not a value (r1c5); a 9x9 puzzle uses 1-9, and 0, . or _ for a blank`, line: 1, column: 5, cell: "r1c5"},
		{name: "a letter in 9x9 tokens", source: "easy.txt", input: replaceLine(easyTokens, 9, "9 2 8 0 0 0 0 6 a"),
			want: `easy.txt: line 9, column 17: "a" is not a value (r9c9); a 9x9 puzzle uses 1-9, and 0 or . for a blank`, line: 9, column: 17, cell: "r9c9"},
		{name: "a letter past a 12x12", source: "t.txt", input: "D" + strings.Repeat(".", 143) + "\n", opt: sudokit.ReadOptions{BoxRows: 3, BoxCols: 4},
			want: `t.txt: line 1, column 1: "D" is not a value (r1c1); a 12x12 puzzle uses 1-9 and A-C, and 0, . or _ for a blank`, line: 1, column: 1, cell: "r1c1"},
		{name: "decimal exceeds on a 16x16", source: "t.txt", input: "17" + strings.Repeat(" 0", 255) + "\n",
			want: "t.txt: line 1, column 1: value 17 exceeds 16 (r1c1)", line: 1, column: 1, cell: "r1c1"},
		{name: "a huge number", source: "t.txt", input: "99999999999999999999999" + strings.Repeat(" 0", 15) + "\n",
			want: "t.txt: line 1, column 1: value 99999999999999999999999 exceeds 4 (r1c1)", line: 1, column: 1, cell: "r1c1"},
		{name: "leading zeros exceed", source: "t.txt", input: "0010" + strings.Repeat(" 0", 80) + "\n",
			want: "t.txt: line 1, column 1: value 10 exceeds 9 (r1c1)", line: 1, column: 1, cell: "r1c1"},
		{name: "decimal with an alphabet", source: "hex.txt", input: "10" + strings.Repeat(" .", 255) + "\n", opt: sudokit.ReadOptions{Alphabet: hex},
			want: `hex.txt: line 1, column 1: "10" is not a value (r1c1); this puzzle uses 0123456789ABCDEF, and . for a blank; for one character per cell without spaces, use --from line`, line: 1, column: 1, cell: "r1c1"},
		{name: "underscore in tokens", source: "t.txt", input: "_ 4 1 0\n0 0 2 0\n3 0 0 0\n0 1 0 2\n",
			want: `t.txt: line 1, column 1: "_" is not a value (r1c1); a 4x4 puzzle uses 1-4, and 0 or . for a blank`, line: 1, column: 1, cell: "r1c1"},
		{name: "a line longer than 1 MiB", source: "big.txt", input: strings.Repeat(".", 10<<20) + "\n",
			want: "big.txt: line 1: longer than 1 MiB, not a puzzle", line: 1},
		{name: "a line longer than 1 MiB without a newline", source: "big.txt", input: strings.Repeat(".", sudokit.MaxLineBytes+1),
			want: "big.txt: line 1: longer than 1 MiB, not a puzzle", line: 1},
		{name: "a long line after a comment", source: "big.txt", input: "# big\n" + strings.Repeat("1 ", 1<<20) + "\n",
			want: "big.txt: line 2: longer than 1 MiB, not a puzzle", line: 2},
		{name: "grid rows missing", source: "six.txt", input: sixGrid[:len(sixGrid)-14], opt: sudokit.ReadOptions{BoxRows: 2, BoxCols: 3},
			want: "six.txt: 5 rows; a 6x6 puzzle has 6"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			opt := tt.opt
			opt.Source = tt.source
			opt.FieldName = asFlag // the contract's sentences name the command line's flags
			_, err := sudokit.ParseWith(tt.input, opt)
			if err == nil {
				t.Fatalf("no error, want %s", tt.want)
			}
			var perr *sudokit.ParseError
			if !errors.As(err, &perr) {
				t.Fatalf("error %T: %v, want a *ParseError", err, err)
			}
			if got := err.Error(); got != tt.want {
				t.Errorf("error\n%s\nwant\n%s", got, tt.want)
			}
			if perr.Source != tt.source || perr.Line != tt.line || perr.Column != tt.column {
				t.Errorf("source %q, line %d, column %d; want %q, %d, %d", perr.Source, perr.Line, perr.Column, tt.source, tt.line, tt.column)
			}
			cell := ""
			if perr.HasCell {
				cell = perr.Cell.String()
			}
			if cell != tt.cell {
				t.Errorf("cell %q, want %q", cell, tt.cell)
			}
			checkMessage(t, perr)
			// The same input through a Reader, with batches detected.
			it, _ := sudokit.NewReader(strings.NewReader(tt.input), opt).Next()
			if it.Err == nil || it.Err.Error() != tt.want {
				t.Errorf("Reader: %v, want %s", it.Err, tt.want)
			}
		})
	}
}

// checkMessage holds a message to the house style: lower case (or a quoted
// token, a number or a flag first), no final period, and Error, Detail and
// What in step.
func checkMessage(t testing.TB, perr *sudokit.ParseError) {
	t.Helper()
	what := perr.What()
	if what == "" {
		t.Errorf("empty message")
		return
	}
	if c := what[0]; !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '"' || c == '-') {
		t.Errorf("message %q does not start in lower case", what)
	}
	if strings.HasSuffix(what, ".") && !strings.HasSuffix(what, " .") {
		t.Errorf("message %q ends with a period", what)
	}
	if !strings.HasSuffix(perr.Error(), perr.Detail()) || !strings.HasSuffix(perr.Detail(), what) {
		t.Errorf("Error %q, Detail %q, What %q disagree", perr.Error(), perr.Detail(), what)
	}
	if perr.Column > 0 && perr.Line == 0 {
		t.Errorf("column %d without a line", perr.Column)
	}
}

// TestZeroIsAValue checks that with an alphabet holding 0, 0 is a value and
// only . (and _ in line form) are blanks.
func TestZeroIsAValue(t *testing.T) {
	hex, _ := sudokit.NewAlphabet("0123456789ABCDEF")
	line := "0_." + strings.Repeat("0", 253)
	p, err := sudokit.ParseWith(line, sudokit.ReadOptions{Alphabet: hex})
	if err != nil {
		t.Fatal(err)
	}
	if p.Cells[0] != 1 || p.Cells[1] != 0 || p.Cells[2] != 0 || p.Cells[3] != 1 {
		t.Errorf("0_.0 read as %v", p.Cells[:4])
	}
	// Written back with the first blank read.
	if got := sudokit.Format(p.Grid, p.FormatOptions()); got != strings.ReplaceAll(line, ".", "_") {
		t.Errorf("written back as %s", got)
	}
	// Without an alphabet holding 0, 0 is a blank.
	abcd, _ := sudokit.NewAlphabet("ABCD")
	p, err = sudokit.ParseWith("0A.B____CD..0000", sudokit.ReadOptions{Alphabet: abcd})
	if err != nil {
		t.Fatal(err)
	}
	if string(p.Cells[:4]) != "\x00\x01\x00\x02" {
		t.Errorf("0A.B read as %v", p.Cells[:4])
	}
	// A 4x4 alphabet holding 0: 0 is value 1.
	zero, _ := sudokit.NewAlphabet("0123")
	p, err = sudokit.ParseWith("0 1 . 3\n. . . .\n. . . .\n. . . .", sudokit.ReadOptions{Alphabet: zero})
	if err != nil {
		t.Fatal(err)
	}
	if string(p.Cells[:4]) != "\x01\x02\x00\x04" {
		t.Errorf("0 1 . 3 read as %v", p.Cells[:4])
	}
	_, err = sudokit.ParseWith("0 1 . 4\n. . . .\n. . . .\n. . . .", sudokit.ReadOptions{Source: "z.txt", Alphabet: zero})
	want := `z.txt: line 1, column 7: "4" is not a value (r1c4); this puzzle uses 0123, and . for a blank`
	if err == nil || err.Error() != want {
		t.Errorf("error %v, want %s", err, want)
	}
}

func TestParseErrorText(t *testing.T) {
	tests := []struct {
		err    sudokit.ParseError
		error  string
		detail string
	}{
		{sudokit.ParseError{Source: "a.txt", Line: 2, Column: 5, Msg: "value 12 exceeds 9", Cell: sudokit.Pos{Row: 1, Col: 2}, HasCell: true},
			"a.txt: line 2, column 5: value 12 exceeds 9 (r2c3)", "line 2, column 5: value 12 exceeds 9 (r2c3)"},
		{sudokit.ParseError{Line: 3, Msg: "row 3 has 8 cells, expected 9"},
			"line 3: row 3 has 8 cells, expected 9", "line 3: row 3 has 8 cells, expected 9"},
		{sudokit.ParseError{Source: "stdin", Msg: "empty input, no puzzle found"},
			"stdin: empty input, no puzzle found", "empty input, no puzzle found"},
		{sudokit.ParseError{Source: "s", Line: 1, Column: 1, Msg: `"x" is not a value`, Hint: "a 4x4 puzzle uses 1-4", HasCell: true},
			`s: line 1, column 1: "x" is not a value (r1c1); a 4x4 puzzle uses 1-4`, `line 1, column 1: "x" is not a value (r1c1); a 4x4 puzzle uses 1-4`},
		{sudokit.ParseError{Source: "s", Column: 4, Msg: "m"}, "s: m", "m"},
	}
	for _, tt := range tests {
		if got := tt.err.Error(); got != tt.error {
			t.Errorf("Error = %q, want %q", got, tt.error)
		}
		if got := tt.err.Detail(); got != tt.detail {
			t.Errorf("Detail = %q, want %q", got, tt.detail)
		}
	}
}

// asFlag names an option field as the command line's flag: "--box".
func asFlag(field string) string { return "--" + field }

// TestFieldNames: messages about the options that fix the shape or the form
// name them as FieldName says, and by their own names without it, so that
// the command line says "--box" and a server "box".
func TestFieldNames(t *testing.T) {
	tests := []struct {
		input      string
		opt        sudokit.ReadOptions
		plain, cli string
	}{
		{fig5, sudokit.ReadOptions{BoxRows: 2, BoxCols: 3},
			"line 1: box 2x3 makes 6x6 puzzles of 36 cells; found 81",
			"line 1: --box 2x3 makes 6x6 puzzles of 36 cells; found 81"},
		{fig5, sudokit.ReadOptions{Size: 4},
			"line 1: size 4 makes 4x4 puzzles of 16 cells; found 81",
			"line 1: --size 4 makes 4x4 puzzles of 16 cells; found 81"},
		{strings.Repeat(".", 36), sudokit.ReadOptions{},
			"line 1: 36 cells make a 6x6 puzzle, whose boxes are not square: give box 2x3 or box 3x2",
			"line 1: 36 cells make a 6x6 puzzle, whose boxes are not square: give --box 2x3 or --box 3x2"},
		{"1 2 3 4x" + strings.Repeat(" 0", 12) + "\n", sudokit.ReadOptions{},
			`line 1, column 7: "4x" is not a value (r1c4); a 4x4 puzzle uses 1-4, and 0 or . for a blank; for one character per cell without spaces, use from line`,
			`line 1, column 7: "4x" is not a value (r1c4); a 4x4 puzzle uses 1-4, and 0 or . for a blank; for one character per cell without spaces, use --from line`},
	}
	for _, tt := range tests {
		for _, named := range []bool{false, true} {
			opt, want := tt.opt, tt.plain
			if named {
				opt.FieldName, want = asFlag, tt.cli
			}
			_, err := sudokit.ParseWith(tt.input, opt)
			var perr *sudokit.ParseError
			if !errors.As(err, &perr) || perr.Detail() != want {
				t.Errorf("%.20q (named %v): %v\nwant %s", tt.input, named, err, want)
			}
		}
	}
}
