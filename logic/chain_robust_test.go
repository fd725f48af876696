package logic

import (
	"math/rand/v2"
	"testing"
)

// TestChainsNoPanic runs the chaining producers #21 and #23–#25, each on a
// fresh worker and on a shared one, over grid states with candidates removed at random
// (cells with none left, units without a place for a value): no panic,
// and every hint removes or places only candidates of the grid.
func TestChainsNoPanic(t *testing.T) {
	cases := firstPerRung(readChainCases(t, "testdata/se-chain-steps.txt"))
	rng := rand.New(rand.NewPCG(1, 2))
	shared := &seChains{}
	for _, cs := range cases {
		for trial := 0; trial < 1; trial++ {
			c := candidatesOf(t, cs.state)
			for i := range c.marks {
				if c.marks[i] != 0 && rng.IntN(4) == 0 {
					c.marks[i] &= rng.Uint64()
				}
			}
			for k, s := range []*seChains{{}, shared} {
				for _, r := range chainRungs(s)[:4] {
					var h seHint
					if !r.p(c, &h) {
						continue
					}
					for _, e := range h.elims {
						if !c.Has(int(e.cell), int(e.value)) {
							t.Errorf("%s (worker %d) %s removes %d at %d, not a candidate", cs.where, k, r.name, e.value, e.cell)
						}
					}
					if h.cell >= 0 && !c.Has(h.cell, h.value) {
						t.Errorf("%s (worker %d) %s places %d at %d, not a candidate", cs.where, k, r.name, h.value, h.cell)
					}
				}
			}
		}
	}
}
