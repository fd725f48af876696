package logic

import (
	"testing"

	"github.com/sudokit-go/sudokit/internal/enginetest"
	"github.com/sudokit-go/sudokit/internal/shareddata"
)

// TestChainsNxN rates puzzles of other shapes (4x4, 6x6 with 2x3 boxes,
// 12x12 with 3x4 boxes, 16x16) with the Rater: the chaining producers
// work on every shape, and every step holds to the solution. A few small puzzles by default, every puzzle of those sets
// with -long.
func TestChainsNxN(t *testing.T) {
	sets := map[string]int{"4x4-minimal": 5, "6x6-minimal": 5}
	if shareddata.Long() {
		sets = map[string]int{"4x4-minimal": 0, "6x6-minimal": 0, "12x12-minimal": 0, "16x16-gecode": 0}
	}
	used := map[string]int{}
	r := NewRater(RateOptions{})
	for name, limit := range sets {
		for _, smp := range enginetest.Set(t, name, limit) {
			if smp.Count != 1 {
				continue
			}
			if got := rateChecked(t, r, smp.Puzzle, smp.Sol, used); got.Trial || !got.Solved {
				t.Logf("%s: %+v", smp.Where, got)
			}
		}
	}
	t.Logf("hints: %v", used)
}

// TestChainsProducersNxN runs #21 and #23–#25 once on a 12x12 grid
// (3x4 boxes) that singles, intersections and subsets leave stuck: what
// fires holds to the solution, and some producer fires.
func TestChainsProducersNxN(t *testing.T) {
	basic := mustSelect(t, "singles", "intersections", "subsets")
	fired := map[string]int{}
	s := &seChains{}
	for _, smp := range enginetest.Set(t, "12x12-minimal", 1) {
		if smp.Count != 1 {
			continue
		}
		c, err := NewCandidates(smp.Puzzle)
		if err != nil {
			t.Fatal(err)
		}
		for {
			st, ok := Next(c, basic)
			if !ok {
				break
			}
			c.Apply(st)
		}
		if c.Solved() {
			continue
		}
		for _, r := range chainRungs(s)[:4] {
			var h seHint
			if !r.p(c, &h) {
				continue
			}
			fired[r.name]++
			for _, e := range h.elims {
				if int(smp.Sol.Cells[e.cell]) == int(e.value) {
					t.Errorf("%s: %s eliminates the solution's %d at %v", smp.Where, r.name, e.value, c.shape.PosOf(int(e.cell)))
				}
			}
			if h.cell >= 0 && int(smp.Sol.Cells[h.cell]) != h.value {
				t.Errorf("%s: %s places %d at %v", smp.Where, r.name, h.value, c.shape.PosOf(h.cell))
			}
		}
	}
	if len(fired) == 0 {
		t.Error("no chaining producer fired on a 12x12 grid")
	}
	t.Logf("fired: %v", fired)
}
