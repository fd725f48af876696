// Package enginetest holds what the engines' tests share: the module's one
// copy of its puzzle samples (testdata/ at the module root) read with their
// golden answers, the coursework's seed and csv puzzles, the check every
// answer of every engine must pass, and the long cross-checks and
// benchmarks over the shared data sets. Only tests import it.
package enginetest

import (
	"context"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/sudokit-go/sudokit"
	"github.com/sudokit-go/sudokit/internal/shareddata"
)

// A Sample is one puzzle of a set with its golden answer.
type Sample struct {
	Where  string       // file:line, for messages
	Puzzle sudokit.Grid //
	Sol    sudokit.Grid // zero when the puzzle has no solution
	Count  int          // solutions, capped at 2
}

// A Line is one puzzle of a set as its files write it.
type Line struct {
	N        int    // the line, from 1
	Puzzle   string // the puzzle's line
	Solution string // its solution's line, or "No Solution"
	Count    int    // solutions, capped at 2
}

// ReadLines returns the lines of a file, at most limit of them when
// limit > 0.
func ReadLines(tb testing.TB, path string, limit int) []string {
	tb.Helper()
	return shareddata.ReadLines(tb, path, limit)
}

// ReadSetLines reads NAME.txt with NAME.sol.txt and, when present,
// NAME.counts.txt (without it every puzzle has one solution), at most limit
// puzzles when limit > 0; base is NAME's path, with or without .txt.
func ReadSetLines(tb testing.TB, base string, limit int) []Line {
	tb.Helper()
	base = strings.TrimSuffix(base, ".txt")
	puzzles := ReadLines(tb, base+".txt", limit)
	sols := ReadLines(tb, base+".sol.txt", limit)
	var counts []string
	if _, err := os.Stat(base + ".counts.txt"); err == nil {
		counts = ReadLines(tb, base+".counts.txt", limit)
	}
	if len(sols) != len(puzzles) || counts != nil && len(counts) != len(puzzles) {
		tb.Fatalf("%s: %d puzzles, %d solutions, %d counts", base, len(puzzles), len(sols), len(counts))
	}
	out := make([]Line, len(puzzles))
	for i := range puzzles {
		l := Line{N: i + 1, Puzzle: puzzles[i], Solution: sols[i], Count: 1}
		if counts != nil {
			var err error
			if l.Count, err = strconv.Atoi(counts[i]); err != nil {
				tb.Fatalf("%s.counts.txt:%d: %v", base, i+1, err)
			}
		}
		if l.Solution == "No Solution" {
			l.Count = 0
		}
		out[i] = l
	}
	return out
}

// ReadSet reads the set at base as ReadSetLines does, and parses it with
// opt.
func ReadSet(tb testing.TB, base string, opt sudokit.ReadOptions, limit int) []Sample {
	tb.Helper()
	return ParseSet(tb, base, ReadSetLines(tb, base, limit), opt)
}

// ParseSet parses lines of the set at base with opt.
func ParseSet(tb testing.TB, base string, lines []Line, opt sudokit.ReadOptions) []Sample {
	tb.Helper()
	name := filepath.Base(strings.TrimSuffix(base, ".txt"))
	out := make([]Sample, len(lines))
	for i, l := range lines {
		s := Sample{Where: name + ".txt:" + strconv.Itoa(l.N), Count: l.Count}
		s.Puzzle = Parse(tb, l.Puzzle, opt)
		if l.Count > 0 {
			s.Sol = Parse(tb, l.Solution, opt)
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
