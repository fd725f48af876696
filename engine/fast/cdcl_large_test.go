package fast

import (
	"context"
	"testing"

	"github.com/sudokit-go/sudokit"
	"github.com/sudokit-go/sudokit/internal/enginetest"
)

// TestLearningLarge solves and counts to two a random 49x49 and a random
// 64x64 puzzle of 40% givens (bench/sat's satbench -make 49 and -make 64,
// -givens 0.4, seed 1, lines 8 and 4), which the restarting search leaves
// to the learning search, so that its target phases and its shrink from
// the first conflict are in use: each grid found must keep the givens and
// break no rule, and each puzzle has more than one solution. Under the
// race detector only the 49x49 is taken.
func TestLearningLarge(t *testing.T) {
	if testing.Short() {
		t.Skip("about a second of CPU")
	}
	e := New(sudokit.Options{})
	for i, l := range enginetest.ReadLines(t, "testdata/random-40pct.txt", 0) {
		if raceEnabled && i > 0 {
			break // the 64x64 takes a minute and more under the race detector
		}
		p := enginetest.Parse(t, l, sudokit.ReadOptions{})
		for _, limit := range []int{1, 2} {
			e.gen.learn.conflicts = 0
			g, n, _, err := sudokit.SolveCount(context.Background(), e, p, limit)
			if err != nil || n != limit || !g.Solves(p) {
				t.Fatalf("line %d, limit %d: count %d, %v (or a wrong grid)", i+1, limit, n, err)
			}
			if l := &e.gen.learn; !l.earlyShrink || !l.targetOn() || l.conflicts == 0 {
				t.Errorf("line %d, limit %d: the learning search with target phases and the early shrink was not used (%d conflicts)", i+1, limit, l.conflicts)
			}
		}
	}
}
