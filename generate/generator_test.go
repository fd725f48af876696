package generate

import (
	"context"
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/sudokit-go/sudokit"
	"github.com/sudokit-go/sudokit/engine/dlx"
	"github.com/sudokit-go/sudokit/engine/fast"
	"github.com/sudokit-go/sudokit/internal/shareddata"
	"github.com/sudokit-go/sudokit/logic"
)

var testShapes = [][2]int{{2, 2}, {2, 3}, {3, 2}, {2, 4}, {3, 3}, {3, 4}, {4, 3}, {4, 4}}

// checkPuzzle checks p with an engine other than the one that made it:
// exactly one solution, the one reported, the symmetry of the clues and,
// when minimal is asked, no clue that can go.
func checkPuzzle(t *testing.T, check sudokit.Solver, p Puzzle, sym Symmetry, minimal bool) {
	t.Helper()
	ctx := context.Background()
	sol, n, _, err := sudokit.SolveCount(ctx, check, p.Puzzle, 2)
	if err != nil || n != 1 {
		t.Fatalf("%d solutions (%v): %v", n, err, p.Puzzle.Cells)
	}
	if !sol.Equal(p.Solution) || !p.Solution.Solves(p.Puzzle) {
		t.Fatalf("the solution is not the one reported")
	}
	if !HasSymmetry(p.Puzzle, sym) {
		t.Fatalf("clues without %v symmetry: %v", sym, p.Puzzle.Cells)
	}
	if clues := p.Puzzle.Shape.Cells - p.Puzzle.Blanks(); clues != p.Clues {
		t.Fatalf("%d clues, reported %d", clues, p.Clues)
	}
	if !minimal {
		return
	}
	g := p.Puzzle.Clone()
	for i, v := range g.Cells {
		if v == 0 {
			continue
		}
		g.Cells[i] = 0
		if n, _, _ := check.CountSolutions(ctx, g, 2); n != 2 {
			t.Fatalf("not minimal: %v can go: %v", g.Shape.PosOf(i), p.Puzzle.Cells)
		}
		g.Cells[i] = v
	}
}

// TestGenerateShapesSymmetries makes a seeded sample of puzzles of every
// shape under every symmetry it has, and checks each with DLX. Proving a
// 16x16 puzzle minimal with DLX takes seconds: that part runs with -long.
func TestGenerateShapesSymmetries(t *testing.T) {
	check := dlx.New(sudokit.Options{})
	for _, box := range testShapes {
		sh := sudokit.MustShape(box[0], box[1])
		g := New(sh, fast.New(sudokit.Options{}))
		for _, sym := range Fitting(sh) {
			t.Run(fmt.Sprintf("%s/%v", sh.Box(), sym), func(t *testing.T) {
				n := 3
				if raceEnabled && sh.N > 9 {
					n = 1
				}
				for k := range n {
					rng := rand.New(rand.NewPCG(11, uint64(k)))
					p, err := g.Generate(context.Background(), rng, Options{Symmetry: sym})
					if err != nil {
						t.Fatal(err)
					}
					want := sym
					if sym == Random {
						want = p.Symmetry
					}
					checkPuzzle(t, check, p, want, sym == None && (sh.N < 16 || shareddata.Long()))
				}
			})
		}
	}
}

// TestGenerateLargerShapes makes a seeded puzzle of each shape from 10x10
// to 25x25, square and rectangular boxes, under every symmetry it has, and
// checks each with DLX. The clue count is held at 60% or more of the
// cells, where DLX settles a puzzle at once; sparser large puzzles are
// checked by TestGenerateShapesSymmetries up to 16x16 and measured in
// docs/generate.md.
func TestGenerateLargerShapes(t *testing.T) {
	check := dlx.New(sudokit.Options{})
	for _, box := range [][2]int{{2, 5}, {5, 2}, {3, 5}, {5, 3}, {4, 5}, {5, 4}, {5, 5}} {
		sh := sudokit.MustShape(box[0], box[1])
		g := New(sh, fast.New(sudokit.Options{}))
		for _, sym := range Fitting(sh) {
			t.Run(fmt.Sprintf("%s/%v", sh.Box(), sym), func(t *testing.T) {
				lo := sh.Cells * 6 / 10
				p, err := g.Generate(context.Background(), rand.New(rand.NewPCG(17, uint64(sh.N))), Options{Symmetry: sym, MinClues: lo, MaxClues: lo + sh.N})
				if err != nil {
					t.Fatal(err)
				}
				if !p.TargetMet || p.Clues < lo || p.Clues > lo+sh.N {
					t.Fatalf("clues %d-%d: got %d, target met %v", lo, lo+sh.N, p.Clues, p.TargetMet)
				}
				want := sym
				if sym == Random {
					want = p.Symmetry
				}
				checkPuzzle(t, check, p, want, false)
			})
		}
	}
}

// TestGenerateMinimalSymmetric asks for minimal puzzles under symmetries.
func TestGenerateMinimalSymmetric(t *testing.T) {
	check := dlx.New(sudokit.Options{})
	for _, c := range []struct {
		box [2]int
		sym Symmetry
	}{{[2]int{3, 3}, Rot180}, {[2]int{3, 3}, MirrorLR}, {[2]int{2, 3}, Rot180}, {[2]int{2, 2}, Diagonal}} {
		sh := sudokit.MustShape(c.box[0], c.box[1])
		g := New(sh, fast.New(sudokit.Options{}))
		for k := range 3 {
			p, err := g.Generate(context.Background(), rand.New(rand.NewPCG(5, uint64(k))), Options{Symmetry: c.sym, Minimal: true, MaxAttempts: 200})
			if err != nil {
				t.Fatal(err)
			}
			if !p.TargetMet || !p.Minimal {
				t.Fatalf("%s %v: no minimal puzzle in %d attempts", sh.Box(), c.sym, p.Attempts)
			}
			checkPuzzle(t, check, p, c.sym, true)
		}
	}
}

// TestGenerateClues asks for clue counts in a range, and for one that
// cannot be met: the closest puzzle comes back with TargetMet false.
func TestGenerateClues(t *testing.T) {
	check := dlx.New(sudokit.Options{})
	g := New(sudokit.MustShape(3, 3), fast.New(sudokit.Options{}))
	for _, c := range []struct{ lo, hi int }{{30, 34}, {40, 40}, {24, 26}} {
		for k := range 3 {
			p, err := g.Generate(context.Background(), rand.New(rand.NewPCG(3, uint64(k))), Options{MinClues: c.lo, MaxClues: c.hi, MaxAttempts: 100})
			if err != nil {
				t.Fatal(err)
			}
			if !p.TargetMet || p.Clues < c.lo || p.Clues > c.hi {
				t.Fatalf("clues %d-%d: got %d, target met %v", c.lo, c.hi, p.Clues, p.TargetMet)
			}
			checkPuzzle(t, check, p, None, false)
		}
	}
	p, err := g.Generate(context.Background(), rand.New(rand.NewPCG(3, 9)), Options{MinClues: 17, MaxClues: 17, MaxAttempts: 5})
	if err != nil {
		t.Fatal(err)
	}
	if p.TargetMet || p.Clues <= 17 {
		t.Fatalf("17 clues in 5 attempts: target met %v with %d clues", p.TargetMet, p.Clues)
	}
	checkPuzzle(t, check, p, None, false)
	// A context that ends stops the search with the closest puzzle.
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := g.Generate(ctx, rand.New(rand.NewPCG(3, 9)), Options{MinClues: 17, MaxClues: 17}); err == nil {
		t.Fatalf("an ended context made a puzzle")
	}
}

// TestGenerateSeeded checks that a puzzle is a function of its seed.
func TestGenerateSeeded(t *testing.T) {
	a := New(sudokit.MustShape(3, 3), fast.New(sudokit.Options{}))
	b := New(sudokit.MustShape(3, 3), fast.New(sudokit.Options{}))
	for k := range 5 {
		p, _ := a.Generate(context.Background(), rand.New(rand.NewPCG(1, uint64(k))), Options{Symmetry: Rot180})
		b.Generate(context.Background(), rand.New(rand.NewPCG(2, uint64(k))), Options{})
		q, _ := b.Generate(context.Background(), rand.New(rand.NewPCG(1, uint64(k))), Options{Symmetry: Rot180})
		if !p.Puzzle.Equal(q.Puzzle) || !p.Solution.Equal(q.Solution) {
			t.Fatalf("seed 1, puzzle %d differs between generators", k)
		}
	}
}

func TestSymmetryFits(t *testing.T) {
	six := sudokit.MustShape(2, 3)
	if err := Rot90.Fits(six); err == nil {
		t.Fatal("rot90 fits 6x6")
	} else if want := "6x6 puzzles with 2x3 boxes have no rot90 symmetry, which would turn boxes into 3x2 blocks; none, rot180, mirror-lr, mirror-tb, random fit"; err.Error() != want {
		t.Fatalf("got %q\nwant %q", err, want)
	}
	if _, err := ParseSymmetry("ROT180"); err != nil {
		t.Fatal(err)
	}
	if _, err := ParseSymmetry("spiral"); err == nil {
		t.Fatal("spiral parsed")
	}
	if n := len(Orbits(sudokit.MustShape(3, 3), Dihedral)); n != 15 {
		t.Fatalf("9x9 has %d dihedral orbits, want 15", n)
	}
}

func benchmarkGenerate(b *testing.B, r, c int, opt Options) {
	sh := sudokit.MustShape(r, c)
	g := New(sh, fast.New(sudokit.Options{}))
	clues := 0
	for k := 0; b.Loop(); k++ {
		p, err := g.Generate(context.Background(), rand.New(rand.NewPCG(1, uint64(k))), opt)
		if err != nil {
			b.Fatal(err)
		}
		clues += p.Clues
	}
	b.ReportMetric(float64(clues)/float64(b.N), "clues")
	b.ReportMetric(float64(g.Checks)/float64(b.N), "checks")
}

func BenchmarkGenerate9(b *testing.B)  { benchmarkGenerate(b, 3, 3, Options{}) }
func BenchmarkGenerate4(b *testing.B)  { benchmarkGenerate(b, 2, 2, Options{}) }
func BenchmarkGenerate16(b *testing.B) { benchmarkGenerate(b, 4, 4, Options{}) }

func BenchmarkGrid9(b *testing.B) {
	g := New(sudokit.MustShape(3, 3), fast.New(sudokit.Options{}))
	for k := 0; b.Loop(); k++ {
		g.Grid(context.Background(), rand.New(rand.NewPCG(1, uint64(k))))
	}
}

func BenchmarkGrid9NoTail(b *testing.B) {
	g := New(sudokit.MustShape(3, 3), fast.New(sudokit.Options{}))
	g.f.tailBlanks = 0
	for k := 0; b.Loop(); k++ {
		g.Grid(context.Background(), rand.New(rand.NewPCG(1, uint64(k))))
	}
}

func BenchmarkGenerate9Rated(b *testing.B) { benchmarkGenerate(b, 3, 3, Options{Rate: true}) }

// TestGenerateRating asks for rating ranges and a technique restriction,
// and rates the puzzles again with a new Rater.
func TestGenerateRating(t *testing.T) {
	g := New(sudokit.MustShape(3, 3), fast.New(sudokit.Options{}))
	singles, err := logic.Select([]string{"singles"})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		lo, hi float64
		tech   []logic.Technique
	}{{1.0, 2.3, nil}, {2.4, 3.4, nil}, {3.5, 5.8, nil}, {3.2, 12, nil}, {0, 0, singles}} {
		for k := range 2 {
			opt := Options{MinRating: c.lo, MaxRating: c.hi, Techniques: c.tech, MaxAttempts: 300}
			p, err := g.Generate(context.Background(), rand.New(rand.NewPCG(8, uint64(k))), opt)
			if err != nil {
				t.Fatal(err)
			}
			if !p.TargetMet || (p.Rating == nil && c.hi < logic.TrialRating) {
				t.Fatalf("%v-%v: target not met in %d attempts", c.lo, c.hi, p.Attempts)
			}
			r, err := logic.Rate(context.Background(), p.Puzzle, logic.RateOptions{Techniques: c.tech})
			if err != nil {
				t.Fatal(err)
			}
			if er := logic.Round(r.ER); c.hi > 0 && (er < c.lo-1e-9 || er > c.hi+1e-9) {
				t.Fatalf("rated %.1f, want %.1f-%.1f", er, c.lo, c.hi)
			}
			if c.tech != nil && (!r.Solved || r.Trial) {
				t.Fatalf("not solved with singles alone")
			}
		}
	}
}
