package logic_test

import (
	"context"
	"fmt"

	"github.com/sudokit-go/sudokit"
	"github.com/sudokit-go/sudokit/logic"
)

// WithSolver binds Trial to the caller's engine: here the root's
// backtracking solver, with Full House and Trial alone, on the contract's
// 4x4 puzzle. Trial places the value of the first cell with fewest
// candidates, saying that a search found it.
func ExampleWithSolver() {
	ctx := context.Background()
	p := sudokit.MustParse(".41...2.3....1.2")
	ts, err := logic.Select([]string{"Full House", "Trial"})
	if err != nil {
		fmt.Println(err)
		return
	}
	path, err := logic.Solve(ctx, p.Grid, logic.WithSolver(ctx, ts, sudokit.NewBacktrack(sudokit.Options{})))
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, s := range path.Steps[:4] {
		fmt.Println(s.Text)
	}
	fmt.Println("solved:", path.Solved)
	// Output:
	// Trial: searching from r1c1, whose one candidate is 2, leads to a solution, so r1c1=2
	// Full House: 3 is the last value missing from row 1, at r1c4
	// Full House: 4 is the last value missing from box 2, at r2c4
	// Full House: 1 is the last value missing from column 4, at r3c4
	// solved: true
}
