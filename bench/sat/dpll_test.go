package main

import (
	"strings"
	"testing"

	"github.com/sudokit-go/sudokit"
)

// dpll is a small, slow SAT solver for the tests: unit propagation and
// branching on the first free variable. It returns a model or nil.
func dpll(nvars int, clauses [][]int32) []int32 {
	val := make([]int8, nvars+1) // 0 free, 1 true, -1 false
	var solve func() bool
	solve = func() bool {
		var trail []int32
		undo := func() {
			for _, v := range trail {
				val[v] = 0
			}
		}
		for changed := true; changed; {
			changed = false
			for _, c := range clauses {
				free, unit, sat := 0, int32(0), false
				for _, l := range c {
					v, want := max(l, -l), int8(1)
					if l < 0 {
						want = -1
					}
					switch val[v] {
					case want:
						sat = true
					case 0:
						free, unit = free+1, l
					}
				}
				if sat {
					continue
				}
				if free == 0 {
					undo()
					return false
				}
				if free == 1 {
					v := max(unit, -unit)
					val[v], changed = 1, true
					if unit < 0 {
						val[v] = -1
					}
					trail = append(trail, v)
				}
			}
		}
		for v := 1; v <= nvars; v++ {
			if val[v] == 0 {
				for _, b := range []int8{1, -1} {
					val[v] = b
					if solve() {
						return true
					}
				}
				val[v] = 0
				undo()
				return false
			}
		}
		return true
	}
	if !solve() {
		return nil
	}
	m := make([]int32, nvars)
	for v := 1; v <= nvars; v++ {
		m[v-1] = int32(v)
		if val[v] < 0 {
			m[v-1] = -m[v-1]
		}
	}
	return m
}

// clausesOf copies the clauses of f, with extra ones after them.
func clausesOf(f *Formula, extra ...[]int32) [][]int32 {
	var cs [][]int32
	f.Each(func(c []int32) { cs = append(cs, append([]int32(nil), c...)) })
	return append(cs, extra...)
}

// TestSolveByModel solves small puzzles through the formula alone, with
// the pure-Go solver above, and counts their solutions to two with a
// blocking clause: the encoding is right when each model decodes to a
// solution and the counts are the golden ones.
func TestSolveByModel(t *testing.T) {
	ps, err := loadFile(sets4, 40)
	if err != nil {
		t.Fatal(err)
	}
	ps = append(ps,
		Puzzle{Grid: sudokit.MustParse("11" + strings.Repeat(".", 14)).Grid, Count: 0},
		Puzzle{Grid: sudokit.MustParse("12.." + "..3." + strings.Repeat(".", 8)).Grid, Count: 0},
	)
	for i, p := range ps {
		for _, enc := range []Encoding{Reduced, Plain} {
			f := Encode(p.Grid, enc)
			found := 0
			var first sudokit.Grid
			if m := dpll(len(f.Vars), clausesOf(f)); m != nil {
				g, err := f.Decode(m)
				if err != nil {
					t.Fatalf("puzzle %d, %v: %v", i+1, enc, err)
				}
				first, found = g, 1
				if m2 := dpll(len(f.Vars), clausesOf(f, f.Blocking(g))); m2 != nil {
					g2, err := f.Decode(m2)
					if err != nil || g2.Equal(g) {
						t.Fatalf("puzzle %d, %v: the second model: %v, same grid %v", i+1, enc, err, g2.Equal(g))
					}
					found = 2
				}
			}
			if why := p.check(first, found, true); why != "" {
				t.Errorf("puzzle %d (%s), %v: %s", i+1, sudokit.Format(p.Grid, sudokit.FormatOptions{}), enc, why)
			}
		}
	}
}
