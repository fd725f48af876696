package logic

import (
	"bytes"
	"strings"

	"encoding/json"
	"github.com/sudokit-go/sudokit"
	"testing"
)

func TestStepRecord(t *testing.T) {
	c := candidates(t, sudokit.MustParse(".413132432414132").Grid)
	full, _ := findFullHouse(c)
	point, _ := findPointing(candidates(t, givens(2, 2), elim{Unit: "row 2", V: 3, Keep: []string{"r2c3", "r2c4"}}))
	for _, tc := range []struct {
		name string
		step Step
		want string
	}{
		// The contract's explain API example, byte for byte.
		{"full house", full, `{"technique":"Full House","digits":[2],"cells":[{"cell":"r1c1","role":"target"}],"placements":[{"cell":"r1c1","value":2}],"eliminations":[],"text":"Full House: 2 is the last value missing from box 1, at r1c1"}`},
		{"pointing", point, `{"technique":"Pointing","digits":[3],"cells":[{"cell":"r1c1","role":"base"},{"cell":"r1c2","role":"base"},{"cell":"r1c3","role":"target"},{"cell":"r1c4","role":"target"}],"placements":[],"eliminations":[{"cell":"r1c3","value":3},{"cell":"r1c4","value":3}],"text":"Pointing: in box 1, 3 lies only in row 1, so r1c3<>3, r1c4<>3"}`},
		{"zero step", Step{}, `{"technique":"","digits":[],"cells":[],"placements":[],"eliminations":[],"text":""}`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var b bytes.Buffer
			enc := json.NewEncoder(&b)
			enc.SetEscapeHTML(false)
			if err := enc.Encode(tc.step.Record()); err != nil {
				t.Fatal(err)
			}
			if got := strings.TrimSuffix(b.String(), "\n"); got != tc.want {
				t.Errorf("got  %s\nwant %s", got, tc.want)
			}
		})
	}
}

func TestStepRegion(t *testing.T) {
	for _, tc := range []struct {
		name string
		find func(*Candidates) (Step, bool)
		c    *Candidates
		want string
	}{
		{"hidden single", findHiddenSingle, candidates(t, sudokit.MustParse(".41...2.3....1.2").Grid), "box 1"},
		{"full house", findFullHouse, candidates(t, pattern(3, 3, "r1c4", "r2c5")), "row 1"},
		{"naked single", findNakedSingle, candidates(t, pattern(3, 3, "r4c6")), "r4c6"},
		{"pointing", findPointing, candidates(t, givens(2, 3), elim{Unit: "box 1", V: 5, Keep: []string{"r1c1", "r1c2"}}), "box 1"},
		{"claiming", findClaiming, candidates(t, givens(2, 3), elim{Unit: "column 1", V: 4, Keep: []string{"r3c1", "r4c1"}}), "column 1"},
	} {
		if st, ok := tc.find(tc.c); !ok || st.Region != tc.want {
			t.Errorf("%s: region %q (found %v), want %q", tc.name, st.Region, ok, tc.want)
		}
	}
}

// TestPatternCells holds the cells, roles and regions of subsets, fish and
// wings: a hidden subset's cell that loses candidates is both base and
// target.
func TestPatternCells(t *testing.T) {
	for _, tc := range []struct {
		name   string
		find   func(*Candidates) (Step, bool)
		c      *Candidates
		region string
		cells  string
	}{
		{"naked pair", findNakedPair, func() *Candidates {
			c := candidates(t, givens(3, 3), elim{Unit: "row 4", V: 3, Keep: []string{"r4c1", "r4c2", "r4c7"}},
				elim{Unit: "row 4", V: 8, Keep: []string{"r4c2", "r4c5", "r4c7"}})
			keepOnly(t, c, "r4c2=3,8", "r4c7=3,8")
			return c
		}(), "row 4", "r4c2 base, r4c7 base, r4c1 target, r4c5 target"},
		{"hidden pair", findHiddenPair, func() *Candidates {
			c := candidates(t, givens(3, 3), elim{Unit: "box 5", V: 2, Keep: []string{"r4c4", "r5c6"}},
				elim{Unit: "box 5", V: 6, Keep: []string{"r4c4", "r5c6"}})
			keepOnly(t, c, "r4c4=1,2,6", "r5c6=2,6")
			return c
		}(), "box 5", "r4c4 base, r5c6 base, r4c4 target"},
		{"x-wing", findXWing, candidates(t, givens(3, 3), xWing(7)...), "rows 2 and 6",
			"r2c3 base, r2c8 base, r6c3 base, r6c8 base, r4c3 target, r9c8 target"},
		{"column x-wing", findXWing, candidates(t, givens(3, 3), columnXWing4...), "columns 1 and 5",
			"r2c1 base, r2c5 base, r7c1 base, r7c5 base, r2c9 target"},
		{"xy-wing", findXYWing, func() *Candidates {
			c := candidates(t, givens(3, 3))
			keepOnly(t, c, "r5c5=2,8", "r5c1=6,8", "r9c5=2,6")
			return c
		}(), "r5c5", "r5c5 base, r5c1 base, r9c5 base, r9c1 target"},
		{"xyz-wing", findXYZWing, func() *Candidates {
			c := candidates(t, givens(3, 3))
			keepOnly(t, c, "r2c2=3,5,7", "r2c3=3,5", "r5c2=5,7")
			return c
		}(), "r2c2", "r2c2 base, r2c3 base, r5c2 base, r1c2 target, r3c2 target"},
	} {
		st, ok := tc.find(tc.c)
		var cells []string
		for _, c := range st.Cells {
			cells = append(cells, c.Cell.String()+" "+string(c.Role))
		}
		if got := strings.Join(cells, ", "); !ok || st.Region != tc.region || got != tc.cells {
			t.Errorf("%s: found %v, region %q, cells %s; want %q, %s", tc.name, ok, st.Region, got, tc.region, tc.cells)
		}
	}
}

// TestSearchesAllocateNothing: a search that finds nothing allocates
// nothing; only a found step is built on the heap.
func TestSearchesAllocateNothing(t *testing.T) {
	c := candidates(t, givens(3, 3))
	for _, tech := range Ladder()[3:] {
		if tech.Group == GroupTrial {
			continue // Trial always finds a step in a grid with a solution
		}
		if n := testing.AllocsPerRun(10, func() { tech.Find(c) }); n != 0 {
			t.Errorf("%s allocates %v times on an empty grid", tech.Name, n)
		}
	}
}
