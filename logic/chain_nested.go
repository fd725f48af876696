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
func (src *chainer) fingerprint(sh *subHint) uint64 {
	path := src.subPath[sh.path[0]:sh.path[1]]
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
func (c *chainer) ruleParents(src *chainer, sh *subHint) {
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
	for _, p := range src.subPath[sh.path[0]:sh.path[1]] {
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
	sub := c.subChainer(&c.sub21)
	sub.collect = true
	sub.forcingChains(nil)
	sub.collect = false
	if sub.aborted {
		c.aborted = true
		return poff, false
	}
	return c.emitSubs(sub, r, poff)
}

// ruleChains is #24 (multiple), #25 (dynamic) or a nested level as a rule
// of a nested chain, as ruleForcingChains is #21.
func (c *chainer) ruleChains(r *chainRun, poff []int32, m dynMode) ([]int32, bool) {
	sub := c.subChainer(&c.subMul)
	sub.collect = true
	sub.cache.clear()
	sub.nests = sub.nests[:0]
	if !m.dynamic {
		sub.buildAdjacency()
	}
	sub.multipleChains(nil, m)
	sub.collect = false
	if sub.aborted {
		c.aborted = true
		return poff, false
	}
	return c.emitSubs(sub, r, poff)
}

// subChainer returns the chainer *p (made on first use) loaded with c's
// working grid, its hint lists emptied.
func (c *chainer) subChainer(p **chainer) *chainer {
	if *p == nil {
		*p = newChainer(c.sh)
	}
	sub := *p
	copy(sub.marks, c.marks)
	copy(sub.upos, c.upos)
	copy(sub.values, c.values)
	sub.snapshot()
	sub.subs, sub.subElims, sub.subPath = sub.subs[:0], sub.subElims[:0], sub.subPath[:0]
	sub.deadline, sub.done, sub.meter, sub.aborted = c.deadline, c.done, c.meter, false
	return sub
}

// emitSubs sorts the hints src collected as SE does (rating, complexity,
// kind; stable), merges those with the same eliminations (the first
// stays), and adds the eliminations of each that relies on the outer
// chain to run r, with its rule parents.
func (c *chainer) emitSubs(src *chainer, r *chainRun, poff []int32) ([]int32, bool) {
	order := c.subOrder[:0]
	for k := range src.subs {
		order = append(order, int32(k))
	}
	slices.SortStableFunc(order, func(a, b int32) int {
		x, y := &src.subs[a], &src.subs[b]
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
		sh := &src.subs[k]
		el := src.subElims[sh.elims[0]:sh.elims[1]]
		for _, j := range kept {
			o := &src.subs[j]
			if o.ehash == sh.ehash && slices.Equal(el, src.subElims[o.elims[0]:o.elims[1]]) {
				continue hints
			}
		}
		kept = append(kept, k)
		c.ruleParents(src, sh)
		if len(c.rules.par) == 0 {
			continue
		}
		found = true
		id := int32(len(c.nests))
		c.nests = append(c.nests, nestRef{src.fingerprint(sh), sh.complexity})
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

// A runRef is the end of a chain: a reference in a run.
type runRef struct {
	r   *chainRun
	ref int32
}

// elimsOf puts in c.path what a hint concluding node x removes: the other
// candidates of its cell when x is on, else x's candidate.
func (c *chainer) elimsOf(x int32) {
	i, v := c.cellOf(x), c.valueOf(x)
	c.path = c.path[:0]
	if !isOn(x) {
		c.path = append(c.path, int32(i*c.n+v-1))
		return
	}
	for w := 1; w <= c.n; w++ {
		if w != v && c.marks[i]&bit(w) != 0 {
			c.path = append(c.path, int32(i*c.n+w-1))
		}
	}
}

// addDynSub keeps a hint of the multiple chains (collect mode) whose
// chains end at the given pairs of run and reference, its eliminations in
// c.path; root is the cause of each chain's assumption (SE's
// collectRuleParents: causeCell for a cell forcing chain, the unit for a
// region forcing chain, causeStart otherwise).
func (c *chainer) addDynSub(rating float64, complexity, kind int, root int32, r1 *chainRun, x1 int32, r2 *chainRun, x2 int32) {
	c.pairs = append(c.pairs[:0], runRef{r1, x1}, runRef{r2, x2})
	c.addDynSubPairs(rating, complexity, kind, root)
}

// addDynSubPairs is addDynSub for the chains of c.pairs. Each chain is
// kept as SE's getChain lists it (breadth first from its end, each node
// once), chains apart by a node −1.
func (c *chainer) addDynSubPairs(rating float64, complexity, kind int, root int32) {
	sh := subHint{rating: rating, complexity: complexity, kind: kind}
	sh.elims[0] = int32(len(c.subElims))
	h := uint64(14695981039346656037)
	for _, e := range c.path {
		c.subElims = append(c.subElims, e)
		h = (h ^ uint64(e)) * 1099511628211
	}
	sh.elims[1], sh.ehash = int32(len(c.subElims)), h
	sh.path[0] = int32(len(c.subPath))
	for k, pr := range c.pairs {
		if k > 0 {
			c.subPath = append(c.subPath, subNode{-1, causeStart})
		}
		c.chainOf(pr.r, pr.ref, root)
	}
	sh.path[1] = int32(len(c.subPath))
	c.subs = append(c.subs, sh)
}

// chainOf appends to c.subPath the nodes of the chain ending at ref in
// run r, breadth first, with their causes (root for the assumption).
func (c *chainer) chainOf(r *chainRun, ref int32, root int32) {
	c.vgen++
	if c.vgen == 0 {
		clear(c.vis)
		c.vgen = 1
	}
	g := c.vgen
	todo := append(c.stack[:0], ref)
	for len(todo) > 0 {
		n := len(todo)
		for _, x := range todo[:n] {
			id := r.id(x)
			if c.vis[id] == g {
				continue
			}
			c.vis[id] = g
			cause := r.cause[x]
			if cause == causeStart {
				cause = root
			}
			c.subPath = append(c.subPath, subNode{id, cause})
			todo = append(todo, r.parents(x)...)
		}
		todo = todo[n:]
	}
	c.stack = todo[:0]
}
