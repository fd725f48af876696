package pseudoku_test

import (
	"fmt"
	"math/rand/v2"

	"github.com/sudokit-go/sudokit"
	"github.com/sudokit-go/sudokit/pseudoku"
)

// The document's worked example, task by task.
func Example() {
	row := pseudoku.Row{2, 4, 1, 3}
	puzzle, _ := pseudoku.MakeVector(row) // Task 1
	fmt.Println(puzzle)
	shifted, _ := pseudoku.PermuteVector(row, 1) // Task 2
	fmt.Println(shifted)
	puzzle, _ = pseudoku.PermuteRows(puzzle, 2, 3, 1) // Task 3
	fmt.Println(puzzle, pseudoku.ColChecks(puzzle), pseudoku.CheckGrids(puzzle))
	solution, shifts, _ := pseudoku.MakeSolution(row) // Task 8
	fmt.Println(solution, shifts)
	// Output:
	// 2413/2413/2413/2413
	// 4,1,3,2
	// 2413/1324/3241/4132 true true
	// 2413/1324/4132/3241 (2,1,3)
}

// Task 4 with the issue's stack: 1, 2, 3, 4 with 4 on top.
func ExampleSearchStack() {
	stack, _ := pseudoku.StackOf(1, 2, 3, 4)
	rest, found := pseudoku.SearchStack(stack, 3)
	top, _ := rest.Top()
	fmt.Println(rest.Values(), found, top)
	_, found = pseudoku.SearchStack(stack, 5)
	fmt.Println(found)
	// Output:
	// [1 2 4] true 4
	// false
}

// Task 5: column by column.
func ExampleCheckColumn() {
	v, _ := pseudoku.MakeVector(pseudoku.Row{2, 4, 1, 3})
	p, _ := pseudoku.PermuteRows(v, 2, 0, 0)
	fmt.Println(pseudoku.CheckColumn(p, 0), pseudoku.ColChecks(p))
	// Output: false false
}

// Task 9: eight blanks, reproducible from the seed, written by the core.
func ExampleBlank() {
	solution, _, _ := pseudoku.MakeSolution(pseudoku.Row{2, 4, 1, 3})
	puzzle, _ := pseudoku.Blank(solution, 8, rand.New(rand.NewPCG(1, 0)))
	fmt.Println(puzzle.Blanks(), pseudoku.Solutions(puzzle, 2) >= 1)
	g := puzzle.Grid()
	fmt.Println(solution.Grid().Solves(g))
	// Output:
	// 8 true
	// true
}

// Task 9 with the unique option: 12 blanks is the most a 4x4 puzzle of
// this method can keep unique, so 14 stops short.
func ExampleBlankUnique() {
	solution, _, _ := pseudoku.MakeSolution(pseudoku.Row{1, 2, 3, 4})
	puzzle, err := pseudoku.BlankUnique(solution, 14, rand.New(rand.NewPCG(2, 0)))
	fmt.Println(pseudoku.Solutions(puzzle, 2), puzzle.Blanks() <= 12, err != nil)
	// Output: 1 true true
}

// Task 7: the puzzle vector converts to the core's grid.
func ExamplePuzzle_Grid() {
	solution, _, _ := pseudoku.MakeSolution(pseudoku.Row{2, 4, 1, 3})
	fmt.Println(sudokit.Format(solution.Grid(), sudokit.FormatOptions{Form: sudokit.FormGrid}))
	// Output:
	// 2 4 | 1 3
	// 1 3 | 2 4
	// ----+----
	// 4 1 | 3 2
	// 3 2 | 4 1
}

// Task 10: a few of the figures.
func ExampleAnalyze() {
	a, err := pseudoku.Analyze()
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(a.Grids.All, a.Grids.MakeSolution, a.Grids.AnyTriple)
	r := a.Blanks[0].Rows[12]
	fmt.Println(r.N, r.Puzzles, r.Unique, r.Several, r.None)
	fmt.Println(a.Nine.Working, a.Nine.Grids)
	// Output:
	// 288 24 48
	// 12 43680 3072 40608 0
	// 144 52254720
}
