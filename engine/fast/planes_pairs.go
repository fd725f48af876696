package fast

import "math/bits"

// unitsOf16 are the row, column and box of each 16x16 cell: 0-15 the
// rows, 16-31 the columns, 32-47 the boxes.
var unitsOf16 = func() (t [256][3]int8) {
	for i := range t {
		r, c := i/16, i%16
		t[i] = [3]int8{int8(r), int8(16 + c), int8(32 + r/4*4 + c/4)}
	}
	return t
}()

// Masks of the pair rules on a plane word: the low bit of each 2-bit
// field, of each 4-bit field and of each byte's low nibble.
const (
	bits01 = 0x5555555555555555
	bits03 = 0x3333333333333333
	bits0f = 0x0f0f0f0f0f0f0f0f
	byteLo = 0x00ff00ff00ff00ff
	box0   = 0x000f000f000f000f // the first box of a band, in every lane
)

// pairs applies naked and hidden pairs: two cells of a unit left with the
// same two values hold them, so the unit's other cells lose them; two
// values of a unit left with the same two places fill them, so those
// cells lose every other value. It reports whether it removed any place.
// It runs at a fixpoint of the other rules.
func (s *state16) pairs() bool {
	changed, three := s.nakedPairs()
	if s.hiddenPairs(&three) {
		changed = true
	}
	return changed
}

// nakedPairs applies naked pairs to every unit. It returns too the
// unsolved cells that had three values or more when it began: pairs only
// take values, so no other cell has three now.
func (s *state16) nakedPairs() (bool, plane16) {
	changed := false
	var two, three plane16
	s.folds(&two, &three)
	var biv plane16 // unsolved cells with exactly two values
	for w := range 4 {
		biv[w] = two[w] &^ three[w]
	}
	for w := range 4 {
		for m := biv[w]; m != 0; m &= m - 1 {
			b := m & -m
			i := w<<6 | bits.TrailingZeros64(b)
			pe := &peers16[i]
			if biv[0]&pe[0]|biv[1]&pe[1]|biv[2]&pe[2]|biv[3]&pe[3] == 0 {
				continue
			}
			// Its two values; a value an earlier pair of this pass took
			// reads as 0, as the search over the planes it replaces did.
			two := s.values(w, uint(i&63))
			vals := [2]int{bits.TrailingZeros16(two) & 15, bits.TrailingZeros16(two&(two-1)) & 15}
			pa, pb := &s.p[vals[0]], &s.p[vals[1]]
			// The cells of i's units with exactly i's values, i left out.
			same := plane16{pa[0] & pb[0] & biv[0] & pe[0], pa[1] & pb[1] & biv[1] & pe[1],
				pa[2] & pb[2] & biv[2] & pe[2], pa[3] & pb[3] & biv[3] & pe[3]}
			if same == (plane16{}) {
				continue
			}
			r, c := i>>4, i&15
			// Row, column, box of i, each with its twin when it has one.
			lane := uint64(0xffff) << (16 * (r & 3))
			if x := same[w] & lane; x != 0 {
				other := lane &^ (x | b)
				changed = s.clear2(vals[0], vals[1], w, other) || changed
			}
			col := uint64(laneLow) << c
			if same[0]&col|same[1]&col|same[2]&col|same[3]&col != 0 {
				for ww := range 4 {
					other := col &^ same[ww]
					if ww == w {
						other &^= b
					}
					changed = s.clear2(vals[0], vals[1], ww, other) || changed
				}
			}
			box := uint64(box0) << (4 * (c >> 2))
			if x := same[w] & box; x != 0 {
				other := box &^ (x | b)
				changed = s.clear2(vals[0], vals[1], w, other) || changed
			}
		}
	}
	return changed, three
}

// clear2 takes the cells of mask from word w of the planes of values a
// and b, and marks stale those of the two that held one; it reports
// whether either did.
func (s *state16) clear2(a, b, w int, mask uint64) bool {
	ya, yb := s.p[a][w]&mask, s.p[b][w]&mask
	if ya|yb == 0 {
		return false
	}
	s.p[a][w] ^= ya
	s.p[b][w] ^= yb
	var m uint16
	if ya != 0 {
		m |= 1 << a
	}
	if yb != 0 {
		m |= 1 << b
	}
	s.stale |= m
	s.staleLocked |= m
	s.stalePairs |= m
	return true
}

// hiddenPairs applies hidden pairs to every unit. The units where a value
// has exactly two places are found for a whole plane at once: rows and
// boxes by counting the bits of each lane and nibble in the word, columns
// by folding the lanes. three holds every cell with three values or more
// (and maybe others): a pair whose two cells are not in it holds them
// alone already, and is passed over (most pairs found are, for pairs are
// looked for again at each fixpoint and the units' counts are kept), and
// so is a unit without such a cell.
func (s *state16) hiddenPairs(three *plane16) bool {
	// For each value v, at word v>>2, lane v&3: the rows, boxes and
	// columns where it has exactly two places (bit k: unit k).
	var rows, boxes, cols plane16
	for v := range s.p {
		t := s.twoUnits[v]
		if s.stalePairs>>v&1 != 0 {
			t = s.twoPlaces(v)
			s.twoUnits[v] = t
		}
		sh := 16 * uint(v&3)
		rows[v>>2] |= t & 0xffff << sh
		boxes[v>>2] |= t >> 16 & 0xffff << sh
		cols[v>>2] |= t >> 32 << sh
	}
	s.stalePairs = 0
	// Transposed: at word k>>2, lane k&3, the values with two places in
	// unit k.
	transpose16(&rows)
	transpose16(&boxes)
	transpose16(&cols)
	changed := false
	for w, x := range rows {
		for m := twoBits(x); m != 0; m &= m - 1 {
			sh := bits.TrailingZeros64(m) &^ 15
			if three[w]>>sh&0xffff == 0 {
				continue // every cell of the row holds two values at most
			}
			vals := uint16(x >> sh)
			for a := vals; a != 0; a &= a - 1 {
				va := bits.TrailingZeros16(a)
				ka := s.p[va][w] >> sh & 0xffff
				for b := a & (a - 1); b != 0; b &= b - 1 {
					vb := bits.TrailingZeros16(b)
					if s.p[vb][w]>>sh&0xffff == ka && three[w]&(ka<<sh) != 0 {
						changed = s.keepOnly(va, vb, w, ka<<sh) || changed
					}
				}
			}
		}
	}
	for w, x := range boxes {
		for m := twoBits(x); m != 0; m &= m - 1 {
			k := bits.TrailingZeros64(m) >> 4
			vals := uint16(x >> (16 * k))
			mask := uint64(box0) << (4 * k)
			if three[w]&mask == 0 {
				continue
			}
			for a := vals; a != 0; a &= a - 1 {
				va := bits.TrailingZeros16(a)
				ka := s.p[va][w] & mask
				for b := a & (a - 1); b != 0; b &= b - 1 {
					vb := bits.TrailingZeros16(b)
					if s.p[vb][w]&mask == ka && three[w]&ka != 0 {
						changed = s.keepOnly(va, vb, w, ka) || changed
					}
				}
			}
		}
	}
	for cw, x := range cols {
		for m := twoBits(x); m != 0; m &= m - 1 {
			k := bits.TrailingZeros64(m) >> 4
			vals := uint16(x >> (16 * k))
			mask := uint64(laneLow) << (cw<<2 | k)
			if (three[0]|three[1]|three[2]|three[3])&mask == 0 {
				continue
			}
			for a := vals; a != 0; a &= a - 1 {
				va := bits.TrailingZeros16(a)
				pa := &s.p[va]
				for b := a & (a - 1); b != 0; b &= b - 1 {
					vb := bits.TrailingZeros16(b)
					pb := &s.p[vb]
					if (pa[0]^pb[0])&mask|(pa[1]^pb[1])&mask|(pa[2]^pb[2])&mask|(pa[3]^pb[3])&mask != 0 {
						continue
					}
					for w := range 4 {
						if k := pa[w] & mask; three[w]&k != 0 {
							changed = s.keepOnly(va, vb, w, k) || changed
						}
					}
				}
			}
		}
	}
	return changed
}

// twoBits returns the high bit of each 16-bit lane of x with two bits or
// more set: x&(x-1) per lane, less one only from the lanes that are not
// empty, so that nothing borrows.
func twoBits(x uint64) uint64 {
	nz := (((x & laneRest) + laneRest) | x) & laneHigh
	y := x & (x - nz>>15)
	return (((y & laneRest) + laneRest) | y) & laneHigh
}

// transpose16 transposes the 16x16 bit matrix m, row i at word i>>2,
// lane i&3, column j at bit j of the lane: each 4x4 block (a word's
// lanes by a nibble) in place by two delta swaps, then the blocks, by
// swapping nibbles between words.
func transpose16(m *plane16) {
	for w, x := range m {
		t := (x ^ x>>30) & 0x00000000cccccccc
		x ^= t ^ t<<30
		t = (x ^ x>>15) & 0x0000aaaa0000aaaa
		m[w] = x ^ t ^ t<<15
	}
	for j := range 2 {
		t := (m[j]>>8 ^ m[j+2]) & 0x00ff00ff00ff00ff
		m[j+2] ^= t
		m[j] ^= t << 8
	}
	for j := 0; j < 4; j += 2 {
		t := (m[j]>>4 ^ m[j+1]) & 0x0f0f0f0f0f0f0f0f
		m[j+1] ^= t
		m[j] ^= t << 4
	}
}

// twoPlaces returns the rows (bits 0-15), boxes (16-31) and columns
// (32-47) where value v has exactly two places.
func (s *state16) twoPlaces(v int) uint64 {
	p := &s.p[v]
	x0, x1, x2, x3 := p[0], p[1], p[2], p[3]
	r0, b0 := twoPlaces(x0)
	r1, b1 := twoPlaces(x1)
	r2, b2 := twoPlaces(x2)
	r3, b3 := twoPlaces(x3)
	// Columns: each place's count over the four bands, bit-sliced (n1,
	// n2, n4: the bits of 0-4 for each lane and column), then over the
	// four lanes: exactly two places when no lane holds four, and either
	// one lane holds two and no lane one or three, or no lane holds two or
	// three and exactly two lanes hold one.
	s01, s23 := x0^x1, x2^x3
	c01, c23 := x0&x1, x2&x3
	n1 := s01 ^ s23
	n2 := c01 ^ c23 ^ s01&s23
	n4 := c01 & c23
	one1, two1, three1 := foldLanes3(n1)
	one2, two2, _ := foldLanes3(n2)
	any4, _, _ := foldLanes3(n4)
	cols := (one2&^two2&^one1 | two1&^three1&^one2) &^ any4
	return r0 | r1<<4 | r2<<8 | r3<<12 | (b0|b1<<4|b2<<8|b3<<12)<<16 | cols<<32
}

// twoPlaces returns, for word x of a value's plane (a band of four rows),
// the rows (bit k: lane k) and the boxes (bit k: box k of the band) where
// the value has exactly two places. The places are counted per nibble
// (SWAR), summed per lane and per box, compared with 2 per field, and the
// fields' flags gathered into four bits by one multiplication each (the
// products' terms fall on distinct bits, so nothing carries).
func twoPlaces(x uint64) (rows, boxes uint64) {
	c := x - x>>1&bits01
	c = c&bits03 + c>>2&bits03 // places per nibble (row of a box)
	c8 := (c + c>>4) & bits0f
	r := (c8 + c8>>8) & byteLo // places per lane, in its low byte
	r = ^((r ^ 0x0002000200020002) + laneRest) & laneHigh
	ce, co := c&bits0f, c>>4&bits0f
	ce += ce>>16 + ce>>32 + ce>>48 // byte 0: box 0, byte 1: box 2
	co += co>>16 + co>>32 + co>>48 // box 1, box 3
	// Bytes 0-3: boxes 0, 2, 1, 3; a byte that is 2 once xored with 2
	// is zero.
	e := (ce&0xffff | co&0xffff<<16) ^ 0x02020202
	b := ^(((e & 0x7f7f7f7f) + 0x7f7f7f7f) | e) & 0x80808080
	// Lane flags at bits 0, 16, 32, 48 to bits 48-51; box flags at bits
	// 0, 8, 16, 24 (boxes 0, 2, 1, 3) to bits 32-35.
	const rowGather = 1<<48 | 1<<33 | 1<<18 | 1<<3
	const boxGather = 1<<32 | 1<<26 | 1<<17 | 1<<11
	return r >> 15 * rowGather >> 48, b >> 7 * boxGather >> 32 & 0xf
}

// keepOnly takes the cells of mask, in word w, from every plane but those
// of values a and b; it reports whether any plane held one. It clears
// every plane, plane by plane without a branch, and gives a and b their
// cells back.
func (s *state16) keepOnly(a, b, w int, mask uint64) bool {
	ka, kb := s.p[a][w]&mask, s.p[b][w]&mask
	held := s.clearCells(w, mask) &^ (1<<a | 1<<b)
	s.p[a][w] |= ka
	s.p[b][w] |= kb
	s.stale |= held
	s.staleLocked |= held
	s.stalePairs |= held
	return held != 0
}

// clearCells takes the cells of mask from word w of every plane and
// returns the planes that held one, one bit a value.
func (s *state16) clearCells(w int, mask uint64) uint16 {
	x0 := s.p[0][w] & mask
	s.p[0][w] ^= x0
	x1 := s.p[1][w] & mask
	s.p[1][w] ^= x1
	x2 := s.p[2][w] & mask
	s.p[2][w] ^= x2
	x3 := s.p[3][w] & mask
	s.p[3][w] ^= x3
	x4 := s.p[4][w] & mask
	s.p[4][w] ^= x4
	x5 := s.p[5][w] & mask
	s.p[5][w] ^= x5
	x6 := s.p[6][w] & mask
	s.p[6][w] ^= x6
	x7 := s.p[7][w] & mask
	s.p[7][w] ^= x7
	x8 := s.p[8][w] & mask
	s.p[8][w] ^= x8
	x9 := s.p[9][w] & mask
	s.p[9][w] ^= x9
	x10 := s.p[10][w] & mask
	s.p[10][w] ^= x10
	x11 := s.p[11][w] & mask
	s.p[11][w] ^= x11
	x12 := s.p[12][w] & mask
	s.p[12][w] ^= x12
	x13 := s.p[13][w] & mask
	s.p[13][w] ^= x13
	x14 := s.p[14][w] & mask
	s.p[14][w] ^= x14
	x15 := s.p[15][w] & mask
	s.p[15][w] ^= x15
	return uint16((x0|-x0)>>63<<0 |
		(x1|-x1)>>63<<1 |
		(x2|-x2)>>63<<2 |
		(x3|-x3)>>63<<3 |
		(x4|-x4)>>63<<4 |
		(x5|-x5)>>63<<5 |
		(x6|-x6)>>63<<6 |
		(x7|-x7)>>63<<7 |
		(x8|-x8)>>63<<8 |
		(x9|-x9)>>63<<9 |
		(x10|-x10)>>63<<10 |
		(x11|-x11)>>63<<11 |
		(x12|-x12)>>63<<12 |
		(x13|-x13)>>63<<13 |
		(x14|-x14)>>63<<14 |
		(x15|-x15)>>63<<15)
}

// foldLanes3 returns the bits set in at least one, two and three of the
// four 16-bit lanes of x, in the low lane.
func foldLanes3(x uint64) (one, two, three uint64) {
	s1, a1 := x|x>>16, x&(x>>16) // lanes 0-1, 1-2, 2-3
	s2, a2 := s1>>32, a1>>32     // lanes 2-3
	return (s1 | s2) & 0xffff, (a1 | a2 | s1&s2) & 0xffff, (a1&s2 | a2&s1) & 0xffff
}
