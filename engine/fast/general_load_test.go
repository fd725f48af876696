package fast

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/sudokit-go/sudokit"
)

// TestPlaceGivens holds placeGivens to placing the givens one by one in
// cell order, each taken from its peers in cell order, as load did before:
// the same clash or the same candidates, and the same queue of cells left
// with one value (less the given cells, which propagation skips), on
// consistent and clashing grids of several shapes.
func TestPlaceGivens(t *testing.T) {
	rng := rand.New(rand.NewPCG(18, 10))
	var e general
	checked, clashes, queued := 0, 0, 0
	for _, dims := range [][2]int{{2, 2}, {2, 3}, {3, 3}, {3, 4}, {4, 3}, {4, 4}, {5, 5}, {4, 7}, {6, 6}} {
		s := sudokit.MustShape(dims[0], dims[1])
		n, br, bc := s.N, s.BoxRows, s.BoxCols
		for trial := 0; trial < 60; trial++ {
			g := sudokit.NewGrid(s)
			for i := range g.Cells {
				r, c := i/n, i%n
				g.Cells[i] = uint8((r%br*bc+r/br+c)%n + 1)
			}
			keep := rng.Float64()
			for i := range g.Cells {
				if rng.Float64() > keep {
					g.Cells[i] = 0
				}
			}
			if trial%3 == 0 {
				for k := rng.IntN(4); k > 0; k-- {
					g.Cells[rng.IntN(len(g.Cells))] = uint8(rng.IntN(n) + 1)
				}
			}
			wantCand, wantQueue, wantOK := givensOneByOne(s, g.Cells)
			e.setShape(s)
			e.queue = e.queue[:0]
			clear(e.done)
			for i := range e.cand {
				e.free[i], e.where[i] = int32(i), int32(i)
			}
			e.nfree = len(e.cand)
			ok := e.placeGivens(g)
			if ok != wantOK {
				t.Fatalf("%v %v: placeGivens %v, one by one %v", s, g.Cells, ok, wantOK)
			}
			checked++
			if !ok {
				clashes++
				continue
			}
			if !slices.Equal(e.cand, wantCand) {
				t.Fatalf("%v %v: candidates %v, one by one %v", s, g.Cells, e.cand, wantCand)
			}
			if !slices.Equal(e.queue, wantQueue) {
				t.Fatalf("%v %v: queue %v, one by one %v", s, g.Cells, e.queue, wantQueue)
			}
			if len(wantQueue) > 1 {
				queued++
			}
		}
	}
	if clashes == 0 || queued == 0 || clashes == checked {
		t.Fatalf("%d grids, %d clashes, %d with two cells queued or more: the grids test too little", checked, clashes, queued)
	}
}

// givensOneByOne places the givens of cells one by one, in cell order.
func givensOneByOne(s *sudokit.Shape, cells []uint8) (cand []uint64, queue []int32, ok bool) {
	full := uint64(1)<<s.N - 1
	cand = make([]uint64, s.Cells)
	for i := range cand {
		cand[i] = full
	}
	for i, v := range cells {
		if v == 0 {
			continue
		}
		bit := uint64(1) << (v - 1)
		if int(v) > s.N || cand[i]&bit == 0 {
			return nil, nil, false
		}
		cand[i] = bit
		for _, p := range s.Peers(i) {
			pc := cand[p]
			if pc&bit == 0 {
				continue
			}
			if pc == bit {
				return nil, nil, false
			}
			pc &^= bit
			cand[p] = pc
			if pc&(pc-1) == 0 {
				queue = append(queue, p)
			}
		}
	}
	var open []int32
	for _, p := range queue {
		if cells[p] == 0 {
			open = append(open, p)
		}
	}
	return cand, open, true
}
