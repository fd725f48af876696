package fast

import "testing"

// keep9 is the stack shrink by table: for 9 segments (bit b·3+j: band b
// has the digit in column j of the stack) the union of the permutations
// inside them, 0 when none fits.
var keep9 = func() (t [512]uint16) {
	perms := [6][3]int{{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}}
	for s := range t {
		for _, p := range perms {
			var m uint16
			for r, k := range p {
				m |= 1 << (r*3 + k)
			}
			if uint16(s)&m == m {
				t[s] |= m
			}
		}
	}
	return t
}()

// TestStackShrink holds stackShrinkGo, shifts and masks, to the table on
// every set of segments of every stack: the same cells kept, and a
// contradiction exactly when no permutation fits.
func TestStackShrink(t *testing.T) {
	for st := 0; st < 3; st++ {
		for seg := range 512 {
			var s state9
			// Digit 0 holds the segments in stack st (every cell of each
			// segment's column); the other stacks keep every column.
			for b := 0; b < 3; b++ {
				for c := 0; c < 9; c++ {
					if c/3 != st || seg>>(b*3+c%3)&1 != 0 {
						s.f[b] |= column3(c)
					}
				}
			}
			s.stale = 7
			_, ok := s.stackShrinkGo()
			keep := keep9[seg]
			if ok != (keep != 0) {
				t.Fatalf("stack %d, segments %09b: ok %v, table keeps %09b", st, seg, ok, keep)
			}
			if !ok {
				continue
			}
			for b := 0; b < 3; b++ {
				for c := 0; c < 9; c++ {
					want := c/3 != st || keep>>(b*3+c%3)&1 != 0
					if got := s.f[b]&column3(c) == column3(c); got != want || (!got && s.f[b]&column3(c) != 0) {
						t.Fatalf("stack %d, segments %09b: band %d column %d kept %v, table %v", st, seg, b, c, got, want)
					}
				}
			}
		}
	}
}
