package dlx_test

import (
	"context"
	"testing"

	"github.com/sudokit-go/sudokit"
	"github.com/sudokit-go/sudokit/internal/shareddata"
)

// BenchmarkSolve solves the puzzles of each shared set in turn, one per
// iteration (ns/op is the time per puzzle), with backtrack beside dlx as
// the baseline on the easy sets (it takes minutes on some hard ones).
func BenchmarkSolve(b *testing.B) {
	box := func(r, c int) sudokit.ReadOptions { return sudokit.ReadOptions{BoxRows: r, BoxCols: c} }
	sets := []struct {
		name     string
		file     string
		opt      sudokit.ReadOptions
		limit    int
		baseline bool
	}{
		{"6x6-minimal", "6x6/random-minimal.txt", box(2, 3), 200, true},
		{"9x9-kaggle", "9x9/kaggle-sample-10000.txt", sudokit.ReadOptions{}, 1000, true},
		{"9x9-17clue", "9x9/17-clue.txt", sudokit.ReadOptions{}, 1000, false},
		{"9x9-top1465", "9x9/magictour-top1465.txt", sudokit.ReadOptions{}, 0, false},
		{"9x9-hardest1106", "9x9/forum-hardest-1106.txt", sudokit.ReadOptions{}, 0, false},
		{"16x16-gecode", "16x16/public-gecode.txt", sudokit.ReadOptions{}, 0, false},
		{"16x16-minimal", "16x16/random-minimal.txt", sudokit.ReadOptions{}, 0, false},
		{"25x25-blank45", "25x25/random-blank-45pct.txt", sudokit.ReadOptions{}, 0, false},
		{"36x36-blank40", "36x36/random-blank-40pct.txt", sudokit.ReadOptions{}, 0, false},
	}
	for _, set := range sets {
		var puzzles []sudokit.Grid
		for _, line := range shareddata.Lines(b, set.file, set.limit) {
			p, err := sudokit.ParseWith(line, set.opt)
			if err != nil {
				b.Fatal(err)
			}
			puzzles = append(puzzles, p.Grid)
		}
		solvers := map[string]sudokit.Solver{"dlx": newDLX(sudokit.Options{})}
		names := []string{"dlx"}
		if set.baseline {
			solvers["backtrack"] = sudokit.NewBacktrack(sudokit.Options{})
			names = []string{"backtrack", "dlx"}
		}
		for _, name := range names {
			sv := solvers[name]
			b.Run(set.name+"/"+name, func(b *testing.B) {
				b.ReportAllocs()
				var nodes int64
				i := 0
				for b.Loop() {
					_, res, err := sv.Solve(context.Background(), puzzles[i%len(puzzles)])
					if err != nil || !res.Solved {
						b.Fatalf("puzzle %d: %v", i%len(puzzles)+1, err)
					}
					nodes += res.Stats.Nodes
					i++
				}
				b.ReportMetric(float64(nodes)/float64(i), "nodes/op")
			})
		}
	}
}
