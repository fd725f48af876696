package fast

import (
	"math/bits"

	"github.com/sudokit-go/sudokit"
)

// load sets up the search for grid g; it reports false when the givens
// already clash.
func (e *general) load(g sudokit.Grid) bool {
	e.setShape(g.Shape)
	e.trail, e.queue, e.hidden = e.trail[:0], e.queue[:0], e.hidden[:0]
	// A search stopped midway (a budget, a context) leaves units marked
	// that may lie past this shape's.
	e.dirtyUnits = [3]uint64{}
	clear(e.done)
	for i := range e.cand {
		e.free[i], e.where[i] = int32(i), int32(i)
	}
	e.nfree = len(e.cand)
	clear(e.weight)
	e.start, e.spin, e.clash = 0, 0, -1
	if !e.placeGivens(g) {
		return false
	}
	e.sparse = 10*e.nfree >= 9*len(e.cand)
	e.pairsOn = false
	if !e.countAll() {
		return e.fail()
	}
	return e.propagate()
}

// placeGivens puts the givens of g in: a given cell holds its value, any
// other cell the values that no given among its peers holds. It queues the
// cells left with one value in the order in which placing the givens one
// by one, in cell order, and taking each from its peers (in cell order)
// would queue them, for propagate takes the queue from its end. It
// reports false when the givens clash: a value twice in a unit, or a cell
// left with no value.
func (e *general) placeGivens(g sudokit.Grid) bool {
	n := e.n
	// done[u] gathers the values given in unit u.
	for i, v := range g.Cells {
		if v == 0 {
			continue
		}
		if int(v) > n {
			return false
		}
		bit := uint64(1) << (v - 1)
		u := &e.geo[i].unit
		if (e.done[u[0]]|e.done[u[1]]|e.done[u[2]])&bit != 0 {
			return false
		}
		e.done[u[0]] |= bit
		e.done[u[1]] |= bit
		e.done[u[2]] |= bit
		e.cand[i] = bit
		e.remove(i)
	}
	for _, c := range e.free[:e.nfree] {
		u := &e.geo[c].unit
		m := e.full &^ (e.done[u[0]] | e.done[u[1]] | e.done[u[2]])
		e.cand[c] = m
		if m == 0 {
			return false
		}
		if m&(m-1) == 0 {
			e.queue = append(e.queue, c)
		}
	}
	if len(e.queue) <= 1 {
		return true
	}
	// Cell c was queued by the given (its key's high half) at which its
	// peers' givens came to hold every value but one, and the cells a
	// given queued come in cell order.
	keys := e.loadKeys[:0]
	for _, c := range e.queue {
		var taken uint64
		for _, p := range e.peers[c] {
			if v := g.Cells[p]; v != 0 {
				taken |= 1 << (v - 1)
				if bits.OnesCount64(taken) == n-1 {
					keys = append(keys, uint64(p)<<32|uint64(c))
					break
				}
			}
		}
	}
	for a := 1; a < len(keys); a++ {
		for b := a; b > 0 && keys[b] < keys[b-1]; b-- {
			keys[b], keys[b-1] = keys[b-1], keys[b]
		}
	}
	for k, key := range keys {
		e.queue[k] = int32(key)
	}
	return true
}

// countAll finds the places of every value in every unit and starts
// keeping them; it queues the values with one place (unit by unit, value
// by value) and reports false when a value has none.
func (e *general) countAll() bool {
	n := e.n
	clear(e.places)
	clear(e.bival)
	clear(e.done)
	for i, m := range e.cand {
		g := &e.geo[i]
		at0, at1, at2 := uint64(1)<<(g.pos[0]&63), uint64(1)<<(g.pos[1]&63), uint64(1)<<(g.pos[2]&63)
		b0, b1, b2 := int(g.base[0]), int(g.base[1]), int(g.base[2])
		for mm := m; mm != 0; mm &= mm - 1 {
			v := bits.TrailingZeros64(mm)
			e.places[b0+v] |= at0
			e.places[b1+v] |= at1
			e.places[b2+v] |= at2
		}
		t := -two(m)
		e.bival[g.unit[0]] |= at0 & t
		e.bival[g.unit[1]] |= at1 & t
		e.bival[g.unit[2]] |= at2 & t
		if e.solved(i) {
			e.done[g.unit[0]] |= m
			e.done[g.unit[1]] |= m
			e.done[g.unit[2]] |= m
		}
	}
	for u := 0; u < 3*n; u++ {
		done := e.done[u]
		for v, p := range e.places[u*n : u*n+n] {
			switch {
			case p == 0:
				return false
			case p&(p-1) == 0 && done>>v&1 == 0:
				e.hidden = append(e.hidden, int32(u*n+v))
			}
		}
	}
	e.dirtyRows, e.dirtyCols = ^uint64(0), ^uint64(0)
	for u := 0; u < 3*n; u++ {
		e.dirtyUnits[u>>6] |= 1 << (u & 63)
	}
	return true
}
