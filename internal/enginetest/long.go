package enginetest

import (
	"context"
	"errors"
	"path/filepath"
	"testing"
	"time"

	"github.com/sudokit-go/sudokit"
	"github.com/sudokit-go/sudokit/internal/shareddata"
)

// An Engine is one engine under test.
type Engine struct {
	Name string                               // its registry name
	New  func(sudokit.Options) sudokit.Solver // makes one
	// Takes says whether the engine takes a puzzle of a shared file in the
	// long checks and benchmarks; nil takes every puzzle.
	Takes func(s Sample, file string) bool
	// NoCount leaves the engine's counts out of the long checks (brute
	// force counts by trying every combination).
	NoCount bool
}

// takes reports whether e takes s of file.
func (e Engine) takes(s Sample, file string) bool { return e.Takes == nil || e.Takes(s, file) }

// A SharedSet is a set of the shared data: its file under the shared data
// directory ("9x9/17-clue.txt"), the options its lines need, and how many
// of its puzzles a check or benchmark reads (0: all).
type SharedSet struct {
	File  string
	Opt   sudokit.ReadOptions
	Limit int
}

// A CrossCheck holds engines to the golden answers of shared sets and to
// sudokit.Backtrack: each answer must solve its puzzle (and equal the golden
// grid where the puzzle is unique), and each count up to two must agree
// with the set's and with Backtrack's. A search that runs past its deadline
// is reported and left out.
type CrossCheck struct {
	Sets        []SharedSet
	Engines     []Engine
	Deadline    time.Duration // bounds each search of the engines (0: none)
	RefDeadline time.Duration // bounds each count of Backtrack
	RefMaxN     int           // Backtrack counts the puzzles up to this size (0: all)
	Want        int           // puzzles every engine and Backtrack must answer alike, at least
}

// Run runs the check with -long (go test -run Long -long), and skips it
// otherwise or when the shared data is absent.
func (c CrossCheck) Run(t *testing.T) {
	if !shareddata.Long() {
		t.Skip("run with -long")
	}
	dir := shareddata.Dir(t)
	ref := sudokit.NewBacktrack(sudokit.Options{})
	agreed, late := 0, map[string]int{}
	for _, set := range c.Sets {
		samples := ReadSet(t, filepath.Join(dir, set.File), set.Opt, set.Limit)
		solvers := make([]sudokit.Solver, len(c.Engines))
		for i, e := range c.Engines {
			solvers[i] = e.New(sudokit.Options{})
		}
		for _, s := range samples {
			all := true
			for i, e := range c.Engines {
				if e.takes(s, set.File) && !c.answer(t, e, solvers[i], s) {
					late[e.Name]++
					all = false
				}
			}
			if c.RefMaxN > 0 && s.Puzzle.Shape.N > c.RefMaxN {
				continue
			}
			ctx, cancel := withDeadline(c.RefDeadline)
			n, _, err := ref.CountSolutions(ctx, s.Puzzle, 2)
			cancel()
			switch {
			case errors.Is(err, context.DeadlineExceeded):
				late["backtrack"]++
			case err != nil || n != s.Count:
				t.Errorf("backtrack %s: count %d (%v), golden %d", s.Where, n, err, s.Count)
			case all:
				agreed++
			}
		}
		t.Logf("%s: %d puzzles; %d agreed so far", set.File, len(samples), agreed)
	}
	t.Logf("%d puzzles answered alike by every engine that takes them and by backtrack; past the deadline: %v", agreed, late)
	if agreed < c.Want {
		t.Errorf("only %d puzzles cross-checked by every engine and backtrack, want at least %d", agreed, c.Want)
	}
}

// answer solves s with e and counts its solutions up to two, checking
// both; it reports false when a search ran past the deadline.
func (c CrossCheck) answer(t *testing.T, e Engine, sv sudokit.Solver, s Sample) bool {
	t.Helper()
	ctx, cancel := withDeadline(c.Deadline)
	defer cancel()
	got, res, err := sv.Solve(ctx, s.Puzzle)
	if errors.Is(err, context.DeadlineExceeded) {
		return false
	}
	Check(t, e.Name, s, got, res, err)
	if e.NoCount {
		return true
	}
	n, _, err := sv.CountSolutions(ctx, s.Puzzle, 2)
	switch {
	case errors.Is(err, context.DeadlineExceeded):
		return false
	case err != nil || n != s.Count:
		t.Errorf("%s %s: count %d (%v), golden %d", e.Name, s.Where, n, err, s.Count)
	}
	return true
}

// withDeadline is a context that ends after d, or never when d is 0.
func withDeadline(d time.Duration) (context.Context, context.CancelFunc) {
	if d <= 0 {
		return context.WithCancel(context.Background())
	}
	return context.WithTimeout(context.Background(), d)
}
