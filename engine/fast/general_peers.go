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
		if !e.leave(int32(bits.TrailingZeros64(m)*n+c), bit, v) {
			return false
		}
	}
	for m := box & (1<<in - 1); m != 0; m &= m - 1 {
		if !e.leave(int32(corner)+e.boxOff[bits.TrailingZeros64(m)&63], bit, v) {
			return false
		}
	}
	for m := row; m != 0; m &= m - 1 {
		if !e.leave(int32(r*n+bits.TrailingZeros64(m)), bit, v) {
			return false
		}
	}
	for m := box &^ (1<<(in+bc) - 1); m != 0; m &= m - 1 {
		if !e.leave(int32(corner)+e.boxOff[bits.TrailingZeros64(m)&63], bit, v) {
			return false
		}
	}
	for m := col &^ (1<<(top+br) - 1); m != 0; m &= m - 1 {
		if !e.leave(int32(bits.TrailingZeros64(m)*n+c), bit, v) {
			return false
		}
	}
	return true
}

// leave takes the value v, with mask bit, from peer p, which may hold it,
// of a cell where it was just placed; it reports false on a
// contradiction. It is dropOne written out after the peer's change, one
// call an elimination instead of two (doc.go, "The price of a node on the
// general path").
func (e *general) leave(p int32, bit uint64, v int) bool {
	pc := e.cand[p]
	if pc == bit {
		// The peer holds this value, or has no other left.
		e.clash = p
		return false
	}
	e.trail = append(e.trail, change{p, pc})
	now := pc &^ bit
	e.cand[p] = now
	g := &e.geo[p]
	e.dirtyRows |= 1 << (g.pos[1] & 63)
	e.dirtyCols |= 1 << (g.pos[0] & 63)
	u0, u1, u2 := g.unit[0], g.unit[1], g.unit[2]
	e.dirtyUnits[u0>>6&3] |= 1 << (u0 & 63)
	e.dirtyUnits[u1>>6&3] |= 1 << (u1 & 63)
	e.dirtyUnits[u2>>6&3] |= 1 << (u2 & 63)
	flip := twoOrThree(pc) // now comes to two, or leaves two
	e.bival[u0] ^= flip << (g.pos[0] & 63)
	e.bival[u1] ^= flip << (g.pos[1] & 63)
	e.bival[u2] ^= flip << (g.pos[2] & 63)
	ok := true
	for k := range 3 {
		x := int(g.base[k]) + v
		q := e.places[x] &^ (1 << (g.pos[k] & 63))
		e.places[x] = q
		if q&(q-1) != 0 {
			continue
		}
		if q != 0 {
			if e.done[g.unit[k]]>>v&1 == 0 {
				e.hidden = append(e.hidden, int32(x))
			}
		} else {
			ok = false
			e.clash = p
		}
	}
	if !ok {
		return false
	}
	if now&(now-1) == 0 {
		e.queue = append(e.queue, p)
	}
	return true
}

// twoOrThree is 1 when mask has two or three bits, else 0: whether a cell
// of mask's values that loses one comes to two or leaves two (two(mask)
// ^ two(mask less a value) in fewer operations), found without a branch.
func twoOrThree(mask uint64) uint64 {
	t := mask & (mask - 1) // less its lowest bit: not 0 from two bits up
	t3 := t & (t - 1)
	t3 &= t3 - 1 // less its three lowest bits: 0 up to three bits
	return (t | -t) >> 63 &^ ((t3 | -t3) >> 63)
}
