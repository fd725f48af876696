package logic

import (
	"context"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/sudokit-go/sudokit"
	"github.com/sudokit-go/sudokit/internal/shareddata"
)

// An seRated is a puzzle of an se-ratings file with serate's numbers.
type seRated struct {
	line       string
	puzzle     sudokit.Grid
	er, ep, ed float64
}

// readSERatings reads an se-ratings TSV file (line, puzzle, ER, EP, ED,
// one header line).
func readSERatings(tb testing.TB, path string) []seRated {
	tb.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		tb.Fatal(err)
	}
	var out []seRated
	for k, l := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		if k == 0 {
			continue
		}
		f := strings.Split(l, "\t")
		if len(f) != 5 {
			tb.Fatalf("%s:%d: %d fields", path, k+1, len(f))
		}
		p, err := sudokit.Parse(f[1])
		if err != nil {
			tb.Fatalf("%s:%d: %v", path, k+1, err)
		}
		r := seRated{line: f[0], puzzle: p.Grid}
		for j, x := range []*float64{&r.er, &r.ep, &r.ed} {
			if *x, err = strconv.ParseFloat(f[2+j], 64); err != nil {
				tb.Fatalf("%s:%d: %v", path, k+1, err)
			}
		}
		out = append(out, r)
	}
	return out
}

// seAgreement is the agreement of our ratings with serate's over a file.
type seAgreement struct {
	n, within, exact, lo, loExact [3]int
	mad                           [3]float64
	firstMiss                     string
}

func (a *seAgreement) add(want seRated, got Rating) {
	w := [3]float64{want.er, want.ep, want.ed}
	g := [3]float64{got.ER, got.EP, got.ED}
	for k := range w {
		d := math.Abs(w[k] - g[k])
		a.n[k]++
		a.mad[k] += d
		if d <= 0.5+1e-9 {
			a.within[k]++
		}
		if d < 1e-9 {
			a.exact[k]++
		}
		if w[0] < 4.0 {
			a.lo[k]++
			if d < 1e-9 {
				a.loExact[k]++
			}
		}
		if d >= 1e-9 && a.firstMiss == "" {
			a.firstMiss = fmt.Sprintf("line %s: serate %.1f/%.1f/%.1f, sudokit %.1f/%.1f/%.1f (hardest %s)",
				want.line, want.er, want.ep, want.ed, got.ER, got.EP, got.ED, got.Hardest)
		}
	}
}

func (a *seAgreement) String() string {
	var b strings.Builder
	for k, name := range []string{"ER", "EP", "ED"} {
		n := float64(a.n[k])
		fmt.Fprintf(&b, "%s within0.5=%.1f%% exact=%.1f%% MAD=%.3f below4.0=%d/%d; ", name,
			100*float64(a.within[k])/n, 100*float64(a.exact[k])/n, a.mad[k]/n, a.loExact[k], a.lo[k])
	}
	return b.String()
}

// rateFile rates every puzzle of an se-ratings file with one Rater and
// returns the agreement and the puzzles that differ in ER, EP or ED.
func rateFile(t *testing.T, rs []seRated) (*seAgreement, []string) {
	a, _, misses := rateFileSplit(t, rs)
	return a, misses
}

// rateFileSplit is rateFile that also gives the agreement over the
// puzzles rated without the trial step and without a step rated above 6.2
// (#21 and later of SE's ladder: chains, and Aligned Triplet Exclusion,
// which stands in for #21 until the chaining producers are in).
func rateFileSplit(t *testing.T, rs []seRated) (*seAgreement, *seAgreement, []string) {
	t.Helper()
	r := NewRater(RateOptions{})
	a, noTrial := &seAgreement{}, &seAgreement{}
	var misses []string
	for _, want := range rs {
		chained := false
		got, err := r.rate(context.Background(), want.puzzle, func(c *Candidates, h *seHint) {
			if h.rating > 6.2 {
				chained = true
			}
		})
		if err != nil {
			t.Fatalf("line %s: %v", want.line, err)
		}
		a.add(want, got)
		if !got.Trial && !chained {
			noTrial.add(want, got)
		}
		if got.ER != want.er || got.EP != want.ep || got.ED != want.ed {
			misses = append(misses, want.line)
		}
	}
	return a, noTrial, misses
}

// TestRateSample holds the rating path to serate's ER, EP and ED on a
// sample of the se-ratings files kept in testdata: always exact.
func TestRateSample(t *testing.T) {
	rs := readSERatings(t, filepath.Join("testdata", "se-ratings-sample.tsv"))
	a, misses := rateFile(t, rs)
	if len(misses) > 0 {
		t.Errorf("%d of %d differ (lines %v); first: %s", len(misses), len(rs), misses, a.firstMiss)
	}
}

// TestRateSERatings rates the shared se-ratings files (skipped without
// ../shared) and holds them to serate: exact on every puzzle of the files
// named exact (all of them, since the chaining rungs joined the ladder);
// elsewhere it logs the agreement. Without -long it reads the
// QQwing simple, easy and intermediate files only.
func TestRateSERatings(t *testing.T) {
	dir, ok := shareddata.Find()
	if !ok {
		t.Skip("no shared data")
	}
	files := []string{"qqwing-simple", "qqwing-easy", "qqwing-intermediate"}
	if shareddata.Long() {
		files = append(files, "qqwing-expert", "top1465-200")
	}
	exact := map[string]bool{"qqwing-simple": true, "qqwing-easy": true, "qqwing-intermediate": true,
		"qqwing-expert": true, "top1465-200": true}
	for _, f := range files {
		t.Run(f, func(t *testing.T) {
			rs := readSERatings(t, filepath.Join(dir, "9x9", "se-ratings-"+f+".tsv"))
			a, noTrial, misses := rateFileSplit(t, rs)
			t.Logf("%s n=%d: %v", f, len(rs), a)
			if noTrial.n[0] < len(rs) {
				t.Logf("%s without chaining, n=%d: %v; first miss: %s", f, noTrial.n[0], noTrial, noTrial.firstMiss)
			}
			if exact[f] && len(misses) > 0 {
				t.Errorf("%d of %d differ (lines %v); first: %s", len(misses), len(rs), misses, a.firstMiss)
			}
			if a.loExact[0] != a.lo[0] {
				t.Errorf("ER below 4.0: %d of %d exact", a.loExact[0], a.lo[0])
			}
		})
	}
}

// TestRateOptions: a restricted ladder that cannot finish a puzzle reports
// it unsolved, or takes the trial step when the trial group is allowed; a
// full grid rates 0; clashing givens fail.
func TestRateOptions(t *testing.T) {
	// qqwing-simple line 1 needs a Direct Hidden Pair (2.0).
	p := sudokit.MustParse("...5.71........3.9....46........37......9..64...71......6..5...45......2.93.21.5.").Grid
	got, err := Rate(context.Background(), p, RateOptions{Techniques: mustSelect(t, "Full House", "Hidden Single", "Naked Single")})
	if err != nil {
		t.Fatal(err)
	}
	if got.ER != 2.3 || got.EP != 1.2 || got.ED != 1.2 || !got.Solved || got.Trial || got.Hardest != "Naked Single" {
		t.Errorf("singles only: %+v", got)
	}
	got, err = Rate(context.Background(), p, RateOptions{Techniques: mustSelect(t, "Full House")})
	if err != nil {
		t.Fatal(err)
	}
	if got.Solved || got.Trial || got.Steps != 0 || got.ER != 0 {
		t.Errorf("full house only: %+v", got)
	}
	trial := append(mustSelect(t, "Full House"), Technique{Name: "Trial", Group: GroupTrial})
	got, err = Rate(context.Background(), p, RateOptions{Techniques: trial})
	if err != nil {
		t.Fatal(err)
	}
	if !got.Solved || !got.Trial || got.Steps != 1 || got.ER != TrialRating || got.EP != TrialRating || got.ED != TrialRating || got.Level() != LevelTrial {
		t.Errorf("full house and trial: %+v", got)
	}
	got, err = Rate(context.Background(), p, RateOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if got.ER != 2.0 || got.Hardest != "Direct Hidden Pair" || got.Level() != LevelEasy || !got.Solved {
		t.Errorf("whole ladder: %+v", got)
	}
	full := sudokit.MustParse("2413132432414132").Grid
	if got, err := Rate(context.Background(), full, RateOptions{}); err != nil || got.ER != 0 || got.Steps != 0 || !got.Solved {
		t.Errorf("a full grid: %+v, %v", got, err)
	}
	r := NewRater(RateOptions{})
	if _, err := r.Rate(context.Background(), sudokit.MustParse("11..............").Grid); err == nil {
		t.Error("clashing givens rate")
	}
	if got, err := r.Rate(context.Background(), sudokit.MustParse(".41...2.3....1.2").Grid); err != nil || got.ER != 1.2 || !got.Solved {
		t.Errorf("after a clash, 4x4: %+v, %v", got, err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := r.Rate(ctx, p); err == nil {
		t.Error("a cancelled context rates")
	}
}

// TestRateBudget: once the budget is spent, the costly rungs are skipped
// and the trial step ends the path; the clock is a fake that moves an
// hour at each reading.
func TestRateBudget(t *testing.T) {
	// qqwing-expert line 6: a Unique Rectangle, nothing costly.
	p := sudokit.MustParse("..8.2.......8.....3.1..4.....35...9....719.5...7.43...7.2...91......12.88...5..3.").Grid
	got, err := Rate(context.Background(), p, RateOptions{})
	if err != nil || got.Trial || got.ER != 4.5 {
		t.Fatalf("without a budget: %+v, %v", got, err)
	}
	defer func(c func() time.Time) { clock = c }(clock)
	now := time.Unix(0, 0)
	clock = func() time.Time { now = now.Add(time.Hour); return now }
	if got, err := Rate(context.Background(), p, RateOptions{Budget: time.Minute}); err != nil || got.Trial || got.ER != 4.5 {
		t.Errorf("a puzzle that needs no costly rung, with a budget: %+v, %v", got, err)
	}
	// qqwing-expert line 7 (SE 7.1 with a chain) finishes with Aligned
	// Triplet Exclusion while the chains are not in the ladder.
	hard := sudokit.MustParse("...5....7.4....6..9.7..21...54......2.9.....87.6...241.....5...5.841.7.2.1......4").Grid
	if got, err := Rate(context.Background(), hard, RateOptions{}); err != nil || got.Trial {
		t.Errorf("a puzzle that needs Aligned Triplet Exclusion, no budget: %+v, %v", got, err)
	}
	got, err = Rate(context.Background(), hard, RateOptions{Budget: time.Minute})
	if err != nil || !got.Trial || got.ER != TrialRating || got.Hardest != "Trial" {
		t.Errorf("the budget spent: %+v, %v", got, err)
	}
}

// TestRateCancelStopsChains: a rating whose context ends while a chaining
// rung searches a large grid returns the context's error, without waiting
// for the search (which takes minutes on this 16x16 puzzle) or taking the
// trial step.
func TestRateCancelStopsChains(t *testing.T) {
	p, err := sudokit.ParseWith(".D4F.5..2.E1C...A....7...3..4.....7.DF..4......B......29.....AFE1..2.D4.3..98......97.8E...B...5.F.DC3A.E.8.B....E.3.....AG..C7D.61.....8.AE..BC95.....2...3E.6.....8..C.....F....2CF..3B1.6..8....E58B7F....1.6..G.......1.....B.3.9...G..2.7.AD2.6..3....75...", sudokit.ReadOptions{Size: 16})
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	r := NewRater(RateOptions{})
	costly := false
	_, err = r.rate(ctx, p.Grid, func(c *Candidates, h *seHint) {
		if h.rating >= 6.5 && !costly { // a chaining rung has answered: cancel during the next
			costly = true
			time.AfterFunc(20*time.Millisecond, cancel)
		}
	})
	cancel()
	if err != context.Canceled {
		t.Errorf("Rate = %v, want context.Canceled", err)
	}
}

// TestRateAllocs: once a Rater has rated a puzzle, rating it again
// allocates nothing, the chaining rungs included (qqwing-expert line 71,
// SE 8.3: Forcing Chains & Cycles, Nishio and Multiple Forcing Chains are
// searched on its path). A Rater's scratch grows on its first puzzles and
// is kept from then on.
func TestRateAllocs(t *testing.T) {
	p := sudokit.MustParse("61..287.....7...5.4.79....67.1......9..8...........6...2.....7....19.8....8..2419").Grid
	r := NewRater(RateOptions{})
	var got Rating
	n := testing.AllocsPerRun(3, func() {
		var err error
		if got, err = r.Rate(context.Background(), p); err != nil {
			t.Fatal(err)
		}
	})
	if got.ER != 8.3 || got.EP != 1.2 || got.ED != 1.2 {
		t.Errorf("rated %+v, want 8.3/1.2/1.2 as serate", got)
	}
	if n != 0 {
		t.Errorf("a warm Rater allocates %v times a puzzle, want 0", n)
	}
}

// TestRateWork: RateOptions.Work bounds the chaining rungs by a count of
// their work, not by time: with the work a puzzle takes the rating is the
// full one, with half of it the trial step ends the path, and either way
// two ratings are the same in every field. A puzzle that needs no
// chaining rung takes no work.
func TestRateWork(t *testing.T) {
	ctx := context.Background()
	p := sudokit.MustParse("61..287.....7...5.4.79....67.1......9..8...........6...2.....7....19.8....8..2419").Grid
	full, err := Rate(ctx, p, RateOptions{})
	if err != nil || full.ER != 8.3 || full.Work == 0 {
		t.Fatalf("without a bound: %+v, %v", full, err)
	}
	for _, tc := range []struct {
		work  int64
		trial bool
	}{{full.Work, false}, {full.Work / 2, true}, {1, true}} {
		r := NewRater(RateOptions{Work: tc.work})
		a, err := r.Rate(ctx, p)
		if err != nil {
			t.Fatal(err)
		}
		b, err := r.Rate(ctx, p)
		if err != nil {
			t.Fatal(err)
		}
		if a != b {
			t.Errorf("work %d: rated %+v, then %+v", tc.work, a, b)
		}
		switch {
		case !tc.trial && a != full:
			t.Errorf("work %d (all it takes): %+v, want %+v", tc.work, a, full)
		case tc.trial && (!a.Trial || a.ER != TrialRating || a.Hardest != "Trial" || a.Work <= tc.work):
			t.Errorf("work %d of %d: %+v, want the trial step after more than %d", tc.work, full.Work, a, tc.work)
		}
	}
	// qqwing-expert line 6: a Unique Rectangle, no chaining rung.
	easy := sudokit.MustParse("..8.2.......8.....3.1..4.....35...9....719.5...7.43...7.2...91......12.88...5..3.").Grid
	if got, err := Rate(ctx, easy, RateOptions{Work: 1}); err != nil || got.Trial || got.ER != 4.5 || got.Work != 0 {
		t.Errorf("no chaining rung, work 1: %+v, %v", got, err)
	}
}
