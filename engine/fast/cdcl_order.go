package fast

// The branching order: variables in a binary heap by VSIDS activity.

// bumpVar raises variable v's activity, rescaling every variable's when
// it grows too large, and moves v up the heap.
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

// heapInsert puts variable v in the heap.
func (e *cdcl) heapInsert(v int32) {
	e.heapIdx[v] = int32(len(e.heap))
	e.heap = append(e.heap, v)
	e.heapUp(len(e.heap) - 1)
}

// heapUp moves the variable at heap position i up past those of lower
// activity.
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

// heapPop takes the variable of highest activity out of the heap, which
// must not be empty.
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
		if e.lval[v<<1] == 0 {
			return v
		}
	}
	return -1
}
