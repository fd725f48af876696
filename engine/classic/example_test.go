package classic_test

import (
	"context"
	"errors"
	"fmt"

	"github.com/sudokit-go/sudokit"
	"github.com/sudokit-go/sudokit/engine/classic"
)

// The 4x4 puzzle of the brute-force document has no solution: brute force
// says how many combinations it will try, then tries them all.
func ExampleNewBrute() {
	p := sudokit.MustParse(".2....4.43....1.")
	b := classic.NewBrute(sudokit.Options{})
	fmt.Println(b.SearchSpace(p.Grid))
	_, res, err := b.Solve(context.Background(), p.Grid)
	fmt.Println(res.Solved, res.Stats.Combinations, err)
	// Output:
	// brute force will try up to 4^11 = 4194304 combinations true
	// false 4194304 <nil>
}

// Brute force refuses a search space beyond Options.MaxCombinations, with
// an error that matches sudokit.ErrRefused.
func ExampleRefusedError() {
	p := sudokit.MustParse(".4....179..2..8.54..6..5..8.8..7.91..5..9..3..19.6..4.3..4..7..57.1..2..928....6.")
	_, _, err := classic.NewBrute(sudokit.Options{}).Solve(context.Background(), p.Grid)
	fmt.Println(err)
	fmt.Println(errors.Is(err, sudokit.ErrRefused))
	// Output:
	// brute force would try 9^48 (about 6.4e45) combinations, more than --max-combinations 1e9
	// true
}

// The recursive engine solves the csv puzzle of its document.
func ExampleNewRecursive() {
	p := sudokit.MustParse(`0,0,0,2,0,0,0,0,0
0,0,0,5,9,0,3,0,7
0,0,0,0,0,0,6,9,0
0,0,0,0,0,8,0,0,0
0,1,9,0,0,0,0,8,3
0,0,4,0,6,0,0,0,0
3,0,0,0,2,0,7,0,1
0,5,7,0,0,4,0,0,0
0,8,0,0,3,0,0,0,0`)
	sol, _, _ := classic.NewRecursive(sudokit.Options{}).Solve(context.Background(), p.Grid)
	fmt.Println(sudokit.Format(sol, p.FormatOptions()))
	// Output:
	// 9,6,5,2,7,3,8,1,4
	// 1,4,8,5,9,6,3,2,7
	// 7,2,3,4,8,1,6,9,5
	// 5,7,2,3,4,8,1,6,9
	// 6,1,9,7,5,2,4,8,3
	// 8,3,4,1,6,9,5,7,2
	// 3,9,6,8,2,5,7,4,1
	// 2,5,7,6,1,4,9,3,8
	// 4,8,1,9,3,7,2,5,6
}

// dfs and dfs-rec are one search with two stacks: the same counts.
func ExampleNewDFS() {
	p := sudokit.MustParse(".41...2.3....1.2")
	for _, sv := range []sudokit.Solver{classic.NewDFS(sudokit.Options{}), classic.NewDFSRec(sudokit.Options{})} {
		sol, res, _ := sv.Solve(context.Background(), p.Grid)
		fmt.Println(sudokit.Format(sol, p.FormatOptions()), res.Stats.Nodes, res.Stats.Backtracks)
	}
	// Output:
	// 2413132432414132 27 17
	// 2413132432414132 27 17
}

// A trace shows the search as it goes.
func ExampleNewDFS_trace() {
	trace := func(e sudokit.Event) { fmt.Printf("%*s%v\n", 2*e.Depth, "", e) }
	p := sudokit.MustParse("2.131324324141..")
	classic.NewDFS(sudokit.Options{Trace: trace}).Solve(context.Background(), p.Grid)
	// Output:
	// push r1c2=1
	// next r1c2=2
	// next r1c2=3
	// next r1c2=4
	//   push r4c3=1
	//   next r4c3=2
	//   next r4c3=3
	//     push r4c4=1
	//     next r4c4=2
}
