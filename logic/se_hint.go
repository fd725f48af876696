package logic

// seHint is one hint of Sudoku Explainer's ladder (docs/rating.md §3) as
// the rating path takes it: its rating, the technique, what it places and
// what it removes. It carries no sentence and no pattern, so that rating a
// puzzle builds no text; its eliminations live in a buffer reused from hint
// to hint.
type seHint struct {
	rating    float64 // SE's difficulty of the hint, bonuses included
	technique string  // the technique as sudokit names it: "Naked Pair", "Forcing Chain"
	cell      int     // the flat index of the cell it places a value in, or -1
	value     int     // the value placed at cell
	elims     []seElim
}

// An seElim is one candidate a hint removes: value at the cell of flat
// index cell.
type seElim struct {
	cell  int32
	value int32
}

// reset empties h for the next hint, keeping its buffer.
func (h *seHint) reset() {
	h.rating, h.technique, h.cell, h.value = 0, "", -1, 0
	h.elims = h.elims[:0]
}

// eliminate records that h removes v from cell i.
func (h *seHint) eliminate(i, v int) {
	h.elims = append(h.elims, seElim{int32(i), int32(v)})
}

// places tells whether h places a value, the test Sudoku Explainer makes
// for EP (docs/rating.md §2).
func (h *seHint) places() bool { return h.cell >= 0 }

// apply makes h's eliminations in c, then its placement (docs/rating.md
// §2.1: a direct hint has no eliminations and places only).
func (h *seHint) apply(c *Candidates) {
	for _, e := range h.elims {
		c.Eliminate(int(e.cell), int(e.value))
	}
	if h.cell >= 0 {
		c.Place(h.cell, h.value)
	}
}

// An seProducer is one rung of Sudoku Explainer's ladder: it writes the
// first hint of its rung (in SE's own order of discovery, docs/rating.md
// §5) into h, which it resets first, and tells whether there is one. It
// does not change c. A producer that keeps scratch space is a method value
// of the struct that holds it, one per rating worker.
type seProducer func(c *Candidates, h *seHint) bool
