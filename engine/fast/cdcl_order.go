package fast

import (
	"math"
	"math/bits"
)

// The branching order: variables in a binary heap by VSIDS activity, each
// heap place with its variable's activity beside it (heapKeys), so that
// moving through the heap reads no activity through a variable. The copy
// is the activity's bits (math.Float64bits): activities are never below
// 0, and there the bits as integers are in the floats' order, which lets
// the compiler choose the larger child without a branch.

// bumpVar raises variable v's activity, rescaling every variable's when
// it grows too large, and moves v up the heap.
func (e *cdcl) bumpVar(v int32) {
	if e.act[v] += e.varInc; e.act[v] > 1e100 {
		e.rescaleVars()
	}
	if i := e.heapIdx[v]; i >= 0 {
		e.heapKeys[i] = math.Float64bits(e.act[v])
		e.heapUp(int(i))
	}
}

// rescaleVars scales every activity (and the heap's copies) and the
// increment down by 1e100; it runs once in many thousands of bumps, so it
// stays out of bumpVar.
//
//go:noinline
func (e *cdcl) rescaleVars() {
	for i := range e.act {
		e.act[i] *= 1e-100
	}
	for i, k := range e.heapKeys {
		e.heapKeys[i] = math.Float64bits(math.Float64frombits(k) * 1e-100)
	}
	e.varInc *= 1e-100
}

// heapInsert puts variable v in the heap.
func (e *cdcl) heapInsert(v int32) {
	e.heapIdx[v] = int32(len(e.heap))
	e.outHeap[v>>6] &^= 1 << (v & 63)
	e.heap = append(e.heap, v)
	e.heapKeys = append(e.heapKeys, math.Float64bits(e.act[v]))
	e.heapUp(len(e.heap) - 1)
}

// heapUp moves the variable at heap position i up past those of lower
// activity.
func (e *cdcl) heapUp(i int) {
	h, keys, hidx := e.heap, e.heapKeys[:len(e.heap)], e.heapIdx
	v, av := h[i], keys[i]
	for i > 0 {
		p := (i - 1) / 2
		if keys[p] >= av {
			break
		}
		hp := h[p]
		h[i], keys[i] = hp, keys[p]
		hidx[hp] = int32(i)
		i = p
	}
	h[i], keys[i] = v, av
	hidx[v] = int32(i)
}

// heapPop takes the variable of highest activity out of the heap, which
// must not be empty. A sentinel past the end stands for a missing right
// child, so the choice of child needs no test of the heap's end.
func (e *cdcl) heapPop() int32 {
	h, keys := e.heap, e.heapKeys[:len(e.heap)]
	top := h[0]
	e.heapIdx[top] = -1
	e.outHeap[top>>6] |= 1 << (top & 63)
	k := len(h) - 1
	last, al := h[k], keys[k]
	e.heap, e.heapKeys = h[:k], keys[:k]
	if k == 0 {
		return top
	}
	keys[k] = 0 // not above any activity
	hidx := e.heapIdx
	i := 0
	for {
		c := 2*i + 1
		if c >= k {
			break
		}
		ac, a1 := keys[c], keys[c+1]
		right := 0
		if a1 > ac {
			right = 1
		}
		c += right
		ac = max(ac, a1)
		if ac <= al {
			break
		}
		hc := h[c]
		h[i], keys[i] = hc, ac
		hidx[hc] = int32(i)
		i = c
	}
	h[i], keys[i] = last, al
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
// variable order, which decides how ties break.
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
	for v, a := range act {
		av := math.Float64bits(a)
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
	e.heap, e.heapKeys = h, keys
	hidx := e.heapIdx
	for i, v := range h {
		hidx[v] = int32(i)
	}
	clear(e.outHeap)
}
