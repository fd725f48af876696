package logic

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sudokit-go/sudokit"
	"github.com/sudokit-go/sudokit/internal/enginetest"
	"github.com/sudokit-go/sudokit/internal/shareddata"
)

// TestSoundness walks the path of every puzzle of testdata/sets that has a
// solution, under several sets of techniques, and holds each step to the
// golden solution: a placement writes the solution's value, an elimination
// never removes it, and after each step every blank cell still has its
// solution's value as a candidate. A deduction holds in every solution of a
// puzzle, so puzzles with several solutions are checked against the one
// their file gives. Each technique must fire somewhere, or the test proves
// nothing about it.
func TestSoundness(t *testing.T) {
	sets := [][]Technique{
		withoutForcing(Ladder()), // the whole ladder but the costly forcing group, see forcingSample
		mustSelect(t, "Full House", "Naked Single", "intersections"),
		mustSelect(t, "Naked Single", "Claiming"),
		mustSelect(t, "singles", "subsets"),
		mustSelect(t, "Full House", "Hidden Single", "Hidden Quad", "Naked Quad"),
		mustSelect(t, "singles", "fish"),
		mustSelect(t, "Full House", "Hidden Single", "Jellyfish"),
		mustSelect(t, "singles", "wings"),
		// the SE techniques alone, so that the uniqueness group meets its
		// patterns before a chain or a pattern SE lacks takes them apart
		mustSelect(t, "singles", "intersections", "subsets", "X-Wing", "Swordfish", "Jellyfish",
			"XY-Wing", "XYZ-Wing", "uniqueness", "Aligned Pair Exclusion"),
		mustSelect(t, "singles", "single-digit", "Finned X-Wing", "Sashimi X-Wing", "Finned Swordfish",
			"Sashimi Swordfish", "Finned Jellyfish", "Sashimi Jellyfish", "coloring"),
	}
	// sampled run on the first puzzles of each set only, to keep the run
	// short, and so does the whole ladder: on the other puzzles, the
	// ladder below chains, forcing and trial (which go -run LongChains -long walks
	// over thousands of puzzles) stands for it.
	const sampleSize = 6
	var belowChains []Technique
	for _, tech := range ladder {
		if tech.Group != GroupChains && tech.Group != GroupForcing && tech.Group != GroupTrial {
			belowChains = append(belowChains, tech)
		}
	}
	// The forcing group costs tens of milliseconds a step on a hard 9x9
	// grid, far more on larger ones: the whole ladder walks only the first
	// puzzles of each set up to 9x9 (every puzzle with -long).
	const forcingSample = 3
	sampled := [][]Technique{
		mustSelect(t, "Hidden Single", "Trial"),
		mustSelect(t, "singles", "X-Chain"),
		mustSelect(t, "singles", "XY-Chain"),
		mustSelect(t, "singles", "Alternating Inference Chain"),
		mustSelect(t, "singles", "ALS-XZ"),
	}
	fired, sizes := map[string]int{}, map[int]int{}
	for _, name := range append(enginetest.SetNames(t), "se-techniques") {
		limit := 0
		if testing.Short() || strings.HasPrefix(name, "36x36") {
			limit = 1
		}
		samples := seTechniqueSamples(t)
		if name != "se-techniques" {
			samples = enginetest.Set(t, name, limit)
		}
		for k, s := range samples {
			if s.Count == 0 {
				continue
			}
			sizes[s.Puzzle.Shape.N]++
			all := append([][]Technique{belowChains}, sets[1:]...)
			if k < sampleSize {
				all = append(sets[:len(sets):len(sets)], sampled...)
			}
			if k < forcingSample && s.Puzzle.Shape.N <= 9 || shareddata.Long() {
				all = append(all[:len(all):len(all)], nil)
			}
			for _, ts := range all {
				if s.Count != 1 {
					ts = withoutUniqueness(ts) // they hold only on puzzles with one solution
				}
				c, err := NewCandidates(s.Puzzle)
				if err != nil {
					t.Fatalf("%s: %v", s.Where, err)
				}
				sh := c.Shape()
				for !c.Solved() {
					st, ok := Next(c, ts)
					if !ok || st.Technique == trialName && s.Count != 1 {
						break // Trial may take any solution of a puzzle with several
					}
					fired[st.Technique]++
					holdStep(t, s.Where, s.Sol, st)
					c.Apply(st)
					for i, v := range s.Sol.Cells {
						if c.Value(i) == 0 && !c.Has(i, int(v)) {
							t.Fatalf("%s: after %s, %v lost its solution's %d", s.Where, st.Text, sh.PosOf(i), v)
						}
					}
				}
				if c.Solved() && !c.Grid().Equal(s.Sol) && s.Count == 1 {
					t.Fatalf("%s: solved to a grid other than the solution", s.Where)
				}
			}
		}
	}
	for _, tech := range ladder {
		if fired[tech.Name] == 0 && !testing.Short() { // -short reads one puzzle a set
			t.Errorf("%s never fired", tech.Name)
		}
	}
	t.Logf("puzzles per size: %v; steps per technique: %v", sizes, fired)
}

// withoutUniqueness is ts (nil: the ladder) without the uniqueness group.
func withoutUniqueness(ts []Technique) []Technique {
	if ts == nil {
		ts = Ladder()
	}
	out := []Technique{}
	for _, t := range ts {
		if t.Group != GroupUniqueness {
			out = append(out, t)
		}
	}
	return out
}

// withoutForcing is ts without the forcing group.
func withoutForcing(ts []Technique) []Technique {
	out := []Technique{}
	for _, t := range ts {
		if t.Group != GroupForcing {
			out = append(out, t)
		}
	}
	return out
}

// seTechniqueSamples are the 9x9 puzzles of testdata/se-techniques.tsv
// (puzzle, tab, solution; from the shared QQwing expert and top1465 sets),
// whose paths meet the uniqueness techniques and Aligned Pair Exclusion.
func seTechniqueSamples(t *testing.T) []enginetest.Sample {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", "se-techniques.tsv"))
	if err != nil {
		t.Fatal(err)
	}
	var out []enginetest.Sample
	for k, l := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		p, sol, _ := strings.Cut(l, "\t")
		out = append(out, enginetest.Sample{Where: fmt.Sprintf("se-techniques.tsv:%d", k+1),
			Puzzle: sudokit.MustParse(p).Grid, Sol: sudokit.MustParse(sol).Grid, Count: 1})
	}
	return out
}
