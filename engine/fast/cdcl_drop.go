package fast

import "math/bits"

// The eliminations of a placement, written out: drop, once a call per
// elimination, is one call per group here (a cell's other values, a
// value's other places in a unit, a locked segment's other unit), with
// the tables in registers across the group (doc.go, "Cost per
// conflict").

// dropValues makes the values m of cell c false with reason r, lowest
// first, as drop would one by one; on a value already true it stops there
// (the values before it dropped), sets confVar and reports false.
func (e *cdcl) dropValues(c int32, m uint64, r uint32) bool {
	n := int32(e.n)
	lval, vars := e.lval, e.vars
	trail := e.trail
	lvl := int32(len(e.lim))
	cu := &e.nat.cu[c]
	b0, b1, b2 := cu.base[0], cu.base[1], cu.base[2]
	p0, p1, p2 := uint64(1)<<(cu.pos[0]&63), uint64(1)<<(cu.pos[1]&63), uint64(1)<<(cu.pos[2]&63)
	um := e.uvMask
	var done uint64
	ok := true
	for ; m != 0; m &= m - 1 {
		y := int32(bits.TrailingZeros64(m))
		v := c*n + y
		if s := lval[v<<1]; s != 0 {
			if s > 0 {
				e.confVar = v
				ok = false
				break
			}
			continue
		}
		vars[v] = varData{r, lvl}
		trail = append(trail, v<<1|1)
		lval[v<<1|1], lval[v<<1] = 1, -1
		done |= 1 << (y & 63)
		um[b0+y] &^= p0
		um[b1+y] &^= p1
		um[b2+y] &^= p2
	}
	e.trail = trail
	e.props += int64(bits.OnesCount64(done))
	e.cellMask[c] &^= done
	if lvl == 0 {
		e.rootCell[c] &^= done
		ru := e.rootUV
		for d := done; d != 0; d &= d - 1 {
			y := int32(bits.TrailingZeros64(d))
			ru[b0+y] &^= p0
			ru[b1+y] &^= p1
			ru[b2+y] &^= p2
		}
	}
	return ok
}

// dropPlaces makes value x false at the places m of the unit whose values'
// masks start at uvMask[base], with reason r, lowest place first, as drop
// would one by one; on a place that holds x it stops there, sets confVar
// and reports false.
func (e *cdcl) dropPlaces(base, x int32, m uint64, r uint32) bool {
	n := int32(e.n)
	lval, vars := e.lval, e.vars
	trail := e.trail
	lvl := int32(len(e.lim))
	units := e.units[base : base+n]
	cm, um, cus := e.cellMask, e.uvMask, e.nat.cu
	ok := true
	for ; m != 0; m &= m - 1 {
		q := units[bits.TrailingZeros64(m)]
		v := q*n + x
		if s := lval[v<<1]; s != 0 {
			if s > 0 {
				e.confVar = v
				ok = false
				break
			}
			continue
		}
		vars[v] = varData{r, lvl}
		trail = append(trail, v<<1|1)
		lval[v<<1|1], lval[v<<1] = 1, -1
		cm[q] &^= 1 << (x & 63)
		cu := &cus[q]
		um[cu.base[0]+x] &^= 1 << (cu.pos[0] & 63)
		um[cu.base[1]+x] &^= 1 << (cu.pos[1] & 63)
		um[cu.base[2]+x] &^= 1 << (cu.pos[2] & 63)
		if lvl == 0 {
			e.rootCell[q] &^= 1 << (x & 63)
			ru := e.rootUV
			ru[cu.base[0]+x] &^= 1 << (cu.pos[0] & 63)
			ru[cu.base[1]+x] &^= 1 << (cu.pos[1] & 63)
			ru[cu.base[2]+x] &^= 1 << (cu.pos[2] & 63)
		}
	}
	e.props += int64(len(trail) - len(e.trail))
	e.trail = trail
	return ok
}
