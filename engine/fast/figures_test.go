package fast

import (
	"context"
	"flag"
	"fmt"
	"math/rand/v2"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/sudokit-go/sudokit"
	"github.com/sudokit-go/sudokit/internal/enginetest"
	"github.com/sudokit-go/sudokit/internal/shareddata"
)

var (
	figures    = flag.String("figures", "", "print per-puzzle CPU figures of the shared sets whose names contain one of these, comma-separated (\"all\": every one), before and after learning, in one run")
	figCap     = flag.Duration("figcap", 20*time.Second, "CPU time after which a puzzle of -figures counts as not settled")
	figLearn   = flag.Int64("figlearn", -2, "the node count after which learning takes over with -figures (-2: the default)")
	figVerbose = flag.Bool("figv", false, "print each puzzle's time with -figures")
	figOld     = flag.Duration("figold", 5*time.Second, "the same cap for the search without learning (0: leave it out)")
)

// figureSets are the sets -figures measures, with the puzzles it takes
// from each (0: all).
var figureSets = []struct {
	name  string
	limit int
}{
	{"9x9/magictour-top1465", 300},
	{"9x9/forum-hardest-1106", 300},
	{"16x16/public-gecode", 0},
	{"16x16/random-blank-35pct", 0},
	{"16x16/random-minimal", 0},
	{"25x25/random-blank-45pct", 0},
	{"25x25/random-blank-50pct", 0},
	{"25x25/public-gecode", 0},
	{"36x36/random-blank-40pct", 0},
	{"36x36/random-blank-55pct", 0},
	{random64, 5},
}

// random64 names the random 64x64 puzzles with 40% givens that -figures
// makes itself.
const random64 = "64x64/random-givens-40pct"

// randomSamples makes k puzzles of shape with a share keep of givens,
// each cut from a full grid shuffled afresh (values relabelled, rows
// swapped within bands and bands swapped, columns likewise), with the
// full grid as its solution and its count unknown (2: "valid, keeps the
// givens").
func randomSamples(t *testing.T, shape *sudokit.Shape, keep float64, k int) []enginetest.Sample {
	t.Helper()
	full, _, err := New(sudokit.Options{}).Solve(context.Background(), sudokit.NewGrid(shape))
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(64, 40))
	n, br, bc := shape.N, shape.BoxRows, shape.BoxCols
	var out []enginetest.Sample
	for i := 0; i < k; i++ {
		perm := rng.Perm(n)
		rows, cols := shuffledLines(rng, n, br), shuffledLines(rng, n, bc)
		sol := sudokit.NewGrid(shape)
		for r := 0; r < n; r++ {
			for c := 0; c < n; c++ {
				sol.Cells[r*n+c] = uint8(perm[full.Cells[rows[r]*n+cols[c]]-1] + 1)
			}
		}
		g := sol.Clone()
		for j := range g.Cells {
			if rng.Float64() >= keep {
				g.Cells[j] = 0
			}
		}
		out = append(out, enginetest.Sample{Where: fmt.Sprintf("%s:%d", random64, i+1), Puzzle: g, Sol: sol, Count: 2})
	}
	return out
}

// shuffledLines is an order of n lines in bands of size b: the bands in a
// random order, and the lines of each band too.
func shuffledLines(rng *rand.Rand, n, b int) []int {
	var out []int
	for _, band := range rng.Perm(n / b) {
		for _, l := range rng.Perm(b) {
			out = append(out, band*b+l)
		}
	}
	return out
}

// TestFigures prints, for each shared set, the CPU time per puzzle of a
// count up to two (what Unique does; a solve for the random 64x64) through the general path without
// learning (as before it) and with it, puzzle by puzzle in turn in one
// run: median, p99 and max, and the puzzles not settled within the caps.
// It asserts only the answers. Run it with
//
//	go test ./engine/fast -run Figures -figures all -v
func TestFigures(t *testing.T) {
	if *figures == "" {
		t.Skip("run with -figures SET (or all)")
	}
	dir := shareddata.Dir(t)
	for _, fs := range figureSets {
		if *figures != "all" && !slices.ContainsFunc(strings.Split(*figures, ","), func(f string) bool { return strings.Contains(fs.name, f) }) {
			continue
		}
		var samples []enginetest.Sample
		if fs.name == random64 {
			samples = randomSamples(t, sudokit.MustShape(8, 8), 0.4, fs.limit)
		} else {
			base := filepath.Join(dir, fs.name)
			samples = enginetest.ReadSet(t, base, enginetest.SetOptions(base), fs.limit)
		}
		old := New(sudokit.Options{})
		old.general, old.gen.learnAfter = true, -1
		cur := New(sudokit.Options{})
		cur.general = true
		if *figLearn != -2 {
			cur.gen.learnAfter = *figLearn
		}
		var times [2][]time.Duration
		var late [2]int
		for _, s := range samples {
			for k, e := range []*Solver{old, cur} {
				if k == 0 && *figOld == 0 || k == 1 && *figCap == 0 {
					continue
				}
				limit := []time.Duration{*figOld, *figCap}[k]
				d, ok := cpuCount(t, e, s, limit)
				if !ok {
					late[k]++
					d = limit
				}
				times[k] = append(times[k], d)
				if *figVerbose {
					t.Logf("%s k=%d %v settled=%v", s.Where, k, d, ok)
				}
			}
		}
		ms := func(d time.Duration) string { return fmt.Sprintf("%.2f", float64(d.Microseconds())/1000) }
		for k, what := range []string{"before", "after"} {
			ts := times[k]
			if len(ts) == 0 {
				continue
			}
			slices.Sort(ts)
			t.Logf("%-28s %-6s %4d puzzles  median %8s ms  p99 %8s ms  max %8s ms  not settled %d (cap %v)",
				fs.name, what, len(ts), ms(ts[len(ts)/2]), ms(ts[len(ts)*99/100]), ms(ts[len(ts)-1]), late[k], []time.Duration{*figOld, *figCap}[k])
		}
	}
}

// cpuCount counts the solutions of s up to two with e (solves the random
// 64x64 puzzles), checks the count,
// and returns the CPU time it took; it reports false when the search ran
// past limit of CPU time and was stopped.
func cpuCount(t *testing.T, e *Solver, s enginetest.Sample, limit time.Duration) (time.Duration, bool) {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	start := cpuTime()
	go func() {
		for ctx.Err() == nil {
			time.Sleep(10 * time.Millisecond)
			if cpuTime()-start > limit {
				cancel()
			}
		}
	}()
	want := 2
	if strings.HasPrefix(s.Where, random64) {
		want = 1 // its count is unknown: solved, as sudokit solve does
	}
	g, n, _, err := sudokit.SolveCount(ctx, e, s.Puzzle, want)
	d := cpuTime() - start
	if err != nil {
		return d, false
	}
	if want == 1 {
		n = max(n, s.Count)
	}
	if n != s.Count || n > 0 && !g.Solves(s.Puzzle) || s.Count == 1 && !g.Equal(s.Sol) {
		t.Errorf("%s: count %d, want %d (or a wrong grid)", s.Where, n, s.Count)
	}
	return d, true
}
