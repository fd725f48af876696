package logic

import (
	"fmt"
	"strings"
	"testing"
)

// TestPatternsCells checks the cells, roles, region and digits of the
// patterns' steps (the table tests check their sentences).
func TestPatternsCells(t *testing.T) {
	wWing := candidates(t, givens(3, 3), wRow9...)
	keepOnly(t, wWing, "r1c2=3,7", "r5c8=3,7")
	for _, tc := range []struct {
		name   string
		find   func(*Candidates) (Step, bool)
		c      *Candidates
		region string
		digits string
		cells  string
	}{
		{"skyscraper", findSkyscraper, candidates(t, givens(3, 3), skyscraper(4)...), "rows 1 and 5", "[4]",
			"r1c2 base, r1c6 base, r5c2 base, r5c5 base, r2c5 target, r3c5 target, r4c6 target, r6c6 target"},
		{"2-string kite", findTwoStringKite, candidates(t, givens(3, 3), kite6...), "row 2 and column 1", "[6]",
			"r2c3 base, r2c8 base, r3c1 base, r7c1 base, r7c8 target"},
		{"turbot fish", findTurbotFish, candidates(t, givens(3, 3),
			elim{Unit: "row 1", V: 5, Keep: []string{"r1c1", "r1c7"}},
			elim{Unit: "box 9", V: 5, Keep: []string{"r7c8", "r9c7"}}), "row 1 and box 9", "[5]",
			"r1c1 base, r1c7 base, r7c8 base, r9c7 base, r7c1 target"},
		{"empty rectangle", findEmptyRectangle, candidates(t, givens(3, 3), er4...), "box 5", "[4]",
			"r4c4 base, r4c5 base, r5c6 base, r6c6 base, r4c8 link, r9c8 link, r9c6 target"},
		{"w-wing", findWWing, wWing, "r1c2 and r5c8", "[3 7]",
			"r1c2 base, r5c8 base, r9c2 link, r9c8 link, r1c8 target, r5c2 target"},
		{"finned x-wing", findFinnedXWing, candidates(t, givens(3, 3), finnedXWing7...), "rows 2 and 6", "[7]",
			"r2c3 base, r2c8 base, r2c9 fin, r6c3 base, r6c8 base, r1c8 target, r3c8 target"},
		{"sashimi swordfish", findSashimiSwordfish, candidates(t, givens(3, 3), sashimiSwordfish4...), "rows 2, 5 and 8", "[4]",
			"r2c1 base, r2c6 fin, r5c5 base, r5c9 base, r8c1 base, r8c9 base, r1c5 target, r3c5 target"},
		{"simple colors trap", findSimpleColors, candidates(t, givens(3, 3), colorTrap4...), "r1c2", "[4]",
			"r1c2 link, r1c6 link, r5c6 link, r6c4 link, r6c2 target"},
		{"simple colors wrap", findSimpleColors, candidates(t, givens(3, 3), colorWrap4...), "r1c2", "[4]",
			"r1c2 link, r1c6 link, r2c3 link, r5c3 link, r5c6 link, r1c2 target, r2c3 target, r5c6 target"},
	} {
		st, ok := tc.find(tc.c)
		var cells []string
		for _, c := range st.Cells {
			cells = append(cells, c.Cell.String()+" "+string(c.Role))
		}
		got := strings.Join(cells, ", ")
		if !ok || st.Region != tc.region || fmt.Sprint(st.Digits) != tc.digits || got != tc.cells {
			t.Errorf("%s: found %v, region %q, digits %v, cells %s; want %q, %s, %s", tc.name, ok, st.Region, st.Digits, got,
				tc.region, tc.digits, tc.cells)
		}
	}
}

// TestPatternsAllocateNothing: a search of the patterns that meets a
// pattern with nothing to eliminate allocates nothing.
func TestPatternsAllocateNothing(t *testing.T) {
	for _, tc := range []struct {
		name  string
		find  func(*Candidates) (Step, bool)
		elims []elim
		only  []string
	}{
		{"skyscraper", findSkyscraper, []elim{
			{Unit: "row 1", V: 4, Keep: []string{"r1c2", "r1c6"}},
			{Unit: "row 5", V: 4, Keep: []string{"r5c2", "r5c8"}}}, nil},
		{"empty rectangle", findEmptyRectangle, er4, []string{"r9c6=1,2,3,5,6,7,8,9"}},
		{"w-wing", findWWing, wRow9, []string{"r1c2=3,7", "r5c8=3,7", "r1c8=1,2,4,5,6,8,9", "r5c2=1,2,4,5,6,8,9"}},
		{"finned x-wing", findFinnedXWing, finnedXWing7, []string{"r1c8=1,2,3,4,5,6,8,9", "r3c8=1,2,3,4,5,6,8,9"}},
		{"simple colors", findSimpleColors, colorTrap4, []string{"r6c2=1,2,3,5,6,7,8,9"}},
	} {
		c := candidates(t, givens(3, 3), tc.elims...)
		keepOnly(t, c, tc.only...)
		if _, ok := tc.find(c); ok {
			t.Errorf("%s: found a step in a grid that has none", tc.name)
		}
		if n := testing.AllocsPerRun(10, func() { tc.find(c) }); n != 0 {
			t.Errorf("%s allocates %v times", tc.name, n)
		}
	}
}
