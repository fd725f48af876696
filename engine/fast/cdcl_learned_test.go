package fast

import (
	"context"
	"fmt"
	"testing"

	"github.com/sudokit-go/sudokit"
	"github.com/sudokit-go/sudokit/internal/enginetest"
)

// TestLearnedClausesHold runs the learning search from the root on hard
// puzzles, each up to a cap of conflicts, and checks every clause it
// learns against the puzzle's golden solution: until a first solution is
// found (and blocked), a learned clause follows from the rules of the grid
// alone, so every solution satisfies it. This is what keeps the shrink by
// levels, the minimisation and the shrink by the native constraints
// honest: a literal dropped that the others do not imply, or a level's
// literals replaced by a literal that does not imply them, makes a clause
// some solution breaks. The clause is shrunk by levels before and after
// its minimisation (the shrinkFirst hook), so that both orders are held to
// it. 25x25-gecode is lines 2, 5 and 12 of 25x25/public-gecode.
func TestLearnedClausesHold(t *testing.T) {
	sets := []struct {
		samples []enginetest.Sample
		cap     int64
	}{
		{enginetest.ReadSet(t, "testdata/25x25-gecode", sudokit.ReadOptions{}, 0), 1500},
		{enginetest.Set(t, "16x16-gecode", 10), 300},
		{enginetest.Set(t, "12x12-minimal", 10), 300},
	}
	if testing.Short() || raceEnabled {
		sets = sets[1:]
	}
	for _, first := range []bool{false, true} {
		for _, set := range sets {
			for _, s := range set.samples {
				name := fmt.Sprintf("%s shrinkFirst=%v", s.Where, first)
				t.Run(name, func(t *testing.T) { checkLearned(t, s, set.cap, first) })
			}
		}
	}
}

// checkLearned runs the learning search on s to its first solution or cap
// conflicts, with the clauses shrunk by levels from the first conflict.
func checkLearned(t *testing.T, s enginetest.Sample, cap int64, shrinkFirst bool) {
	e := New(sudokit.Options{})
	e.general, e.gen.learnAfter = true, 0
	l := &e.gen.learn
	l.maxConflicts, l.shrinkFirst = cap, shrinkFirst
	sol := s.Sol.Cells
	n := int32(s.Puzzle.Shape.N)
	checked, bad := 0, 0
	l.learned = func(lits []int32) {
		checked++
		for _, lit := range lits {
			c, x := lit>>1/n, lit>>1%n
			if holds := sol[c] == uint8(x+1); holds == (lit&1 == 0) {
				return // satisfied by the solution
			}
		}
		if bad++; bad <= 3 {
			t.Errorf("learned clause %d (%d literals) is broken by the solution", checked, len(lits))
		}
	}
	g, found, _, err := sudokit.SolveCount(context.Background(), e, s.Puzzle, 1)
	if err != nil {
		t.Fatal(err)
	}
	if found > 0 && !g.Solves(s.Puzzle) {
		t.Errorf("the grid found does not solve the puzzle")
	}
	if l.earlyShrink && l.shrunk == 0 && checked > 100 {
		t.Errorf("%d clauses learned and none shrunk by levels", checked)
	}
	if checked == 0 && l.conflicts > 0 {
		t.Errorf("%d conflicts and no clause shown to the hook", l.conflicts)
	}
}
