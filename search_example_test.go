package sudokit_test

import (
	"context"
	"fmt"
	"math/bits"

	"github.com/sudokit-go/sudokit"
)

// firstFit is an engine in a few lines: it fills the first blank with each
// of its candidates in turn. The embedded Search gives it Solve,
// CountSolutions and SolveCount, the node budget, cancellation and
// Options.Progress.
type firstFit struct {
	sudokit.Search
	grid sudokit.Grid
}

func newFirstFit(opt sudokit.Options) *firstFit {
	f := &firstFit{}
	f.Search = sudokit.NewSearch(opt, f.run)
	return f
}

// run is the search function: it searches a copy of g.
func (f *firstFit) run(g sudokit.Grid) {
	f.grid = g.Clone()
	if g.Valid() {
		f.fill()
	}
}

// fill reports true when the search must stop.
func (f *firstFit) fill() bool {
	pos, ok := f.grid.FirstUnassigned()
	if !ok {
		return f.FoundCells(f.grid.Cells)
	}
	for m := f.grid.CandidateMask(pos); m != 0; m &= m - 1 {
		if !f.Node() {
			return true
		}
		f.grid.Place(pos, uint8(bits.TrailingZeros64(m)+1))
		if f.fill() {
			return true
		}
		f.grid.Clear(pos)
	}
	return false
}

// An engine embeds a Search and writes only its own search function.
func ExampleSearch() {
	empty := sudokit.MustParse("................").Grid
	f := newFirstFit(sudokit.Options{})
	n, _, err := f.CountSolutions(context.Background(), empty, 1000)
	fmt.Println(n, err)
	_, _, err = newFirstFit(sudokit.Options{MaxNodes: 5}).Solve(context.Background(), empty)
	fmt.Println(err)
	// Output:
	// 288 <nil>
	// stopped after 5 nodes
}
