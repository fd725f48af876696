package main

import (
	"context"
	"testing"

	"github.com/sudokit-go/sudokit"
	"github.com/sudokit-go/sudokit/engine/fast"
)

func FuzzParseOutput(f *testing.F) {
	for _, s := range []string{"s SATISFIABLE\nv 1 -2 0\n", "SAT\n1 2 -3 0\n", "UNSAT\n", "s UNKNOWN\n", "c x\nv 99999999999 0\n"} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, out []byte) {
		ans, model, err := ParseOutput(out)
		if err != nil && (ans != Unknown || model != nil) {
			t.Errorf("an error with an answer: %v %v", ans, model)
		}
		for _, l := range model {
			if l == 0 {
				t.Errorf("a 0 in the model")
			}
		}
	})
}

// FuzzEncode encodes any puzzle sudokit reads (up to 16x16) and checks the
// formula against the fast engine: a solution it finds is a model of both
// encodings and decodes to itself, and a model of the other grids is not.
func FuzzEncode(f *testing.F) {
	for _, s := range []string{
		"1234341221434321",
		"43.121..123.....",
		"11..............",
		".41...2.3....1.2",
		"..3.5.8978...123...9..3.421936..17....1...5....72..186342.6..7...982...3568.7.2..",
	} {
		f.Add(s)
	}
	s := fast.New(sudokit.Options{MaxNodes: 10000})
	f.Fuzz(func(t *testing.T, in string) {
		p, err := sudokit.Parse(in)
		if err != nil || p.Shape.N > 16 {
			return
		}
		for _, enc := range []Encoding{Reduced, Plain} {
			fm := Encode(p.Grid, enc)
			fm.Each(func(c []int32) {
				for _, l := range c {
					if l == 0 || int(max(l, -l)) > len(fm.Vars) {
						t.Fatalf("%v: literal %d out of range", enc, l)
					}
				}
			})
			sol, res, err := s.Solve(context.Background(), p.Grid)
			if err != nil || !res.Solved {
				continue
			}
			m := modelOf(fm, sol)
			if !satisfies(fm, m) {
				t.Fatalf("%v: a solution is no model", enc)
			}
			g, err := fm.Decode(m)
			if err != nil || !g.Equal(sol) {
				t.Fatalf("%v: the model decodes to %v, %v", enc, g.Cells, err)
			}
			if b := fm.Blocking(sol); satisfies(fm, m) && len(b) > 0 {
				sat := false
				for _, l := range b {
					sat = sat || (l > 0) == (m[max(l, -l)-1] > 0)
				}
				if sat {
					t.Fatalf("%v: the blocking clause lets the solution through", enc)
				}
			}
		}
	})
}
