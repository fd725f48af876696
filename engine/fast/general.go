package fast

import (
	"math/bits"

	"github.com/sudokit-go/sudokit"
)

// general is the search for every shape: one uint64 candidate mask a cell,
// naked and hidden singles, locked candidates and naked and hidden pairs
// on the larger shapes, and fewest-candidates branching. Its state is undone from a trail, so a
// search allocates nothing once the slices have grown to the shape.
type general struct {
	shape  *sudokit.Shape
	n      int
	full   uint64       // the mask of every value
	cand   []uint64     // candidates of each cell; a solved cell holds its value's bit
	free   []int32      // free[:nfree] are the unsolved cells
	where  []int32      // where[i] is the place of cell i in free
	nfree  int          //
	units  []int32      // the 3N units, N cells each
	peers  [][]int32    // the peers of each cell
	trail  []change     // changes to cand, newest last
	queue  []int32      // cells left with one candidate, to be placed
	segs   []uint64     // scratch for locked candidates
	locked bool         // whether to look for locked candidates and pairs
	unitOf []int32      // the row, column and box unit of each cell
	places []uint64     // places[u*N+v]: the cells of unit u where value v+1 may stand, bit p for the unit's p-th cell
	geo    []cellPlaces // the units of each cell and its places in them
	bival  []uint64     // bival[u]: the places of unit u whose cell has two candidates (kept with places)
	hidden []int32      // unit-values (u*N+v) left with one place, to be placed
	done   []uint64     // values placed in each unit
	weight []int32      // failure weights: 2 each time branching on a cell failed at once, 1 each time propagation failed at the cell
	clash  int32        // the cell where propagation last failed (-1: none, or at a unit-value)
	start  int          // where the cell scan begins; it moves at each restart
	spin   int          // the value tried first is rotated by spin

	// sparse says the grid was nearly empty at the root (under a tenth
	// of the cells known). Such grids fill best by the branch weights
	// alone, and most fill without a single failure, with no pairs worth
	// their scan: the cell where a branch failed gains no weight, pairs
	// are looked for only once a branch has failed, restarts come sooner
	// and grow slowly (sparseRestart, sparseGrow), every run tries first
	// the value with the fewest places, and learning never takes over: its
	// clauses know nothing of boxes, and filling a nearly empty grid by
	// it costs far more than more restarts.
	sparse bool
	// pairsOn says whether propagation looks for pairs: from pairsAfter
	// nodes on, on sparse grids once a branch has failed too.
	pairsOn bool

	// fewestFirst says whether the first run tries first the value with
	// the fewest places left; the runs alternate from there.
	fewestFirst bool
	ctl         *sudokit.Search
	// learn is the learning search, which takes over once the restarting
	// search has spent learnAfter nodes (< 0: never).
	learn      cdcl
	learnAfter int64
	learnAt    int64 // learnAfter as this grid takes it (never on sparse grids)
	cutoff     int64 // the node count where this run of the restarting search ends (solve sets it for each run)
	cut        bool  // the run ended at cutoff
	runs       int   // the runs of the restarting search on this grid so far (for figures)

	// Rows and columns whose candidates changed since the last fixpoint,
	// for lockedCandidates, and units, for pairs.
	dirtyRows, dirtyCols uint64
	dirtyUnits           [3]uint64
	// Scratch for locked candidates: for each line of a band or stack, the
	// values in one of its segments and those in two or more; the same for
	// each box.
	segLine, segBox []uint64
	// boxOff[p]: the cell at place p of a box, less the box's first cell.
	boxOff      [64]int32
	pairScratch [64]uint64 // scratch for pairs
	loadKeys    []uint64   // scratch for load: the order of the cells its givens leave one value
}

// cellPlaces is what drop and undo need of a cell: for its row, column and
// box, the unit u, where the unit's places begin in places (u·N), and the
// cell's place in the unit.
type cellPlaces struct {
	base [3]int32
	unit [3]uint8
	pos  [3]uint8
}

// A change is one cell's candidate mask as it was before the search changed
// it; cell has placed set when the change placed the cell's value.
type change struct {
	cell int32
	old  uint64
}

// placed marks a change as the placing of the cell's value, which undo
// takes from the done of the cell's units too.
const placed = 1 << 30

// lockedFrom is the smallest N where locked candidates pay for their scan.
const lockedFrom = 12

// pairsAfter is the node count from which propagation looks for pairs
// too: puzzles solved in fewer nodes do not pay for the scan.
const pairsAfter = 16

// sparseRestart sets the first run's budget on a sparse grid:
// sparseRestart·N nodes more than its unsolved cells. A nearly empty grid
// that stalls does so in a thin box that earlier rows made impossible to
// finish, far above the choices chronological backtracking undoes: a new
// run that starts elsewhere, with a new value order, gets past it sooner
// than the run digs out (the empty 60x60 with 12x5 boxes: 8,580 nodes
// against millions).
const sparseRestart = 16

// sparseGrow sets how a sparse grid's restart budget grows: by
// 1/sparseGrow from run to run, not doubling. Its runs fail by leaving a
// hole of a few boxes that the cells filled around it make impossible,
// and dig in it to the end of their budget; a fresh run gets past it more
// often than a longer one, and a budget that still grows keeps the search
// complete (a run that ends within its budget has walked its whole tree).
const sparseGrow = 8

// setShape sizes the tables for shape s; it allocates only when the shape
// changes.
func (e *general) setShape(s *sudokit.Shape) {
	if e.shape == s {
		return
	}
	e.shape, e.n = s, s.N
	e.full = uint64(1)<<s.N - 1
	if s.N == 64 {
		e.full = ^uint64(0)
	}
	e.cand = make([]uint64, s.Cells)
	e.free = make([]int32, s.Cells)
	e.where = make([]int32, s.Cells)
	e.units = make([]int32, 0, 3*s.N*s.N)
	for u := 0; u < 3*s.N; u++ {
		for _, c := range s.Unit(u) {
			e.units = append(e.units, int32(c))
		}
	}
	e.peers = make([][]int32, s.Cells)
	for i := range e.peers {
		e.peers[i] = s.Peers(i)
	}
	side := max(s.BoxRows, s.BoxCols)
	e.segs = make([]uint64, side*side)
	e.segLine, e.segBox = make([]uint64, 2*side), make([]uint64, 2*side)
	e.unitOf = make([]int32, 3*s.Cells)
	for i := 0; i < s.Cells; i++ {
		for k, u := range s.UnitsOf(i) {
			e.unitOf[3*i+k] = int32(u)
		}
	}
	e.places = make([]uint64, 3*s.N*s.N)
	e.geo = make([]cellPlaces, s.Cells)
	e.bival = make([]uint64, 3*s.N)
	for p := range s.N {
		e.boxOff[p] = int32(p/s.BoxCols*s.N + p%s.BoxCols)
	}
	for i := range e.geo {
		r, c := i/s.N, i%s.N
		g := &e.geo[i]
		for k, u := range s.UnitsOf(i) {
			g.base[k], g.unit[k] = int32(u*s.N), uint8(u)
		}
		g.pos = [3]uint8{uint8(c), uint8(r), uint8(r%s.BoxRows*s.BoxCols + c%s.BoxCols)}
	}
	e.done = make([]uint64, 3*s.N)
	e.weight = make([]int32, s.Cells)
	e.trail = e.trail[:0]
	e.queue = e.queue[:0]
	e.loadKeys = make([]uint64, 0, s.Cells)
	e.locked = s.N >= lockedFrom
}

// drop records that cell i lost the values of mask: the values' places in
// its units lose the cell, a value left with one place in a unit is
// queued, and a value left with none is a contradiction, reported by
// false. Every unit is updated even then, so that undo can restore them.
func (e *general) drop(i int, mask uint64) bool {
	if mask&(mask-1) == 0 {
		return e.dropOne(i, bits.TrailingZeros64(mask))
	}
	g := &e.geo[i]
	e.dirtyRows |= 1 << (g.pos[1] & 63)
	e.dirtyCols |= 1 << (g.pos[0] & 63)
	u0, u1, u2 := g.unit[0], g.unit[1], g.unit[2]
	e.dirtyUnits[u0>>6&3] |= 1 << (u0 & 63)
	e.dirtyUnits[u1>>6&3] |= 1 << (u1 & 63)
	e.dirtyUnits[u2>>6&3] |= 1 << (u2 & 63)
	// A cell that comes to two candidates, or leaves two, flips its place
	// in its units' bival (without a branch: which way it goes is
	// anyone's guess).
	now := e.cand[i]
	flip := two(now) ^ two(now|mask)
	e.bival[u0] ^= flip << (g.pos[0] & 63)
	e.bival[u1] ^= flip << (g.pos[1] & 63)
	e.bival[u2] ^= flip << (g.pos[2] & 63)
	ok := true
	for k := range 3 {
		u, base := g.unit[k], int(g.base[k])
		at := uint64(1) << (g.pos[k] & 63)
		for m := mask; m != 0; m &= m - 1 {
			v := bits.TrailingZeros64(m)
			p := e.places[base+v] &^ at
			e.places[base+v] = p
			if p&(p-1) != 0 {
				continue
			}
			if p != 0 {
				if e.done[u]>>v&1 == 0 {
					e.hidden = append(e.hidden, int32(base+v))
				}
			} else {
				ok = false
				e.clash = int32(i)
			}
		}
	}
	return ok
}

// dropOne does drop for the one value v+1.
func (e *general) dropOne(i, v int) bool {
	g := &e.geo[i]
	e.dirtyRows |= 1 << (g.pos[1] & 63)
	e.dirtyCols |= 1 << (g.pos[0] & 63)
	u0, u1, u2 := g.unit[0], g.unit[1], g.unit[2]
	e.dirtyUnits[u0>>6&3] |= 1 << (u0 & 63)
	e.dirtyUnits[u1>>6&3] |= 1 << (u1 & 63)
	e.dirtyUnits[u2>>6&3] |= 1 << (u2 & 63)
	flip := twoOrThree(e.cand[i] | 1<<v)
	e.bival[u0] ^= flip << (g.pos[0] & 63)
	e.bival[u1] ^= flip << (g.pos[1] & 63)
	e.bival[u2] ^= flip << (g.pos[2] & 63)
	ok := true
	for k := range 3 {
		x := int(g.base[k]) + v
		p := e.places[x] &^ (1 << (g.pos[k] & 63))
		e.places[x] = p
		if p&(p-1) != 0 {
			continue
		}
		if p != 0 {
			if e.done[g.unit[k]]>>v&1 == 0 {
				e.hidden = append(e.hidden, int32(x))
			}
		} else {
			ok = false
			e.clash = int32(i)
		}
	}
	return ok
}

// two is 1 when mask has exactly two bits, else 0, found without a branch.
func two(mask uint64) uint64 {
	t := mask & (mask - 1) // mask less its lowest bit
	x := t & (t - 1)
	return (t | -t) >> 63 &^ ((x | -x) >> 63)
}

func (e *general) solved(i int) bool { return int(e.where[i]) >= e.nfree }

// remove takes cell i off the list of unsolved cells.
func (e *general) remove(i int) {
	last := e.nfree - 1
	w := e.where[i]
	j := e.free[last]
	e.free[w], e.where[j] = j, w
	e.free[last], e.where[i] = int32(i), int32(last)
	e.nfree = last
}

// assign places the value with mask bit in cell i and takes it from the
// cell's peers, queueing peers left with one candidate. It reports false on
// a contradiction.
func (e *general) assign(i int, bit uint64) bool {
	c := e.cand[i]
	if e.solved(i) {
		return c == bit
	}
	if c&bit == 0 {
		return false
	}
	// One change says it all: undo takes the value from the units' done
	// as well, where it was not before.
	e.trail = append(e.trail, change{int32(i) | placed, c})
	e.cand[i] = bit
	e.remove(i)
	if c != bit && !e.drop(i, c&^bit) {
		return false
	}
	g := &e.geo[i]
	e.done[g.unit[0]] |= bit
	e.done[g.unit[1]] |= bit
	e.done[g.unit[2]] |= bit
	return e.leavePeers(i, bit)
}

// eliminate takes the values of mask from cell i; it reports false on a
// contradiction.
func (e *general) eliminate(i int, mask uint64) bool {
	c := e.cand[i]
	if c&mask == 0 {
		return true
	}
	if e.solved(i) {
		return false
	}
	e.trail = append(e.trail, change{int32(i), c})
	e.cand[i] = c &^ mask
	if !e.drop(i, c&mask) {
		return false
	}
	c &^= mask
	if c&(c-1) == 0 {
		if c == 0 {
			e.clash = int32(i)
			return false
		}
		e.queue = append(e.queue, int32(i))
	}
	return true
}

// propagate applies naked and hidden singles, then locked candidates, then
// naked and hidden pairs, until nothing changes; it reports false on a
// contradiction.
func (e *general) propagate() bool {
	for {
		for len(e.queue) > 0 || len(e.hidden) > 0 {
			if len(e.queue) > 0 {
				i := int(e.queue[len(e.queue)-1])
				e.queue = e.queue[:len(e.queue)-1]
				if !e.solved(i) && !e.assign(i, e.cand[i]) {
					return e.fail()
				}
				continue
			}
			uv := int(e.hidden[len(e.hidden)-1])
			e.hidden = e.hidden[:len(e.hidden)-1]
			if !e.hiddenSingle(uv/e.n, uv%e.n) {
				return e.fail()
			}
		}
		if e.nfree == 0 || !e.locked {
			return true
		}
		changed, ok := e.lockedCandidates()
		if !ok {
			return e.fail()
		}
		if !changed && len(e.queue) == 0 && len(e.hidden) == 0 && e.pairsOn {
			if changed, ok = e.pairs(); !ok {
				return e.fail()
			}
		}
		if !changed && len(e.queue) == 0 && len(e.hidden) == 0 {
			return true
		}
	}
}

// fail empties the queues after a contradiction and reports false.
func (e *general) fail() bool {
	e.queue, e.hidden = e.queue[:0], e.hidden[:0]
	return false
}

// hiddenSingle places value v+1 in the one cell of unit u left for it, if
// it is still the only one and not yet placed.
func (e *general) hiddenSingle(u, v int) bool {
	bit := uint64(1) << v
	if e.done[u]&bit != 0 {
		return true
	}
	p := e.places[u*e.n+v]
	if p == 0 {
		return false
	}
	c := int(e.units[u*e.n+bits.TrailingZeros64(p)])
	if e.solved(c) {
		return true
	}
	return e.assign(c, bit)
}

// undo takes back the changes after trail mark and brings back the cells
// solved since nfree was saved.
func (e *general) undo(mark, nfree int) {
	for k := len(e.trail) - 1; k >= mark; k-- {
		ch := e.trail[k]
		cell := ch.cell &^ placed
		now := e.cand[cell]
		back := ch.old &^ now
		e.cand[cell] = ch.old
		g := &e.geo[cell]
		if ch.cell&placed != 0 {
			e.done[g.unit[0]] &^= now
			e.done[g.unit[1]] &^= now
			e.done[g.unit[2]] &^= now
		}
		at0, at1, at2 := uint64(1)<<(g.pos[0]&63), uint64(1)<<(g.pos[1]&63), uint64(1)<<(g.pos[2]&63)
		// All ones or none: the cell came to two candidates or left two.
		var flip uint64
		if (bits.OnesCount64(now) == 2) != (bits.OnesCount64(ch.old) == 2) {
			flip = ^uint64(0)
		}
		e.bival[g.unit[0]] ^= at0 & flip
		e.bival[g.unit[1]] ^= at1 & flip
		e.bival[g.unit[2]] ^= at2 & flip
		b0, b1, b2 := int(g.base[0]), int(g.base[1]), int(g.base[2])
		for m := back; m != 0; m &= m - 1 {
			v := bits.TrailingZeros64(m)
			e.places[b0+v] |= at0
			e.places[b1+v] |= at1
			e.places[b2+v] |= at2
		}
	}
	e.trail = e.trail[:mark]
	e.nfree = nfree
	e.dirtyRows, e.dirtyCols = 0, 0 // back at a fixpoint
	e.dirtyUnits = [3]uint64{}
}

// search fills the unsolved cells, branching on a cell with the fewest
// candidates; it reports true when the search must stop (the limit is
// reached, or the budget or context ran out).
func (e *general) search() bool {
	ctl := e.ctl
	if e.nfree == 0 {
		if ctl.Count == 0 {
			e.write(ctl.First.Cells)
		}
		if ctl.Found() {
			return true
		}
		// The rest of this run's tree is what the count needs: a restart
		// would walk much of it again. The run goes on to the learning
		// switch, no restart before.
		if e.learnAt < 0 {
			e.cutoff = 1<<63 - 1
		} else {
			e.cutoff = max(e.cutoff, e.learnAt)
		}
		return false
	}
	if !e.pairsOn && e.locked && ctl.Stats.Nodes >= pairsAfter && (!e.sparse || ctl.Stats.Backtracks > 0) {
		// Pairs from here on, in every unit first.
		e.pairsOn = true
		for u := 0; u < 3*e.n; u++ {
			e.dirtyUnits[u>>6] |= 1 << (u & 63)
		}
		if !e.propagate() {
			return false
		}
		return e.search()
	}
	best, key, fewest := -1, ^uint64(0), 64
	for _, c := range e.free[:e.nfree] {
		if k := bits.OnesCount64(e.cand[c]); k > fewest {
			continue // the key orders by candidates first
		}
		if k := e.key(int(c)); k < key {
			best, key, fewest = int(c), k, bits.OnesCount64(e.cand[c])
		}
	}
	cands := e.cand[best]
	if cands&(cands-1) != 0 {
		ctl.Stats.Guesses++
	}
	mark, nfree := len(e.trail), e.nfree
	var order [64]uint64
	for _, bit := range e.order(best, cands, &order) {
		if e.stop() {
			return true
		}
		if e.assign(best, bit) && e.propagate() {
			if e.search() {
				return true
			}
		} else {
			e.fail()
			e.weight[best] += 2
			if e.clash >= 0 && !e.sparse {
				e.weight[e.clash]++
			}
		}
		e.clash = -1
		e.undo(mark, nfree)
		ctl.Stats.Backtracks++
	}
	return false
}

// stop enters one node; it reports true, entering nothing, when the search
// must stop: the budget or the context ran out, or this run reached its
// cutoff (then cut is set).
func (e *general) stop() bool {
	ctl := e.ctl
	if !ctl.Spend(ctl.Stats.Nodes) {
		return true
	}
	if ctl.Stats.Nodes >= e.cutoff {
		e.cut = true
		return true
	}
	ctl.Stats.Nodes++
	return false
}

// order lists the values of cands, the candidates of cell i, in the order
// to try them: in value order from spin on, or, on the runs that take the
// fewest places first, the value with the fewest places left in one of
// the cell's units first.
func (e *general) order(i int, cands uint64, out *[64]uint64) []uint64 {
	n := e.n
	var score [64]uint8
	list := out[:0]
	low := uint64(1)<<(e.spin%n) - 1
	for _, m := range [2]uint64{cands &^ low, cands & low} {
		for ; m != 0; m &= m - 1 {
			list = append(list, m&-m)
		}
	}
	if (e.spin%2 == 0 || e.sparse) != e.fewestFirst || len(list) <= 1 {
		return list
	}
	u := e.unitOf[3*i : 3*i+3]
	for m := cands; m != 0; m &= m - 1 {
		v := bits.TrailingZeros64(m)
		score[v] = uint8(min(bits.OnesCount64(e.places[int(u[0])*n+v]), bits.OnesCount64(e.places[int(u[1])*n+v]), bits.OnesCount64(e.places[int(u[2])*n+v])))
	}
	for a := 1; a < len(list); a++ {
		for b := a; b > 0 && score[bits.TrailingZeros64(list[b])] < score[bits.TrailingZeros64(list[b-1])]; b-- {
			list[b], list[b-1] = list[b-1], list[b]
		}
	}
	return list
}

// key orders the cells to branch on: fewest candidates first, then the
// cell whose branches failed most often, then (except on nearly empty
// grids, which fill best row by row) the cell with the most unsolved cells
// in its units, whose choice settles the most, then the first from start
// on in row-major order.
func (e *general) key(i int) uint64 {
	rot := i - e.start
	if rot < 0 {
		rot += len(e.cand)
	}
	solved := 0
	if !e.fewestFirst {
		u := e.unitOf[3*i : 3*i+3]
		solved = bits.OnesCount64(e.done[u[0]]) + bits.OnesCount64(e.done[u[1]]) + bits.OnesCount64(e.done[u[2]])
	}
	return uint64(bits.OnesCount64(e.cand[i]))<<56 |
		uint64(1<<24-1-min(e.weight[i], 1<<24-1))<<24 |
		uint64(solved)<<16 | uint64(rot)
}

// write stores the solved grid in out.
func (e *general) write(out []uint8) {
	for i, c := range e.cand {
		out[i] = uint8(bits.TrailingZeros64(c) + 1)
	}
}

// restartBase sets the first run's budget: restartBase·N nodes more than
// the cells of the grid.
const restartBase = 64

// solve searches g with restarts: each run stops after a budget of nodes
// that doubles from run to run and starts its cell scan elsewhere, with the
// failure weights of the runs before. A run that ends within its budget
// has searched its whole tree, so the count is exact; the doubling wastes
// at most as much work as the last run does, and cuts off the heavy tail
// that one bad early choice gives a single run.
func (e *general) solve(g sudokit.Grid) {
	if !e.load(g) {
		return
	}
	ctl := e.ctl
	mark, nfree := len(e.trail), e.nfree
	budget := int64(restartBase*e.n + len(e.cand))
	e.learnAt = e.learnAfter
	if e.n > 16 && e.learnAt > budget {
		// Above 16x16 the learning search settles in hundreds of
		// conflicts what the restarts take thousands of nodes for: a grid
		// the first run leaves open goes to it (engine/fast/doc.go,
		// "Learning for the hard tail").
		e.learnAt = budget
	}
	if e.sparse {
		budget = int64(sparseRestart*e.n + e.nfree)
		if e.learnAt > 0 {
			e.learnAt = -1
		}
	}
	// Nearly empty grids fill without a backtrack when the values hardest
	// to place go first; on fuller ones value order does better on average.
	e.fewestFirst = 3*e.nfree > 2*len(e.cand)
	for run := 0; ; run++ {
		if e.learnAt >= 0 && ctl.Stats.Nodes >= e.learnAt {
			ctl.Count = 0
			e.learn.ctl = ctl
			e.learn.solve(e.shape, e.cand)
			return
		}
		e.cutoff = ctl.Stats.Nodes + budget
		e.runs = run + 1
		ctl.Count = 0
		e.start, e.spin = run*7919%len(e.cand), run
		e.search()
		if !e.cut {
			return
		}
		e.cut = false
		e.undo(mark, nfree)
		if e.sparse {
			budget += budget / sparseGrow
		} else {
			budget *= 2
		}
	}
}
