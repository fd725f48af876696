package logic

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/sudokit-go/sudokit"
)

// hintOptions are Options with the root's backtracking solver and the
// entries of line (none when empty).
func hintOptions(t *testing.T, entries string, techniques ...string) Options {
	t.Helper()
	opt := Options{Solver: sudokit.NewBacktrack(sudokit.Options{})}
	if entries != "" {
		opt.Entries = sudokit.MustParse(entries).Grid
	}
	if len(techniques) > 0 {
		opt.Techniques = mustSelect(t, techniques...)
	}
	return opt
}

func TestHintLevels(t *testing.T) {
	const puzzle = ".41...2.3....1.2"
	for _, tc := range []struct {
		entries string
		level   int
		want    string
	}{
		{"", 0, "Hidden Single in box 1"},
		{"", 1, "Hidden Single in box 1"},
		{"", 2, "Hidden Single in box 1: look at r1c1"},
		{"", 3, "Hidden Single in box 1: r1c1=2"},
		{"", 4, "Hidden Single: 2 can only go in r1c1 in box 1"},
		{"", 9, "Hidden Single: 2 can only go in r1c1 in box 1"},
		// a right entry: the next step goes on from it
		{"2...............", 1, "Full House in row 1"},
		{"2...............", 4, "Full House: 3 is the last value missing from row 1, at r1c4"},
		// entries that repeat the givens are no entries
		{"241..32.3....1.2", 3, "Full House in row 1: r1c4=3"},
		// two wrong entries: the first in row-major order
		{"2...3.....4.....", 1, "r2c1 is wrong"},
		{"2...3.....4.....", 3, "r2c1 is wrong"},
		{"2...3.....4.....", 4, "r2c1 is wrong: it should be 1, not 3"},
	} {
		st, err := Hint(context.Background(), sudokit.MustParse(puzzle).Grid, hintOptions(t, tc.entries))
		if err != nil {
			t.Errorf("entries %q: %v", tc.entries, err)
			continue
		}
		if got := st.Reveal(tc.level).Text; got != tc.want {
			t.Errorf("entries %q, level %d: got %q, want %q", tc.entries, tc.level, got, tc.want)
		}
	}
}

func TestHintErrors(t *testing.T) {
	for _, tc := range []struct {
		name, puzzle, entries string
		techniques            []string
		want                  string
	}{
		{name: "no solution", puzzle: ".2....4.43....1.", want: "the grid has no solution"},
		{name: "clashing givens", puzzle: "11..............", want: "the grid has no solution"},
		{name: "several solutions", puzzle: "..1...2.3....1.2", want: "the grid has several solutions"},
		{name: "solved", puzzle: "2413132432414132", want: "the grid is solved"},
		{name: "solved by entries", puzzle: ".41...2.3....1.2", entries: "2413132432414132", want: "the grid is solved"},
		{name: "stuck", puzzle: ".41...2.3....1.2", techniques: []string{"Naked Pair"},
			want: "no allowed technique applies (10 blank cells left)"},
		{name: "given changed", puzzle: ".41...2.3....1.2", entries: ".31.............", want: "r1c2: given 4 changed to 3"},
		{name: "other shape", puzzle: ".41...2.3....1.2", entries: "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
			want: "the entries are a 9x9 grid with 3x3 boxes; the puzzle is 4x4 with 2x2 boxes"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Hint(context.Background(), sudokit.MustParse(tc.puzzle).Grid, hintOptions(t, tc.entries, tc.techniques...))
			if err == nil || err.Error() != tc.want {
				t.Fatalf("got %v, want %s", err, tc.want)
			}
		})
	}
	if _, err := Hint(context.Background(), sudokit.MustParse(".41...2.3....1.2").Grid, Options{}); !errors.Is(err, ErrNoSolver) {
		t.Errorf("no solver: got %v", err)
	}
	var se *SolutionsError
	if _, err := Explain(context.Background(), sudokit.MustParse("..1...2.3....1.2").Grid, hintOptions(t, "")); !errors.As(err, &se) || se.Solutions != 2 {
		t.Errorf("explain, several solutions: got %v", err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := Hint(ctx, sudokit.MustParse(".41...2.3....1.2").Grid, hintOptions(t, "")); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled: got %v", err)
	}
}

func TestExplainEntries(t *testing.T) {
	e, err := Explain(context.Background(), sudokit.MustParse(".41...2.3....1.2").Grid, hintOptions(t, "2...3.....4....."))
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, s := range e.Steps {
		got = append(got, s.Text)
	}
	wantSteps := []string{
		"r2c1 is wrong: it should be 1, not 3",
		"Full House: 3 is the last value missing from row 1, at r1c4",
	}
	if len(got) < 2 || got[0] != wantSteps[0] || got[1] != wantSteps[1] {
		t.Errorf("got %q", got)
	}
	if !e.Solved {
		t.Error("not solved")
	}
	if got, want := sudokit.Format(e.Start, sudokit.FormatOptions{Form: sudokit.FormLine}), "241...2.3.4..1.2"; got != want {
		t.Errorf("start %s, want %s", got, want)
	}
	if got := sudokit.Format(e.Grid, sudokit.FormatOptions{Form: sudokit.FormLine}); got != "2413132432414132" {
		t.Errorf("end %s", got)
	}
}

func TestHintRecord(t *testing.T) {
	st, err := Hint(context.Background(), sudokit.MustParse(".41...2.3....1.2").Grid, hintOptions(t, ""))
	if err != nil {
		t.Fatal(err)
	}
	for level, want := range map[int]string{
		1: `{"level":1,"technique":"Hidden Single","region":"box 1","text":"Hidden Single in box 1"}`,
		2: `{"level":2,"technique":"Hidden Single","region":"box 1","cells":[{"cell":"r1c1","role":"target"}],"text":"Hidden Single in box 1: look at r1c1"}`,
		3: `{"level":3,"technique":"Hidden Single","region":"box 1","cells":[{"cell":"r1c1","role":"target"}],"placements":[{"cell":"r1c1","value":2}],"eliminations":[],"digits":[2],"text":"Hidden Single in box 1: r1c1=2"}`,
		4: `{"level":4,"technique":"Hidden Single","region":"box 1","cells":[{"cell":"r1c1","role":"target"}],"placements":[{"cell":"r1c1","value":2}],"eliminations":[],"digits":[2],"text":"Hidden Single: 2 can only go in r1c1 in box 1"}`,
	} {
		var b bytes.Buffer
		enc := json.NewEncoder(&b)
		enc.SetEscapeHTML(false)
		if err := enc.Encode(st.HintRecord(level)); err != nil {
			t.Fatal(err)
		}
		if got := b.String(); got != want+"\n" {
			t.Errorf("level %d:\ngot  %s\nwant %s", level, got, want)
		}
	}
}

func TestRevealPattern(t *testing.T) {
	p := Step{Technique: "Pointing", Region: "box 5", Digits: []int{7},
		Cells: []CellRole{
			{Cell: pos("r4c4"), Role: RoleBase}, {Cell: pos("r4c5"), Role: RoleBase},
			{Cell: pos("r4c1"), Role: RoleTarget}, {Cell: pos("r4c8"), Role: RoleTarget}},
		Eliminations: []CellValue{{Cell: pos("r4c1"), Value: 7}, {Cell: pos("r4c8"), Value: 7}},
		Text:         "Pointing: in box 5, 7 lies only in row 4, so r4c1<>7, r4c8<>7"}
	for level, want := range map[int]string{
		1: "Pointing in box 5",
		2: "Pointing in box 5: look at r4c4, r4c5",
		3: "Pointing in box 5: r4c1<>7, r4c8<>7",
		4: p.Text,
	} {
		if got := p.Reveal(level).Text; got != want {
			t.Errorf("level %d: got %q, want %q", level, got, want)
		}
	}
	n := Step{Technique: "Naked Single", Region: "r4c6"}
	if got := n.Reveal(1).Text; got != "Naked Single at r4c6" {
		t.Errorf("naked single: %q", got)
	}
	if r := p.Reveal(1); r.Cells != nil || r.Eliminations != nil {
		t.Errorf("level 1 shows %v %v", r.Cells, r.Eliminations)
	}
}

// TestExplainTrial: with Trial allowed, a puzzle that the other allowed
// techniques cannot finish is finished, Trial taking its values from the
// solution the solver found; without it, the path is stuck.
func TestExplainTrial(t *testing.T) {
	const top = "......6.7....73....5...61.....4....5.49..13.8.73.68..1.38.9.....94.1.73.........."
	g := sudokit.MustParse(top).Grid
	e, err := Explain(context.Background(), g, hintOptions(t, "", "singles", "trial"))
	if err != nil {
		t.Fatal(err)
	}
	trials := 0
	for _, s := range e.Steps {
		if s.Technique == "Trial" {
			trials++
		}
	}
	if !e.Solved || trials == 0 || !e.Grid.Solves(g) {
		t.Errorf("solved %v with %d trial steps", e.Solved, trials)
	}
	e, err = Explain(context.Background(), g, hintOptions(t, "", "singles"))
	if err != nil || e.Solved {
		t.Errorf("singles alone: solved %v, %v", e.Solved, err)
	}
	st, err := Hint(context.Background(), g, hintOptions(t, "", "trial"))
	if err != nil || st.Technique != "Trial" {
		t.Errorf("hint: %v, %v", st.Technique, err)
	}
}

func TestKnownSolution(t *testing.T) {
	sol := sudokit.MustParse("2413132432414132").Grid
	k := knownSolution{sol}
	for _, tc := range []struct {
		grid string
		n    int
	}{
		{".41...2.3....1.2", 1},
		{"2413132432414132", 1},
		{"3...............", 0},
	} {
		n, res, err := k.CountSolutions(context.Background(), sudokit.MustParse(tc.grid).Grid, 2)
		if n != tc.n || res.Solved != (tc.n == 1) || err != nil {
			t.Errorf("%s: %d %v %v", tc.grid, n, res.Solved, err)
		}
	}
	if _, res, _ := k.Solve(context.Background(), sudokit.MustParse(strings.Repeat(".", 81)).Grid); res.Solved {
		t.Error("a grid of another shape is solved")
	}
}
