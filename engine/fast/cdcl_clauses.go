package fast

import "slices"

// A clause is a learned clause: its literals are lits[start:start+size],
// after a header of two words, lits[start-2] the clause's index and
// lits[start-1] its size; its first two literals are watched.
type clause struct {
	start, size int32
	lbd         int32
	act         float32
	keep        bool // a blocking clause, never forgotten
	used        bool // in an analysis since the last reduction
	dead        bool
}

// A watch is a clause watching a literal (the start of its literals in
// lits), with a literal of the clause that, when true, makes the visit
// needless.
type watch struct {
	start   int32
	blocker int32
}

// addWatch adds w to literal l's watch list.
func (e *cdcl) addWatch(l int32, w watch) {
	e.watches[l] = append(e.watches[l], w)
	e.watched[l>>6] |= 1 << (l & 63)
}

// addClause stores ls as a clause watched by its first two literals.
func (e *cdcl) addClause(ls []int32, lbd int32, keep bool) int32 {
	idx := int32(len(e.cls))
	start := int32(len(e.lits)) + 2
	e.cls = append(e.cls, clause{start: start, size: int32(len(ls)), lbd: lbd, act: e.claInc, keep: keep})
	e.lits = append(e.lits, idx, int32(len(ls)))
	e.lits = append(e.lits, ls...)
	e.addWatch(ls[0], watch{start, ls[1]})
	e.addWatch(ls[1], watch{start, ls[0]})
	if !keep {
		e.nlearnt++
	}
	return idx
}

// learn adds the clause in e.learnt after backjumping, and makes its first
// literal true.
func (e *cdcl) learn(lbd int32) {
	e.learnLits += int64(len(e.learnt))
	if e.learned != nil {
		e.learned(e.learnt)
	}
	if len(e.learnt) == 1 {
		e.enqueue(e.learnt[0], rNone)
		return
	}
	cl := e.addClause(e.learnt, lbd, false)
	e.enqueue(e.learnt[0], rClause|uint32(cl))
}

// bumpClause raises clause c's activity, rescaling every clause's when
// it grows too large.
func (e *cdcl) bumpClause(c int32) {
	e.cls[c].used = true
	if e.cls[c].act += e.claInc; e.cls[c].act > 1e20 {
		for i := range e.cls {
			e.cls[i].act *= 1e-20
		}
		e.claInc *= 1e-20
	}
}

// reduce forgets the less useful dropPct percent (countDropPct once a
// solution is found) of the learned clauses
// (keeping those of LBD 2 or less, those of LBD tier2 or less used since
// the last reduction, the blocking clauses, and the reasons of assigned
// literals), then compacts the clause store and rebuilds the
// watches.
func (e *cdcl) reduce() {
	var cand []int32 = e.stack[:0]
	for i := range e.cls {
		c := &e.cls[i]
		if c.keep || c.lbd <= 2 {
			continue
		}
		if c.used && c.lbd <= tier2 {
			c.used = false
			continue
		}
		c.used = false
		if l := e.lits[c.start]; e.value(l) > 0 && e.vars[l>>1].reason == rClause|uint32(i) {
			continue
		}
		cand = append(cand, int32(i))
	}
	slices.SortFunc(cand, func(a, b int32) int {
		ca, cb := &e.cls[a], &e.cls[b]
		if ca.lbd != cb.lbd {
			return int(cb.lbd - ca.lbd)
		}
		switch {
		case ca.act < cb.act:
			return -1
		case ca.act > cb.act:
			return 1
		}
		return 0
	})
	drop := dropPct
	if e.ctl.Count > 0 {
		drop = countDropPct
	}
	for _, i := range cand[:len(cand)*drop/100] {
		e.cls[i].dead = true
		e.nlearnt--
	}
	e.stack = cand[:0]
	// Compact: renumber the live clauses, move their literals down, fix
	// the reasons that name them, and watch them again.
	remap := e.rbuf[:0]
	lits := e.lits[:0]
	k := int32(0)
	for i := range e.cls {
		c := e.cls[i]
		if c.dead {
			remap = append(remap, -1)
			continue
		}
		remap = append(remap, k)
		lits = append(lits, k, c.size)
		start := int32(len(lits))
		lits = append(lits, e.lits[c.start:c.start+c.size]...)
		c.start = start
		e.cls[k] = c
		k++
	}
	e.lits, e.cls = lits, e.cls[:k]
	for _, l := range e.trail {
		if r := e.vars[l>>1].reason; r&^rMask == rClause {
			e.vars[l>>1].reason = rClause | uint32(remap[r&rMask])
		}
	}
	e.rbuf = remap[:0]
	for i := range e.watches {
		e.watches[i] = e.watches[i][:0]
	}
	clear(e.watched)
	for i := range e.cls {
		c := &e.cls[i]
		l0, l1 := e.lits[c.start], e.lits[c.start+1]
		e.addWatch(l0, watch{c.start, l1})
		e.addWatch(l1, watch{c.start, l0})
	}
}
