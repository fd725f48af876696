package dlx_test

import (
	"bufio"
	"context"
	"flag"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/sudokit-go/sudokit"
	"github.com/sudokit-go/sudokit/engine/dlx"
)

var long = flag.Bool("long", false, "run the long cross-checks over the shared puzzle sets")

// newDLX makes the engine under test.
func newDLX(o sudokit.Options) sudokit.Solver { return dlx.New(o) }

// A sample is one puzzle of a set with its golden answer.
type sample struct {
	where  string // file:line
	puzzle sudokit.Grid
	sol    sudokit.Grid // zero when the puzzle has no solution
	count  int          // solutions, capped at 2
}

// readLines returns the lines of a file, at most limit of them when limit > 0.
func readLines(tb testing.TB, path string, limit int) []string {
	tb.Helper()
	f, err := os.Open(path)
	if err != nil {
		tb.Fatal(err)
	}
	defer f.Close()
	var out []string
	sc := bufio.NewScanner(f)
	for sc.Scan() && (limit <= 0 || len(out) < limit) {
		out = append(out, sc.Text())
	}
	if err := sc.Err(); err != nil {
		tb.Fatal(err)
	}
	return out
}

// readSet reads NAME.txt with NAME.sol.txt and, when present, NAME.counts.txt
// (without it every puzzle has one solution).
func readSet(tb testing.TB, name string, opt sudokit.ReadOptions, limit int) []sample {
	tb.Helper()
	base := strings.TrimSuffix(name, ".txt")
	puzzles := readLines(tb, base+".txt", limit)
	sols := readLines(tb, base+".sol.txt", limit)
	var counts []string
	if _, err := os.Stat(base + ".counts.txt"); err == nil {
		counts = readLines(tb, base+".counts.txt", limit)
	}
	if len(sols) != len(puzzles) || counts != nil && len(counts) != len(puzzles) {
		tb.Fatalf("%s: %d puzzles, %d solutions, %d counts", name, len(puzzles), len(sols), len(counts))
	}
	out := make([]sample, len(puzzles))
	for i, line := range puzzles {
		s := sample{where: filepath.Base(base) + ".txt:" + strconv.Itoa(i+1), count: 1}
		s.puzzle = parse(tb, line, opt)
		if counts != nil {
			s.count, _ = strconv.Atoi(counts[i])
		}
		if sols[i] == "No Solution" {
			s.count = 0
		} else {
			s.sol = parse(tb, sols[i], opt)
		}
		out[i] = s
	}
	return out
}

func parse(tb testing.TB, s string, opt sudokit.ReadOptions) sudokit.Grid {
	tb.Helper()
	p, err := sudokit.ParseWith(s, opt)
	if err != nil {
		tb.Fatalf("%q: %v", s, err)
	}
	return p.Grid
}

// seeds reads the coursework's puzzles (testdata/puzzles.tsv, a copy of the
// shared seeds): name, puzzle and the solution, "none" or "multiple".
func seeds(tb testing.TB) map[string]sample {
	tb.Helper()
	out := map[string]sample{}
	for i, line := range readLines(tb, filepath.Join("testdata", "puzzles.tsv"), 0) {
		if strings.HasPrefix(line, "#") || line == "" {
			continue
		}
		f := strings.Split(line, "\t")
		if len(f) < 4 {
			tb.Fatalf("puzzles.tsv:%d: %d fields", i+1, len(f))
		}
		s := sample{where: "puzzles.tsv:" + strconv.Itoa(i+1) + " (" + f[0] + ")", puzzle: parse(tb, f[2], sudokit.ReadOptions{})}
		switch f[3] {
		case "none":
		case "multiple":
			s.count = 2
		default:
			s.count, s.sol = 1, parse(tb, f[3], sudokit.ReadOptions{})
		}
		out[f[0]] = s
	}
	return out
}

// check holds one answer to its sample's golden answer: the count (capped
// at 2) must agree, every grid must solve the puzzle, and a unique puzzle's
// grid must equal its solution.
func check(tb testing.TB, engine string, s sample, got sudokit.Grid, res sudokit.Result, err error) {
	tb.Helper()
	switch {
	case err != nil:
		tb.Errorf("%s %s: %v", engine, s.where, err)
	case s.count == 0 && res.Solved:
		tb.Errorf("%s %s: solved a puzzle with no solution: %v", engine, s.where, got.Cells)
	case s.count > 0 && !res.Solved:
		tb.Errorf("%s %s: No Solution, want a solution", engine, s.where)
	case s.count > 0 && !got.Solves(s.puzzle):
		tb.Errorf("%s %s: answer does not solve the puzzle: %v", engine, s.where, got.Cells)
	case s.count == 1 && !got.Equal(s.sol):
		tb.Errorf("%s %s: answer differs from the golden solution", engine, s.where)
	}
}

// solve runs one engine on one sample and checks its answer, returning the
// result.
func solve(tb testing.TB, name string, sv sudokit.Solver, s sample) sudokit.Result {
	tb.Helper()
	got, res, err := sv.Solve(context.Background(), s.puzzle)
	check(tb, name, s, got, res, err)
	return res
}
