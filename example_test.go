package sudokit_test

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/sudokit-go/sudokit"
)

// The helper API counts from 0; the coursework counts rows, columns, blocks
// and places from 1. This example runs the coursework's own examples in its
// numbering, converting at the edges.
func Example_courseworkNumbering() {
	p := sudokit.MustParse("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79")
	g := sudokit.MustParse("534678912672195348198342567859761423426853791713924856961537284287419635345286179")
	at := func(row, col int) sudokit.Pos { return sudokit.Pos{Row: row - 1, Col: col - 1} }
	pos, _ := p.FirstUnassigned()
	fmt.Println(pos.Row+1, pos.Col+1)
	fmt.Println(g.Shape.BoxOf(at(4, 6))+1, g.Shape.PlaceInBox(at(4, 6))+1)
	fmt.Println(g.Shape.BoxOf(at(1, 4))+1, g.Shape.PlaceInBox(at(1, 4))+1)
	fmt.Println(g.Box(4-1), g.Row(4-1), g.Column(4-1))
	fmt.Println(sudokit.ValidList([]uint8{1, 2, 3, 0, 0, 1, 7, 5, 0}), sudokit.ValidList([]uint8{5, 3, 0, 0, 7, 0, 0, 0, 0}))
	// Output:
	// 1 3
	// 5 3
	// 2 1
	// [8 5 9 4 2 6 7 1 3] [8 5 9 7 6 1 4 2 3] [6 1 3 7 8 9 5 4 2]
	// false true
}

// Parse reads any form; AppendFormat writes a grid in any form into a
// buffer the caller reuses.
func ExampleParse() {
	p, err := sudokit.Parse(".41...2.3....1.2")
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(p.Shape, p.Form, p.Blanks(), "blanks")

	var buf []byte
	for _, f := range []sudokit.Form{sudokit.FormTokens, sudokit.FormCSV, sudokit.FormGrid} {
		buf = sudokit.AppendFormat(buf[:0], p.Grid, sudokit.FormatOptions{Form: f})
		fmt.Printf("%s\n\n", buf)
	}
	// Output:
	// 4x4 line 10 blanks
	// 0 4 1 0
	// 0 0 2 0
	// 3 0 0 0
	// 0 1 0 2
	//
	// 0,4,1,0
	// 0,0,2,0
	// 3,0,0,0
	// 0,1,0,2
	//
	// . 4 | 1 .
	// . . | 2 .
	// ----+----
	// 3 . | . .
	// . 1 | . 2
}

// A parse error says where and what, in the contract's words.
func ExampleParseWith_error() {
	_, err := sudokit.ParseWith(".41...2.3....1.9", sudokit.ReadOptions{Source: "stdin"})
	fmt.Println(err)
	// Output:
	// stdin: line 1, column 16: value 9 exceeds 4 (r4c4)
}

// AppendFormat writes a grid in any form and symbols: here the first row
// of a 16x16, as tokens with letters (the default), decimal numbers and the
// hexadecimal alphabet, into one buffer that is reused.
func ExampleAppendFormat() {
	g := sudokit.NewGrid(sudokit.MustShape(4, 4))
	for c := 0; c < 16; c++ {
		g.Place(sudokit.Pos{Row: 0, Col: c}, uint8(c+1))
	}
	hex, _ := sudokit.NewAlphabet("0123456789ABCDEF")
	var buf []byte
	for _, sym := range []sudokit.Symbols{sudokit.Letters, sudokit.Decimal, hex} {
		buf = sudokit.AppendFormat(buf[:0], g, sudokit.FormatOptions{Form: sudokit.FormTokens, Symbols: sym})
		first, _, _ := strings.Cut(string(buf), "\n")
		fmt.Println(first)
	}
	// Output:
	// 1 2 3 4 5 6 7 8 9 A B C D E F G
	// 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16
	// 0 1 2 3 4 5 6 7 8 9 A B C D E F
}

// Validate names every broken rule; Violation.Text writes the sentence the
// command line prints.
func ExampleValidate() {
	g := sudokit.MustParse("1223414243341213") // the brute-force coursework's bad candidate
	for _, v := range sudokit.Validate(g.Grid, sudokit.ValidateOptions{Complete: true}) {
		fmt.Println(v.Text(g.Symbols))
	}
	// Output:
	// row 1: 2 appears in columns 2 and 3
	// row 2: 4 appears in columns 1 and 3
	// row 3: 3 appears in columns 2 and 3
	// row 3: 4 appears in columns 1 and 4
	// row 4: 1 appears in columns 1 and 3
	// column 1: 1 appears in rows 1 and 4
	// column 1: 4 appears in rows 2 and 3
	// column 2: 2 appears in rows 1 and 4
	// column 4: 3 appears in rows 1 and 4
	// box 1 (rows 1-2, columns 1-2): 1 appears twice (r1c1, r2c2)
	// box 2 (rows 1-2, columns 3-4): 2 appears twice (r1c3, r2c4)
	// box 4 (rows 3-4, columns 3-4): 3 appears twice (r3c3, r4c4)
}

// Validate with givens: a solution that does not keep its puzzle's givens.
func ExampleValidate_givens() {
	puzzle := sudokit.MustParse("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79")
	answer := sudokit.MustParse("532678914674195328198324567859761243246853791713942856961537482487219635325486179")
	for _, v := range sudokit.Validate(answer.Grid, sudokit.ValidateOptions{Complete: true, Givens: &puzzle.Grid}) {
		fmt.Println(v.Rule, v.Text(answer.Symbols))
	}
	// Output:
	// given r5c1: given 4 changed to 2
	// given r6c5: given 2 changed to 4
	// given r7c7: given 2 changed to 4
	// given r8c4: given 4 changed to 2
}

// Solve is the coursework's sudoku_solver: it reports whether the grid can
// be completed and returns the completed grid, leaving its input alone.
func ExampleSolve() {
	p := sudokit.MustParse(".41...2.3....1.2")
	ok, sol := sudokit.Solve(p.Grid)
	fmt.Println(ok, sudokit.Format(sol, p.FormatOptions()))
	fmt.Println(sudokit.Format(p.Grid, p.FormatOptions()))

	ok, _ = sudokit.Solve(sudokit.MustParse(".2....4.43....1.").Grid)
	fmt.Println(ok)
	// Output:
	// true 2413132432414132
	// .41...2.3....1.2
	// false
}

// NewBacktrack makes the reference solver as a Solver: it solves, counts
// solutions up to a limit and reports its work.
func ExampleNewBacktrack() {
	s := sudokit.NewBacktrack(sudokit.Options{})
	ctx := context.Background()

	p := sudokit.MustParse("..1...2.3....1.2")
	sol, res, err := s.Solve(ctx, p.Grid)
	fmt.Println(sudokit.Format(sol, p.FormatOptions()), res.Solved, err)

	n, _, _ := s.CountSolutions(ctx, p.Grid, 10)
	fmt.Println(n, "solutions")

	empty := sudokit.NewGrid(sudokit.MustShape(2, 2))
	n, _, _ = s.CountSolutions(ctx, empty, 1000)
	fmt.Println(n, "4x4 grids")

	unique, _, _ := sudokit.Unique(ctx, s, sudokit.MustParse(".41...2.3....1.2").Grid)
	fmt.Println("unique:", unique)
	// Output:
	// 2314142332414132 true <nil>
	// 2 solutions
	// 288 4x4 grids
	// unique: true
}

// Options.Trace shows the search as it goes: the 4x4 with no solution from
// the brute-force coursework.
func ExampleOptions_trace() {
	trace := func(e sudokit.Event) { fmt.Println(strings.Repeat("  ", e.Depth) + e.String()) }
	s := sudokit.NewBacktrack(sudokit.Options{Trace: trace})
	_, res, _ := s.Solve(context.Background(), sudokit.MustParse(".2....4.43....1.").Grid)
	fmt.Println(res.Solved, res.Stats.Nodes, "nodes")
	// Output:
	// place r1c1=1
	//   place r1c3=3
	//     r1c4: no candidate
	//   undo r1c3=3
	// undo r1c1=1
	// place r1c1=3
	//   r1c3: no candidate
	// undo r1c1=3
	// false 3 nodes
}

// ShapeOf makes shapes whose boxes are not square: a 6x6 puzzle with boxes
// of 2 rows by 3 columns. Everything in the package works on any shape.
func ExampleShapeOf() {
	s, err := sudokit.ShapeOf(2, 3)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(s, s.N, s.Cells)
	p := sudokit.Pos{Row: 3, Col: 4} // r4c5
	fmt.Println(p, "is in box", s.BoxOf(p)+1, "at place", s.PlaceInBox(p)+1)
	fmt.Println(s.UnitName(2*s.N + s.BoxOf(p)))
	fmt.Println(len(s.Peers(s.Index(p))), "peers")

	puzzle, _ := sudokit.ParseWith(".5.21....4...15..62......4.152..1.34", sudokit.ReadOptions{BoxRows: 2, BoxCols: 3})
	fmt.Println(puzzle.Blanks(), "blanks")
	_, err = sudokit.ShapeOf(1, 5)
	fmt.Println(err)
	// Output:
	// 6x6 (2x3 boxes) 6 36
	// r4c5 is in box 4 at place 5
	// box 4 (rows 3-4, columns 4-6)
	// 12 peers
	// 21 blanks
	// boxes of 1x5 do not make a puzzle of 4x4 to 64x64
}

// NewReader reads a batch, one puzzle a line, and yields each puzzle or the
// error that stands in its place, in input order.
func ExampleNewReader() {
	input := `# two puzzles and a damaged line
.41...2.3....1.2
..1...2.3....1.2
.41...2.3....1.9
`
	r := sudokit.NewReader(strings.NewReader(input), sudokit.ReadOptions{Source: "mixed.txt"})
	for {
		it, ok := r.Next()
		if !ok {
			break
		}
		if it.Err != nil {
			fmt.Println(it.Line, "error:", it.Err)
			continue
		}
		ok, sol := sudokit.Solve(it.Puzzle.Grid)
		fmt.Println(it.Line, ok, sudokit.Format(sol, it.Puzzle.FormatOptions()))
	}
	fmt.Println("batch:", r.Batch(), "form:", r.Form())
	// Output:
	// 2 true 2413132432414132
	// 3 true 2314142332414132
	// 4 error: mixed.txt: line 4, column 16: value 9 exceeds 4 (r4c4)
	// batch: true form: line
}

// The JSON records are plain structs that encoding/json writes in the
// contract's field order; an answer that names no file leaves Origin nil.
func ExampleSolveRecord() {
	p := sudokit.MustParse(".41...2.3....1.2")
	f := p.FormatOptions()
	sol := "2413132432414132"
	rec := sudokit.SolveRecord{Record: sudokit.NewRecord(p, f), Solved: true, Solution: &sol}
	rec.Origin = sudokit.NewOrigin("stdin", 1)
	line, _ := json.Marshal(rec)
	fmt.Println(string(line))
	rec.Origin, rec.Puzzle = nil, ""
	line, _ = json.Marshal(rec)
	fmt.Println(string(line))
	// Output:
	// {"source":"stdin","line":1,"size":4,"box":"2x2","form":"line","puzzle":".41...2.3....1.2","solved":true,"solution":"2413132432414132"}
	// {"size":4,"box":"2x2","form":"line","solved":true,"solution":"2413132432414132"}
}
