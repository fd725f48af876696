package fast

import (
	"context"
	"testing"

	"github.com/sudokit-go/sudokit"
	"github.com/sudokit-go/sudokit/internal/shareddata"
)

// patternRows is an n x n grid (boxes b x b) with its first k rows given
// from the usual pattern solution and the rest empty.
func patternRows(b, k int) sudokit.Grid {
	n := b * b
	g := sudokit.NewGrid(sudokit.MustShape(b, b))
	for r := 0; r < k; r++ {
		for c := 0; c < n; c++ {
			g.Cells[r*n+c] = uint8((b*(r%b)+r/b+c)%n + 1)
		}
	}
	return g
}

// TestLargerThenSmaller solves, with one Solver, a 25x25 puzzle that
// propagation alone settles, then a 16x16 one that looks for pairs:
// nothing the larger one leaves behind may leak into the smaller one.
func TestLargerThenSmaller(t *testing.T) {
	ctx := context.Background()
	e := New(sudokit.Options{})
	easy := patternRows(5, 24) // all but one row given
	if _, res, err := e.Solve(ctx, easy); err != nil || !res.Solved || res.Stats.Nodes != 0 {
		t.Fatalf("25x25 of 24 rows: solved %v in %d nodes, %v", res.Solved, res.Stats.Nodes, err)
	}
	small := patternRows(4, 2) // 16x16, 12.5% of the cells given: not sparse
	sol, res, err := e.Solve(ctx, small)
	if err != nil || !res.Solved || !sol.Solves(small) {
		t.Fatalf("16x16 after a 25x25: solved %v, %v", res.Solved, err)
	}
	if res.Stats.Nodes < pairsAfter {
		t.Errorf("16x16 took %d nodes, fewer than pairsAfter: the test does not reach pairs", res.Stats.Nodes)
	}
}

// TestSparseGrids solves random puzzles of 49x49 and 64x64 (most with
// -long) with 1% to 9% of the cells given, each within a budget of nodes:
// before sparse grids restarted with slowly growing budgets and no
// learning, some of these ran for seconds past it.
func TestSparseGrids(t *testing.T) {
	cases := []struct {
		b     int
		keep  float64
		nodes int64
		long  bool
	}{
		{7, 0.05, 20_000, false},
		{7, 0.01, 20_000, true},
		{7, 0.09, 30_000, true},
		{8, 0.01, 60_000, true},
		{8, 0.03, 150_000, true},
	}
	for _, c := range cases {
		if c.long && !shareddata.Long() {
			continue
		}
		e := New(sudokit.Options{MaxNodes: c.nodes})
		for _, s := range randomSamples(t, sudokit.MustShape(c.b, c.b), c.keep, 3) {
			sol, res, err := e.Solve(context.Background(), s.Puzzle)
			if err != nil || !res.Solved || !sol.Solves(s.Puzzle) {
				t.Errorf("%dx%d, %.0f%% given: solved %v after %d nodes, %v", c.b*c.b, c.b*c.b, 100*c.keep, res.Solved, res.Stats.Nodes, err)
			}
		}
	}
}
