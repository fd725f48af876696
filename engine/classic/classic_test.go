package classic_test

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/sudokit-go/sudokit"
	"github.com/sudokit-go/sudokit/engine/classic"
	"github.com/sudokit-go/sudokit/internal/enginetest"
)

// budget bounds every search of the default tests, so that a regression
// that sends an engine astray fails instead of hanging. No puzzle chosen for
// these tests needs more than a tenth of it.
const budget = 5e7

// engines lists the engines of this package, by their registry names. In
// the long checks brute force takes the 4x4 sets all-grids and
// random-puzzles (4^12 combinations for most minimal puzzles) and counts
// nothing (it counts by trying every combination).
var engines = []enginetest.Engine{
	{Name: "brute", New: func(o sudokit.Options) sudokit.Solver { return classic.NewBrute(o) }, NoCount: true,
		Takes: func(s enginetest.Sample, file string) bool {
			return s.Puzzle.Shape.N == 4 && file != "4x4/minimal-unique.txt"
		}},
	{Name: "recursive", New: func(o sudokit.Options) sudokit.Solver { return classic.NewRecursive(o) }},
	{Name: "dfs", New: func(o sudokit.Options) sudokit.Solver { return classic.NewDFS(o) }},
	{Name: "dfs-rec", New: func(o sudokit.Options) sudokit.Solver { return classic.NewDFSRec(o) }},
}

// bruteBlanks bounds the 4x4 puzzles brute force takes in the default run
// (4^9 combinations at most); the long run takes them all.
const bruteBlanks = 9

// TestSeeds solves the coursework's own puzzles with every engine. Brute
// force takes the 4x4 ones and refuses the 9x9 ones.
func TestSeeds(t *testing.T) {
	for _, e := range engines {
		sv := e.New(sudokit.Options{MaxNodes: budget})
		for name, s := range enginetest.Seeds(t) {
			if e.Name == "brute" && s.Puzzle.Shape.N > 4 {
				var refused *classic.RefusedError
				if _, _, err := sv.Solve(context.Background(), s.Puzzle); !errors.As(err, &refused) || !errors.Is(err, sudokit.ErrRefused) {
					t.Errorf("brute %s: err = %v, want a *RefusedError matching sudokit.ErrRefused", name, err)
				}
				continue
			}
			enginetest.Solve(t, e.Name, sv, s)
		}
	}
}

// TestSearchSpace holds brute force's statement of its search space to
// its refusal: it states the spaces it takes, and states nothing for those
// it refuses, whose error says why and matches sudokit.ErrRefused.
func TestSearchSpace(t *testing.T) {
	for _, c := range []struct {
		puzzle  string
		maxComb float64
		note    string // "" when brute refuses
		err     string
	}{
		{".2....4.43....1.", 0, "brute force will try up to 4^11 = 4194304 combinations", ""},
		{".2....4.43....1.", 1e6, "", "brute force would try 4^11 = 4194304 combinations, more than --max-combinations 1e6"},
		{"1234341221434321", 0, "brute force will try up to 4^0 = 1 combination", ""},
		{".4....179..2..8.54..6..5..8.8..7.91..5..9..3..19.6..4.3..4..7..57.1..2..928....6.", 0, "",
			"brute force would try 9^48 (about 6.4e45) combinations, more than --max-combinations 1e9"},
	} {
		g := sudokit.MustParse(c.puzzle).Grid
		b := classic.NewBrute(sudokit.Options{MaxCombinations: c.maxComb})
		var s sudokit.Solver = b
		ss, ok := s.(sudokit.SpaceStater)
		if !ok {
			t.Fatal("brute does not state its search space")
		}
		note, ok := ss.SearchSpace(g)
		if note != c.note || ok != (c.note != "") {
			t.Errorf("%s max %g: SearchSpace = %q, %v; want %q", c.puzzle, c.maxComb, note, ok, c.note)
		}
		if c.err == "" {
			continue
		}
		_, res, err := b.Solve(context.Background(), g)
		if err == nil || err.Error() != c.err || !errors.Is(err, sudokit.ErrRefused) || res.Stats.Nodes != 0 {
			t.Errorf("%s max %g: Solve: %v after %d nodes; want %q, matching ErrRefused, before any node", c.puzzle, c.maxComb, err, res.Stats.Nodes, c.err)
		}
	}
	for _, e := range engines[1:] {
		if _, ok := e.New(sudokit.Options{}).(sudokit.SpaceStater); ok {
			t.Errorf("%s states a search space", e.Name)
		}
	}
}

// TestSets solves samples of the shared sets (the module's testdata/sets) with
// every engine that finishes them quickly: brute force the 4x4 ones.
func TestSets(t *testing.T) {
	tests := []struct {
		set     string
		limit   int // puzzles of the set (0: all)
		engines string
	}{
		{"4x4-random", 60, "brute recursive dfs dfs-rec"},
		{"4x4-minimal", 30, "recursive dfs dfs-rec"},
		{"6x6-minimal", 30, "recursive dfs dfs-rec"},
		{"6x6-blank", 30, "recursive dfs dfs-rec"},
		{"9x9-kaggle", 0, "recursive dfs dfs-rec"},
		{"9x9-qqwing-easy", 0, "recursive"},
		{"16x16-blank", 5, "recursive dfs dfs-rec"},
	}
	for _, tt := range tests {
		samples := enginetest.Set(t, tt.set, tt.limit)
		for _, e := range engines {
			if !strings.Contains(" "+tt.engines+" ", " "+e.Name+" ") {
				continue
			}
			t.Run(tt.set+"/"+e.Name, func(t *testing.T) {
				sv := e.New(sudokit.Options{MaxNodes: budget})
				for _, s := range samples {
					if !quick(e, s.Puzzle) {
						continue
					}
					enginetest.Solve(t, e.Name, sv, s)
				}
			})
		}
	}
}

// TestCSV solves the csv puzzles of the recursive coursework, and more, and
// compares each answer with its .csv.soln.
func TestCSV(t *testing.T) {
	for _, s := range enginetest.CSVSamples(t) {
		for _, e := range engines[1:] {
			if e.Name != "recursive" && s.Where == "data.csv" {
				continue // 6 million nodes; TestSeeds solves it already
			}
			enginetest.Solve(t, e.Name, e.New(sudokit.Options{MaxNodes: budget}), s)
		}
	}
}

// TestCount counts the solutions of puzzles with none, one and several.
func TestCount(t *testing.T) {
	empty4 := sudokit.NewGrid(sudokit.MustShape(2, 2))
	samples := enginetest.Set(t, "4x4-random", 60)
	for _, e := range engines {
		sv := e.New(sudokit.Options{})
		for _, s := range samples {
			if !quick(e, s.Puzzle) {
				continue
			}
			n, res, err := sv.CountSolutions(context.Background(), s.Puzzle, 2)
			if err != nil || n != s.Count || res.Solved != (n > 0) {
				t.Errorf("%s %s: count %d, %v (solved %v), want %d", e.Name, s.Where, n, err, res.Solved, s.Count)
			}
		}
		if e.Name == "brute" {
			continue // 4^16 combinations: refused
		}
		if n, _, err := sv.CountSolutions(context.Background(), empty4, 1000); n != 288 || err != nil {
			t.Errorf("%s: the empty 4x4 has %d solutions (%v), want 288", e.Name, n, err)
		}
	}
}

// TestClash gives puzzles whose givens already clash, one of them full:
// every engine answers No Solution, dfs at once.
func TestClash(t *testing.T) {
	for _, line := range []string{
		"11..............", // brute force: 4^14 combinations, skipped
		"11.434122143431.",
		"1234341221434312", // full, r4c4 clashes with r3c3… and more
		"53..7....6..195....98....6.8...6...34..883..17...2...6.6....28....419..5....8..79",
	} {
		g := sudokit.MustParse(line).Grid
		for _, e := range engines {
			if !quick(e, g) {
				continue
			}
			_, res, err := e.New(sudokit.Options{MaxNodes: budget}).Solve(context.Background(), g)
			if err != nil && e.Name != "brute" || res.Solved {
				t.Errorf("%s %s: solved %v, %v; want No Solution", e.Name, line, res.Solved, err)
			}
			if e.Name == "dfs" && res.Stats.Nodes != 0 {
				t.Errorf("dfs %s: %d nodes before No Solution, want 0", line, res.Stats.Nodes)
			}
		}
	}
}

// quick reports whether e solves g quickly enough for the default run:
// brute force takes puzzles of bruteBlanks blanks at most.
func quick(e enginetest.Engine, g sudokit.Grid) bool {
	return e.Name != "brute" || g.Blanks() <= bruteBlanks
}

// pick returns four for brute force, which refuses most 9x9 puzzles, and
// nine for the other engines.
func pick(e enginetest.Engine, nine, four sudokit.Grid) sudokit.Grid {
	if e.Name == "brute" {
		return four
	}
	return nine
}

// TestLimits stops every engine by its node budget and by cancellation.
func TestLimits(t *testing.T) {
	g := sudokit.MustParse("........772.3.9..1..87.5.6.5.289.....4.5.1.9.....637.5.3.9.617.2..1.7.539........").Grid
	four := sudokit.MustParse(".2....4.43....1.").Grid
	for _, e := range engines {
		p := pick(e, g, four)
		_, res, err := e.New(sudokit.Options{MaxNodes: 10}).Solve(context.Background(), p)
		var limit *sudokit.NodeLimitError
		if !errors.Is(err, sudokit.ErrMaxNodes) || !errors.As(err, &limit) || limit.Nodes != 10 || res.Stats.Nodes != 10 {
			t.Errorf("%s: MaxNodes 10: %v after %d nodes", e.Name, err, res.Stats.Nodes)
		}
		ctx, cancel := context.WithCancel(context.Background())
		cancel()
		if _, _, err := e.New(sudokit.Options{}).Solve(ctx, p); !errors.Is(err, context.Canceled) {
			t.Errorf("%s: cancelled: err = %v", e.Name, err)
		}
	}
}

// TestDFSSameSearch holds dfs and dfs-rec to the claim that they are the
// same search: the same values entered, taken back and guessed.
func TestDFSSameSearch(t *testing.T) {
	dfs, rec := classic.NewDFS(sudokit.Options{}), classic.NewDFSRec(sudokit.Options{})
	for _, set := range []struct {
		name  string
		limit int
	}{{"4x4-random", 60}, {"9x9-kaggle", 0}, {"16x16-blank", 5}} {
		for _, s := range enginetest.Set(t, set.name, set.limit) {
			for _, limit := range []int{1, 2} {
				n1, r1, _ := dfs.CountSolutions(context.Background(), s.Puzzle, limit)
				n2, r2, _ := rec.CountSolutions(context.Background(), s.Puzzle, limit)
				r1.Stats.Elapsed, r2.Stats.Elapsed = 0, 0
				if n1 != n2 || r1 != r2 {
					t.Errorf("%s limit %d: dfs %d %+v, dfs-rec %d %+v", s.Where, limit, n1, r1, n2, r2)
				}
			}
		}
	}
}

// TestStatsAddUp checks the counts against each other: on a solved puzzle
// the values entered less those taken back are the blanks.
func TestStatsAddUp(t *testing.T) {
	for _, e := range engines {
		sv := e.New(sudokit.Options{})
		for _, s := range enginetest.Set(t, "4x4-random", 20) {
			if !quick(e, s.Puzzle) {
				continue
			}
			_, res, err := sv.Solve(context.Background(), s.Puzzle)
			if err != nil || !res.Solved {
				t.Fatalf("%s %s: %v", e.Name, s.Where, err)
			}
			st := res.Stats
			blind := e.Name != "recursive" // every cell opened is a guess of 1…N
			if st.Nodes-st.Backtracks != int64(s.Puzzle.Blanks()) || blind && st.Guesses <= 0 {
				t.Errorf("%s %s: %+v with %d blanks", e.Name, s.Where, st, s.Puzzle.Blanks())
			}
			if (e.Name == "brute") != (st.Combinations > 0) {
				t.Errorf("%s %s: %d combinations", e.Name, s.Where, st.Combinations)
			}
		}
	}
}

// TestAllocs checks that an engine that has seen a shape solves the next
// puzzle of that shape without allocating.
func TestAllocs(t *testing.T) {
	g := sudokit.MustParse("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79").Grid
	four := sudokit.MustParse(".41...2.3....1.2").Grid
	for _, e := range engines {
		p := pick(e, g, four)
		sv := e.New(sudokit.Options{})
		allocs := testing.AllocsPerRun(5, func() {
			if _, res, err := sv.Solve(context.Background(), p); err != nil || !res.Solved {
				t.Fatalf("%s: %v", e.Name, err)
			}
		})
		if allocs != 0 {
			t.Errorf("%s: %.0f allocations per puzzle, want 0", e.Name, allocs)
		}
	}
}

// TestSolveCount holds each engine's one-search SolveCount to Solve and
// CountSolutions.
func TestSolveCount(t *testing.T) {
	for _, e := range engines {
		sv := e.New(sudokit.Options{})
		for _, s := range enginetest.Set(t, "4x4-random", 20) {
			if !quick(e, s.Puzzle) {
				continue
			}
			sol, n, res, err := sv.(sudokit.SolveCounter).SolveCount(context.Background(), s.Puzzle, 2)
			if err != nil || n != s.Count || res.Solved != (n > 0) {
				t.Errorf("%s %s: count %d (%v), want %d", e.Name, s.Where, n, err, s.Count)
				continue
			}
			sol = sol.Clone()
			want, _, _ := sv.Solve(context.Background(), s.Puzzle)
			if n > 0 && !sol.Equal(want) {
				t.Errorf("%s %s: SolveCount's grid differs from Solve's", e.Name, s.Where)
			}
		}
	}
}
