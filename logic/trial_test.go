package logic

import (
	"context"
	"testing"

	"github.com/sudokit-go/sudokit"
)

// lineGrid reads a puzzle of one-digit values in line form, '.' for a
// blank, with boxes of r rows by c columns.
func lineGrid(r, c int, line string) sudokit.Grid {
	g := sudokit.NewGrid(sudokit.MustShape(r, c))
	for i := range g.Cells {
		if ch := line[i]; ch >= '1' && ch <= '9' {
			g.Cells[i] = ch - '0'
		}
	}
	return g
}

const (
	top1465First    = "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........"
	top1465FirstSol = "468931527751624839392578461134756298289413675675289314846192753513867942927345186"
	sixMinimal      = ".21.......5........14..21.......6..3"
)

func TestTrial(t *testing.T) {
	testFind(t, "Trial", findTrial, []findCase{
		{name: "9x9 top1465", grid: lineGrid(3, 3, top1465First),
			want: "Trial: r7c1 is 6 or 8; searching each, only 8 leads to a solution, so r7c1=8"},
		{name: "9x9 the search uses the eliminations", grid: lineGrid(3, 3, top1465First),
			only: []string{"r1c2=5,6"},
			want: "Trial: r1c2 is 5 or 6; searching each, only 6 leads to a solution, so r1c2=6"},
		{name: "9x9 no solution", grid: givens(3, 3, "r1c1=1", "r1c2=2", "r1c3=3", "r1c4=4", "r1c5=5", "r1c6=6", "r1c7=7", "r1c8=8", "r2c9=9")},
		{name: "9x9 an elimination leaves no solution", grid: lineGrid(3, 3, top1465First),
			only: []string{"r7c1=6"}},
		{name: "6x6 minimal", grid: lineGrid(2, 3, sixMinimal),
			want: "Trial: searching from r2c3, whose one candidate is 3, leads to a solution, so r2c3=3"},
		{name: "6x6 no solution", grid: givens(2, 3, "r1c1=1", "r1c2=2", "r1c3=3", "r1c4=4", "r1c5=5", "r2c6=6")},
	})
}

// TestTrialLimit: the ladder's own search gives up after its limit of
// guesses, finding nothing rather than guessing.
func TestTrialLimit(t *testing.T) {
	c := candidates(t, lineGrid(3, 3, top1465First))
	if sol := trialSearch(c, 0); sol != nil {
		t.Fatal("a search with no guesses allowed solved a puzzle that needs some")
	}
	sol := trialSearch(c, trialNodeLimit)
	if got := lineGrid(3, 3, top1465FirstSol); sol == nil || string(sol) != string(got.Cells) {
		t.Fatalf("the search found %v, want the solution", sol)
	}
}

// TestWithSolver: Trial bound to a solver places the solver's value, finds
// nothing when the solver's solution contradicts the candidates, and the
// rest of the ladder is unchanged.
func TestWithSolver(t *testing.T) {
	ctx := context.Background()
	bt := sudokit.NewBacktrack(sudokit.Options{})
	ts := WithSolver(ctx, nil, searchSolver{})
	if len(ts) != len(ladder) {
		t.Fatalf("%d techniques, want %d", len(ts), len(ladder))
	}
	trial := ts[len(ts)-1]
	if trial.Name != "Trial" || trial.Value != 12.0 || trial.Group != GroupTrial {
		t.Fatalf("last technique %+v, want Trial", trial)
	}
	testFind(t, "Trial", trial.Find, []findCase{
		{name: "9x9 top1465", grid: lineGrid(3, 3, top1465First),
			want: "Trial: r7c1 is 6 or 8; searching each, only 8 leads to a solution, so r7c1=8"},
		{name: "6x6 minimal", grid: lineGrid(2, 3, sixMinimal),
			want: "Trial: searching from r2c3, whose one candidate is 3, leads to a solution, so r2c3=3"},
		// The trial search's solution of an empty grid begins
		// 123456789; without 1 at r1c1 it is no solution of these marks.
		{name: "9x9 the solver contradicts the candidates", grid: givens(3, 3), only: []string{"r1c1=2,3"}},
		{name: "9x9 no solution", grid: givens(3, 3, "r1c1=1", "r1c2=2", "r1c3=3", "r1c4=4", "r1c5=5", "r1c6=6", "r1c7=7", "r1c8=8", "r2c9=9")},
	})
	testFind(t, "Trial", WithSolver(ctx, nil, bt)[len(ladder)-1].Find, []findCase{
		{name: "6x6 backtracking", grid: lineGrid(2, 3, sixMinimal),
			want: "Trial: searching from r2c3, whose one candidate is 3, leads to a solution, so r2c3=3"},
		{name: "4x4 backtracking", grid: lineGrid(2, 2, ".41...2.3....1.2"),
			want: "Trial: searching from r1c1, whose one candidate is 2, leads to a solution, so r1c1=2"},
	})
	canceled, cancel := context.WithCancel(ctx)
	cancel()
	c := candidates(t, lineGrid(3, 3, top1465First))
	if _, ok := WithSolver(canceled, nil, bt)[len(ladder)-1].Find(c); ok {
		t.Error("Trial found a step after its context ended")
	}
	counter := &countingSolver{}
	p, err := Solve(ctx, lineGrid(3, 3, top1465First), mustSelectFrom(t, WithSolver(ctx, nil, counter), "Naked Single", "Trial"))
	if err != nil || !p.Solved || !p.Grid.Equal(lineGrid(3, 3, top1465FirstSol)) {
		t.Fatalf("naked singles and Trial with a solver: solved %v, %v", p.Solved, err)
	}
	trials := 0
	for _, st := range p.Steps {
		if st.Technique == "Trial" {
			trials++
		}
	}
	if trials < 2 || counter.calls != 1 {
		t.Errorf("%d Trial steps asked the solver %d times, want several steps and one call", trials, counter.calls)
	}
}

// countingSolver is a searchSolver that counts its calls.
type countingSolver struct {
	searchSolver
	calls int
}

func (s *countingSolver) Solve(ctx context.Context, g sudokit.Grid) (sudokit.Grid, sudokit.Result, error) {
	s.calls++
	return s.searchSolver.Solve(ctx, g)
}

// mustSelectFrom keeps the techniques of ts that names name, in ts's
// order.
func mustSelectFrom(t *testing.T, ts []Technique, names ...string) []Technique {
	t.Helper()
	var out []Technique
	for _, tech := range ts {
		for _, n := range names {
			if tech.names(n) {
				out = append(out, tech)
				break
			}
		}
	}
	if len(out) == 0 {
		t.Fatalf("no technique named %v", names)
	}
	return out
}

// searchSolver is a sudokit.Solver made of the trial search, quicker on
// hard 9x9 puzzles than the root's backtracking.
type searchSolver struct{}

func (searchSolver) Solve(_ context.Context, g sudokit.Grid) (sudokit.Grid, sudokit.Result, error) {
	c, err := NewCandidates(g)
	if err != nil {
		return sudokit.Grid{}, sudokit.Result{}, nil
	}
	sol := trialSearch(c, trialNodeLimit)
	if sol == nil {
		return sudokit.Grid{}, sudokit.Result{}, nil
	}
	out := g.Clone()
	copy(out.Cells, sol)
	return out, sudokit.Result{Solved: true}, nil
}

func (s searchSolver) CountSolutions(ctx context.Context, g sudokit.Grid, _ int) (int, sudokit.Result, error) {
	_, res, err := s.Solve(ctx, g)
	if res.Solved {
		return 1, res, err
	}
	return 0, res, err
}
