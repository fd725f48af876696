package fast

import "math/bits"

// noConflict is propagate's answer when there was none.
const noConflict = ^uint32(0)

// native holds the tables the native constraints are propagated with,
// made from unitOf and posIn: per cell, its three units as the index in
// uvMask of the unit's first value (u*N) and its place in each; a
// multiplier that divides by N; and the most places a segment has.
type native struct {
	cu     []cellUnits
	divN   uint64
	maxSeg int
}

// cellUnits is one cell's units (u*N) and its places in them.
type cellUnits struct {
	base [3]int32
	pos  [3]uint8
}

// setNative fills e.nat for the shape.
func (e *cdcl) setNative() {
	n := int32(e.n)
	e.nat.cu = make([]cellUnits, e.cells)
	for c := range e.nat.cu {
		for k := 0; k < 3; k++ {
			e.nat.cu[c].base[k] = e.unitOf[3*c+k] * n
			e.nat.cu[c].pos[k] = e.posIn[3*c+k]
		}
	}
	// v*divN>>32 is v/N for every v with v*N < 2^32.
	e.nat.divN = 1<<32/uint64(n) + 1
	e.an.cellIn = make([]uint64, e.cells)
	e.an.uvIn = make([]uint64, len(e.uvMask))
	e.nat.maxSeg = 0
	for _, m := range e.segMask {
		e.nat.maxSeg = max(e.nat.maxSeg, bits.OnesCount64(m))
	}
}

// split gives the cell and value of variable v.
func (e *cdcl) split(v int32) (int32, int32) {
	c := int32(uint64(uint32(v)) * e.nat.divN >> 32)
	return c, v - c*int32(e.n)
}

// enqueue makes literal l true with reason r; it reports false when l is
// already false.
func (e *cdcl) enqueue(l int32, r uint32) bool {
	v := l >> 1
	if l&1 != 0 {
		c, x := e.split(v)
		return e.drop(v, c, x, r)
	}
	switch e.lval[v<<1] {
	case 0:
	case 1:
		return true
	default:
		return false
	}
	e.vars[v] = varData{r, int32(len(e.lim))}
	e.props++
	e.trail = append(e.trail, l)
	e.lval[l], e.lval[l^1] = 1, -1
	e.nsolved++
	return true
}

// drop makes variable v, value x of cell c, false with reason r; it
// reports false when v is true.
func (e *cdcl) drop(v, c, x int32, r uint32) bool {
	switch e.lval[v<<1] {
	case 0:
	case 1:
		return false
	default:
		return true
	}
	e.vars[v] = varData{r, int32(len(e.lim))}
	e.props++
	e.trail = append(e.trail, v<<1|1)
	e.lval[v<<1|1], e.lval[v<<1] = 1, -1
	e.cellMask[c] &^= 1 << (x & 63)
	cu := &e.nat.cu[c]
	um := e.uvMask
	um[cu.base[0]+x] &^= 1 << (cu.pos[0] & 63)
	um[cu.base[1]+x] &^= 1 << (cu.pos[1] & 63)
	um[cu.base[2]+x] &^= 1 << (cu.pos[2] & 63)
	if len(e.lim) == 0 {
		// False at the root: out of the root's masks too.
		e.rootCell[c] &^= 1 << (x & 63)
		ru := e.rootUV
		ru[cu.base[0]+x] &^= 1 << (cu.pos[0] & 63)
		ru[cu.base[1]+x] &^= 1 << (cu.pos[1] & 63)
		ru[cu.base[2]+x] &^= 1 << (cu.pos[2] & 63)
	}
	return true
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
		c, x := e.split(v)
		cu := &e.nat.cu[c]
		if p&1 == 0 {
			// The other values leave the cell, the value leaves the peers.
			if !e.dropValues(c, e.cellMask[c]&^(1<<(x&63)), rBin|uint32(p)) {
				return rBin | uint32(p)
			}
			// The value's other places in the cell's three units; a peer
			// in two of them leaves the second's mask with the first.
			for k := 0; k < 3; k++ {
				base := cu.base[k]
				if m := e.uvMask[base+x] &^ (1 << (cu.pos[k] & 63)); m != 0 && !e.dropPlaces(base, x, m, rBin|uint32(p)) {
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
				if e.lval[w<<1] == 0 {
					e.enqueue(w<<1, rALO|uint32(c))
				}
			}
			um, maxSeg := e.uvMask, e.nat.maxSeg
			for k := 0; k < 3; k++ {
				base := cu.base[k]
				m := um[base+x]
				if m&(m-1) != 0 {
					// Locked candidates: the value's places in the unit
					// all lie in one segment (which has at most maxSeg).
					if bits.OnesCount64(m) > maxSeg {
						continue
					}
					so := e.segOf[base+int32(bits.TrailingZeros64(m))]
					if sg := so[0]; sg >= 0 && m&^e.segMask[sg] == 0 {
						if cf := e.lockOut(sg, x); cf != noConflict {
							return cf
						}
					}
					if sg := so[1]; sg >= 0 && m&^e.segMask[sg] == 0 {
						if cf := e.lockOut(sg, x); cf != noConflict {
							return cf
						}
					}
					continue
				}
				r := rALO | uint32(int32(e.cells)+base+x)
				if m == 0 {
					return r
				}
				q := e.units[base+int32(bits.TrailingZeros64(m))]
				if w := q*n + x; e.lval[w<<1] == 0 {
					e.enqueue(w<<1, r)
				}
			}
		}
		if f := p ^ 1; e.watched[f>>6]>>(f&63)&1 != 0 {
			if cf := e.propagateClauses(f); cf != noConflict {
				return cf
			}
		}
	}
	return noConflict
}

// lockOut takes value x from the cells of segment sg's other unit outside
// its own unit, where the value's places in its own unit all lie: the
// value's places left in the other unit but the segment's.
func (e *cdcl) lockOut(sg, x int32) uint32 {
	n := int32(e.n)
	w := e.segOther[sg]
	r := rALO | uint32(e.lockBase+sg*n+x)
	if m := e.uvMask[w*n+x] &^ e.segIn[sg]; m != 0 && !e.dropPlaces(w*n, x, m, r) {
		return r
	}
	return noConflict
}

// propagateClauses visits the clauses watching literal f, just made false
// (propagate calls it only when f's bit in watched is set).
func (e *cdcl) propagateClauses(f int32) uint32 {
	ws := e.watches[f]
	if len(ws) == 0 {
		return noConflict
	}
	lv, lits := e.lval, e.lits
	i, j := 0, 0
	for i < len(ws) {
		w := ws[i]
		i++
		if lv[w.blocker] > 0 {
			ws[j] = w
			j++
			continue
		}
		ls := lits[w.start : w.start+lits[w.start-1]]
		if ls[0] == f {
			ls[0], ls[1] = ls[1], f
		}
		first := ls[0]
		if first != w.blocker && lv[first] > 0 {
			ws[j] = watch{w.start, first}
			j++
			continue
		}
		moved := false
		for k := 2; k < len(ls); k++ {
			if lv[ls[k]] >= 0 {
				ls[1], ls[k] = ls[k], f
				e.addWatch(ls[1], watch{w.start, first})
				moved = true
				break
			}
		}
		if moved {
			continue
		}
		ws[j] = watch{w.start, first}
		j++
		cl := uint32(lits[w.start-2])
		if lv[first] < 0 {
			copy(ws[j:], ws[i:])
			j += len(ws) - i
			e.watches[f] = ws[:j]
			return rClause | cl
		}
		e.enqueue(first, rClause|cl)
	}
	if j != len(ws) {
		e.watches[f] = ws[:j]
		if j == 0 {
			e.watched[f>>6] &^= 1 << (f & 63)
		}
	}
	return noConflict
}
