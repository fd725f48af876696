package logic

import (
	"testing"

	"github.com/sudokit-go/sudokit/internal/enginetest"
	"github.com/sudokit-go/sudokit/internal/shareddata"
)

// TestChainsNxN walks puzzles of other shapes (4x4, 6x6 with 2x3 boxes,
// 12x12 with 3x4 boxes, 16x16) with the test ladder: the chaining
// producers work on every shape, and each of their steps holds to the
// solution. A few small puzzles by default, every puzzle of those sets
// with -long.
func TestChainsNxN(t *testing.T) {
	sets := map[string]int{"4x4-minimal": 5, "6x6-minimal": 5}
	if shareddata.Long() {
		sets = map[string]int{"4x4-minimal": 0, "6x6-minimal": 0, "12x12-minimal": 0, "16x16-gecode": 0}
	}
	used := map[string]int{}
	s := &seChains{}
	for name, limit := range sets {
		for _, smp := range enginetest.Set(t, name, limit) {
			if smp.Count != 1 {
				continue
			}
			if _, done := testRate(t, s, smp.Puzzle, smp.Sol, used); !done {
				t.Errorf("%s: the test ladder is stuck", smp.Where)
			}
		}
	}
	t.Logf("chaining rungs used: %v", used)
}
