package logic

import (
	"math/bits"
	"sync"

	"github.com/sudokit-go/sudokit"
)

// The propagation of explain's forcing chains (forcing.go): from one
// assumption, a candidate (cell, value) taken as true ("on") or false
// ("off"), every candidate that follows, each with the one it follows from
// (its parent), breadth first, so that each is reached by a shortest chain.
// It is explain's own, apart from the rating path's chaining engine
// (chain_*.go): a step must tell the chain it stands on, and the engine
// keeps only what Sudoku Explainer's rating needs.
//
// A node is (cell·N + value−1)·2 + on. The links:
//   - an on node turns off the cell's other values (not in Nishio mode)
//     and the value in every peer;
//   - an off node turns on the cell's last value and, in each of its
//     units, the value's last place. Statically (cell and unit forcing
//     chains) that means a cell with two values and a unit with two places
//     in the grid as it stands; dynamically, the grid less every candidate
//     the chain has turned off so far.
//
// A candidate that must be both on and off is a contradiction: the
// assumption is false.

// fMode is what a propagation may use.
type fMode struct {
	dynamic bool // singles follow from the grid less what the chain turned off
	xOnly   bool // the assumption's value only: no link inside a cell (Nishio)
	nested  bool // when nothing more follows, simpler techniques run on the working grid
}

// The reasons (fprop.why) a node holds, besides a unit (≥ 0): the
// assumption, the cell (an on node: the cell's last value; an off node:
// the cell took another), or, at whyNested−k and below, the k-th nested
// technique (nestedTechniques).
const (
	whyStart  = -1
	whyCell   = -2
	whyNested = -3
)

// forcingBudget bounds the nodes one search handles (a 25x25 grid has
// 31,250 nodes per assumption): past it, the technique finds nothing rather than run
// for minutes; Trial then takes the step. A grid with more than
// forcingMaxCandidates candidates is not searched at all (a 16x16 grid
// on its way holds a few hundred), nor by nested chains one with more than
// N³/2 (half the candidates of an empty grid: their simpler techniques
// would run on every assumption of a grid with next to no givens).
const (
	forcingBudget        = 4_000_000
	forcingMaxCandidates = 1_500
)

// nestedRounds bounds how often one nested propagation asks the simpler
// techniques.
const nestedRounds = 12

// fprop is the scratch space of a propagation, made once per shape and
// reused (getFProp).
type fprop struct {
	s     *sudokit.Shape
	sym   *sudokit.Symbols // how the sentences write values (Candidates.SetSymbols)
	n     int
	nodes int
	base  []uint64 // the grid's marks
	wm    []uint64 // the working marks of a dynamic propagation
	gen   uint32
	stamp []uint32 // per node: == gen when the node is in the run
	par   []int32  // per node: its parent, −1 for the assumption
	depth []int32  // per node: the links from the assumption
	why   []int32  // per node: the reason (whyStart, whyCell, a unit, a nested technique)
	queue []int32  // the run's nodes in the order reached

	// a contradiction: clashIn could not enter, its negation being in the
	// run; it follows from clashPar (−1: from the grid alone, clashWhy)
	absurd            bool
	clashIn, clashPar int32
	clashWhy          int32
	work              int   // nodes handled since the search began
	halt              *halt // the path's: when to give up (halt.go)
	sub               *Candidates
	words             int      // uint64 words of a run's bit set
	runBits           []uint64 // the saved runs' node sets, words each
	runIndex          []int32  // per assumption node: its saved run, or −1
	runAbsurd         []bool
	runCost           []int32     // a saved contradiction's links
	subC              *Candidates // the nested techniques' grid, kept from search to search
	best              fInst       // the best instance so far (forcing.go)
	bestAssume        []int32
	asBuf, nodeBuf    []int32
	costBuf           []int
}

// newFProp makes the scratch space for shape s.
func newFProp(s *sudokit.Shape) *fprop {
	nodes := s.Cells * s.N * 2
	p := &fprop{s: s, n: s.N, nodes: nodes,
		base: make([]uint64, s.Cells), wm: make([]uint64, s.Cells),
		stamp: make([]uint32, nodes), par: make([]int32, nodes), depth: make([]int32, nodes),
		why: make([]int32, nodes), words: (nodes + 63) / 64, runIndex: make([]int32, nodes)}
	return p
}

// fpropFree keeps propagation scratch space between searches.
var fpropFree struct {
	sync.Mutex
	list []*fprop
}

// getFProp returns scratch space for c's shape loaded with c's marks.
func getFProp(c *Candidates) *fprop {
	s := c.shape
	var p *fprop
	fpropFree.Lock()
	for k, q := range fpropFree.list {
		if q.s.N == s.N && q.s.BoxRows == s.BoxRows {
			last := len(fpropFree.list) - 1
			fpropFree.list[k], fpropFree.list[last] = fpropFree.list[last], nil
			fpropFree.list = fpropFree.list[:last]
			p = q
			break
		}
	}
	fpropFree.Unlock()
	if p == nil {
		p = newFProp(s)
	}
	p.s, p.sym, p.halt = s, c.symbols, c.halt
	copy(p.base, c.marks)
	p.work = 0
	p.runBits = p.runBits[:0]
	p.runAbsurd = p.runAbsurd[:0]
	p.runCost = p.runCost[:0]
	for k := range p.runIndex {
		p.runIndex[k] = -1
	}
	p.sub = nil
	return p
}

// loadSub makes p.sub, the working grid of the nested techniques, a copy
// of c (its marks replaced by the working marks at each use).
func (p *fprop) loadSub(c *Candidates) {
	if p.subC == nil || p.subC.shape != c.shape {
		p.subC = c.Clone()
	} else {
		d := p.subC
		copy(d.values, c.values)
		copy(d.marks, c.marks)
		copy(d.unitValues, c.unitValues)
		copy(d.unitBlanks, c.unitBlanks)
		d.blanks = c.blanks
	}
	p.sub = p.subC
}

// putFProp keeps p for the next search.
func putFProp(p *fprop) {
	p.sub, p.halt = nil, nil
	fpropFree.Lock()
	defer fpropFree.Unlock()
	if len(fpropFree.list) < 8 {
		fpropFree.list = append(fpropFree.list, p)
	}
}

// node numbers candidate v of cell i, on or off.
func (p *fprop) node(i, v int, on bool) int32 {
	x := int32((i*p.n + v - 1) * 2)
	if on {
		x++
	}
	return x
}

// cellOf and valueOf take a node apart.
func (p *fprop) cellOf(x int32) int  { return int(x>>1) / p.n }
func (p *fprop) valueOf(x int32) int { return int(x>>1)%p.n + 1 }

// has tells whether node x is in the current run.
func (p *fprop) has(x int32) bool { return p.stamp[x] == p.gen }

// add puts x in the run with its parent and reason; it tells false, and
// records the contradiction, when x's negation is there.
func (p *fprop) add(x, parent, why int32) bool {
	if p.stamp[x^1] == p.gen {
		p.absurd, p.clashIn, p.clashPar, p.clashWhy = true, x, parent, why
		return false
	}
	if p.stamp[x] == p.gen {
		return true
	}
	p.stamp[x], p.par[x], p.why[x] = p.gen, parent, why
	p.depth[x] = 0
	if parent >= 0 {
		p.depth[x] = p.depth[parent] + 1
	}
	p.queue = append(p.queue, x)
	return true
}

// run propagates assumption x in mode m. It tells false when the run
// stopped on a contradiction (p.absurd) or the budget ran out.
func (p *fprop) run(x int32, m fMode) bool {
	p.gen++
	if p.gen == 0 {
		clear(p.stamp)
		p.gen = 1
	}
	copy(p.wm, p.base)
	p.queue = p.queue[:0]
	p.absurd = false
	p.add(x, -1, whyStart)
	marks := p.base
	if m.dynamic {
		marks = p.wm
	}
	rounds := 0
	for h := 0; ; {
		for h < len(p.queue) {
			y := p.queue[h]
			h++
			p.work++
			if p.work > forcingBudget || p.halt.over() {
				return false
			}
			if !p.step(y, m, marks) {
				return false
			}
		}
		if !m.nested || rounds == nestedRounds {
			return true
		}
		rounds++
		more, ok := p.nest()
		if !ok {
			return false
		}
		if !more {
			return true
		}
	}
}

// step handles node y of the run.
func (p *fprop) step(y int32, m fMode, marks []uint64) bool {
	i, v := p.cellOf(y), p.valueOf(y)
	b := bit(v)
	if y&1 == 1 {
		if !m.xOnly {
			for rest := marks[i] &^ b; rest != 0; rest &= rest - 1 {
				if !p.add(p.node(i, bits.TrailingZeros64(rest)+1, false), y, whyCell) {
					return false
				}
			}
		}
		for _, q := range p.s.Peers(i) {
			if marks[q]&b != 0 {
				if !p.add(p.node(int(q), v, false), y, int32(p.sharedUnit(i, int(q)))) {
					return false
				}
			}
		}
		return true
	}
	if m.dynamic {
		p.wm[i] &^= b
	}
	if !m.xOnly {
		switch left := marks[i]; {
		case m.dynamic && left == 0:
			// the cell's last value was v: the grid alone makes it v
			if p.clash(p.node(i, v, true), whyCell) {
				return false
			}
		case m.dynamic && bits.OnesCount64(left) == 1:
			if !p.add(p.node(i, bits.TrailingZeros64(left)+1, true), y, whyCell) {
				return false
			}
		case !m.dynamic && bits.OnesCount64(left) == 2:
			if !p.add(p.node(i, bits.TrailingZeros64(left&^b)+1, true), y, whyCell) {
				return false
			}
		}
	}
	for _, u := range p.s.UnitsOf(i) {
		count, last := 0, -1
		for _, q := range p.s.Unit(u) {
			if marks[q]&b != 0 {
				count++
				if q != i {
					last = q
				}
			}
		}
		switch {
		case m.dynamic && count == 0:
			// i was v's only place in u in the grid itself
			if p.clash(p.node(i, v, true), int32(u)) {
				return false
			}
		case m.dynamic && count == 1, !m.dynamic && count == 2 && last >= 0 && marks[i]&b != 0:
			if !p.add(p.node(last, v, true), y, int32(u)) {
				return false
			}
		}
	}
	return true
}

// clash records that on node x, which the grid alone forces (why), meets
// its negation in the run; it tells true.
func (p *fprop) clash(x int32, why int32) bool {
	p.absurd, p.clashIn, p.clashPar, p.clashWhy = true, x, -1, why
	return true
}

// sharedUnit is the first unit (row, column, box) that cells i and q
// share.
func (p *fprop) sharedUnit(i, q int) int {
	ui, uq := p.s.UnitsOf(i), p.s.UnitsOf(q)
	for k := range ui {
		if ui[k] == uq[k] {
			return ui[k]
		}
	}
	return ui[2]
}

// nestedTechniques are the simpler techniques a nested forcing chain
// applies to its working grid when nothing more follows from the links:
// logic alone, nothing that rests on the puzzle having one solution.
var nestedTechniques = []struct {
	name string
	find func(*Candidates) (Step, bool)
}{
	{"Pointing", findPointing},
	{"Claiming", findClaiming},
	{"Naked Pair", findNakedPair},
	{"Hidden Pair", findHiddenPair},
	{"X-Wing", findXWing},
	{"XY-Wing", findXYWing},
	{"X-Chain", findXChain},
	{"XY-Chain", findXYChain},
}

// nest asks the nested techniques, in order, for a step on the working
// grid and adds its eliminations as off nodes, each following from the
// last node reached in the step's pattern (lastIn). It tells whether it added any, and false for ok on a
// contradiction.
func (p *fprop) nest() (more, ok bool) {
	if p.sub == nil {
		return false, true
	}
	copy(p.sub.marks, p.wm)
	for k, t := range nestedTechniques {
		st, found := t.find(p.sub)
		if !found {
			continue
		}
		last := p.lastIn(st)
		for _, e := range st.Eliminations {
			i := p.s.Index(e.Cell)
			if p.wm[i]&bit(e.Value) == 0 {
				continue
			}
			x := p.node(i, e.Value, false)
			if p.has(x) {
				continue
			}
			if !p.add(x, last, int32(whyNested-k)) {
				return false, false
			}
			more = true
		}
		if more {
			return true, true
		}
	}
	return false, true
}

// lastIn is the node the eliminations of nested step st follow from in a
// sentence: the last node reached in a cell of st's pattern (the change
// that let the pattern form), else the last node reached.
func (p *fprop) lastIn(st Step) int32 {
	for k := len(p.queue) - 1; k >= 0; k-- {
		x := p.queue[k]
		at := p.s.PosOf(p.cellOf(x))
		for _, cr := range st.Cells {
			if cr.Role != RoleTarget && cr.Cell == at {
				return x
			}
		}
	}
	return p.queue[len(p.queue)-1]
}

// save keeps the current run's node set as the run of its assumption x.
func (p *fprop) save(x int32) {
	k := int32(len(p.runAbsurd))
	p.runIndex[x] = k
	p.runAbsurd = append(p.runAbsurd, p.absurd)
	cost := int32(0)
	if p.absurd {
		cost = p.clashCost()
	}
	p.runCost = append(p.runCost, cost)
	start := len(p.runBits)
	for w := 0; w < p.words; w++ {
		p.runBits = append(p.runBits, 0)
	}
	set := p.runBits[start:]
	for _, y := range p.queue {
		set[y>>6] |= 1 << uint(y&63)
	}
}

// clashCost is the links of the current run's contradiction: the chains
// to both sides.
func (p *fprop) clashCost() int32 {
	c := p.depth[p.clashIn^1] + 1
	if p.clashPar >= 0 {
		c += p.depth[p.clashPar] + 1
	}
	return c
}

// saved returns the node set of the saved run of assumption x.
func (p *fprop) saved(x int32) []uint64 {
	k := int(p.runIndex[x])
	return p.runBits[k*p.words : (k+1)*p.words]
}

// path returns the chain from the assumption to node x of the current run,
// assumption first.
func (p *fprop) path(x int32) []int32 {
	var out []int32
	for ; x >= 0; x = p.par[x] {
		out = append(out, x)
	}
	for a, b := 0, len(out)-1; a < b; a, b = a+1, b-1 {
		out[a], out[b] = out[b], out[a]
	}
	return out
}
