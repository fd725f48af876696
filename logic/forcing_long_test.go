package logic

import (
	"flag"
	"path/filepath"
	"testing"
	"time"

	"github.com/sudokit-go/sudokit/internal/enginetest"
	"github.com/sudokit-go/sudokit/internal/shareddata"
)

// forcingLimit narrows TestLongForcing to the first puzzles of top1465
// (0: all of them); hardestLimit to the first of forum-hardest-1905-11plus,
// whose 48,766 puzzles would take about ten hours (0.75 s each).
var (
	forcingLimit = flag.Int("forcing.limit", 0, "top1465 puzzles in TestLongForcing (0: all)")
	hardestLimit = flag.Int("forcing.hardest", 500, "forum-hardest-1905-11plus puzzles in TestLongForcing (0: all)")
)

// TestLongForcing explains the shared top1465 puzzles and the first 500
// of forum-hardest-1905-11plus with the ladder less its forcing group, then with the whole
// ladder, holding every step to the solution; it logs how many puzzles
// needed Trial each way and the time per puzzle, and fails if the whole
// ladder needs Trial more often. Run with
// go test -run LongForcing -long ./logic (-forcing.limit=N and
// -forcing.hardest=N for other samples).
func TestLongForcing(t *testing.T) {
	if !shareddata.Long() {
		t.Skip("run with -long")
	}
	var noForcing []Technique
	for _, tech := range Ladder() {
		if tech.Group != GroupForcing {
			noForcing = append(noForcing, tech)
		}
	}
	for _, file := range []string{"magictour-top1465", "forum-hardest-1905-11plus"} {
		limit := *forcingLimit
		if file != "magictour-top1465" {
			limit = *hardestLimit
		}
		samples := enginetest.ReadSet(t, filepath.Join(shareddata.Dir(t), "9x9", file+".txt"),
			enginetest.SetOptions("9x9"), limit)
		var trials [2]int
		for k, run := range []struct {
			name string
			ts   []Technique
		}{{"without forcing", noForcing}, {"whole ladder", nil}} {
			trialPuzzles, trialSteps, unsolved := 0, 0, 0
			fired := map[string]int{}
			start := time.Now()
			for _, s := range samples {
				n, solved := checkedPath(t, s, run.ts, fired)
				if n > 0 {
					trialPuzzles++
					trialSteps += n
				}
				if !solved {
					unsolved++
				}
			}
			el := time.Since(start)
			trials[k] = trialPuzzles
			t.Logf("%s, %s: %d puzzles, %d needed Trial (%d Trial steps), %d unfinished; %.2f ms per puzzle; steps: %v",
				file, run.name, len(samples), trialPuzzles, trialSteps, unsolved,
				float64(el.Microseconds())/1000/float64(len(samples)), fired)
			if unsolved > 0 {
				t.Errorf("%s, %s: %d puzzles unfinished", file, run.name, unsolved)
			}
		}
		if trials[1] > trials[0] {
			t.Errorf("%s: the whole ladder needs Trial on %d puzzles, more than the %d without forcing", file, trials[1], trials[0])
		}
	}
}
