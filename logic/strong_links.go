package logic

import "fmt"

// A strongLink is a conjugate pair: the only two cells of a unit that may
// take a value, so that one of them holds it.
type strongLink struct {
	a, b int32 // the cells, a before b in row-major order
	unit int32
}

// maxLinks bounds the strong links of one value: one per unit.
const maxLinks = 3 * 64

// strongLinks writes the strong links of value d into ls, unit by unit in
// the shape's order (rows, columns, boxes), and returns how many there are.
func (c *Candidates) strongLinks(d int, ls *[maxLinks]strongLink) int {
	s, m, n := c.shape, bit(d), 0
	for u := 0; u < 3*s.N; u++ {
		if c.unitValues[u]&m != 0 {
			continue
		}
		a, b, k := -1, -1, 0
		for _, i := range s.Unit(u) {
			if c.marks[i]&m == 0 {
				continue
			}
			if k++; k == 1 {
				a = i
			} else {
				b = i
			}
			if k > 2 {
				break
			}
		}
		if k == 2 {
			ls[n] = strongLink{a: int32(a), b: int32(b), unit: int32(u)}
			n++
		}
	}
	return n
}

// Two strong links of one value joined by a weak link: the value is in a
// or b (the first link) and in c or d (the second); b and c see each other,
// so they do not both hold it, and one of a and d does. Every cell that
// sees both a and d loses the value. Skyscraper, 2-String Kite and Turbot
// Fish are the shapes of this pattern, told apart by the units of the
// links (twoLinkShape). The sentences:
//
//	Skyscraper: 4 in row 1 lies only in r1c2, r1c6 and in row 5 only in r5c2, r5c8; as r1c2 and r5c2 share column 2, r1c6 or r5c8 is 4, so r2c7<>4, r3c7<>4
//
// The links are told in the order of their first cells; the step's cells
// are the four cells of the links (base, row-major), then the cells that
// lose the value (target, row-major); its region names the units of the
// links ("rows 1 and 5", "row 1 and column 3"). The cells of the links are
// never targets.
//
// The first instance is the one whose first cell (of the four) comes first
// in row-major order, then whose value is lowest; ties go to the links in
// the order of their units (rows, columns, boxes), then to the ends taken
// as the weak link's in the order a, b.

// A twoLinkShape tells whether links l1 and l2 of a value, joined by a weak
// link between their cells n1 and n2 (their far ends f1 and f2), make the
// shape a technique wants, and returns the unit of the weak link, or -1.
type twoLinkShape func(c *Candidates, l1, l2 strongLink, n1, f1, n2, f2 int) int

// twoLinks is the best instance of a search.
type twoLinks struct {
	first, d       int
	l1, l2         strongLink
	n1, f1, n2, f2 int
	weak           int
}

// findTwoLinks finds the first instance of the shape of technique name.
func findTwoLinks(c *Candidates, name string, shape twoLinkShape) (Step, bool) {
	var ls [maxLinks]strongLink
	best := twoLinks{first: -1}
	for d := 1; d <= c.shape.N; d++ {
		n := c.strongLinks(d, &ls)
		for i := 0; i < n; i++ {
			for j := i + 1; j < n; j++ {
				for e := 0; e < 4; e++ {
					n1, f1 := ls[i].ends(e & 1)
					n2, f2 := ls[j].ends(e >> 1)
					if n1 == n2 || n1 == f2 || f1 == n2 || f1 == f2 || !c.sees(n1, n2) {
						continue
					}
					first := min(n1, f1, n2, f2)
					if best.first >= 0 && (first > best.first || first == best.first && d >= best.d) {
						continue
					}
					w := shape(c, ls[i], ls[j], n1, f1, n2, f2)
					if w < 0 || !c.linkTargets(d, n1, f1, n2, f2, nil) {
						continue
					}
					best = twoLinks{first: first, d: d, l1: ls[i], l2: ls[j], n1: n1, f1: f1, n2: n2, f2: f2, weak: w}
				}
			}
		}
	}
	if best.first < 0 {
		return Step{}, false
	}
	return c.twoLinksStep(name, best), true
}

// ends returns the cell of link l taken as the weak link's end (a for 0,
// b for 1) and the other one.
func (l strongLink) ends(k int) (int, int) {
	if k == 0 {
		return int(l.a), int(l.b)
	}
	return int(l.b), int(l.a)
}

// linkTargets tells whether a cell other than n1, f1, n2 and f2 sees f1
// and f2 and may take d; with st set, it adds every such cell to the step
// as a target and its elimination.
func (c *Candidates) linkTargets(d, n1, f1, n2, f2 int, st *Step) bool {
	m, found := bit(d), false
	for _, p := range c.shape.Peers(f1) {
		i := int(p)
		if c.marks[i]&m == 0 || i == n1 || i == n2 || i == f2 || !c.sees(i, f2) {
			continue
		}
		if st == nil {
			return true
		}
		found = true
		pos := c.shape.PosOf(i)
		st.Cells = append(st.Cells, CellRole{Cell: pos, Role: RoleTarget})
		st.Eliminations = append(st.Eliminations, CellValue{Cell: pos, Value: d})
	}
	return found
}

// twoLinksStep writes instance b of technique name.
func (c *Candidates) twoLinksStep(name string, b twoLinks) Step {
	s := c.shape
	if min(b.n2, b.f2) < min(b.n1, b.f1) { // tell the link with the first cell first
		b.l1, b.l2, b.n1, b.f1, b.n2, b.f2 = b.l2, b.l1, b.n2, b.f2, b.n1, b.f1
	}
	st := Step{Technique: name, Digits: []int{b.d}, Region: unitPair(c, int(b.l1.unit), int(b.l2.unit))}
	for _, i := range sortedCells(b.n1, b.f1, b.n2, b.f2) {
		st.Cells = append(st.Cells, CellRole{Cell: s.PosOf(i), Role: RoleBase})
	}
	c.linkTargets(b.d, b.n1, b.f1, b.n2, b.f2, &st)
	p := s.PosOf
	st.Text = fmt.Sprintf("%s: %s in %s lies only in %v, %v and in %s only in %v, %v; as %v and %v share %s, %v or %v is %s, so %s",
		name, c.valueText(b.d), unitName(s, int(b.l1.unit)), p(int(b.l1.a)), p(int(b.l1.b)),
		unitName(s, int(b.l2.unit)), p(int(b.l2.a)), p(int(b.l2.b)),
		p(b.n1), p(b.n2), unitName(s, b.weak), p(b.f1), p(b.f2), c.valueText(b.d), c.eliminations(st.Eliminations))
	return st
}

// sortedCells returns cells in increasing order.
func sortedCells(cells ...int) []int {
	for i := 1; i < len(cells); i++ {
		for j := i; j > 0 && cells[j] < cells[j-1]; j-- {
			cells[j], cells[j-1] = cells[j-1], cells[j]
		}
	}
	return cells
}

// unitPair names units u and v (u first): "rows 1 and 5" when they are of
// one kind, else "row 1 and column 3".
func unitPair(c *Candidates, u, v int) string {
	s := c.shape
	if u/s.N != v/s.N {
		return unitName(s, u) + " and " + unitName(s, v)
	}
	if v < u {
		u, v = v, u
	}
	kind := [3]string{"rows", "columns", "boxes"}[u/s.N]
	return fmt.Sprintf("%s %d and %d", kind, u%s.N+1, v%s.N+1)
}

// commonUnit returns the first unit (row, column, then box) that cells i
// and j share, or -1.
func (c *Candidates) commonUnit(i, j int) int {
	u, v := c.shape.UnitsOf(i), c.shape.UnitsOf(j)
	for k := range u {
		if u[k] == v[k] {
			return u[k]
		}
	}
	return -1
}

// unitKind is the kind of unit u (sudokit.RowUnit, ColumnUnit or BoxUnit).
func (c *Candidates) unitKind(u int) int { return u / c.shape.N }
