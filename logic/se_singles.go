package logic

import (
	"math/bits"

	"github.com/sudokit-go/sudokit"
)

// bitsTZ is the number of trailing zero bits of m: the value of its lowest
// bit, less one.
func bitsTZ(m uint64) int { return bits.TrailingZeros64(m) }

// fullHouse is the first half of SE's Hidden Single producer (#1): a unit
// with one blank cell left, in boxes, then columns, then rows; rated 1.0.
func (se *seScratch) fullHouse(c *Candidates, h *seHint) bool {
	h.reset()
	s := se.s
	for _, kind := range seKinds {
		for u := kind * s.N; u < (kind+1)*s.N; u++ {
			if c.unitBlanks[u] != 1 {
				continue
			}
			for _, i := range s.Unit(u) {
				if c.values[i] != 0 {
					continue
				}
				if m := c.marks[i]; m != 0 {
					h.rating, h.technique = 1.0, "Full House"
					h.cell, h.value = i, bitsTZ(m)+1
					return true
				}
				break
			}
		}
	}
	return false
}

// hiddenSingle is the second half of SE's Hidden Single producer (#1): a
// value with one place in a unit of two or more blank cells; boxes, then
// columns, then rows, the lowest value first; rated 1.2 in a box, 1.5 in
// a line.
func (se *seScratch) hiddenSingle(c *Candidates, h *seHint) bool {
	h.reset()
	s := se.s
	for _, kind := range seKinds {
		for u := kind * s.N; u < (kind+1)*s.N; u++ {
			if c.unitBlanks[u] <= 1 {
				continue
			}
			unit := s.Unit(u)
			var once, twice uint64
			for _, i := range unit {
				m := c.marks[i]
				twice |= once & m
				once |= m
			}
			single := once &^ twice
			if single == 0 {
				continue
			}
			single &= -single
			for _, i := range unit {
				if c.marks[i]&single != 0 {
					h.rating, h.technique = 1.5, "Hidden Single"
					if kind == sudokit.BoxUnit {
						h.rating = 1.2
					}
					h.cell, h.value = i, bitsTZ(single)+1
					return true
				}
			}
		}
	}
	return false
}

// nakedSingle is SE's Naked Single producer (#4): the first blank cell in
// row-major order with one candidate; rated 2.3.
func (se *seScratch) nakedSingle(c *Candidates, h *seHint) bool {
	h.reset()
	for i, m := range c.marks {
		if m != 0 && m&(m-1) == 0 {
			h.rating, h.technique = 2.3, "Naked Single"
			h.cell, h.value = i, bitsTZ(m)+1
			return true
		}
	}
	return false
}
