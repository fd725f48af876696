package logic

import (
	"strings"
	"testing"

	"github.com/sudokit-go/sudokit/internal/enginetest"
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
		nil, // the whole ladder
		mustSelect(t, "Full House", "Naked Single", "intersections"),
		mustSelect(t, "Naked Single", "Claiming"),
		mustSelect(t, "singles", "subsets"),
		mustSelect(t, "Full House", "Hidden Single", "Hidden Quad", "Naked Quad"),
		mustSelect(t, "singles", "fish"),
		mustSelect(t, "Full House", "Hidden Single", "Jellyfish"),
		mustSelect(t, "singles", "wings"),
	}
	// sampled run on the first puzzles of each set only, to keep the run
	// short, and so does the whole ladder: on the other puzzles, the
	// ladder below chains and trial (which go -run LongChains -long walks
	// over thousands of puzzles) stands for it.
	const sampleSize = 6
	var belowChains []Technique
	for _, tech := range ladder {
		if tech.Group != GroupChains && tech.Group != GroupTrial {
			belowChains = append(belowChains, tech)
		}
	}
	sampled := [][]Technique{
		mustSelect(t, "Hidden Single", "Trial"),
		mustSelect(t, "singles", "X-Chain"),
		mustSelect(t, "singles", "XY-Chain"),
		mustSelect(t, "singles", "Alternating Inference Chain"),
		mustSelect(t, "singles", "ALS-XZ"),
	}
	fired, sizes := map[string]int{}, map[int]int{}
	for _, name := range enginetest.SetNames(t) {
		limit := 0
		if testing.Short() || strings.HasPrefix(name, "36x36") {
			limit = 1
		}
		for k, s := range enginetest.Set(t, name, limit) {
			if s.Count == 0 {
				continue
			}
			sizes[s.Puzzle.Shape.N]++
			all := append([][]Technique{belowChains}, sets[1:]...)
			if k < sampleSize {
				all = append(sets[:len(sets):len(sets)], sampled...)
			}
			for _, ts := range all {
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
					for _, p := range st.Placements {
						if want := int(s.Sol.Cells[sh.Index(p.Cell)]); p.Value != want {
							t.Fatalf("%s: %s places %d at %v; the solution has %d", s.Where, st.Text, p.Value, p.Cell, want)
						}
					}
					for _, e := range st.Eliminations {
						if int(s.Sol.Cells[sh.Index(e.Cell)]) == e.Value {
							t.Fatalf("%s: %s eliminates the solution's %d at %v", s.Where, st.Text, e.Value, e.Cell)
						}
					}
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
		if fired[tech.Name] == 0 {
			t.Errorf("%s never fired", tech.Name)
		}
	}
	t.Logf("puzzles per size: %v; steps per technique: %v", sizes, fired)
}
