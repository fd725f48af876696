package logic

import "github.com/sudokit-go/sudokit"

// findTurbotFish finds two strong links of a value, at least one of them
// in a box, with an end of each seeing the other: one of the other ends
// holds the value, and every cell that sees both loses it (see
// findTwoLinks). Two links in lines are a Skyscraper or a 2-String Kite.
//
//	Turbot Fish: 5 in row 1 lies only in r1c1, r1c7 and in box 9 only in r7c8, r9c7; as r1c7 and r9c7 share column 7, r1c1 or r7c8 is 5, so r7c1<>5
func findTurbotFish(c *Candidates) (Step, bool) {
	return findTwoLinks(c, "Turbot Fish", turbotShape)
}

// turbotShape: a link in a box; the weak link through the first unit the
// near ends share.
func turbotShape(c *Candidates, l1, l2 strongLink, n1, _, n2, _ int) int {
	if c.unitKind(int(l1.unit)) != sudokit.BoxUnit && c.unitKind(int(l2.unit)) != sudokit.BoxUnit {
		return -1
	}
	return c.commonUnit(n1, n2)
}
