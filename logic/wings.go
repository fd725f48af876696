package logic

import (
	"fmt"
	"math/bits"
	"strings"
)

// Wings: a pivot cell and two pincers, cells that see the pivot (share a
// row, a column or a box with it) and hold two values each.
//
//	XY-Wing:  pivot {x, y}, pincers {x, z} and {y, z}
//	XYZ-Wing: pivot {x, y, z}, pincers {x, z} and {y, z}
//
// If the pivot is x, the pincer {x, z} is z; if it is y, the pincer
// {y, z} is; an XYZ-Wing's pivot may also be z itself. So z lies in a pincer (or, in an
// XYZ-Wing, the pivot), and every cell that sees both pincers (and, in an
// XYZ-Wing, the pivot too) loses z. x, y and z are distinct values, so the
// pincers differ. The sentences give the pivot's values in increasing
// order, then the pincers in the order of the pivot value they share, each
// with that value, then z:
//
//	XY-Wing: as r2c2 is 3 or 7, r2c8 (3 or 5) or r5c2 (7 or 5) is 5, so r5c8<>5
//	XYZ-Wing: as r2c2 is 3, 5 or 7, r2c2, r2c3 (3 or 5) or r5c2 (7 or 5) is 5, so r1c2<>5, r3c2<>5
//
// The step's cells are the pivot (base), the pincers (base, in row-major
// order), then the cells that lose z (target, in row-major order); its
// digits are x, y and z in increasing order; its region is the pivot
// ("r2c2").
//
// The first instance is the one whose pivot comes first in row-major
// order, as SE scans pivots (docs/rating.md §5), then whose z is lowest,
// then whose pincers come first in row-major order (the first pincer, then
// the second). SE takes the pincers of a pivot in the order of the pivot's
// box, row and column cells; sudokit takes them in row-major order, so the
// two may pick different wings of the same pivot. A wing counts only if it
// eliminates something.

func findXYWing(c *Candidates) (Step, bool)  { return findWing(c, false) }
func findXYZWing(c *Candidates) (Step, bool) { return findWing(c, true) }

// findWing finds the first XY-Wing (or XYZ-Wing when xyz is set).
func findWing(c *Candidates, xyz bool) (Step, bool) {
	s := c.shape
	size := 2
	if xyz {
		size = 3
	}
	var wings [3 * 64]int32 // the pivot's peers that may be pincers, row-major
	for p := 0; p < s.Cells; p++ {
		mp := c.marks[p]
		if bits.OnesCount64(mp) != size {
			continue
		}
		n := 0
		for _, j := range s.Peers(p) {
			m := c.marks[j]
			if bits.OnesCount64(m) != 2 {
				continue
			}
			if xyz && m&^mp == 0 || !xyz && bits.OnesCount64(m&mp) == 1 {
				wings[n] = j
				n++
			}
		}
		bestA, bestB := -1, -1
		var bestZ uint64
		for k := 0; k < n; k++ {
			a := int(wings[k])
			for l := k + 1; l < n; l++ {
				b := int(wings[l])
				z := c.marks[a] & c.marks[b]
				if bits.OnesCount64(z) != 1 || bestA >= 0 && z >= bestZ {
					continue
				}
				union := c.marks[a] | c.marks[b]
				if xyz && union != mp || !xyz && (z&mp != 0 || union&^z != mp) {
					continue
				}
				if c.wingTargets(p, a, b, z, xyz, nil) {
					bestA, bestB, bestZ = a, b, z
				}
			}
		}
		if bestA >= 0 {
			return c.wingStep(p, bestA, bestB, bestZ, xyz), true
		}
	}
	return Step{}, false
}

// sees tells whether cells i and j are peers: two cells that share a row,
// a column or a box.
func (c *Candidates) sees(i, j int) bool {
	u, v := c.shape.UnitsOf(i), c.shape.UnitsOf(j)
	return i != j && (u[0] == v[0] || u[1] == v[1] || u[2] == v[2])
}

// wingTargets tells whether a cell that sees pincers a and b (and pivot p
// when xyz is set) may take z, the mask of one value; with st set, it adds
// every such cell to the step as a target and its elimination of z.
func (c *Candidates) wingTargets(p, a, b int, z uint64, xyz bool, st *Step) bool {
	found := false
	for _, t := range c.shape.Peers(a) {
		i := int(t)
		if c.marks[i]&z == 0 || i == p || !c.sees(i, b) || xyz && !c.sees(i, p) {
			continue
		}
		if st == nil {
			return true
		}
		found = true
		pos := c.shape.PosOf(i)
		st.Cells = append(st.Cells, CellRole{Cell: pos, Role: RoleTarget})
		st.Eliminations = append(st.Eliminations, CellValue{Cell: pos, Value: bits.TrailingZeros64(z) + 1})
	}
	return found
}

// wingStep writes the wing of pivot p and pincers a and b (a before b in
// row-major order) whose common value has mask z.
func (c *Candidates) wingStep(p, a, b int, z uint64, xyz bool) Step {
	s := c.shape
	name := "XY-Wing"
	if xyz {
		name = "XYZ-Wing"
	}
	st := Step{Technique: name, Region: s.PosOf(p).String()}
	for m := c.marks[p] | z; m != 0; m &= m - 1 {
		st.Digits = append(st.Digits, bits.TrailingZeros64(m)+1)
	}
	for _, i := range [3]int{p, a, b} {
		st.Cells = append(st.Cells, CellRole{Cell: s.PosOf(i), Role: RoleBase})
	}
	c.wingTargets(p, a, b, z, xyz, &st)
	var pivotNames []string
	for m := c.marks[p]; m != 0; m &= m - 1 {
		pivotNames = append(pivotNames, c.valueText(bits.TrailingZeros64(m)+1))
	}
	first, second := a, b // in the order of the pivot value they share
	if c.marks[b]&^z < c.marks[a]&^z {
		first, second = b, a
	}
	zv := bits.TrailingZeros64(z) + 1
	pincer := func(i int) string {
		return fmt.Sprintf("%v (%s or %s)", s.PosOf(i), c.valueText(bits.TrailingZeros64(c.marks[i]&^z)+1), c.valueText(zv))
	}
	holders := pincer(first) + " or " + pincer(second)
	if xyz {
		holders = s.PosOf(p).String() + ", " + holders
	}
	st.Text = fmt.Sprintf("%s: as %s is %s, %s is %s, so %s", name, st.Region,
		orList(pivotNames), holders, c.valueText(zv), c.eliminations(st.Eliminations))
	return st
}

// orList writes "a", "a or b", "a, b or c".
func orList(items []string) string {
	if len(items) < 2 {
		return strings.Join(items, "")
	}
	return strings.Join(items[:len(items)-1], ", ") + " or " + items[len(items)-1]
}
