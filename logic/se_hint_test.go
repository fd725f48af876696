package logic

import "testing"

func TestSEHintApply(t *testing.T) {
	c := candidates(t, givens(2, 2, "r1c1=1"))
	var h seHint
	h.reset()
	var p seProducer = func(c *Candidates, h *seHint) bool {
		h.reset()
		h.rating, h.technique = 1.5, "Hidden Single"
		h.eliminate(5, 3)
		h.cell, h.value = 15, 4
		return true
	}
	if !p(c, &h) || !h.places() {
		t.Fatal("the producer reports no placement")
	}
	h.apply(c)
	if c.Has(5, 3) || c.Value(15) != 4 || c.Has(3, 4) {
		t.Errorf("after apply: r2c2 has 3: %v, r4c4 = %d, r1c4 has 4: %v", c.Has(5, 3), c.Value(15), c.Has(3, 4))
	}
	h.reset()
	if h.places() || len(h.elims) != 0 || h.rating != 0 {
		t.Errorf("reset leaves %+v", h)
	}
}
