package logic

import (
	"fmt"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/sudokit-go/sudokit/internal/enginetest"
	"github.com/sudokit-go/sudokit/internal/shareddata"
)

// patternNames are the techniques SE lacks that the patterns files add:
// finned and sashimi fish, the single-digit patterns, W-Wing and Simple
// Colors.
var patternNames = []string{
	"Skyscraper", "2-String Kite", "Turbot Fish", "Empty Rectangle", "W-Wing",
	"Finned X-Wing", "Sashimi X-Wing", "Finned Swordfish", "Sashimi Swordfish",
	"Finned Jellyfish", "Sashimi Jellyfish", "Simple Colors",
}

// TestLongPatterns walks the path of every puzzle with one solution of
// some shared sets (go test -run LongPatterns -long ./logic) twice, by
// logic alone (the ladder less its trial step): without patternNames, and
// with them. It holds every step of the second walk to the solution, fails
// when a puzzle that the first walk finishes is left stuck by the second,
// and logs per set the puzzles each finishes, the time per puzzle of each
// and how often each pattern fires in the second.
//
// It takes about half an hour on a loaded 2-core machine (the 9x9 sets
// 12 minutes, the first 10 puzzles of 16x16 random-minimal with the
// whole ladder 14), more than go test's default timeout of 10 minutes
// (which is what stopped it before, with FAIL and no failed step): run
// it with go test -run LongPatterns -long -timeout 1h ./logic. The rest
// of 16x16 random-minimal and 25x25 are walked without the forcing group
// (explain's nested forcing chains take seconds to minutes a step there;
// without them the two sets take a minute).
func TestLongPatterns(t *testing.T) {
	if !shareddata.Long() {
		t.Skip("run with -long")
	}
	dir := shareddata.Dir(t)
	// The ladder less the trial step (logic alone), with the patterns and
	// without; the same less the forcing group for the sets where it
	// would take hours (noForcing).
	var with, without, withNF, withoutNF []Technique
	for _, tech := range ladder {
		if tech.Group == GroupTrial {
			continue
		}
		with = append(with, tech)
		if !isPattern(tech.Name) {
			without = append(without, tech)
		}
		if tech.Group != GroupForcing {
			withNF = append(withNF, tech)
			if !isPattern(tech.Name) {
				withoutNF = append(withoutNF, tech)
			}
		}
	}
	sets := []struct {
		file      string
		limit     int
		noForcing bool
	}{
		{"9x9/magictour-top1465.txt", 0, false},
		{"9x9/qqwing-expert.txt", 0, false},
		{"9x9/qqwing-intermediate.txt", 0, false},
		{"9x9/forum-hardest-1106.txt", 0, false},
		{"9x9/norvig-top95.txt", 0, false},
		{"9x9/kaggle-sample-10000.txt", 2000, false},
		{"9x9/17-clue.txt", 2000, false},
		{"9x9/forum-hardest-1905-11plus.txt", 500, false},
		{"6x6/random-minimal.txt", 0, false},
		{"12x12/random-minimal.txt", 0, false},
		{"16x16/random-minimal.txt", 10, false},
		{"16x16/random-minimal.txt", 0, true},
		{"16x16/public-gecode.txt", 0, false},
		{"25x25/public-gecode.txt", 0, true},
	}
	for _, set := range sets {
		with, without := with, without
		if set.noForcing {
			with, without = withNF, withoutNF
		}
		path := filepath.Join(dir, set.file)
		samples := enginetest.ReadSet(t, path, enginetest.SetOptions(path), set.limit)
		fired := map[string]int{}
		puzzles, before, after := 0, 0, 0
		var spent, spentBefore time.Duration
		for _, s := range samples {
			if s.Count != 1 {
				continue
			}
			puzzles++
			start := time.Now()
			solvedBefore := walkSolved(t, s, without, nil)
			if solvedBefore {
				before++
			}
			spentBefore += time.Since(start)
			start = time.Now()
			solved := walkSolved(t, s, with, fired)
			spent += time.Since(start)
			if solved {
				after++
			} else if solvedBefore {
				t.Errorf("%s: finished without the patterns, stuck with them", s.Where)
			}
		}
		var counts []string
		for _, n := range patternNames {
			if fired[n] > 0 {
				counts = append(counts, fmt.Sprintf("%s %d", n, fired[n]))
			}
		}
		sort.Strings(counts)
		per, perBefore := time.Duration(0), time.Duration(0)
		if puzzles > 0 {
			per, perBefore = spent/time.Duration(puzzles), spentBefore/time.Duration(puzzles)
		}
		note := ""
		if set.noForcing {
			note = " (no forcing group)"
		}
		t.Logf("%s%s: %d puzzles; finished %d without the patterns (%v a puzzle), %d with them (%v a puzzle); steps: %s",
			set.file, note, puzzles, before, perBefore.Round(time.Microsecond), after, per.Round(time.Microsecond), strings.Join(counts, ", "))
	}
}

// isPattern tells whether name is one of patternNames.
func isPattern(name string) bool {
	for _, n := range patternNames {
		if n == name {
			return true
		}
	}
	return false
}

// walkSolved walks the path of s with techniques (the whole ladder when
// nil), holds every step to the solution, counts the steps of each
// technique in fired (when not nil) and tells whether the path finishes.
func walkSolved(t *testing.T, s enginetest.Sample, techniques []Technique, fired map[string]int) bool {
	t.Helper()
	c, err := NewCandidates(s.Puzzle)
	if err != nil {
		t.Fatalf("%s: %v", s.Where, err)
	}
	for !c.Solved() {
		st, ok := Next(c, techniques)
		if !ok {
			return false
		}
		if fired != nil {
			fired[st.Technique]++
		}
		holdStep(t, s.Where, s.Sol, st)
		c.Apply(st)
	}
	return true
}
