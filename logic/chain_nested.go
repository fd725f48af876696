package logic

import (
	"cmp"
	"math/bits"
	"slices"
)

// Nested forcing chains (#27, SE's Chaining(true, true, false, 2)): when
// the basic four find nothing on the working grid of a stalled
// propagation, #21 runs there, and every hint it has (sorted as SE sorts
// them, those with the same eliminations merged) whose chain relies on
// candidates the outer chain turned off adds its eliminations, each an off
// node whose parents are those candidates (SE's getRuleParents). The
// complexity of an outer hint adds that of every distinct nested chain its
// own chains pass through (getNestedComplexity).

// A subHint is one hint of #21 found on a working grid, kept whole until
// the nested search has used it: its order key, its eliminations
// (c.subElims, as cell·N + value−1, sorted) and its chain (c.subPath, from
// the target back to the start, with each node's cause).
type subHint struct {
	rating     float64
	complexity int
	kind       int
	cycle      bool
	elims      [2]int32
	path       [2]int32
	ehash      uint64
}

// A subNode is a node of a nested chain and why it holds: causeStart for
// the assumption, causeCell when its cell has one value left, else the
// unit in which its value has one place left (or, for an off node, the
// unit it shares with the node before).
type subNode struct{ node, cause int32 }

const (
	causeStart = -1
	causeCell  = -2
)

// A nestRef is a nested chain an off node came from: its identity (SE's
// FullChain: the same targets and chains) and its complexity.
type nestRef struct {
	fp         uint64
	complexity int
}

// beginHint starts the nested complexity of a new outer hint.
func (c *chainer) beginHint() {
	c.nestSum = 0
	c.nestSeen = c.nestSeen[:0]
}

// noteNest adds nested chain id to the current hint once.
func (c *chainer) noteNest(id int32) {
	ref := c.nests[id]
	for _, fp := range c.nestSeen {
		if fp == ref.fp {
			return
		}
	}
	c.nestSeen = append(c.nestSeen, ref.fp)
	c.nestSum += ref.complexity
}

// cause is why object o of the static search holds (see subNode).
func (c *chainer) cause(o int32) int32 {
	p := c.objs[o].parent
	if p < 0 {
		return causeStart
	}
	x, y := c.objs[o].node, c.objs[p].node
	i, j := c.cellOf(x), c.cellOf(y)
	if i == j {
		return causeCell
	}
	v := c.valueOf(x)
	for _, u := range c.regionsOf(j) {
		if !c.inUnit(i, u) {
			continue
		}
		if !isOn(x) {
			return u
		}
		if bits.OnesCount64(c.upos[int(u)*c.n+v-1]) == 2 {
			return u
		}
	}
	return causeStart
}

// addSub keeps the hint of the chain ending at object o, with the
// eliminations in c.path.
func (c *chainer) addSub(o int32, cycle bool, rating float64, complexity, kind int) {
	sh := subHint{rating: rating, complexity: complexity, kind: kind, cycle: cycle}
	sh.elims[0] = int32(len(c.subElims))
	h := uint64(14695981039346656037)
	for _, e := range c.path {
		c.subElims = append(c.subElims, e)
		h = (h ^ uint64(e)) * 1099511628211
	}
	sh.elims[1], sh.ehash = int32(len(c.subElims)), h
	sh.path[0] = int32(len(c.subPath))
	for t := o; t >= 0; t = c.objs[t].parent {
		c.subPath = append(c.subPath, subNode{c.objs[t].node, c.cause(t)})
	}
	sh.path[1] = int32(len(c.subPath))
	c.subs = append(c.subs, sh)
}

// fingerprint is the identity of a nested hint's chains (SE's FullChain):
// a forcing chain's nodes from target to start; a cycle's nodes from its
// end back to (not including) the start, then the reversed cycle.
func (c *chainer) fingerprint(sh *subHint) uint64 {
	path := c.subPath[sh.path[0]:sh.path[1]]
	h := uint64(14695981039346656037)
	mix := func(x uint64) { h = (h ^ x) * 1099511628211 }
	if !sh.cycle {
		mix(1)
		for _, p := range path {
			mix(uint64(p.node))
		}
		return h
	}
	mix(2)
	for _, p := range path[:len(path)-1] {
		mix(uint64(p.node))
	}
	mix(3)
	for k := len(path) - 1; k >= 1; k-- {
		mix(uint64(path[k].node ^ 1))
	}
	return h
}

// ruleParents collects in c.rules.par the candidates a nested hint relies
// on (SE's collectRuleParents): for each node of its chains that holds
// because its cell or its unit had one place left, the candidates of that
// cell or of that unit and value that the outer chain turned off.
func (c *chainer) ruleParents(sh *subHint) {
	rs := &c.rules
	rs.par = rs.par[:0]
	c.vgen++
	if c.vgen == 0 {
		clear(c.vis)
		c.vgen = 1
	}
	g := c.vgen
	add := func(x int32) {
		if c.vis[x] != g {
			c.vis[x] = g
			rs.par = append(rs.par, x)
		}
	}
	for _, p := range c.subPath[sh.path[0]:sh.path[1]] {
		if p.cause == causeStart || (!sh.cycle && !isOn(p.node)) {
			continue
		}
		i, v := c.cellOf(p.node), c.valueOf(p.node)
		if p.cause == causeCell {
			for w := 1; w <= c.n; w++ {
				if c.gone(i, bit(w)) {
					add(c.node(i, w, false))
				}
			}
			continue
		}
		for _, q := range c.sh.Unit(int(p.cause)) {
			if c.gone(q, bit(v)) {
				add(c.node(q, v, false))
			}
		}
	}
}

// ruleForcingChains is #21 as a rule of a nested chain: all its hints on
// the working grid, sorted and merged as SE does, those relying on the
// outer chain adding their eliminations to run r.
func (c *chainer) ruleForcingChains(r *chainRun, poff []int32) ([]int32, bool) {
	c.subs, c.subElims, c.subPath = c.subs[:0], c.subElims[:0], c.subPath[:0]
	c.collect = true
	c.forcingChains(nil)
	c.collect = false
	order := c.subOrder[:0]
	for k := range c.subs {
		order = append(order, int32(k))
	}
	slices.SortStableFunc(order, func(a, b int32) int {
		x, y := &c.subs[a], &c.subs[b]
		if x.rating != y.rating {
			return cmp.Compare(x.rating, y.rating)
		}
		if x.complexity != y.complexity {
			return x.complexity - y.complexity
		}
		return x.kind - y.kind
	})
	c.subOrder = order
	found := false
	kept := c.subKept[:0]
hints:
	for _, k := range order {
		sh := &c.subs[k]
		el := c.subElims[sh.elims[0]:sh.elims[1]]
		for _, j := range kept {
			o := &c.subs[j]
			if o.ehash == sh.ehash && slices.Equal(el, c.subElims[o.elims[0]:o.elims[1]]) {
				continue hints
			}
		}
		kept = append(kept, k)
		c.ruleParents(sh)
		if len(c.rules.par) == 0 {
			continue
		}
		found = true
		id := int32(len(c.nests))
		c.nests = append(c.nests, nestRef{c.fingerprint(sh), sh.complexity})
		for _, e := range el {
			x := c.node(int(e)/c.n, int(e)%c.n+1, false)
			if !r.has(x) {
				r.add(x, c.rules.par)
				r.nest[x] = id
				poff = append(poff, x)
			}
		}
	}
	c.subKept = kept
	return poff, found
}
