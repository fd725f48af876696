package fast

import "math/bits"

// leavePeers takes the value with mask bit, just placed in cell i, from the
// peers of i that may still hold it, found from the value's places in the
// cell's row, column and box rather than by a walk over every peer. It
// visits them in increasing cell order, as a walk over the peer list does,
// so that the queue and the cell of a contradiction come out the same.
// It reports false on a contradiction.
func (e *general) leavePeers(i int, bit uint64) bool {
	n, br, bc := e.n, e.shape.BoxRows, e.shape.BoxCols
	v := bits.TrailingZeros64(bit)
	g := &e.geo[i]
	c, r := int(g.pos[0]), int(g.pos[1])
	top, left := r-r%br, c-c%bc
	// The places as they are now: taking the value from a peer changes
	// only that peer's candidates.
	row := e.places[int(g.base[0])+v] &^ (1 << c)
	col := e.places[int(g.base[1])+v]
	box := e.places[int(g.base[2])+v]
	// In cell order: the column above the band, the box's rows above
	// row r, row r, the box's rows below it, the column below the band.
	in := (r - top) * bc // the place of row r's first cell in the box
	corner := top*n + left
	for m := col & (1<<top - 1); m != 0; m &= m - 1 {
		if !e.leave(int32(bits.TrailingZeros64(m)*n+c), bit) {
			return false
		}
	}
	for m := box & (1<<in - 1); m != 0; m &= m - 1 {
		if !e.leave(int32(corner)+e.boxOff[bits.TrailingZeros64(m)&63], bit) {
			return false
		}
	}
	for m := row; m != 0; m &= m - 1 {
		if !e.leave(int32(r*n+bits.TrailingZeros64(m)), bit) {
			return false
		}
	}
	for m := box &^ (1<<(in+bc) - 1); m != 0; m &= m - 1 {
		if !e.leave(int32(corner)+e.boxOff[bits.TrailingZeros64(m)&63], bit) {
			return false
		}
	}
	for m := col &^ (1<<(top+br) - 1); m != 0; m &= m - 1 {
		if !e.leave(int32(bits.TrailingZeros64(m)*n+c), bit) {
			return false
		}
	}
	return true
}

// leave takes the value with mask bit from peer p, which may hold it, of a
// cell where it was just placed; it reports false on a contradiction.
func (e *general) leave(p int32, bit uint64) bool {
	pc := e.cand[p]
	if pc == bit {
		// The peer holds this value, or has no other left.
		e.clash = p
		return false
	}
	e.trail = append(e.trail, change{p, pc})
	pc &^= bit
	e.cand[p] = pc
	if !e.dropOne(int(p), bits.TrailingZeros64(bit)) {
		return false
	}
	if pc&(pc-1) == 0 {
		e.queue = append(e.queue, p)
	}
	return true
}
