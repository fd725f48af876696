package logic

import (
	"context"
	"testing"
	"time"

	"github.com/sudokit-go/sudokit"
)

// hardTop is a puzzle SE rates 9.0: explain's path takes chains and
// forcing chains.
// The solver of the tests knows its solution: backtracking takes seconds.
const (
	hardTop         = "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........"
	hardTopSolution = "468931527751624839392578461134756298289413675675289314846192753513867942927345186"
)

// hardTopOptions are Options for hardTop with budget b.
func hardTopOptions(b time.Duration) Options {
	return Options{Solver: knownSolution{sudokit.MustParse(hardTopSolution).Grid}, Budget: b}
}

// slowGroups tells whether a step is of the groups a budget cuts off.
func slowGroups(st Step) bool {
	for _, t := range ladder {
		if t.Name == st.Technique {
			return t.Group == GroupChains || t.Group == GroupForcing
		}
	}
	return false
}

// TestExplainBudget: once the budget is spent, the chains and forcing
// techniques find nothing and Trial finishes the path; without a budget
// (and by default on 9x9) they take their steps. The clock is a fake that
// moves an hour at each reading.
func TestExplainBudget(t *testing.T) {
	g := sudokit.MustParse(hardTop).Grid
	for _, b := range []time.Duration{0, -1} {
		e, err := Explain(context.Background(), g, hardTopOptions(b))
		if err != nil || !e.Solved {
			t.Fatalf("budget %v: solved %v, %v", b, e.Solved, err)
		}
		slow := 0
		for _, st := range e.Steps {
			if st.Technique == trialName {
				t.Errorf("budget %v: a trial step", b)
			}
			if slowGroups(st) {
				slow++
			}
		}
		if slow == 0 {
			t.Errorf("budget %v: no chain or forcing step", b)
		}
	}
	defer func(c func() time.Time) { clock = c }(clock)
	now := time.Unix(0, 0)
	clock = func() time.Time { now = now.Add(time.Hour); return now }
	e, err := Explain(context.Background(), g, hardTopOptions(time.Minute))
	if err != nil || !e.Solved || !e.Grid.Solves(g) {
		t.Fatalf("with a budget: solved %v, %v", e.Solved, err)
	}
	trials := 0
	for _, st := range e.Steps {
		if slowGroups(st) {
			t.Errorf("with the budget spent: %s", st.Text)
		}
		if st.Technique == trialName {
			trials++
		}
	}
	if trials == 0 {
		t.Error("with the budget spent: no trial step")
	}
	// Hint: the first step (a Hidden Single) needs nothing slow.
	if st, err := Hint(context.Background(), g, hardTopOptions(time.Minute)); err != nil || st.Technique != "Hidden Single" {
		t.Errorf("hint with the budget spent: %v, %v", st.Technique, err)
	}
}

// TestHaltInsideForcing: the halt reaches inside a forcing search under
// way: a clock that passes the deadline only after the search has begun
// stops it, and a closed context stops it at once.
func TestHaltInsideForcing(t *testing.T) {
	c, err := NewCandidates(sudokit.MustParse(hardTop).Grid)
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := findDynamicForcing(c); !ok {
		t.Fatal("no dynamic forcing chain without a halt")
	}
	defer func(c func() time.Time) { clock = c }(clock)
	start, readings := time.Unix(0, 0), 0
	clock = func() time.Time {
		readings++
		if readings <= 2 { // newHalt, and the look as the search begins
			return start
		}
		return start.Add(time.Hour)
	}
	c.halt = newHalt(context.Background(), time.Minute)
	if _, ok := findDynamicForcing(c); ok || readings < 3 {
		t.Errorf("past the deadline within the search: found %v after %d readings of the clock", ok, readings)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	c.halt = newHalt(ctx, 0)
	for _, f := range []func(*Candidates) (Step, bool){findNishio, findCellForcing, findNestedForcing, findAIC, findXChain, findALSXZ, findAlignedPairExclusion} {
		if _, ok := f(c); ok {
			t.Error("a cancelled context: a finder found a step")
		}
	}
}

// TestDefaultBudget: none up to 12x12, LargeBudget from 16x16 on.
func TestDefaultBudget(t *testing.T) {
	for _, tc := range []struct {
		r, c int
		want time.Duration
	}{{2, 2, 0}, {3, 3, 0}, {3, 4, 0}, {4, 4, LargeBudget}, {5, 5, LargeBudget}} {
		s, err := sudokit.ShapeOf(tc.r, tc.c)
		if err != nil {
			t.Fatal(err)
		}
		if got := DefaultBudget(s); got != tc.want {
			t.Errorf("%dx%d: %v, want %v", s.N, s.N, got, tc.want)
		}
	}
	if DefaultBudget(nil) != 0 {
		t.Error("nil shape")
	}
}
