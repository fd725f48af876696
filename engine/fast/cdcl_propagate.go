package fast

import "math/bits"

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
	e.props++
	e.trail = append(e.trail, l)
	if l&1 == 0 {
		e.val[v] = 1
		e.lval[l], e.lval[l^1] = 1, -1
		e.nsolved++
		return true
	}
	e.val[v] = -1
	e.lval[l], e.lval[l^1] = 1, -1
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
	e.lval[v<<1], e.lval[v<<1|1] = 0, 0
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
			// The value's other places in the cell's three units; a peer
			// in two of them leaves the second's mask with the first.
			for k := int32(0); k < 3; k++ {
				u := e.unitOf[3*c+k]
				for m := e.uvMask[u*n+x] &^ (1 << e.posIn[3*c+k]); m != 0; m &= m - 1 {
					w := e.units[u*n+int32(bits.TrailingZeros64(m))]*n + x
					if !e.enqueue(w<<1|1, rBin|uint32(p)) {
						e.confVar = w
						return rBin | uint32(p)
					}
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
// its own unit, where the value's places in its own unit all lie: the
// value's places left in the other unit but the segment's.
func (e *cdcl) lockOut(sg, x int32) uint32 {
	n := int32(e.n)
	w := e.segOther[sg]
	r := rALO | uint32(e.lockBase+sg*n+x)
	for m := e.uvMask[w*n+x] &^ e.segIn[sg]; m != 0; m &= m - 1 {
		v := e.units[w*n+int32(bits.TrailingZeros64(m))]*n + x
		if !e.enqueue(v<<1|1, r) {
			e.confVar = v
			return r
		}
	}
	return noConflict
}

// propagateClauses visits the clauses watching literal f, just made false.
func (e *cdcl) propagateClauses(f int32) uint32 {
	ws := e.watches[f]
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
				e.watches[ls[1]] = append(e.watches[ls[1]], watch{w.start, first})
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
	e.watches[f] = ws[:j]
	return noConflict
}
