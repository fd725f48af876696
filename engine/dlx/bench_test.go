package dlx_test

import (
	"testing"

	"github.com/sudokit-go/sudokit"
	"github.com/sudokit-go/sudokit/internal/enginetest"
)

// BenchmarkSolve solves the puzzles of each shared set in turn, one per
// iteration (ns/op is the time per puzzle), with backtrack beside dlx as
// the baseline on the easy sets (it takes minutes on some hard ones).
func BenchmarkSolve(b *testing.B) {
	box := func(r, c int) sudokit.ReadOptions { return sudokit.ReadOptions{BoxRows: r, BoxCols: c} }
	dlx := []enginetest.Engine{{Name: "dlx", New: newDLX}}
	both := []enginetest.Engine{enginetest.Backtrack, dlx[0]}
	enginetest.BenchSolve(b, []enginetest.BenchSet{
		{Name: "6x6-minimal", File: "6x6/random-minimal.txt", Opt: box(2, 3), Limit: 200, Engines: both},
		{Name: "9x9-kaggle", File: "9x9/kaggle-sample-10000.txt", Limit: 1000, Engines: both},
		{Name: "9x9-17clue", File: "9x9/17-clue.txt", Limit: 1000, Engines: dlx},
		{Name: "9x9-top1465", File: "9x9/magictour-top1465.txt", Engines: dlx},
		{Name: "9x9-hardest1106", File: "9x9/forum-hardest-1106.txt", Engines: dlx},
		{Name: "16x16-gecode", File: "16x16/public-gecode.txt", Engines: dlx},
		{Name: "16x16-minimal", File: "16x16/random-minimal.txt", Engines: dlx},
		{Name: "25x25-blank45", File: "25x25/random-blank-45pct.txt", Engines: dlx},
		{Name: "36x36-blank40", File: "36x36/random-blank-40pct.txt", Engines: dlx},
	})
}
