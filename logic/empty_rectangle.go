package logic

import (
	"fmt"

	"github.com/sudokit-go/sudokit"
)

// findEmptyRectangle finds a box in which a value lies only in one row and
// one column (at least one place in the row off the column, one in the
// column off the row), and a strong link of the value in a line crossing
// that row (or column) outside the box: P on the box's row, Q its other
// end, in a row (column) outside the box. If Q is not the value, P is, and
// the box takes it in its column; so the cell T where the box's column
// meets Q's row cannot be the value either way:
//
//	Empty Rectangle: 4 in box 5 lies only in row 4 or column 6, and in column 8 only in r4c8 or r9c8; r9c8 is 4, or r4c8 is and box 5's 4 is in column 6, so r9c6<>4
//
// The step's cells are the places of the value in the box (base), P and Q
// (link), then T (target); its region is the box.
//
// The first instance is the one whose first cell (of the box's places, P
// and Q) comes first in row-major order, then whose value is lowest; ties
// go to the box first in order, then its row and column (a box of two rows
// or columns may hold two crosses), then the link whose unit comes first
// (rows, then columns).
func findEmptyRectangle(c *Candidates) (Step, bool) {
	s := c.shape
	best := emptyRectangle{first: -1}
	for d := 1; d <= s.N; d++ {
		m := bit(d)
		for b := 0; b < s.N; b++ {
			box := 2*s.N + b
			if c.unitValues[box]&m != 0 {
				continue
			}
			top := s.BoxStart(b)
			for r := top.Row; r < top.Row+s.BoxRows; r++ {
				for col := top.Col; col < top.Col+s.BoxCols; col++ {
					if first, ok := c.erCross(box, r, col, m); ok {
						c.erLinks(&best, d, box, r, col, first)
					}
				}
			}
		}
	}
	if best.first < 0 {
		return Step{}, false
	}
	return c.erStep(best), true
}

// erLinks looks for the strong links of value d that make an Empty
// Rectangle with the cross of row r and column col in box (whose first
// place is first), and keeps in best the first instance.
func (c *Candidates) erLinks(best *emptyRectangle, d, box, r, col, first int) {
	s, m := c.shape, bit(d)
	top := s.BoxStart(box - 2*s.N)
	for u := 0; u < 2*s.N; u++ { // the link: a row, then a column, outside the box
		kind, l := u/s.N, u%s.N
		if kind == sudokit.RowUnit && l >= top.Row && l < top.Row+s.BoxRows ||
			kind == sudokit.ColumnUnit && l >= top.Col && l < top.Col+s.BoxCols {
			continue
		}
		p, q, ok := c.linkIn(u, m)
		if !ok {
			continue
		}
		// P is the end on the box's column (row link) or row (column link).
		t := -1
		if kind == sudokit.RowUnit {
			if q%s.N == col {
				p, q = q, p
			}
			if p%s.N == col && (q%s.N < top.Col || q%s.N >= top.Col+s.BoxCols) {
				t = r*s.N + q%s.N
			}
		} else {
			if q/s.N == r {
				p, q = q, p
			}
			if p/s.N == r && (q/s.N < top.Row || q/s.N >= top.Row+s.BoxRows) {
				t = (q/s.N)*s.N + col
			}
		}
		if t < 0 || c.marks[t]&m == 0 {
			continue
		}
		f := min(first, p, q)
		if best.first >= 0 && (f > best.first || f == best.first && d >= best.d) {
			continue
		}
		*best = emptyRectangle{first: f, d: d, box: box, row: r, col: col, link: u, p: p, q: q, t: t}
	}
}

// emptyRectangle is an instance: the box, its row and column, the link's
// unit, its ends P and Q, and the target T.
type emptyRectangle struct {
	first, d, box, row, col, link, p, q, t int
}

// erCross tells whether the places of the values of mask m in box lie
// only in row r and column col, with at least one in the row off the column
// and one in the column off the row, and returns the box's first place.
func (c *Candidates) erCross(box, r, col int, m uint64) (first int, ok bool) {
	s := c.shape
	inRow, inCol := false, false
	first = -1
	for _, i := range s.Unit(box) {
		if c.marks[i]&m == 0 {
			continue
		}
		if first < 0 {
			first = i
		}
		ir, ic := i/s.N == r, i%s.N == col
		switch {
		case ir && !ic:
			inRow = true
		case ic && !ir:
			inCol = true
		case !ir && !ic:
			return -1, false
		}
	}
	return first, inRow && inCol
}

// linkIn returns the two cells of unit u that may take the values of mask
// m, when there are exactly two.
func (c *Candidates) linkIn(u int, m uint64) (p, q int, ok bool) {
	if c.unitValues[u]&m != 0 {
		return 0, 0, false
	}
	n := 0
	for _, i := range c.shape.Unit(u) {
		if c.marks[i]&m == 0 {
			continue
		}
		if n++; n == 1 {
			p = i
		} else if n == 2 {
			q = i
		} else {
			return 0, 0, false
		}
	}
	return p, q, n == 2
}

// erStep writes instance e.
func (c *Candidates) erStep(e emptyRectangle) Step {
	s := c.shape
	m := bit(e.d)
	st := Step{Technique: "Empty Rectangle", Region: unitName(s, e.box), Digits: []int{e.d}}
	for _, i := range s.Unit(e.box) {
		if c.marks[i]&m != 0 {
			st.Cells = append(st.Cells, CellRole{Cell: s.PosOf(i), Role: RoleBase})
		}
	}
	lo, hi := min(e.p, e.q), max(e.p, e.q)
	st.Cells = append(st.Cells, CellRole{Cell: s.PosOf(lo), Role: RoleLink}, CellRole{Cell: s.PosOf(hi), Role: RoleLink},
		CellRole{Cell: s.PosOf(e.t), Role: RoleTarget})
	st.Eliminations = []CellValue{{Cell: s.PosOf(e.t), Value: e.d}}
	line := unitName(s, e.col+s.N) // the box's line P's link does not cross
	if e.link/s.N == sudokit.RowUnit {
		line = unitName(s, e.row)
	}
	st.Text = fmt.Sprintf("Empty Rectangle: %s in %s lies only in %s or %s, and in %s only in %v or %v; %v is %s, or %v is and %s's %s is in %s, so %s",
		c.valueText(e.d), st.Region, unitName(s, e.row), unitName(s, e.col+s.N), unitName(s, e.link), s.PosOf(lo), s.PosOf(hi),
		s.PosOf(e.q), c.valueText(e.d), s.PosOf(e.p), st.Region, c.valueText(e.d), line, c.eliminations(st.Eliminations))
	return st
}
