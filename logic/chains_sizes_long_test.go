package logic

import (
	"path/filepath"
	"testing"
	"time"

	"github.com/sudokit-go/sudokit/internal/enginetest"
	"github.com/sudokit-go/sudokit/internal/shareddata"
)

// TestLongChainsSizes explains the unique puzzles of the shared sets of
// every size with the whole ladder (Trial searching inside logic), holding
// every step to the solution; it logs per set how many needed Trial, how
// many Trial left unfinished (its search gave up), the time per puzzle and
// the slowest step. Run with go test -run LongChainsSizes -long ./logic.
func TestLongChainsSizes(t *testing.T) {
	if !shareddata.Long() {
		t.Skip("run with -long")
	}
	for _, f := range []string{"4x4/minimal-unique.txt", "6x6/random-minimal.txt", "12x12/random-minimal.txt",
		"16x16/random-minimal.txt", "16x16/public-gecode.txt", "25x25/public-gecode.txt"} {
		path := filepath.Join(shareddata.Dir(t), f)
		samples := enginetest.ReadSet(t, path, enginetest.SetOptions(path), 0)
		n, trialPuzzles, unfinished := 0, 0, 0
		var slowest time.Duration
		slowTech := ""
		fired := map[string]int{}
		start := time.Now()
		for _, s := range samples {
			if s.Count != 1 {
				continue
			}
			n++
			c, err := NewCandidates(s.Puzzle)
			if err != nil {
				t.Fatal(err)
			}
			trials := 0
			for !c.Solved() {
				t0 := time.Now()
				st, ok := Next(c, nil)
				if d := time.Since(t0); d > slowest {
					slowest, slowTech = d, st.Technique
				}
				if !ok {
					break
				}
				fired[st.Technique]++
				if st.Technique == trialName {
					trials++
				}
				holdStep(t, s.Where, s.Sol, st)
				c.Apply(st)
			}
			if trials > 0 {
				trialPuzzles++
			}
			if !c.Solved() {
				unfinished++
			}
		}
		el := time.Since(start)
		if n == 0 {
			continue
		}
		t.Logf("%s: %d unique puzzles, %d needed Trial, %d unfinished; %.2f ms per puzzle; slowest step %v (%s); steps %v",
			f, n, trialPuzzles, unfinished, float64(el.Microseconds())/1000/float64(n), slowest, slowTech, fired)
	}
}
