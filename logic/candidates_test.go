package logic

import (
	"testing"

	"github.com/sudokit-go/sudokit"
)

func TestCandidates(t *testing.T) {
	for _, tc := range []struct {
		name   string
		grid   sudokit.Grid
		cell   string
		marks  uint64
		blanks int
	}{
		{"9x9 peers remove values", givens(3, 3, "r1c9=1", "r9c1=2", "r2c2=3"), "r1c1", 0b111111000, 78},
		{"9x9 filled cell has none", givens(3, 3, "r1c1=5"), "r1c1", 0, 80},
		{"6x6 box of 2x3", givens(2, 3, "r2c3=6", "r3c1=5"), "r1c1", 0b001111, 34},
		{"4x4 empty", givens(2, 2), "r4c4", 0b1111, 16},
		{"64x64 every value", givens(8, 8), "r64c64", ^uint64(0), 4096},
		{"64x64 value 64", givens(8, 8, "r1c2=64"), "r1c1", ^uint64(0) >> 1, 4095},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c := candidates(t, tc.grid)
			i := c.Shape().Index(pos(tc.cell))
			if c.Marks(i) != tc.marks || c.Blanks() != tc.blanks {
				t.Errorf("marks %b, blanks %d; want %b, %d", c.Marks(i), c.Blanks(), tc.marks, tc.blanks)
			}
			if c.Count(i) != popcount(tc.marks) {
				t.Errorf("count %d", c.Count(i))
			}
		})
	}
}

func popcount(m uint64) int {
	n := 0
	for ; m != 0; m &= m - 1 {
		n++
	}
	return n
}

func TestCandidatesPlaceEliminate(t *testing.T) {
	c := candidates(t, givens(3, 3))
	s := c.Shape()
	r4c6, r4c1, r9c6, r5c5, r1c1 := s.Index(pos("r4c6")), s.Index(pos("r4c1")), s.Index(pos("r9c6")), s.Index(pos("r5c5")), s.Index(pos("r1c1"))
	c.Place(r4c6, 7)
	if c.Value(r4c6) != 7 || c.Marks(r4c6) != 0 || c.Blanks() != 80 {
		t.Fatalf("after Place: value %d, marks %b, blanks %d", c.Value(r4c6), c.Marks(r4c6), c.Blanks())
	}
	for _, i := range []int{r4c1, r9c6, r5c5} {
		if c.Has(i, 7) {
			t.Errorf("peer %v keeps 7", s.PosOf(i))
		}
	}
	if !c.Has(r1c1, 7) {
		t.Error("r1c1, no peer, lost 7")
	}
	us := s.UnitsOf(r4c6)
	for _, u := range us {
		if c.UnitValues(u) != bit(7) || c.UnitBlanks(u) != 8 {
			t.Errorf("unit %d: values %b, blanks %d", u, c.UnitValues(u), c.UnitBlanks(u))
		}
	}
	c.Place(r4c6, 3) // a filled cell stays as it is
	if c.Value(r4c6) != 7 || c.Blanks() != 80 {
		t.Error("Place changed a filled cell")
	}
	d := c.Clone()
	if !d.Eliminate(r1c1, 7) || d.Eliminate(r1c1, 7) || d.Has(r1c1, 7) || !c.Has(r1c1, 7) {
		t.Error("Eliminate on a clone: wrong answer, or the original changed")
	}
	g := c.Grid()
	if g.Cells[r4c6] != 7 || g.Blanks() != 80 {
		t.Error("Grid lost the placement")
	}
}

func TestNewCandidatesErrors(t *testing.T) {
	for _, tc := range []struct {
		name string
		grid sudokit.Grid
		want string
	}{
		{"row", givens(3, 3, "r1c1=4", "r1c9=4"), "r1c9: 4 clashes with a peer holding 4"},
		{"box", givens(2, 3, "r1c1=2", "r2c3=2"), "r2c3: 2 clashes with a peer holding 2"},
		{"too large", givens(2, 2, "r1c1=5"), "r1c1: value 5 exceeds 4"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if _, err := NewCandidates(tc.grid); err == nil || err.Error() != tc.want {
				t.Errorf("error %v, want %s", err, tc.want)
			}
		})
	}
}

func TestSelect(t *testing.T) {
	for _, tc := range []struct {
		names []string
		want  []string
		err   string
	}{
		{names: []string{"singles"}, want: []string{"Full House", "Hidden Single", "Naked Single"}},
		{names: []string{"claiming", " Full House "}, want: []string{"Full House", "Claiming"}},
		{names: []string{"INTERSECTIONS", "naked single"}, want: []string{"Naked Single", "Pointing", "Claiming"}},
		{names: []string{"singles", "guessing"}, err: `unknown technique or group "guessing"`},
		{names: []string{"trial", "als-xz", "Alternating Inference Chain", "xy-chain", "X-Chain"},
			want: []string{"X-Chain", "XY-Chain", "Alternating Inference Chain", "ALS-XZ", "Trial"}},
		{names: []string{"wings"}, want: []string{"W-Wing", "XY-Wing", "XYZ-Wing"}},
		{names: []string{"pairs"}, want: []string{"Naked Pair", "Hidden Pair"}},
		{names: []string{"fish", "x-wing"}, want: []string{"X-Wing", "Swordfish", "Jellyfish", "Finned X-Wing", "Sashimi X-Wing", "Finned Swordfish", "Sashimi Swordfish", "Finned Jellyfish", "Sashimi Jellyfish"}},
		{names: []string{"Quads", "triples"}, want: []string{"Naked Triple", "Hidden Triple", "Naked Quad", "Hidden Quad"}},
		{names: []string{"subsets"}, want: []string{"Naked Pair", "Hidden Pair", "Naked Triple", "Hidden Triple", "Naked Quad", "Hidden Quad"}},
		{names: []string{"Jellyfish", "quads"}, want: []string{"Naked Quad", "Jellyfish", "Hidden Quad"}},
		{names: []string{"hidden pair", "pairs"}, want: []string{"Naked Pair", "Hidden Pair"}},
		{names: []string{"naked-single", "hidden-single"}, want: []string{"Hidden Single", "Naked Single"}},
		{names: []string{"unit-forcing-chain", "x-wing"}, want: []string{"X-Wing", "Unit Forcing Chain"}},
		{names: []string{"naked-sengle"}, err: `unknown technique or group "naked-sengle"`},
	} {
		ts, err := Select(tc.names)
		var got []string
		for _, t := range ts {
			got = append(got, t.Name)
		}
		if (err == nil) != (tc.err == "") || err != nil && err.Error() != tc.err || len(got) != len(tc.want) {
			t.Errorf("Select(%q) = %q, %v; want %q, %s", tc.names, got, err, tc.want, tc.err)
			continue
		}
		for k := range got {
			if got[k] != tc.want[k] {
				t.Errorf("Select(%q) = %q, want %q", tc.names, got, tc.want)
			}
		}
	}
}

func TestLadderValue(t *testing.T) {
	ts := Ladder()
	var last Technique // the last technique SE rates
	for _, tech := range ts {
		if tech.Value < 0 || tech.Find == nil || tech.Name == "" || tech.Group == "" || tech.Description == "" {
			t.Errorf("%+v: want a name, a group, a description and a Find", tech)
		}
		if tech.Value == 0 {
			continue
		}
		if tech.Value < last.Value {
			t.Errorf("%s (%.1f) comes after %s (%.1f)", tech.Name, tech.Value, last.Name, last.Value)
		}
		last = tech
	}
	if len(ts[5].Also) > 0 {
		ts[5].Also[0] = "changed"
		if Ladder()[5].Also[0] == "changed" {
			t.Error("Ladder shares Also with the ladder")
		}
	}
}
