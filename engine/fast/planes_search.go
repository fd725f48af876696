package fast

import (
	"math/bits"

	"github.com/sudokit-go/sudokit"
)

// planes is the search of 16x16 grids on value planes (planes.go): a
// depth-first search that copies its 688-byte state per branch, as the
// 9x9 path does, and branches on a cell with the fewest candidates: among
// equals the one whose branches failed most often, then the one with the
// most unsolved cells in its units. From pairsAfter nodes on, propagation
// looks for naked and hidden pairs too (planes_pairs.go). It takes the
// grids whose root keeps at most planeRootFree cells unsolved and gives
// up after planeBudget nodes; the general path then searches the grid
// from its root, with its restarts and learning switch.
type planes struct {
	ctl    *sudokit.Search
	stack  []state16  // stack[k] is the state at depth k
	weight [256]int32 // failure weights: 2 each time branching on a cell failed at once, 1 each time propagation failed at the cell
	cutoff int64      // the node count where the search gives up
	cut    bool       // the search gave up at cutoff
	budget int64      // the nodes the search may spend (New sets planeBudget)
}

// planeRootFree is the most unsolved cells the root may keep, after
// propagation, for the plane search to take the grid (two thirds of the
// cells; the shared sets' roots keep at most 160). Nearly empty grids go
// to the general path at once: they fill by its sparse-grid rules (pairs
// only after a failure, the value with the fewest places first) in half
// the plane search's time, and the plane search's key of unsolved cells
// loses itself on them.
const planeRootFree = 256 * 2 / 3

// planeBudget is the node count after which the plane search hands a
// grid to the general path, whose learning switch lies as far again
// (learnAfter): no shared 16x16 puzzle takes half of it (16x16
// random-minimal at most 2,308 nodes counting to two).
const planeBudget = learnAfter

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
	s.pairsOn = false
	if !s.load(g) || !s.propagate() {
		return true
	}
	if free := bits.OnesCount64(s.uns[0]) + bits.OnesCount64(s.uns[1]) +
		bits.OnesCount64(s.uns[2]) + bits.OnesCount64(s.uns[3]); free > planeRootFree {
		return false
	}
	e.search(0)
	return !e.cut
}

// branch returns the unsolved cell to branch on: one with the fewest
// candidates, the highest failure weight among them, then the most
// unsolved cells in its units, the first in row order among those.
func (e *planes) branch(s *state16) int {
	var two, three plane16
	s.folds(&two, &three)
	best, bw := -1, int32(-1)
	var free [48]int32 // unsolved cells of each row, column and box
	cols := s.uns
	transpose16(&cols) // lane k&3 of word k>>2: column k
	for w := range 4 {
		rows, cs := laneCounts(s.uns[w]), laneCounts(cols[w])
		// Boxes: the rows' counts per nibble, summed over the lanes,
		// even and odd boxes apart, so that 16 fits (a byte each).
		c := s.uns[w] - s.uns[w]>>1&bits01
		c = c&bits03 + c>>2&bits03
		ce, co := c&bits0f, c>>4&bits0f
		ce += ce>>16 + ce>>32 + ce>>48 // byte 0: box 0, byte 1: box 2
		co += co>>16 + co>>32 + co>>48 // box 1, box 3
		for k := range 4 {
			free[4*w+k] = int32(rows >> (16 * k) & 0xff)
			free[16+4*w+k] = int32(cs >> (16 * k) & 0xff)
		}
		free[32+4*w] = int32(ce & 0xff)
		free[32+4*w+1] = int32(co & 0xff)
		free[32+4*w+2] = int32(ce >> 8 & 0xff)
		free[32+4*w+3] = int32(co >> 8 & 0xff)
	}
	for w := range 4 {
		for m := two[w] &^ three[w]; m != 0; m &= m - 1 {
			i := w<<6 | bits.TrailingZeros64(m)
			u := &unitsOf16[i]
			if k := e.weight[i]<<8 | (free[u[0]] + free[u[1]] + free[u[2]]); k > bw {
				best, bw = i, k
			}
		}
	}
	if best >= 0 {
		return best
	}
	bw = -1
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
	if !s.pairsOn && ctl.Stats.Nodes >= pairsAfter {
		// Pairs from here on: the grids that take this many nodes pay
		// for them.
		s.pairsOn = true
		if !s.propagate() {
			return false
		}
		return e.search(k)
	}
	s.track = true // the copies below take it
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
			s.clash = -1
			if s.propagate() {
				return e.search(k)
			}
			e.failed(i, s.clash)
			ctl.Stats.Backtracks++
			return false
		}
		child := &e.stack[k+1]
		*child = *s
		child.place(v, i)
		child.clash = -1
		if child.propagate() {
			if e.search(k + 1) {
				return true
			}
		} else {
			e.failed(i, child.clash)
		}
		ctl.Stats.Backtracks++
	}
	return false
}

// failed weighs a branch on cell i that propagation refuted at once, at
// cell clash (-1: at a value left without a place).
func (e *planes) failed(i int, clash int16) {
	e.weight[i] += 2
	if clash >= 0 {
		e.weight[clash]++
	}
}

// laneCounts returns the number of bits of each 16-bit lane of x, in the
// lane's low byte (SWAR).
func laneCounts(x uint64) uint64 {
	c := x - x>>1&bits01
	c = c&bits03 + c>>2&bits03
	c = (c + c>>4) & bits0f
	return (c + c>>8) & byteLo
}
