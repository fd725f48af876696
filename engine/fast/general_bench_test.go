package fast

import (
	"context"
	"path/filepath"
	"testing"

	"github.com/sudokit-go/sudokit"
	"github.com/sudokit-go/sudokit/internal/enginetest"
	"github.com/sudokit-go/sudokit/internal/shareddata"
)

// BenchmarkGeneralTail solves, to the first solution, puzzles 70 and 159
// of 25x25 random-blank-50pct in turn: the general path's restarting
// search alone, some 1,900 nodes each, the tail that issue 18's max of
// 10 ms is short of (doc.go, "The price of a node on the general path").
// It reports the nodes a puzzle, which the price of a node must not move.
func BenchmarkGeneralTail(b *testing.B) {
	const name = "25x25/random-blank-50pct"
	lines := shareddata.Lines(b, name+".txt", 0)
	var grids []sudokit.Grid
	for _, k := range []int{70, 159} {
		p, err := sudokit.ParseWith(lines[k-1], enginetest.SetOptions(filepath.Join(shareddata.Dir(b), name)))
		if err != nil {
			b.Fatal(err)
		}
		grids = append(grids, p.Grid)
	}
	e := New(sudokit.Options{})
	ctx := context.Background()
	var nodes int64
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		_, res, err := e.CountSolutions(ctx, grids[i%len(grids)], 1)
		if err != nil {
			b.Fatal(err)
		}
		nodes += res.Stats.Nodes
	}
	b.ReportMetric(float64(nodes)/float64(b.N), "nodes/puzzle")
}
