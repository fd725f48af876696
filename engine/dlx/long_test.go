package dlx_test

import (
	"context"
	"errors"
	"path/filepath"
	"testing"
	"time"

	"github.com/sudokit-go/sudokit"
	"github.com/sudokit-go/sudokit/internal/shareddata"
)

// TestLongAgreement holds dlx to the golden answers of the shared sets,
// from 4x4 to 36x36 (about 4,400 puzzles), and on the 4x4 and 6x6 ones to
// sudokit.Backtrack as well: the same grid on a unique puzzle, the same
// count up to two on every puzzle. Run it with
//
//	go test ./engine/dlx -run Long -long
func TestLongAgreement(t *testing.T) {
	if !*long {
		t.Skip("run with -long")
	}
	dir := shareddata.Dir(t)
	box := func(r, c int) sudokit.ReadOptions { return sudokit.ReadOptions{BoxRows: r, BoxCols: c} }
	sets := []struct {
		file string
		opt  sudokit.ReadOptions
	}{
		{"4x4/all-grids.txt", sudokit.ReadOptions{}},
		{"4x4/random-puzzles.txt", sudokit.ReadOptions{}},
		{"4x4/minimal-unique.txt", sudokit.ReadOptions{}},
		{"6x6/random-minimal.txt", box(2, 3)},
		{"6x6/random-blank-50pct.txt", box(2, 3)},
		{"9x9/magictour-top1465.txt", sudokit.ReadOptions{}},
		{"9x9/forum-hardest-1106.txt", sudokit.ReadOptions{}},
		{"12x12/random-minimal.txt", box(3, 4)},
		{"16x16/public-gecode.txt", sudokit.ReadOptions{}},
		{"16x16/random-minimal.txt", sudokit.ReadOptions{}},
		{"25x25/random-blank-45pct.txt", sudokit.ReadOptions{}},
		{"36x36/random-blank-40pct.txt", sudokit.ReadOptions{}},
	}
	const deadline = 2 * time.Second
	sv := newDLX(sudokit.Options{})
	ref := sudokit.NewBacktrack(sudokit.Options{})
	checked, withRef, refLate := 0, 0, 0
	for _, set := range sets {
		samples := readSet(t, filepath.Join(dir, set.file), set.opt, 0)
		for _, s := range samples {
			got, res, err := sv.Solve(context.Background(), s.Puzzle)
			check(t, "dlx", s, got, res, err)
			n, _, err := sv.CountSolutions(context.Background(), s.Puzzle, 2)
			if err != nil || n != s.Count {
				t.Errorf("dlx %s: count %d (%v), golden %d", s.Where, n, err, s.Count)
			}
			checked++
			if s.Puzzle.Shape.N > 6 {
				continue // backtrack takes seconds on the hard 9x9 sets
			}
			ctx, cancel := context.WithTimeout(context.Background(), deadline)
			rn, _, err := ref.CountSolutions(ctx, s.Puzzle, 2)
			cancel()
			switch {
			case errors.Is(err, context.DeadlineExceeded):
				refLate++
			case err != nil || rn != n:
				t.Errorf("%s: backtrack counts %d (%v), dlx %d", s.Where, rn, err, n)
			default:
				withRef++
			}
		}
		t.Logf("%s: %d puzzles", set.file, len(samples))
	}
	t.Logf("%d puzzles checked against the golden answers, %d also against backtrack (%d past its %v deadline)",
		checked, withRef, refLate, deadline)
	if withRef < 1000 {
		t.Errorf("only %d puzzles cross-checked with backtrack, want at least 1000", withRef)
	}
}
