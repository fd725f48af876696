package fast

import (
	"path/filepath"
	"testing"

	"github.com/sudokit-go/sudokit/internal/enginetest"
	"github.com/sudokit-go/sudokit/internal/shareddata"
)

// TestLearningVivify holds the learning search, vivifying its clauses at
// every restart, to the golden answers and counts of the larger sample
// sets and of three 25x25 public-gecode puzzles that take it some
// hundreds to thousands of conflicts, and checks that vivification took
// place and shortened clauses.
func TestLearningVivify(t *testing.T) {
	e := learning()
	l := &e.gen.learn
	l.viv.interval = 1
	var cut int64
	for _, name := range []string{"12x12-minimal", "16x16-gecode", "25x25-blank", "36x36-blank"} {
		for _, s := range enginetest.Set(t, name, 0) {
			checkSet(t, "fast learning vivify", e, []enginetest.Sample{s})
			cut += l.viv.shrunk
		}
	}
	base := filepath.Join(shareddata.Dir(t), "25x25/public-gecode")
	all := enginetest.ReadSet(t, base, enginetest.SetOptions(base), 0)
	for _, i := range []int{3, 17, 18} {
		checkSet(t, "fast learning vivify", e, all[i-1:i])
		cut += l.viv.shrunk
	}
	t.Logf("%d passes, %d literals cut, %d by shrinkUIP", l.viv.passes, cut, l.uipShrunk)
	if l.viv.passes == 0 || cut == 0 {
		t.Errorf("%d vivification passes cut %d literals: the sets do not exercise it", l.viv.passes, cut)
	}
}
