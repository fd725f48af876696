package logic

import (
	"math"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/sudokit-go/sudokit"
	"github.com/sudokit-go/sudokit/internal/shareddata"
)

// The chaining producers' own test driver: until the rating loop of the
// SE ladder exists, a path made of explain's finders for the cheap rungs
// (singles, intersections, subsets, fish, wings, with SE's values) and
// the chaining producers in ladder order, checked step by step against
// the solution, with SE's ER measured against the se-ratings files.

// seTestValue is SE's rating of a step of explain's ladder.
func seTestValue(st Step, t Technique) float64 {
	switch st.Technique {
	case "Hidden Single":
		if strings.HasPrefix(st.Region, "box") {
			return 1.2
		}
		return 1.5
	}
	return t.Value
}

// chainRungs lists the chaining producers of a worker in ladder order.
func chainRungs(s *seChains) []struct {
	name string
	p    seProducer
} {
	return []struct {
		name string
		p    seProducer
	}{
		{"#21", s.forcingChains},
		{"#23", s.nishio},
		{"#24", s.multiple},
		{"#25", s.dynamic},
		{"#26", s.dynamicPlus},
		{"#27", s.nested},
		{"#28", s.nested3},
		{"#29", s.nested4},
		{"#30", s.nested5},
	}
}

// testRate walks the path of puzzle g and returns SE's ER as the test
// ladder finds it, checking every step against sol; used counts the
// chaining rungs that fired.
func testRate(t *testing.T, s *seChains, g, sol sudokit.Grid, used map[string]int) (float64, bool) {
	t.Helper()
	c, err := NewCandidates(g)
	if err != nil {
		t.Fatal(err)
	}
	rungs := chainRungs(s)
	var h seHint
	er := 0.0
steps:
	for !c.Solved() {
		for _, tech := range ladder {
			if st, ok := tech.Find(c); ok {
				er = math.Max(er, seTestValue(st, tech))
				c.Apply(st)
				continue steps
			}
		}
		for _, r := range rungs {
			if !r.p(c, &h) {
				continue
			}
			used[r.name]++
			if sol.Cells == nil {
				er = math.Max(er, h.rating)
				h.apply(c)
				continue steps
			}
			for _, e := range h.elims {
				if int(sol.Cells[e.cell]) == int(e.value) {
					t.Fatalf("%s (%s %.2f) eliminates the solution's %d at %v", r.name, h.technique, h.rating, e.value, c.shape.PosOf(int(e.cell)))
				}
				if !c.Has(int(e.cell), int(e.value)) {
					t.Fatalf("%s (%s) eliminates %d at %v, not a candidate", r.name, h.technique, e.value, c.shape.PosOf(int(e.cell)))
				}
			}
			if h.cell >= 0 && int(sol.Cells[h.cell]) != h.value {
				t.Fatalf("%s (%s) places %d at %v; the solution has %d", r.name, h.technique, h.value, c.shape.PosOf(h.cell), sol.Cells[h.cell])
			}
			if len(h.elims) == 0 && h.cell < 0 {
				t.Fatalf("%s (%s) changes nothing", r.name, h.technique)
			}
			er = math.Max(er, h.rating)
			h.apply(c)
			continue steps
		}
		return er, false
	}
	return er, true
}

// seRound is serate's rounding to tenths.
func seRound(x float64) float64 { return math.Floor((x+0.05)*10) / 10 }

// TestChainsOnSERatings rates the se-ratings files of qqwing-expert and
// top1465 with the test ladder: every chaining step is sound (always), and
// the agreement with SE's ER is logged. A sample by default; every puzzle
// with -long.
func TestChainsOnSERatings(t *testing.T) {
	dir := shareddata.Dir(t)
	for _, f := range []string{"se-ratings-qqwing-expert.tsv", "se-ratings-top1465-200.tsv"} {
		t.Run(f, func(t *testing.T) {
			// By default one expert puzzle (the race detector makes
			// chaining slow); every puzzle of both files with -long.
			limit := 1
			if shareddata.Long() {
				limit = 0
			} else if strings.Contains(f, "top1465") {
				t.Skip("top1465 only with -long")
			}
			lines := shareddata.ReadLines(t, filepath.Join(dir, "9x9", f), 0)[1:]
			if limit > 0 && len(lines) > limit {
				lines = lines[:limit]
			}
			s := &seChains{}
			used := map[string]int{}
			n, exact, near, stuck := 0, 0, 0, 0
			var sum float64
			start := time.Now()
			for _, line := range lines {
				cols := strings.Split(line, "\t")
				want, _ := strconv.ParseFloat(cols[2], 64)
				pz, err := sudokit.Parse(cols[1])
				if err != nil {
					t.Fatal(err)
				}
				g := pz.Grid
				ok, sol := sudokit.Solve(g)
				if !ok {
					t.Fatalf("line %s: no solution", cols[0])
				}
				er, done := testRate(t, s, g, sol, used)
				if !done {
					stuck++
				}
				got := seRound(er)
				n++
				d := math.Abs(got - want)
				sum += d
				if d < 1e-9 {
					exact++
				}
				if d <= 0.5+1e-9 {
					near++
				}
				if d > 1e-9 && testing.Verbose() {
					t.Logf("line %s: ER %.1f, SE %.1f", cols[0], got, want)
				}
			}
			el := time.Since(start)
			t.Logf("%s: %d puzzles, ER exact %d, within 0.5 %d, MAD %.3f, stuck %d, %.1f ms/puzzle; rungs %v",
				f, n, exact, near, sum/float64(n), stuck, float64(el.Microseconds())/1000/float64(n), used)
		})
	}
}

// BenchmarkChainsTop1465 rates the first puzzles of se-ratings-top1465-200
// with the test ladder.
func BenchmarkChainsTop1465(b *testing.B) {
	lines := shareddata.Lines(b, "9x9/se-ratings-top1465-200.tsv", 21)[1:]
	t := &testing.T{}
	var gs, sols []sudokit.Grid
	for _, l := range lines {
		pz, err := sudokit.Parse(strings.Split(l, "\t")[1])
		if err != nil {
			b.Fatal(err)
		}
		gs, sols = append(gs, pz.Grid), append(sols, sudokit.Grid{})
	}
	s := &seChains{}
	used := map[string]int{}
	b.ResetTimer()
	for range b.N {
		for k := range gs {
			testRate(t, s, gs[k], sols[k], used)
		}
	}
}
