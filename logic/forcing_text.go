package logic

import (
	"math/bits"
	"strconv"
	"strings"
)

// The steps of explain's forcing chains: every chain of an instance in
// players' notation, "r1c2=3 => r1c5<>3 => r2c5=3", its cells as links,
// the cell of its conclusion as target. A chain longer than
// forcingShown nodes keeps its first and last few and says how many it
// leaves out, so that a sentence stays short; a node a nested technique
// gave names it, "r4c2<>5 (X-Wing)", and a single that holds only because
// of the chain's earlier removals names where it is the last,
// "r4c1=2 (last in row 4)".
//
//	Nishio: r1c2=3 => … => r2c5=3; r1c2=3 => … => r2c5<>3; contradiction, so r1c2<>3
//	Cell Forcing Chain: r1c2=3 => … => r4c2<>5; r1c2=7 => … => r4c2<>5; so r4c2<>5
//	Unit Forcing Chain on 5 in row 3: r3c1=5 => …; r3c7=5 => …; so r4c2<>5
//	Dynamic Forcing Chain: r1c2=3 => … => r4c2=5; r1c2<>3 => … => r4c2=5; so r4c2=5

// forcingShown is the most nodes a chain of a sentence shows in full;
// forcingEnds the nodes shown at each end of a longer one.
const (
	forcingShown = 10
	forcingEnds  = 4
)

// forcingStep writes instance in of search q as a step. It propagates
// the instance's assumptions again to follow their chains.
func (p *fprop) forcingStep(c *Candidates, q fSearch, in fInst) (Step, bool) {
	s := c.shape
	st := Step{Technique: q.name}
	ci, cv := p.cellOf(in.concl), p.valueOf(in.concl)
	target := s.PosOf(ci)
	if in.concl&1 == 1 {
		st.Placements = []CellValue{{Cell: target, Value: cv}}
	} else {
		st.Eliminations = []CellValue{{Cell: target, Value: cv}}
	}
	digits := bit(cv)
	seen := map[int]bool{ci: true}
	addCells := func(path []int32) {
		for _, x := range path {
			if i := p.cellOf(x); !seen[i] {
				seen[i] = true
				st.Cells = append(st.Cells, CellRole{Cell: s.PosOf(i), Role: RoleLink})
			}
		}
	}
	var b strings.Builder
	b.WriteString(q.name)
	if in.kind == fUnit {
		st.Region = unitName(s, in.unit)
		b.WriteString(" on " + valueText(p.sym, in.v) + " in " + st.Region)
	} else {
		st.Region = s.PosOf(p.cellOf(in.assume[0])).String()
	}
	b.WriteString(": ")
	for k, a := range in.assume {
		digits |= bit(p.valueOf(a))
		ok := p.run(a, q.mode)
		if in.kind == fContradiction {
			if !p.absurd {
				return Step{}, false // out of budget
			}
			present := p.clashIn ^ 1
			if present != a || p.clashPar < 0 {
				path := p.path(present)
				addCells(path)
				p.writePath(&b, path)
			}
			if p.clashPar >= 0 {
				if present != a {
					b.WriteString("; ")
				}
				path := append(p.path(p.clashPar), p.clashIn)
				addCells(path)
				p.writePath(&b, path)
			} else {
				b.WriteString(", " + p.forcedBy(p.clashIn, p.clashWhy))
			}
			b.WriteString("; contradiction, so ")
			break
		}
		if !ok || !p.has(in.concl) {
			return Step{}, false // out of budget
		}
		if k > 0 {
			b.WriteString("; ")
		}
		path := p.path(in.concl)
		addCells(path)
		p.writePath(&b, path)
	}
	if in.kind != fContradiction {
		b.WriteString("; so ")
	}
	b.WriteString(p.nodeName(in.concl))
	st.Cells = append(st.Cells, CellRole{Cell: target, Role: RoleTarget})
	for d := digits; d != 0; d &= d - 1 {
		st.Digits = append(st.Digits, lowest(d))
	}
	st.Text = b.String()
	return st, true
}

// forcedBy says why the grid alone makes on node x true, in a
// contradiction with a chain that turned it off.
func (p *fprop) forcedBy(x, why int32) string {
	cell := p.s.PosOf(p.cellOf(x)).String()
	v := valueText(p.sym, p.valueOf(x))
	if why == whyCell {
		return "but " + v + " is the last candidate of " + cell
	}
	return "but " + cell + " is the last place of " + v + " in " + unitName(p.s, int(why))
}

// writePath writes a chain, its middle left out when it is long.
func (p *fprop) writePath(b *strings.Builder, path []int32) {
	for k, x := range path {
		if len(path) > forcingShown && k >= forcingEnds && k < len(path)-forcingEnds {
			if k == forcingEnds {
				b.WriteString(" => ... (" + strconv.Itoa(len(path)-2*forcingEnds) + " more) ...")
			}
			continue
		}
		if k > 0 {
			b.WriteString(" => ")
		}
		b.WriteString(p.nodeName(x))
		if k > 0 {
			b.WriteString(p.reason(x))
		}
	}
}

// reason tells, after node x of a chain, what makes it follow when its
// parent alone does not show it: the nested technique that gave it,
// " (X-Wing)", or for a single that the chain's earlier removals made, the
// unit or cell in which it is the last, " (last in row 4)", " (last in
// r4c6)". It is "" for a link of a bivalue cell or a conjugate pair of
// the grid and for an off node a peer's value turns off.
func (p *fprop) reason(x int32) string {
	w := p.whyOf(x)
	if w <= whyNested {
		return " (" + nestedTechniques[whyNested-w].name + ")"
	}
	if x&1 == 0 || w == whyStart {
		return ""
	}
	i, v := p.cellOf(x), p.valueOf(x)
	if w == whyCell {
		if bits.OnesCount64(p.base[i]) > 2 {
			return " (last in " + p.s.PosOf(i).String() + ")"
		}
		return ""
	}
	n := 0
	for _, q := range p.s.Unit(int(w)) {
		if p.base[q]&bit(v) != 0 {
			n++
		}
	}
	if n > 2 {
		return " (last in " + unitName(p.s, int(w)) + ")"
	}
	return ""
}

// whyOf is the reason node x holds: the one it has in the run, or, for
// the node a contradiction kept out, the one it came with.
func (p *fprop) whyOf(x int32) int32 {
	if p.has(x) {
		return p.why[x]
	}
	if p.absurd && x == p.clashIn {
		return p.clashWhy
	}
	return whyStart
}

// nodeName writes node x as "r4c6=7" (on) or "r4c6<>7" (off).
func (p *fprop) nodeName(x int32) string {
	sign := "<>"
	if x&1 == 1 {
		sign = "="
	}
	return p.s.PosOf(p.cellOf(x)).String() + sign + valueText(p.sym, p.valueOf(x))
}
