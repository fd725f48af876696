package dlx_test

import (
	"context"
	"errors"
	"fmt"
	"runtime"
	"testing"

	"github.com/sudokit-go/sudokit"
	"github.com/sudokit-go/sudokit/engine/dlx"
	"github.com/sudokit-go/sudokit/internal/enginetest"
)

// newDLX makes the engine under test.
func newDLX(o sudokit.Options) sudokit.Solver { return dlx.New(o) }

// TestSeeds solves every puzzle of the coursework.
func TestSeeds(t *testing.T) {
	sv := newDLX(sudokit.Options{})
	for _, s := range enginetest.Seeds(t) {
		enginetest.Solve(t, "dlx", sv, s)
	}
}

// TestSets solves samples of the shared sets of every size, one engine
// value for all of them, so that the matrix of each shape is reused and
// must come back whole after each puzzle.
func TestSets(t *testing.T) {
	sv := newDLX(sudokit.Options{})
	for _, tt := range []struct {
		set   string
		limit int // puzzles of the set (0: all)
	}{
		{"4x4-random", 60},
		{"6x6-minimal", 30},
		{"9x9-top1465", 0},
		{"16x16-gecode", 5},
		{"16x16-blank", 5},
		{"25x25-blank", 5},
		{"4x4-random", 60}, // again, after the other shapes
	} {
		for _, s := range enginetest.Set(t, tt.set, tt.limit) {
			enginetest.Solve(t, "dlx", sv, s)
			n, _, err := sv.CountSolutions(context.Background(), s.Puzzle, 2)
			if err != nil || n != s.Count {
				t.Errorf("%s: count %d (%v), want %d", s.Where, n, err, s.Count)
			}
		}
	}
}

// TestCSV solves the csv puzzles and compares with the .csv.soln of each.
func TestCSV(t *testing.T) {
	sv := newDLX(sudokit.Options{})
	for _, s := range enginetest.CSVSamples(t) {
		enginetest.Solve(t, "dlx", sv, s)
	}
}

// TestCount counts the grids of empty puzzles: 288 of 4x4, and 6x6 up to a
// limit it must stop at.
func TestCount(t *testing.T) {
	sv := newDLX(sudokit.Options{})
	tests := []struct {
		shape *sudokit.Shape
		limit int
		want  int
	}{
		{sudokit.MustShape(2, 2), 1000, 288},
		{sudokit.MustShape(2, 2), 100, 100},
		{sudokit.MustShape(2, 3), 5000, 5000},
	}
	for _, tt := range tests {
		n, res, err := sv.CountSolutions(context.Background(), sudokit.NewGrid(tt.shape), tt.limit)
		if n != tt.want || err != nil || !res.Solved {
			t.Errorf("empty %v, limit %d: %d (%v), want %d", tt.shape, tt.limit, n, err, tt.want)
		}
	}
}

// TestClash gives puzzles whose givens clash: No Solution without a node.
func TestClash(t *testing.T) {
	sv := newDLX(sudokit.Options{})
	for _, line := range []string{
		"11..............",
		"1234341221434312",
		"53..7....6..195....98....6.8...6...34..883..17...2...6.6....28....419..5....8..79",
	} {
		_, res, err := sv.Solve(context.Background(), sudokit.MustParse(line).Grid)
		if err != nil || res.Solved || res.Stats.Nodes != 0 {
			t.Errorf("%s: solved %v after %d nodes, %v; want No Solution at once", line, res.Solved, res.Stats.Nodes, err)
		}
	}
	// The matrix must be whole again after a clash.
	enginetest.Solve(t, "dlx", sv, enginetest.Seeds(t)["figure5"])
}

// TestLimits stops the search by its node budget and by cancellation, and
// then solves again on the same engine value.
func TestLimits(t *testing.T) {
	hard := sudokit.MustParse("........772.3.9..1..87.5.6.5.289.....4.5.1.9.....637.5.3.9.617.2..1.7.539........").Grid
	sv := newDLX(sudokit.Options{MaxNodes: 3})
	_, res, err := sv.Solve(context.Background(), hard)
	var limit *sudokit.NodeLimitError
	if !errors.Is(err, sudokit.ErrMaxNodes) || !errors.As(err, &limit) || limit.Nodes != 3 || res.Stats.Nodes != 3 {
		t.Errorf("MaxNodes 3: %v after %d nodes", err, res.Stats.Nodes)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, _, err := sv.Solve(ctx, hard); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled: err = %v", err)
	}
	enginetest.Solve(t, "dlx", newDLX(sudokit.Options{}), enginetest.Seeds(t)["sample-hard"])
	// Three blanks need three nodes: the interrupted searches left the
	// matrix whole.
	three := sudokit.MustParse("2.131324324141..").Grid
	enginetest.Solve(t, "dlx", sv, enginetest.Sample{Where: "three blanks", Puzzle: three, Count: 1, Sol: sudokit.MustParse("2413132432414132").Grid})
}

// TestCancelWhileBuilding: the matrix of a new shape is built under the
// context, so a search cancelled before it ends stops there (a 64x64 grid
// has a million nodes to link), and the engine builds the matrix whole on
// its next search.
func TestCancelWhileBuilding(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	empty := sudokit.NewGrid(sudokit.MustShape(8, 8))
	newDLX(sudokit.Options{}).Solve(ctx, empty) // the shape's own tables are built on first use
	sv := newDLX(sudokit.Options{})
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	if _, _, err := sv.Solve(ctx, empty); !errors.Is(err, context.Canceled) {
		t.Errorf("64x64, cancelled: err = %v", err)
	}
	runtime.ReadMemStats(&after)
	// The whole matrix would be six slices of a million int32s.
	if grew := after.TotalAlloc - before.TotalAlloc; grew > 4<<20 {
		t.Errorf("64x64, cancelled: %d bytes allocated; the matrix was built anyway", grew)
	}
	three := sudokit.MustParse("2.131324324141..").Grid
	if _, _, err := sv.Solve(ctx, three); !errors.Is(err, context.Canceled) {
		t.Errorf("4x4, cancelled: err = %v", err)
	}
	enginetest.Solve(t, "dlx", sv, enginetest.Sample{Where: "after a cancelled build", Puzzle: three, Count: 1, Sol: sudokit.MustParse("2413132432414132").Grid})
}

// TestTrace checks that the trace tells the whole search: a choice for each
// node, an undo for each backtrack, at depths that nest.
func TestTrace(t *testing.T) {
	var chosen, undone int64
	depth := -1
	sv := newDLX(sudokit.Options{Trace: func(e sudokit.Event) {
		switch e.Kind {
		case sudokit.EventChoose:
			chosen++
			if e.Depth > depth+1 {
				t.Errorf("choose at depth %d after depth %d", e.Depth, depth)
			}
			depth = e.Depth
		case sudokit.EventUndo:
			undone++
			depth = e.Depth - 1
		default:
			t.Errorf("unexpected event %v", e)
		}
	}})
	_, res, err := sv.Solve(context.Background(), enginetest.Seeds(t)["sample-hard"].Puzzle)
	if err != nil || chosen != res.Stats.Nodes || undone != res.Stats.Backtracks || chosen == 0 {
		t.Errorf("traced %d choices and %d undos; stats %+v, %v", chosen, undone, res.Stats, err)
	}
}

// TestAllocs checks that a second puzzle of a shape allocates nothing.
func TestAllocs(t *testing.T) {
	sv := newDLX(sudokit.Options{})
	g := enginetest.Seeds(t)["sample-hard"].Puzzle
	allocs := testing.AllocsPerRun(10, func() {
		if _, res, err := sv.Solve(context.Background(), g); err != nil || !res.Solved {
			t.Fatal(err)
		}
	})
	if allocs != 0 {
		t.Errorf("%.0f allocations per puzzle, want 0", allocs)
	}
}

func Example() {
	p := sudokit.MustParse(".41...2.3....1.2")
	sv := dlx.New(sudokit.Options{})
	sol, res, err := sv.Solve(context.Background(), p.Grid)
	if err != nil {
		panic(err)
	}
	fmt.Println(sudokit.Format(sol, p.FormatOptions()), res.Solved)
	n, _, _ := sv.CountSolutions(context.Background(), sudokit.MustParse("..1...2.3....1.2").Grid, 10)
	fmt.Println(n, "solutions")
	// Output:
	// 2413132432414132 true
	// 2 solutions
}

// TestSolveCount holds the one-search SolveCount to Solve and
// CountSolutions.
func TestSolveCount(t *testing.T) {
	sv := dlx.New(sudokit.Options{})
	for _, s := range enginetest.Set(t, "4x4-random", 60) {
		sol, n, res, err := sv.SolveCount(context.Background(), s.Puzzle, 2)
		if err != nil || n != s.Count || res.Solved != (n > 0) {
			t.Errorf("%s: count %d (%v), want %d", s.Where, n, err, s.Count)
			continue
		}
		sol = sol.Clone()
		want, _, _ := sv.Solve(context.Background(), s.Puzzle)
		if n > 0 && !sol.Equal(want) {
			t.Errorf("%s: SolveCount's grid differs from Solve's", s.Where)
		}
	}
}
