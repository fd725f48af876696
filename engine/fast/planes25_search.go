package fast

import (
	"math/bits"

	"github.com/sudokit-go/sudokit"
)

// planes25 is the search of 25x25 grids on value planes (planes25.go),
// as planes is of 16x16 ones: a depth-first search that copies its
// 2,704-byte state per branch. It takes only grids whose root
// propagation leaves at most planeRootFree25 cells unsolved, and gives up
// after planeBudget nodes; the general path then searches the grid from
// its root.
type planes25 struct {
	ctl      *sudokit.Search
	stack    []state25  // stack[k] is the state at depth k
	weight   [625]int32 // failure weights: 1 each time branching on a cell failed at once
	cutoff   int64      // the node count where the search gives up
	cut      bool       // the search gave up at cutoff
	budget   int64      // the nodes the search may spend (New sets planeBudget)
	rootFree int        // the most unsolved cells its root may keep (New sets planeRootFree25)
}

// solve searches g (25x25, 5x5 boxes); it reports false, with the count
// and statistics of its search kept, when it gave up at its budget.
func (e *planes25) solve(g sudokit.Grid) bool {
	if need := min(e.rootFree, 625) + 2; len(e.stack) < need {
		e.stack = make([]state25, need) // a level per unsolved cell of the root
	}
	e.weight = [625]int32{}
	e.cut = false
	e.cutoff = e.ctl.Stats.Nodes + e.budget
	s := &e.stack[0]
	if !s.load(g) || !s.propagate() {
		return true
	}
	if s.unsolved() > e.rootFree {
		return false
	}
	e.search(0)
	return !e.cut
}

// branch returns the unsolved cell to branch on: one with the fewest
// candidates, the highest failure weight among them, the first in row
// order among those.
func (e *planes25) branch(s *state25) int {
	one, two, three := s.folds()
	best, bw := -1, int32(-1)
	for w := range s.uns {
		for m := two[w] &^ three[w]; m != 0; m &= m - 1 {
			k := bits.TrailingZeros64(m)
			i := (2*w+k/32)*25 + k%32
			if e.weight[i] > bw {
				best, bw = i, e.weight[i]
			}
		}
	}
	if best >= 0 {
		return best
	}
	_ = one
	fewest := 26
	for w := range s.uns {
		for m := s.uns[w]; m != 0; m &= m - 1 {
			b := m & -m
			k := 0
			for v := range s.p {
				if s.p[v][w]&b != 0 {
					k++
				}
			}
			z := bits.TrailingZeros64(b)
			i := (2*w+z/32)*25 + z%32
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
func (e *planes25) search(k int) bool {
	ctl := e.ctl
	s := &e.stack[k]
	if s.uns == (plane25{}) {
		if ctl.Count == 0 {
			s.write(ctl.First.Cells)
		}
		return ctl.Found()
	}
	i := e.branch(s)
	w, b := bit25(i)
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
