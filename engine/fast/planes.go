package fast

import (
	"math/bits"

	"github.com/sudokit-go/sudokit"
)

// plane16 is one value's plane of a 16x16 grid: bit i%64 of word i/64 is
// cell i, row-major, so each word holds four rows (a band of boxes) and
// each 16-bit lane one row, whose nibbles are the row's boxes.
type plane16 [4]uint64

// state16 is the state of the 16x16 plane search, copied per branch: the
// cells where each value may still stand (a placed cell keeps its value's
// bit, and only that one), the unsolved cells, what hidden pairs found in
// each plane and a few flags: 688 bytes.
type state16 struct {
	p   [16]plane16
	uns plane16
	// twoUnits keeps, for each value, the rows (bits 0-15), boxes
	// (16-31) and columns (32-47) where hidden pairs last found it with
	// exactly two places.
	twoUnits [16]uint64
	// pairsOn says whether propagation looks for pairs too.
	pairsOn bool
	// clash is the cell left without a value when propagation last
	// failed at a cell (-1: none).
	clash int16
	// stale says, one bit a value, which planes changed since hidden
	// singles last looked at them; staleLocked, since locked candidates
	// did. Both rules read one value's plane and nothing else, so a plane
	// that has not changed since they found nothing in it holds nothing
	// new for them.
	stale, staleLocked uint16
	// stalePairs says which planes changed since hidden pairs last
	// counted their places (into twoUnits).
	stalePairs uint16
	// track says whether place works out which planes it changed: not
	// before the search branches, for on grids that propagation solves
	// nearly every plane changes before each pass, and place then marks
	// them all stale at once.
	track bool
}

// peers16 are the peers of each 16x16 cell (its row, column and box, the
// cell left out), as planes. A word is a band of four rows, which is also
// a band of boxes, so a cell's row and box lie in one word and its column
// takes one bit of each lane of every word.
var peers16 = func() (t [256]plane16) {
	const lanes = 0x0001_0001_0001_0001 // bit 0 of each row of a word
	for i := range t {
		r, c := i/16, i%16
		for w := range t[i] {
			t[i][w] = lanes << c
		}
		t[i][r/4] |= 0xffff<<(16*(r%4)) | 0xf*lanes<<(4*(c/4))
		t[i][i>>6] &^= 1 << (i & 63)
	}
	return t
}()

// load places the givens of g; it reports false when they clash.
func (s *state16) load(g sudokit.Grid) bool {
	for v := range s.p {
		s.p[v] = plane16{^uint64(0), ^uint64(0), ^uint64(0), ^uint64(0)}
	}
	s.uns = plane16{^uint64(0), ^uint64(0), ^uint64(0), ^uint64(0)}
	s.stale, s.staleLocked, s.stalePairs, s.track = 0xffff, 0xffff, 0xffff, false
	for i, v := range g.Cells {
		if v == 0 {
			continue
		}
		if v > 16 || !s.can(int(v-1), i) || s.uns[i>>6]>>(i&63)&1 == 0 {
			return false
		}
		s.place(int(v-1), i)
	}
	return true
}

// can reports whether value v+1 may stand in cell i.
func (s *state16) can(v, i int) bool { return s.p[v][i>>6]>>(i&63)&1 != 0 }

// place puts value v+1 in the unsolved cell i, where it may stand: the
// cell leaves every other value's plane, the cell's peers leave v's. The
// planes it changes are marked stale.
func (s *state16) place(v, i int) {
	w, sh := i>>6, uint(i&63)
	if !s.track {
		s.stale, s.staleLocked, s.stalePairs = 0xffff, 0xffff, 0xffff
		for k := range s.p {
			s.p[k][w] &^= 1 << sh
		}
	} else {
		changed := s.take(w, sh) | 1<<v
		s.stale |= changed
		s.staleLocked |= changed
		s.stalePairs |= changed
	}
	s.peers(v, i)
}

// take clears bit sh of word w from every plane and returns the planes
// that held it, one bit a value. It is written out plane by plane (the
// loop it replaces cost a third of its instructions in counting and
// variable shifts), each plane's bit gathered as in values.
func (s *state16) take(w int, sh uint) uint16 {
	b := uint64(1) << sh
	p := &s.p
	x := p[0][w]
	p[0][w] = x &^ b
	r := x & b
	x = p[1][w]
	p[1][w] = x &^ b
	r |= bits.RotateLeft64(x&b, 1)
	x = p[2][w]
	p[2][w] = x &^ b
	r |= bits.RotateLeft64(x&b, 2)
	x = p[3][w]
	p[3][w] = x &^ b
	r |= bits.RotateLeft64(x&b, 3)
	x = p[4][w]
	p[4][w] = x &^ b
	r |= bits.RotateLeft64(x&b, 4)
	x = p[5][w]
	p[5][w] = x &^ b
	r |= bits.RotateLeft64(x&b, 5)
	x = p[6][w]
	p[6][w] = x &^ b
	r |= bits.RotateLeft64(x&b, 6)
	x = p[7][w]
	p[7][w] = x &^ b
	r |= bits.RotateLeft64(x&b, 7)
	x = p[8][w]
	p[8][w] = x &^ b
	r |= bits.RotateLeft64(x&b, 8)
	x = p[9][w]
	p[9][w] = x &^ b
	r |= bits.RotateLeft64(x&b, 9)
	x = p[10][w]
	p[10][w] = x &^ b
	r |= bits.RotateLeft64(x&b, 10)
	x = p[11][w]
	p[11][w] = x &^ b
	r |= bits.RotateLeft64(x&b, 11)
	x = p[12][w]
	p[12][w] = x &^ b
	r |= bits.RotateLeft64(x&b, 12)
	x = p[13][w]
	p[13][w] = x &^ b
	r |= bits.RotateLeft64(x&b, 13)
	x = p[14][w]
	p[14][w] = x &^ b
	r |= bits.RotateLeft64(x&b, 14)
	x = p[15][w]
	p[15][w] = x &^ b
	r |= bits.RotateLeft64(x&b, 15)
	return uint16(bits.RotateLeft64(r, -int(sh)))
}

// values returns the values that bit sh of word w may still hold, one
// bit a value, written out plane by plane without a branch: plane v's
// word is masked to the cell's bit and rotated left by v, so that the
// sixteen bits land on distinct places sh+v (mod 64), and the sum is
// rotated back by sh (four instructions a plane against five for a shift
// of each plane's word by sh).
func (s *state16) values(w int, sh uint) uint16 {
	b := uint64(1) << sh
	p := &s.p
	r := p[0][w] & b
	r |= bits.RotateLeft64(p[1][w]&b, 1)
	r |= bits.RotateLeft64(p[2][w]&b, 2)
	r |= bits.RotateLeft64(p[3][w]&b, 3)
	r |= bits.RotateLeft64(p[4][w]&b, 4)
	r |= bits.RotateLeft64(p[5][w]&b, 5)
	r |= bits.RotateLeft64(p[6][w]&b, 6)
	r |= bits.RotateLeft64(p[7][w]&b, 7)
	r |= bits.RotateLeft64(p[8][w]&b, 8)
	r |= bits.RotateLeft64(p[9][w]&b, 9)
	r |= bits.RotateLeft64(p[10][w]&b, 10)
	r |= bits.RotateLeft64(p[11][w]&b, 11)
	r |= bits.RotateLeft64(p[12][w]&b, 12)
	r |= bits.RotateLeft64(p[13][w]&b, 13)
	r |= bits.RotateLeft64(p[14][w]&b, 14)
	r |= bits.RotateLeft64(p[15][w]&b, 15)
	return uint16(bits.RotateLeft64(r, -int(sh)))
}

// peers takes cell i's peers from value v's plane and puts v in cell i,
// which every plane has left.
func (s *state16) peers(v, i int) {
	w, b := i>>6, uint64(1)<<(i&63)
	pv, pe := &s.p[v], &peers16[i]
	pv[0] &^= pe[0]
	pv[1] &^= pe[1]
	pv[2] &^= pe[2]
	pv[3] &^= pe[3]
	pv[w] |= b
	s.uns[w] &^= b
}

// index returns the bits of the values of the cells of word w, bit-sliced
// (bit i of ik: bit k of cell i's value), for the cells left with one
// value; a cell with none reads as 0.
func (s *state16) index(w int) (i0, i1, i2, i3 uint64) {
	p := &s.p
	x1, x2, x3, x4, x5, x6, x7 := p[1][w], p[2][w], p[3][w], p[4][w], p[5][w], p[6][w], p[7][w]
	x8, x9, x10, x11, x12, x13, x14, x15 := p[8][w], p[9][w], p[10][w], p[11][w], p[12][w], p[13][w], p[14][w], p[15][w]
	hi := x8 | x9 | x10 | x11 | x12 | x13 | x14 | x15
	i0 = x1 | x3 | x5 | x7 | x9 | x11 | x13 | x15
	i1 = x2 | x3 | x6 | x7 | x10 | x11 | x14 | x15
	i2 = x4 | x5 | x6 | x7 | x12 | x13 | x14 | x15
	return i0, i1, i2, hi
}

// nakedSingles places the unsolved cells left with one value; it reports
// whether it placed any, and false for ok when a cell has none.
func (s *state16) nakedSingles() (placed, ok bool) {
	var one, two plane16
	s.fold2(&one, &two)
	for w := range 4 {
		// s.uns[w] is still what it was at the fold: a placement
		// clears its own cell's bit only, and those of the words
		// before w lie there.
		u := s.uns[w]
		if x := u &^ one[w]; x != 0 {
			s.clash = int16(w<<6 | bits.TrailingZeros64(x))
			return placed, false
		}
		m := (one[w] &^ two[w]) & u
		if m == 0 {
			continue
		}
		i0, i1, i2, i3 := s.index(w)
		for ; m != 0; m &= m - 1 {
			b := m & -m
			if s.uns[w]&b == 0 {
				continue
			}
			sh := uint(bits.TrailingZeros64(b))
			v := int(i0>>sh&1 | i1>>sh&1<<1 | i2>>sh&1<<2 | i3>>sh&1<<3)
			if s.p[v][w]&b == 0 {
				// An earlier single took its last value (the cell then
				// reads as 0 or as the value it had).
				return placed, false
			}
			// The cell is in v's plane only: placing it takes it from
			// no other plane.
			if s.track {
				s.stale |= 1 << v
				s.staleLocked |= 1 << v
				s.stalePairs |= 1 << v
			} else {
				s.stale, s.staleLocked, s.stalePairs = 0xffff, 0xffff, 0xffff
			}
			s.peers(v, w<<6|bits.TrailingZeros64(b))
			placed = true
		}
	}
	return placed, true
}

// Lane constants of the SWAR tests: the low and high bit of each 16-bit
// lane of a word, and of each nibble of a lane.
const (
	laneLow  = 0x0001000100010001
	laneHigh = 0x8000800080008000
	laneRest = 0x7fff7fff7fff7fff
	nibLow   = 0x1111
	nibHigh  = 0x8888
	nibRest  = 0x7777
)

// hiddenSingles places each value left with one place in a row, column
// or box; it reports whether it placed any, and false for ok when a value
// has no place left in a unit. The places are found for a whole value's
// plane at once by word operations on its lanes (rows); for boxes and
// columns, each word's four lanes are folded into the nibbles with at
// least one and at least two places, the four words' folds packed into
// one word each, and the boxes' test done once on the packed words, the
// columns' by folding their lanes again.
func (s *state16) hiddenSingles() (placed, ok bool) {
	for v := range s.p {
		if s.stale>>v&1 == 0 {
			continue
		}
		s.stale &^= 1 << v
		// The live plane: a place found below takes only cells that
		// the test before each placement would refuse anyway.
		p := &s.p[v]
		x0, x1, x2, x3 := p[0], p[1], p[2], p[3]
		// The lanes and nibbles without a place: the rest has no other
		// effect, so they are tested once at the end (what is found on
		// such a plane is not used).
		empty := laneEmpty(x0) | laneEmpty(x1) | laneEmpty(x2) | laneEmpty(x3)
		o0, t0, _ := foldLanes3(x0)
		o1, t1, _ := foldLanes3(x1)
		o2, t2, _ := foldLanes3(x2)
		o3, t3, _ := foldLanes3(x3)
		// Lane w of bo, bt: band w's boxes, nibble by nibble, with at
		// least one, at least two places.
		bo := o0 | o1<<16 | o2<<32 | o3<<48
		bt := t0 | t1<<16 | t2<<32 | t3<<48
		const nibRest64, nibHigh64 = 0x7777777777777777, 0x8888888888888888
		empty |= (((bo&nibRest64)+nibRest64)|bo)&nibHigh64 ^ nibHigh64
		// No nibble is empty: nothing borrows.
		z := bo&(bo-0x1111111111111111) | bt
		boxes := ^(((z & nibRest64) + nibRest64) | z) & nibHigh64 >> 3
		// Columns: at least one, two places over the bands.
		one, two, _ := foldLanes3(bo)
		tf, _, _ := foldLanes3(bt)
		if empty != 0 || one != 0xffff {
			return placed, false
		}
		cols := (one &^ (two | tf)) * laneLow
		const fill = 0xf * laneLow // a nibble flag to its box, in every lane
		single := plane16{
			laneSingles(x0) | boxes&0xffff*fill | cols,
			laneSingles(x1) | boxes>>16&0xffff*fill | cols,
			laneSingles(x2) | boxes>>32&0xffff*fill | cols,
			laneSingles(x3) | boxes>>48*fill | cols,
		}
		u := &s.uns
		if single[0]&x0&u[0]|single[1]&x1&u[1]|single[2]&x2&u[2]|single[3]&x3&u[3] == 0 {
			continue // no single: the common case, tested at once
		}
		for w := range 4 {
			m := single[w] & p[w] & s.uns[w]
			for ; m != 0; m &= m - 1 {
				i := w<<6 | bits.TrailingZeros64(m)
				if s.can(v, i) && s.uns[w]&(m&-m) != 0 {
					s.place(v, i)
					placed = true
				}
			}
		}
	}
	return placed, true
}

// laneEmpty returns the high bit of each empty 16-bit lane of x.
func laneEmpty(x uint64) uint64 {
	return (((x&laneRest)+laneRest)|x)&laneHigh ^ laneHigh
}

// laneSingles returns the lanes of x with exactly one bit, filled, when
// no lane is empty: x&(x-1) leaves such a lane empty, and nothing
// borrows.
func laneSingles(x uint64) uint64 {
	y := x & (x - laneLow)
	return (^(((y & laneRest) + laneRest) | y) & laneHigh) >> 15 * 0xffff
}

// nibFlags returns the high bit of each nonzero nibble of x.
func nibFlags(x uint64) uint64 {
	const rest, high = 0x7777777777777777, 0x8888888888888888
	return (((x & rest) + rest) | x) & high
}

// lockedCandidates removes, for each value, the places a box confines to
// one row or column from the rest of that line, and the places a row or
// column confines to one box from the rest of the box, by word operations
// on the value's plane. It reports whether it removed any, and false for
// ok when a row or box has no place left for a value.
func (s *state16) lockedCandidates() (changed, ok bool) {
	for v := range s.p {
		if s.staleLocked>>v&1 == 0 {
			continue
		}
		s.staleLocked &^= 1 << v
		p := &s.p[v]
		var cut, empty uint64 // the places this plane lost; its empty units
		for w := range 4 {
			x := p[w]
			f := nibFlags(x) // nonzero nibbles: row k's places in box b
			f0, f1, f2, f3 := f&0xffff, f>>16&0xffff, f>>32&0xffff, f>>48
			// A lane (row) or box without a place: the plane is
			// refuted once the loop is done, whatever the loop then
			// does to it.
			empty |= (((f&laneRest)+laneRest)|f)&laneHigh ^ laneHigh | (f0 | f1 | f2 | f3) ^ nibHigh
			// Box to row: the boxes with places in one lane only clear
			// the rest of that lane.
			only := nibHigh &^ (f0&f1 | (f0|f1)&f2 | (f0|f1|f2)&f3)
			sel := f & (only * laneLow)
			has := (((sel & laneRest) + laneRest) | sel) & laneHigh
			clear := (has >> 15 * 0xffff) &^ (sel >> 3 * 0xf)
			// Row to box: a lane with places in one box only clears that
			// box in the other lanes (in every lane when two lanes
			// confine the value to the same box).
			y := f & (f - laneLow) // no lane is empty: nothing borrows
			one := f & (^(((y & laneRest) + laneRest) | y) & laneHigh >> 15 * 0xffff)
			oo, ot, _ := foldLanes3(one) // lanes confined to each box: at least one, two
			all := oo >> 3 * 0xf
			two := ot >> 3 * 0xf
			clear |= all * laneLow &^ (one >> 3 * 0xf &^ (two * laneLow))
			if c := x & clear; c != 0 {
				x &^= c
				p[w] = x
				cut |= c
			}
			// Box to column: the boxes whose places are in one column.
			bo := (x | x>>16 | x>>32 | x>>48) & 0xffff
			z := bo & (bo - nibLow)
			col := bo & (^(((z & nibRest) + nibRest) | z) & nibHigh >> 3 * 0xf)
			if col == 0 {
				continue
			}
			c := col * laneLow
			w1, w2, w3 := (w+1)&3, (w+2)&3, (w+3)&3 // the other bands
			y1, y2, y3 := p[w1]&c, p[w2]&c, p[w3]&c
			p[w1] &^= y1
			p[w2] &^= y2
			p[w3] &^= y3
			cut |= y1 | y2 | y3
		}
		if empty != 0 {
			return changed, false
		}
		// Column to box: the columns whose places are in one band.
		c0 := (p[0] | p[0]>>16 | p[0]>>32 | p[0]>>48) & 0xffff
		c1 := (p[1] | p[1]>>16 | p[1]>>32 | p[1]>>48) & 0xffff
		c2 := (p[2] | p[2]>>16 | p[2]>>32 | p[2]>>48) & 0xffff
		c3 := (p[3] | p[3]>>16 | p[3]>>32 | p[3]>>48) & 0xffff
		twice := c0&c1 | (c0|c1)&c2 | (c0|c1|c2)&c3
		for w, cw := range [4]uint64{c0, c1, c2, c3} {
			only := cw &^ twice
			if only == 0 {
				continue
			}
			clear := (nibFlags(only) >> 3 * 0xf) &^ only * laneLow
			y := p[w] & clear
			p[w] &^= y
			cut |= y
		}
		if cut != 0 {
			changed = true
			s.stale |= 1 << v
			s.staleLocked |= 1 << v
			s.stalePairs |= 1 << v
		}
	}
	return changed, true
}

// propagate applies naked and hidden singles and locked candidates until
// nothing changes; it reports false on a contradiction.
func (s *state16) propagate() bool {
	for {
		placed, ok := s.nakedSingles()
		if !ok {
			return false
		}
		if placed {
			continue
		}
		if placed, ok = s.hiddenSingles(); !ok {
			return false
		}
		if placed {
			continue
		}
		if s.uns == (plane16{}) {
			return true
		}
		changed, ok := s.lockedCandidates()
		if !ok {
			return false
		}
		if !changed && (!s.pairsOn || !s.pairs()) {
			return true
		}
	}
}

// write stores the solved grid in out.
func (s *state16) write(out []uint8) {
	for v := range s.p {
		for w, x := range s.p[v] {
			for ; x != 0; x &= x - 1 {
				out[w<<6|bits.TrailingZeros64(x)] = uint8(v + 1)
			}
		}
	}
}
