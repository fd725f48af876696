package sudokit_test

import (
	"context"
	"strconv"
	"testing"

	"github.com/sudokit-go/sudokit"
	"github.com/sudokit-go/sudokit/internal/enginetest"
)

// A sampleSet is one file of testdata/sets (read through
// internal/enginetest): puzzles of one shape copied from the shared data,
// with their golden answers, of which these tests take a few lines.
type sampleSet struct {
	name    string
	r, c    int   // box shape
	lines   []int // the lines taken, from 1
	solve   bool  // whether Backtrack solves its puzzles quickly
	letters bool  // whether the file writes values above 9 as letters
}

// upTo lists the lines 1 to n.
func upTo(n int) []int {
	out := make([]int, n)
	for i := range out {
		out[i] = i + 1
	}
	return out
}

var sampleSets = []sampleSet{
	{name: "4x4-minimal", r: 2, c: 2, lines: upTo(5), solve: true},
	{name: "4x4-random", r: 2, c: 2, lines: upTo(6), solve: true},
	{name: "6x6-minimal", r: 2, c: 3, lines: upTo(5), solve: true},
	{name: "6x6-blank", r: 2, c: 3, lines: upTo(6), solve: true},
	{name: "9x9-qqwing-easy", r: 3, c: 3, lines: []int{1, 3, 5, 6}, solve: true},
	{name: "12x12-blank", r: 3, c: 4, lines: upTo(5), solve: true, letters: true},
	{name: "12x12-minimal", r: 3, c: 4, lines: []int{5, 8}, letters: true},
	{name: "16x16-blank", r: 4, c: 4, lines: upTo(5), solve: true, letters: true},
	{name: "16x16-gecode", r: 4, c: 4, lines: []int{7, 8, 12}, solve: true, letters: true},
	{name: "25x25-blank", r: 5, c: 5, lines: upTo(3), letters: true},
}

// A sample is one puzzle of a sample set.
type sample struct {
	set      sampleSet
	line     int
	puzzle   string
	solution string // "No Solution" when there is none
	count    int    // solutions, capped at 2; 1 when the set gives no counts
}

func (s sample) String() string { return s.set.name + ":" + strconv.Itoa(s.line) }

// readOptions are the options that read the sample's line form: the box
// shape, which a non-square N needs.
func (s sample) readOptions() sudokit.ReadOptions {
	if s.set.r == s.set.c {
		return sudokit.ReadOptions{Source: s.set.name + ".txt"}
	}
	return sudokit.ReadOptions{Source: s.set.name + ".txt", BoxRows: s.set.r, BoxCols: s.set.c}
}

// parse reads the puzzle and its solution.
func (s sample) parse(t testing.TB) (puzzle, solution sudokit.Puzzle) {
	t.Helper()
	p, err := sudokit.ParseWith(s.puzzle, s.readOptions())
	if err != nil {
		t.Fatalf("%v: %v", s, err)
	}
	if p.Shape.BoxRows != s.set.r || p.Shape.BoxCols != s.set.c {
		t.Fatalf("%v: read as %v, want %dx%d boxes", s, p.Shape, s.set.r, s.set.c)
	}
	sol, err := sudokit.ParseWith(s.solution, s.readOptions())
	if err != nil {
		t.Fatalf("%v: solution: %v", s, err)
	}
	return p, sol
}

// samples reads the set's lines with their answers and counts.
func (set sampleSet) samples(t testing.TB) []sample {
	t.Helper()
	all := enginetest.SetLines(t, set.name)
	out := make([]sample, len(set.lines))
	for i, n := range set.lines {
		if n > len(all) {
			t.Fatalf("%s: line %d of %d", set.name, n, len(all))
		}
		l := all[n-1]
		out[i] = sample{set: set, line: l.N, puzzle: l.Puzzle, solution: l.Solution, count: l.Count}
	}
	return out
}

// checkAnswer holds an answer to the golden rules: with one solution it
// must be the golden one; with several, any grid that solves the puzzle.
func checkAnswer(t *testing.T, s sample, puzzle, got, want sudokit.Grid) {
	t.Helper()
	if !got.Solves(puzzle) {
		t.Errorf("%v: the answer does not solve the puzzle:\n%s", s, sudokit.Format(got, sudokit.FormatOptions{Form: sudokit.FormGrid}))
		return
	}
	if s.count == 1 && !got.Equal(want) {
		t.Errorf("%v: answer %s, want %s", s, sudokit.Format(got, sudokit.FormatOptions{}), s.solution)
	}
}

// TestSamplesSolve solves every sample the reference solver solves quickly
// and holds its answer to the golden one.
func TestSamplesSolve(t *testing.T) {
	for _, set := range sampleSets {
		if !set.solve {
			continue
		}
		t.Run(set.name, func(t *testing.T) {
			solver := sudokit.NewBacktrack(sudokit.Options{MaxNodes: 1 << 20})
			for _, s := range set.samples(t) {
				p, want := s.parse(t)
				before := p.Clone()
				got, res, err := solver.Solve(context.Background(), p.Grid)
				if err != nil {
					t.Fatalf("%v: %v", s, err)
				}
				if !res.Solved {
					t.Fatalf("%v: no solution found", s)
				}
				if !p.Equal(before) {
					t.Errorf("%v: Solve changed its input", s)
				}
				checkAnswer(t, s, p.Grid, got, want.Grid)
				if s.count == 2 {
					n, _, err := solver.CountSolutions(context.Background(), p.Grid, 2)
					if err != nil || n != 2 {
						t.Errorf("%v: CountSolutions = %d, %v; the set counts 2 or more", s, n, err)
					}
				}
			}
		})
	}
}

// TestSamples25 solves 25x25 puzzles made from the golden answers of the
// 25x25 samples with a few blanks, as the naive reference solver cannot
// solve the samples themselves quickly.
func TestSamples25(t *testing.T) {
	set := sampleSets[len(sampleSets)-1]
	if set.r != 5 {
		t.Fatalf("the last sample set is %s, want the 25x25 one", set.name)
	}
	for _, s := range set.samples(t) {
		p, sol := s.parse(t)
		if !sol.Solves(p.Grid) {
			t.Fatalf("%v: the golden answer does not solve the puzzle", s)
		}
		// Blank every 7th cell of the answer that is blank in the puzzle:
		// the answer still solves it.
		few := sol.Clone()
		blanks := 0
		for i, v := range p.Cells {
			if v == 0 && i%7 == 0 {
				few.Cells[i] = 0
				blanks++
			}
		}
		got, res, err := sudokit.NewBacktrack(sudokit.Options{MaxNodes: 1 << 20}).Solve(context.Background(), few)
		if err != nil || !res.Solved {
			t.Fatalf("%v with %d blanks: solved %v, %v", s, blanks, res.Solved, err)
		}
		if !got.Solves(few) {
			t.Errorf("%v with %d blanks: the answer does not solve it", s, blanks)
		}
	}
}
