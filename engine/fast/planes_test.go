package fast

import (
	"context"
	"errors"
	"math/bits"
	"math/rand/v2"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sudokit-go/sudokit"
	"github.com/sudokit-go/sudokit/internal/enginetest"
	"github.com/sudokit-go/sudokit/internal/shareddata"
)

// planesOnly is a Solver whose 16x16 grids the plane search settles
// alone, with no budget that hands them to the general path (only a root
// left nearly empty by propagation goes there).
func planesOnly() *Solver {
	e := New(sudokit.Options{})
	e.planes.budget = 1 << 62
	return e
}

// TestPlanesShared holds the plane search, with no budget, to the golden
// answers and counts of every shared 16x16 set: a sample of each, every
// puzzle with -long.
func TestPlanesShared(t *testing.T) {
	dir := shareddata.Dir(t)
	for _, ss := range sharedSets {
		if !strings.HasPrefix(ss.name, "16x16/") {
			continue
		}
		t.Run(ss.name, func(t *testing.T) {
			base := filepath.Join(dir, ss.name)
			lines := enginetest.ReadSetLines(t, base, 0)
			limit, step := 0, 1
			if !shareddata.Long() && ss.sample < len(lines) {
				limit, step = ss.sample, len(lines)/ss.sample
			}
			samples := enginetest.ParseSet(t, base, every(lines, limit, step), enginetest.SetOptions(base))
			checkSet(t, "fast planes", planesOnly(), samples)
		})
	}
}

// TestPlanesAgainstGeneral compares the plane search (alone, and with the
// default budget that hands hard grids to the general path) with the
// general path on random 16x16 puzzles, some without a solution and some
// with several.
func TestPlanesAgainstGeneral(t *testing.T) {
	rng := rand.New(rand.NewPCG(16, 161))
	gen := New(sudokit.Options{})
	gen.noPlanes = true
	againstGeneral(t, rng, gen, sudokit.MustShape(4, 4), 150)
}

// againstGeneral compares the plane search with the general path gen on
// trials random puzzles of shape.
func againstGeneral(t *testing.T, rng *rand.Rand, gen *Solver, shape *sudokit.Shape, trials int) {
	ctx := context.Background()
	full, _, err := gen.Solve(ctx, sudokit.NewGrid(shape))
	if err != nil {
		t.Fatal(err)
	}
	full = full.Clone()
	solvers := []*Solver{planesOnly(), New(sudokit.Options{})}
	var seen [3]int // puzzles with 0, 1 and 2+ solutions
	for k := 0; k < trials; k++ {
		g := randomPuzzle(rng, full)
		if k%2 == 1 {
			// Half the puzzles get back most of the values of a
			// solution, so that many have one solution only.
			if sol, _, err := gen.Solve(ctx, g); err == nil && sol.Shape != nil {
				for i, v := range sol.Cells {
					if g.Cells[i] == 0 && rng.IntN(4) != 0 {
						g.Cells[i] = v
					}
				}
			}
		}
		want, _, err := gen.CountSolutions(ctx, g, 2)
		if err != nil {
			t.Fatal(err)
		}
		seen[want]++
		comparePlanes(t, solvers, g, want)
	}
	if seen[0] == 0 || seen[1] == 0 || seen[2] == 0 {
		t.Errorf("%v: counts 0/1/2+ seen %v times: the sample misses a case", shape, seen)
	}
}

// comparePlanes checks the count up to two and the first solution of each
// solver on g against want, the general path's count.
func comparePlanes(t *testing.T, solvers []*Solver, g sudokit.Grid, want int) {
	t.Helper()
	ctx := context.Background()
	for _, s := range solvers {
		n, _, err := s.CountSolutions(ctx, g, 2)
		if err != nil || n != want {
			t.Fatalf("%v: counted %d (%v), general path %d", g.Cells, n, err, want)
		}
		sol, res, err := s.Solve(ctx, g)
		if err != nil || res.Solved != (want > 0) {
			t.Fatalf("%v: solved %v (%v), general count %d", g.Cells, res.Solved, err, want)
		}
		if want > 0 && !sol.Solves(g) {
			t.Fatalf("%v: answer %v is not a solution", g.Cells, sol.Cells)
		}
	}
}

// TestPlanesWalk walks a 16x16 grid at random, a given added (any value,
// clashing or not) or taken away at each step, and compares the plane
// search with the general path at every step.
func TestPlanesWalk(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 77))
	ctx := context.Background()
	shape := sudokit.MustShape(4, 4)
	gen := New(sudokit.Options{})
	gen.noPlanes = true
	solvers := []*Solver{planesOnly(), New(sudokit.Options{})}
	g := sudokit.NewGrid(shape)
	var seen [3]int
	for step := 0; step < 400; step++ {
		i := rng.IntN(len(g.Cells))
		switch {
		case g.Cells[i] != 0 && rng.IntN(3) == 0:
			g.Cells[i] = 0
		case g.Cells[i] == 0:
			g.Cells[i] = uint8(rng.IntN(16) + 1)
		}
		want, _, err := gen.CountSolutions(ctx, g, 2)
		if err != nil {
			t.Fatal(err)
		}
		seen[want]++
		comparePlanes(t, solvers, g, want)
		if want == 2 && rng.IntN(4) == 0 {
			// Fill most blanks from a solution now and then, so that
			// the walk meets puzzles with one solution.
			sol, _, err := gen.Solve(ctx, g)
			if err != nil {
				t.Fatal(err)
			}
			for j, v := range sol.Cells {
				if g.Cells[j] == 0 && rng.IntN(3) != 0 {
					g.Cells[j] = v
				}
			}
		}
		if want == 0 && rng.IntN(2) == 0 {
			// Back out of a dead end now and then, so that the walk
			// sees every count.
			for j, v := range g.Cells {
				if v != 0 && rng.IntN(4) == 0 {
					g.Cells[j] = 0
				}
			}
		}
	}
	if seen[0] == 0 || seen[1] == 0 || seen[2] == 0 {
		t.Errorf("counts 0/1/2+ seen %v times: the walk misses a case", seen)
	}
}

// TestPlanesBudgets holds the plane search to Options.MaxNodes and to the
// context, and checks it gives up at its own budget to the general path
// with the count intact.
func TestPlanesBudgets(t *testing.T) {
	hard := enginetest.ReadSet(t, filepath.Join(shareddata.Dir(t), "16x16/random-minimal"),
		enginetest.SetOptions("16x16/random-minimal"), 20)
	var puzzle enginetest.Sample
	probe := planesOnly()
	for _, s := range hard {
		if _, res, _ := probe.CountSolutions(context.Background(), s.Puzzle, 2); res.Stats.Nodes > 50 {
			puzzle = s
			break
		}
	}
	if puzzle.Puzzle.Shape == nil {
		t.Fatal("no sample takes the plane search over 50 nodes")
	}
	e := planesOnly()
	e.Search = sudokit.NewSearch(sudokit.Options{MaxNodes: 3}, e.run)
	e.gen.ctl, e.nine.ctl, e.planes.ctl = &e.Search, &e.Search, &e.Search
	_, res, err := e.Solve(context.Background(), puzzle.Puzzle)
	var nle *sudokit.NodeLimitError
	if !errors.Is(err, sudokit.ErrMaxNodes) || !errors.As(err, &nle) || nle.Nodes != 3 || res.Solved {
		t.Errorf("MaxNodes 3: %v, %v; want a node limit after 3 nodes", res.Solved, err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, _, err := planesOnly().Solve(ctx, puzzle.Puzzle); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled context: %v", err)
	}
	// A budget of 10 nodes: the general path takes over and counts.
	e = planesOnly()
	e.planes.budget = 10
	n, res, err := e.CountSolutions(context.Background(), puzzle.Puzzle, 2)
	if err != nil || n != puzzle.Count || res.Stats.Nodes <= 10 {
		t.Errorf("budget 10: %d solutions (%v) in %d nodes, want %d after the handover", n, err, res.Stats.Nodes, puzzle.Count)
	}
}

// TestPeers16 holds the peer planes to their definition: the other cells
// of the cell's row, column and box.
func TestPeers16(t *testing.T) {
	for i := range peers16 {
		r, c := i/16, i%16
		for j := range 256 {
			rr, cc := j/16, j%16
			want := j != i && (rr == r || cc == c || (rr/4 == r/4 && cc/4 == c/4))
			if got := peers16[i][j>>6]>>(j&63)&1 == 1; got != want {
				t.Fatalf("cell %d: peer %d is %v, want %v", i, j, got, want)
			}
		}
	}
}

// TestPlanesPairsFixpoint holds the plane propagation with pairs to the
// general path's: both apply naked and hidden singles, locked candidates
// and naked and hidden pairs until nothing changes, and such rules have
// one fixpoint, so every cell must keep the same candidates (or both
// find a contradiction). The grids are the shared random-minimal puzzles
// and random states below them, some values placed at random.
func TestPlanesPairsFixpoint(t *testing.T) {
	base := filepath.Join(shareddata.Dir(t), "16x16/random-minimal")
	samples := enginetest.ReadSet(t, base, enginetest.SetOptions(base), 40)
	rng := rand.New(rand.NewPCG(16, 2))
	var gen general
	var s state16
	pruned, clashes := 0, 0
	for _, sm := range samples {
		for step := 0; step < 10; step++ {
			g := sm.Puzzle.Clone()
			for k := 0; k < step; k++ {
				if i := rng.IntN(256); g.Cells[i] == 0 {
					g.Cells[i] = uint8(rng.IntN(16) + 1)
				}
			}
			// Without pairs first, to see that pairs remove something.
			s.pairsOn = false
			okPlain := s.load(g) && s.propagate()
			plain := s
			s.pairsOn = true
			okPlanes := s.load(g) && s.propagate()
			okGen := gen.load(g)
			if okGen {
				gen.pairsOn = true
				for u := 0; u < 48; u++ {
					gen.dirtyUnits[u>>6] |= 1 << (u & 63)
				}
				okGen = gen.propagate()
			}
			if okPlanes != okGen {
				t.Fatalf("%v: plane propagation %v, general %v", g.Cells, okPlanes, okGen)
			}
			if !okGen {
				clashes++
				continue
			}
			if okPlain && plain != s {
				pruned++
			}
			for i := 0; i < 256; i++ {
				var m uint64
				for v := range s.p {
					if s.can(v, i) {
						m |= 1 << v
					}
				}
				if m != gen.cand[i] {
					t.Fatalf("%v: cell %d keeps %016b on planes, %016b on the general path", g.Cells, i, m, gen.cand[i])
				}
			}
		}
	}
	if pruned == 0 || clashes == 0 {
		t.Errorf("pairs removed something in %d grids, %d grids clashed: the sample misses a case", pruned, clashes)
	}
}

// TestTranspose16 holds transpose16 and twoBits, which hidden pairs use to
// turn each value's units of two places into each unit's values, to the
// bit-by-bit definitions on random matrices.
func TestTranspose16(t *testing.T) {
	r := rand.New(rand.NewPCG(16, 16))
	for range 1000 {
		var m plane16
		for w := range m {
			m[w] = r.Uint64() & r.Uint64() // sparse and dense lanes alike
			if r.IntN(4) == 0 {
				m[w] &= 0xffff0000ffff0000 // some empty lanes
			}
		}
		tr := m
		transpose16(&tr)
		for i := range 16 {
			for j := range 16 {
				if got, want := tr[j>>2]>>(16*(j&3)+i)&1, m[i>>2]>>(16*(i&3)+j)&1; got != want {
					t.Fatalf("transpose16(%x): bit (%d, %d) %d, want %d", m, j, i, got, want)
				}
			}
		}
		for w, x := range m {
			f := twoBits(x)
			for k := range 4 {
				want := uint64(0)
				if bits.OnesCount64(x>>(16*k)&0xffff) >= 2 {
					want = 1
				}
				if got := f >> (16*k + 15) & 1; got != want || f>>(16*k)&0x7fff != 0 {
					t.Fatalf("twoBits(%x), word %d lane %d: %x", x, w, k, f)
				}
			}
		}
	}
}
