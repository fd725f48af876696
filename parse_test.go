package sudokit_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/sudokit-go/sudokit"
)

const (
	fig5  = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
	easy  = ".4....179..2..8.54..6..5..8.8..7.91..5..9..3..19.6..4.3..4..7..57.1..2..928....6."
	none9 = "........772.3.9..1..87.5.6.5.289.....4.5.1.9.....637.5.3.9.617.2..1.7.539........"
	pseu  = ".41...2.3....1.2"
	six   = ".5.21....4...15..62......4.152..1.34"
)

// rows splits a line-form puzzle of side n into n lines, with sep between
// its characters.
func rows(line string, n int, sep string) string {
	var b strings.Builder
	for r := 0; r < n; r++ {
		cells := strings.Split(line[r*n:(r+1)*n], "")
		b.WriteString(strings.Join(cells, sep))
		b.WriteByte('\n')
	}
	return b.String()
}

// item is what a test expects of one Item: its line and either the grid
// (line form) or the error's detail.
type item struct {
	line int
	grid string // the puzzle in line form, with the default symbols
	err  string // the error's Detail
	none bool   // a No Solution line
}

func readAll(t *testing.T, input string, opt sudokit.ReadOptions) ([]item, *sudokit.Reader) {
	t.Helper()
	r := sudokit.NewReader(strings.NewReader(input), opt)
	var out []item
	for {
		it, ok := r.Next()
		if !ok {
			break
		}
		got := item{line: it.Line, none: it.NoSolution}
		switch {
		case it.Err != nil:
			var perr *sudokit.ParseError
			if !errors.As(it.Err, &perr) {
				t.Fatalf("item %d: error %T %v, want a *ParseError", len(out)+1, it.Err, it.Err)
			}
			if perr.Source != opt.Source {
				t.Errorf("item %d: source %q, want %q", len(out)+1, perr.Source, opt.Source)
			}
			got.err = perr.Detail()
		case !it.NoSolution:
			got.grid = sudokit.Format(it.Puzzle.Grid, sudokit.FormatOptions{Form: sudokit.FormLine, Symbols: sudokit.Letters})
		}
		out = append(out, got)
		if len(out) > 1000 {
			t.Fatal("more than 1000 items")
		}
	}
	if _, ok := r.Next(); ok {
		t.Errorf("Next returned an item after the end")
	}
	return out, r
}

// TestDetect covers the form detection of docs/cli.md §4.2 and the batch
// detection of §4.3.
func TestDetect(t *testing.T) {
	sixteen4x4 := strings.Repeat(pseu+"\n", 16)
	hexLine := strings.Repeat("0123456789ABCDEF", 16)
	letters16 := sudokit.Format(sudokit.MustParse(hexLine).Grid, sudokit.FormatOptions{Form: sudokit.FormLine})
	tests := []struct {
		name  string
		input string
		opt   sudokit.ReadOptions
		form  sudokit.Form
		batch bool
		items []item
	}{
		{name: "one line", input: fig5 + "\n", form: sudokit.FormLine,
			items: []item{{line: 1, grid: fig5}}},
		{name: "one line without a final newline", input: fig5, form: sudokit.FormLine,
			items: []item{{line: 1, grid: fig5}}},
		{name: "two lines of 81 are a batch", input: fig5 + "\n" + easy + "\n", form: sudokit.FormLine, batch: true,
			items: []item{{line: 1, grid: fig5}, {line: 2, grid: easy}}},
		{name: "tokens: 9 lines of 9", input: rows(fig5, 9, " "), form: sudokit.FormTokens,
			items: []item{{line: 1, grid: fig5}}},
		{name: "tokens: 81 on one line", input: strings.ReplaceAll(strings.Join(strings.Split(fig5, ""), " "), ".", "0"), form: sudokit.FormTokens,
			items: []item{{line: 1, grid: fig5}}},
		{name: "tokens: 27 a line", input: strings.ReplaceAll(rows(fig5, 9, " "), "\n", " ")[:54] + "\n" + strings.ReplaceAll(rows(fig5, 9, " "), "\n", " ")[54:108] + "\n" + strings.ReplaceAll(rows(fig5, 9, " "), "\n", " ")[108:], form: sudokit.FormTokens,
			items: []item{{line: 1, grid: fig5}}},
		{name: "tokens: one a line", input: strings.ReplaceAll(strings.Join(strings.Split(fig5, ""), "\n"), ".", "0") + "\n", form: sudokit.FormTokens,
			items: []item{{line: 1, grid: fig5}}},
		{name: "line form over three lines is joined", input: fig5[:27] + "\n" + fig5[27:54] + "\n" + fig5[54:] + "\n", form: sudokit.FormLine,
			items: []item{{line: 1, grid: fig5}}},
		{name: "16 lines of 16 tokens are one 16x16", input: rows(hexLine, 16, " "), form: sudokit.FormTokens,
			items: []item{{line: 1, grid: letters16}}},
		{name: "16 lines of 16 characters are a 16x16 grid", input: rows(letters16, 16, ""), form: sudokit.FormGrid,
			items: []item{{line: 1, grid: letters16}}},
		{name: "sixteen 4x4 lines are one 16x16 grid", input: sixteen4x4, form: sudokit.FormGrid,
			items: []item{{line: 1, grid: strings.Repeat(pseu, 16)}}},
		{name: "sixteen 4x4 lines with --batch", input: sixteen4x4, opt: sudokit.ReadOptions{Batch: sudokit.BatchOn}, form: sudokit.FormLine, batch: true,
			items: repeatItem(pseu, 16)},
		{name: "sixteen 4x4 lines with --size 4", input: sixteen4x4, opt: sudokit.ReadOptions{Size: 4}, form: sudokit.FormLine, batch: true,
			items: repeatItem(pseu, 16)},
		{name: "two lines of 81 with --single", input: fig5 + "\n" + easy + "\n", opt: sudokit.ReadOptions{Batch: sudokit.BatchOff}, form: sudokit.FormLine,
			items: []item{{line: 1, err: "162 cells; a 9x9 puzzle has 81"}}},
		{name: "comments and blank lines", input: "# two puzzles\n\n" + fig5 + "  # figure 5\n   \n\t# the sample\n" + easy + "\n\n", form: sudokit.FormLine, batch: true,
			items: []item{{line: 3, grid: fig5}, {line: 6, grid: easy}}},
		{name: "crlf line ends", input: fig5 + "\r\n" + easy + "\r\n", form: sudokit.FormLine, batch: true,
			items: []item{{line: 1, grid: fig5}, {line: 2, grid: easy}}},
		{name: "crlf tokens", input: strings.ReplaceAll(rows(fig5, 9, " "), "\n", "\r\n"), form: sudokit.FormTokens,
			items: []item{{line: 1, grid: fig5}}},
		{name: "byte-order mark", input: "\xEF\xBB\xBF" + fig5 + "\n", form: sudokit.FormLine,
			items: []item{{line: 1, grid: fig5}}},
		{name: "byte-order mark before a batch", input: "\xEF\xBB\xBF" + fig5 + "\n" + easy + "\n", form: sudokit.FormLine, batch: true,
			items: []item{{line: 1, grid: fig5}, {line: 2, grid: easy}}},
		{name: "a batch of several sizes", input: pseu + "\n" + fig5 + "\n" + letters16 + "\n", form: sudokit.FormLine, batch: true,
			items: []item{{line: 1, grid: pseu}, {line: 2, grid: fig5}, {line: 3, grid: letters16}}},
		{name: "a batch of one-line tokens", input: strings.Join(strings.Split(fig5, ""), " ") + "\n" + strings.Join(strings.Split(easy, ""), " ") + "\n", form: sudokit.FormTokens, batch: true,
			items: []item{{line: 1, grid: fig5}, {line: 2, grid: easy}}},
		{name: "a batch of line and tokens", input: fig5 + "\n" + strings.Join(strings.Split(easy, ""), " ") + "\n", form: sudokit.FormLine, batch: true,
			items: []item{{line: 1, grid: fig5}, {line: 2, grid: easy}}},
		{name: "a batch whose first line is damaged", input: fig5[:80] + "\n" + easy + "\n" + none9 + "\n", form: sudokit.FormLine, batch: true,
			items: []item{{line: 1, err: "line 1: 80 cells; a 9x9 puzzle has 81"}, {line: 2, grid: easy}, {line: 3, grid: none9}}},
		{name: "a batch with bad lines", input: "# mixed\n" + fig5 + "\n" + easy[:80] + "x\n" + none9 + "\n" + fig5[:80] + "\n\n" + pseu + "9\n" + easy + "\n" + "\x00\n" + pseu + "\n",
			form: sudokit.FormLine, batch: true,
			items: []item{
				{line: 2, grid: fig5},
				{line: 3, err: `line 3, column 81: "x" is not a value (r9c9); a 9x9 puzzle uses 1-9, and 0, . or _ for a blank`},
				{line: 4, grid: none9},
				{line: 5, err: "line 5: 80 cells; a 9x9 puzzle has 81"},
				{line: 7, err: "line 7: 17 cells; a 4x4 puzzle has 16"},
				{line: 8, grid: easy},
				{line: 9, err: "line 9, column 1: binary data (byte 0x00), not a puzzle"},
				{line: 10, grid: pseu},
			}},
		{name: "solutions with No Solution", input: "2413132432414132\nNo Solution\n2314142332414132\n", opt: sudokit.ReadOptions{Solutions: true}, form: sudokit.FormLine, batch: true,
			items: []item{{line: 1, grid: "2413132432414132"}, {line: 2, none: true}, {line: 3, grid: "2314142332414132"}}},
		{name: "solutions starting with No Solution", input: "No Solution\n2413132432414132\n", opt: sudokit.ReadOptions{Solutions: true}, form: sudokit.FormTokens, batch: true,
			items: []item{{line: 1, none: true}, {line: 2, grid: "2413132432414132"}}},
		{name: "a single No Solution", input: "no solution\n", opt: sudokit.ReadOptions{Solutions: true}, form: sudokit.FormTokens,
			items: []item{{line: 1, none: true}}},
		{name: "No Solution followed by text", input: "No Solution\nmore\n", opt: sudokit.ReadOptions{Solutions: true, Batch: sudokit.BatchOff}, form: sudokit.FormTokens,
			items: []item{{line: 2, err: "line 2: text after No Solution"}}},
		{name: "No Solution without Solutions", input: "No Solution\n", form: sudokit.FormTokens,
			items: []item{{line: 1, err: `line 1: 2 cells; a 4x4 puzzle has 16`}}},
		{name: "csv by its first comma", input: rows(pseu, 4, ","), form: sudokit.FormCSV,
			items: []item{{line: 1, grid: pseu}}},
		{name: "csv by its name", input: rows(pseu, 4, ","), opt: sudokit.ReadOptions{Source: "p.csv"}, form: sudokit.FormCSV,
			items: []item{{line: 1, grid: pseu}}},
		{name: "csv.soln by its name", input: "2,4,1,3\n1,3,2,4\n3,2,4,1\n4,1,3,2\n", opt: sudokit.ReadOptions{Source: "p.csv.soln"}, form: sudokit.FormCSV,
			items: []item{{line: 1, grid: "2413132432414132"}}},
		{name: "csv with comment lines, quotes and spaces", input: "# the pseudoku\n 0 , \"4\",1,\n0,0,2,0\n  # more\n3,,, 0\n0,1,0,2\n", form: sudokit.FormCSV,
			items: []item{{line: 2, grid: pseu}}},
		{name: "grid by a bar on a later line", input: "0 4 1 0\n0 0 2 0\n3 0 | 0 0\n0 1 0 2\n", form: sudokit.FormGrid,
			items: []item{{line: 1, grid: pseu}}},
		{name: "grid by a rule line", input: ". 4 1 .\n. . 2 .\n-------\n3 . . .\n. 1 . 2\n", form: sudokit.FormGrid,
			items: []item{{line: 1, grid: pseu}}},
		{name: "grid with borders", input: "+-----+-----+\n| . 4 | 1 . |\n| . . | 2 . |\n+=====+=====+\n| 3 . | . . |\n| . 1 | . 2 |\n+-----+-----+\n", form: sudokit.FormGrid,
			items: []item{{line: 1, grid: pseu}}},
		{name: "grid without spaces", input: ".4|1.\n..|2.\n--+--\n3.|..\n.1|.2\n", form: sudokit.FormGrid,
			items: []item{{line: 1, grid: pseu}}},
		{name: "a 6x6 grid with one rule line draws no boxes", input: rows(six, 6, " ")[:24] + "---+---\n" + rows(six, 6, " ")[24:], form: sudokit.FormGrid,
			items: []item{{line: 1, err: "36 cells make a 6x6 puzzle, whose boxes are not square: give box 2x3 or box 3x2"}}},
		{name: "4 lines of 4 characters are a grid", input: rows(pseu, 4, ""), form: sudokit.FormGrid,
			items: []item{{line: 1, grid: pseu}}},
		{name: "line from its first line", input: ".41.\n..2.\n3...\n.1.2 \n# four lines of four\n", form: sudokit.FormGrid,
			items: []item{{line: 1, grid: pseu}}},
		{name: "tokens otherwise", input: "0 4\n1 0 0 0 2 0 3 0 0 0 0 1 0 2\n", form: sudokit.FormTokens,
			items: []item{{line: 1, grid: pseu}}},
		{name: "forced line with spaces", input: ". 4 1 . . . 2 . 3 . . . . 1 . 2\n", opt: sudokit.ReadOptions{Form: sudokit.FormLine}, form: sudokit.FormLine,
			items: []item{{line: 1, grid: pseu}}},
		{name: "forced tokens", input: ".41. ..2. 3... .1.2\n", opt: sudokit.ReadOptions{Form: sudokit.FormTokens}, form: sudokit.FormTokens,
			items: []item{{line: 1, err: `line 1: 4 cells; a 4x4 puzzle has 16`}}},
		{name: "a batch past the detection window", input: strings.Repeat(pseu+"\n", 70) + "3 . | . .\n", form: sudokit.FormLine, batch: true,
			items: append(repeatItem(pseu, 70), item{line: 71, err: `line 71: 5 cells; a 4x4 puzzle has 16`})},
		// Batch first (docs/cli.md §4.3): a complete puzzle on the first or
		// second content line makes a batch whatever later lines hold.
		{name: "a batch with a bar on line 2", input: fig5 + "\n" + fig5[:6] + "|" + fig5[7:] + "\n" + easy + "\n", form: sudokit.FormLine, batch: true,
			items: []item{{line: 1, grid: fig5}, {line: 2, err: `line 2, column 7: "|" is not a value (r1c7); a 9x9 puzzle uses 1-9, and 0, . or _ for a blank`}, {line: 3, grid: easy}}},
		{name: "a batch with a plus on line 3", input: fig5 + "\n" + easy + "\n" + "+" + fig5[1:] + "\n" + none9 + "\n", form: sudokit.FormLine, batch: true,
			items: []item{{line: 1, grid: fig5}, {line: 2, grid: easy}, {line: 3, err: `line 3, column 1: "+" is not a value (r1c1); a 9x9 puzzle uses 1-9, and 0, . or _ for a blank`}, {line: 4, grid: none9}}},
		{name: "a batch with a rule line", input: fig5 + "\n------+------\n" + easy + "\n", form: sudokit.FormLine, batch: true,
			items: []item{{line: 1, grid: fig5}, {line: 2, err: "line 2: a rule line of a grid, not a puzzle"}, {line: 3, grid: easy}}},
		{name: "a batch with a bar in tokens", input: pseu + "\n" + "0 4 | 1 0\n" + pseu + "\n", form: sudokit.FormLine, batch: true,
			items: []item{{line: 1, grid: pseu}, {line: 2, err: "line 2: 5 cells; a 4x4 puzzle has 16"}, {line: 3, grid: pseu}}},
		{name: "a batch with binary bytes on line 2", input: fig5 + "\n\x89PNG|+\xff\n" + easy + "\n", form: sudokit.FormLine, batch: true,
			items: []item{{line: 1, grid: fig5}, {line: 2, err: "line 2, column 1: binary data (byte 0x89), not a puzzle"}, {line: 3, grid: easy}}},
		{name: "a batch whose first line is binary", input: "\x00|\n" + fig5 + "\n" + easy + "\n", form: sudokit.FormLine, batch: true,
			items: []item{{line: 1, err: "line 1, column 1: binary data (byte 0x00), not a puzzle"}, {line: 2, grid: fig5}, {line: 3, grid: easy}}},
		{name: "a csv file whose first line is binary", input: "\x00\n" + fig5 + "\n" + easy + "\n", opt: sudokit.ReadOptions{Source: "p.csv"}, form: sudokit.FormCSV,
			items: []item{{line: 1, err: "line 1, column 1: binary data (byte 0x00), not a puzzle"}}},
		{name: "binary data then no puzzle", input: "\x00\n\x01\n" + fig5 + "\n", form: sudokit.FormAuto,
			items: []item{{line: 1, err: "line 1, column 1: binary data (byte 0x00), not a puzzle"}}},
		{name: "--batch with a bar", input: pseu + "\n" + ".4|1...2.3....1.2\n", opt: sudokit.ReadOptions{Batch: sudokit.BatchOn}, form: sudokit.FormLine, batch: true,
			items: []item{{line: 1, grid: pseu}, {line: 2, err: "line 2: 17 cells; a 4x4 puzzle has 16"}}},
		{name: "a 9x9 grid with borders is no batch", input: "+-------+-------+-------+\n" + strings.Repeat("| . . . | . . . | . . . |\n", 3) + "+-------+-------+-------+\n" + strings.Repeat("| . . . | . . . | . . . |\n", 3) + "+-------+-------+-------+\n" + strings.Repeat("| . . . | . . . | . . . |\n", 3) + "+-------+-------+-------+\n",
			form: sudokit.FormGrid, items: []item{{line: 1, grid: strings.Repeat(".", 81)}}},
		{name: "blank and comment lines before a batch", input: strings.Repeat("\n# c\n", 100) + pseu + "\n" + pseu + "\n", form: sudokit.FormLine, batch: true,
			items: []item{{line: 201, grid: pseu}, {line: 202, grid: pseu}}},
		{name: "a 16x16 grid of rows of 16 with rule lines only", input: rows(letters16, 16, " ")[:128] + strings.Repeat("-", 31) + "\n" + rows(letters16, 16, " ")[128:], form: sudokit.FormGrid,
			items: []item{{line: 1, grid: letters16}}},
		{name: "a 16x16 grid without spaces, with rule lines", input: "----------------\n" + rows(letters16, 16, "")[:68] + "================\n" + rows(letters16, 16, "")[68:] + "----------------\n", form: sudokit.FormGrid,
			items: []item{{line: 1, grid: letters16}}},
		// Exactly K lines of K cells are one K×K puzzle, for every K.
		{name: "100 lines of 100 cells are one puzzle", input: strings.Repeat(strings.Repeat(".", 100)+"\n", 100), form: sudokit.FormLine,
			items: []item{{line: 1, err: "more than 4096 cells; the largest puzzle is 64x64"}}},
		{name: "100 lines of 100 tokens are one puzzle", input: strings.Repeat(strings.Repeat("0 ", 99)+"0\n", 100), form: sudokit.FormTokens,
			items: []item{{line: 1, err: "more than 4096 cells; the largest puzzle is 64x64"}}},
		{name: "81 lines of 81 cells are one puzzle", input: strings.Repeat(fig5+"\n", 81), form: sudokit.FormLine,
			items: []item{{line: 1, err: "more than 4096 cells; the largest puzzle is 64x64; 81 lines of 81 cells are one puzzle; --batch reads one puzzle a line"}}},
		{name: "82 lines of 81 cells are a batch", input: strings.Repeat(fig5+"\n", 82), form: sudokit.FormLine, batch: true,
			items: repeatItem(fig5, 82)},
		{name: "81 lines of 81 cells with --size 9", input: strings.Repeat(fig5+"\n", 81), opt: sudokit.ReadOptions{Size: 9}, form: sudokit.FormLine, batch: true,
			items: repeatItem(fig5, 81)},
		{name: "80 lines of 81 cells are a batch", input: strings.Repeat(fig5+"\n", 80), form: sudokit.FormLine, batch: true,
			items: repeatItem(fig5, 80)},
		{name: "a 6x6 batch with --box", input: six + "\n" + six + "\n", opt: sudokit.ReadOptions{BoxRows: 2, BoxCols: 3}, form: sudokit.FormLine, batch: true,
			items: []item{{line: 1, grid: six}, {line: 2, grid: six}}},
		{name: "underscore blanks in line form", input: strings.ReplaceAll(pseu, ".", "_") + "\n", form: sudokit.FormLine,
			items: []item{{line: 1, grid: pseu}}},
		{name: "zero blanks in line form", input: strings.ReplaceAll(pseu, ".", "0") + "\n", form: sudokit.FormLine,
			items: []item{{line: 1, grid: pseu}}},
		{name: "lower-case letters", input: strings.ToLower(letters16) + "\n", form: sudokit.FormLine,
			items: []item{{line: 1, grid: letters16}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, r := readAll(t, tt.input, tt.opt)
			if r.Form() != tt.form || r.Batch() != tt.batch {
				t.Errorf("form %v, batch %v; want %v, %v", r.Form(), r.Batch(), tt.form, tt.batch)
			}
			if len(got) != len(tt.items) {
				t.Fatalf("%d items, want %d:\n%v", len(got), len(tt.items), got)
			}
			for k := range got {
				if got[k] != tt.items[k] {
					t.Errorf("item %d = %+v\nwant       %+v", k+1, got[k], tt.items[k])
				}
			}
		})
	}
}

func repeatItem(grid string, n int) []item {
	out := make([]item, n)
	for k := range out {
		out[k] = item{line: k + 1, grid: grid}
	}
	return out
}

// TestBatchStreams reads a long batch and checks that every puzzle comes
// out in order; the reader never holds more than its detection window.
func TestBatchStreams(t *testing.T) {
	var b strings.Builder
	const n = 5000
	for k := range n {
		g := sudokit.MustParse(pseu)
		g.Cells[0] = uint8(k%4 + 1)
		fmt.Fprintf(&b, "%s\n", sudokit.Format(g.Grid, sudokit.FormatOptions{}))
	}
	r := sudokit.NewReader(strings.NewReader(b.String()), sudokit.ReadOptions{})
	k := 0
	for {
		it, ok := r.Next()
		if !ok {
			break
		}
		if it.Err != nil || it.Line != k+1 || it.Puzzle.Cells[0] != uint8(k%4+1) {
			t.Fatalf("item %d: line %d, %v", k+1, it.Line, it.Err)
		}
		k++
	}
	if k != n || !r.Batch() {
		t.Errorf("%d items, batch %v; want %d", k, r.Batch(), n)
	}
}

// TestPuzzleKeepsStyle checks the symbols and blank a puzzle remembers, so
// that it is answered as it was written (docs/cli.md §3).
func TestPuzzleKeepsStyle(t *testing.T) {
	hex, _ := sudokit.NewAlphabet("0123456789ABCDEF")
	tests := []struct {
		name    string
		input   string
		opt     sudokit.ReadOptions
		symbols string
		blank   byte
	}{
		{"digits only", pseu, sudokit.ReadOptions{}, "letters", '.'},
		{"zero blanks", "0 4 1 0 0 0 2 0 3 0 0 0 0 1 0 2", sudokit.ReadOptions{}, "letters", '0'},
		{"underscore blanks", "_41___2_3____1_2", sudokit.ReadOptions{}, "letters", '_'},
		{"no blanks", "2413132432414132", sudokit.ReadOptions{}, "letters", 0},
		{"letters", "G" + strings.Repeat(".", 255), sudokit.ReadOptions{}, "letters", '.'},
		{"decimal", "16" + strings.Repeat(" 0", 255), sudokit.ReadOptions{}, "decimal", '0'},
		{"decimal with leading zeros", "016" + strings.Repeat(" 00", 255), sudokit.ReadOptions{}, "decimal", '0'},
		{"small decimal on a 16x16", "9" + strings.Repeat(" 0", 255), sudokit.ReadOptions{}, "letters", '0'},
		{"alphabet", "0" + strings.Repeat(".", 255), sudokit.ReadOptions{Alphabet: hex}, "0123456789ABCDEF", '.'},
		{"36x36 decimal", "36" + strings.Repeat(" 0", 36*36-1), sudokit.ReadOptions{}, "decimal", '0'},
		{"36x36 small values", "5" + strings.Repeat(" 0", 36*36-1), sudokit.ReadOptions{}, "decimal", '0'},
	}
	for _, tt := range tests {
		p, err := sudokit.ParseWith(tt.input, tt.opt)
		if err != nil {
			t.Errorf("%s: %v", tt.name, err)
			continue
		}
		if p.Symbols.String() != tt.symbols || p.Blank != tt.blank {
			t.Errorf("%s: symbols %v, blank %q; want %s, %q", tt.name, p.Symbols, p.Blank, tt.symbols, tt.blank)
		}
	}
	p := sudokit.MustParse("016" + strings.Repeat(" 00", 255))
	if p.Cells[0] != 16 {
		t.Errorf("016 read as %d", p.Cells[0])
	}
}

func TestMustParsePanics(t *testing.T) {
	defer func() {
		if recover() == nil {
			t.Errorf("MustParse of a bad puzzle did not panic")
		}
	}()
	sudokit.MustParse("not a puzzle")
}

func TestParseWithNoSolution(t *testing.T) {
	_, err := sudokit.ParseWith("No Solution", sudokit.ReadOptions{Source: "s.txt", Solutions: true})
	if err == nil || err.Error() != "s.txt: line 1: a No Solution line is not a puzzle" {
		t.Errorf("ParseWith(No Solution) = %v", err)
	}
}

// TestReadOptionsCheck checks the options' own errors: an *OptionError
// that names the field apart from the problem, written with flags as the
// command line does and with plain names as a server would.
func TestReadOptionsCheck(t *testing.T) {
	hex, _ := sudokit.NewAlphabet("0123456789ABCDEF")
	tests := []struct {
		opt   sudokit.ReadOptions
		field string
		flags string // Text with --flags
		plain string // Error
	}{
		{sudokit.ReadOptions{}, "", "", ""},
		{sudokit.ReadOptions{BoxRows: 2, BoxCols: 3}, "", "", ""},
		{sudokit.ReadOptions{Size: 9}, "", "", ""},
		{sudokit.ReadOptions{Alphabet: hex}, "", "", ""},
		{sudokit.ReadOptions{Size: 16, Alphabet: hex}, "", "", ""},
		{sudokit.ReadOptions{BoxRows: 1, BoxCols: 3}, "box",
			"--box 1x3: boxes of 1x3 do not make a puzzle of 4x4 to 64x64",
			"box 1x3: boxes of 1x3 do not make a puzzle of 4x4 to 64x64"},
		{sudokit.ReadOptions{BoxRows: 0, BoxCols: 3}, "box",
			"--box 0x3: boxes of 0x3 do not make a puzzle of 4x4 to 64x64",
			"box 0x3: boxes of 0x3 do not make a puzzle of 4x4 to 64x64"},
		{sudokit.ReadOptions{Size: 6}, "size",
			"--size 6: 6x6 puzzles have no square boxes; give --box",
			"size 6: 6x6 puzzles have no square boxes; give box"},
		{sudokit.ReadOptions{Size: 7}, "size", "--size 7: want 4, 9, 16, 25, 36, 49 or 64", "size 7: want 4, 9, 16, 25, 36, 49 or 64"},
		{sudokit.ReadOptions{Size: 100}, "size", "--size 100: want 4, 9, 16, 25, 36, 49 or 64", "size 100: want 4, 9, 16, 25, 36, 49 or 64"},
		{sudokit.ReadOptions{Size: 9, BoxRows: 2, BoxCols: 3}, "size", "--size 9 disagrees with --box 2x3", "size 9 disagrees with box 2x3"},
		{sudokit.ReadOptions{Size: 9, Alphabet: hex}, "alphabet",
			"--alphabet 0123456789ABCDEF disagrees with --size 9: it has 16 symbols, and a 9x9 puzzle needs 9",
			"alphabet 0123456789ABCDEF disagrees with size 9: it has 16 symbols, and a 9x9 puzzle needs 9"},
		{sudokit.ReadOptions{BoxRows: 2, BoxCols: 3, Alphabet: hex}, "alphabet",
			"--alphabet 0123456789ABCDEF disagrees with --box 2x3: it has 16 symbols, and a 6x6 puzzle needs 6",
			"alphabet 0123456789ABCDEF disagrees with box 2x3: it has 16 symbols, and a 6x6 puzzle needs 6"},
	}
	flag := func(field string) string { return "--" + field }
	for _, tt := range tests {
		err := tt.opt.Check()
		if err == nil {
			if tt.field != "" {
				t.Errorf("Check(%+v) = nil, want %q", tt.opt, tt.flags)
			}
			continue
		}
		var oe *sudokit.OptionError
		if !errors.As(fmt.Errorf("wrapped: %w", err), &oe) {
			t.Errorf("Check(%+v) = %T %v, want an *OptionError", tt.opt, err, err)
			continue
		}
		if oe.Field != tt.field || oe.Text(flag) != tt.flags || err.Error() != tt.plain {
			t.Errorf("Check(%+v):\nfield %q, %q, %q\nwant  %q, %q, %q", tt.opt, oe.Field, oe.Text(flag), err.Error(), tt.field, tt.flags, tt.plain)
		}
	}
}

// fuzzOptions are the read options FuzzParse tries, chosen by its mode.
func fuzzOptions(mode uint8) sudokit.ReadOptions {
	hex, _ := sudokit.NewAlphabet("0123456789ABCDEF")
	opts := []sudokit.ReadOptions{
		{},
		{Form: sudokit.FormLine},
		{Form: sudokit.FormTokens},
		{Form: sudokit.FormCSV},
		{Form: sudokit.FormGrid},
		{BoxRows: 2, BoxCols: 3},
		{Alphabet: hex},
		{Size: 4},
		{Source: "x.csv"},
		{Batch: sudokit.BatchOn},
		{Solutions: true},
		{Size: 9, Batch: sudokit.BatchOff},
	}
	opt := opts[int(mode)%len(opts)]
	if opt.Source == "" {
		opt.Source = "fuzz.txt"
	}
	return opt
}

// checkParseError holds an error of the reader to the house rules: a
// *ParseError with its source, a sane position and a message in style.
func checkParseError(t *testing.T, err error, source string) {
	t.Helper()
	var perr *sudokit.ParseError
	if !errors.As(err, &perr) {
		t.Fatalf("error %T %v, want a *ParseError", err, err)
	}
	if perr.Source != source || perr.Line < 0 || perr.Column < 0 {
		t.Fatalf("error %q: source %q, line %d, column %d", err, perr.Source, perr.Line, perr.Column)
	}
	if perr.HasCell && (perr.Cell.Row < 0 || perr.Cell.Row >= sudokit.MaxSize || perr.Cell.Col < 0 || perr.Cell.Col >= sudokit.MaxSize) {
		t.Fatalf("error %q names cell %+v", err, perr.Cell)
	}
	checkMessage(t, perr)
}

// checkReparse writes a parsed puzzle as it was read and reads it back.
func checkReparse(t *testing.T, p sudokit.Puzzle) {
	t.Helper()
	s := p.Shape
	for _, v := range p.Cells {
		if int(v) > s.N {
			t.Fatalf("value %d in a %v", v, s)
		}
	}
	text := sudokit.Format(p.Grid, p.FormatOptions())
	opt := sudokit.ReadOptions{BoxRows: s.BoxRows, BoxCols: s.BoxCols}
	if p.Symbols.Alphabet() != "" {
		opt.Alphabet = p.Symbols
	}
	q, err := sudokit.ParseWith(text, opt)
	if err != nil {
		t.Fatalf("%v %v written as\n%s\nreads back with %v", p.Shape, p.Form, text, err)
	}
	if !q.Equal(p.Grid) {
		t.Fatalf("%v %v written as\n%s\nreads back as another grid", p.Shape, p.Form, text)
	}
}

// FuzzParse reads any input with several options: each gives a puzzle or
// a *ParseError with a position, never a panic, and a puzzle is written
// back and read again as the same grid.
func FuzzParse(f *testing.F) {
	for _, s := range []string{
		fig5, easy + "\n" + fig5, rows(fig5, 9, " "), rows(pseu, 4, ","), sixGrid, six, "",
		"# only a comment\n", "No Solution\n", "\xEF\xBB\xBF" + pseu + "\r\n", "0,\"4\",1,0\n0,0,2,0\n3,0,0,0\n0,1,0,2",
		"+---+---+\n|.4|1.|\n", "\x89PNG\r\n\x1a\n", "G" + strings.Repeat(".", 255), "16" + strings.Repeat(" 0", 255),
		strings.Repeat("1\n", 81), "1 2\t3 4 ½", "é4", "0 4 1 0\n0 0 2 0\n3 0 0 0\n0 1 0 2x\n",
		// Batch first: stray grid, rule and binary lines early in a batch.
		fig5 + "\n" + fig5[:6] + "|" + fig5[7:] + "\n" + easy + "\n", pseu + "\n---+---\n+" + pseu[1:] + "\n",
		"\x00|\n" + fig5 + "\n" + easy + "\n", fig5 + "\n\x89PNG|+\xff\n" + easy,
		"+-------+-------+-------+\n" + strings.Repeat("| . . . | . . . | . . . |\n", 9),
		// K lines of K cells, and more; blank lines before a batch.
		strings.Repeat(strings.Repeat(".", 100)+"\n", 100), strings.Repeat(fig5+"\n", 81), strings.Repeat(pseu+"\n", 17),
		strings.Repeat("\n# c\n", 50) + pseu + "\n" + pseu, "----\n" + strings.Repeat(pseu+"\n", 8) + "====\n" + strings.Repeat(pseu+"\n", 8),
		// csv rows too short or too long, and one row or cell.
		"0;4;1;0\n0;0;2;0\n3;0;0;0\n0;1;0;2\n", "1,2\n", strings.Repeat("0,", 99) + "0\n", "0,4,1,0\n", "5\n",
	} {
		for mode := range uint8(12) {
			f.Add(s, mode)
		}
	}
	f.Fuzz(func(t *testing.T, input string, mode uint8) {
		opt := fuzzOptions(mode)
		p, err := sudokit.ParseWith(input, opt)
		if err != nil {
			checkParseError(t, err, opt.Source)
		} else {
			checkReparse(t, p)
		}
		r := sudokit.NewReader(strings.NewReader(input), opt)
		for k := 0; ; k++ {
			it, ok := r.Next()
			if !ok {
				break
			}
			if k > len(input)+1 {
				t.Fatalf("%d items from %d bytes", k, len(input))
			}
			switch {
			case it.Err != nil:
				checkParseError(t, it.Err, opt.Source)
			case it.NoSolution:
				if !opt.Solutions {
					t.Fatalf("a No Solution item without Solutions")
				}
			default:
				checkReparse(t, it.Puzzle)
			}
		}
	})
}
