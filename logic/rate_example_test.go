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
