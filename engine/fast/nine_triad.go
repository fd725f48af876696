package fast

import "math/bits"

// Triads: the three cells where a row (or a column) crosses a box, a
// minirow, hold three distinct digits. Counted over the nine digits, a
// minirow that only three digits can still enter holds exactly those
// three, and one that three digits must enter holds nothing else. A digit
// must enter a minirow when every permutation left to it in the band (or
// the stack) uses it: once the plane is shrunk, when the minirow is the
// digit's only one in its row (its only one in its band, for a column's
// minirow in a stack).
//
// The pass keeps every minirow of the grid in one 27-bit word per digit
// and orientation, so that the counting over the digits and the rules run
// on all 54 minirows at once, with shifts and masks and no table:
// horizontal minirows at bit r·9+k·3+b (band b, its row r, box column k),
// which is occupancy of the band plane folded onto the first cell of each
// minirow and shifted by the band; vertical ones at bit b·9+c (band b,
// column c), the band plane folded onto its columns.

const (
	firstCells = 0b001001001_001001001_001001001 // the first cell of each minirow of a band

	// Other minirows of the same row (horizontal) or of the same band and
	// stack (vertical), reached by shifting by 3 and 6, or by 1 and 2.
	hUp3   = 0b111111000_111111000_111111000
	hUp6   = 0b111000000_111000000_111000000
	hDown3 = 0b000111111_000111111_000111111
	hDown6 = 0b000000111_000000111_000000111
	vUp1   = 0b110110110_110110110_110110110
	vUp2   = 0b100100100_100100100_100100100
	vDown1 = 0b011011011_011011011_011011011
	vDown2 = 0b001001001_001001001_001001001
)

// hOthers is, for the horizontal minirows n, the other minirows of their rows.
func hOthers(n uint32) uint32 {
	return n<<3&hUp3 | n<<6&hUp6 | n>>3&hDown3 | n>>6&hDown6
}

// vOthers is, for the vertical minirows n, the other minirows of their band
// in their stack.
func vOthers(n uint32) uint32 {
	return n<<1&vUp1 | n<<2&vUp2 | n>>1&vDown1 | n>>2&vDown2
}

// across is, for minirows n, the minirows that share their box or column
// in the other bands (both layouts put them 9 and 18 bits away).
func across(n uint32) uint32 {
	return (n<<9 | n<<18 | n>>9 | n>>18) & band27
}

// occupied folds a band plane onto the first cell of each minirow.
func occupied(x uint32) uint32 { return (x | x>>1 | x>>2) & firstCells }

// triads applies the triad rules to every minirow, rows and columns at
// once, on a propagated state (every plane shrunk both ways); it returns
// the planes it changed, and false on a contradiction. It refolds only
// the digits with a plane changed since its last pass (s.staleT, which
// nakedSingles keeps): the others keep their minirows in s.mr.
func (s *state9) triads() (changed uint32, ok bool) {
	mr := &s.mr
	st := s.staleT
	s.staleT = 0
	// One bit a digit (bit d·3) with a plane changed.
	for m := (st | st>>1 | st>>2) & digitBits; m != 0; m &= m - 1 {
		d := uint(bits.TrailingZeros32(m)) / 3
		f := s.f[d*3 : d*3+3 : d*3+3]
		x := occupied(f[0]) | occupied(f[1])<<1 | occupied(f[2])<<2
		y := cols(f[0]) | cols(f[1])<<9 | cols(f[2])<<18
		// Rows in the low word, columns in the high one.
		mr.z[d%9] = uint64(x) | uint64(y)<<32
		mr.r[d%9] = uint64(x&^hOthers(x)) | uint64(y&^vOthers(y))<<32
		// The digit's configurations (see configBranch), and their sums.
		c := uint64(configs3[(minirowsH[x&row9]+minirowsH[x>>9&row9]+minirowsH[x>>18&row9])&1023]) |
			uint64(configs3[(minirowsV[y&row9]+minirowsV[y>>9&row9]+minirowsV[y>>18&row9])&1023])<<32
		mr.sum += c - mr.c[d%9]
		mr.c[d%9] = c
	}
	// The counts run on both layouts at once.
	a3, a4 := atLeast34(&mr.z)
	q3, q4 := atLeast34(&mr.r)
	if a3&(a3>>32) != band27 || q4 != 0 {
		return 0, false
	}
	// hA: minirows with three digits left, not all known to be required;
	// hB: minirows with three required digits and more possible.
	A, B := a3&^a4&^q3, q3&a4
	hA, hB, vA, vB := uint32(A), uint32(B), uint32(A>>32), uint32(B>>32)
	if hA|hB|vA|vB == 0 {
		return 0, true
	}
	for d := 0; d < 9; d++ {
		x, y := uint32(mr.z[d]), uint32(mr.z[d]>>32)
		rx, ry := uint32(mr.r[d]), uint32(mr.r[d]>>32)
		e := x & hB &^ rx
		if n := x & hA &^ rx; n != 0 {
			e |= hOthers(n) | across(n)
		}
		ev := y & vB &^ ry
		if n := y & vA &^ ry; n != 0 {
			ev |= vOthers(n) | across(n)
		}
		e &= x
		ev &= y
		if e|ev == 0 {
			continue
		}
		f := s.f[d*3 : d*3+3 : d*3+3]
		for b := 0; b < 3; b++ {
			eb := e >> b & firstCells
			cb := ev >> (9 * b) & row9
			old := f[b]
			f[b] = old &^ (eb | eb<<1 | eb<<2 | cb | cb<<9 | cb<<18)
			changed |= nonzero(old^f[b]) << (d*3 + b)
		}
	}
	return changed, true
}

// minirows is the minirows of a state's digits, as triads finds them:
// z[d] in the row layout (low word) and the column layout (high word),
// r[d] those of them the digit must enter; c[d] is the digit's
// configurations in the bands (low word) and stacks (high word), six bits
// a unit (configs3), and sum their sum over the digits.
type minirows struct {
	z, r, c [9]uint64
	sum     uint64
}

// digitBits is bit d·3 of every digit d.
const digitBits = 0b001_001_001_001_001_001_001_001_001

// atLeast34 is the bits set in at least three, and in at least four, of
// the nine words w: counters that saturate, written out (a loop of them
// spends a third more instructions).
func atLeast34(w *[9]uint64) (three, four uint64) {
	x := w[0]
	one, two := x, uint64(0)
	x = w[1]
	two |= one & x
	one |= x
	x = w[2]
	three = two & x
	two |= one & x
	one |= x
	x = w[3]
	four = three & x
	three |= two & x
	two |= one & x
	one |= x
	x = w[4]
	four |= three & x
	three |= two & x
	two |= one & x
	one |= x
	x = w[5]
	four |= three & x
	three |= two & x
	two |= one & x
	one |= x
	x = w[6]
	four |= three & x
	three |= two & x
	two |= one & x
	one |= x
	x = w[7]
	four |= three & x
	three |= two & x
	two |= one & x
	one |= x
	x = w[8]
	four |= three & x
	three |= two & x
	two |= one & x
	return three, four
}
