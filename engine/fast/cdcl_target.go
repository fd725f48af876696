package fast

import "math/bits"

// targetFrom is the smallest N whose learning search decides by target
// values and shrinks by levels, with the bump, from its first conflict
// (doc.go, "Large grids with many solutions"): the random 49x49 and 64x64
// puzzles of 40% givens have solutions to spare, and the search's trouble
// is finding its way back to a nearly complete grid after each conflict.
const targetFrom = 49

// noteTarget keeps, at a conflict, the value of every solved cell when
// more cells are solved than at any conflict before: the target, the
// longest trail's grid (CaDiCaL's target phases, by cell).
func (e *cdcl) noteTarget() {
	if e.nsolved <= e.bestSolved {
		return
	}
	e.bestSolved = e.nsolved
	n := e.n
	for c, m := range e.cellMask {
		if m != 0 && m&(m-1) == 0 {
			if x := bits.TrailingZeros64(m); e.lval[(c*n+x)<<1] > 0 {
				e.target[c] = int8(x)
			}
		}
	}
}

// toTarget turns decision variable v, a value of cell c, into the cell's
// target value when it has one that is still open.
func (e *cdcl) toTarget(v int32) int32 {
	c, _ := e.split(v)
	if x := int32(e.target[c]); x >= 0 {
		if w := c*int32(e.n) + x; e.lval[w<<1] == 0 {
			return w
		}
	}
	return v
}
