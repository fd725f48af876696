package logic

import "math/bits"

// Explain's forcing chains, the ladder's group forcing, each rated as
// Sudoku Explainer rates its chaining rung (docs/rating.md §3 D):
//
//   - Nishio (7.5): a candidate assumed true leads, following its value
//     alone, to a contradiction, so it is false; or assumed false, so it
//     is true.
//   - Cell Forcing Chain (8.0): whichever value a cell takes, the same
//     candidate is removed (or placed), by static links: a cell with two
//     values, a unit with two places of a value.
//   - Unit Forcing Chain (8.0): wherever a value goes in a unit, the same
//     follows.
//   - Dynamic Forcing Chain (8.5): the three above, and an assumption true
//     and false leading to the same (double), with links on the grid less
//     what the chain has removed so far (dynamic), any value.
//   - Nested Forcing Chain (9.5): dynamic forcing chains that, when the
//     links give nothing more, apply simpler techniques (nestedTechniques)
//     to the grid as the chain has left it.
//
// Each Find propagates every candidate of the grid (forcing_prop.go),
// keeps each run's node set, and takes the instance whose chains have the
// fewest links in all (a contradiction: both chains to the clash; a cell,
// unit or double: every chain to the conclusion); among those, the first
// found: contradictions, then doubles, cells, units; cells row-major,
// values ascending; units as numbered (rows, columns, boxes), values
// ascending. Its sentence tells every chain in players' notation
// (forcing_text.go).

// The names of the forcing techniques, as se_ladder.go selects the rating
// path's chaining rungs by them.
const (
	forcingNishio  = "Nishio"
	forcingCell    = "Cell Forcing Chain"
	forcingUnit    = "Unit Forcing Chain"
	forcingDynamic = "Dynamic Forcing Chain"
	forcingNested  = "Nested Forcing Chain"
)

// The kinds of forcing instance, in the order they are looked for.
const (
	fContradiction = iota // an assumption leads to a contradiction
	fDouble               // an assumption and its negation lead to the same
	fCell                 // every value of a cell leads to the same
	fUnit                 // every place of a value in a unit leads to the same
)

// fInst is one instance: its kind, the assumptions whose chains make it,
// the node concluded (the negation of a contradiction's assumption) and
// its links in all.
type fInst struct {
	kind    int
	assume  []int32
	concl   int32
	cost    int
	unit, v int // a unit forcing chain's unit and value
}

// fSearch is what one Find looks for.
type fSearch struct {
	name                         string
	mode                         fMode
	contra, double, cells, units bool
}

func findNishio(c *Candidates) (Step, bool) {
	return forcingFind(c, fSearch{name: forcingNishio, mode: fMode{dynamic: true, xOnly: true}, contra: true})
}

func findCellForcing(c *Candidates) (Step, bool) {
	return forcingFind(c, fSearch{name: forcingCell, cells: true})
}

func findUnitForcing(c *Candidates) (Step, bool) {
	return forcingFind(c, fSearch{name: forcingUnit, units: true})
}

func findDynamicForcing(c *Candidates) (Step, bool) {
	return forcingFind(c, fSearch{name: forcingDynamic, mode: fMode{dynamic: true},
		contra: true, double: true, cells: true, units: true})
}

func findNestedForcing(c *Candidates) (Step, bool) {
	return forcingFind(c, fSearch{name: forcingNested, mode: fMode{dynamic: true, nested: true},
		contra: true, double: true, cells: true, units: true})
}

// forcingFind runs search q on c.
func forcingFind(c *Candidates, q fSearch) (Step, bool) {
	if c.blanks == 0 || c.halt.now() {
		return Step{}, false
	}
	n := 0
	for _, m := range c.marks {
		n += bits.OnesCount64(m)
	}
	if n > forcingMaxCandidates || q.mode.nested && n > c.shape.N*c.shape.N*c.shape.N/2 {
		return Step{}, false
	}
	p := getFProp(c)
	defer putFProp(p)
	if q.mode.nested {
		p.loadSub(c)
	}
	// every candidate on, and off (in a cell with others) where
	// contradictions or doubles of an off assumption count
	withOff := q.contra || q.double
	for i, m := range p.base {
		for ; m != 0; m &= m - 1 {
			v := bits.TrailingZeros64(m) + 1
			for _, on := range [2]bool{true, false} {
				if !on && (!withOff || bits.OnesCount64(p.base[i]) < 2) {
					continue
				}
				x := p.node(i, v, on)
				if !p.run(x, q.mode) && !p.absurd {
					return Step{}, false // out of budget
				}
				p.save(x)
			}
		}
	}
	p.best = fInst{cost: -1}
	if q.contra {
		p.contradictions()
	}
	if q.double && !p.doubles(q.mode) || q.cells && !p.cellChains(q.mode) || q.units && !p.unitChains(q.mode) {
		return Step{}, false // out of budget
	}
	if p.best.cost < 0 {
		return Step{}, false
	}
	return p.forcingStep(c, q, p.best)
}

// consider keeps in as the best instance if it has fewer links than the
// best so far.
func (p *fprop) consider(in fInst) {
	if p.best.cost < 0 || in.cost < p.best.cost {
		p.bestAssume = append(p.bestAssume[:0], in.assume...)
		in.assume = p.bestAssume
		p.best = in
	}
}

// contradictions considers every saved run that ended in a contradiction,
// an on assumption before its off one; a false off assumption places its
// value only in a cell with others.
func (p *fprop) contradictions() {
	for i, m := range p.base {
		for ; m != 0; m &= m - 1 {
			v := bits.TrailingZeros64(m) + 1
			for _, on := range [2]bool{true, false} {
				x := p.node(i, v, on)
				if p.runIndex[x] < 0 || !p.runAbsurd[p.runIndex[x]] {
					continue
				}
				p.asBuf = append(p.asBuf[:0], x)
				p.consider(fInst{kind: fContradiction, assume: p.asBuf, concl: x ^ 1,
					cost: int(p.runCost[p.runIndex[x]])})
			}
		}
	}
}

// useful tells whether concluding node x changes the grid: an off node
// removes a candidate, an on node places a value in a blank cell.
func (p *fprop) useful(x int32) bool {
	return p.base[p.cellOf(x)]&bit(p.valueOf(x)) != 0
}

// common returns the nodes (ascending) in every saved run of assumptions,
// none of which may have ended in a contradiction, that change the grid
// and are not one of the assumptions' negations.
func (p *fprop) common(assume []int32) []int32 {
	p.nodeBuf = p.nodeBuf[:0]
	for _, a := range assume {
		if p.runIndex[a] < 0 || p.runAbsurd[p.runIndex[a]] {
			return nil
		}
	}
	first := p.saved(assume[0])
	for w := range first {
		m := first[w]
		for _, a := range assume[1:] {
			m &= p.saved(a)[w]
		}
		for ; m != 0; m &= m - 1 {
			x := int32(w*64 + bits.TrailingZeros64(m))
			if !p.useful(x) {
				continue
			}
			skip := false
			for _, a := range assume {
				if x == a || x == a^1 {
					skip = true
				}
			}
			if !skip {
				p.nodeBuf = append(p.nodeBuf, x)
			}
		}
	}
	return p.nodeBuf
}

// costs runs each assumption again and adds to cost[k] the links of
// its chain to nodes[k]. It tells false when the budget ran out.
func (p *fprop) costs(m fMode, assume, nodes []int32, cost []int) bool {
	for _, a := range assume {
		if !p.run(a, m) {
			return false
		}
		for k, x := range nodes {
			cost[k] += int(p.depth[x])
		}
	}
	return true
}

// group considers every node the chains of assume have in common as an
// instance of kind.
func (p *fprop) group(m fMode, kind int, assume []int32, unit, v int) bool {
	nodes := p.common(assume)
	if len(nodes) == 0 {
		return true
	}
	p.costBuf = append(p.costBuf[:0], make([]int, len(nodes))...)
	cost := p.costBuf
	if !p.costs(m, assume, nodes, cost) {
		return false
	}
	for k, x := range nodes {
		p.consider(fInst{kind: kind, assume: assume, concl: x, cost: cost[k], unit: unit, v: v})
	}
	return true
}

// doubles considers, for every candidate of a cell with three or more
// (a cell with two is a cell forcing chain), what its on and off
// assumptions both lead to.
func (p *fprop) doubles(m fMode) bool {
	for i, mk := range p.base {
		if bits.OnesCount64(mk) < 3 {
			continue
		}
		for ; mk != 0; mk &= mk - 1 {
			x := p.node(i, bits.TrailingZeros64(mk)+1, true)
			p.asBuf = append(p.asBuf[:0], x, x^1)
			if !p.group(m, fDouble, p.asBuf, -1, 0) {
				return false
			}
		}
	}
	return true
}

// cellChains considers, for every cell with two or more values, what all
// its values lead to.
func (p *fprop) cellChains(m fMode) bool {
	for i, mk := range p.base {
		if bits.OnesCount64(mk) < 2 {
			continue
		}
		assume := p.asBuf[:0]
		for ; mk != 0; mk &= mk - 1 {
			assume = append(assume, p.node(i, bits.TrailingZeros64(mk)+1, true))
		}
		p.asBuf = assume
		if !p.group(m, fCell, assume, -1, 0) {
			return false
		}
	}
	return true
}

// unitChains considers, for every unit and value with two or more
// places, what all its places lead to.
func (p *fprop) unitChains(m fMode) bool {
	for u := 0; u < 3*p.n; u++ {
		for v := 1; v <= p.n; v++ {
			assume := p.asBuf[:0]
			for _, i := range p.s.Unit(u) {
				if p.base[i]&bit(v) != 0 {
					assume = append(assume, p.node(i, v, true))
				}
			}
			p.asBuf = assume
			if len(assume) < 2 {
				continue
			}
			if !p.group(m, fUnit, assume, u, v) {
				return false
			}
		}
	}
	return true
}
