package logic

import "github.com/sudokit-go/sudokit"

// findSkyscraper finds two strong links of a value in two rows (or two
// columns) whose ends on one side share a column (a row) and whose other
// ends do not, else it is an X-Wing: one of the other ends holds the value,
// and every cell that sees both loses it (see findTwoLinks).
//
//	Skyscraper: 4 in row 1 lies only in r1c2, r1c6 and in row 5 only in r5c2, r5c8; as r1c2 and r5c2 share column 2, r1c6 or r5c8 is 4, so r2c7<>4, r3c7<>4
func findSkyscraper(c *Candidates) (Step, bool) {
	return findTwoLinks(c, "Skyscraper", skyscraperShape)
}

// skyscraperShape: both links in lines of one kind, the near ends in one
// line of the other kind, the far ends not.
func skyscraperShape(c *Candidates, l1, l2 strongLink, n1, f1, n2, f2 int) int {
	k := c.unitKind(int(l1.unit))
	if k == sudokit.BoxUnit || k != c.unitKind(int(l2.unit)) {
		return -1
	}
	x := sudokit.ColumnUnit
	if k == sudokit.ColumnUnit {
		x = sudokit.RowUnit
	}
	s := c.shape
	if s.UnitsOf(n1)[x] != s.UnitsOf(n2)[x] || s.UnitsOf(f1)[x] == s.UnitsOf(f2)[x] {
		return -1
	}
	return s.UnitsOf(n1)[x]
}
