package fast

import (
	"math/bits"

	"github.com/sudokit-go/sudokit"
)

// planes is the search of 16x16 grids on value planes (planes.go): a
// depth-first search that copies its 544-byte state per branch, as the
// 9x9 path does, and branches on a cell with the fewest candidates, the
// one whose branches failed most often among equals. It takes only grids
// whose root propagation leaves at most planeRootFree cells unsolved, and
// gives up after planeBudget nodes; the general path then searches the
// grid from its root, with its pairs, restarts and learning switch.
type planes struct {
	ctl      *sudokit.Search
	stack    []state16  // stack[k] is the state at depth k
	weight   [256]int32 // failure weights: 1 each time branching on a cell failed at once
	cutoff   int64      // the node count where the search gives up
	cut      bool       // the search gave up at cutoff
	budget   int64      // the nodes the search may spend (New sets planeBudget)
	rootFree int        // the most unsolved cells its root may keep (New sets planeRootFree)
}

// planeBudget is the node count after which the plane search hands a
// grid to the general path. Grids that propagation all but solves take a
// few nodes; the rest are better searched by the general path from the
// start.
const planeBudget = 16

// solve searches g (16x16, 4x4 boxes); it reports false, with the count
// and statistics of its search kept, when it gave up at its budget.
func (e *planes) solve(g sudokit.Grid) bool {
	if e.stack == nil {
		e.stack = make([]state16, 257)
	}
	e.weight = [256]int32{}
	e.cut = false
	e.cutoff = e.ctl.Stats.Nodes + e.budget
	s := &e.stack[0]
	if !s.load(g) || !s.propagate() {
		return true
	}
	if free := bits.OnesCount64(s.uns[0]) + bits.OnesCount64(s.uns[1]) +
		bits.OnesCount64(s.uns[2]) + bits.OnesCount64(s.uns[3]); free > e.rootFree {
		return false
	}
	e.search(0)
	return !e.cut
}

// planeRootFree is the most unsolved cells the root may keep, after
// propagation, for the plane search to take the grid: a grid with more
// (16x16 random-minimal keeps 120-180 of 256) needs hundreds of nodes,
// which the general path's pairs and restarts make fewer, and goes to the
// general path at once, before any node.
const planeRootFree = 112

// branch returns the unsolved cell to branch on: one with the fewest
// candidates, the highest failure weight among them, the first in row
// order among those.
func (e *planes) branch(s *state16) int {
	one, two, three := s.folds()
	best, bw := -1, int32(-1)
	for w := range 4 {
		for m := two[w] &^ three[w]; m != 0; m &= m - 1 {
			i := w<<6 | bits.TrailingZeros64(m)
			if e.weight[i] > bw {
				best, bw = i, e.weight[i]
			}
		}
	}
	if best >= 0 {
		return best
	}
	_ = one
	fewest := 17
	for w := range 4 {
		for m := s.uns[w]; m != 0; m &= m - 1 {
			b := m & -m
			k := 0
			for v := range s.p {
				if s.p[v][w]&b != 0 {
					k++
				}
			}
			i := w<<6 | bits.TrailingZeros64(b)
			if k < fewest || k == fewest && e.weight[i] > bw {
				best, bw, fewest = i, e.weight[i], k
			}
		}
	}
	return best
}

// search fills the unsolved cells of the propagated state at depth k; it
// reports true when the search must stop (the limit is reached, the
// budget or context ran out, or the search gave up at its cutoff). Each
// branch but the last works on a copy one level down; the last reuses the
// state.
func (e *planes) search(k int) bool {
	ctl := e.ctl
	s := &e.stack[k]
	if s.uns == (plane16{}) {
		if ctl.Count == 0 {
			s.write(ctl.First.Cells)
		}
		return ctl.Found()
	}
	i := e.branch(s)
	w, b := i>>6, uint64(1)<<(i&63)
	var values uint64
	for v := range s.p {
		if s.p[v][w]&b != 0 {
			values |= 1 << v
		}
	}
	if values&(values-1) != 0 {
		ctl.Stats.Guesses++
	}
	for values != 0 {
		v := bits.TrailingZeros64(values)
		values &= values - 1
		if !ctl.Spend(ctl.Stats.Nodes) {
			return true
		}
		if ctl.Stats.Nodes >= e.cutoff {
			e.cut = true
			return true
		}
		ctl.Stats.Nodes++
		if values == 0 {
			s.place(v, i)
			if s.propagate() {
				return e.search(k)
			}
			e.weight[i]++
			ctl.Stats.Backtracks++
			return false
		}
		child := &e.stack[k+1]
		*child = *s
		child.place(v, i)
		if child.propagate() {
			if e.search(k + 1) {
				return true
			}
		} else {
			e.weight[i]++
		}
		ctl.Stats.Backtracks++
	}
	return false
}
