package sudokit_test

import (
	"context"
	"errors"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/sudokit-go/sudokit"
)

func TestUnique(t *testing.T) {
	s := sudokit.NewBacktrack(sudokit.Options{})
	ctx := context.Background()
	for _, tt := range []struct {
		puzzle string
		unique bool
		count  int
	}{
		{".41...2.3....1.2", true, 1},
		{"..1...2.3....1.2", false, 2},
		{"................", false, 2},
		{".2....4.43....1.", false, 0},
		{"11..............", false, 0},
		{"2413132432414132", true, 1},
	} {
		unique, n, err := sudokit.Unique(ctx, s, sudokit.MustParse(tt.puzzle).Grid)
		if unique != tt.unique || n != tt.count || err != nil {
			t.Errorf("Unique(%s) = %v, %d, %v; want %v, %d", tt.puzzle, unique, n, err, tt.unique, tt.count)
		}
	}
}

func TestCountSolutions(t *testing.T) {
	s := sudokit.NewBacktrack(sudokit.Options{})
	ctx := context.Background()
	empty4 := sudokit.NewGrid(sudokit.MustShape(2, 2))
	for _, tt := range []struct {
		limit, want int
	}{{1, 1}, {2, 2}, {100, 100}, {288, 288}, {1000, 288}, {0, 1}, {-5, 1}} {
		n, res, err := s.CountSolutions(ctx, empty4, tt.limit)
		if n != tt.want || err != nil || !res.Solved {
			t.Errorf("CountSolutions(empty 4x4, %d) = %d, %v, %v; want %d", tt.limit, n, res.Solved, err, tt.want)
		}
	}
	// 6x6 grids with 2x3 boxes, counted by their first row fixed: 28200960
	// grids in all, 720 first rows, so 39168 grids per first row.
	g, _ := sudokit.ParseWith("123456"+strings.Repeat(".", 30), sudokit.ReadOptions{BoxRows: 2, BoxCols: 3})
	if n, _, err := s.CountSolutions(ctx, g.Grid, 100000); n != 28200960/720 || err != nil {
		t.Errorf("6x6 grids with a fixed first row: %d, %v; want %d", n, err, 28200960/720)
	}
}

// TestBacktrackStats checks the words of the statistics on the contract's
// traced 4x4: three values entered, three taken back, one branch point.
func TestBacktrackStats(t *testing.T) {
	var events []string
	s := sudokit.NewBacktrack(sudokit.Options{Trace: func(e sudokit.Event) {
		events = append(events, strings.Repeat("  ", e.Depth)+e.String())
	}})
	_, res, err := s.Solve(context.Background(), sudokit.MustParse(".2....4.43....1.").Grid)
	if err != nil || res.Solved {
		t.Fatalf("solved %v, %v", res.Solved, err)
	}
	want := []string{"place r1c1=1", "  place r1c3=3", "    r1c4: no candidate", "  undo r1c3=3", "undo r1c1=1", "place r1c1=3", "  r1c3: no candidate", "undo r1c1=3"}
	if !slices.Equal(events, want) {
		t.Errorf("trace\n%s\nwant\n%s", strings.Join(events, "\n"), strings.Join(want, "\n"))
	}
	st := res.Stats
	if st.Nodes != 3 || st.Backtracks != 3 || st.Guesses != 1 || st.Combinations != 0 || st.Elapsed <= 0 {
		t.Errorf("stats %+v", st)
	}
	var sum sudokit.Stats
	sum.Add(st)
	sum.Add(st)
	if sum.Nodes != 6 || sum.Backtracks != 6 || sum.Guesses != 2 || sum.Elapsed != 2*st.Elapsed {
		t.Errorf("Add: %+v", sum)
	}
}

func TestEventString(t *testing.T) {
	at := sudokit.Pos{Row: 0, Col: 2}
	for _, tt := range []struct {
		e    sudokit.Event
		want string
	}{
		{sudokit.Event{Kind: sudokit.EventPlace, Cell: at, Value: 4}, "place r1c3=4"},
		{sudokit.Event{Kind: sudokit.EventUndo, Cell: at, Value: 4}, "undo r1c3=4"},
		{sudokit.Event{Kind: sudokit.EventDeadEnd, Cell: at}, "r1c3: no candidate"},
		{sudokit.Event{Kind: sudokit.EventPush, Cell: at, Value: 4}, "push r1c3=4"},
		{sudokit.Event{Kind: sudokit.EventNext, Cell: at, Value: 5}, "next r1c3=5"},
		{sudokit.Event{Kind: sudokit.EventPop, Cell: at}, "pop r1c3"},
		{sudokit.Event{Kind: sudokit.EventTry, Text: "1 2 3"}, "try 1 2 3"},
		{sudokit.Event{Kind: sudokit.EventChoose, Cell: at, Value: 4}, "choose r1c3=4"},
		{sudokit.Event{Kind: sudokit.EventSolution}, "solution"},
	} {
		if got := tt.e.String(); got != tt.want {
			t.Errorf("%+v: %q, want %q", tt.e, got, tt.want)
		}
	}
}

// TestBacktrackLimits stops searches by the node budget and by the
// context, and checks that the engine still works afterwards.
func TestBacktrackLimits(t *testing.T) {
	empty25 := sudokit.NewGrid(sudokit.MustShape(5, 5))
	s := sudokit.NewBacktrack(sudokit.Options{MaxNodes: 1000})
	_, res, err := s.Solve(context.Background(), sudokit.MustParse(strings.Repeat(".", 81)).Grid)
	if err != nil || !res.Solved {
		t.Errorf("empty 9x9 within 1000 nodes: %v, %v", res.Solved, err)
	}
	// The hardest of the seeds needs more than 1000 nodes.
	_, res, err = s.Solve(context.Background(), sudokit.MustParse("...2........59.3.7......69......8....19....83..4.6....3...2.7.1.57..4....8..3....").Grid)
	var nle *sudokit.NodeLimitError
	if !errors.Is(err, sudokit.ErrMaxNodes) || !errors.As(err, &nle) || nle.Nodes != 1000 || res.Solved {
		t.Errorf("past 1000 nodes: %v, %v", res.Solved, err)
	}
	if err != nil && err.Error() != "stopped after 1000 nodes" {
		t.Errorf("error %q", err)
	}

	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	unlimited := sudokit.NewBacktrack(sudokit.Options{})
	_, _, err = unlimited.CountSolutions(ctx, empty25, 1<<30)
	if !errors.Is(err, context.Canceled) {
		t.Errorf("a cancelled count: %v", err)
	}
	// The same engine value then solves a puzzle of another shape.
	got, res, err := unlimited.Solve(context.Background(), sudokit.MustParse(".41...2.3....1.2").Grid)
	if err != nil || !res.Solved || sudokit.Format(got, sudokit.FormatOptions{}) != "2413132432414132" {
		t.Errorf("after a cancelled search: %v, %v", res.Solved, err)
	}
}

func TestRegistry(t *testing.T) {
	mk := func(name string) sudokit.Engine {
		return sudokit.Engine{Name: name, Summary: name + " search", New: func(o sudokit.Options) sudokit.Solver { return sudokit.NewBacktrack(o) }}
	}
	engines := []sudokit.Engine{mk("fast"), mk("backtrack"), mk("dlx")}
	r := sudokit.NewRegistry(engines...)
	engines[0].Name = "changed" // the registry keeps its own list
	if got := r.Names(); !slices.Equal(got, []string{"fast", "backtrack", "dlx"}) {
		t.Errorf("Names = %v", got)
	}
	if r.Default().Name != "fast" || len(r.Engines()) != 3 {
		t.Errorf("Default %q, %d engines", r.Default().Name, len(r.Engines()))
	}
	e, err := r.Lookup("dlx")
	if err != nil || e.Name != "dlx" || e.New(sudokit.Options{}) == nil {
		t.Errorf("Lookup(dlx) = %v, %v", e.Name, err)
	}
	if _, err := r.Lookup("dfz"); err == nil || err.Error() != "unknown engine; engines are fast, backtrack, dlx" {
		t.Errorf("Lookup(dfz) = %v", err)
	}
}

// TestUntimed holds Options.Untimed: no time in Stats, where a timed search
// of a puzzle that takes some work (an empty 9x9 grid, 81 nodes) has some.
func TestUntimed(t *testing.T) {
	g := sudokit.MustParse(strings.Repeat(".", 81)).Grid
	for _, untimed := range []bool{false, true} {
		s := sudokit.NewBacktrack(sudokit.Options{Untimed: untimed})
		var spent time.Duration
		for range 50 {
			_, res, err := s.Solve(context.Background(), g)
			if err != nil || !res.Solved {
				t.Fatalf("untimed %v: solved %v, %v", untimed, res.Solved, err)
			}
			spent += res.Stats.Elapsed
		}
		if untimed != (spent == 0) {
			t.Errorf("untimed %v: %v in Stats.Elapsed over 50 searches", untimed, spent)
		}
	}
}
