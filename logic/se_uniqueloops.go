package logic

import "math/bits"

// SE's Unique Rectangles and Loops (#15, docs/rating.md §3): a loop of an
// even number of cells sharing candidates v1 and v2, each unit it visits
// visited by exactly two of its cells, of opposite parity, would hold two
// solutions (v1 and v2 swapped) if its cells held only v1 and v2; so the
// cells with extra candidates ("rescue" cells) keep one of them. Type 1:
// one rescue cell loses v1 and v2. Type 2: the rescue cells share one
// extra value x, removed from every cell that sees them all. Type 3: two
// rescue cells act as one cell holding their extra values, in a naked or a
// hidden set of a unit they share. Type 4: in a unit the two rescue cells
// share, v1 (or v2) has no other place, so the other loop value leaves
// both.
//
// SE collects every hint from the loops found from each bivalue cell in
// row-major order, then sorts them by rating, then type, stably: the hint
// taken is the first found among those of least rating and type. Ratings:
// 4.5, +0.1 for a loop of 6 cells, +0.2 for 8, +0.5 for 10 or more; type 3
// adds 0.1 × (k − 1) for a naked set of k values, 0.1 × (cells of the
// hidden set other than the loop's two − 1).

// ulSearch is the state of one search for unique loops, in flat arrays.
type ulSearch struct {
	se     *seScratch
	c      *Candidates
	h      *seHint
	v1, v2 int
	pair   uint64 // bit(v1) | bit(v2)
	loop   []int  // the path being walked, from its start cell
	inLoop []bool // per cell
	odd    []bool // per unit: visited by an odd-numbered loop cell
	even   []bool // per unit: visited by an even-numbered one
	extra  [64]int
	nExtra int

	cand     seHint // a hint being built
	found    bool
	best     float64
	bestType int
	done     bool // the least possible hint (4.5, type 1) is found

	// explain asks offer to keep the details of the best hint in best
	// (cur holds those of the hint being offered); maxLen, when not 0,
	// bounds the length of the loops walked.
	explain bool
	maxLen  int
	cur     ulDetail
	detail  ulDetail

	ulv ulVisit
}

// ulDetail is what explain tells of a unique loop hint.
type ulDetail struct {
	typ       int
	loop      []int // the loop's cells, in the order walked
	v1, v2    int
	rescue    []int  // the cells with extra candidates, in loop order
	x         int    // type 2: the extra value
	unit      int    // types 3 and 4: the unit
	lock      int    // type 4: the loop value with no other place in unit
	set       []int  // type 3: the set's cells besides the rescue cells
	setValues uint64 // type 3: the set's values
	hidden    bool   // type 3: a hidden set
}

// uniqueLoops is SE's Unique Loops producer (#15).
func (se *seScratch) uniqueLoops(c *Candidates, h *seHint) bool {
	h.reset()
	q := se.ul
	if q == nil {
		q = newULSearch(se.s)
		se.ul = q
	}
	q.se, q.c, q.h, q.found, q.done = se, c, h, false, false
	for i, m := range c.marks {
		if bits.OnesCount64(m) != 2 {
			continue
		}
		q.v1 = bitsTZ(m) + 1
		q.v2 = bitsTZ(m&(m-1)) + 1
		q.pair = m
		q.walk(i, 2, 0, -1)
		if q.done {
			break
		}
	}
	return q.found
}

// walk is SE's depth-first search for loops (UniqueLoops.checkForLoops):
// it adds cell to the loop and goes on to every cell of its units (but the
// kind of unit it came through) that has both loop values, allowing at
// most allowed cells with more candidates, or any number when the extra
// values seen so far are one value. The extra values seen accumulate over
// the cells tried from this cell, as in SE.
func (q *ulSearch) walk(cell, allowed int, ex uint64, lastKind int) {
	c, s := q.c, q.se.s
	q.loop = append(q.loop, cell)
	q.inLoop[cell] = true
	deeper := q.maxLen == 0 || len(q.loop) < q.maxLen
	us := s.UnitsOf(cell)
	for _, kind := range [3]int{2, 0, 1} { // box, row, column
		if kind == lastKind {
			continue
		}
		for _, next := range s.Unit(us[kind]) {
			if q.done {
				break
			}
			if next == q.loop[0] && len(q.loop) >= 4 {
				q.closed()
				continue
			}
			if q.inLoop[next] || !deeper {
				continue
			}
			m := c.marks[next]
			if m&q.pair != q.pair {
				continue
			}
			ex |= m &^ q.pair
			n := bits.OnesCount64(m)
			if n == 2 || bits.OnesCount64(ex) == 1 || allowed > 0 {
				a := allowed
				if n > 2 {
					a--
				}
				q.walk(next, a, ex, kind)
			}
		}
	}
	q.inLoop[cell] = false
	q.loop = q.loop[:len(q.loop)-1]
}

// closed handles the loop in q.loop, closed on its start cell.
func (q *ulSearch) closed() {
	if !q.valid() {
		return
	}
	c := q.c
	q.cur = ulDetail{set: q.cur.set[:0], unit: -1}
	q.nExtra = 0
	for _, i := range q.loop {
		if bits.OnesCount64(c.marks[i]) > 2 {
			q.extra[q.nExtra] = i
			q.nExtra++
		}
	}
	switch {
	case q.nExtra == 1:
		q.cand.reset()
		q.cand.eliminate(q.extra[0], q.v1)
		q.cand.eliminate(q.extra[0], q.v2)
		q.cur.typ = 1
		q.offer(q.base(), 1)
	case q.nExtra > 2:
		q.type2()
	case q.nExtra == 2:
		r := (c.marks[q.extra[0]] | c.marks[q.extra[1]]) &^ q.pair
		if n := bits.OnesCount64(r); n == 1 {
			q.type2()
		} else if n >= 2 {
			q.type3(r)
		}
		q.type4()
	}
}

// valid tells whether every unit the loop visits is visited by exactly
// two of its cells, one at an even place, one at an odd place.
func (q *ulSearch) valid() bool {
	s := q.se.s
	ok := true
	for k, i := range q.loop {
		seen := q.even
		if k%2 == 1 {
			seen = q.odd
		}
		for _, u := range s.UnitsOf(i) {
			if seen[u] {
				ok = false
			}
			seen[u] = true
		}
	}
	for _, i := range q.loop {
		for _, u := range s.UnitsOf(i) {
			if q.odd[u] != q.even[u] {
				ok = false
			}
		}
	}
	for _, i := range q.loop {
		for _, u := range s.UnitsOf(i) {
			q.odd[u], q.even[u] = false, false
		}
	}
	return ok
}

// base is the rating of a hint on the loop, before a type 3 bonus.
func (q *ulSearch) base() float64 {
	r, n := 4.5, len(q.loop)
	if n >= 10 {
		r += 0.3
	}
	if n >= 8 {
		r += 0.2
	} else if n >= 6 {
		r += 0.1
	}
	return r
}

// offer takes the hint in q.cand, of rating r and type typ, if it
// eliminates something and comes before the best so far in SE's sort.
func (q *ulSearch) offer(r float64, typ int) bool {
	if len(q.cand.elims) == 0 {
		return false
	}
	if q.found && (r > q.best || r == q.best && typ >= q.bestType) {
		return true
	}
	q.found, q.best, q.bestType = true, r, typ
	q.h.elims, q.cand.elims = q.cand.elims, q.h.elims
	q.h.rating, q.h.technique = r, "Unique Rectangle"
	if len(q.loop) > 4 {
		q.h.technique = "Unique Loop"
	}
	if q.explain {
		d, cur := &q.detail, &q.cur
		d.typ, d.v1, d.v2, d.x, d.unit, d.lock, d.setValues, d.hidden =
			typ, q.v1, q.v2, cur.x, cur.unit, cur.lock, cur.setValues, cur.hidden
		d.loop = append(d.loop[:0], q.loop...)
		d.rescue = append(d.rescue[:0], q.extra[:q.nExtra]...)
		d.set = append(d.set[:0], cur.set...)
	}
	if r == 4.5 && typ == 1 {
		q.done = true
	}
	return true
}

// type2: the rescue cells' one extra value x leaves every cell that sees
// them all (SE takes x from the first rescue cell).
func (q *ulSearch) type2() {
	c, s := q.c, q.se.s
	x := bitsTZ(c.marks[q.extra[0]]&^q.pair) + 1
	q.cand.reset()
	first := q.extra[0]
	for _, t := range s.Peers(first) {
		i := int(t)
		if c.marks[i]&bit(x) == 0 {
			continue
		}
		all := true
		for _, e := range q.extra[1:q.nExtra] {
			if i == e || !c.sees(i, e) {
				all = false
				break
			}
		}
		if all {
			q.cand.eliminate(i, x)
		}
	}
	q.cur.x = x
	q.offer(q.base(), 2)
}

// type4: in a unit the two rescue cells share, one loop value has no other
// place: the other loop value leaves both. SE takes the last such unit
// (box, row, column) for v1, else for v2.
func (q *ulSearch) type4() {
	c, s := q.c, q.se.s
	c1, c2 := q.extra[0], q.extra[1]
	u1, u2 := s.UnitsOf(c1), s.UnitsOf(c2)
	lock1, lock2 := -1, -1 // the last unit where v1 (v2) has no other place
	for _, kind := range [3]int{2, 0, 1} {
		if u1[kind] != u2[kind] {
			continue
		}
		has1, has2 := false, false
		for _, i := range s.Unit(u1[kind]) {
			if i != c1 && i != c2 {
				has1 = has1 || c.marks[i]&bit(q.v1) != 0
				has2 = has2 || c.marks[i]&bit(q.v2) != 0
			}
		}
		if !has1 {
			lock1 = u1[kind]
		}
		if !has2 {
			lock2 = u1[kind]
		}
	}
	rem := 0
	if lock1 >= 0 {
		rem, q.cur.unit, q.cur.lock = q.v2, lock1, q.v1
	} else if lock2 >= 0 {
		rem, q.cur.unit, q.cur.lock = q.v1, lock2, q.v2
	}
	if rem == 0 {
		return
	}
	q.cand.reset()
	q.cand.eliminate(c1, rem)
	q.cand.eliminate(c2, rem)
	q.offer(q.base(), 4)
}

// type3 looks, for set sizes from the number of extra values up to N − 2
// and in each unit the two rescue cells share (box, row, column), for a
// naked set and then a hidden set the two cells make with other cells of
// the unit, as SE does.
func (q *ulSearch) type3(extra uint64) {
	c, s := q.c, q.se.s
	c1, c2 := q.extra[0], q.extra[1]
	u1, u2 := s.UnitsOf(c1), s.UnitsOf(c2)
	t := &q.se.tuples
	v := &q.ulv
	for degree := bits.OnesCount64(extra); degree <= s.N-2; degree++ {
		for _, kind := range [3]int{2, 0, 1} {
			if u1[kind] != u2[kind] {
				continue
			}
			u := u1[kind]
			unit := s.Unit(u)
			blanks := int(c.unitBlanks[u])
			*v = ulVisit{q: q, u: u, unit: unit, c1: c1, c2: c2, extra: extra, degree: degree}
			if 2*degree <= blanks {
				// Naked: c1 (holding the extra values) and degree − 1 other
				// cells of the unit, c2 left out.
				t.k, t.want, t.n = degree, degree, 0
				for j, i := range unit {
					m := c.marks[i]
					if i == c1 {
						m = extra
					} else if i == c2 {
						continue
					}
					if n := bits.OnesCount64(m); n >= 2 && n <= degree {
						t.add(m, j)
					}
				}
				if t.n >= degree {
					t.walk(degree-1, t.n, 0, v)
				}
			}
			if 2*degree < blanks {
				// Hidden: v1, v2 and degree − 2 other values (not extra),
				// their places in the unit with c2 left out.
				var j2 uint64
				for j, i := range unit {
					if i == c2 {
						j2 = 1 << uint(j)
					}
				}
				c.positions(u, q.se.pos)
				pos := q.se.pos
				v.hidden = true
				v.values = q.pair
				init := (pos[q.v1] | pos[q.v2]) &^ j2
				rem := 0
				t.k, t.want, t.n = degree-2, degree, 0
				for x := 1; x <= s.N; x++ {
					if q.pair&bit(x) != 0 || extra&bit(x) != 0 {
						continue
					}
					rem++
					if p := pos[x] &^ j2; p != 0 && bits.OnesCount64(p) <= degree {
						t.add(p, x)
					}
				}
				if degree-2 > rem || bits.OnesCount64(init) > degree || pos[q.v1]&^j2 == 0 || pos[q.v2]&^j2 == 0 {
					continue
				}
				if degree == 2 {
					if bits.OnesCount64(init) == 2 {
						v.visit(init)
					}
				} else if t.n >= degree-2 {
					t.walk(degree-3, t.n, init, v)
				}
			}
		}
	}
}

// ulVisit is the visitor of a type 3 search: it takes the first set that
// eliminates (the later ones of the same size and unit rate the same).
type ulVisit struct {
	q      *ulSearch
	u      int // the unit
	unit   []int
	c1, c2 int
	extra  uint64
	degree int
	hidden bool
	values uint64 // hidden: v1 and v2
}

func (v *ulVisit) visit(union uint64) bool {
	q := v.q
	c := q.c
	t := &q.se.tuples
	q.cand.reset()
	if v.hidden {
		values := v.values
		for _, m := range t.pick[:t.k] {
			values |= bit(t.id[m])
		}
		cells := 0
		q.cur.set = q.cur.set[:0]
		for p := union; p != 0; p &= p - 1 {
			i := v.unit[bitsTZ(p)]
			if i == v.c1 || i == v.c2 {
				continue
			}
			cells++
			if q.explain {
				q.cur.set = append(q.cur.set, i)
			}
			for m := c.marks[i] &^ values; m != 0; m &= m - 1 {
				q.cand.eliminate(i, bitsTZ(m)+1)
			}
		}
		q.cur.unit, q.cur.setValues, q.cur.hidden = v.u, values, true
		return q.offer(q.base()+float64(cells-1)*0.1, 3)
	}
	naked := v.extra & c.marks[v.c1] & c.marks[v.c2]
	var cells uint64
	in1 := false
	for _, m := range t.pick[:t.k] {
		j := t.id[m]
		cells |= 1 << uint(j)
		if v.unit[j] == v.c1 {
			in1 = true
		} else {
			naked |= c.marks[v.unit[j]]
		}
	}
	if !in1 || bits.OnesCount64(naked) != v.degree {
		return false
	}
	q.cur.set = q.cur.set[:0]
	for j, i := range v.unit {
		if cells&(1<<uint(j)) != 0 && i != v.c1 && q.explain {
			q.cur.set = append(q.cur.set, i)
		}
		if cells&(1<<uint(j)) != 0 || i == v.c1 || i == v.c2 {
			continue
		}
		for m := c.marks[i] & union; m != 0; m &= m - 1 {
			q.cand.eliminate(i, bitsTZ(m)+1)
		}
	}
	q.cur.unit, q.cur.setValues, q.cur.hidden = v.u, union, false
	return q.offer(q.base()+float64(v.degree-1)*0.1, 3)
}
