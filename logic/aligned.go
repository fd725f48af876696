package logic

import (
	"fmt"
	"math/bits"
)

// Aligned exclusion, SE's Aligned Pair Exclusion (#20, 6.2) and Aligned
// Triplet Exclusion (#22, 7.5), one code for k = 2 and 3: k base cells
// (they need not share a unit) and their common excluders, the cells of
// two to k candidates that see every base cell (at least two of them). A
// combination of values for the base cells is excluded when two base
// cells that see each other take the same value, or when it takes every
// candidate of an excluder; a value of a base cell that no allowed
// combination gives it is eliminated.
//
// SE's order: the candidate base cells are the cells of two or more
// candidates, in row-major order, with at least one excluder and no
// naked single among their house cells; it walks their pairs in colex
// order and, for k = 3, each third cell from the excluders of the first
// two (the first cell's, in SE's house order, then the second's), among
// the candidates. The first instance that eliminates is taken.

// alignedSearch is the scratch space of aligned exclusion.
type alignedSearch struct {
	cands  []int     // the candidate base cells, row-major
	excl   [][]int32 // per cell: its excluders, in SE's house order
	isC    []bool    // per cell: a candidate base cell
	stamp  []int32   // per cell: the pair whose twin area holds it
	now    int32
	tail   []int32
	base   [3]int
	exm    []uint64 // the candidates of the common excluders a combination can empty
	exc    []int    // the common excluders
	pc     []int32  // the common excluders of the first two base cells
	w      int      // words of a cell set
	exBits []uint64 // per cell, w words: its excluders as a set
	peers  []uint64 // per cell, w words: the cells it sees
}

// sees tells whether cells i and j see each other, from q.peers.
func (q *alignedSearch) sees(i, j int) bool {
	return q.peers[i*q.w+j/64]&(1<<uint(j%64)) != 0
}

// alignedPair is SE's Aligned Pair Exclusion (#20).
func (se *seScratch) alignedPair(c *Candidates, h *seHint) bool { return se.aligned(c, h, 2) }

// alignedTriple is SE's Aligned Triplet Exclusion (#22).
func (se *seScratch) alignedTriple(c *Candidates, h *seHint) bool { return se.aligned(c, h, 3) }

// aligned finds SE's first aligned exclusion of k cells.
func (se *seScratch) aligned(c *Candidates, h *seHint, k int) bool {
	h.reset()
	s := se.s
	q := se.al
	if q == nil {
		q = &alignedSearch{excl: make([][]int32, s.Cells), isC: make([]bool, s.Cells), stamp: make([]int32, s.Cells),
			cands: make([]int, 0, s.Cells), pc: make([]int32, 0, 3*s.N), tail: make([]int32, 0, 6*s.N), exm: make([]uint64, 0, 3*s.N), exc: make([]int, 0, 3*s.N)}
		q.w = (s.Cells + 63) / 64
		q.exBits = make([]uint64, s.Cells*q.w)
		q.peers = make([]uint64, s.Cells*q.w)
		for i := 0; i < s.Cells; i++ {
			for _, j := range se.houseOf(i) {
				q.peers[i*q.w+int(j)/64] |= 1 << uint(j%64)
			}
		}
		// Each cell's excluders are among its house cells, fewer than 3N.
		back := make([]int32, s.Cells*3*s.N)
		for i := range q.excl {
			q.excl[i] = back[i*3*s.N : i*3*s.N : (i+1)*3*s.N]
		}
		se.al = q
	}
	q.cands = q.cands[:0]
	for i, m := range c.marks {
		q.isC[i] = false
		if bits.OnesCount64(m) < 2 {
			continue
		}
		ex := q.excl[i][:0]
		exb := q.exBits[i*q.w : (i+1)*q.w]
		clear(exb)
		single := false
		for _, j := range se.houseOf(i) {
			n := bits.OnesCount64(c.marks[j])
			if n == 1 {
				single = true
				break
			}
			if n >= 2 && n <= k {
				ex = append(ex, j)
				exb[j/64] |= 1 << uint(j%64)
			}
		}
		q.excl[i] = ex
		if !single && len(ex) > 0 {
			q.cands = append(q.cands, i)
			q.isC[i] = true
		}
	}
	if len(q.cands) < k {
		return false
	}
	for b := 1; b < len(q.cands); b++ {
		for a := 0; a < b; a++ {
			c0, c1 := q.cands[a], q.cands[b]
			q.base[0], q.base[1] = c0, c1
			// The pair's common excluders; a third cell only narrows them.
			b0, b1 := q.exBits[c0*q.w:(c0+1)*q.w], q.exBits[c1*q.w:(c1+1)*q.w]
			n := 0
			for w := range b0 {
				n += bits.OnesCount64(b0[w] & b1[w])
			}
			if n < 2 {
				continue
			}
			q.pc = q.pc[:0]
			for w := range b0 {
				for x := b0[w] & b1[w]; x != 0; x &= x - 1 {
					q.pc = append(q.pc, int32(w*64+bits.TrailingZeros64(x)))
				}
			}
			if k == 2 {
				if q.exclude(c, h, 2) {
					return true
				}
				continue
			}
			q.now++
			q.tail = q.tail[:0]
			q.stamp[c0], q.stamp[c1] = q.now, q.now
			for _, l := range [2][]int32{q.excl[c0], q.excl[c1]} {
				for _, t := range l {
					if q.isC[t] && q.stamp[t] != q.now {
						q.stamp[t] = q.now
						q.tail = append(q.tail, t)
					}
				}
			}
			for _, t := range q.tail {
				// Fewer than two excluders common to the three: skip
				// the triple before listing them.
				b2 := q.exBits[int(t)*q.w : (int(t)+1)*q.w]
				n := 0
				for w := range b0 {
					n += bits.OnesCount64(b0[w] & b1[w] & b2[w])
				}
				if n < 2 {
					continue
				}
				q.base[2] = int(t)
				if q.exclude(c, h, 3) {
					return true
				}
			}
		}
	}
	return false
}

// exclude tries the base cells in q.base[:k] and writes their hint into h.
func (q *alignedSearch) exclude(c *Candidates, h *seHint, k int) bool {
	b := q.base[:k]
	m0, m1 := c.marks[b[0]], c.marks[b[1]]
	var m2 uint64 = 1 // one pass with no third value
	if k == 3 {
		m2 = c.marks[b[2]]
	}
	// The common excluders (q.exc, all of them) and, in q.exm, the
	// candidates of those that a combination can empty: an excluder with
	// a value no base cell has never excludes one.
	all := m0 | m1
	if k == 3 {
		all |= m2
	}
	q.exm, q.exc = q.exm[:0], q.exc[:0]
	var u uint64    // the values of q.exm
	var b2 []uint64 // the third cell's excluders, the cells of q.pc it sees
	if k == 3 {
		b2 = q.exBits[b[2]*q.w : (b[2]+1)*q.w]
	}
	for _, e := range q.pc {
		if k == 3 && b2[e/64]&(1<<uint(e%64)) == 0 {
			continue
		}
		q.exc = append(q.exc, int(e))
		if c.marks[e]&^all == 0 {
			q.exm = append(q.exm, c.marks[e])
			u |= c.marks[e]
		}
	}
	if len(q.exc) < 2 || free(c, b, u) {
		return false
	}
	var see [3][3]bool
	for x := 0; x < k; x++ {
		for y := x + 1; y < k; y++ {
			see[x][y] = q.sees(b[x], b[y])
		}
	}
	// For each pair of values of the first two cells, the third cell's
	// values left: an excluder that the pair empties excludes them all,
	// one that the pair leaves with a single value excludes that value.
	var allowed [3]uint64
	for x := m0; x != 0; x &= x - 1 {
		v0 := x & -x
		for y := m1; y != 0; y &= y - 1 {
			v1 := y & -y
			if v0 == v1 && see[0][1] {
				continue
			}
			z := m2
			if k == 3 {
				if see[0][2] {
					z &^= v0
				}
				if see[1][2] {
					z &^= v1
				}
			}
			if z == 0 || allowed[0]&v0 != 0 && allowed[1]&v1 != 0 && z&^allowed[2] == 0 {
				continue // nothing new to allow
			}
			vs := v0 | v1
			for _, e := range q.exm {
				r := e &^ vs
				if r == 0 {
					z = 0
					break
				}
				if k == 3 && r&(r-1) == 0 {
					if z &^= r; z == 0 {
						break
					}
				}
			}
			if z != 0 {
				allowed[0] |= v0
				allowed[1] |= v1
				allowed[2] |= z
			}
		}
		if allowed[0] == m0 && allowed[1] == m1 && allowed[2] == m2 {
			return false // every value allowed
		}
	}
	for x, i := range b {
		for m := c.marks[i] &^ allowed[x]; m != 0; m &= m - 1 {
			h.eliminate(i, bitsTZ(m)+1)
		}
	}
	if len(h.elims) == 0 {
		return false
	}
	h.technique, h.rating = "Aligned Pair Exclusion", 6.2
	if k == 3 {
		h.technique, h.rating = "Aligned Triplet Exclusion", 7.5
	}
	return true
}

// free tells, cheaply, that the base cells b (with excluders whose
// values are u) cannot lose a value: each has enough values that no excluder
// holds (free values) for any value of one to combine with free values of
// the others, distinct and other than it, into a combination that no
// excluder empties (every excluder has two values or more, and at most one
// of them, the first cell's, lies in such a combination) and no two cells
// clash in. With f1 ≤ f2 the fewest free values of the cells: for pairs,
// f1 ≥ 2; for triples, f1 ≥ 2 and f2 ≥ 3. Exact: it never skips an
// instance, it only spares the combinations' walk where none can exist.
func free(c *Candidates, b []int, u uint64) bool {
	f1, f2 := 64, 64 // the fewest free values, and the next
	for _, i := range b {
		f := bits.OnesCount64(c.marks[i] &^ u)
		if f < f1 {
			f1, f2 = f, f1
		} else if f < f2 {
			f2 = f
		}
	}
	if len(b) == 2 {
		return f1 >= 2
	}
	return f1 >= 2 && f2 >= 3
}

// findAlignedPairExclusion finds an Aligned Pair Exclusion: SE's first
// (#20). The sentence:
//
//	Aligned Pair Exclusion: r1c2 and r3c3 both see the bivalue cells r2c1 (4 or 6) and r2c5 (4 or 9); no pair of their values that empties none of them has r1c2=4, so r1c2<>4
//
// The step's cells are the two base cells (base), the bivalue cells they
// both see (link), then the cells that lose candidates (target); its
// digits are the values eliminated; its region names the base cells.
func findAlignedPairExclusion(c *Candidates) (Step, bool) {
	if c.halt.now() {
		return Step{}, false
	}
	se := getSEScratch(c.shape)
	defer putSEScratch(se)
	h := &se.hint
	if !se.aligned(c, h, 2) {
		return Step{}, false
	}
	s, q := c.shape, se.al
	base := []int{q.base[0], q.base[1]}
	st := Step{Technique: "Aligned Pair Exclusion", Region: andList(cellNames(s, base))}
	for _, i := range base {
		st.Cells = append(st.Cells, CellRole{Cell: s.PosOf(i), Role: RoleBase})
	}
	var links []string
	for _, e := range q.exc {
		st.Cells = append(st.Cells, CellRole{Cell: s.PosOf(e), Role: RoleLink})
		links = append(links, fmt.Sprintf("%v (%s)", s.PosOf(e), orList(c.valueNames(c.marks[e]))))
	}
	st.Eliminations = seEliminations(s, h)
	st.Cells = append(st.Cells, targets(st.Eliminations)...)
	var digits uint64
	var has []string
	for _, e := range st.Eliminations {
		digits |= bit(e.Value)
		has = append(has, e.Cell.String()+"="+c.valueText(e.Value))
	}
	for m := digits; m != 0; m &= m - 1 {
		st.Digits = append(st.Digits, bitsTZ(m)+1)
	}
	st.Text = fmt.Sprintf("Aligned Pair Exclusion: %s both see the bivalue cells %s; no pair of their values that empties none of them has %s, so %s",
		st.Region, andList(links), orList(has), c.eliminations(st.Eliminations))
	return st, true
}
