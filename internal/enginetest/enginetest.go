// Package enginetest holds what the engines' tests share: puzzle sets read
// with their golden answers, the coursework's seed puzzles, and the check
// every answer of every engine must pass. Only tests import it.
package enginetest

import (
	"bufio"
	"context"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/sudokit-go/sudokit"
)

// A Sample is one puzzle of a set with its golden answer.
type Sample struct {
	Where  string       // file:line, for messages
	Puzzle sudokit.Grid //
	Sol    sudokit.Grid // zero when the puzzle has no solution
	Count  int          // solutions, capped at 2
}

// ReadLines returns the lines of a file, at most limit of them when
// limit > 0.
func ReadLines(tb testing.TB, path string, limit int) []string {
	tb.Helper()
	f, err := os.Open(path)
	if err != nil {
		tb.Fatal(err)
	}
	defer f.Close()
	var out []string
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 64<<10), 1<<20)
	for sc.Scan() && (limit <= 0 || len(out) < limit) {
		out = append(out, sc.Text())
	}
	if err := sc.Err(); err != nil {
		tb.Fatal(err)
	}
	return out
}

// ReadSet reads NAME.txt with NAME.sol.txt and, when present,
// NAME.counts.txt (without it every puzzle has one solution); name may end
// in .txt or not.
func ReadSet(tb testing.TB, name string, opt sudokit.ReadOptions, limit int) []Sample {
	tb.Helper()
	base := strings.TrimSuffix(name, ".txt")
	puzzles := ReadLines(tb, base+".txt", limit)
	sols := ReadLines(tb, base+".sol.txt", limit)
	var counts []string
	if _, err := os.Stat(base + ".counts.txt"); err == nil {
		counts = ReadLines(tb, base+".counts.txt", limit)
	}
	if len(sols) != len(puzzles) || counts != nil && len(counts) != len(puzzles) {
		tb.Fatalf("%s: %d puzzles, %d solutions, %d counts", name, len(puzzles), len(sols), len(counts))
	}
	out := make([]Sample, len(puzzles))
	for i, line := range puzzles {
		s := Sample{Where: filepath.Base(base) + ".txt:" + strconv.Itoa(i+1), Count: 1}
		s.Puzzle = Parse(tb, line, opt)
		if counts != nil {
			s.Count, _ = strconv.Atoi(counts[i])
		}
		if sols[i] == "No Solution" {
			s.Count = 0
		} else {
			s.Sol = Parse(tb, sols[i], opt)
		}
		out[i] = s
	}
	return out
}

// Parse reads one puzzle or fails the test.
func Parse(tb testing.TB, s string, opt sudokit.ReadOptions) sudokit.Grid {
	tb.Helper()
	p, err := sudokit.ParseWith(s, opt)
	if err != nil {
		tb.Fatalf("%q: %v", s, err)
	}
	return p.Grid
}

// Seeds reads the coursework's puzzles from a copy of the shared
// seeds/puzzles.tsv (name, seed, puzzle, then the solution, "none" or
// "multiple"), by name.
func Seeds(tb testing.TB, path string) map[string]Sample {
	tb.Helper()
	out := map[string]Sample{}
	for i, line := range ReadLines(tb, path, 0) {
		if strings.HasPrefix(line, "#") || line == "" {
			continue
		}
		f := strings.Split(line, "\t")
		if len(f) < 4 {
			tb.Fatalf("%s:%d: %d fields", path, i+1, len(f))
		}
		s := Sample{Where: filepath.Base(path) + ":" + strconv.Itoa(i+1) + " (" + f[0] + ")",
			Puzzle: Parse(tb, f[2], sudokit.ReadOptions{})}
		switch f[3] {
		case "none":
		case "multiple":
			s.Count = 2
		default:
			s.Count, s.Sol = 1, Parse(tb, f[3], sudokit.ReadOptions{})
		}
		out[f[0]] = s
	}
	return out
}

// Check holds one answer to its sample's golden answer: the count (capped
// at 2) must agree, every grid must solve the puzzle, and a unique puzzle's
// grid must equal its solution.
func Check(tb testing.TB, engine string, s Sample, got sudokit.Grid, res sudokit.Result, err error) {
	tb.Helper()
	switch {
	case err != nil:
		tb.Errorf("%s %s: %v", engine, s.Where, err)
	case s.Count == 0 && res.Solved:
		tb.Errorf("%s %s: solved a puzzle with no solution: %v", engine, s.Where, got.Cells)
	case s.Count > 0 && !res.Solved:
		tb.Errorf("%s %s: No Solution, want a solution", engine, s.Where)
	case s.Count > 0 && !got.Solves(s.Puzzle):
		tb.Errorf("%s %s: answer does not solve the puzzle: %v", engine, s.Where, got.Cells)
	case s.Count == 1 && !got.Equal(s.Sol):
		tb.Errorf("%s %s: answer differs from the golden solution", engine, s.Where)
	}
}

// Solve runs one engine on one sample and checks its answer, returning the
// result.
func Solve(tb testing.TB, name string, sv sudokit.Solver, s Sample) sudokit.Result {
	tb.Helper()
	got, res, err := sv.Solve(context.Background(), s.Puzzle)
	Check(tb, name, s, got, res, err)
	return res
}

// CSVSample reads a csv puzzle and its unique solution from path and
// path.soln, the coursework's layout.
func CSVSample(tb testing.TB, path string) Sample {
	tb.Helper()
	read := func(p string) sudokit.Grid {
		data, err := os.ReadFile(p)
		if err != nil {
			tb.Fatal(err)
		}
		return Parse(tb, string(data), sudokit.ReadOptions{Source: p, Form: sudokit.FormCSV})
	}
	return Sample{Where: filepath.Base(path), Puzzle: read(path), Sol: read(path + ".soln"), Count: 1}
}
