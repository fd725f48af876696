package logic

import (
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/sudokit-go/sudokit"
)

// pattern is the solved grid of a shape whose cell (r, c) (from 0) holds
// (C·(r mod R) + r div R + c) mod N + 1, with the named cells blanked:
// 123456789 / 456789123 / 789123456 / 234567891 … at 9x9.
func pattern(r, c int, blanks ...string) sudokit.Grid {
	s := sudokit.MustShape(r, c)
	g := sudokit.NewGrid(s)
	for i := range g.Cells {
		p := s.PosOf(i)
		g.Cells[i] = uint8((c*(p.Row%r)+p.Row/r+p.Col)%s.N + 1)
	}
	for _, b := range blanks {
		g.Cells[s.Index(pos(b))] = 0
	}
	return g
}

// givens is an empty grid of a shape with values at named cells:
// givens(3, 3, "r2c4=2").
func givens(r, c int, cells ...string) sudokit.Grid {
	g := sudokit.NewGrid(sudokit.MustShape(r, c))
	for _, s := range cells {
		var row, col, v int
		if _, err := fmt.Sscanf(s, "r%dc%d=%d", &row, &col, &v); err != nil {
			panic(err)
		}
		g.Cells[g.Shape.Index(sudokit.Pos{Row: row - 1, Col: col - 1})] = uint8(v)
	}
	return g
}

// pos reads "r3c9".
func pos(s string) sudokit.Pos {
	var r, c int
	if _, err := fmt.Sscanf(s, "r%dc%d", &r, &c); err != nil {
		panic(err)
	}
	return sudokit.Pos{Row: r - 1, Col: c - 1}
}

// An elim removes value V from every cell of a unit but the kept ones:
// {Unit: "row 3", V: 5, Keep: []string{"r3c9"}}.
type elim struct {
	Unit string
	V    int
	Keep []string
}

// candidates builds the marks of g and applies the eliminations.
func candidates(t *testing.T, g sudokit.Grid, elims ...elim) *Candidates {
	t.Helper()
	c, err := NewCandidates(g)
	if err != nil {
		t.Fatal(err)
	}
	s := g.Shape
	for _, e := range elims {
		var kind string
		var k int
		if _, err := fmt.Sscanf(e.Unit, "%s %d", &kind, &k); err != nil {
			t.Fatal(err)
		}
		u := map[string]int{"row": 0, "column": s.N, "box": 2 * s.N}[kind] + k - 1
	cells:
		for _, i := range s.Unit(u) {
			for _, keep := range e.Keep {
				if s.Index(pos(keep)) == i {
					continue cells
				}
			}
			c.Eliminate(i, e.V)
		}
	}
	return c
}

// A findCase is a grid and the sentence of the first instance a technique
// finds in it; "" when it must find none. only narrows cells to the values
// it lists, after the eliminations: "r4c2=3,8".
type findCase struct {
	name  string
	grid  sudokit.Grid
	elims []elim
	only  []string
	want  string
}

// keepOnly narrows cells of c as "r4c2=3,8" says: r4c2 keeps 3 and 8 at
// most.
func keepOnly(t *testing.T, c *Candidates, only ...string) {
	t.Helper()
	for _, o := range only {
		cell, vals, ok := strings.Cut(o, "=")
		if !ok {
			t.Fatalf("bad only %q", o)
		}
		var m uint64
		for _, v := range strings.Split(vals, ",") {
			d, err := strconv.Atoi(v)
			if err != nil {
				t.Fatal(err)
			}
			m |= bit(d)
		}
		c.marks[c.shape.Index(pos(cell))] &= m
	}
}

// testFind runs find over the cases and checks each step against the grid:
// the sentence, and that every placement and elimination changes a blank
// cell that had the value as a candidate.
func testFind(t *testing.T, technique string, find func(*Candidates) (Step, bool), cases []findCase) {
	t.Helper()
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			c := candidates(t, tc.grid, tc.elims...)
			keepOnly(t, c, tc.only...)
			before := c.Clone()
			st, ok := find(c)
			if ok != (tc.want != "") || st.Text != tc.want {
				t.Fatalf("found %v %q, want %q", ok, st.Text, tc.want)
			}
			for i := range c.marks {
				if c.marks[i] != before.marks[i] || c.values[i] != before.values[i] {
					t.Fatalf("find changed the grid at %v", c.shape.PosOf(i))
				}
			}
			if !ok {
				return
			}
			if st.Technique != technique || st.Region == "" || len(st.Digits) == 0 || len(st.Cells) == 0 {
				t.Errorf("step %+v: want technique %s, a region, digits and cells", st, technique)
			}
			if len(st.Placements)+len(st.Eliminations) == 0 {
				t.Errorf("step %+v changes nothing", st)
			}
			for _, p := range st.Placements {
				if i := c.shape.Index(p.Cell); c.values[i] != 0 {
					t.Errorf("places %d in filled cell %v", p.Value, p.Cell)
				}
			}
			for _, e := range st.Eliminations {
				if !c.Has(c.shape.Index(e.Cell), e.Value) {
					t.Errorf("eliminates %d from %v, which had not it", e.Value, e.Cell)
				}
			}
		})
	}
}

// holdStep fails t when step st, taken on a puzzle whose solution is sol
// (where names it), places a value other than the solution's or
// eliminates the solution's value: the soundness check of every walk.
func holdStep(t *testing.T, where string, sol sudokit.Grid, st Step) {
	t.Helper()
	sh := sol.Shape
	for _, p := range st.Placements {
		if want := int(sol.Cells[sh.Index(p.Cell)]); p.Value != want {
			t.Fatalf("%s: %s places %d at %v; the solution has %d", where, st.Text, p.Value, p.Cell, want)
		}
	}
	for _, e := range st.Eliminations {
		if int(sol.Cells[sh.Index(e.Cell)]) == e.Value {
			t.Fatalf("%s: %s eliminates the solution's %d at %v", where, st.Text, e.Value, e.Cell)
		}
	}
}
