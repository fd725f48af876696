package fast

import "math/bits"

// reasonVars fills rbuf with the variables of constraint r other than
// variable v (v < 0: all of them); for rBin, pair is the variable the
// pair's literal made false.
func (e *cdcl) reasonVars(r uint32, v, pair int32) []int32 {
	buf := e.rbuf[:0]
	n := int32(e.n)
	d := int32(r & rMask)
	switch r &^ rMask {
	case rBin:
		if u := d >> 1; u != v {
			buf = append(buf, u)
		}
		if pair >= 0 && pair != v {
			buf = append(buf, pair)
		}
	case rALO:
		if d < int32(e.cells) {
			for m := e.rootCell[d]; m != 0; m &= m - 1 {
				if w := d*n + int32(bits.TrailingZeros64(m)); w != v {
					buf = append(buf, w)
				}
			}
		} else if d < e.lockBase {
			uv := d - int32(e.cells)
			u, x := uv/n, uv%n
			for m := e.rootUV[uv]; m != 0; m &= m - 1 {
				if w := e.units[u*n+int32(bits.TrailingZeros64(m))]*n + x; w != v {
					buf = append(buf, w)
				}
			}
		} else {
			// The value's places in the segment's unit outside the
			// segment, and the cell it left.
			sx := d - e.lockBase
			sg, x := sx/n, sx%n
			u := e.segUnit[sg]
			for m := e.rootUV[u*n+x] &^ e.segMask[sg]; m != 0; m &= m - 1 {
				buf = append(buf, e.units[u*n+int32(bits.TrailingZeros64(m))]*n+x)
			}
			if pair >= 0 && pair != v {
				buf = append(buf, pair)
			}
		}
	case rClause:
		cl := e.cls[d]
		for _, l := range e.lits[cl.start : cl.start+cl.size] {
			if l>>1 != v {
				buf = append(buf, l>>1)
			}
		}
	}
	e.rbuf = buf
	return buf
}

// analyze learns a clause from conflict cf: the first-UIP clause, its
// literals minimised, the asserting literal first and a literal of the
// backjump level second. It returns the backjump level and the LBD.
func (e *cdcl) analyze(cf uint32) (int, int32) {
	e.learnt = append(e.learnt[:0], 0)
	cur := int32(len(e.lim))
	pathC := 0
	var p int32 = -1
	idx := len(e.trail) - 1
	pair := e.confVar
	for {
		if cf&^rMask == rClause {
			e.bumpClause(int32(cf & rMask))
		}
		for _, q := range e.reasonVars(cf, p, pair) {
			if e.seen[q] != 0 || e.level[q] == 0 {
				continue
			}
			e.bumpVar(q)
			e.seen[q] = 1
			if e.level[q] >= cur {
				pathC++
			} else {
				e.learnt = append(e.learnt, e.falseLit(q))
			}
		}
		for e.seen[e.trail[idx]>>1] == 0 {
			idx--
		}
		p = e.trail[idx] >> 1
		idx--
		e.seen[p] = 0
		pathC--
		if pathC == 0 {
			break
		}
		cf, pair = e.reason[p], p
	}
	e.learnt[0] = e.falseLit(p)

	// Minimise: drop the literals implied by the others.
	e.toClear = append(e.toClear[:0], e.learnt...)
	var abs uint32
	for _, l := range e.learnt[1:] {
		abs |= 1 << (e.level[l>>1] & 31)
	}
	j := 1
	for _, l := range e.learnt[1:] {
		v := l >> 1
		if e.reason[v] == rNone || !e.redundant(v, abs) {
			e.learnt[j] = l
			j++
		}
	}
	e.learnt = e.learnt[:j]
	for _, l := range e.toClear {
		e.seen[l>>1] = 0
	}
	e.shrink()

	// The backjump level, and its literal second.
	bt := 0
	if len(e.learnt) > 1 {
		best := 1
		for k := 2; k < len(e.learnt); k++ {
			if e.level[e.learnt[k]>>1] > e.level[e.learnt[best]>>1] {
				best = k
			}
		}
		e.learnt[1], e.learnt[best] = e.learnt[best], e.learnt[1]
		bt = int(e.level[e.learnt[1]>>1])
	}
	return bt, e.lbd(e.learnt)
}

// shrink replaces, in the learned clause, the literals "c holds x" of one
// cell that name every value the cell may still hold but one, y, by the
// one literal "c does not hold y"; likewise the literals "q holds x" of
// one unit that name every place of x in the unit but one. Each cell holds
// exactly one value and each unit each value once, so the clause says the
// same. The literal put in is false at the highest level of those it
// replaces (y is held because the others are not, or they are not because
// y is), so the clause stays asserting.
func (e *cdcl) shrink() {
	n, cur := int32(e.n), int32(len(e.lim))
	ls := e.learnt
	if len(ls) < 3 {
		return
	}
	for _, l := range ls[1:] {
		e.seen[l>>1] = 2
	}
	changed := false
	// Cells.
	for _, l := range ls[1:] {
		v := l >> 1
		if l&1 != 0 || e.seen[v] != 2 {
			continue
		}
		c := v / n
		g := e.group[:0]
		for m := e.rootCell[c]; m != 0; m &= m - 1 {
			g = append(g, c*n+int32(bits.TrailingZeros64(m)))
		}
		e.group = g
		if rest := e.shrinkGroup(g, cur); rest >= 0 {
			ls = e.putRest(ls, rest)
			changed = true
		}
	}
	// Unit-values.
	for _, l := range ls[1:] {
		v := l >> 1
		if l&1 != 0 || e.seen[v] != 2 {
			continue
		}
		c, x := v/n, v%n
		for k3 := int32(0); k3 < 3 && e.seen[v] == 2; k3++ {
			u := e.unitOf[3*c+k3]
			g := e.group[:0]
			for m := e.rootUV[u*n+x]; m != 0; m &= m - 1 {
				g = append(g, e.units[u*n+int32(bits.TrailingZeros64(m))]*n+x)
			}
			e.group = g
			if rest := e.shrinkGroup(g, cur); rest >= 0 {
				ls = e.putRest(ls, rest)
				changed = true
			}
		}
	}
	j := 1
	for _, l := range ls[1:] {
		if e.seen[l>>1] == 2 {
			ls[j] = l
			j++
		}
		e.seen[l>>1] = 0
	}
	if changed {
		e.shrunk += int64(len(ls) - j)
	}
	e.learnt = ls[:j]
}

// shrinkGroup looks at g, the variables of one cell's values or of one
// value's places in a unit (those the root leaves), for the shrink of
// the learned clause: when at least two of them are in the clause (seen
// 2) and all but one other, rest, are in it or false at the root, and
// rest is true, set above the root and below the current level, it
// marks those in the clause dropped (seen 3) and returns rest; else -1.
func (e *cdcl) shrinkGroup(g []int32, cur int32) int32 {
	rest := int32(-1)
	k := 0
	for _, w := range g {
		if e.seen[w] == 2 {
			k++
			continue
		}
		if e.val[w] < 0 && e.level[w] == 0 {
			continue
		}
		if rest >= 0 {
			return -1
		}
		rest = w
	}
	if rest < 0 || k < 2 || e.val[rest] <= 0 || e.level[rest] == 0 || e.level[rest] >= cur {
		return -1
	}
	for _, w := range g {
		if e.seen[w] == 2 {
			e.seen[w] = 3 // dropped
		}
	}
	return rest
}

// putRest adds the literal "not rest" to the learned clause ls, unless it
// is there already, and returns the clause.
func (e *cdcl) putRest(ls []int32, rest int32) []int32 {
	if e.seen[rest] != 2 {
		e.seen[rest] = 2
		ls = append(ls, rest<<1|1)
	}
	return ls
}

// redundant reports whether variable v of the learned clause is implied by
// the clause's other literals (seen), following reasons; abs is the set of
// the clause's levels, mod 32.
func (e *cdcl) redundant(v int32, abs uint32) bool {
	e.stack = append(e.stack[:0], v)
	top := len(e.toClear)
	for len(e.stack) > 0 {
		q := e.stack[len(e.stack)-1]
		e.stack = e.stack[:len(e.stack)-1]
		r := e.reason[q]
		pair := int32(-1)
		if r&^rMask == rBin {
			pair = q
		}
		for _, w := range e.reasonVars(r, q, pair) {
			if e.seen[w] != 0 || e.level[w] == 0 {
				continue
			}
			if e.reason[w] != rNone && abs>>(e.level[w]&31)&1 != 0 {
				e.seen[w] = 1
				e.stack = append(e.stack, w)
				e.toClear = append(e.toClear, w<<1)
				continue
			}
			for _, l := range e.toClear[top:] {
				e.seen[l>>1] = 0
			}
			e.toClear = e.toClear[:top]
			return false
		}
	}
	return true
}

// lbd counts the decision levels of the literals ls.
func (e *cdcl) lbd(ls []int32) int32 {
	e.stamp++
	var k int32
	for _, l := range ls {
		lv := e.level[l>>1]
		if e.lvlSeen[lv] != e.stamp {
			e.lvlSeen[lv] = e.stamp
			k++
		}
	}
	return k
}

// backtrack undoes every level above lv.
func (e *cdcl) backtrack(lv int) {
	if len(e.lim) <= lv {
		return
	}
	start := int(e.lim[lv])
	for k := len(e.trail) - 1; k >= start; k-- {
		e.unassign(e.trail[k] >> 1)
	}
	e.trail = e.trail[:start]
	e.lim = e.lim[:lv]
	e.qhead = start
}
