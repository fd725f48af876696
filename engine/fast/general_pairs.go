package fast

import "math/bits"

// pairs applies naked and hidden pairs to the units whose candidates
// changed since the last fixpoint: two cells of a unit left with the same
// two values hold them, so the unit's other cells lose them; two values
// of a unit left with the same two places fill them, so those cells lose
// their other values. It reports whether it changed anything, and false
// on a contradiction.
func (e *general) pairs() (changed, ok bool) {
	mark := len(e.trail)
	for w := range e.dirtyUnits {
		for e.dirtyUnits[w] != 0 {
			b := bits.TrailingZeros64(e.dirtyUnits[w])
			e.dirtyUnits[w] &^= 1 << b
			u := w<<6 | b
			if !e.nakedPairs(u) || !e.hiddenPairs(u) {
				return true, false
			}
		}
	}
	return len(e.trail) != mark, true
}

// nakedPairs applies naked pairs to unit u.
func (e *general) nakedPairs(u int) bool {
	b := e.bival[u]
	if b&(b-1) == 0 {
		return true // no two cells of two values
	}
	n := e.n
	cells := e.units[u*n : u*n+n]
	two := e.pairScratch[:0]
	for ; b != 0; b &= b - 1 {
		two = append(two, e.cand[cells[bits.TrailingZeros64(b)]])
	}
	for a := 0; a < len(two); a++ {
		m := two[a]
		for b := a + 1; b < len(two); b++ {
			if two[b] != m {
				continue
			}
			for _, c := range cells {
				if cc := e.cand[c]; cc != m && cc&m != 0 && !e.eliminate(int(c), m) {
					return false
				}
			}
		}
	}
	return true
}

// hiddenPairs applies hidden pairs to unit u.
func (e *general) hiddenPairs(u int) bool {
	n := e.n
	pl := e.places[u*n : u*n+n]
	var twice uint64 // the values with two places left, not placed (by popcount, without a branch)
	for m := e.full &^ e.done[u]; m != 0; m &= m - 1 {
		v := bits.TrailingZeros64(m)
		var t uint64
		if bits.OnesCount64(pl[v]) == 2 {
			t = 1
		}
		twice |= t << v
	}
	if twice&(twice-1) == 0 {
		return true
	}
	cells := e.units[u*n : u*n+n]
	// places[v]: the places of value v+1 as they were before any pair
	// below took values from them.
	places := &e.pairScratch
	for m := twice; m != 0; m &= m - 1 {
		v := bits.TrailingZeros64(m)
		places[v] = pl[v]
	}
	for a := twice; a != 0; a &= a - 1 {
		va := bits.TrailingZeros64(a)
		for b := a & (a - 1); b != 0; b &= b - 1 {
			vb := bits.TrailingZeros64(b)
			if places[va] != places[vb] {
				continue
			}
			keep := uint64(1)<<va | uint64(1)<<vb
			for pm := places[va]; pm != 0; pm &= pm - 1 {
				c := int(cells[bits.TrailingZeros64(pm)])
				if e.cand[c]&^keep != 0 && !e.eliminate(c, e.cand[c]&^keep) {
					return false
				}
			}
		}
	}
	return true
}
