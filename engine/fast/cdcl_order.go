package fast

import "math/bits"

// The branching order: variables in a binary heap by VSIDS activity.

// bumpVar raises variable v's activity, rescaling every variable's when
// it grows too large, and moves v up the heap.
func (e *cdcl) bumpVar(v int32) {
	if e.act[v] += e.varInc; e.act[v] > 1e100 {
		e.rescaleVars()
	}
	if i := e.heapIdx[v]; i >= 0 {
		e.heapUp(int(i))
	}
}

// rescaleVars scales every activity and the increment down by 1e100; it
// runs once in many thousands of bumps, so it stays out of bumpVar.
//
//go:noinline
func (e *cdcl) rescaleVars() {
	for i := range e.act {
		e.act[i] *= 1e-100
	}
	e.varInc *= 1e-100
}

// heapInsert puts variable v in the heap.
func (e *cdcl) heapInsert(v int32) {
	e.heapIdx[v] = int32(len(e.heap))
	e.outHeap[v>>6] &^= 1 << (v & 63)
	e.heap = append(e.heap, v)
	e.heapUp(len(e.heap) - 1)
}

// heapUp moves the variable at heap position i up past those of lower
// activity.
func (e *cdcl) heapUp(i int) {
	h, act, hidx := e.heap, e.act, e.heapIdx
	v := h[i]
	av := act[v]
	for i > 0 {
		p := (i - 1) / 2
		hp := h[p]
		if act[hp] >= av {
			break
		}
		h[i] = hp
		hidx[hp] = int32(i)
		i = p
	}
	h[i] = v
	hidx[v] = int32(i)
}

// heapPop takes the variable of highest activity out of the heap, which
// must not be empty.
func (e *cdcl) heapPop() int32 {
	h := e.heap
	top := h[0]
	e.heapIdx[top] = -1
	e.outHeap[top>>6] |= 1 << (top & 63)
	last := h[len(h)-1]
	h = h[:len(h)-1]
	e.heap = h
	if len(h) == 0 {
		return top
	}
	act, hidx := e.act, e.heapIdx
	al := act[last]
	i := 0
	for {
		c := 2*i + 1
		if c >= len(h) {
			break
		}
		hc := h[c]
		ac := act[hc]
		if c+1 < len(h) {
			if a1 := act[h[c+1]]; a1 > ac {
				c++
				hc, ac = h[c], a1
			}
		}
		if ac <= al {
			break
		}
		h[i] = hc
		hidx[hc] = int32(i)
		i = c
	}
	h[i] = last
	hidx[last] = int32(i)
	return top
}

// decide picks the unassigned variable of highest activity; it returns -1
// when every variable is assigned.
func (e *cdcl) decide() int32 {
	for len(e.heap) > 0 {
		v := e.heapPop()
		if e.lval[v<<1] == 0 {
			return v
		}
	}
	return -1
}

// startOrder sets the start activities, a light one: the values of cells
// with fewer candidates in cand first (and the jitter hook's change), and
// puts every variable in the heap as heapInsert would one by one in
// variable order, which decides how ties break, with the activities in a
// scratch array beside the heap rather than read through it.
func (e *cdcl) startOrder(cand []uint64) {
	n := e.n
	act := e.act
	for c, m := range cand {
		a := 1 / float64(1+bits.OnesCount64(m))
		for v := c * n; v < c*n+n; v++ {
			act[v] = a
		}
	}
	if e.jitter != 0 {
		x := e.jitter
		for v := range act {
			act[v] *= 1 + 0.01*float64(splitmix(&x)>>11)/(1<<53)
		}
	}
	h := e.heap[:len(act)]
	keys := e.heapKeys[:len(act)]
	for v, av := range act {
		i := v
		for i > 0 {
			p := (i - 1) / 2
			if keys[p] >= av {
				break
			}
			h[i], keys[i] = h[p], keys[p]
			i = p
		}
		h[i], keys[i] = int32(v), av
	}
	e.heap = h
	hidx := e.heapIdx
	for i, v := range h {
		hidx[v] = int32(i)
	}
	clear(e.outHeap)
}
