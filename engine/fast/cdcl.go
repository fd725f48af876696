package fast

import (
	"math/bits"
	"slices"

	"github.com/sudokit-go/sudokit"
)

// cdcl is the learning search of the general path: conflict-driven clause
// learning over the literals "cell c holds value v" (variable c·N+v). The
// rules of the grid are not clauses but native constraints, kept as
// bitmasks: each cell holds exactly one value (the values of a cell not yet
// false), and each unit holds each value exactly once (the places of a
// value in a unit not yet false). A value placed leaves its cell's other
// values and its peers; a cell or a unit-value left with one place is
// implied. Every implied literal keeps its reason (a pair of peers, a cell,
// a unit-value, or a learned clause), so that a conflict is analysed to
// its first unique implication point as in a SAT solver. Learned clauses
// are watched by two literals; the search branches by VSIDS activity,
// always placing the value (saved phases, which here are mostly "not this
// value", needed half again as many conflicts), restarts on the Luby
// sequence, and forgets learned clauses of high LBD. Locked candidates
// are propagated too, each elimination explained by the places the value
// lost in the unit that confines it. Counting blocks each solution found by a clause over the
// decisions that led to it, so counts stay exact.
type cdcl struct {
	shape  *sudokit.Shape
	n      int
	cells  int
	ctl    *sudokit.Search
	units  []int32 // the 3N units, N cells each
	unitOf []int32 // the row, column and box unit of each cell
	posIn  []uint8 // posIn[3*c+k]: the place of cell c in its k-th unit
	peers  [][]int32
	// Segments, the cells a box shares with a row or column, seen from one
	// of the two units: segMask is the places in unit segUnit, segOther
	// the other unit; segOf[2*(u*N+p)+k] are the segments (or -1) of place
	// p of unit u.
	segMask  []uint64
	segUnit  []int32
	segOther []int32
	segOf    []int32
	lockBase int32 // rALO data from here on: a segment's value, seg*N+v

	val    []int8   // per variable: 0 unassigned, 1 true, -1 false
	level  []int32  // decision level of each assigned variable
	reason []uint32 // why each assigned variable got its value
	trail  []int32  // assigned literals in order
	lim    []int32  // trail length at the start of each decision level
	qhead  int

	cellMask []uint64 // values of each cell not yet false
	uvMask   []uint64 // uvMask[u*N+v]: places of value v in unit u not yet false
	nsolved  int      // cells holding a true value
	// cellMask and uvMask as they were at the root: a literal they leave
	// out is false at level 0 and has no place in an analysis.
	rootCell []uint64
	rootUV   []uint64

	cls     []clause // learned clauses (and blocking clauses)
	lits    []int32  // their literals, clause after clause
	watches [][]watch
	nlearnt int // live clauses that may be forgotten

	act     []float64
	varInc  float64
	heap    []int32 // variables by activity, a binary max-heap
	heapIdx []int32 // place of each variable in heap, -1 when out
	claInc  float32

	seen    []uint8
	learnt  []int32
	stack   []int32
	toClear []int32
	rbuf    []int32
	lvlSeen []uint32 // stamp per level, for LBD
	stamp   uint32

	confVar    int32 // the second variable of a conflicting pair (rBin)
	conflicts  int64
	nextReduce int64
	reduceInc  int64
	blocking   []int32
}

// A clause is a learned clause: its literals are lits[start:start+size];
// lits[0] and lits[1] are watched.
type clause struct {
	start, size int32
	lbd         int32
	act         float32
	keep        bool // a blocking clause, never forgotten
	dead        bool
}

// A watch is a clause watching a literal, with a literal of the clause
// that, when true, makes the visit needless.
type watch struct {
	cl      int32
	blocker int32
}

// Reasons: the top two bits say the kind, the rest the data.
const (
	rNone   = uint32(0)
	rBin    = uint32(1) << 30 // data: the true literal whose peer or cell lost this value
	rALO    = uint32(2) << 30 // data: a cell c (< cells) or cells + u*N+v, a unit-value
	rClause = uint32(3) << 30 // data: the clause
	rMask   = uint32(1)<<30 - 1
)

// setShape sizes the tables for shape s; it allocates only when the shape
// changes.
func (e *cdcl) setShape(s *sudokit.Shape) {
	if e.shape == s {
		return
	}
	e.shape, e.n, e.cells = s, s.N, s.Cells
	n, nv := s.N, s.Cells*s.N
	e.units = make([]int32, 0, 3*n*n)
	for u := 0; u < 3*n; u++ {
		for _, c := range s.Unit(u) {
			e.units = append(e.units, int32(c))
		}
	}
	e.unitOf = make([]int32, 3*s.Cells)
	e.posIn = make([]uint8, 3*s.Cells)
	for i := 0; i < s.Cells; i++ {
		for k, u := range s.UnitsOf(i) {
			e.unitOf[3*i+k] = int32(u)
			for p, c := range e.units[u*n : u*n+n] {
				if int(c) == i {
					e.posIn[3*i+k] = uint8(p)
				}
			}
		}
	}
	e.peers = make([][]int32, s.Cells)
	for i := range e.peers {
		e.peers[i] = s.Peers(i)
	}
	e.segMask, e.segUnit, e.segOther = e.segMask[:0], e.segUnit[:0], e.segOther[:0]
	e.segOf = make([]int32, 2*3*n*n)
	for i := range e.segOf {
		e.segOf[i] = -1
	}
	for u := 0; u < 3*n; u++ {
		seg := map[int32]int32{}
		for p, c := range e.units[u*n : u*n+n] {
			k := 0
			for _, w := range e.unitOf[3*c : 3*c+3] {
				if int(w) == u || (u < 2*n) == (int(w) < 2*n) {
					continue // the same unit, or two lines, or two boxes
				}
				sg, ok := seg[w]
				if !ok {
					sg = int32(len(e.segMask))
					seg[w] = sg
					e.segMask = append(e.segMask, 0)
					e.segUnit = append(e.segUnit, int32(u))
					e.segOther = append(e.segOther, w)
				}
				e.segMask[sg] |= 1 << p
				e.segOf[2*(u*n+p)+k] = sg
				k++
			}
		}
	}
	e.lockBase = int32(s.Cells + 3*n*n)
	e.val = make([]int8, nv)
	e.level = make([]int32, nv)
	e.reason = make([]uint32, nv)
	e.trail = make([]int32, 0, nv)
	e.cellMask = make([]uint64, s.Cells)
	e.uvMask = make([]uint64, 3*n*n)
	e.rootCell = make([]uint64, s.Cells)
	e.rootUV = make([]uint64, 3*n*n)
	e.watches = make([][]watch, 2*nv)
	e.act = make([]float64, nv)
	e.heap = make([]int32, 0, nv)
	e.heapIdx = make([]int32, nv)
	e.seen = make([]uint8, nv)
	e.lvlSeen = make([]uint32, nv+1)
}

func lit(v int, neg bool) int32 {
	if neg {
		return int32(v<<1 | 1)
	}
	return int32(v << 1)
}

// value is 1 when literal l is true, -1 when false, 0 when unassigned.
func (e *cdcl) value(l int32) int8 {
	v := e.val[l>>1]
	if l&1 != 0 {
		return -v
	}
	return v
}

// falseLit is the literal of assigned variable v that is false.
func (e *cdcl) falseLit(v int32) int32 {
	if e.val[v] > 0 {
		return v<<1 | 1
	}
	return v << 1
}

// load resets the search to the candidates cand (one mask a cell, every
// mask not empty, as the general path left them at its root) and
// propagates; it reports false on a contradiction.
func (e *cdcl) load(s *sudokit.Shape, cand []uint64) bool {
	e.setShape(s)
	n := e.n
	clear(e.val)
	e.trail, e.lim, e.qhead = e.trail[:0], e.lim[:0], 0
	full := uint64(1)<<n - 1
	if n == 64 {
		full = ^uint64(0)
	}
	for i := range e.cellMask {
		e.cellMask[i] = full
	}
	for i := range e.uvMask {
		e.uvMask[i] = full
	}
	e.nsolved = 0
	for i := range e.watches {
		e.watches[i] = e.watches[i][:0]
	}
	e.cls, e.lits, e.nlearnt = e.cls[:0], e.lits[:0], 0
	e.conflicts, e.nextReduce, e.reduceInc = 0, firstReduce, firstReduce
	e.varInc, e.claInc = 1, 1
	e.heap = e.heap[:0]
	for v := range e.act {
		// A light start: the values of cells with fewer candidates first.
		e.act[v] = 1 / float64(1+bits.OnesCount64(cand[v/n]))
		e.heapIdx[v] = -1
	}
	for v := range e.act {
		e.heapInsert(int32(v))
	}

	for c, m := range cand {
		for out := full &^ m; out != 0; out &= out - 1 {
			if !e.enqueue(lit(c*n+bits.TrailingZeros64(out), true), rNone) {
				return false
			}
		}
	}
	if e.propagate() != noConflict {
		return false
	}
	copy(e.rootCell, e.cellMask)
	copy(e.rootUV, e.uvMask)
	return true
}

// noConflict is propagate's answer when there was none.
const noConflict = ^uint32(0)

// enqueue makes literal l true with reason r; it reports false when l is
// already false.
func (e *cdcl) enqueue(l int32, r uint32) bool {
	v := l >> 1
	switch e.val[v] {
	case 0:
	case 1:
		return l&1 == 0
	default:
		return l&1 != 0
	}
	e.level[v] = int32(len(e.lim))
	e.reason[v] = r
	e.trail = append(e.trail, l)
	if l&1 == 0 {
		e.val[v] = 1
		e.nsolved++
		return true
	}
	e.val[v] = -1
	n := int32(e.n)
	c, x := v/n, v%n
	e.cellMask[c] &^= 1 << x
	for k := int32(0); k < 3; k++ {
		e.uvMask[e.unitOf[3*c+k]*n+x] &^= 1 << e.posIn[3*c+k]
	}
	return true
}

// unassign takes back the value of variable v.
func (e *cdcl) unassign(v int32) {
	n := int32(e.n)
	if e.val[v] > 0 {
		e.nsolved--
	} else {
		c, x := v/n, v%n
		e.cellMask[c] |= 1 << x
		for k := int32(0); k < 3; k++ {
			e.uvMask[e.unitOf[3*c+k]*n+x] |= 1 << e.posIn[3*c+k]
		}
	}
	e.val[v] = 0
	if e.heapIdx[v] < 0 {
		e.heapInsert(v)
	}
}

// propagate applies the native constraints and the learned clauses to the
// literals not yet looked at; it returns the conflicting constraint (a
// reason whose every literal is false; for rBin, the pair is the reason
// and the variable e.confVar), or noConflict.
func (e *cdcl) propagate() uint32 {
	n := int32(e.n)
	for e.qhead < len(e.trail) {
		p := e.trail[e.qhead]
		e.qhead++
		v := p >> 1
		c, x := v/n, v%n
		bit := uint64(1) << x
		if p&1 == 0 {
			// The other values leave the cell, the value leaves the peers.
			for m := e.cellMask[c] &^ bit; m != 0; m &= m - 1 {
				w := c*n + int32(bits.TrailingZeros64(m))
				if !e.enqueue(w<<1|1, rBin|uint32(p)) {
					e.confVar = w
					return rBin | uint32(p)
				}
			}
			for _, q := range e.peers[c] {
				if e.cellMask[q]&bit == 0 {
					continue
				}
				w := q*n + x
				if !e.enqueue(w<<1|1, rBin|uint32(p)) {
					e.confVar = w
					return rBin | uint32(p)
				}
			}
		} else {
			m := e.cellMask[c]
			if m&(m-1) == 0 {
				if m == 0 {
					return rALO | uint32(c)
				}
				w := c*n + int32(bits.TrailingZeros64(m))
				if e.val[w] == 0 {
					e.enqueue(w<<1, rALO|uint32(c))
				}
			}
			for k := int32(0); k < 3; k++ {
				uv := e.unitOf[3*c+k]*n + x
				m := e.uvMask[uv]
				if m&(m-1) != 0 {
					// Locked candidates: the value's places in the unit
					// all lie in one segment.
					p := int32(bits.TrailingZeros64(m))
					for _, sg := range e.segOf[2*(uv-x+p) : 2*(uv-x+p)+2] {
						if sg >= 0 && m&^e.segMask[sg] == 0 {
							if cf := e.lockOut(sg, x); cf != noConflict {
								return cf
							}
						}
					}
					continue
				}
				r := rALO | uint32(int32(e.cells)+uv)
				if m == 0 {
					return r
				}
				q := e.units[e.unitOf[3*c+k]*n+int32(bits.TrailingZeros64(m))]
				if w := q*n + x; e.val[w] == 0 {
					e.enqueue(w<<1, r)
				}
			}
		}
		if cf := e.propagateClauses(p ^ 1); cf != noConflict {
			return cf
		}
	}
	return noConflict
}

// lockOut takes value x from the cells of segment sg's other unit outside
// its own unit, where the value's places in its own unit all lie.
func (e *cdcl) lockOut(sg, x int32) uint32 {
	n := int32(e.n)
	u, w := e.segUnit[sg], e.segOther[sg]
	bit := uint64(1) << x
	r := rALO | uint32(e.lockBase+sg*n+x)
	for _, c := range e.units[w*n : w*n+n] {
		if e.cellMask[c]&bit == 0 || e.unitOf[3*c] == u || e.unitOf[3*c+1] == u || e.unitOf[3*c+2] == u {
			continue
		}
		if !e.enqueue((c*n+x)<<1|1, r) {
			e.confVar = c*n + x
			return r
		}
	}
	return noConflict
}

// propagateClauses visits the clauses watching literal f, just made false.
func (e *cdcl) propagateClauses(f int32) uint32 {
	ws := e.watches[f]
	i, j := 0, 0
	for i < len(ws) {
		w := ws[i]
		i++
		if e.value(w.blocker) > 0 {
			ws[j] = w
			j++
			continue
		}
		cl := &e.cls[w.cl]
		if cl.dead {
			continue
		}
		ls := e.lits[cl.start : cl.start+cl.size]
		if ls[0] == f {
			ls[0], ls[1] = ls[1], f
		}
		first := ls[0]
		if first != w.blocker && e.value(first) > 0 {
			ws[j] = watch{w.cl, first}
			j++
			continue
		}
		moved := false
		for k := 2; k < len(ls); k++ {
			if e.value(ls[k]) >= 0 {
				ls[1], ls[k] = ls[k], f
				e.watches[ls[1]] = append(e.watches[ls[1]], watch{w.cl, first})
				moved = true
				break
			}
		}
		if moved {
			continue
		}
		ws[j] = watch{w.cl, first}
		j++
		if e.value(first) < 0 {
			copy(ws[j:], ws[i:])
			j += len(ws) - i
			e.watches[f] = ws[:j]
			return rClause | uint32(w.cl)
		}
		e.enqueue(first, rClause|uint32(w.cl))
	}
	e.watches[f] = ws[:j]
	return noConflict
}

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

// addClause stores ls as a clause watched by its first two literals.
func (e *cdcl) addClause(ls []int32, lbd int32, keep bool) int32 {
	idx := int32(len(e.cls))
	e.cls = append(e.cls, clause{start: int32(len(e.lits)), size: int32(len(ls)), lbd: lbd, act: e.claInc, keep: keep})
	e.lits = append(e.lits, ls...)
	e.watches[ls[0]] = append(e.watches[ls[0]], watch{idx, ls[1]})
	e.watches[ls[1]] = append(e.watches[ls[1]], watch{idx, ls[0]})
	if !keep {
		e.nlearnt++
	}
	return idx
}

// learn adds the clause in e.learnt after backjumping, and makes its first
// literal true.
func (e *cdcl) learn(lbd int32) {
	if len(e.learnt) == 1 {
		e.enqueue(e.learnt[0], rNone)
		return
	}
	cl := e.addClause(e.learnt, lbd, false)
	e.enqueue(e.learnt[0], rClause|uint32(cl))
}

func (e *cdcl) bumpVar(v int32) {
	if e.act[v] += e.varInc; e.act[v] > 1e100 {
		for i := range e.act {
			e.act[i] *= 1e-100
		}
		e.varInc *= 1e-100
	}
	if e.heapIdx[v] >= 0 {
		e.heapUp(int(e.heapIdx[v]))
	}
}

func (e *cdcl) bumpClause(c int32) {
	if e.cls[c].act += e.claInc; e.cls[c].act > 1e20 {
		for i := range e.cls {
			e.cls[i].act *= 1e-20
		}
		e.claInc *= 1e-20
	}
}

// Heap of variables by activity.

func (e *cdcl) heapInsert(v int32) {
	e.heapIdx[v] = int32(len(e.heap))
	e.heap = append(e.heap, v)
	e.heapUp(len(e.heap) - 1)
}

func (e *cdcl) heapUp(i int) {
	h := e.heap
	v := h[i]
	for i > 0 {
		p := (i - 1) / 2
		if e.act[h[p]] >= e.act[v] {
			break
		}
		h[i] = h[p]
		e.heapIdx[h[i]] = int32(i)
		i = p
	}
	h[i] = v
	e.heapIdx[v] = int32(i)
}

func (e *cdcl) heapPop() int32 {
	h := e.heap
	top := h[0]
	e.heapIdx[top] = -1
	last := h[len(h)-1]
	h = h[:len(h)-1]
	e.heap = h
	if len(h) == 0 {
		return top
	}
	i := 0
	for {
		c := 2*i + 1
		if c >= len(h) {
			break
		}
		if c+1 < len(h) && e.act[h[c+1]] > e.act[h[c]] {
			c++
		}
		if e.act[h[c]] <= e.act[last] {
			break
		}
		h[i] = h[c]
		e.heapIdx[h[i]] = int32(i)
		i = c
	}
	h[i] = last
	e.heapIdx[last] = int32(i)
	return top
}

// decide picks the unassigned variable of highest activity; it returns -1
// when every variable is assigned.
func (e *cdcl) decide() int32 {
	for len(e.heap) > 0 {
		v := e.heapPop()
		if e.val[v] == 0 {
			return v
		}
	}
	return -1
}

// reduce forgets the less useful half of the learned clauses (keeping
// those of LBD 2 or less, the blocking clauses, and the reasons of
// assigned literals), then compacts the clause store and rebuilds the
// watches.
func (e *cdcl) reduce() {
	var cand []int32 = e.stack[:0]
	for i := range e.cls {
		c := &e.cls[i]
		if c.keep || c.lbd <= 2 {
			continue
		}
		if l := e.lits[c.start]; e.value(l) > 0 && e.reason[l>>1] == rClause|uint32(i) {
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
	for _, i := range cand[:len(cand)/2] {
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
		start := int32(len(lits))
		lits = append(lits, e.lits[c.start:c.start+c.size]...)
		c.start = start
		e.cls[k] = c
		k++
	}
	e.lits, e.cls = lits, e.cls[:k]
	for _, l := range e.trail {
		if r := e.reason[l>>1]; r&^rMask == rClause {
			e.reason[l>>1] = rClause | uint32(remap[r&rMask])
		}
	}
	e.rbuf = remap[:0]
	for i := range e.watches {
		e.watches[i] = e.watches[i][:0]
	}
	for i := range e.cls {
		c := &e.cls[i]
		l0, l1 := e.lits[c.start], e.lits[c.start+1]
		e.watches[l0] = append(e.watches[l0], watch{int32(i), l1})
		e.watches[l1] = append(e.watches[l1], watch{int32(i), l0})
	}
}

// luby is the i-th term (from 0) of the Luby sequence 1 1 2 1 1 2 4 ...
func luby(i int64) int64 {
	size, seq := int64(1), 0
	for size < i+1 {
		seq++
		size = 2*size + 1
	}
	for size-1 != i {
		size = (size - 1) / 2
		seq--
		i %= size
	}
	return int64(1) << seq
}

// restartUnit is the number of conflicts in a Luby unit; the learned
// clauses are first reduced after firstReduce conflicts, and the interval
// grows by reduceStep each time.
const (
	restartUnit = 100
	firstReduce = 2000
	reduceStep  = 300
)

// solve searches from the candidates cand, counting solutions into ctl
// (ctl.Count is 0 on entry) until it reaches the limit, proves there is
// nothing more, or the budget or the context stops it.
func (e *cdcl) solve(s *sudokit.Shape, cand []uint64) {
	ctl := e.ctl
	if !e.load(s, cand) {
		return
	}
	var restarts int64
	budget := restartUnit * luby(0)
	for {
		cf := e.propagate()
		if cf != noConflict {
			e.conflicts++
			ctl.Stats.Backtracks++
			if len(e.lim) == 0 {
				return // nothing more: every solution is counted
			}
			bt, lbd := e.analyze(cf)
			e.backtrack(bt)
			e.learn(lbd)
			e.varInc /= 0.95
			e.claInc /= 0.999
			budget--
			continue
		}
		if budget <= 0 {
			restarts++
			budget = restartUnit * luby(restarts)
			e.backtrack(0)
		}
		if e.conflicts >= e.nextReduce {
			e.reduceInc += reduceStep
			e.nextReduce = e.conflicts + e.reduceInc
			e.reduce()
		}
		if e.nsolved == e.cells {
			if ctl.Count == 0 {
				e.write(ctl.First.Cells)
			}
			if ctl.Found() || len(e.lim) == 0 {
				return
			}
			// Block this solution: not all of the decisions that led to it.
			b := e.blocking[:0]
			for lv := len(e.lim) - 1; lv >= 0; lv-- {
				b = append(b, e.trail[e.lim[lv]]^1)
			}
			e.blocking = b
			if len(b) == 1 {
				e.backtrack(0)
				e.enqueue(b[0], rNone)
				continue
			}
			e.backtrack(len(e.lim) - 1)
			cl := e.addClause(b, int32(len(b)), true)
			e.enqueue(b[0], rClause|uint32(cl))
			continue
		}
		v := e.decide()
		if v < 0 {
			return // not reached: with every variable assigned, every cell is solved
		}
		if !ctl.Spend(ctl.Stats.Nodes) {
			return
		}
		ctl.Stats.Nodes++
		ctl.Stats.Guesses++
		e.lim = append(e.lim, int32(len(e.trail)))
		e.enqueue(lit(int(v), false), rNone)
	}
}

// write stores the solved grid in out.
func (e *cdcl) write(out []uint8) {
	n := e.n
	for c := range out {
		for x := 0; x < n; x++ {
			if e.val[c*n+x] > 0 {
				out[c] = uint8(x + 1)
				break
			}
		}
	}
}
