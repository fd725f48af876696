package classic_test

import (
	"testing"

	"github.com/sudokit-go/sudokit"
	"github.com/sudokit-go/sudokit/internal/enginetest"
)

// BenchmarkSolve solves the first puzzles of shared sets, one per
// iteration (ns/op is the time per puzzle), with the engines fast enough to
// take them and backtrack as the baseline beside them; brute force (and its
// baseline) takes the 4x4 puzzles of 8 blanks at most.
func BenchmarkSolve(b *testing.B) {
	brute, ref := engines[0], enginetest.Backtrack
	brute.Takes = func(s enginetest.Sample, _ string) bool { return s.Puzzle.Blanks() <= 8 }
	ref.Takes = brute.Takes
	three := append([]enginetest.Engine{enginetest.Backtrack}, engines[1:]...)
	enginetest.BenchSolve(b, []enginetest.BenchSet{
		{Name: "4x4-random", File: "4x4/random-puzzles.txt", Limit: 500, Engines: three},
		{Name: "4x4-random-8blanks", File: "4x4/random-puzzles.txt", Limit: 500,
			Engines: []enginetest.Engine{ref, brute}},
		{Name: "6x6-minimal", File: "6x6/random-minimal.txt", Limit: 200,
			Opt: sudokit.ReadOptions{BoxRows: 2, BoxCols: 3}, Engines: three},
		{Name: "9x9-kaggle", File: "9x9/kaggle-sample-10000.txt", Limit: 1000, Engines: three},
		{Name: "16x16-blank35", File: "16x16/random-blank-35pct.txt", Limit: 500, Engines: three},
	})
}
