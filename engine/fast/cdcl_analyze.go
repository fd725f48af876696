package fast

import "math/bits"

// reasonVars fills rbuf with the variables of constraint r other than
// variable v (v < 0: all of them); for rBin, pair is the variable the
// pair's literal made false.
func (e *cdcl) reasonVars(r uint32, v, pair int32) []int32 {
	e.rbuf = e.appendReason(e.rbuf[:0], r, v, pair)
	return e.rbuf
}

// appendReason appends to buf the variables reasonVars gives.
func (e *cdcl) appendReason(buf []int32, r uint32, v, pair int32) []int32 {
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
			u, x := e.split(uv) // uv/n and uv%n, without a division
			for m := e.rootUV[uv]; m != 0; m &= m - 1 {
				if w := e.units[u*n+int32(bits.TrailingZeros64(m))]*n + x; w != v {
					buf = append(buf, w)
				}
			}
		} else {
			// The value's places in the segment's unit outside the
			// segment, and the cell it left.
			sx := d - e.lockBase
			sg, x := e.split(sx)
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
	return buf
}

// analyze learns a clause from conflict cf: the first-UIP clause, its
// literals minimised, the asserting literal first and a literal of the
// backjump level second. It returns the backjump level and the LBD.
func (e *cdcl) analyze(cf uint32) (int, int32) {
	e.learnt = append(e.learnt[:0], 0)
	e.an.bumped = e.an.bumped[:0]
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
			if e.seen[q] != 0 || e.vars[q].level == 0 {
				continue
			}
			e.bumpVar(q)
			e.an.bumped = append(e.an.bumped, q)
			e.seen[q] = 1
			if e.vars[q].level >= cur {
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
		cf, pair = e.vars[p].reason, p
	}
	e.learnt[0] = e.falseLit(p)

	e.toClear = append(e.toClear[:0], e.learnt...)
	var abs uint32
	for _, l := range e.learnt[1:] {
		abs |= 1 << (e.vars[l>>1].level & 31)
	}
	// Shrink by levels, each level's new implication point bumped, up to
	// 25x25 (measured in doc.go: a quarter fewer conflicts, a third less
	// CPU on public-gecode) and from 49x49 (with target phases: 3 of 12
	// random 64x64 puzzles past 10 s against 8); between (36x36 among
	// them), where it settled fewer puzzles within 10 s, only once a
	// solution is found and without the bump. A literal of a lower level
	// that the clause implies does not stop a level's shrink (CaDiCaL's
	// shrink=3); the marks of what was found implied stay for the rest.
	shrink := e.earlyShrink || e.ctl.Count > 0
	if shrink && e.shrinkFirst {
		e.shrinkUIP(abs)
	}
	// Minimise: drop the literals implied by the others.
	j := 1
	for _, l := range e.learnt[1:] {
		v := l >> 1
		if e.vars[v].reason == rNone || !e.redundant(v, abs) {
			e.learnt[j] = l
			j++
		}
	}
	e.learnt = e.learnt[:j]
	if shrink && !e.shrinkFirst {
		e.shrinkUIP(abs)
	}
	for _, l := range e.toClear {
		e.seen[l>>1] = 0
	}
	e.shrink()
	e.bumpReasons()

	// The backjump level, and its literal second.
	bt := 0
	if len(e.learnt) > 1 {
		best := 1
		for k := 2; k < len(e.learnt); k++ {
			if e.vars[e.learnt[k]>>1].level > e.vars[e.learnt[best]>>1].level {
				best = k
			}
		}
		e.learnt[1], e.learnt[best] = e.learnt[best], e.learnt[1]
		bt = int(e.vars[e.learnt[1]>>1].level)
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
// y is), so the clause stays asserting. The clause's variables are seen 2
// while it is shrunk (3 once dropped), and their values and places are
// gathered per cell and per unit-value (an.cellIn, an.uvIn), so that a
// group is looked at by masks.
func (e *cdcl) shrink() {
	n, cur := int32(e.n), int32(len(e.lim))
	ls := e.learnt
	if len(ls) < 3 {
		return
	}
	for _, l := range ls[1:] {
		e.seen[l>>1] = 2
		e.inGroups(l>>1, true)
	}
	changed := false
	// Cells.
	for _, l := range ls[1:] {
		v := l >> 1
		if l&1 != 0 || e.seen[v] != 2 {
			continue
		}
		c, _ := e.split(v)
		root, in := e.rootCell[c], e.an.cellIn[c]
		b := groupRest(root, in)
		if b < 0 {
			continue
		}
		if rest := c*n + b; e.restOK(rest, cur) {
			for m := root & in; m != 0; m &= m - 1 {
				e.dropFromClause(c*n + int32(bits.TrailingZeros64(m)))
			}
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
		c, x := e.split(v)
		cu := &e.nat.cu[c]
		for k3 := 0; k3 < 3 && e.seen[v] == 2; k3++ {
			base := cu.base[k3]
			root, in := e.rootUV[base+x], e.an.uvIn[base+x]
			b := groupRest(root, in)
			if b < 0 {
				continue
			}
			if rest := e.units[base+b]*n + x; e.restOK(rest, cur) {
				for m := root & in; m != 0; m &= m - 1 {
					e.dropFromClause(e.units[base+int32(bits.TrailingZeros64(m))]*n + x)
				}
				ls = e.putRest(ls, rest)
				changed = true
			}
		}
	}
	j := 1
	for _, l := range ls[1:] {
		e.inGroups(l>>1, false)
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

// groupRest looks at a group of shrink, one cell's values or one value's
// places in a unit: root, those not false at level 0, and in, those in the
// clause. When at least two are in the clause and exactly one other is
// left, it returns that one's bit; else -1.
func groupRest(root, in uint64) int32 {
	out := root &^ in
	if out == 0 || out&(out-1) != 0 || bits.OnesCount64(root&in) < 2 {
		return -1
	}
	return int32(bits.TrailingZeros64(out))
}

// restOK reports whether variable rest, the one left of a group, is true,
// set above the root and below the current level cur.
func (e *cdcl) restOK(rest, cur int32) bool {
	return e.lval[rest<<1] > 0 && e.vars[rest].level != 0 && e.vars[rest].level < cur
}

// inGroups adds variable v to the masks of shrink's groups (or takes it
// out of them, with in false).
func (e *cdcl) inGroups(v int32, in bool) {
	c, x := e.split(v)
	cu := &e.nat.cu[c]
	ui := e.an.uvIn
	if in {
		e.an.cellIn[c] |= 1 << (x & 63)
		ui[cu.base[0]+x] |= 1 << (cu.pos[0] & 63)
		ui[cu.base[1]+x] |= 1 << (cu.pos[1] & 63)
		ui[cu.base[2]+x] |= 1 << (cu.pos[2] & 63)
		return
	}
	e.an.cellIn[c] &^= 1 << (x & 63)
	ui[cu.base[0]+x] &^= 1 << (cu.pos[0] & 63)
	ui[cu.base[1]+x] &^= 1 << (cu.pos[1] & 63)
	ui[cu.base[2]+x] &^= 1 << (cu.pos[2] & 63)
}

// dropFromClause marks variable w, in the clause, dropped by shrink.
func (e *cdcl) dropFromClause(w int32) {
	e.seen[w] = 3
	e.inGroups(w, false)
}

// putRest adds the literal "not rest" to the learned clause ls, unless it
// is there already, and returns the clause.
func (e *cdcl) putRest(ls []int32, rest int32) []int32 {
	if e.seen[rest] != 2 {
		e.seen[rest] = 2
		e.inGroups(rest, true)
		ls = append(ls, rest<<1|1)
	}
	return ls
}

// analysis holds the scratch of the learned clause's minimisation.
type analysis struct {
	bumped  []int32   // the variables the analysis bumped
	rbuf    [][]int32 // bumpReasons' reasons, one a depth
	frames  []redFrame
	touched []int32  // shrinkUIP's variables of the level being shrunk
	cellIn  []uint64 // shrink's groups: per cell, its values in the clause
	uvIn    []uint64 // per unit-value, its places in the clause
}

// A redFrame is a variable whose reason redundant is following: the
// variables of its reason still to look at are e.stack[next:] up to the
// next frame's start, and start is where they began.
type redFrame struct {
	v, start, next int32
}

// seenFailed marks a variable found not to be implied by the learned
// clause's literals during its minimisation (seen 1 marks those in the
// clause and those found implied).
const seenFailed = 4

// redundant reports whether variable v of the learned clause is implied by
// the clause's other literals (seen), following reasons depth first; abs
// is the set of the clause's levels, mod 32. Variables found implied are
// marked seen 1, those found not implied seenFailed (the path from v to
// a decision or a literal of another level), both remembered for the
// other literals of the clause and cleared through toClear.
func (e *cdcl) redundant(v int32, abs uint32) bool {
	vars := e.appendReason(e.stack[:0], e.vars[v].reason, v, v)
	st := append(e.an.frames[:0], redFrame{v, 0, 0})
	for {
		f := &st[len(st)-1]
		if int(f.next) < len(vars) {
			w := vars[f.next]
			f.next++
			sw := e.seen[w]
			if sw == 1 || e.vars[w].level == 0 {
				continue
			}
			r := e.vars[w].reason
			if sw == seenFailed || r == rNone || abs>>(e.vars[w].level&31)&1 == 0 {
				for _, f := range st {
					if e.seen[f.v] == 0 {
						e.seen[f.v] = seenFailed
						e.toClear = append(e.toClear, f.v<<1)
					}
				}
				e.stack, e.an.frames = vars[:0], st[:0]
				return false
			}
			start := int32(len(vars))
			vars = e.appendReason(vars, r, w, w)
			st = append(st, redFrame{w, start, start})
			continue
		}
		if e.seen[f.v] == 0 {
			e.seen[f.v] = 1
			e.toClear = append(e.toClear, f.v<<1)
		}
		vars = vars[:f.start]
		st = st[:len(st)-1]
		if len(st) == 0 {
			e.stack, e.an.frames = vars[:0], st[:0]
			return true
		}
	}
}

// lbd counts the decision levels of the literals ls.
func (e *cdcl) lbd(ls []int32) int32 {
	e.stamp++
	var k int32
	for _, l := range ls {
		lv := e.vars[l>>1].level
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
	// unassign written out: the literal on the trail says which way its
	// variable went.
	lval, cm, um, cus, out := e.lval, e.cellMask, e.uvMask, e.nat.cu, e.outHeap
	tr := e.trail
	for k := len(tr) - 1; k >= start; k-- {
		l := tr[k]
		v := l >> 1
		if l&1 == 0 {
			e.nsolved--
		} else {
			c, x := e.split(v)
			cm[c] |= 1 << (x & 63)
			cu := &cus[c]
			um[cu.base[0]+x] |= 1 << (cu.pos[0] & 63)
			um[cu.base[1]+x] |= 1 << (cu.pos[1] & 63)
			um[cu.base[2]+x] |= 1 << (cu.pos[2] & 63)
		}
		lval[v<<1], lval[v<<1|1] = 0, 0
		if out[v>>6]>>(v&63)&1 != 0 {
			e.heapInsert(v)
		}
	}
	e.trail = e.trail[:start]
	e.lim = e.lim[:lv]
	e.qhead = start
}
