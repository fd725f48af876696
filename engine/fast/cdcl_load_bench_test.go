package fast

import (
	"path/filepath"
	"testing"

	"github.com/sudokit-go/sudokit"
	"github.com/sudokit-go/sudokit/internal/enginetest"
	"github.com/sudokit-go/sudokit/internal/shareddata"
)

// BenchmarkCDCLLoad times the learning search's set-up (load: tables
// reset, order heap built, the root's eliminations propagated) on the
// root candidates the general path hands over, per shape: the first 20
// puzzles of a shared set, or the empty grid at 49x49 and 64x64.
func BenchmarkCDCLLoad(b *testing.B) {
	for _, bs := range []struct {
		name string
		n    int
	}{
		{"25x25/random-blank-50pct", 25},
		{"36x36/random-blank-40pct", 36},
		{"", 49},
		{"", 64},
	} {
		var grids []sudokit.Grid
		if bs.name == "" {
			s, err := sudokit.SquareShape(bs.n)
			if err != nil {
				b.Fatal(err)
			}
			grids = append(grids, sudokit.NewGrid(s))
		} else {
			dir := shareddata.Dir(b)
			for _, l := range shareddata.Lines(b, bs.name+".txt", 20) {
				p, err := sudokit.ParseWith(l, enginetest.SetOptions(filepath.Join(dir, bs.name)))
				if err != nil {
					b.Fatal(err)
				}
				grids = append(grids, p.Grid)
			}
		}
		e := New(sudokit.Options{})
		var cands [][]uint64
		for _, g := range grids {
			if !e.gen.load(g) {
				b.Fatal("puzzle with a contradiction")
			}
			cands = append(cands, append([]uint64(nil), e.gen.cand...))
		}
		shape := grids[0].Shape
		b.Run(shape.String(), func(b *testing.B) {
			l := &e.gen.learn
			l.load(shape, cands[0])
			b.ReportAllocs()
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				if !l.load(shape, cands[i%len(cands)]) {
					b.Fatal("load failed")
				}
			}
		})
	}
}
