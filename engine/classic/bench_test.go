package classic_test

import (
	"context"
	"testing"

	"github.com/sudokit-go/sudokit"
	"github.com/sudokit-go/sudokit/internal/shareddata"
)

// benchSets are the shared sets the benchmarks read (the first puzzles of
// each), with the engines fast enough to take them; backtrack is the
// baseline measured beside them.
var benchSets = []struct {
	name    string
	file    string
	opt     sudokit.ReadOptions
	limit   int
	engines []string
}{
	{"4x4-random", "4x4/random-puzzles.txt", sudokit.ReadOptions{}, 500, []string{"recursive", "dfs", "dfs-rec"}},
	{"4x4-random-8blanks", "4x4/random-puzzles.txt", sudokit.ReadOptions{}, 500, []string{"brute"}},
	{"6x6-minimal", "6x6/random-minimal.txt", sudokit.ReadOptions{BoxRows: 2, BoxCols: 3}, 200, []string{"recursive", "dfs", "dfs-rec"}},
	{"9x9-kaggle", "9x9/kaggle-sample-10000.txt", sudokit.ReadOptions{}, 1000, []string{"recursive", "dfs", "dfs-rec"}},
	{"16x16-blank35", "16x16/random-blank-35pct.txt", sudokit.ReadOptions{}, 500, []string{"recursive", "dfs", "dfs-rec"}},
}

// BenchmarkSolve solves the puzzles of each set in turn, one per
// iteration: ns/op is the time per puzzle.
func BenchmarkSolve(b *testing.B) {
	for _, set := range benchSets {
		var puzzles []sudokit.Grid
		for _, line := range shareddata.Lines(b, set.file, set.limit) {
			p, err := sudokit.ParseWith(line, set.opt)
			if err != nil {
				b.Fatal(err)
			}
			if set.engines[0] == "brute" && p.Blanks() > 8 {
				continue
			}
			puzzles = append(puzzles, p.Grid)
		}
		names := append([]string{"backtrack"}, set.engines...)
		for _, name := range names {
			sv := newEngine(name)
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

func newEngine(name string) sudokit.Solver {
	for _, e := range engines {
		if e.name == name {
			return e.new(sudokit.Options{})
		}
	}
	return sudokit.NewBacktrack(sudokit.Options{})
}
