package logic

import "math/bits"

// Producers #23–#30 of the rating path (SE's Chaining with
// isMultipleEnabled or isDynamic, getMultipleChainsHintList): from every
// candidate of every cell (row-major, values ascending), the propagation
// of the candidate assumed on and assumed off, and what follows from them:
// contradictions, double forcing chains, region forcing chains for the
// units in which the cell is the value's first position, and, after the
// cell's last value, its cell forcing chains.

// The names sudokit gives these producers' hints (docs/rating.md §7).
const (
	nameNishio = "Nishio"
	nameCellFC = "Cell Forcing Chain"
	nameUnitFC = "Unit Forcing Chain"
	nameDynFC  = "Dynamic Forcing Chain"
	nameNestFC = "Nested Forcing Chain"
)

// names returns the technique names of m's cell, region and other hints.
func (m dynMode) names() (cell, region, other string) {
	switch {
	case m.level >= 2:
		return nameNestFC, nameNestFC, nameNestFC
	case m.nishio:
		return nameNishio, nameNishio, nameNishio
	case m.dynamic:
		return nameDynFC, nameDynFC, nameDynFC
	default:
		return nameCellFC, nameUnitFC, nameCellFC
	}
}

// run returns the k-th run of list, growing it as needed.
func (c *chainer) run(list *[]*chainRun, k int) *chainRun {
	for len(*list) <= k {
		*list = append(*list, newChainRun(c.nodes))
	}
	return (*list)[k]
}

// seMultipleChains is producer #23 (Nishio), #24 (multiple), #25
// (dynamic) or #26–#30 (nested) by m: it writes into h the first hint SE
// would apply and tells whether there is one.
func (c *chainer) seMultipleChains(cand *Candidates, h *seHint, m dynMode) bool {
	h.reset()
	c.load(cand)
	c.best = bestHint{}
	c.cache.clear()
	c.nests = c.nests[:0]
	if !m.dynamic {
		c.buildAdjacency()
	}
	c.aborted = false
	c.multipleChains(h, m)
	if c.aborted {
		h.reset()
		return false
	}
	return c.best.set
}

// multipleChains runs SE's getMultipleChainsHintList on the loaded grid,
// keeping the best hint in h.
func (c *chainer) multipleChains(h *seHint, m dynMode) {
	c.deep = m.level >= 2 || c.collect
	base := m.rating()
	cellName, _, other := m.names()
	for i := 0; i < c.cells; i++ {
		if c.values[i] != 0 || c.aborted {
			continue
		}
		card := bits.OnesCount64(c.marks[i])
		if !(card > 2 || (card > 1 && m.dynamic)) {
			continue
		}
		nv := 0
		for rest := c.marks[i]; rest != 0; rest &= rest - 1 {
			v := bits.TrailingZeros64(rest) + 1
			a := c.onRun(c.node(i, v, true), m, c.run(&c.valRuns, nv))
			c.cellRuns = append(c.cellRuns[:nv], a)
			nv++
			contra := m.dynamic || m.nishio
			if contra && a.absurd {
				c.beginHint()
				cplx := c.ancestors(a, a.absOn) + c.ancestors(a, a.absOff) + c.nestSum
				if rating := base + chainBonus(cplx); c.collect {
					c.path = append(c.path[:0], int32(i*c.n+v-1))
					c.addDynSub(rating, cplx, kindContradiction, causeStart, a, a.absOn, a, a.absOff)
				} else if c.better(rating, cplx, kindContradiction) {
					c.take(h, rating, cplx, kindContradiction, other)
					h.eliminate(i, v)
					if c.explain {
						c.note(kindContradiction, i, -1, v, true, a.id(a.absOn), a, a.absOn, a, a.absOff)
					}
				}
			}
			b := c.offRun
			b.reset(c.deep)
			b.add(c.node(i, v, false), nil)
			c.propagate(b, m)
			if contra && b.absurd && c.countOthers(i, v) > 0 {
				c.beginHint()
				cplx := c.ancestors(b, b.absOn) + c.ancestors(b, b.absOff) + c.nestSum
				if rating := base + chainBonus(cplx); c.collect {
					c.elimsOf(c.node(i, v, true))
					c.addDynSub(rating, cplx, kindContradiction, causeStart, b, b.absOn, b, b.absOff)
				} else if c.better(rating, cplx, kindContradiction) {
					c.take(h, rating, cplx, kindContradiction, other)
					c.eliminateOthers(h, i, v)
					h.cell, h.value = i, v
					if c.explain {
						c.note(kindContradiction, i, -1, v, false, b.id(b.absOn), b, b.absOn, b, b.absOff)
					}
				}
			}
			if card >= 3 && !m.nishio && m.dynamic {
				c.doubles(h, m, a, b, other)
			}
			if !m.nishio {
				c.regionChains(h, m, i, v, a)
			}
		}
		if !m.nishio && (card == 2 || (m.multiple && card > 2)) {
			runs := c.cellRuns[:nv]
			c.reductions(h, m, runs, runs[0].onOrd, kindCell, cellName, i, -1, 0)
			c.reductions(h, m, runs, runs[0].offOrd, kindCell, cellName, i, -1, 0)
		}
	}
}

// doubles reports the double forcing chains of a candidate: what both its
// on run a and its off run b turn on, then what both turn off.
func (c *chainer) doubles(h *seHint, m dynMode, a, b *chainRun, name string) {
	base := m.rating()
	for _, ord := range [2][]int32{a.onOrd, a.offOrd} {
		for _, x := range ord {
			if !b.has(x) {
				continue
			}
			i, v := c.cellOf(x), c.valueOf(x)
			if isOn(x) && c.countOthers(i, v) == 0 {
				continue
			}
			c.beginHint()
			cplx := c.ancestors(a, x) + c.ancestors(b, x) + c.nestSum
			rating := base + chainBonus(cplx)
			if c.collect {
				c.elimsOf(x)
				c.addDynSub(rating, cplx, kindDouble, causeStart, a, x, b, x)
				continue
			}
			if !c.better(rating, cplx, kindDouble) {
				continue
			}
			c.take(h, rating, cplx, kindDouble, name)
			if c.explain {
				c.note(kindDouble, c.cellOf(a.onOrd[0]), -1, c.valueOf(a.onOrd[0]), true, x, a, x, b, x)
			}
			if isOn(x) {
				c.eliminateOthers(h, i, v)
				h.cell, h.value = i, v
			} else {
				h.eliminate(i, v)
			}
		}
	}
}

// reductions reports, for each node of first (in its order) that every
// run of runs reached, the forcing chains that meet in it: a cell forcing
// chain (one run per value of the cell) or a region forcing chain (one
// run per position of the value in the unit).
func (c *chainer) reductions(h *seHint, m dynMode, runs []*chainRun, first []int32, kind int, name string, cell, unit, value int) {
	base := m.rating()
	common := append(c.common[:0], runs[0].set...)
	some := uint64(0)
	for k := range common {
		for _, r := range runs[1:] {
			common[k] &= r.set[k]
		}
		some |= common[k]
	}
	c.common = common
	if some == 0 {
		return
	}
	for _, x := range first {
		if common[x>>6]&(1<<uint(x&63)) == 0 {
			continue
		}
		i, v := c.cellOf(x), c.valueOf(x)
		if isOn(x) && c.countOthers(i, v) == 0 {
			continue
		}
		c.beginHint()
		cplx := 0
		for _, r := range runs {
			cplx += c.ancestors(r, x)
		}
		cplx += c.nestSum
		rating := base + chainBonus(cplx)
		if c.collect {
			root := int32(causeCell)
			if kind == kindRegion {
				root = int32(unit)
			}
			c.elimsOf(x)
			c.pairs = c.pairs[:0]
			for _, r := range runs {
				c.pairs = append(c.pairs, runRef{r, x})
			}
			c.addDynSubPairs(rating, cplx, kind, root)
			continue
		}
		if !c.better(rating, cplx, kind) {
			continue
		}
		c.take(h, rating, cplx, kind, name)
		if c.explain {
			c.note(kind, cell, unit, value, true, x)
			for _, r := range runs {
				c.noteCells(r, x)
			}
		}
		if isOn(x) {
			c.eliminateOthers(h, i, v)
			h.cell, h.value = i, v
		} else {
			h.eliminate(i, v)
		}
	}
}

// regionChains is SE's doRegionChainings for value v of cell i, whose on
// run is a: in each of its units (box, row, column) where v has two
// positions (or more, with multiple chains) and cell i is the first, the
// propagation from every other position, and the nodes all of them reach.
func (c *chainer) regionChains(h *seHint, m dynMode, i, v int, a *chainRun) {
	_, name, _ := m.names()
	bm := bit(v)
	for _, u := range c.regionsOf(i) {
		cells := c.sh.Unit(int(u))
		count, first := 0, -1
		for _, q := range cells {
			if c.marks[q]&bm != 0 {
				if first < 0 {
					first = q
				}
				count++
			}
		}
		if !(count == 2 || (m.multiple && count > 2)) || first != i {
			continue
		}
		runs := append(c.runList[:0], a)
		k := 0
		for _, q := range cells {
			if q == i || c.marks[q]&bm == 0 {
				continue
			}
			r := c.onRun(c.node(q, v, true), m, c.run(&c.posRuns, k))
			k++
			runs = append(runs, r)
		}
		c.runList = runs
		c.reductions(h, m, runs, a.onOrd, kindRegion, name, i, int(u), v)
		c.reductions(h, m, runs, a.offOrd, kindRegion, name, i, int(u), v)
	}
}

// runCache keeps the propagation from each candidate assumed on, which
// region and cell forcing chains ask for several times on one grid (the
// outcome depends only on the grid and the assumption). It holds at most
// limit runs, about 64 MB.
type runCache struct {
	gen   uint32
	stamp []uint32 // per node: == gen when at[node] holds its run
	at    []int32
	runs  []*chainRun
	used  int
	limit int
}

// clear forgets every run, keeping the memory.
func (rc *runCache) clear() {
	rc.gen++
	if rc.gen == 0 {
		clear(rc.stamp)
		rc.gen = 1
	}
	rc.used = 0
}

// onRun returns the propagation from on node x in mode m: the cached one,
// or a new one, cached while there is room, else made in spare (which
// the caller owns, and which the cache may have handed out before: a
// cached run is never put there).
func (c *chainer) onRun(x int32, m dynMode, spare *chainRun) *chainRun {
	rc := &c.cache
	if rc.stamp == nil {
		rc.stamp, rc.at = make([]uint32, c.nodes), make([]int32, c.nodes)
		rc.limit = 64 << 20 / (12 * c.nodes)
		rc.gen = 1
	}
	if rc.stamp[x] == rc.gen {
		return rc.runs[rc.at[x]]
	}
	r := spare
	if rc.used < rc.limit {
		if rc.used == len(rc.runs) {
			rc.runs = append(rc.runs, newChainRun(c.nodes))
		}
		r = rc.runs[rc.used]
		rc.stamp[x], rc.at[x] = rc.gen, int32(rc.used)
		rc.used++
	}
	r.reset(c.deep)
	r.add(x, nil)
	c.propagate(r, m)
	return r
}
