package fast

import (
	"math/bits"
	"math/rand/v2"
	"testing"

	"github.com/sudokit-go/sudokit/internal/enginetest"
)

// propagateByPlace is propagate as it was before place was written out in
// its hidden-single loop: the same steps, calling place.
func (s *state9) propagateByPlace() bool {
	var seen uint32
	for {
		todo := s.changed
		s.changed = 0
		for todo != 0 {
			k := uint(bits.TrailingZeros32(todo)) & 31
			todo &^= 1 << k
			old := s.f[k]
			x := old & shrink[(uint32(segOf[old&row9])|uint32(segOf[old>>9&row9])<<3|uint32(segOf[old>>18&row9])<<6)&511]
			if x == 0 {
				return false
			}
			s.f[k] = x
			seen |= 1 << k
			b := planeBand[k]
			y := x & s.unsolved[b]
			for m := lone[y&row9] | lone[y>>9&row9]<<1 | lone[y>>18&row9]<<2; m != 0; m &= m - 1 {
				r := 9 * uint(bits.TrailingZeros8(m))
				s.place(int(planeDigit[k]), int(b), bits.TrailingZeros32(y>>r&row9)+int(r))
				todo |= s.changed
				s.changed = 0
			}
		}
		if s.unsolved == [4]uint32{} {
			return true
		}
		placed, ok := s.nakedSingles(seen)
		seen = 0
		if !ok {
			return false
		}
		if placed {
			continue
		}
		if placed, ok = s.stackShrink(); !ok {
			return false
		}
		if !placed {
			return true
		}
	}
}

// TestPropagatePlace walks random branches of 9x9 puzzles and holds
// propagate, with place written out in it, to the same steps calling
// place: the same answer and the same whole state (planes, unsolved cells
// and the changed and stale sets) at every depth.
func TestPropagatePlace(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 2026))
	samples := enginetest.Set(t, "9x9-top1465", 60)
	samples = append(samples, enginetest.Set(t, "9x9-kaggle", 20)...)
	steps, walks := 0, 0
	for _, smp := range samples {
		for walk := 0; walk < 32; walk++ {
			walks++
			var s state9
			if !s.load(smp.Puzzle) {
				t.Fatalf("%s: givens clash", smp.Where)
			}
			for depth := 0; ; depth++ {
				a, b := s, s
				pa, pb := a.propagate(), b.propagateByPlace()
				if pa != pb || a != b {
					t.Fatalf("%s walk %d depth %d: propagate %v, by place %v, or the states differ", smp.Where, walk, depth, pa, pb)
				}
				steps++
				if !pa || a.unsolved == [4]uint32{} {
					break
				}
				s = a
				s.placeRandom(rng)
			}
		}
	}
	// Most walks go below the root (the kaggle puzzles need no branch).
	if steps < 2*walks {
		t.Errorf("only %d propagations compared in %d walks", steps, walks)
	}
}

// placeRandom places a random digit of a random unsolved cell of s, as the
// random walks of the 9x9 tests go down.
func (s *state9) placeRandom(rng *rand.Rand) {
	var cells []int
	for i := 0; i < 81; i++ {
		if s.unsolved[i/27]>>(i%27)&1 != 0 {
			cells = append(cells, i)
		}
	}
	i := cells[rng.IntN(len(cells))]
	var ds []int
	for m := s.digits(i/27, i%27); m != 0; m &= m - 1 {
		ds = append(ds, bits.TrailingZeros32(m))
	}
	s.place(ds[rng.IntN(len(ds))], i/27, i%27)
}
