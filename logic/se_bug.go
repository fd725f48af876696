package logic

import "math/bits"

// SE's Bivalue Universal Grave (#19, docs/rating.md §3): for each unit
// (boxes, rows, columns, by index) and value with other than zero or two
// places, the one place in a cell of three or more candidates is a BUG
// cell holding a BUG value (two or more such places: another unit decides;
// none: no BUG). Without the BUG values, every blank cell must have two
// candidates and every value two places or none in each unit; then one of
// the BUG values is true. Type 1 (5.6): one BUG cell keeps only its BUG
// values. Type 2 (5.7): one BUG value leaves every cell that sees all the
// BUG cells. Type 3 (5.7 + 0.1 × (k − 1)): the BUG values form a naked set
// of k values with k − 1 cells of a unit all BUG cells share. Type 4
// (5.7): two BUG cells of one unit share one value besides their BUG
// values: each keeps only its BUG values and that value. SE tries type 1;
// else type 2, then 4; else type 4, then 3.

// bugSearch is the scratch space of the BUG producer.
type bugSearch struct {
	marks   []uint64 // the candidates with the BUG values removed
	values  []uint64 // per cell: its BUG values
	common  []bool   // per cell: sees every BUG cell and is none
	cells   []int    // the BUG cells, in order of discovery
	visit   bugVisit
	regionC []int // type 3: the common cells of the unit
}

// bug is SE's BUG producer (#19).
func (se *seScratch) bug(c *Candidates, h *seHint) bool {
	h.reset()
	s := se.s
	q := se.bugs
	if q == nil {
		q = &bugSearch{marks: make([]uint64, s.Cells), values: make([]uint64, s.Cells), common: make([]bool, s.Cells)}
		se.bugs = q
	}
	copy(q.marks, c.marks)
	for i := range q.values {
		q.values[i], q.common[i] = 0, false
	}
	q.cells = q.cells[:0]
	var all uint64
	nCommon := 0
	for _, kind := range [3]int{2, 0, 1} {
		for u := kind * s.N; u < (kind+1)*s.N; u++ {
			c.positions(u, se.pos)
			unit := s.Unit(u)
			for v := 1; v <= s.N; v++ {
				p := se.pos[v]
				if n := bits.OnesCount64(p); n == 0 || n == 2 {
					continue
				}
				cell, found := -1, 0
				for ; p != 0; p &= p - 1 {
					if i := unit[bitsTZ(p)]; bits.OnesCount64(c.marks[i]) >= 3 {
						cell = i
						found++
					}
				}
				if found == 0 {
					return false
				}
				if found > 1 {
					continue
				}
				first := len(q.cells) == 0
				if q.values[cell] == 0 {
					q.cells = append(q.cells, cell)
				}
				q.values[cell] |= bit(v)
				all |= bit(v)
				q.marks[cell] &^= bit(v)
				if first {
					for _, t := range s.Peers(cell) {
						q.common[t] = true
					}
					nCommon = len(s.Peers(cell))
				} else {
					for i, in := range q.common {
						if in && (i == cell || !c.sees(i, cell)) {
							q.common[i] = false
							nCommon--
						}
					}
				}
				for _, b := range q.cells {
					if q.common[b] {
						q.common[b] = false
						nCommon--
					}
				}
				if len(q.cells) > 1 && bits.OnesCount64(all) > 1 && nCommon == 0 {
					return false
				}
			}
		}
	}
	for i, m := range q.marks {
		if c.values[i] == 0 && bits.OnesCount64(m) != 2 {
			return false
		}
	}
	for u := 0; u < 3*s.N; u++ {
		for v := 1; v <= s.N; v++ {
			n := 0
			for _, i := range s.Unit(u) {
				if q.marks[i]&bit(v) != 0 {
					n++
				}
			}
			if n != 0 && n != 2 {
				return false
			}
		}
	}
	switch {
	case len(q.cells) == 1:
		b := q.cells[0]
		for m := c.marks[b] &^ all; m != 0; m &= m - 1 {
			h.eliminate(b, bitsTZ(m)+1)
		}
		h.technique, h.rating = "BUG+1", 5.6
		return true
	case bits.OnesCount64(all) == 1:
		if nCommon > 0 {
			v := bitsTZ(all) + 1
			for i, in := range q.common {
				if in && c.marks[i]&all != 0 {
					h.eliminate(i, v)
				}
			}
			if len(h.elims) > 0 {
				h.technique, h.rating = "BUG type 2", 5.7
				return true
			}
		}
		return len(q.cells) == 2 && se.bug4(c, h, all)
	case nCommon > 0:
		return len(q.cells) == 2 && se.bug4(c, h, all) || se.bug3(c, h, all)
	}
	return false
}

// sharedUnit is the unit of kind kind every BUG cell lies in, or -1.
func (q *bugSearch) sharedUnit(se *seScratch, kind int) int {
	u := -1
	for _, b := range q.cells {
		ub := se.s.UnitsOf(b)[kind]
		if u >= 0 && ub != u {
			return -1
		}
		u = ub
	}
	return u
}

// bug4 is BUG type 4 on the two BUG cells.
func (se *seScratch) bug4(c *Candidates, h *seHint, all uint64) bool {
	q := se.bugs
	c1, c2 := q.cells[0], q.cells[1]
	common := c.marks[c1] & c.marks[c2] &^ all
	if bits.OnesCount64(common) != 1 {
		return false
	}
	for _, kind := range [3]int{2, 0, 1} {
		if q.sharedUnit(se, kind) < 0 {
			continue
		}
		for _, b := range [2]int{c1, c2} {
			for m := c.marks[b] &^ q.values[b] &^ common; m != 0; m &= m - 1 {
				h.eliminate(b, bitsTZ(m)+1)
			}
		}
		h.technique, h.rating = "BUG type 4", 5.7
		return true
	}
	return false
}

// bugVisit is the visitor of the type 3 search: the naked set of the
// k − 1 cells of the tuple and the BUG values.
type bugVisit struct {
	se   *seScratch
	c    *Candidates
	h    *seHint
	all  uint64
	k    int
	unit int
}

func (v *bugVisit) visit(union uint64) bool {
	q, c, t := v.se.bugs, v.c, &v.se.tuples
	if union|v.all != union || bits.OnesCount64(v.all) < 2 {
		return false
	}
	for j, i := range q.regionC {
		in := false
		for _, m := range t.pick[:t.k] {
			if t.id[m] == j {
				in = true
			}
		}
		if in {
			continue
		}
		for m := c.marks[i] & union; m != 0; m &= m - 1 {
			v.h.eliminate(i, bitsTZ(m)+1)
		}
	}
	if len(v.h.elims) == 0 {
		return false
	}
	v.h.technique, v.h.rating = "BUG type 3", 5.7+float64(v.k-1)*0.1
	return true
}

// bug3 is BUG type 3: for the units all BUG cells share (box, row,
// column), sizes k = 2…6, the k − 1 common cells of the unit in colex
// order over the common cells in SE's order (the first BUG cell's house
// cells: its box, then its row, then its column).
func (se *seScratch) bug3(c *Candidates, h *seHint, all uint64) bool {
	q, s := se.bugs, se.s
	t := &se.tuples
	for _, kind := range [3]int{2, 0, 1} {
		u := q.sharedUnit(se, kind)
		if u < 0 {
			continue
		}
		q.regionC = q.regionC[:0]
		for _, i := range se.houseOf(q.cells[0]) {
			if q.common[i] && s.UnitsOf(int(i))[kind] == u {
				q.regionC = append(q.regionC, int(i))
			}
		}
		for k := 2; k <= 6; k++ {
			if len(q.regionC) < k {
				continue
			}
			t.k, t.want, t.n = k-1, k, 0
			for j, i := range q.regionC {
				if n := bits.OnesCount64(c.marks[i]); n >= 2 && n <= k {
					t.add(c.marks[i], j)
				}
			}
			if t.n < k-1 {
				continue
			}
			q.visit = bugVisit{se: se, c: c, h: h, all: all, k: k, unit: u}
			if t.walk(k-2, t.n, 0, &q.visit) {
				return true
			}
		}
	}
	return false
}
