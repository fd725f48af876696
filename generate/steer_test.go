package generate

import (
	"context"
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/sudokit-go/sudokit"
	"github.com/sudokit-go/sudokit/engine/dlx"
	"github.com/sudokit-go/sudokit/engine/fast"
	"github.com/sudokit-go/sudokit/logic"
)

// TestGenerateSteered asks for levels that drawing minimal puzzles does
// not reach (Easy … Expert at 16x16, where minimal puzzles rate Extreme)
// and a 9x9 target that the search reaches after its draws, and checks
// each puzzle with DLX and a new full Rater.
func TestGenerateSteered(t *testing.T) {
	check := dlx.New(sudokit.Options{})
	for _, c := range []struct {
		box    int
		sym    Symmetry
		lo, hi float64
	}{
		{4, None, 1.0, 2.3}, {4, Rot180, 2.4, 3.4}, {4, None, 3.5, 5.8}, {4, None, 5.9, 7.4},
		{3, None, 8.0, 9.0}, {3, MirrorLR, 3.5, 5.8},
	} {
		t.Run(fmt.Sprintf("%dx%d/%v/%.1f-%.1f", c.box*c.box, c.box*c.box, c.sym, c.lo, c.hi), func(t *testing.T) {
			if raceEnabled && c.box == 4 && c.lo > 2 {
				t.Skip("the race detector makes 16x16 ratings too slow for the default run")
			}
			sh := sudokit.MustShape(c.box, c.box)
			g := New(sh, fast.New(sudokit.Options{}))
			opt := Options{Symmetry: c.sym, MinRating: c.lo, MaxRating: c.hi, MaxAttempts: 400}
			p, err := g.Generate(context.Background(), rand.New(rand.NewPCG(21, 1)), opt)
			if err != nil {
				t.Fatal(err)
			}
			if !p.TargetMet || p.Rating == nil {
				t.Fatalf("target not met in %d attempts (%d clues)", p.Attempts, p.Clues)
			}
			checkPuzzle(t, check, p, c.sym, false)
			r, err := logic.Rate(context.Background(), p.Puzzle, logic.RateOptions{})
			if err != nil {
				t.Fatal(err)
			}
			if er := logic.Round(r.ER); er < c.lo-1e-9 || er > c.hi+1e-9 || er != logic.Round(p.Rating.ER) {
				t.Fatalf("rated %.1f (generator: %.1f), want %.1f-%.1f", er, p.Rating.ER, c.lo, c.hi)
			}
			// The same seed makes the same puzzle with another generator.
			q, _ := New(sh, fast.New(sudokit.Options{})).Generate(context.Background(), rand.New(rand.NewPCG(21, 1)), opt)
			if !q.Puzzle.Equal(p.Puzzle) {
				t.Fatalf("seed 21 made two puzzles")
			}
		})
	}
}

// TestGenerateSteeredMiss asks for a target the search cannot meet in a
// few attempts: the closest puzzle comes back, with one solution.
func TestGenerateSteeredMiss(t *testing.T) {
	sh := sudokit.MustShape(2, 2)
	g := New(sh, fast.New(sudokit.Options{}))
	p, err := g.Generate(context.Background(), rand.New(rand.NewPCG(1, 1)), Options{MinRating: 7.5, MaxRating: 9.9, MaxAttempts: 70})
	if err != nil {
		t.Fatal(err)
	}
	if p.TargetMet {
		t.Fatalf("an Extreme 4x4 puzzle: %v", p.Puzzle.Cells)
	}
	checkPuzzle(t, dlx.New(sudokit.Options{}), p, None, false)
}

// TestSingles checks the singles solver against the rating path restricted
// to the singles, on puzzles of every clue count between full and a
// minimal or harder puzzle.
func TestSingles(t *testing.T) {
	only, err := logic.Select([]string{"singles"})
	if err != nil {
		t.Fatal(err)
	}
	rater := logic.NewRater(logic.RateOptions{Techniques: only})
	for _, box := range [][2]int{{2, 2}, {2, 3}, {3, 3}, {4, 4}} {
		if raceEnabled && box[0] == 4 {
			continue // 256 ratings a puzzle: too slow under the race detector
		}
		sh := sudokit.MustShape(box[0], box[1])
		g := New(sh, fast.New(sudokit.Options{}))
		s := newSingles(sh)
		agree := [2]int{}
		for k := range 2 {
			rng := rand.New(rand.NewPCG(4, uint64(k)))
			opt := Options{}
			if sh.N >= 9 && k%2 == 0 {
				opt = Options{MinRating: 2.4, MaxRating: 12, MaxAttempts: 400} // beyond singles
			}
			p, err := g.Generate(context.Background(), rng, opt)
			if err != nil {
				t.Fatal(err)
			}
			// Put clues back one by one, from minimal to full.
			q := p.Puzzle.Clone()
			for _, i := range rng.Perm(sh.Cells) {
				if q.Cells[i] != 0 {
					continue
				}
				g.mask.load(q)
				got := s.solves(q, &g.mask)
				r, err := rater.Rate(context.Background(), q)
				if err != nil {
					t.Fatal(err)
				}
				if got != (r.Solved && !r.Trial) {
					t.Fatalf("%s: singles solver says %v, rating path %v: %v", sh.Box(), got, r.Solved, q.Cells)
				}
				agree[btoi(got)]++
				q.Cells[i] = p.Solution.Cells[i]
			}
		}
		if sh.N >= 9 && (agree[0] == 0 || agree[1] == 0) {
			t.Fatalf("%s: a one-sided sample: %v", sh.Box(), agree)
		}
	}
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}

// TestRectangles checks that every rectangle found is unavoidable: the
// grid with its two values swapped is another valid grid.
func TestRectangles(t *testing.T) {
	for _, box := range testShapes {
		sh := sudokit.MustShape(box[0], box[1])
		g := New(sh, fast.New(sudokit.Options{}))
		sol, err := g.Grid(context.Background(), rand.New(rand.NewPCG(6, 1)))
		if err != nil {
			t.Fatal(err)
		}
		var u rectangles
		u.load(sh, sol)
		for _, c := range u.cells {
			h := sol.Clone()
			h.Cells[c[0]], h.Cells[c[1]] = h.Cells[c[1]], h.Cells[c[0]]
			h.Cells[c[2]], h.Cells[c[3]] = h.Cells[c[3]], h.Cells[c[2]]
			if h.Equal(sol) || !h.Full() || !h.Valid() {
				t.Fatalf("%s: rectangle %v is no unavoidable set", sh.Box(), c)
			}
		}
		if sh.N == 4 && len(u.cells) == 0 {
			t.Fatalf("4x4: no rectangle")
		}
	}
}
