package logic

import (
	"math/bits"
	"time"

	"github.com/sudokit-go/sudokit"
)

// The chaining engine of the rating path: Sudoku Explainer's producers
// #21 and #23–#30 (docs/rating.md §3 D, §4, §5) share one chainer per
// rating worker. A chainer reasons about nodes: a candidate (cell, value)
// assumed on or off, numbered node = (cell·N + value−1)·2 + on. Everything
// it keeps lives in flat arrays sized once per shape and reused from step
// to step.
type chainer struct {
	sh     *sudokit.Shape
	n      int
	cells  int
	nodes  int
	marks  []uint64 // the working pencil marks; dynamic chains remove from them and restore
	save   []uint64 // the marks when the current dynamic propagation began
	values []uint8
	box    []int32 // per cell: its box unit
	row    []int32
	col    []int32
	ncell  []int32     // per node: its cell
	nval   []int32     // per node: its value
	at     [][3]uint64 // per cell: its bit in the position masks of its box, row, column
	upos   []uint64    // per unit and value (u·N + v−1): the value's positions in the unit, as bits
	spos   []uint64    // upos when the current dynamic propagation began

	// what onToOff and offToOn produce: nodes, and for offToOn the hidden
	// parents of each node, hid[hstart[k]:hstart[k+1]]
	emit   []int32
	ecause []int32 // offToOn: why each node of emit holds (causeCell or its unit)
	hstart []int32
	hid    []int32

	// ancestor counting
	vis   []uint32
	vgen  uint32
	stack []int32

	// the static search of #21 (chain_static.go)
	objs   []sobj
	sstamp []uint32 // per node: == sgen when the node is in the current set
	sgen   uint32
	layA   []int32
	layB   []int32
	cyc    []int32
	path   []int32
	cstamp []uint32 // per cell, per (cell, value): marks for cycle eliminations
	fstamp []uint32
	bstamp []uint32
	egen   uint32

	adj        staticAdj
	reach      staticReach
	reachCount []int32
	reachList  []int32

	// the dynamic propagation (chain_dynamic.go)
	pendOn   []int32
	pendOff  []int32
	parBuf   []int32
	valRuns  []*chainRun
	offRun   *chainRun
	posRuns  []*chainRun
	runList  []*chainRun
	cellRuns []*chainRun
	common   []uint64
	cache    runCache
	rules    ruleScratch

	// nested chains (chain_nested.go)
	collect  bool // #21 keeps every hint in subs instead of the best
	deep     bool // runs keep nest and cause (chainRun.deep)
	subs     []subHint
	subElims []int32
	subPath  []subNode
	subOrder []int32
	subKept  []int32
	nests    []nestRef
	nestSum  int
	nestSeen []uint64
	pairs    []runRef
	sub21    *chainer // collects #21's hints for a nested chain's rule
	subMul   *chainer // collects #24's, #25's or a lower level's hints

	// explain (chain_step.go): record the best hint's structure; mask
	// limits the kinds of hints taken (0: all)
	explain bool
	mask    int
	info    chainInfo

	// a deadline (zero: none): once past it, the producer gives up and
	// reports no hint
	deadline time.Time
	done     <-chan struct{} // the rating's context: once closed, give up too
	meter    *workMeter      // the work done, shared with the sub-chainers; past its limit, give up too
	aborted  bool
	ticks    int

	// the best hint so far of the producer running (chain_hint.go)
	best bestHint
}

// newChainer returns a chainer for grids of shape s.
func newChainer(s *sudokit.Shape) *chainer {
	n, cells := s.N, s.Cells
	nodes := cells * n * 2
	c := &chainer{
		sh: s, n: n, cells: cells, nodes: nodes,
		marks:  make([]uint64, cells),
		save:   make([]uint64, cells),
		values: make([]uint8, cells),
		box:    make([]int32, cells),
		row:    make([]int32, cells),
		col:    make([]int32, cells),
		vis:    make([]uint32, nodes),
		at:     make([][3]uint64, cells),
		upos:   make([]uint64, 3*n*n),
		spos:   make([]uint64, 3*n*n),
		sstamp: make([]uint32, nodes),
		cstamp: make([]uint32, cells),
		fstamp: make([]uint32, cells*n),
		bstamp: make([]uint32, cells*n),
	}
	for i := 0; i < cells; i++ {
		u := s.UnitsOf(i)
		c.row[i], c.col[i], c.box[i] = int32(u[0]), int32(u[1]), int32(u[2])
	}
	c.ncell, c.nval = make([]int32, nodes), make([]int32, nodes)
	for x := range c.ncell {
		c.ncell[x], c.nval[x] = int32(x/2/n), int32(x/2%n+1)
	}
	for u := 0; u < 3*n; u++ {
		for j, i := range s.Unit(u) {
			for k, w := range c.regionsOf(i) {
				if int(w) == u {
					c.at[i][k] = 1 << uint(j)
				}
			}
		}
	}
	c.offRun = newChainRun(nodes)
	c.meter = &workMeter{}
	return c
}

// A workMeter counts the work of the chaining rungs on one puzzle: one
// unit for each node a propagation handles, for each node a static
// search reaches, for each link of a static graph built and each node of
// its reach computed, so the same search on the same grid counts the
// same on every machine. Past limit (0: none) the searches give up, as past a
// deadline (RateOptions.Work).
type workMeter struct {
	spent, limit int64
}

// over tells whether the work has gone past the limit.
func (w *workMeter) over() bool { return w.limit > 0 && w.spent > w.limit }

// load copies the grid of cand into the chainer.
func (c *chainer) load(cand *Candidates) {
	copy(c.marks, cand.marks)
	copy(c.values, cand.values)
	clear(c.upos)
	n := c.n
	for i, m := range c.marks {
		for ; m != 0; m &= m - 1 {
			v := bits.TrailingZeros64(m)
			for k, u := range c.regionsOf(i) {
				c.upos[int(u)*n+v] |= c.at[i][k]
			}
		}
	}
	c.snapshot()
}

// snapshot makes the working grid the one every propagation starts from,
// and prepares the rules' tables for it.
func (c *chainer) snapshot() {
	copy(c.save, c.marks)
	copy(c.spos, c.upos)
	c.prepareRules()
}

// remove takes candidate v of cell i out of the working grid.
func (c *chainer) remove(i, v int) {
	c.marks[i] &^= bit(v)
	for k, u := range c.regionsOf(i) {
		c.upos[int(u)*c.n+v-1] &^= c.at[i][k]
	}
}

// node numbers candidate v of cell i, on or off.
func (c *chainer) node(i, v int, on bool) int32 {
	x := int32((i*c.n + v - 1) * 2)
	if on {
		x++
	}
	return x
}

// cellOf, valueOf and isOn take a node apart.
func (c *chainer) cellOf(x int32) int  { return int(c.ncell[x]) }
func (c *chainer) valueOf(x int32) int { return int(c.nval[x]) }
func isOn(x int32) bool                { return x&1 == 1 }

// regionsOf lists the units of cell i in SE's order: box, row, column.
func (c *chainer) regionsOf(i int) [3]int32 { return [3]int32{c.box[i], c.row[i], c.col[i]} }

// onToOff lists in c.emit what candidate x being on turns off (SE's
// getOnToOff): with y, the cell's other values (ascending); then the other
// positions of the value in its box, row and column, each once.
func (c *chainer) onToOff(x int32, y bool) {
	c.emit = c.emit[:0]
	i, v := c.cellOf(x), c.valueOf(x)
	m := bit(v)
	if y {
		for rest := c.marks[i] &^ m; rest != 0; rest &= rest - 1 {
			w := bits.TrailingZeros64(rest) + 1
			c.emit = append(c.emit, c.node(i, w, false))
		}
	}
	b := c.box[i]
	for k, u := range c.regionsOf(i) {
		cells := c.sh.Unit(int(u))
		for p := c.upos[int(u)*c.n+v-1] &^ c.at[i][k]; p != 0; p &= p - 1 {
			q := cells[bits.TrailingZeros64(p)]
			if k > 0 && c.box[q] == b {
				continue
			}
			c.emit = append(c.emit, c.node(q, v, false))
		}
	}
}

// offToOn lists in c.emit what candidate x being off turns on (SE's
// getOffToOn): with y, the other value of a cell left with two; with x,
// the other position of the value in a box, row or column left with two
// (box, row, column; each node once); c.ecause says which. With hidden, each node also gets in
// c.hid the candidates of its cell (naked single) or of its unit and value
// (hidden single) that were on in c.save and are off in c.marks.
func (c *chainer) offToOn(x int32, y, xl, hidden bool) {
	c.emit, c.hid, c.ecause = c.emit[:0], c.hid[:0], c.ecause[:0]
	c.hstart = append(c.hstart[:0], 0)
	i, v := c.cellOf(x), c.valueOf(x)
	m := bit(v)
	if y && bits.OnesCount64(c.marks[i]) == 2 {
		w := bits.TrailingZeros64(c.marks[i]&^m) + 1
		c.emit = append(c.emit, c.node(i, w, true))
		c.ecause = append(c.ecause, causeCell)
		if hidden {
			for gone := c.save[i] &^ c.marks[i]; gone != 0; gone &= gone - 1 {
				c.hid = append(c.hid, c.node(i, bits.TrailingZeros64(gone)+1, false))
			}
		}
		c.hstart = append(c.hstart, int32(len(c.hid)))
	}
	if !xl {
		return
	}
units:
	for k, u := range c.regionsOf(i) {
		p := c.upos[int(u)*c.n+v-1]
		if bits.OnesCount64(p) != 2 || p&c.at[i][k] == 0 {
			continue
		}
		cells := c.sh.Unit(int(u))
		on := c.node(cells[bits.TrailingZeros64(p&^c.at[i][k])], v, true)
		for _, e := range c.emit {
			if e == on {
				continue units
			}
		}
		c.emit = append(c.emit, on)
		c.ecause = append(c.ecause, u)
		if hidden {
			for g := c.spos[int(u)*c.n+v-1] &^ p; g != 0; g &= g - 1 {
				c.hid = append(c.hid, c.node(cells[bits.TrailingZeros64(g)], v, false))
			}
		}
		c.hstart = append(c.hstart, int32(len(c.hid)))
	}
}

// chainBonus is SE's length bonus for a chain of the given complexity
// (ChainingHint.getLengthDifficulty, docs/rating.md §4): 0.1 for each
// threshold 4, 6, 8, 12, 16, … that complexity − 2 exceeds, summed in
// float64 as Java does.
func chainBonus(complexity int) float64 {
	added := 0.0
	ceil, length, odd := 4, complexity-2, false
	for length > ceil {
		added += 0.1
		if !odd {
			ceil = ceil * 3 / 2
		} else {
			ceil = ceil * 4 / 3
		}
		odd = !odd
	}
	return added
}

// expired tells whether the work meter is past its limit, the deadline
// has passed or the rating's context is done, looking at the meter at
// every call, at the rating path's clock (rate.go) and the context once
// every 64 calls.
func (c *chainer) expired() bool {
	if c.aborted {
		return true
	}
	if c.meter.over() {
		c.aborted = true
		return true
	}
	if c.deadline.IsZero() && c.done == nil {
		return false
	}
	c.ticks++
	if c.ticks&63 != 0 {
		return false
	}
	if !c.deadline.IsZero() && clock().After(c.deadline) {
		c.aborted = true
	}
	select {
	case <-c.done:
		c.aborted = true
	default:
	}
	return c.aborted
}
