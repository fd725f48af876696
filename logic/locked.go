package logic

import (
	"fmt"

	"github.com/sudokit-go/sudokit"
)

// findPointing finds a box whose cells that may take a value all lie in one
// row or one column: the value goes in that line inside the box, so the
// rest of the line loses it. "Pointing: in box 5, 7 lies only in row 4, so
// r4c1<>7, r4c8<>7".
func findPointing(c *Candidates) (Step, bool) {
	return findLocked(c, "Pointing", []int{sudokit.BoxUnit}, []int{sudokit.RowUnit, sudokit.ColumnUnit})
}

// findClaiming finds a row or a column whose cells that may take a value
// all lie in one box: the value goes in that line inside the box, so the
// rest of the box loses it. "Claiming: in row 4, 7 lies only in box 5, so
// r5c4<>7, r6c6<>7". Rows come before columns when both start at the same
// cell with the same value.
func findClaiming(c *Candidates) (Step, bool) {
	return findLocked(c, "Claiming", []int{sudokit.RowUnit, sudokit.ColumnUnit}, []int{sudokit.BoxUnit})
}

// findLocked finds a locked candidate: a value whose places in a unit of
// baseKinds (at least two of them, else it is a single) all lie in one unit
// of otherKinds that has other places for it. The instance whose first base
// cell comes first in row-major order wins, then the lowest value, then the
// earlier kind.
func findLocked(c *Candidates, name string, baseKinds, otherKinds []int) (Step, bool) {
	s := c.shape
	bestFirst, bestD, bestBase, bestOther := -1, 0, 0, 0
	for _, bk := range baseKinds {
		for u := bk * s.N; u < (bk+1)*s.N; u++ {
			unit := s.Unit(u)
			for d := 1; d <= s.N; d++ {
				m := bit(d)
				if c.unitValues[u]&m != 0 {
					continue
				}
				for _, ok := range otherKinds {
					first, count, other := -1, 0, -1
					for _, i := range unit {
						if c.marks[i]&m == 0 {
							continue
						}
						o := s.UnitsOf(i)[ok]
						if first < 0 {
							first, other = i, o
						} else if o != other {
							count = -1
							break
						}
						count++
					}
					if count < 2 || bestFirst >= 0 && (first > bestFirst || first == bestFirst && d >= bestD) {
						continue
					}
					if c.outside(other, u, bk, m) {
						bestFirst, bestD, bestBase, bestOther = first, d, u, other
					}
				}
			}
		}
	}
	if bestFirst < 0 {
		return Step{}, false
	}
	st := Step{Technique: name, Region: unitName(s, bestBase), Digits: []int{bestD}}
	m := bit(bestD)
	for _, i := range s.Unit(bestBase) {
		if c.marks[i]&m != 0 {
			st.Cells = append(st.Cells, CellRole{Cell: s.PosOf(i), Role: RoleBase})
		}
	}
	bk := bestBase / s.N
	for _, i := range s.Unit(bestOther) {
		if c.marks[i]&m != 0 && s.UnitsOf(i)[bk] != bestBase {
			p := s.PosOf(i)
			st.Cells = append(st.Cells, CellRole{Cell: p, Role: RoleTarget})
			st.Eliminations = append(st.Eliminations, CellValue{Cell: p, Value: bestD})
		}
	}
	st.Text = fmt.Sprintf("%s: in %s, %s lies only in %s, so %s", name,
		unitName(s, bestBase), c.valueText(bestD), unitName(s, bestOther), c.eliminations(st.Eliminations))
	return st, true
}

// outside tells whether a cell of unit other, outside unit base (of kind
// bk), may take the values of mask m.
func (c *Candidates) outside(other, base, bk int, m uint64) bool {
	for _, i := range c.shape.Unit(other) {
		if c.marks[i]&m != 0 && c.shape.UnitsOf(i)[bk] != base {
			return true
		}
	}
	return false
}
