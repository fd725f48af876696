package generate

import "github.com/sudokit-go/sudokit"

// Unavoidable rectangles. Four cells of a solution grid in two rows, two
// columns and two boxes that hold a b / b a are an unavoidable set: a
// puzzle with none of them as a clue has a second solution, the one with
// a and b swapped there. The generator finds the rectangles of each
// solution grid once, and a removal that would leave one without a clue
// fails at once, with no engine check. Late in a carve most removals
// fail, and these checks are the slow ones at 25x25 (docs/generate.md).
type rectangles struct {
	sol   []uint8    // the grid they were found for
	cells [][4]int32 // each rectangle's cells
	of    [][]int32  // the rectangles of each cell
}

// load finds the rectangles of sol unless they are those of the last grid.
func (u *rectangles) load(sh *sudokit.Shape, sol sudokit.Grid) {
	if u.sol != nil && string(u.sol) == string(sol.Cells) {
		return
	}
	u.sol = append(u.sol[:0], sol.Cells...)
	u.cells = u.cells[:0]
	if u.of == nil {
		u.of = make([][]int32, sh.Cells)
	}
	for i := range u.of {
		u.of[i] = u.of[i][:0]
	}
	n := sh.N
	add := func(r1, r2, c1, c2 int) {
		a, b := r1*n+c1, r1*n+c2
		c, d := r2*n+c1, r2*n+c2
		if sol.Cells[a] == sol.Cells[d] && sol.Cells[b] == sol.Cells[c] {
			k := int32(len(u.cells))
			u.cells = append(u.cells, [4]int32{int32(a), int32(b), int32(c), int32(d)})
			for _, i := range [4]int{a, b, c, d} {
				u.of[i] = append(u.of[i], k)
			}
		}
	}
	// Two rows of one band and two columns of two stacks, or two columns
	// of one stack and two rows of two bands: two boxes either way.
	for r1 := range n {
		for r2 := r1 + 1; r2 < n; r2++ {
			sameBand := r1/sh.BoxRows == r2/sh.BoxRows
			for c1 := range n {
				for c2 := c1 + 1; c2 < n; c2++ {
					if sameBand != (c1/sh.BoxCols == c2/sh.BoxCols) {
						add(r1, r2, c1, c2)
					}
				}
			}
		}
	}
}

// bare reports whether blanking cells of p (blank already) leaves a
// rectangle with no clue.
func (u *rectangles) bare(p sudokit.Grid, cells []int) bool {
	for _, i := range cells {
		for _, k := range u.of[i] {
			c := u.cells[k]
			if p.Cells[c[0]] == 0 && p.Cells[c[1]] == 0 && p.Cells[c[2]] == 0 && p.Cells[c[3]] == 0 {
				return true
			}
		}
	}
	return false
}
