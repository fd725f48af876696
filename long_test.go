package sudokit_test

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

// sharedSets lists every set of the shared data with the box shape its
// lines need.
func sharedSets(t *testing.T) []struct {
	path string
	opt  sudokit.ReadOptions
} {
	dir := shareddata.Dir(t)
	var out []struct {
		path string
		opt  sudokit.ReadOptions
	}
	for _, size := range []string{"4x4", "6x6", "9x9", "12x12", "16x16", "25x25", "36x36"} {
		files, err := filepath.Glob(filepath.Join(dir, size, "*.txt"))
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range files {
			if strings.HasSuffix(f, ".sol.txt") || strings.HasSuffix(f, ".counts.txt") {
				continue
			}
			opt := sudokit.ReadOptions{Source: filepath.Base(f)}
			switch size {
			case "6x6":
				opt.BoxRows, opt.BoxCols = 2, 3
			case "12x12":
				opt.BoxRows, opt.BoxCols = 3, 4
			}
			out = append(out, struct {
				path string
				opt  sudokit.ReadOptions
			}{f, opt})
		}
	}
	return out
}

// TestLongSharedForms reads every puzzle and every golden answer of the
// shared sets, as a batch, and writes each back as it was read: the line
// must come back byte for byte, and the answer must solve the puzzle.
// Run it with go test -run Long -long.
func TestLongSharedForms(t *testing.T) {
	if !shareddata.Long() {
		t.Skip("run with -long")
	}
	for _, set := range sharedSets(t) {
		t.Run(filepath.Base(set.path), func(t *testing.T) {
			puzzles := shareddata.ReadLines(t, set.path, 0)
			sols := shareddata.ReadLines(t, strings.TrimSuffix(set.path, ".txt")+".sol.txt", 0)
			if len(sols) != len(puzzles) {
				t.Fatalf("%d puzzles, %d solutions", len(puzzles), len(sols))
			}
			data, err := os.ReadFile(set.path)
			if err != nil {
				t.Fatal(err)
			}
			r := sudokit.NewReader(strings.NewReader(string(data)), set.opt)
			k := 0
			for ; ; k++ {
				it, ok := r.Next()
				if !ok {
					break
				}
				if it.Err != nil {
					t.Fatalf("line %d: %v", k+1, it.Err)
				}
				p := it.Puzzle
				opt := p.FormatOptions()
				opt.OneLine = true // a batch answers one line a puzzle
				if got := sudokit.Format(p.Grid, opt); got != puzzles[k] {
					t.Fatalf("line %d written back as\n%s\nwant\n%s", k+1, got, puzzles[k])
				}
				if sols[k] == "No Solution" {
					continue
				}
				sol, err := sudokit.ParseWith(sols[k], set.opt)
				if err != nil {
					t.Fatalf("solution %d: %v", k+1, err)
				}
				if !sol.Solves(p.Grid) {
					t.Fatalf("solution %d does not solve its puzzle", k+1)
				}
			}
			if k != len(puzzles) || !r.Batch() {
				t.Errorf("%d items, batch %v; want %d", k, r.Batch(), len(puzzles))
			}
		})
	}
}

// TestLongBacktrackShared solves the small shapes of the shared sets with
// the reference solver and holds each answer to the golden rules: equal to
// the golden answer when the puzzle is unique, else a valid grid that keeps
// the givens, and No Solution where the set says so. Puzzles beyond a node
// budget are counted, not failed: the reference solver is naive.
func TestLongBacktrackShared(t *testing.T) {
	if !shareddata.Long() {
		t.Skip("run with -long")
	}
	for _, set := range sharedSets(t) {
		base := strings.TrimSuffix(set.path, ".txt")
		size := filepath.Base(filepath.Dir(set.path))
		if size != "4x4" && size != "6x6" && !strings.Contains(base, "blank") {
			continue
		}
		if size == "25x25" || size == "36x36" {
			continue
		}
		t.Run(size+"/"+filepath.Base(base), func(t *testing.T) {
			puzzles := shareddata.ReadLines(t, set.path, 0)
			sols := shareddata.ReadLines(t, base+".sol.txt", 0)
			counts := shareddata.ReadLines(t, base+".counts.txt", 0)
			solver := sudokit.NewBacktrack(sudokit.Options{MaxNodes: 1 << 20})
			over := 0
			for k, line := range puzzles {
				p, err := sudokit.ParseWith(line, set.opt)
				if err != nil {
					t.Fatalf("line %d: %v", k+1, err)
				}
				got, res, err := solver.Solve(context.Background(), p.Grid)
				if err != nil {
					over++
					continue
				}
				if sols[k] == "No Solution" {
					if res.Solved {
						t.Errorf("line %d: solved, the set says No Solution", k+1)
					}
					continue
				}
				if !res.Solved || !got.Solves(p.Grid) {
					t.Fatalf("line %d: solved %v, the answer solves the puzzle %v", k+1, res.Solved, res.Solved && got.Solves(p.Grid))
				}
				n, err := strconv.Atoi(counts[k])
				if err != nil {
					t.Fatal(err)
				}
				if n == 1 && sudokit.Format(got, p.FormatOptions()) != sols[k] {
					t.Errorf("line %d: answer %s, want %s", k+1, sudokit.Format(got, p.FormatOptions()), sols[k])
				}
			}
			t.Logf("%d puzzles, %d past the node budget", len(puzzles), over)
		})
	}
}
