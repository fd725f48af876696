package logic

import (
	"fmt"
	"strings"
	"testing"
)

// An seCase is a grid and the hint an SE producer must find in it, as
// hintString writes it; "" when it must find none.
type seCase struct {
	name string
	c    *Candidates
	want string
}

// hintString writes h as "Direct Pointing 1.7: r2c5=5" or
// "Pointing 2.6: r4c1<>7, r4c8<>7" (eliminations in row-major order).
func hintString(c *Candidates, h *seHint) string {
	s := c.Shape()
	var parts []string
	if h.cell >= 0 {
		parts = append(parts, fmt.Sprintf("%v=%d", s.PosOf(h.cell), h.value))
	}
	if len(h.elims) > 0 {
		parts = append(parts, eliminationList(seEliminations(s, h)))
	}
	return fmt.Sprintf("%s %.1f: %s", h.technique, h.rating, strings.Join(parts, ", "))
}

// testProducer runs the producer named name (a method of seScratch) over
// the cases.
func testProducer(t *testing.T, produce func(se *seScratch) seProducer, cases []seCase) {
	t.Helper()
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			se := newSEScratch(tc.c.Shape())
			before := tc.c.Clone()
			var h seHint
			h.reset()
			ok := produce(se)(tc.c, &h)
			got := ""
			if ok {
				got = hintString(tc.c, &h)
			}
			if got != tc.want {
				t.Errorf("found %q, want %q", got, tc.want)
			}
			for i := range tc.c.marks {
				if tc.c.marks[i] != before.marks[i] || tc.c.values[i] != before.values[i] {
					t.Fatalf("the producer changed the grid at %v", tc.c.Shape().PosOf(i))
				}
			}
		})
	}
}

// grid builds candidates for a test: givens, eliminations, then cells
// narrowed ("r4c2=3,8").
func grid(t *testing.T, r, c int, givenCells []string, elims []elim, only ...string) *Candidates {
	t.Helper()
	cs := candidates(t, givens(r, c, givenCells...), elims...)
	keepOnly(t, cs, only...)
	return cs
}

func TestSEFullHouseAndHiddenSingle(t *testing.T) {
	testProducer(t, func(se *seScratch) seProducer { return se.fullHouse }, []seCase{
		{"box", candidates(t, pattern(3, 3, "r1c1")), "Full House 1.0: r1c1=1"},
		{"box 5 before row 1", candidates(t, pattern(3, 3, "r1c1", "r1c2", "r2c1", "r5c5")), "Full House 1.0: r5c5=9"},
		{"column before row", candidates(t, pattern(3, 3, "r1c1", "r1c2", "r2c3")), "Full House 1.0: r1c1=1"},
		{"6x6 row", candidates(t, pattern(2, 3, "r1c1", "r2c2")), "Full House 1.0: r1c1=1"},
		{"none", candidates(t, pattern(3, 3, "r1c1", "r1c2", "r2c1", "r2c2")), ""},
	})
	testProducer(t, func(se *seScratch) seProducer { return se.hiddenSingle }, []seCase{
		{"box", grid(t, 3, 3, []string{"r2c4=5", "r3c7=5", "r4c2=5", "r7c3=5"}, nil), "Hidden Single 1.2: r1c1=5"},
		{"column", grid(t, 3, 3, nil, []elim{{Unit: "column 4", V: 2, Keep: []string{"r9c4"}}}), "Hidden Single 1.5: r9c4=2"},
		{"12x12 box", grid(t, 3, 4, nil, []elim{{Unit: "box 4", V: 11, Keep: []string{"r6c2"}}}), "Hidden Single 1.2: r6c2=11"},
		{"none", candidates(t, givens(3, 3)), ""},
	})
	testProducer(t, func(se *seScratch) seProducer { return se.nakedSingle }, []seCase{
		{"first row-major", grid(t, 3, 3, nil, nil, "r5c5=4", "r3c3=7"), "Naked Single 2.3: r3c3=7"},
		{"none", candidates(t, givens(2, 2)), ""},
	})
}

func TestSEDirectLocking(t *testing.T) {
	pointing := []elim{{Unit: "box 1", V: 5, Keep: []string{"r1c1", "r1c2"}}}
	testProducer(t, func(se *seScratch) seProducer { return se.directPointing }, []seCase{
		{"box 1 points along row 1 into box 2", grid(t, 3, 3, nil,
			append(pointing, elim{Unit: "box 2", V: 5, Keep: []string{"r1c4", "r2c5"}})), "Direct Pointing 1.7: r2c5=5"},
		{"two places left in box 2", grid(t, 3, 3, nil,
			append(pointing, elim{Unit: "box 2", V: 5, Keep: []string{"r1c4", "r2c5", "r3c5"}})), ""},
		{"6x6", grid(t, 2, 3, nil, []elim{{Unit: "box 1", V: 2, Keep: []string{"r1c1", "r2c1"}},
			{Unit: "box 3", V: 2, Keep: []string{"r3c1", "r4c3"}}}), "Direct Pointing 1.7: r4c3=2"},
	})
	claiming := []elim{{Unit: "row 1", V: 5, Keep: []string{"r1c1", "r1c2"}}}
	testProducer(t, func(se *seScratch) seProducer { return se.directClaiming }, []seCase{
		{"row 1 claims box 1, row 2 left one place", grid(t, 3, 3, nil,
			append(claiming, elim{Unit: "row 2", V: 5, Keep: []string{"r2c1", "r2c5"}})), "Direct Claiming 1.9: r2c5=5"},
		{"row 2 has two places outside", grid(t, 3, 3, nil,
			append(claiming, elim{Unit: "row 2", V: 5, Keep: []string{"r2c1", "r2c5", "r2c9"}})), ""},
	})
}

func TestSEDirectHiddenSets(t *testing.T) {
	pair := []elim{{Unit: "row 1", V: 1, Keep: []string{"r1c1", "r1c2"}}, {Unit: "row 1", V: 2, Keep: []string{"r1c1", "r1c2"}}}
	testProducer(t, func(se *seScratch) seProducer { return se.directHiddenPair }, []seCase{
		{"3 left one place", grid(t, 3, 3, nil,
			append(pair, elim{Unit: "row 1", V: 3, Keep: []string{"r1c1", "r1c2", "r1c3"}})), "Direct Hidden Pair 2.0: r1c3=3"},
		{"3 keeps two places", grid(t, 3, 3, nil,
			append(pair, elim{Unit: "row 1", V: 3, Keep: []string{"r1c1", "r1c3", "r1c4"}})), ""},
		{"4x4", grid(t, 2, 2, nil, []elim{{Unit: "column 2", V: 1, Keep: []string{"r1c2", "r2c2"}},
			{Unit: "column 2", V: 2, Keep: []string{"r1c2", "r2c2"}},
			{Unit: "column 2", V: 3, Keep: []string{"r1c2", "r4c2"}}}), "Direct Hidden Pair 2.0: r4c2=3"},
	})
	triple := []elim{{Unit: "row 1", V: 1, Keep: []string{"r1c1", "r1c2"}}, {Unit: "row 1", V: 2, Keep: []string{"r1c2", "r1c3"}},
		{Unit: "row 1", V: 3, Keep: []string{"r1c1", "r1c3"}}}
	testProducer(t, func(se *seScratch) seProducer { return se.directHiddenTriple }, []seCase{
		{"4 left one place", grid(t, 3, 3, nil,
			append(triple, elim{Unit: "row 1", V: 4, Keep: []string{"r1c2", "r1c9"}})), "Direct Hidden Triple 2.5: r1c9=4"},
		{"no triple", grid(t, 3, 3, nil, pair), ""},
	})
}

func TestSELocking(t *testing.T) {
	testProducer(t, func(se *seScratch) seProducer { return se.pointing }, []seCase{
		{"4x4", grid(t, 2, 2, nil, []elim{{Unit: "box 1", V: 1, Keep: []string{"r1c1", "r1c2"}}}), "Pointing 2.6: r1c3<>1, r1c4<>1"},
		{"nothing to remove", grid(t, 2, 2, nil, []elim{{Unit: "box 1", V: 1, Keep: []string{"r1c1", "r1c2"}},
			{Unit: "row 1", V: 1, Keep: []string{"r1c1", "r1c2"}}}), ""},
	})
	testProducer(t, func(se *seScratch) seProducer { return se.claiming }, []seCase{
		{"4x4", grid(t, 2, 2, nil, []elim{{Unit: "row 1", V: 1, Keep: []string{"r1c1", "r1c2"}}}), "Claiming 2.8: r2c1<>1, r2c2<>1"},
		{"column before row", grid(t, 3, 3, nil, []elim{{Unit: "row 9", V: 4, Keep: []string{"r9c7", "r9c8"}},
			{Unit: "column 9", V: 4, Keep: []string{"r7c9", "r8c9"}}}),
			"Claiming 2.8: r7c7<>4, r7c8<>4, r8c7<>4, r8c8<>4, r9c7<>4, r9c8<>4"},
	})
}

func TestSESetsFishWings(t *testing.T) {
	testProducer(t, func(se *seScratch) seProducer { return se.nakedPair }, []seCase{
		{"4x4 row", grid(t, 2, 2, nil, nil, "r1c1=1,2", "r1c3=1,2"), "Naked Pair 3.0: r1c2<>1, r1c2<>2, r1c4<>1, r1c4<>2"},
		{"one bivalue cell", grid(t, 2, 2, nil, nil, "r1c1=1,2"), ""},
	})
	testProducer(t, func(se *seScratch) seProducer { return se.hiddenPair }, []seCase{
		{"6x6 row", grid(t, 2, 3, nil, []elim{{Unit: "row 1", V: 1, Keep: []string{"r1c1", "r1c5"}},
			{Unit: "row 1", V: 2, Keep: []string{"r1c1", "r1c5"}}}, "r1c1=1,2,3", "r1c5=1,2,6"),
			"Hidden Pair 3.4: r1c1<>3, r1c5<>6"},
		{"4x4: too few blanks", grid(t, 2, 2, nil, []elim{{Unit: "row 1", V: 1, Keep: []string{"r1c1", "r1c2"}},
			{Unit: "row 1", V: 2, Keep: []string{"r1c1", "r1c2"}}}), ""},
	})
	xwing := []elim{{Unit: "column 1", V: 5, Keep: []string{"r1c1", "r5c1"}}, {Unit: "column 9", V: 5, Keep: []string{"r1c9", "r5c9"}},
		{Unit: "row 2", V: 5, Keep: []string{"r2c2", "r2c3"}}, {Unit: "row 8", V: 5, Keep: []string{"r8c2", "r8c3"}}}
	testProducer(t, func(se *seScratch) seProducer { return se.xWing }, []seCase{
		{"columns before rows", grid(t, 3, 3, nil, []elim{{Unit: "row 1", V: 5, Keep: []string{"r1c5", "r1c6"}},
			{Unit: "row 2", V: 5, Keep: []string{"r2c5", "r2c6"}}, {Unit: "column 8", V: 5, Keep: []string{"r7c8", "r8c8"}},
			{Unit: "column 9", V: 5, Keep: []string{"r7c9", "r8c9"}}, {Unit: "row 7", V: 5, Keep: []string{"r7c1", "r7c8", "r7c9"}},
			{Unit: "row 8", V: 5, Keep: []string{"r8c8", "r8c9"}}}), "X-Wing 3.2: r7c1<>5"},
		{"rows", grid(t, 3, 3, nil, xwing[2:]), "X-Wing 3.2: r1c2<>5, r1c3<>5, r3c2<>5, r3c3<>5, r4c2<>5, r4c3<>5, r5c2<>5, r5c3<>5, r6c2<>5, r6c3<>5, r7c2<>5, r7c3<>5, r9c2<>5, r9c3<>5"},
	})
	testProducer(t, func(se *seScratch) seProducer { return se.xyWing }, []seCase{
		{"pivot r1c1", grid(t, 3, 3, nil, nil, "r1c1=1,2", "r1c5=1,3", "r5c1=2,3"), "XY-Wing 4.2: r5c5<>3"},
		{"no z to remove", grid(t, 3, 3, nil, nil, "r1c1=1,2", "r1c5=1,3", "r5c1=2,3", "r5c5=1,2"), ""},
	})
	testProducer(t, func(se *seScratch) seProducer { return se.xyzWing }, []seCase{
		{"pivot r1c1", grid(t, 3, 3, nil, nil, "r1c1=1,2,3", "r1c2=1,3", "r5c1=2,3"), "XYZ-Wing 4.4: r2c1<>3, r3c1<>3"},
	})
}
