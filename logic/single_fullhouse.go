package logic

import (
	"fmt"
	"math/bits"

	"github.com/sudokit-go/sudokit"
)

// findFullHouse finds a unit with one blank cell left: its missing value
// goes there. The first such cell in row-major order wins; the sentence
// names its box if the box has no other blank, else its row, else its
// column. A cell that cannot take the missing value (the grid then has no
// solution) is no Full House: no technique places a value that is not a
// candidate.
func findFullHouse(c *Candidates) (Step, bool) {
	s := c.shape
	all := allValues(s.N)
	for i, v := range c.values {
		if v != 0 {
			continue
		}
		us := s.UnitsOf(i)
		for _, u := range [3]int{us[2], us[0], us[1]} {
			if c.unitBlanks[u] != 1 {
				continue
			}
			d := bits.TrailingZeros64(all&^c.unitValues[u]) + 1
			if c.marks[i]&bit(d) == 0 {
				continue // a peer holds it: the grid has no solution
			}
			p := s.PosOf(i)
			return Step{
				Technique:  "Full House",
				Region:     unitName(s, u),
				Digits:     []int{d},
				Cells:      []CellRole{{Cell: p, Role: RoleTarget}},
				Placements: []CellValue{{Cell: p, Value: d}},
				Text: fmt.Sprintf("Full House: %s is the last value missing from %s, at %v",
					c.valueText(d), unitName(s, u), p),
			}, true
		}
	}
	return Step{}, false
}

// placement is the step of a single: value d at flat index i.
func placement(s *sudokit.Shape, technique, region string, i, d int, text string) Step {
	p := s.PosOf(i)
	return Step{
		Technique:  technique,
		Region:     region,
		Digits:     []int{d},
		Cells:      []CellRole{{Cell: p, Role: RoleTarget}},
		Placements: []CellValue{{Cell: p, Value: d}},
		Text:       text,
	}
}
