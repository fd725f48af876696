package fast_test

import (
	"context"
	"errors"
	"fmt"

	"github.com/sudokit-go/sudokit"
	"github.com/sudokit-go/sudokit/engine/fast"
)

func Example() {
	p := sudokit.MustParse("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79")
	e := fast.New(sudokit.Options{})
	sol, res, err := e.Solve(context.Background(), p.Grid)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(res.Solved, sol.Solves(p.Grid))
	fmt.Print(sudokit.Format(sol, p.FormatOptions()))
	// Output:
	// true true
	// 534678912672195348198342567859761423426853791713924856961537284287419635345286179
}

func ExampleSolver_CountSolutions() {
	// The empty 4x4 grid has 288 solutions; the count stops at the limit.
	g := sudokit.NewGrid(sudokit.MustShape(2, 2))
	e := fast.New(sudokit.Options{})
	for _, limit := range []int{2, 1000} {
		n, _, _ := e.CountSolutions(context.Background(), g, limit)
		fmt.Println(limit, n)
	}
	// Output:
	// 2 2
	// 1000 288
}

func ExampleSolver_Unique() {
	e := fast.New(sudokit.Options{})
	for _, s := range []string{".41...2.3....1.2", "..1...2.3....1.2", ".2....4.43....1."} {
		unique, n, _ := e.Unique(context.Background(), sudokit.MustParse(s).Grid)
		fmt.Println(s, unique, n)
	}
	// Output:
	// .41...2.3....1.2 true 1
	// ..1...2.3....1.2 false 2
	// .2....4.43....1. false 0
}

func ExampleNew_maxNodes() {
	// A node budget stops a search that would run long.
	g := sudokit.NewGrid(sudokit.MustShape(8, 8))
	e := fast.New(sudokit.Options{MaxNodes: 10})
	_, _, err := e.Solve(context.Background(), g)
	fmt.Println(err, errors.Is(err, sudokit.ErrMaxNodes))
	// Output:
	// stopped after 10 nodes true
}
