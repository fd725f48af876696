package logic

import (
	"fmt"
	"strings"
	"testing"
)

// TestChainCells checks the region, digits, cells and roles of a step of
// each chain technique and of Trial; the table tests check the sentences.
func TestChainCells(t *testing.T) {
	for _, tc := range []struct {
		name   string
		find   func(*Candidates) (Step, bool)
		c      func() *Candidates
		region string
		digits string
		cells  string
	}{
		{"x-chain", findXChain, func() *Candidates {
			return candidates(t, givens(3, 3),
				elim{Unit: "row 1", V: 7, Keep: []string{"r1c2", "r1c8"}},
				elim{Unit: "row 5", V: 7, Keep: []string{"r5c3", "r5c8"}})
		}, "r1c2", "[7]", "r1c2 link, r1c8 link, r5c8 link, r5c3 link, r2c3 target, r3c3 target, r4c2 target, r6c2 target"},
		{"xy-chain", findXYChain, func() *Candidates {
			c := candidates(t, givens(3, 3))
			keepOnly(t, c, "r1c1=1,2", "r1c5=2,3", "r5c5=3,4", "r5c9=1,4")
			return c
		}, "r1c1", "[1 2 3 4]", "r1c1 link, r1c5 link, r5c5 link, r5c9 link, r1c9 target, r5c1 target"},
		{"aic", findAIC, func() *Candidates {
			c := candidates(t, givens(3, 3),
				elim{Unit: "row 1", V: 7, Keep: []string{"r1c1", "r1c8", "r1c9"}},
				elim{Unit: "row 5", V: 3, Keep: []string{"r5c1", "r5c7"}})
			keepOnly(t, c, "r2c7=3,7")
			return c
		}, "r1c1", "[3 7]", "r1c1 link, r1c8 link, r1c9 link, r2c7 link, r5c7 link, r5c1 link, r1c1 target, r5c1 target"},
		{"als-xz", findALSXZ, func() *Candidates {
			c := candidates(t, givens(3, 3))
			keepOnly(t, c, "r1c1=1,2", "r1c2=2,3", "r1c3=3,4", "r5c1=1,4")
			return c
		}, "r5c1", "[1 4]", "r5c1 base, r1c1 base, r1c2 base, r1c3 base, r2c1 target, r3c1 target, r4c3 target, r5c3 target, r6c3 target"},
		{"trial", findTrial, func() *Candidates {
			return candidates(t, lineGrid(3, 3, top1465First))
		}, "r7c1", "[6 8]", "r7c1 target"},
	} {
		st, ok := tc.find(tc.c())
		var cells []string
		for _, c := range st.Cells {
			cells = append(cells, c.Cell.String()+" "+string(c.Role))
		}
		got := strings.Join(cells, ", ")
		if !ok || st.Region != tc.region || fmt.Sprint(st.Digits) != tc.digits || got != tc.cells {
			t.Errorf("%s: found %v, region %q, digits %v, cells %s; want %q, %s, %s",
				tc.name, ok, st.Region, st.Digits, got, tc.region, tc.digits, tc.cells)
		}
	}
}

// TestChainsAllocateNothing: a chain or ALS search that meets patterns
// but nothing to eliminate allocates nothing once its scratch has grown.
func TestChainsAllocateNothing(t *testing.T) {
	no7 := "1,2,3,4,5,6,8,9"
	c := candidates(t, givens(3, 3),
		elim{Unit: "row 1", V: 7, Keep: []string{"r1c2", "r1c8"}},
		elim{Unit: "row 5", V: 7, Keep: []string{"r5c3", "r5c8"}})
	keepOnly(t, c, "r2c3="+no7, "r3c3="+no7, "r4c2="+no7, "r6c2="+no7,
		"r7c1=1,2", "r7c5=2,3", "r9c5=3,4", "r9c9=4,5", "r8c8=1,2,3", "r8c9=2,3")
	for _, f := range []func(*Candidates) (Step, bool){findXChain, findXYChain, findAIC, findALSXZ} {
		if st, ok := f(c); ok {
			t.Fatalf("found %q in a grid with nothing to eliminate", st.Text)
		}
		if n := testing.AllocsPerRun(10, func() { f(c) }); n != 0 {
			t.Errorf("a chain search allocates %v times", n)
		}
	}
}
