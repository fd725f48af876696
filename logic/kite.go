package logic

import "github.com/sudokit-go/sudokit"

// findTwoStringKite finds a strong link of a value in a row and one in a
// column with an end of each in one box, and the other ends outside it:
// one of the other ends holds the value, and every cell that sees both
// loses it (see findTwoLinks).
//
//	2-String Kite: 6 in row 2 lies only in r2c3, r2c8 and in column 1 only in r3c1, r7c1; as r2c3 and r3c1 share box 1, r2c8 or r7c1 is 6, so r7c8<>6
func findTwoStringKite(c *Candidates) (Step, bool) {
	return findTwoLinks(c, "2-String Kite", kiteShape)
}

// kiteShape: a row link and a column link, the near ends in one box, the
// far ends outside it.
func kiteShape(c *Candidates, l1, l2 strongLink, n1, f1, n2, f2 int) int {
	k1, k2 := c.unitKind(int(l1.unit)), c.unitKind(int(l2.unit))
	if k1 == sudokit.BoxUnit || k2 == sudokit.BoxUnit || k1 == k2 {
		return -1
	}
	s := c.shape
	b := s.UnitsOf(n1)[sudokit.BoxUnit]
	if s.UnitsOf(n2)[sudokit.BoxUnit] != b || s.UnitsOf(f1)[sudokit.BoxUnit] == b || s.UnitsOf(f2)[sudokit.BoxUnit] == b {
		return -1
	}
	return b
}
