package generate

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/sudokit-go/sudokit"
	"github.com/sudokit-go/sudokit/engine/fast"
)

// TestGridShapes makes full grids of every shape from 4x4 to 25x25 and
// checks them valid.
func TestGridShapes(t *testing.T) {
	for _, box := range [][2]int{{2, 2}, {2, 3}, {3, 2}, {2, 4}, {4, 2}, {3, 3}, {2, 5}, {3, 4}, {4, 3}, {2, 7}, {3, 5}, {4, 4}, {4, 5}, {5, 4}, {5, 5}} {
		sh := sudokit.MustShape(box[0], box[1])
		t.Run(sh.Box(), func(t *testing.T) {
			g := New(sh, fast.New(sudokit.Options{}))
			count := 3
			if sh.N > 16 {
				count = 1
			}
			for k := range count {
				grid, err := g.Grid(context.Background(), rand.New(rand.NewPCG(1, uint64(k))))
				if err != nil {
					t.Fatal(err)
				}
				if !grid.Full() || !grid.Valid() {
					t.Fatalf("grid %d is not a valid full grid: %v", k, grid.Cells)
				}
			}
		})
	}
}

// TestGridUniform4x4 draws 4x4 grids from many seeds: every one of the 288
// grids comes out, each about equally often. A chi-square statistic with
// 287 degrees of freedom has mean 287 and standard deviation 24; the bound
// 400 is over four deviations away, while a generator that makes only the
// relabellings of a few patterns, or weights grids unequally by a factor of
// two, lands far beyond it.
func TestGridUniform4x4(t *testing.T) {
	chi := chiSquare4x4(t, tailBlanks)
	if chi > 400 {
		t.Errorf("chi-square %.1f > 400: the 288 grids are not equally likely", chi)
	}
	// The same search without its counted tail weights the grids by the
	// chances of its path, and the test sees it (not under the race
	// detector or -short, to stay quick).
	if raceEnabled || testing.Short() {
		return
	}
	if chi := chiSquare4x4(t, 0); chi < 400 {
		t.Errorf("without the counted tail, chi-square %.1f < 400: the test cannot tell a biased generator", chi)
	}
}

func chiSquare4x4(t *testing.T, tail int) float64 {
	sh := sudokit.MustShape(2, 2)
	g := New(sh, fast.New(sudokit.Options{}))
	g.f.tailBlanks = tail
	perGrid := 40
	if raceEnabled {
		perGrid = 10 // the race detector makes the search ten times slower
	}
	draws := 288 * perGrid
	counts := map[string]int{}
	for k := range draws {
		grid, err := g.Grid(context.Background(), rand.New(rand.NewPCG(7, uint64(k))))
		if err != nil {
			t.Fatal(err)
		}
		if !grid.Valid() || !grid.Full() {
			t.Fatalf("invalid grid %v", grid.Cells)
		}
		counts[string(grid.Cells)]++
	}
	if len(counts) != 288 {
		t.Errorf("tail %d: %d distinct grids of 288", tail, len(counts))
	}
	chi := 0.0
	lo, hi := draws, 0
	for _, c := range counts {
		d := float64(c - perGrid)
		chi += d * d / float64(perGrid)
		lo, hi = min(lo, c), max(hi, c)
	}
	t.Logf("tail %d: chi-square %.1f over 287 degrees of freedom; counts %d-%d", tail, chi, lo, hi)
	return chi
}
