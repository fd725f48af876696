package logic

import "github.com/sudokit-go/sudokit"

// SE's Locking producers (#2 direct, #6 not): a value whose places in a
// unit (at least two) all lie in one crossing unit. SE scans the pairs of
// kinds (box, column), (box, row), (column, box), (row, box), then the
// first unit by index, the crossing unit by index, the value 1…N: every
// pointing (box first) before any claiming. Each half is a rung of its own.

// directPointing is the pointing half of Direct Pointing/Claiming (#2):
// the pattern would leave a hidden single in another box; rated 1.7.
func (se *seScratch) directPointing(c *Candidates, h *seHint) bool {
	h.reset()
	return se.locking(c, h, sudokit.BoxUnit, sudokit.ColumnUnit, true) ||
		se.locking(c, h, sudokit.BoxUnit, sudokit.RowUnit, true)
}

// directClaiming is the claiming half of #2: rated 1.9.
func (se *seScratch) directClaiming(c *Candidates, h *seHint) bool {
	h.reset()
	return se.locking(c, h, sudokit.ColumnUnit, sudokit.BoxUnit, true) ||
		se.locking(c, h, sudokit.RowUnit, sudokit.BoxUnit, true)
}

// pointing is the pointing half of Pointing & Claiming (#6): rated 2.6.
func (se *seScratch) pointing(c *Candidates, h *seHint) bool {
	h.reset()
	return se.locking(c, h, sudokit.BoxUnit, sudokit.ColumnUnit, false) ||
		se.locking(c, h, sudokit.BoxUnit, sudokit.RowUnit, false)
}

// claiming is the claiming half of #6: rated 2.8.
func (se *seScratch) claiming(c *Candidates, h *seHint) bool {
	h.reset()
	return se.locking(c, h, sudokit.ColumnUnit, sudokit.BoxUnit, false) ||
		se.locking(c, h, sudokit.RowUnit, sudokit.BoxUnit, false)
}

// locking scans the units of kind k1 and the crossing units of kind k2
// and writes the first hint into h. Direct: another unit of kind k1
// crossing the second unit has two or more places for the value, exactly
// one outside it: the hint places the value there and eliminates nothing
// (docs/rating.md §2.1). Not direct: the hint removes the value from the
// second unit outside the first.
func (se *seScratch) locking(c *Candidates, h *seHint, k1, k2 int, direct bool) bool {
	s := se.s
	pos := se.pos
	for u1 := k1 * s.N; u1 < (k1+1)*s.N; u1++ {
		if c.unitBlanks[u1] < 2 {
			continue
		}
		c.positions(u1, pos)
		for x, u2 := range se.cross[u1][k2] {
			in := se.crossMask[u1][k2][x]
			for v := 1; v <= s.N; v++ {
				p := pos[v]
				if p&(p-1) == 0 || p&^in != 0 {
					continue
				}
				m := bit(v)
				if direct {
					if i := se.followingSingle(c, u1, u2, k1, m); i >= 0 {
						h.cell, h.value = i, v
						h.technique, h.rating = "Direct Claiming", 1.9
						if k1 == sudokit.BoxUnit {
							h.technique, h.rating = "Direct Pointing", 1.7
						}
						return true
					}
					continue
				}
				for _, i := range s.Unit(u2) {
					if c.marks[i]&m != 0 && s.UnitsOf(i)[k1] != u1 {
						h.eliminate(i, v)
					}
				}
				if len(h.elims) > 0 {
					h.technique, h.rating = "Claiming", 2.8
					if k1 == sudokit.BoxUnit {
						h.technique, h.rating = "Pointing", 2.6
					}
					return true
				}
			}
		}
	}
	return false
}

// followingSingle looks, in the units of kind k1 other than u1 that cross
// u2 (by index), for one where value mask m has two or more places of
// which exactly one lies outside u2, and returns that cell, or -1.
func (se *seScratch) followingSingle(c *Candidates, u1, u2, k1 int, m uint64) int {
	s := se.s
	k2 := u2 / s.N
	for _, u3 := range se.cross[u2][k1] {
		if u3 == u1 {
			continue
		}
		n, outside, cell := 0, 0, -1
		for _, i := range s.Unit(u3) {
			if c.marks[i]&m == 0 {
				continue
			}
			n++
			if s.UnitsOf(i)[k2] != u2 {
				outside++
				cell = i
			}
		}
		if n > 1 && outside == 1 {
			return cell
		}
	}
	return -1
}
