package cli

import (
	"context"
	"encoding/json"
	"io"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/sudokit-go/sudokit"
	"github.com/sudokit-go/sudokit/engine/fast"
)

func TestBench(t *testing.T) {
	t.Chdir(t.TempDir())
	puzzles := ".41...2.3....1.2\n..1...2.3....1.2\n.2....4.43....1.\n"
	if err := os.WriteFile("p.txt", []byte(puzzles), 0o644); err != nil {
		t.Fatal(err)
	}
	out, errOut, code := run(t, Env{}, "", "bench", "--json", "--runs", "2", "--algo", "backtrack,backtrack", "p.txt")
	if code != 0 || errOut != "" {
		t.Fatalf("exit %d, stderr %s", code, errOut)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) != 2 {
		t.Fatalf("want a record per engine, got\n%s", out)
	}
	for _, line := range lines {
		var row map[string]any
		if err := json.Unmarshal([]byte(line), &row); err != nil {
			t.Fatal(err)
		}
		for _, field := range []string{"file", "engine", "puzzles", "puzzles_per_s", "median_ns", "p99_ns",
			"guesses_per_puzzle", "allocs_per_puzzle", "bytes_per_puzzle", "wrong", "ratio", "baseline_ratio"} {
			if _, ok := row[field]; !ok {
				t.Errorf("record lacks %q: %s", field, line)
			}
		}
		if row["puzzles"] != 3.0 || row["wrong"] != 0.0 || row["engine"] != "backtrack" {
			t.Errorf("record %s", line)
		}
	}
	if err := os.WriteFile("base.json", []byte(out), 0o644); err != nil {
		t.Fatal(err)
	}
	out, errOut, code = run(t, Env{}, "", "bench", "--runs", "1", "--unique", "--algo", "backtrack", "--baseline", "base.json", "p.txt")
	if code != 0 || errOut != "" {
		t.Fatalf("exit %d, stderr %s", code, errOut)
	}
	header := strings.Fields(strings.SplitN(out, "\n", 2)[0])
	if strings.Join(header, " ") != "file engine puzzles puzzles/s median p99 guesses allocs ratio baseline" {
		t.Errorf("table header %q", header)
	}
	if !strings.Contains(out, "p.txt  backtrack        3") {
		t.Errorf("table:\n%s", out)
	}
	_, errOut, code = run(t, Env{}, "", "bench", "--algo", "nosuch", "p.txt")
	if code != 2 || !strings.Contains(errOut, "--algo nosuch: unknown engine") {
		t.Errorf("exit %d, stderr %s", code, errOut)
	}
}

// wrongSolver answers with its engine's solution, one cell changed.
type wrongSolver struct{ sudokit.Solver }

func (w wrongSolver) Solve(ctx context.Context, g sudokit.Grid) (sudokit.Grid, sudokit.Result, error) {
	sol, res, err := w.Solver.Solve(ctx, g)
	if res.Solved {
		sol = sol.Clone()
		sol.Cells[0] = sol.Cells[0]%uint8(g.Shape.N) + 1
	}
	return sol, res, err
}

// TestBenchPassChecks holds bench to its word: every answer is checked,
// though after the timed pass, and the times per puzzle are the engine's.
func TestBenchPassChecks(t *testing.T) {
	var puzzles []sudokit.Grid
	for _, line := range []string{".41...2.3....1.2", "..1...2.3....1.2", "12.............."} {
		p, err := sudokit.Parse(line)
		if err != nil {
			t.Fatal(err)
		}
		puzzles = append(puzzles, p.Grid)
	}
	r := newRunner(&command{name: "bench"}, Env{Context: context.Background(), Stdout: io.Discard, Stderr: io.Discard}, &options{})
	good := fast.New(sudokit.Options{})
	for _, tc := range []struct {
		solver sudokit.Solver
		unique bool
		wrong  int
	}{
		{good, false, 0},
		{wrongSolver{good}, false, 3},
		{good, true, 0},
	} {
		pass := r.benchPass([]sudokit.Solver{tc.solver}, puzzles, tc.unique)
		if pass.wrong != tc.wrong || pass.errors != 0 || len(pass.times) != 3 {
			t.Errorf("unique %v: %d wrong, %d errors, %d times; want %d wrong", tc.unique, pass.wrong, pass.errors, len(pass.times), tc.wrong)
		}
		want := []int8{1, 2, 2}
		if !tc.unique {
			want = []int8{1, 1, 1}
		}
		if !slices.Equal(pass.solved, want) {
			t.Errorf("unique %v: counts %v, want %v", tc.unique, pass.solved, want)
		}
		for i, d := range pass.times {
			if d <= 0 {
				t.Errorf("unique %v: puzzle %d took %v", tc.unique, i, d)
			}
		}
	}
}
