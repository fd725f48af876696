package classic_test

import (
	"context"
	"errors"
	"path/filepath"
	"testing"
	"time"

	"github.com/sudokit-go/sudokit"
	"github.com/sudokit-go/sudokit/internal/shareddata"
)

// TestLongAgreement holds every engine to the golden answers of the shared
// sets and to sudokit.Backtrack, on about 2,700 puzzles of 4x4 to 16x16:
// each answer must solve its puzzle (and equal the golden grid where the
// puzzle is unique), and each count up to two must agree with Backtrack's and
// with the set's. A search that runs past its deadline is reported and left
// out; brute force takes the 4x4 sets all-grids and random-puzzles. Run it
// with
//
//	go test ./engine/classic -run Long -long
func TestLongAgreement(t *testing.T) {
	if !*long {
		t.Skip("run with -long")
	}
	dir := shareddata.Dir(t)
	box23 := sudokit.ReadOptions{BoxRows: 2, BoxCols: 3}
	sets := []struct {
		file  string
		opt   sudokit.ReadOptions
		limit int
	}{
		{"4x4/all-grids.txt", sudokit.ReadOptions{}, 0},
		{"4x4/random-puzzles.txt", sudokit.ReadOptions{}, 0},
		{"4x4/minimal-unique.txt", sudokit.ReadOptions{}, 0},
		{"6x6/random-minimal.txt", box23, 0},
		{"6x6/random-blank-50pct.txt", box23, 0},
		{"9x9/kaggle-sample-10000.txt", sudokit.ReadOptions{}, 600},
		{"9x9/qqwing-simple.txt", sudokit.ReadOptions{}, 200},
		{"16x16/random-blank-35pct.txt", sudokit.ReadOptions{}, 0},
	}
	const deadline = 2 * time.Second
	ref := sudokit.NewBacktrack(sudokit.Options{})
	agreed, timedOut := 0, map[string]int{}
	for _, set := range sets {
		samples := readSet(t, filepath.Join(dir, set.file), set.opt, set.limit)
		solvers := make([]sudokit.Solver, len(engines))
		for i, e := range engines {
			solvers[i] = e.new(sudokit.Options{})
		}
		for _, s := range samples {
			ctx, cancel := context.WithTimeout(context.Background(), deadline)
			refCount, _, err := ref.CountSolutions(ctx, s.Puzzle, 2)
			cancel()
			if errors.Is(err, context.DeadlineExceeded) {
				timedOut["backtrack"]++
				continue
			}
			if err != nil || refCount != s.Count {
				t.Errorf("backtrack %s: count %d (%v), golden %d", s.Where, refCount, err, s.Count)
				continue
			}
			all := true
			for i, e := range engines {
				if e.name == "brute" && (s.Puzzle.Shape.N > 4 || set.file == "4x4/minimal-unique.txt") {
					continue // 4^12 combinations for most minimal puzzles
				}
				ctx, cancel := context.WithTimeout(context.Background(), deadline)
				got, res, err := solvers[i].Solve(ctx, s.Puzzle)
				if errors.Is(err, context.DeadlineExceeded) {
					timedOut[e.name]++
					all = false
					cancel()
					continue
				}
				check(t, e.name, s, got, res, err)
				if e.name != "brute" { // brute counts by trying every combination
					n, _, err := solvers[i].CountSolutions(ctx, s.Puzzle, 2)
					switch {
					case errors.Is(err, context.DeadlineExceeded):
						timedOut[e.name]++
						all = false
					case err != nil || n != refCount:
						t.Errorf("%s %s: count %d (%v), backtrack %d", e.name, s.Where, n, err, refCount)
					}
				}
				cancel()
			}
			if all {
				agreed++
			}
		}
		t.Logf("%s: %d puzzles; %d agreed so far", set.file, len(samples), agreed)
	}
	t.Logf("%d puzzles answered alike by every engine that takes them; past the %v deadline: %v", agreed, deadline, timedOut)
	if agreed < 1000 {
		t.Errorf("only %d puzzles cross-checked by every engine, want at least 1000", agreed)
	}
}
