package fast

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/sudokit-go/sudokit"
	"github.com/sudokit-go/sudokit/internal/enginetest"
	"github.com/sudokit-go/sudokit/internal/shareddata"
)

// every keeps every step-th line, up to limit of them (0: all).
func every(lines []enginetest.Line, limit, step int) []enginetest.Line {
	var out []enginetest.Line
	for i := 0; i < len(lines) && (limit <= 0 || len(out) < limit); i += max(step, 1) {
		out = append(out, lines[i])
	}
	return out
}

// checkSet solves, counts, and solves and counts in one search, every
// sample, and checks the answers against the golden ones.
func checkSet(t *testing.T, name string, e *Solver, samples []enginetest.Sample) {
	t.Helper()
	ctx := context.Background()
	for _, s := range samples {
		g, res, err := e.Solve(ctx, s.Puzzle)
		enginetest.Check(t, name, s, g, res, err)
		n, _, err := e.CountSolutions(ctx, s.Puzzle, 2)
		if err != nil || n != s.Count {
			t.Errorf("%s %s: %d solutions counted up to 2 (%v), want %d", name, s.Where, n, err, s.Count)
		}
		g, n, res, err = sudokit.SolveCount(ctx, e, s.Puzzle, 2)
		if err != nil || n != s.Count {
			t.Errorf("%s %s: SolveCount: %d, %v; want %d", name, s.Where, n, err, s.Count)
			continue
		}
		enginetest.Check(t, name+" SolveCount", s, g, res, err)
	}
}

// TestGolden holds both paths to every sample set of the module's
// testdata/sets.
func TestGolden(t *testing.T) {
	for _, name := range enginetest.SetNames(t) {
		samples := enginetest.Set(t, name, 0)
		for _, general := range []bool{false, true} {
			t.Run(fmt.Sprintf("%s/general=%v", name, general), func(t *testing.T) {
				e := New(sudokit.Options{})
				e.general = general
				checkSet(t, "fast", e, samples)
			})
		}
		t.Run(name+"/learning", func(t *testing.T) {
			checkSet(t, "fast learning", learning(), samples)
		})
	}
}

// learning is a Solver whose general path takes every shape and learns
// from the first node on.
func learning() *Solver {
	e := New(sudokit.Options{})
	e.general = true
	e.gen.learnAfter = 0
	return e
}

// sharedSets are the shared sets the long test walks, with the share of
// each the default run samples.
var sharedSets = []struct {
	name   string
	sample int // puzzles checked without -long
}{
	{"4x4/all-grids", 288},
	{"4x4/minimal-unique", 200},
	{"4x4/random-puzzles", 500},
	{"6x6/random-minimal", 200},
	{"6x6/random-blank-50pct", 200},
	{"9x9/smoke", 200},
	{"9x9/17-clue", 300},
	{"9x9/magictour-top1465", 300},
	{"9x9/forum-hardest-1905-11plus", 150},
	{"9x9/forum-hardest-1106", 100},
	{"9x9/kaggle-sample-10000", 300},
	{"9x9/qqwing-expert", 100},
	{"12x12/random-minimal", 50},
	{"12x12/random-blank-50pct", 50},
	{"16x16/public-gecode", 55},
	{"16x16/random-minimal", 20},
	{"16x16/random-blank-35pct", 200},
	{"25x25/random-blank-45pct", 30},
	{"25x25/random-blank-50pct", 5},
	{"36x36/random-blank-40pct", 2},
}

// TestLongHardSets counts up to two, with learning, the solutions of every
// puzzle of the shared sets that the search without learning leaves
// unsettled, checking each answer; a puzzle not settled within 20 s
// is reported and left out (go test ./engine/fast -run Long -long).
func TestLongHardSets(t *testing.T) {
	if !shareddata.Long() {
		t.Skip("run with -long")
	}
	dir := shareddata.Dir(t)
	for _, name := range []string{"25x25/public-gecode", "36x36/random-blank-55pct"} {
		base := filepath.Join(dir, name)
		e := New(sudokit.Options{})
		late := 0
		for _, s := range enginetest.ReadSet(t, base, enginetest.SetOptions(base), 0) {
			ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
			g, n, res, err := sudokit.SolveCount(ctx, e, s.Puzzle, 2)
			cancel()
			if errors.Is(err, context.DeadlineExceeded) {
				late++
				continue
			}
			if err != nil || n != s.Count {
				t.Errorf("%s: count %d (%v), want %d", s.Where, n, err, s.Count)
				continue
			}
			enginetest.Check(t, "fast", s, g, res, err)
		}
		t.Logf("%s: %d puzzles not settled within 20 s", name, late)
	}
}

// TestLongSharedLearning holds the learning search to the golden answers
// of every shared set: a sample of each by default, and every puzzle of
// the sets of 12x12 and up (a sample of the 9x9 ones) with -long.
func TestLongSharedLearning(t *testing.T) {
	dir := shareddata.Dir(t)
	for _, ss := range sharedSets {
		t.Run(ss.name, func(t *testing.T) {
			base := filepath.Join(dir, ss.name)
			lines := enginetest.ReadSetLines(t, base, 0)
			n := len(lines)
			limit, step := 0, 1
			sample := max(1, ss.sample/10)
			if shareddata.Long() {
				sample = ss.sample
				if strings.HasPrefix(ss.name, "12x12/") || strings.HasPrefix(ss.name, "16x16/") ||
					strings.HasPrefix(ss.name, "25x25/") || strings.HasPrefix(ss.name, "36x36/") {
					sample = n
				}
			}
			if sample < n {
				limit, step = sample, n/sample
			}
			samples := enginetest.ParseSet(t, base, every(lines, limit, step), enginetest.SetOptions(base))
			checkSet(t, "fast learning", learning(), samples)
		})
	}
}

// TestLongShared checks a sample of every shared set against its golden
// files, and every puzzle of them (through both 9x9 paths) with -long:
// go test ./engine/fast -run Long -long.
func TestLongShared(t *testing.T) {
	dir := shareddata.Dir(t)
	for _, ss := range sharedSets {
		t.Run(ss.name, func(t *testing.T) {
			base := filepath.Join(dir, ss.name)
			lines := enginetest.ReadSetLines(t, base, 0)
			n := len(lines)
			limit, step := 0, 1
			if !shareddata.Long() && ss.sample < n {
				limit, step = ss.sample, n/ss.sample
			}
			samples := enginetest.ParseSet(t, base, every(lines, limit, step), enginetest.SetOptions(base))
			checkSet(t, "fast", New(sudokit.Options{}), samples)
			if samples[0].Puzzle.Shape.N == 9 && shareddata.Long() {
				e := New(sudokit.Options{})
				e.general = true
				checkSet(t, "fast general", e, samples)
			}
		})
	}
}

// TestAgainstBacktrack compares counts and unique answers with the
// reference solver on random puzzles of the small shapes, some of them
// without a solution.
func TestAgainstBacktrack(t *testing.T) {
	rng := rand.New(rand.NewPCG(4, 44))
	ctx := context.Background()
	shapes := [][2]int{{2, 2}, {2, 3}, {3, 2}, {2, 4}, {4, 2}, {3, 3}}
	for _, bs := range shapes {
		shape := sudokit.MustShape(bs[0], bs[1])
		ref := sudokit.NewBacktrack(sudokit.Options{})
		e := New(sudokit.Options{})
		gen := New(sudokit.Options{})
		gen.general = true
		learn := learning()
		jittered := learning()
		jittered.gen.learn.jitter = 7 // another branching order
		full, _, err := ref.Solve(ctx, sudokit.NewGrid(shape))
		if err != nil {
			t.Fatal(err)
		}
		full = full.Clone()
		trials := 200
		if shape.N >= 8 {
			trials = 60
		}
		var seen [3]int // puzzles with 0, 1 and 2+ solutions
		for k := 0; k < trials; k++ {
			g := randomPuzzle(rng, full)
			want, res, err := ref.CountSolutions(ctx, g, 2)
			if err != nil {
				t.Fatal(err)
			}
			_ = res
			seen[want]++
			var wantGrid sudokit.Grid
			if want == 1 {
				s, _, _ := ref.Solve(ctx, g)
				wantGrid = s.Clone()
			}
			for _, s := range []*Solver{e, gen, learn, jittered} {
				n, _, err := s.CountSolutions(ctx, g, 2)
				if err != nil || n != want {
					t.Fatalf("%v %v: counted %d (%v), reference %d", shape, g.Cells, n, err, want)
				}
				sol, res, err := s.Solve(ctx, g)
				if err != nil || res.Solved != (want > 0) {
					t.Fatalf("%v %v: solved %v (%v), reference count %d", shape, g.Cells, res.Solved, err, want)
				}
				if want > 0 && !sol.Solves(g) {
					t.Fatalf("%v %v: answer %v is not a solution", shape, g.Cells, sol.Cells)
				}
				if want == 1 && !sol.Equal(wantGrid) {
					t.Fatalf("%v %v: answer %v, reference %v", shape, g.Cells, sol.Cells, wantGrid.Cells)
				}
			}
		}
		if seen[0] == 0 || seen[1] == 0 || seen[2] == 0 {
			t.Errorf("%v: counts 0/1/2+ seen %v times: the sample misses a case", shape, seen)
		}
	}
}

// randomPuzzle keeps a random share of full's values and, one time in
// three, changes one given to another value that clashes with no given, so
// that some puzzles have no solution.
func randomPuzzle(rng *rand.Rand, full sudokit.Grid) sudokit.Grid {
	g := full.Clone()
	// Relabel the values and keep a random share of them.
	perm := rng.Perm(g.Shape.N)
	keep := 0.2 + 0.5*rng.Float64()
	for i, v := range g.Cells {
		g.Cells[i] = uint8(perm[v-1] + 1)
		if rng.Float64() > keep {
			g.Cells[i] = 0
		}
	}
	if rng.IntN(3) == 0 {
		for try := 0; try < 20; try++ {
			i := rng.IntN(len(g.Cells))
			if g.Cells[i] == 0 {
				continue
			}
			old := g.Cells[i]
			g.Cells[i] = uint8(rng.IntN(g.Shape.N) + 1)
			if g.Cells[i] != old && g.Valid() {
				break
			}
			g.Cells[i] = old
		}
	}
	return g
}

func TestCountEmpty(t *testing.T) {
	ctx := context.Background()
	general := New(sudokit.Options{})
	general.general = true
	for _, e := range []*Solver{New(sudokit.Options{}), general, learning()} {
		for _, c := range []struct {
			r, c, limit, want int
		}{
			{2, 2, 1000, 288},
			{2, 2, 100, 100},
			{2, 3, 1000, 1000},
			{2, 2, 1, 1},
			{2, 2, 288, 288},
			{2, 2, 287, 287},
			{3, 3, 2, 2},
			{3, 3, 1, 1},
		} {
			g := sudokit.NewGrid(sudokit.MustShape(c.r, c.c))
			n, res, err := e.CountSolutions(ctx, g, c.limit)
			if err != nil || n != c.want || !res.Solved {
				t.Errorf("%dx%d boxes, limit %d: %d, %v, %v; want %d", c.r, c.c, c.limit, n, res.Solved, err, c.want)
			}
		}
	}
}

// emptyGridNodes is the budget of an empty grid in TestLongEmptyGrids:
// every shape fills within 8,600 nodes (the empty 60x60 with 12x5 boxes
// takes the most), the square ones without a restart.
const emptyGridNodes = 20_000

// TestLongEmptyGrids solves the empty grid of every box shape up to 36x36 and
// the square 49x49 and 64x64 (every shape with -long), each within
// emptyGridNodes: a shape whose search stalls fails by name, with its node
// count, rather than running for minutes.
func TestLongEmptyGrids(t *testing.T) {
	ctx := context.Background()
	e := New(sudokit.Options{MaxNodes: emptyGridNodes})
	for n := sudokit.MinSize; n <= sudokit.MaxSize; n++ {
		for _, bs := range sudokit.BoxShapes(n) {
			if n > 36 && bs[0] != bs[1] && !shareddata.Long() {
				continue
			}
			shape := sudokit.MustShape(bs[0], bs[1])
			g := sudokit.NewGrid(shape)
			sol, res, err := e.Solve(ctx, g)
			if err != nil || !res.Solved || !sol.Solves(g) {
				t.Errorf("empty %v: solved %v after %d nodes (%d backtracks), %v",
					shape, res.Solved, res.Stats.Nodes, res.Stats.Backtracks, err)
			}
		}
	}
}

func TestClashingGivens(t *testing.T) {
	ctx := context.Background()
	for _, s := range []string{
		"11..............",
		"1...1...........",
		"1....1..........",
		"53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..75",
	} {
		p := sudokit.MustParse(s)
		e := New(sudokit.Options{})
		if _, res, err := e.Solve(ctx, p.Grid); res.Solved || err != nil {
			t.Errorf("%s: solved %v, %v; want no solution", s, res.Solved, err)
		}
		if n, _, err := e.CountSolutions(ctx, p.Grid, 2); n != 0 || err != nil {
			t.Errorf("%s: count %d, %v; want 0", s, n, err)
		}
	}
}

func TestBudgets(t *testing.T) {
	// An empty 64x64 grid with a budget: solved within it, or stopped by
	// it, never hanging.
	big := sudokit.NewGrid(sudokit.MustShape(8, 8))
	e := New(sudokit.Options{MaxNodes: 100})
	sol, res, err := e.Solve(context.Background(), big)
	var nle *sudokit.NodeLimitError
	switch {
	case err == nil && (!res.Solved || !sol.Solves(big)):
		t.Errorf("empty 64x64 with a budget: solved %v, valid %v", res.Solved, sol.Shape != nil && sol.Solves(big))
	case err != nil && (!errors.As(err, &nle) || nle.Nodes != 100):
		t.Errorf("empty 64x64 with a budget: %v", err)
	}
	// A budget that runs out.
	hard := enginetest.Set(t, "9x9-smoke", 200)[199].Puzzle
	e = New(sudokit.Options{MaxNodes: 3})
	e.general = true
	_, res, err = e.Solve(context.Background(), hard)
	if !errors.Is(err, sudokit.ErrMaxNodes) || !errors.As(err, &nle) || nle.Nodes != 3 || res.Solved {
		t.Errorf("MaxNodes 3: %v, %v; want a node limit after 3 nodes", res.Solved, err)
	}
	// A cancelled context.
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	e = New(sudokit.Options{})
	if _, _, err := e.Solve(ctx, hard); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled context: %v", err)
	}
	// A deadline stops a long count.
	ctx, cancel = context.WithTimeout(context.Background(), 20*time.Millisecond)
	defer cancel()
	if _, _, err := e.CountSolutions(ctx, sudokit.NewGrid(sudokit.MustShape(3, 3)), 1<<40); !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("deadline: %v", err)
	}
}

// TestLearningBudgets holds the learning search to the node budget and the
// context.
func TestLearningBudgets(t *testing.T) {
	hard := enginetest.Set(t, "9x9-smoke", 200)[199].Puzzle
	e := New(sudokit.Options{MaxNodes: 3})
	e.general, e.gen.learnAfter = true, 0
	_, res, err := e.Solve(context.Background(), hard)
	var nle *sudokit.NodeLimitError
	if !errors.Is(err, sudokit.ErrMaxNodes) || !errors.As(err, &nle) || nle.Nodes != 3 || res.Solved {
		t.Errorf("MaxNodes 3: %v, %v; want a node limit after 3 nodes", res.Solved, err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, _, err := learning().Solve(ctx, hard); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled context: %v", err)
	}
	ctx, cancel = context.WithTimeout(context.Background(), 20*time.Millisecond)
	defer cancel()
	if _, _, err := learning().CountSolutions(ctx, sudokit.NewGrid(sudokit.MustShape(3, 3)), 1<<40); !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("deadline: %v", err)
	}
}

// TestNoAllocs shows a batch allocates nothing per puzzle once the engine
// has seen the shape, on each of its paths: the 9x9 path (with triads,
// the default, and without), the general path, and the general path's learning
// search.
func TestNoAllocs(t *testing.T) {
	ctx := context.Background()
	paths := []struct {
		name string
		set  func(e *Solver)
	}{
		{"default", func(e *Solver) {}},
		{"cells", func(e *Solver) { e.nine.cells = true }},
		{"general", func(e *Solver) { e.general = true }},
		{"learning", func(e *Solver) { e.general, e.gen.learnAfter = true, 0 }},
	}
	for _, name := range []string{"9x9-smoke", "16x16-gecode", "25x25-blank"} {
		samples := enginetest.Set(t, name, 20)
		for _, path := range paths {
			if path.name == "cells" && name != "9x9-smoke" {
				continue // the cells path is a 9x9 path's
			}
			e := New(sudokit.Options{})
			path.set(e)
			i := 0
			run := func() {
				e.Solve(ctx, samples[i%len(samples)].Puzzle)
				e.CountSolutions(ctx, samples[i%len(samples)].Puzzle, 2)
				i++
			}
			for range samples {
				run()
			}
			if a := testing.AllocsPerRun(50, run); a != 0 {
				t.Errorf("%s, %s path: %v allocations per puzzle", name, path.name, a)
			}
		}
	}
}
