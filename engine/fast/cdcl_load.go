package fast

import (
	"math/bits"

	"github.com/sudokit-go/sudokit"
)

// The learning search's set-up. At 25x25 it has N³ = 15,625 variables, at
// 64x64 262,144, and a grid the restarting search hands over has most of
// them false at the root: the set-up writes the root's state in bulk
// rather than a literal at a time (doc.go, "The learning search's
// set-up").

// load resets the search to the candidates cand (one mask a cell, every
// mask not empty, as the general path left them at its root) and
// propagates; it reports false on a contradiction.
func (e *cdcl) load(s *sudokit.Shape, cand []uint64) bool {
	e.setShape(s)
	e.lim = e.lim[:0]
	// Only the watch lists whose bit is set may hold watches.
	for i, w := range e.watched {
		for ; w != 0; w &= w - 1 {
			l := i<<6 | bits.TrailingZeros64(w)
			e.watches[l] = e.watches[l][:0]
		}
	}
	clear(e.watched)
	e.cls, e.lits, e.nlearnt = e.cls[:0], e.lits[:0], 0
	e.conflicts, e.nextReduce, e.reduceInc = 0, firstReduce, firstReduce
	e.props, e.learnLits, e.shrunk = 0, 0, 0
	e.varInc, e.claInc = 1, 1
	e.resetTarget()
	e.earlyShrink = e.n <= shrinkMaxN || e.n >= shrinkFromN && !e.lateShrink
	e.startOrder(cand)
	if !e.loadRoot(cand) || e.propagate() != noConflict {
		return false
	}
	copy(e.rootCell, e.cellMask)
	copy(e.rootUV, e.uvMask)
	return true
}

// loadRoot makes false at level 0, in one pass, the values cand leaves
// out (cell by cell, lowest value first, as enqueuing them one by one
// would), sets the masks to cand, and looks once at every cell and every
// unit-value for what a literal at a time would have found: a cell or a
// unit-value with one place left is implied (a place left nowhere is a
// contradiction: it reports false), and a value whose places in a unit lie
// in one segment leaves the segment's other unit. What that implies is on
// the trail past qhead for propagate. The level-0 literals come on the
// trail in another order than propagating them one by one would put
// them, with other reasons; both leave the same literals false at level
// 0, and no analysis reads the reason or the place of one.
func (e *cdcl) loadRoot(cand []uint64) bool {
	n := e.n
	lval, vars, tr := e.lval, e.vars, e.trail[:0]
	um, cus := e.uvMask, e.nat.cu
	clear(um)
	for c, m := range cand {
		e.cellMask[c] = m
		cu := &cus[c]
		b0, b1, b2 := cu.base[0], cu.base[1], cu.base[2]
		p0, p1, p2 := uint64(1)<<(cu.pos[0]&63), uint64(1)<<(cu.pos[1]&63), uint64(1)<<(cu.pos[2]&63)
		for in := m; in != 0; in &= in - 1 {
			x := int32(bits.TrailingZeros64(in))
			um[b0+x] |= p0
			um[b1+x] |= p1
			um[b2+x] |= p2
		}
		v0 := c * n
		lv := lval[2*v0 : 2*v0+2*n]
		for x := range n {
			if m>>x&1 != 0 {
				lv[2*x], lv[2*x+1] = 0, 0
				continue
			}
			lv[2*x], lv[2*x+1] = -1, 1
			vars[v0+x] = varData{rNone, 0}
			tr = append(tr, int32(v0+x)<<1|1)
		}
	}
	e.trail, e.qhead, e.nsolved = tr, len(tr), 0
	e.props = int64(len(tr))
	ni := int32(n)
	for c, m := range e.cellMask {
		if m&(m-1) == 0 {
			if m == 0 {
				return false
			}
			w := int32(c)*ni + int32(bits.TrailingZeros64(m))
			if lval[w<<1] == 0 {
				e.enqueue(w<<1, rALO|uint32(c))
			}
		}
	}
	maxSeg := e.nat.maxSeg
	for uv := range um {
		m := um[uv]
		if m&(m-1) != 0 {
			if bits.OnesCount64(m) > maxSeg {
				continue
			}
			x := int32(uv % n)
			so := e.segOf[uv-int(x)+bits.TrailingZeros64(m)]
			if sg := so[0]; sg >= 0 && m&^e.segMask[sg] == 0 && e.lockOut(sg, x) != noConflict {
				return false
			}
			if sg := so[1]; sg >= 0 && m&^e.segMask[sg] == 0 && e.lockOut(sg, x) != noConflict {
				return false
			}
			continue
		}
		if m == 0 {
			return false
		}
		x := int32(uv % n)
		q := e.units[uv-int(x)+bits.TrailingZeros64(m)]
		if w := q*ni + x; lval[w<<1] == 0 {
			e.enqueue(w<<1, rALO|uint32(int32(e.cells)+int32(uv)))
		}
	}
	return true
}
