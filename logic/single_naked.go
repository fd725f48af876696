package logic

import (
	"fmt"
	"math/bits"
)

// findNakedSingle finds a blank cell that can take one value only; the
// first in row-major order wins.
func findNakedSingle(c *Candidates) (Step, bool) {
	for i, m := range c.marks {
		if c.values[i] == 0 && m != 0 && m&(m-1) == 0 {
			d := bits.TrailingZeros64(m) + 1
			return placement(c.shape, "Naked Single", c.shape.PosOf(i).String(), i, d,
				fmt.Sprintf("Naked Single: %v can only be %s", c.shape.PosOf(i), c.valueText(d))), true
		}
	}
	return Step{}, false
}
