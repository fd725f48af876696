package logic

import (
	"fmt"
	"math/bits"
)

// findHiddenSingle finds a value that only one cell of a unit may take:
// in a box first, then in a row, then in a column. Among the instances of
// the first kind that has any, the first cell in row-major order wins, then
// the lowest value.
func findHiddenSingle(c *Candidates) (Step, bool) {
	s := c.shape
	for _, kind := range [3]int{2, 0, 1} { // box, row, column
		best, bestD, bestU := -1, 0, 0
		for u := kind * s.N; u < (kind+1)*s.N; u++ {
			var once, twice uint64
			unit := s.Unit(u)
			for _, i := range unit {
				m := c.marks[i]
				twice |= once & m
				once |= m
			}
			single := once &^ twice
			if single == 0 {
				continue
			}
			for _, i := range unit {
				if m := c.marks[i] & single; m != 0 {
					if best < 0 || i < best {
						best, bestD, bestU = i, bits.TrailingZeros64(m)+1, u
					}
					break
				}
			}
		}
		if best >= 0 {
			return placement(s, "Hidden Single", unitName(s, bestU), best, bestD,
				fmt.Sprintf("Hidden Single: %s can only go in %v in %s",
					c.valueText(bestD), s.PosOf(best), unitName(s, bestU))), true
		}
	}
	return Step{}, false
}
