package logic

import "math/bits"

// SE's naked and hidden sets (#3, #5 direct hidden; #7, #9, #10, #12,
// #16, #18): units in the order boxes, columns, rows, by index; inside a
// unit the k-tuples of cells (naked) or values (hidden) in colex order, the
// order of their bit masks; every member has at least two candidates or
// places, and the k members' union has k elements. Naked sets are sought
// in units with at least 2k blank cells, hidden sets in units with more
// than 2k (direct ones: more than k).

var (
	nakedNames        = [5]string{2: "Naked Pair", 3: "Naked Triple", 4: "Naked Quad"}
	hiddenNames       = [5]string{2: "Hidden Pair", 3: "Hidden Triple", 4: "Hidden Quad"}
	directHiddenNames = [4]string{2: "Direct Hidden Pair", 3: "Direct Hidden Triple"}
	nakedRatings      = [5]float64{2: 3.0, 3: 3.6, 4: 5.0}
	hiddenRatings     = [5]float64{2: 3.4, 3: 4.0, 4: 5.4}
	directRatings     = [4]float64{2: 2.0, 3: 2.5}
)

// The rungs of the sets, by size.

func (se *seScratch) directHiddenPair(c *Candidates, h *seHint) bool {
	return se.sets(c, h, 2, true, true)
}

func (se *seScratch) directHiddenTriple(c *Candidates, h *seHint) bool {
	return se.sets(c, h, 3, true, true)
}

func (se *seScratch) nakedPair(c *Candidates, h *seHint) bool {
	return se.sets(c, h, 2, false, false)
}

func (se *seScratch) nakedTriple(c *Candidates, h *seHint) bool {
	return se.sets(c, h, 3, false, false)
}

func (se *seScratch) nakedQuad(c *Candidates, h *seHint) bool {
	return se.sets(c, h, 4, false, false)
}

func (se *seScratch) hiddenPair(c *Candidates, h *seHint) bool {
	return se.sets(c, h, 2, true, false)
}

func (se *seScratch) hiddenTriple(c *Candidates, h *seHint) bool {
	return se.sets(c, h, 3, true, false)
}

func (se *seScratch) hiddenQuad(c *Candidates, h *seHint) bool {
	return se.sets(c, h, 4, true, false)
}

// seTuples holds the members of a set or fish search, each with a mask
// and an id, and walks their k-tuples in colex order (the order of the
// tuples' bit masks over the members: SE's tools/Permutations), pruning a
// partial tuple whose union already has more than want elements. Members are
// added in SE's order; leaving out members that cannot belong to any tuple
// keeps the order of the others.
type seTuples struct {
	k    int // members in a tuple
	want int // elements in the union of a tuple's masks: k for a set or a fish
	n    int
	mask [64]uint64
	id   [64]int
	pick [64]int // the tuple being walked: pick[k-1] is its largest member
}

// add appends a member.
func (t *seTuples) add(mask uint64, id int) {
	t.mask[t.n], t.id[t.n] = mask, id
	t.n++
}

// An seVisitor takes each tuple of a walk, the tuple in pick and the union
// of its masks in union, and tells whether the walk stops there.
type seVisitor interface {
	visit(union uint64) bool
}

// walk fills slots d…0 of pick with members below limit, slot d rising
// fastest at d = 0, so that tuples come in colex order, and hands each
// tuple whose union has exactly want elements to v; it tells whether v
// stopped the walk. Start it with walk(k-1, n, union, v), union the
// elements every tuple has; k is at least 1.
func (t *seTuples) walk(d, limit int, union uint64, v seVisitor) bool {
	for m := d; m < limit; m++ {
		un := union | t.mask[m]
		if bits.OnesCount64(un) > t.want {
			continue
		}
		t.pick[d] = m
		if d == 0 {
			if bits.OnesCount64(un) == t.want && v.visit(un) {
				return true
			}
		} else if t.walk(d-1, m, un, v) {
			return true
		}
	}
	return false
}

// setVisit is the visitor of a set search: the grid, the hint, the unit
// and the kind of set.
type setVisit struct {
	se             *seScratch
	c              *Candidates
	h              *seHint
	unit           []int
	hidden, direct bool
}

func (q *setVisit) visit(union uint64) bool {
	return q.se.setHint(q.c, q.h, q.unit, union, q.hidden, q.direct)
}

// sets finds the first naked (hidden false) or hidden set of size k, or,
// with direct, the first hidden set whose eliminations would leave a
// hidden single in its unit.
func (se *seScratch) sets(c *Candidates, h *seHint, k int, hidden, direct bool) bool {
	h.reset()
	s := se.s
	t := &se.tuples
	t.k, t.want = k, k
	for _, kind := range seKinds {
		for u := kind * s.N; u < (kind+1)*s.N; u++ {
			blanks := int(c.unitBlanks[u])
			if !hidden && blanks < 2*k || hidden && !direct && blanks <= 2*k || direct && blanks <= k {
				continue
			}
			unit := s.Unit(u)
			t.n = 0
			if hidden {
				c.positions(u, se.pos)
				for v := 1; v <= s.N; v++ {
					if n := bits.OnesCount64(se.pos[v]); n >= 2 && n <= k {
						t.add(se.pos[v], v)
					}
				}
			} else {
				for j, i := range unit {
					if n := bits.OnesCount64(c.marks[i]); n >= 2 && n <= k {
						t.add(c.marks[i], j)
					}
				}
			}
			if t.n < k {
				continue
			}
			q := &se.setv
			*q = setVisit{se: se, c: c, h: h, unit: unit, hidden: hidden, direct: direct}
			if t.walk(k-1, t.n, 0, q) {
				return true
			}
		}
	}
	return false
}

// setHint writes the hint of the set in pick (union: its places for a
// hidden set, its values for a naked one) into h and tells whether it has
// one.
func (se *seScratch) setHint(c *Candidates, h *seHint, unit []int, union uint64, hidden, direct bool) bool {
	t := &se.tuples
	k := t.k
	if !hidden {
		var cells uint64
		for _, m := range t.pick[:k] {
			cells |= 1 << uint(t.id[m])
		}
		for j, i := range unit {
			if cells&(1<<uint(j)) != 0 {
				continue
			}
			for m := c.marks[i] & union; m != 0; m &= m - 1 {
				h.eliminate(i, bitsTZ(m)+1)
			}
		}
		if len(h.elims) == 0 {
			return false
		}
		h.technique, h.rating = nakedNames[k], nakedRatings[k]
		return true
	}
	var values uint64
	for _, m := range t.pick[:k] {
		values |= bit(t.id[m])
	}
	if direct {
		for v := 1; v <= se.s.N; v++ {
			p := se.pos[v]
			if values&bit(v) != 0 || p&(p-1) == 0 {
				continue
			}
			if out := p &^ union; out != 0 && out&(out-1) == 0 {
				h.cell, h.value = unit[bitsTZ(out)], v
				h.technique, h.rating = directHiddenNames[k], directRatings[k]
				return true
			}
		}
		return false
	}
	for p := union; p != 0; p &= p - 1 {
		i := unit[bitsTZ(p)]
		for m := c.marks[i] &^ values; m != 0; m &= m - 1 {
			h.eliminate(i, bitsTZ(m)+1)
		}
	}
	if len(h.elims) == 0 {
		return false
	}
	h.technique, h.rating = hiddenNames[k], hiddenRatings[k]
	return true
}
