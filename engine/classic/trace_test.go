package classic_test

import (
	"context"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sudokit-go/sudokit"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// TestTraceGolden writes the trace of each engine on a small puzzle as the
// command line prints it (two spaces a level) and compares it with
// testdata/trace-ENGINE.golden; go test -update rewrites the files.
func TestTraceGolden(t *testing.T) {
	puzzles := map[string]string{
		"brute":     "2.13132.3241413.", // three blanks: 64 combinations at most
		"recursive": ".41...2.3....1.2",
		"dfs":       ".2....4.43....1.", // the brute-force document's 4x4: no solution
		"dfs-rec":   ".2....4.43....1.",
	}
	for _, e := range engines {
		var b strings.Builder
		sv := e.New(sudokit.Options{Trace: func(ev sudokit.Event) {
			b.WriteString(strings.Repeat("  ", ev.Depth) + ev.String() + "\n")
		}})
		p := sudokit.MustParse(puzzles[e.Name])
		sol, res, err := sv.Solve(context.Background(), p.Grid)
		if err != nil {
			t.Fatal(err)
		}
		if res.Solved {
			b.WriteString(sudokit.Format(sol, p.FormatOptions()) + "\n")
		} else {
			b.WriteString("No Solution\n")
		}
		golden := filepath.Join("testdata", "trace-"+e.Name+".golden")
		if *update {
			if err := os.WriteFile(golden, []byte(b.String()), 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		want, err := os.ReadFile(golden)
		if err != nil {
			t.Fatal(err)
		}
		if b.String() != string(want) {
			t.Errorf("%s: trace differs from %s:\n%s", e.Name, golden, b.String())
		}
	}
}

// TestTraceCounts holds the trace to the statistics on larger searches:
// every value entered and taken back is an event, and depths nest.
func TestTraceCounts(t *testing.T) {
	puzzles := map[string]string{
		"brute": ".41...2.3....1.2",
		"other": "79......3.......6.8.1..4..2..5......3..1......4...62.92...3...6.3.6.5421.........",
	}
	for _, e := range engines {
		line := puzzles["other"]
		if e.Name == "brute" {
			line = puzzles["brute"]
		}
		counts := map[sudokit.EventKind]int64{}
		depth := 0
		sv := e.New(sudokit.Options{Trace: func(ev sudokit.Event) {
			counts[ev.Kind]++
			if ev.Depth < 0 || ev.Depth > depth+1 {
				t.Fatalf("%s: %v at depth %d after depth %d", e.Name, ev, ev.Depth, depth)
			}
			depth = ev.Depth
		}})
		_, res, err := sv.Solve(context.Background(), sudokit.MustParse(line).Grid)
		if err != nil || !res.Solved {
			t.Fatalf("%s: %v", e.Name, err)
		}
		st := res.Stats
		var entered, takenBack int64
		switch e.Name {
		case "brute":
			entered, takenBack = st.Nodes, st.Backtracks // no event per value: one per combination
			if counts[sudokit.EventTry] != st.Combinations {
				t.Errorf("brute: %d tries traced, %d combinations", counts[sudokit.EventTry], st.Combinations)
			}
		case "dfs":
			entered = counts[sudokit.EventPush] + counts[sudokit.EventNext]
			takenBack = counts[sudokit.EventNext] + counts[sudokit.EventPop]
		default:
			entered, takenBack = counts[sudokit.EventPlace], counts[sudokit.EventUndo]
		}
		if entered != st.Nodes || takenBack != st.Backtracks || entered == 0 {
			t.Errorf("%s: traced %d entered and %d taken back; stats %+v", e.Name, entered, takenBack, st)
		}
	}
}
