package logic_test

import (
	"context"
	"fmt"

	"github.com/sudokit-go/sudokit"
	"github.com/sudokit-go/sudokit/logic"
)

// Rate gives a puzzle's Sudoku Explainer numbers: ER, EP, ED, the hardest
// technique and the level. A batch makes one Rater per worker instead.
func ExampleRate() {
	p := sudokit.MustParse("...5.71........3.9....46........37......9..64...71......6..5...45......2.93.21.5.")
	r, err := logic.Rate(context.Background(), p.Grid, logic.RateOptions{})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Printf("ER %.1f EP %.1f ED %.1f, %s, %s\n", r.ER, r.EP, r.ED, r.Hardest, r.Level())
	// Output:
	// ER 2.0 EP 1.2 ED 1.2, Direct Hidden Pair, Easy
}

// RateOptions.Work bounds the chaining rungs by a count of their work
// rather than by time, so that a bounded rating is the same on every
// machine: with enough work a puzzle gets its full rating, with too
// little the trial step ends its path.
func ExampleRateOptions_work() {
	p := sudokit.MustParse("61..287.....7...5.4.79....67.1......9..8...........6...2.....7....19.8....8..2419")
	for _, work := range []int64{0, 1000} {
		r, err := logic.Rate(context.Background(), p.Grid, logic.RateOptions{Work: work})
		if err != nil {
			fmt.Println(err)
			return
		}
		fmt.Printf("work %d: ER %.1f, %s, %s\n", work, r.ER, r.Hardest, r.Level())
	}
	// Output:
	// work 0: ER 8.3, Cell Forcing Chain, Extreme
	// work 1000: ER 12.0, Trial, Trial
}
