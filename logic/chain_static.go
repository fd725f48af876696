package logic

import (
	"math/bits"
	"slices"
)

// Producer #21 of the rating path, Sudoku Explainer's "Forcing Chains &
// Cycles" (Chaining(false, false, false, 0), docs/rating.md §3 D): static
// chains on the grid as it is, in three passes (X links only, Y links
// only, both), from every candidate of every cell with two or more, cells
// row-major and values ascending. From each start it looks for
// bidirectional cycles back to the start and, where X links are on, for
// forcing chains that lead the start, assumed on or off, to its own
// negation.

// An sobj is one node reached by the static search, with the object it
// was reached from (−1 for the start) and its distance from the start.
// The static search keeps one parent per node, so a chain is the walk of
// parents back to the start.
type sobj struct{ node, parent, depth int32 }

// The names sudokit gives #21's hints (docs/rating.md §7): a chain or
// cycle of X links only is an X-Chain, a cycle of bivalue cells an
// XY-Chain, a chain or cycle mixing both kinds of links an Alternating
// Inference Chain.
const (
	nameXChain = "X-Chain"
	nameYChain = "XY-Chain"
	nameAIC    = "Alternating Inference Chain"
)

// seForcingChains is producer #21: it writes into h the first hint SE
// would apply, and tells whether there is one.
func (c *chainer) seForcingChains(cand *Candidates, h *seHint) bool {
	h.reset()
	c.load(cand)
	c.best = bestHint{}
	c.aborted = false
	c.forcingChains(h)
	if c.aborted {
		h.reset()
		return false
	}
	return c.best.set
}

// forcingChains runs #21's three passes on the working grid: it keeps the
// best hint in h, or, when c.collect is set, every hint in c.subs.
func (c *chainer) forcingChains(h *seHint) {
	c.buildAdjacency()
	for _, pass := range [3][2]bool{{false, true}, {true, false}, {true, true}} {
		y, x := pass[0], pass[1]
		c.reachability(y, x)
		for i := 0; i < c.cells; i++ {
			if c.values[i] != 0 {
				continue
			}
			card := bits.OnesCount64(c.marks[i])
			if card < 2 || (card > 2 && !x) {
				continue
			}
			if c.expired() {
				return
			}
			for rest := c.marks[i]; rest != 0; rest &= rest - 1 {
				v := bits.TrailingZeros64(rest) + 1
				c.unary(h, c.node(i, v, true), y, x)
			}
		}
	}
}

// unary is SE's doUnaryChaining from candidate src (on): its cycles, then
// its forcing chains from src on and from src off.
func (c *chainer) unary(h *seHint, src int32, y, x bool) {
	kind, cycleBase, chainBase, name := kindX, 6.5, 6.6, nameXChain
	switch {
	case y && x:
		kind, cycleBase, chainBase, name = kindXY, 7.0, 7.0, nameAIC
	case y:
		kind, name = kindY, nameYChain
	}
	c.cyc = c.cyc[:0]
	if c.reach.mayReach(src, src) {
		c.doCycles(src, y, x, cycleBase, kind)
	}
	for _, o := range c.cyc {
		cplx := int(c.objs[o].depth)
		rating := cycleBase + chainBonus(cplx)
		if c.collect {
			if c.cycleElims(o) {
				c.addSub(o, true, rating, cplx, kind)
			}
			continue
		}
		if c.better(rating, cplx, kind) && c.cycleElims(o) {
			c.take(h, rating, cplx, kind, name)
			for _, e := range c.path {
				h.eliminate(int(e)/c.n, int(e)%c.n+1)
			}
		}
	}
	if !x {
		return
	}
	for _, start := range [2]int32{src, src ^ 1} {
		if !c.reach.mayReach(start, start^1) {
			continue
		}
		t := c.doForcingChains(start, y, chainBase, kind)
		if t < 0 {
			continue
		}
		cplx := int(c.objs[t].depth) + 1
		rating := chainBase + chainBonus(cplx)
		if c.collect {
			c.path = c.path[:0]
			target := c.objs[t].node
			i, v := c.cellOf(target), c.valueOf(target)
			if isOn(target) {
				for w := 1; w <= c.n; w++ {
					if w != v && c.marks[i]&bit(w) != 0 {
						c.path = append(c.path, int32(i*c.n+w-1))
					}
				}
			} else {
				c.path = append(c.path, int32(i*c.n+v-1))
			}
			c.addSub(t, false, rating, cplx, kind)
			continue
		}
		if !c.better(rating, cplx, kind) {
			continue
		}
		c.take(h, rating, cplx, kind, name)
		target := c.objs[t].node
		i, v := c.cellOf(target), c.valueOf(target)
		if isOn(target) {
			c.eliminateOthers(h, i, v)
			h.cell, h.value = i, v
		} else {
			h.eliminate(i, v)
		}
	}
}

// hopeless tells whether no hint of this base and kind with a complexity
// of at least min can come before the best so far, so that a search that
// can only find longer chains may stop. It never stops one collecting
// every hint (a nested chain's rule).
func (c *chainer) hopeless(base float64, min, kind int) bool {
	return !c.collect && !c.better(base+chainBonus(min), min, kind)
}

// isParent tells whether node x is on the walk of parents from object o
// (o excluded).
func (c *chainer) isParent(o int32, x int32) bool {
	for t := c.objs[o].parent; t >= 0; t = c.objs[t].parent {
		if c.objs[t].node == x {
			return true
		}
	}
	return false
}

// addObj appends a node reached from object parent and returns its index.
func (c *chainer) addObj(x, parent int32) int32 {
	c.meter.spent++
	d := int32(0)
	if parent >= 0 {
		d = c.objs[parent].depth + 1
	}
	c.objs = append(c.objs, sobj{x, parent, d})
	return int32(len(c.objs) - 1)
}

// doCycles is SE's breadth-first search for cycles from src (on): layers
// of on nodes, each turning off what it sees (off nodes are not merged:
// one object per way of reaching them, but never a node already on the
// walk back to the start), then layers of off nodes turning on what they
// force (on nodes merged, the first reach kept). A cycle is an on node
// equal to src reached after four links or more; c.cyc gets each one's
// object.
func (c *chainer) doCycles(src int32, y, x bool, base float64, kind int) {
	c.objs, c.cyc = c.objs[:0], c.cyc[:0]
	c.sgen++
	c.sstamp[src] = c.sgen
	on := append(c.layA[:0], c.addObj(src, -1))
	off := c.layB[:0]
	length := 0
	for len(on) > 0 {
		if c.hopeless(base, length+2, kind) {
			break
		}
		length++
		off = off[:0]
		for _, o := range on {
			for _, q := range c.adj.offs(c.objs[o].node, y) {
				if !c.isParent(o, q) {
					off = append(off, c.addObj(q, o))
				}
			}
		}
		length++
		on = on[:0]
		for _, o := range off {
			ons, _ := c.adj.ons(c.objs[o].node, y, x)
			for _, q := range ons {
				if length >= 4 && q == src {
					c.cyc = append(c.cyc, c.addObj(q, o))
				}
				if c.sstamp[q] != c.sgen {
					c.sstamp[q] = c.sgen
					on = append(on, c.addObj(q, o))
				}
			}
		}
	}
	c.layA, c.layB = on, off
}

// doForcingChains is SE's search for a forcing chain from start (on or
// off): alternate layers of on and off nodes, each node reached once; the
// first node that negates start is the target. It returns the target's
// object, or −1.
func (c *chainer) doForcingChains(start int32, y bool, base float64, kind int) int32 {
	c.objs = c.objs[:0]
	c.sgen++
	c.sstamp[start] = c.sgen
	target := int32(-1)
	var on, off []int32
	if isOn(start) {
		on, off = append(c.layA[:0], c.addObj(start, -1)), c.layB[:0]
	} else {
		on, off = c.layA[:0], append(c.layB[:0], c.addObj(start, -1))
	}
	for (len(on) > 0 || len(off) > 0) && target < 0 {
		if len(on) > 0 && c.hopeless(base, int(c.objs[on[0]].depth)+2, kind) {
			break
		}
		for _, o := range on {
			for _, q := range c.adj.offs(c.objs[o].node, y) {
				if q^1 == start && target < 0 {
					target = c.addObj(q, o)
				}
				if c.sstamp[q] != c.sgen {
					c.sstamp[q] = c.sgen
					off = append(off, c.addObj(q, o))
				}
			}
		}
		on = on[:0]
		if target >= 0 || len(off) > 0 && c.hopeless(base, int(c.objs[off[0]].depth)+2, kind) {
			break
		}
		for _, o := range off {
			ons, _ := c.adj.ons(c.objs[o].node, y, true)
			for _, q := range ons {
				if q^1 == start && target < 0 {
					target = c.addObj(q, o)
				}
				if c.sstamp[q] != c.sgen {
					c.sstamp[q] = c.sgen
					on = append(on, c.addObj(q, o))
				}
			}
		}
		off = off[:0]
	}
	c.layA, c.layB = on, off
	return target
}

// cycleElims computes the eliminations of the cycle closed by object o
// into c.path (as cell·N + value−1, sorted) and tells whether there are
// any: the candidates, outside the cycle's cells, that see both an on
// node and an off node of their value in the cycle (SE's createCycleHint).
func (c *chainer) cycleElims(o int32) bool {
	c.egen++
	g := c.egen
	for t := o; c.objs[t].parent >= 0; t = c.objs[t].parent {
		c.cstamp[c.cellOf(c.objs[t].node)] = g
	}
	c.path = c.path[:0]
	for t := o; c.objs[t].parent >= 0; t = c.objs[t].parent {
		x := c.objs[t].node
		i, v := c.cellOf(x), c.valueOf(x)
		m := bit(v)
		for _, q := range c.sh.Peers(i) {
			if c.cstamp[q] == g || c.marks[q]&m == 0 {
				continue
			}
			k := int(q)*c.n + v - 1
			if isOn(x) {
				if c.fstamp[k] != g {
					c.fstamp[k] = g
					c.path = append(c.path, int32(k))
				}
			} else {
				c.bstamp[k] = g
			}
		}
	}
	out := c.path[:0]
	for _, k := range c.path {
		if c.bstamp[k] == g {
			out = append(out, k)
		}
	}
	c.path = out
	slices.Sort(out)
	return len(out) > 0
}

// staticAdj holds, for a grid that does not change, what each node turns
// on or off (onToOff and offToOn of every candidate, computed once):
// list[start[x]:start[x+1]] for node x; for an on node the cell's other
// values come first (ycount of them), for an off node the naked single's
// value (when ycount is 1) before the hidden singles.
type staticAdj struct {
	start  []int32
	ycount []uint8
	list   []int32
	cause  []int32 // per entry of list, for an on node: causeCell or its unit
}

// offs is what on node x turns off, with or without the cell's other
// values.
func (a *staticAdj) offs(x int32, y bool) []int32 {
	l := a.list[a.start[x]:a.start[x+1]]
	if !y {
		l = l[a.ycount[x]:]
	}
	return l
}

// ons is what off node x turns on, by the kinds of links allowed, and
// why each holds.
func (a *staticAdj) ons(x int32, y, xl bool) ([]int32, []int32) {
	lo, hi := a.start[x], a.start[x+1]
	k := lo + int32(a.ycount[x])
	switch {
	case y && xl:
	case y:
		hi = k
	case xl:
		lo = k
	default:
		return nil, nil
	}
	return a.list[lo:hi], a.cause[lo:hi]
}

// buildAdjacency fills c.adj for the working grid.
func (c *chainer) buildAdjacency() {
	a := &c.adj
	if a.start == nil {
		a.start = make([]int32, c.nodes+1)
		a.ycount = make([]uint8, c.nodes)
	}
	a.list, a.cause = a.list[:0], a.cause[:0]
	for x := int32(0); x < int32(c.nodes); x++ {
		a.start[x] = int32(len(a.list))
		a.ycount[x] = 0
		i, v := c.cellOf(x), c.valueOf(x)
		if c.marks[i]&bit(v) == 0 {
			continue
		}
		if isOn(x) {
			c.onToOff(x, true)
			a.ycount[x] = uint8(bits.OnesCount64(c.marks[i]) - 1)
			for range c.emit {
				a.cause = append(a.cause, causeStart)
			}
		} else {
			c.offToOn(x, true, true, false)
			if bits.OnesCount64(c.marks[i]) == 2 {
				a.ycount[x] = 1
			}
			a.cause = append(a.cause, c.ecause...)
		}
		a.list = append(a.list, c.emit...)
	}
	a.start[c.nodes] = int32(len(a.list))
	c.meter.spent += int64(len(a.list)) // a unit of work for each link
}
