package enginetest

import (
	"context"
	"strconv"
	"strings"
	"testing"

	"github.com/sudokit-go/sudokit"
	"github.com/sudokit-go/sudokit/internal/shareddata"
)

// A BenchSet is a shared set and the engines benchmarked on it.
type BenchSet struct {
	Name    string              // the sub-benchmark's name: "9x9-kaggle"
	File    string              // the set under the shared data: "9x9/kaggle-sample-10000.txt"
	Opt     sudokit.ReadOptions // what its lines need
	Limit   int                 // its first puzzles benchmarked (0: all)
	Engines []Engine
}

// BenchSolve solves the puzzles of each set in turn, one per iteration,
// with each of its engines (ns/op is the time per puzzle, nodes/op the
// nodes), leaving out the puzzles an engine does not take. It skips when
// the shared data is absent.
func BenchSolve(b *testing.B, sets []BenchSet) {
	for _, set := range sets {
		lines := shareddata.Lines(b, set.File, set.Limit)
		samples := make([]Sample, len(lines))
		for i, line := range lines {
			samples[i] = Sample{Where: set.File + ":" + strconv.Itoa(i+1), Puzzle: Parse(b, line, set.Opt)}
		}
		for _, e := range set.Engines {
			var puzzles []sudokit.Grid
			for _, s := range samples {
				if e.takes(s, set.File) {
					puzzles = append(puzzles, s.Puzzle)
				}
			}
			sv := e.New(sudokit.Options{})
			b.Run(set.Name+"/"+e.Name, func(b *testing.B) {
				b.ReportAllocs()
				var nodes int64
				i := 0
				for b.Loop() {
					_, res, err := sv.Solve(context.Background(), puzzles[i%len(puzzles)])
					if err != nil || !res.Solved {
						b.Fatalf("%s puzzle %d: %v", strings.TrimSuffix(set.File, ".txt"), i%len(puzzles)+1, err)
					}
					nodes += res.Stats.Nodes
					i++
				}
				b.ReportMetric(float64(nodes)/float64(i), "nodes/op")
			})
		}
	}
}

// Backtrack is sudokit.Backtrack as an Engine, the baseline of the
// benchmarks.
var Backtrack = Engine{Name: "backtrack", New: func(o sudokit.Options) sudokit.Solver { return sudokit.NewBacktrack(o) }}
