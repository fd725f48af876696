package logic

import (
	"path/filepath"
	"testing"
	"time"

	"github.com/sudokit-go/sudokit/internal/enginetest"
	"github.com/sudokit-go/sudokit/internal/shareddata"
)

// TestLongChainsTop1465 explains every puzzle of the shared top1465 set
// and the first 300 of forum-hardest-1905-11plus with the whole ladder,
// and with the ladder less its chains, holding
// every step to the solution; it logs how many puzzles needed Trial and
// the time per puzzle. Run with go test -run LongChains -long ./logic.
func TestLongChainsTop1465(t *testing.T) {
	if !shareddata.Long() {
		t.Skip("run with -long")
	}
	for _, set := range []struct {
		file  string
		limit int
	}{{"9x9/magictour-top1465.txt", 0}, {"9x9/forum-hardest-1905-11plus.txt", 300}} {
		samples := enginetest.ReadSet(t, filepath.Join(shareddata.Dir(t), set.file), enginetest.SetOptions("9x9"), set.limit)
		explainRuns(t, set.file, samples)
	}
}

// explainRuns explains samples with the whole ladder and with the ladder
// less its chains, logging what TestLongChainsTop1465 says.
func explainRuns(t *testing.T, file string, samples []enginetest.Sample) {
	var noChains []Technique
	for _, tech := range Ladder() {
		if tech.Group != GroupChains {
			noChains = append(noChains, tech)
		}
	}
	for _, run := range []struct {
		name string
		ts   []Technique
	}{{"without chains", noChains}, {"whole ladder", nil}} {
		t.Run(filepath.Base(file)+" "+run.name, func(t *testing.T) { explainRun(t, file, run.name, run.ts, samples) })
	}
}

// explainRun explains samples with techniques ts and logs the counts.
func explainRun(t *testing.T, file, name string, ts []Technique, samples []enginetest.Sample) {
	{
		trialPuzzles, trialSteps, unsolved := 0, 0, 0
		fired := map[string]int{}
		start := time.Now()
		for _, s := range samples {
			trials, solved := checkedPath(t, s, ts, fired)
			if trials > 0 {
				trialPuzzles++
				trialSteps += trials
			}
			if !solved {
				unsolved++
			}
		}
		el := time.Since(start)
		t.Logf("%s, %s: %d puzzles, %d needed Trial (%d Trial steps), %d unfinished; %.2f ms per puzzle; steps: %v",
			file, name, len(samples), trialPuzzles, trialSteps, unsolved,
			float64(el.Microseconds())/1000/float64(len(samples)), fired)
		if unsolved > 0 {
			t.Errorf("%s: %d puzzles unfinished", name, unsolved)
		}
	}
}

// checkedPath explains s with techniques ts, holding every step to the
// solution, and returns its Trial steps and whether it finished.
func checkedPath(t *testing.T, s enginetest.Sample, ts []Technique, fired map[string]int) (int, bool) {
	t.Helper()
	c, err := NewCandidates(s.Puzzle)
	if err != nil {
		t.Fatalf("%s: %v", s.Where, err)
	}
	trials := 0
	for !c.Solved() {
		st, ok := Next(c, ts)
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
	return trials, c.Solved()
}
