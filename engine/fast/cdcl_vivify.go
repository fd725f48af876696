package fast

import "slices"

// Vivification of the learned clauses (as CaDiCaL and Kissat do it): at
// the root, the literals of a clause are made false one at a time, each at
// a level of its own, with propagation in between. A literal found false
// already is implied false by those before it and leaves the clause; a
// literal found true, or a conflict, is implied by the decisions before
// it, and the clause shrinks to those decisions that took part (found by
// following reasons back from the literal or the conflict) and, for a
// true literal, that literal. The new clause follows from the clauses and
// rules in use (the clause itself may take part: it then gives itself
// back, no shorter), and it implies the old one, so the set of clauses
// says the same as before.

// vivInterval is the number of conflicts between two vivification passes
// (made at the first restart past it); vivEffort is the part, in percent,
// of the propagations of the search since the pass before that a pass may
// spend.
const (
	vivInterval = 2000
	vivEffort   = 50
)

// vivify vivifies learned clauses, the most promising first (lowest LBD,
// then highest activity), until its propagation budget is spent. It must
// be called at level 0 with propagation done; it reports false when it
// proves that no solution is left.
func (e *cdcl) vivify() bool {
	budget := (e.props - e.viv.props) * vivEffort / 100
	start := e.props
	cand := e.stack[:0]
	for i := range e.cls {
		c := &e.cls[i]
		if c.keep || c.vivified || c.size <= 2 {
			continue
		}
		cand = append(cand, int32(i))
	}
	slices.SortFunc(cand, func(a, b int32) int {
		ca, cb := &e.cls[a], &e.cls[b]
		if ca.lbd != cb.lbd {
			return int(ca.lbd - cb.lbd)
		}
		switch {
		case ca.act > cb.act:
			return -1
		case ca.act < cb.act:
			return 1
		}
		return 0
	})
	e.stack = cand
	// The shorter clauses are kept aside (clause, size, literals in
	// viv.newCls) and written in place once the pass is over: the watches
	// name the clauses' first two literals, which a rewritten clause may
	// lose.
	e.viv.newCls = e.viv.newCls[:0]
	units := e.viv.units[:0]
	for _, i := range cand {
		if e.props-start > budget {
			break
		}
		e.cls[i].vivified = true
		e.viv.tried++
		if u := e.vivifyClause(i); u >= 0 {
			units = append(units, u)
		}
	}
	e.stack = cand[:0]
	e.viv.passes++
	for k := 0; k < len(e.viv.newCls); {
		i, size := e.viv.newCls[k], e.viv.newCls[k+1]
		c := &e.cls[i]
		copy(e.lits[c.start:], e.viv.newCls[k+2:k+2+int(size)])
		e.lits[c.start-1] = size
		c.size = size
		c.lbd = min(c.lbd, size)
		k += 2 + int(size)
	}
	if len(e.viv.newCls) > 0 {
		e.rewatch()
	}
	e.viv.units = units
	for _, u := range units {
		if !e.enqueue(u, rNone) {
			return false
		}
	}
	e.viv.props = e.props
	return e.propagate() == noConflict
}

// vivifyClause vivifies clause i. It returns a literal (else -1) when the
// clause shrinks to that one literal, to be made true at the root; a
// clause shrunk to two literals or more is appended to viv.newCls.
func (e *cdcl) vivifyClause(i int32) int32 {
	c := e.cls[i]
	ls := append(e.viv.buf[:0], e.lits[c.start:c.start+c.size]...)
	e.viv.buf = ls
	for _, l := range ls {
		if e.value(l) > 0 {
			return -1 // true at the root: satisfied
		}
	}
	out := e.viv.out[:0]
	kept := 0 // literals of ls kept without analysis: decided or open
	var cf uint32 = noConflict
	var pair int32 = -1
	implied := int32(-1)
	for k, l := range ls {
		switch e.value(l) {
		case 1:
			implied = l
		case -1:
			continue // implied false by those before it (or at the root)
		default:
			if k == len(ls)-1 {
				// The last open literal: nothing follows from deciding it.
				ls[kept] = l
				kept++
				continue
			}
			ls[kept] = l
			kept++
			e.lim = append(e.lim, int32(len(e.trail)))
			e.enqueue(l^1, rNone)
			if cf = e.propagate(); cf != noConflict {
				pair = e.confVar
			}
		}
		if implied >= 0 || cf != noConflict {
			break
		}
	}
	switch {
	case implied >= 0:
		out = append(out, implied)
		out = e.vivDecisions(out, rNone, implied>>1)
	case cf != noConflict:
		out = e.vivDecisions(out, cf, pair)
	default:
		out = append(out, ls[:kept]...)
	}
	e.backtrack(0)
	e.viv.out = out
	if len(out) >= int(c.size) {
		return -1
	}
	e.viv.shrunk += int64(int(c.size) - len(out))
	e.viv.cut++
	if len(out) == 1 {
		return out[0]
	}
	e.viv.newCls = append(e.viv.newCls, i, int32(len(out)))
	e.viv.newCls = append(e.viv.newCls, out...)
	return -1
}

// vivDecisions appends to out the clause literals whose negations, decided
// by vivifyClause, took part in the conflict cf (with variable pair, as
// analyze takes it) or, with cf rNone, in implying variable pair.
func (e *cdcl) vivDecisions(out []int32, cf uint32, pair int32) []int32 {
	mark := e.toClear[:0]
	if cf == rNone {
		e.seen[pair] = 1
		mark = append(mark, pair)
	} else {
		for _, q := range e.reasonVars(cf, -1, pair) {
			if e.seen[q] == 0 && e.level[q] > 0 {
				e.seen[q] = 1
				mark = append(mark, q)
			}
		}
	}
	for k := len(e.trail) - 1; k >= int(e.lim[0]); k-- {
		l := e.trail[k]
		w := l >> 1
		if e.seen[w] == 0 {
			continue
		}
		r := e.reason[w]
		if r == rNone {
			out = append(out, l^1)
			continue
		}
		for _, q := range e.reasonVars(r, w, w) {
			if e.seen[q] == 0 && e.level[q] > 0 {
				e.seen[q] = 1
				mark = append(mark, q)
			}
		}
	}
	for _, q := range mark {
		e.seen[q] = 0
	}
	e.toClear = mark[:0]
	return out
}

// rewatch watches every clause again by its first two literals.
func (e *cdcl) rewatch() {
	for i := range e.watches {
		e.watches[i] = e.watches[i][:0]
	}
	for i := range e.cls {
		c := &e.cls[i]
		l0, l1 := e.lits[c.start], e.lits[c.start+1]
		e.watches[l0] = append(e.watches[l0], watch{c.start, l1})
		e.watches[l1] = append(e.watches[l1], watch{c.start, l0})
	}
}

// vivState is vivification's scratch and counters.
type vivState struct {
	buf, out []int32 // a clause's literals; the clause it shrinks to
	// newCls holds the clauses shrunk by a pass, each as its index, its
	// size and its literals; units the literals clauses shrank to alone.
	newCls, units []int32
	props         int64 // propagations when the pass before ended
	next          int64 // the conflicts at which the next pass is due
	shrunk        int64 // literals taken out, for figures
	// interval, a test hook, replaces vivInterval when above 0; passes
	// counts the passes made, over every search.
	interval int64
	passes   int64
	// tried and cut count the clauses vivified and those it shortened,
	// over every search, for figures.
	tried, cut int64
}

// gap is the number of conflicts from one pass to the next.
func (v *vivState) gap() int64 {
	if v.interval > 0 {
		return v.interval
	}
	return vivInterval
}
