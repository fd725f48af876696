package fast

import "math/bits"

// Branching on configurations, tdoku's way: in a band a digit's minirows
// form one of six permutations of rows onto boxes (in a stack, of bands
// onto columns), its configurations. The search picks the band or stack
// with the fewest configurations left over its nine digits, and in it a
// digit with the fewest (two if any), and tries each configuration.

// permSeg[i] is permutation i of three rows onto three boxes as 9
// segments, bit r·3+k.
var permSeg = [6]uint16{
	1<<0 | 1<<4 | 1<<8, 1<<0 | 1<<5 | 1<<7, 1<<1 | 1<<3 | 1<<8,
	1<<1 | 1<<5 | 1<<6, 1<<2 | 1<<3 | 1<<7, 1<<2 | 1<<4 | 1<<6,
}

// configs[s] is the permutations that fit inside the 9 segments s, bit i
// for permutation i.
var configs = func() (t [512]uint8) {
	for s := range t {
		for i, m := range permSeg {
			if uint16(s)&m == m {
				t[s] |= 1 << i
			}
		}
	}
	return t
}()

// configsOf[n] is the number of configurations of a shrunk plane with n
// segments: 3 for one, 5 or 6 for two, 7 for three, 8 for four, 9 for six.
var configsOf = [10]uint8{0, 0, 0, 1, 1, 2, 2, 3, 4, 6}

// minirowsH[x] counts, for 9 bits x of a digit's row layout (one row of
// the bands: bit k·3+b is minirow k of band b), the minirows of each band
// as a decimal digit: band b counts 10^b. minirowsV does the same for 9
// bits of the column layout (one band: bit c is column c, of stack c/3),
// by stack. The sums over the three rows (bands) stay below 1000.
var minirowsH, minirowsV = func() (h, v [512]uint16) {
	pow := [3]uint16{1, 10, 100}
	for x := range h {
		for i := 0; i < 9; i++ {
			if x>>i&1 != 0 {
				h[x] += pow[i%3]
				v[x] += pow[i/3]
			}
		}
	}
	return h, v
}()

// configs3[n] is, for three units' minirow counts as decimal digits (see
// minirowsH), their configurations (configsOf) in six bits each, unit u
// at bit 6u: nine digits' sums stay below 64 a unit.
var configs3 = func() (t [1024]uint32) {
	for n := 0; n < 1000; n++ {
		t[n] = uint32(configsOf[n%10]) | uint32(configsOf[n/10%10])<<6 | uint32(configsOf[n/100])<<12
	}
	return t
}()

// compact9 folds the minirows of band b from the row layout x (bit
// r·9+k·3+b) to 9 segments, bit r·3+k.
func compact9(x uint32, b int) uint32 {
	y := x >> uint(b) & firstCells
	z := y | y>>2 | y>>4
	return z&7 | z>>6&0x38 | z>>12&0x1c0
}

// configBranch picks the unit (0-2 bands, 3-5 stacks) with the fewest
// configurations left over the digits not settled in it, and in it a
// digit with the fewest configurations, two or more; cfg is those
// configurations, bit i for permutation i. ok is false when every digit
// is settled in every unit. The state must be propagated, triads included.
func (s *state9) configBranch() (unit, d int, cfg uint8, ok bool) {
	// The configurations of each digit and their sums are kept by the
	// triad pass (minirows.c, minirows.sum). Unit u's field is at bit
	// 6u, or 6u+14 for a stack (the stacks' word starts at bit 32).
	z, c := &s.mr.z, &s.mr.c
	sum := s.mr.sum
	// The unit of fewest configurations over 9 (every digit settled),
	// the first of them on a tie: the least of (n-10)<<3 | u, n-10
	// wrapping far above every real count when n is 9 or less.
	const settled = 10 // above 9: some digit not settled
	key := uint64(uint32(sum&63)-settled) << 3
	key = min(key, uint64(uint32(sum>>6&63)-settled)<<3|1)
	key = min(key, uint64(uint32(sum>>12&63)-settled)<<3|2)
	key = min(key, uint64(uint32(sum>>32&63)-settled)<<3|3)
	key = min(key, uint64(uint32(sum>>38&63)-settled)<<3|4)
	key = min(key, uint64(uint32(sum>>44&63)-settled)<<3|5)
	if key>>3 > 64 {
		return 0, 0, 0, false
	}
	unit = int(key & 7)
	sh := uint(6 * unit)
	if unit >= 3 {
		sh += 14
	}
	sh &= 63 // below 64 already: no test of the shift
	// In it the digit of fewest configurations, two or more, the first of
	// them on a tie: the least of (n-2)<<4 | d (n is at most 6).
	dk := uint64(uint32(c[0]>>sh&63)-2) << 4
	dk = min(dk, uint64(uint32(c[1]>>sh&63)-2)<<4|1)
	dk = min(dk, uint64(uint32(c[2]>>sh&63)-2)<<4|2)
	dk = min(dk, uint64(uint32(c[3]>>sh&63)-2)<<4|3)
	dk = min(dk, uint64(uint32(c[4]>>sh&63)-2)<<4|4)
	dk = min(dk, uint64(uint32(c[5]>>sh&63)-2)<<4|5)
	dk = min(dk, uint64(uint32(c[6]>>sh&63)-2)<<4|6)
	dk = min(dk, uint64(uint32(c[7]>>sh&63)-2)<<4|7)
	dk = min(dk, uint64(uint32(c[8]>>sh&63)-2)<<4|8)
	d = int(dk & 15)
	if unit < 3 {
		cfg = configs[compact9(uint32(z[d]), unit)]
	} else {
		cfg = configs[gather3(uint32(z[d]>>32), uint(unit-3))]
	}
	return unit, d, cfg, true
}

// gather3 is the (band, column) segments of stack st, bit b·3+j, from a
// digit's column layout v (bit b·9+c).
func gather3(v uint32, st uint) uint32 {
	v >>= st * 3
	return v&7 | v>>9&7<<3 | v>>18&7<<6
}

// configDrop[st·6+i][b] is the cells band b loses when a digit takes
// configuration i of stack st: the stack's columns other than the one
// permutation i gives the band (bits b·3+j of permSeg[i]).
var configDrop = func() (t [18][3]uint32) {
	for st := range 3 {
		for i, p := range permSeg {
			for b := range 3 {
				keep := uint32(p>>(3*b)&7) << (3 * st)
				t[st*6+i][b] = (0b111 << (3 * st) &^ keep) * (1 | 1<<9 | 1<<18)
			}
		}
	}
	return t
}()

// applyConfig keeps digit d to configuration i of unit (see configBranch)
// and marks the planes it changed.
func (s *state9) applyConfig(unit, d, i int) {
	var changed uint32
	if unit < 3 {
		k := d*3 + unit
		old := s.f[k]
		s.f[k] = old & shrink[permSeg[i]]
		changed = nonzero(old^s.f[k]) << k
	} else {
		drop := &configDrop[(unit-3)*6+i]
		f := s.f[d*3 : d*3+3 : d*3+3]
		x0, x1, x2 := f[0]&drop[0], f[1]&drop[1], f[2]&drop[2]
		f[0] &^= drop[0]
		f[1] &^= drop[1]
		f[2] &^= drop[2]
		changed = (nonzero(x0) | nonzero(x1)<<1 | nonzero(x2)<<2) << (d * 3)
	}
	s.changed |= changed
}

// propagateTriads is propagate with the triad pass at each fixpoint; it
// leaves the minirows of the propagated state in s.mr.
func (s *state9) propagateTriads() bool {
	for {
		if !s.propagate() {
			return false
		}
		if s.unsolved == [4]uint32{} {
			return true
		}
		ch, ok := s.triads()
		if !ok {
			return false
		}
		if ch == 0 {
			return true
		}
		s.changed |= ch
	}
}

// searchTriads is search with triads and branching on configurations
// (the cell branch when every digit is settled in every band and stack).
func (e *nine) searchTriads(k int) bool {
	ctl := e.ctl
	s := &e.stack[k]
	if s.unsolved == [4]uint32{} {
		if ctl.Count == 0 {
			s.write(ctl.First.Cells)
		}
		return ctl.Found()
	}
	unit, d, cfg, ok := s.configBranch()
	if !ok {
		return e.searchTriadsCell(k)
	}
	ctl.Stats.Guesses++
	for cfg != 0 {
		i := bits.TrailingZeros8(cfg)
		cfg &= cfg - 1
		if !ctl.Spend(ctl.Stats.Nodes) {
			return true
		}
		ctl.Stats.Nodes++
		if cfg == 0 {
			s.applyConfig(unit, d, i)
			if s.propagateTriads() {
				return e.searchTriads(k)
			}
			ctl.Stats.Backtracks++
			return false
		}
		child := &e.stack[k+1]
		*child = *s
		child.applyConfig(unit, d, i)
		if child.propagateTriads() && e.searchTriads(k+1) {
			return true
		}
		ctl.Stats.Backtracks++
	}
	return false
}

// searchTriadsCell is searchTriads' branch on a cell, in digit order, for
// the states where every digit is settled in every unit.
func (e *nine) searchTriadsCell(k int) bool {
	ctl := e.ctl
	s := &e.stack[k]
	b, c, digits := s.branch()
	if digits&(digits-1) != 0 {
		ctl.Stats.Guesses++
	}
	for digits != 0 {
		d := bits.TrailingZeros32(digits)
		digits &^= 1 << d
		if !ctl.Spend(ctl.Stats.Nodes) {
			return true
		}
		ctl.Stats.Nodes++
		if digits == 0 {
			s.place(d, b, c)
			if s.propagateTriads() {
				return e.searchTriads(k)
			}
			ctl.Stats.Backtracks++
			return false
		}
		child := &e.stack[k+1]
		*child = *s
		child.place(d, b, c)
		if child.propagateTriads() && e.searchTriads(k+1) {
			return true
		}
		ctl.Stats.Backtracks++
	}
	return false
}
