package logic

import (
	"context"
	"testing"

	"github.com/sudokit-go/sudokit"
)

// FuzzSolve walks the path of any puzzle up to 16x16: no panic, every step
// changes something that was there to change, and the grid never breaks a
// rule, even when the puzzle has no solution or several.
func FuzzSolve(f *testing.F) {
	for _, s := range []string{
		".41...2.3....1.2",
		"11..............",
		"................",
		"4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
		"..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		p, err := sudokit.Parse(s)
		if err != nil || p.Shape.N > 16 {
			return
		}
		c, err := NewCandidates(p.Grid)
		if err != nil {
			if _, err := Solve(context.Background(), p.Grid, nil); err == nil {
				t.Fatal("Solve accepts what NewCandidates refuses")
			}
			return
		}
		for steps := 0; !c.Solved(); steps++ {
			st, ok := Next(c, nil)
			if !ok {
				break
			}
			if steps > p.Shape.Cells*p.Shape.N {
				t.Fatalf("more steps than candidates")
			}
			sh := c.Shape()
			for _, pl := range st.Placements {
				if i := sh.Index(pl.Cell); c.Value(i) != 0 || !c.Has(i, pl.Value) {
					t.Fatalf("%s: places a value that is not a candidate", st.Text)
				}
			}
			for _, e := range st.Eliminations {
				if !c.Has(sh.Index(e.Cell), e.Value) {
					t.Fatalf("%s: eliminates a value that is not a candidate", st.Text)
				}
			}
			c.Apply(st)
			if vs := sudokit.Validate(c.Grid(), sudokit.ValidateOptions{}); len(vs) > 0 {
				t.Fatalf("after %s: the grid breaks a rule: %+v", st.Text, vs[0])
			}
		}
	})
}
