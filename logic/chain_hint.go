package logic

// Sudoku Explainer collects every hint of a chaining producer, sorts them
// by rating, then complexity, then kind (a stable sort), merges hints with
// the same eliminations and applies the first (docs/rating.md §5). The
// first after a stable sort is the least by (rating, complexity, kind)
// among those found first, so a producer keeps only the best so far: a
// later hint replaces it only when strictly less.

// The kinds of chaining hints, SE's sort keys (getSortKey).
const (
	kindDouble        = 1 // double forcing chain (on and off imply the same)
	kindX             = 2 // X-cycle or forcing X-chain
	kindY             = 3 // Y-cycle
	kindXY            = 4 // cycle or forcing chain with both kinds of links
	kindCell          = 5 // cell forcing chains
	kindRegion        = 6 // region (unit) forcing chains
	kindContradiction = 7 // contradiction, Nishio
)

// bestHint is the order key of the best hint a producer has found.
type bestHint struct {
	set        bool
	rating     float64
	complexity int
	kind       int
}

// better tells whether a hint of this rating, complexity and kind comes
// before the best so far in SE's sort.
func (b *bestHint) better(rating float64, complexity, kind int) bool {
	if !b.set {
		return true
	}
	if rating != b.rating {
		return rating < b.rating
	}
	if complexity != b.complexity {
		return complexity < b.complexity
	}
	return kind < b.kind
}

// better tells whether a hint of this rating, complexity and kind, of a
// kind c.mask allows, comes before the best so far.
func (c *chainer) better(rating float64, complexity, kind int) bool {
	return (c.mask == 0 || c.mask&(1<<kind) != 0) && c.best.better(rating, complexity, kind)
}

// take makes the key the best and resets h for the caller to fill.
func (c *chainer) take(h *seHint, rating float64, complexity, kind int, technique string) {
	c.best = bestHint{true, rating, complexity, kind}
	h.reset()
	h.rating, h.technique = rating, technique
}

// eliminateOthers records in h the removal of every candidate of cell i
// but v (in the working grid: the rated one, outside a nested chain), and
// tells whether there was one.
func (c *chainer) eliminateOthers(h *seHint, i, v int) bool {
	rest := c.marks[i] &^ bit(v)
	for w := 1; rest != 0; w++ {
		if rest&bit(w) != 0 {
			h.eliminate(i, w)
			rest &^= bit(w)
		}
	}
	return len(h.elims) > 0
}

// countOthers is the number of candidates of cell i but v in the rated
// grid.
func (c *chainer) countOthers(i, v int) int {
	n := 0
	for rest := c.marks[i] &^ bit(v); rest != 0; rest &= rest - 1 {
		n++
	}
	return n
}
