package logic

import (
	"context"
	"path/filepath"
	"testing"
	"time"

	"github.com/sudokit-go/sudokit/internal/enginetest"
	"github.com/sudokit-go/sudokit/internal/shareddata"
)

// TestRateSizes (with -long) rates the shared puzzles of every size that
// have one solution and logs, per set, the level distribution, how many
// needed the trial step and the time per puzzle (docs/rating.md §9, every
// size), holding each hint to the solution. It asserts only soundness.
func TestRateSizes(t *testing.T) {
	if !shareddata.Long() {
		t.Skip("run with -long")
	}
	dir := shareddata.Dir(t)
	for _, set := range []string{"4x4/minimal-unique", "6x6/random-minimal", "12x12/random-minimal",
		"16x16/public-gecode", "16x16/random-minimal", "25x25/public-gecode"} {
		base := filepath.Join(dir, set)
		samples := enginetest.ReadSet(t, base, enginetest.SetOptions(base+".txt"), 0)
		r := NewRater(RateOptions{})
		levels := map[string]int{}
		n, trial := 0, 0
		var total time.Duration
		fired := map[string]int{}
		for _, s := range samples {
			if s.Count != 1 {
				continue
			}
			start := time.Now()
			got, err := r.rate(context.Background(), s.Puzzle, holdTo(t, s.Where, s.Sol, fired))
			total += time.Since(start)
			if err != nil {
				t.Fatalf("%s: %v", s.Where, err)
			}
			n++
			levels[got.Level()]++
			if got.Trial {
				trial++
			}
		}
		if n == 0 {
			continue
		}
		t.Logf("%s: %d puzzles, levels %v, trial %d, %v a puzzle", set, n, levels, trial, total/time.Duration(n))
	}
}
