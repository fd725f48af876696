package logic

import (
	"math/bits"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/sudokit-go/sudokit"
)

// The forcing chains of the rating path as steps for explain and hint:
// the hint a producer would give, told in players' notation, with the
// assumption's cell as base, the cells its chains pass through as links
// and the cells it changes as targets.

// chainInfo is what the best hint of a producer is about, kept when the
// chainer explains (chainer.explain).
type chainInfo struct {
	kind     int
	cell     int   // the assumption's cell (a cell forcing chain's cell)
	unit     int   // a region forcing chain's unit, else −1
	value    int   // the assumption's value (a region forcing chain's value)
	on       bool  // the assumption is cell = value (else cell <> value)
	conflict int32 // a contradiction's candidate, found both on and off
	cells    []int32
	cgen     uint32
}

// note records the best hint's structure, and the cells of the chains
// ending at the given (run, reference) pairs.
func (c *chainer) note(kind, cell, unit, value int, on bool, conflict int32, chains ...any) {
	in := &c.info
	in.kind, in.cell, in.unit, in.value, in.on, in.conflict = kind, cell, unit, value, on, conflict
	in.cells = in.cells[:0]
	in.cgen++
	for k := 0; k+1 < len(chains); k += 2 {
		c.noteCells(chains[k].(*chainRun), chains[k+1].(int32))
	}
}

// noteCells adds the cells of the chain ending at ref in run r.
func (c *chainer) noteCells(r *chainRun, ref int32) {
	in := &c.info
	if in.cgen == 0 {
		in.cgen = 1
	}
	c.vgen++
	g := c.vgen
	c.vis[r.id(ref)] = g
	st := append(c.stack[:0], ref)
	for len(st) > 0 {
		x := st[len(st)-1]
		st = st[:len(st)-1]
		i := int32(c.cellOf(r.id(x)))
		if !slices.Contains(in.cells, i) {
			in.cells = append(in.cells, i)
		}
		for _, p := range r.parents(x) {
			if c.vis[p] != g {
				c.vis[p] = g
				st = append(st, p)
			}
		}
	}
	c.stack = st
}

// chainerPool keeps chainers for explain, which has no per-worker state.
var chainerPool sync.Pool

// seChainStep runs the producer of mode m on c, keeping only the kinds of
// mask (0 for all), and returns its hint as a step.
func seChainStep(c *Candidates, m dynMode, mask int) (Step, bool) {
	ch, _ := chainerPool.Get().(*chainer)
	if ch == nil || ch.sh != c.shape {
		ch = newChainer(c.shape)
	}
	defer chainerPool.Put(ch)
	ch.explain, ch.mask = true, mask
	defer func() { ch.explain, ch.mask = false, 0 }()
	var h seHint
	if !ch.seMultipleChains(c, &h, m) {
		return Step{}, false
	}
	return ch.step(&h), true
}

// seNishioStep finds the first Nishio of SE's #23.
func seNishioStep(c *Candidates) (Step, bool) { return seChainStep(c, modeNishio, 0) }

// seCellForcingStep finds the first cell forcing chain of SE's #24.
func seCellForcingStep(c *Candidates) (Step, bool) {
	return seChainStep(c, modeMultiple, 1<<kindCell)
}

// seUnitForcingStep finds the first region forcing chain of SE's #24.
func seUnitForcingStep(c *Candidates) (Step, bool) {
	return seChainStep(c, modeMultiple, 1<<kindRegion)
}

// seDynamicForcingStep finds the first hint of SE's #25, else of #26.
func seDynamicForcingStep(c *Candidates) (Step, bool) {
	if st, ok := seChainStep(c, modeDynamic, 0); ok {
		return st, true
	}
	return seChainStep(c, modeDynamicPlus, 0)
}

// seNestedForcingStep finds the first hint of SE's #27.
func seNestedForcingStep(c *Candidates) (Step, bool) {
	return seChainStep(c, modeNested, 0)
}

// step tells hint h, the best of the last run, as a step.
func (c *chainer) step(h *seHint) Step {
	in := &c.info
	s := c.sh
	st := Step{Technique: h.technique}
	pos := func(i int) sudokit.Pos { return s.PosOf(i) }
	if h.cell >= 0 {
		st.Placements = []CellValue{{pos(h.cell), h.value}}
	}
	for _, e := range h.elims {
		st.Eliminations = append(st.Eliminations, CellValue{pos(int(e.cell)), int(e.value)})
	}
	slices.SortFunc(st.Eliminations, func(a, b CellValue) int {
		if d := s.Index(a.Cell) - s.Index(b.Cell); d != 0 {
			return d
		}
		return a.Value - b.Value
	})
	// The conclusion: a placement, else the one elimination.
	var concl string
	if h.cell >= 0 {
		concl = pos(h.cell).String() + "=" + strconv.Itoa(h.value)
		st.Digits = []int{h.value}
	} else {
		e := st.Eliminations[0]
		concl = e.Cell.String() + "<>" + strconv.Itoa(e.Value)
		st.Digits = []int{e.Value}
	}
	targets := map[int]bool{}
	for _, p := range st.Placements {
		targets[s.Index(p.Cell)] = true
	}
	for _, e := range st.Eliminations {
		targets[s.Index(e.Cell)] = true
	}
	base := []int{in.cell}
	assume := func(on bool) string {
		op := "<>"
		if on {
			op = "="
		}
		return pos(in.cell).String() + op + strconv.Itoa(in.value)
	}
	var b strings.Builder
	b.WriteString(h.technique)
	b.WriteString(": ")
	switch in.kind {
	case kindContradiction:
		st.Region = pos(in.cell).String()
		b.WriteString("if " + assume(in.on) + ", " + pos(c.cellOf(in.conflict)).String() +
			" would have to be both " + strconv.Itoa(c.valueOf(in.conflict)) + " and not " +
			strconv.Itoa(c.valueOf(in.conflict)) + ", so " + concl)
	case kindDouble:
		st.Region = pos(in.cell).String()
		b.WriteString(assume(true) + " and " + assume(false) + " both lead to " + concl + ", so " + concl)
	case kindCell:
		st.Region = pos(in.cell).String()
		var vs []string
		for rest := c.marks[in.cell]; rest != 0; rest &= rest - 1 {
			vs = append(vs, strconv.Itoa(bits.TrailingZeros64(rest)+1))
		}
		b.WriteString("each candidate of " + pos(in.cell).String() + " (" + strings.Join(vs, ", ") +
			") leads to " + concl + ", so " + concl)
	case kindRegion:
		st.Region = unitName(s, in.unit)
		base = base[:0]
		var ps []string
		for _, q := range s.Unit(in.unit) {
			if c.marks[q]&bit(in.value) != 0 {
				base = append(base, q)
				ps = append(ps, pos(q).String())
			}
		}
		b.WriteString("each place of " + strconv.Itoa(in.value) + " in " + unitName(s, in.unit) + " (" +
			strings.Join(ps, ", ") + ") leads to " + concl + ", so " + concl)
	}
	st.Text = b.String()
	role := map[int]Role{}
	for _, i := range in.cells {
		role[int(i)] = RoleLink
	}
	for _, i := range base {
		role[i] = RoleBase
	}
	for i := range targets {
		role[i] = RoleTarget
	}
	for i := 0; i < s.Cells; i++ {
		if r, ok := role[i]; ok {
			st.Cells = append(st.Cells, CellRole{pos(i), r})
		}
	}
	return st
}
