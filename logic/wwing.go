package logic

import (
	"fmt"
	"math/bits"
)

// findWWing finds two cells A and B that do not see each other and hold
// the same two values x and y, and a strong link of x (the only two places
// of x in a unit) whose ends P and Q, neither of them A or B, see A and B.
// If A and B were both x, neither P nor Q could be: so one of A and B is
// y, and every cell that sees both loses y.
//
//	W-Wing: r1c2 and r5c8 are 3 or 7; as 3 in row 9 lies only in r9c2, which sees r1c2, and r9c8, which sees r5c8, r1c2 or r5c8 is 7, so r1c8<>7, r5c2<>7
//
// The step's cells are A and B (base), P and Q (link, row-major), then
// the cells that lose y (target, row-major); its digits are x and y in
// increasing order; its region names A and B ("r1c2 and r5c8").
//
// The first instance is the one whose A comes first in row-major order,
// then whose y is lowest, then whose B comes first, then whose link's unit
// comes first (rows, columns, boxes).
func findWWing(c *Candidates) (Step, bool) {
	s := c.shape
	for a := 0; a < s.Cells; a++ {
		ma := c.marks[a]
		if bits.OnesCount64(ma) != 2 {
			continue
		}
		best := wWing{b: -1}
		for b := a + 1; b < s.Cells; b++ {
			if c.marks[b] != ma || c.sees(a, b) {
				continue
			}
			for ym := ma; ym != 0; ym &= ym - 1 {
				y := ym & -ym
				if best.b >= 0 && y >= best.y {
					break
				}
				x := ma &^ y
				if !c.wTargets(a, b, y, nil) {
					continue
				}
				for u := 0; u < 3*s.N; u++ {
					p, q, ok := c.linkIn(u, x)
					if !ok || p == a || p == b || q == a || q == b {
						continue
					}
					if c.sees(q, a) && c.sees(p, b) {
						p, q = q, p
					}
					if c.sees(p, a) && c.sees(q, b) {
						best = wWing{a: a, b: b, y: y, u: u, p: p, q: q}
						break
					}
				}
			}
		}
		if best.b >= 0 {
			return c.wWingStep(best), true
		}
	}
	return Step{}, false
}

// wWing is an instance: A and B, the mask of y, the link's unit and its
// ends, P seeing A and Q seeing B.
type wWing struct {
	a, b    int
	y       uint64
	u, p, q int
}

// wTargets tells whether a cell other than a and b sees both and may take
// the value of mask y; with st set, it adds every such cell to the step
// as a target and its elimination.
func (c *Candidates) wTargets(a, b int, y uint64, st *Step) bool {
	found := false
	for _, t := range c.shape.Peers(a) {
		i := int(t)
		if c.marks[i]&y == 0 || i == b || !c.sees(i, b) {
			continue
		}
		if st == nil {
			return true
		}
		found = true
		pos := c.shape.PosOf(i)
		st.Cells = append(st.Cells, CellRole{Cell: pos, Role: RoleTarget})
		st.Eliminations = append(st.Eliminations, CellValue{Cell: pos, Value: bits.TrailingZeros64(y) + 1})
	}
	return found
}

// wWingStep writes instance w.
func (c *Candidates) wWingStep(w wWing) Step {
	s := c.shape
	pa, pb := s.PosOf(w.a), s.PosOf(w.b)
	x, y := bits.TrailingZeros64(c.marks[w.a]&^w.y)+1, bits.TrailingZeros64(w.y)+1
	st := Step{Technique: "W-Wing", Region: fmt.Sprintf("%v and %v", pa, pb), Digits: []int{min(x, y), max(x, y)}}
	st.Cells = append(st.Cells, CellRole{Cell: pa, Role: RoleBase}, CellRole{Cell: pb, Role: RoleBase},
		CellRole{Cell: s.PosOf(min(w.p, w.q)), Role: RoleLink}, CellRole{Cell: s.PosOf(max(w.p, w.q)), Role: RoleLink})
	c.wTargets(w.a, w.b, w.y, &st)
	st.Text = fmt.Sprintf("W-Wing: %v and %v are %s or %s; as %s in %s lies only in %v, which sees %v, and %v, which sees %v, %v or %v is %s, so %s",
		pa, pb, c.valueText(st.Digits[0]), c.valueText(st.Digits[1]), c.valueText(x), unitName(s, w.u), s.PosOf(w.p), pa, s.PosOf(w.q), pb, pa, pb, c.valueText(y),
		c.eliminations(st.Eliminations))
	return st
}
