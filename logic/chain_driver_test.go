package logic

import (
	"context"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/sudokit-go/sudokit"
	"github.com/sudokit-go/sudokit/internal/shareddata"
)

// The chaining producers on the rating path: puzzles rated by the Rater
// (rate.go, SE's whole ladder), every hint of every rung held to the
// solution, and the ER, EP and ED held to serate's.

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

// rateChecked rates g with r and holds every hint to sol: an elimination
// never removes the solution's value, a placement writes it. used counts
// the hints by technique.
func rateChecked(t *testing.T, r *Rater, g, sol sudokit.Grid, used map[string]int) Rating {
	t.Helper()
	got, err := r.rate(context.Background(), g, func(c *Candidates, h *seHint) {
		used[h.technique]++
		for _, e := range h.elims {
			if int(sol.Cells[e.cell]) == int(e.value) {
				t.Fatalf("%s %.2f eliminates the solution's %d at %v", h.technique, h.rating, e.value, c.shape.PosOf(int(e.cell)))
			}
		}
		if h.cell >= 0 && int(sol.Cells[h.cell]) != h.value {
			t.Fatalf("%s places %d at %v; the solution has %d", h.technique, h.value, c.shape.PosOf(h.cell), sol.Cells[h.cell])
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	return got
}

// TestChainsOnSERatings rates the se-ratings files of qqwing-expert and
// top1465 with the Rater: every step is sound and ER, EP and ED are
// serate's. One expert puzzle by default; every puzzle of both files with
// -long.
func TestChainsOnSERatings(t *testing.T) {
	dir := shareddata.Dir(t)
	for _, f := range []string{"qqwing-expert", "top1465-200"} {
		t.Run(f, func(t *testing.T) {
			rs := readSERatings(t, filepath.Join(dir, "9x9", "se-ratings-"+f+".tsv"))
			if !shareddata.Long() {
				if f != "qqwing-expert" {
					t.Skip("top1465 only with -long")
				}
				rs = rs[:1]
			}
			r := NewRater(RateOptions{})
			used := map[string]int{}
			exact := 0
			start := time.Now()
			for _, want := range rs {
				ok, sol := sudokit.Solve(want.puzzle)
				if !ok {
					t.Fatalf("line %s: no solution", want.line)
				}
				got := rateChecked(t, r, want.puzzle, sol, used)
				if got.ER == want.er && got.EP == want.ep && got.ED == want.ed {
					exact++
				} else {
					t.Errorf("line %s: sudokit %.1f/%.1f/%.1f, serate %.1f/%.1f/%.1f", want.line, got.ER, got.EP, got.ED, want.er, want.ep, want.ed)
				}
			}
			t.Logf("%s: %d of %d puzzles with serate's ER, EP and ED (%v with the solving); hints %v",
				f, exact, len(rs), time.Since(start), used)
		})
	}
}

// BenchmarkChainsTop1465 rates the first puzzles of se-ratings-top1465-200.
func BenchmarkChainsTop1465(b *testing.B) {
	lines := shareddata.Lines(b, "9x9/se-ratings-top1465-200.tsv", 21)[1:]
	var gs []sudokit.Grid
	for _, l := range lines {
		pz, err := sudokit.Parse(strings.Split(l, "\t")[1])
		if err != nil {
			b.Fatal(err)
		}
		gs = append(gs, pz.Grid)
	}
	r := NewRater(RateOptions{})
	b.ResetTimer()
	for range b.N {
		for _, g := range gs {
			if _, err := r.Rate(context.Background(), g); err != nil {
				b.Fatal(err)
			}
		}
	}
}
