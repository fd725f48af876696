package logic

import (
	"math/bits"
	"slices"
	"strconv"
	"strings"
)

// ALS-XZ: an almost locked set (ALS) is n blank cells of one unit holding
// n+1 values between them; take one value out and the other n are locked
// in the cells. Two ALS A and B with no cell in common share a restricted
// common value x: x is in both, and every cell of A that may hold x sees
// every cell of B that may: so x is in one of them at most, and the other
// is locked without x. If they share another value z, the locked one holds
// z, so a cell that sees every cell of A and B that may hold z loses it.
//
//	ALS-XZ: A=r5c1 {14}, B=r1c123 {1234}, X=1, Z=4 => r5c3<>4
//
//	B B B | . . . | . . .      B: r1c1, r1c2, r1c3 hold 1, 2, 3, 4
//	. . . | . . . | . . .      A: r5c1 holds 1, 4
//	. . . | . . . | . . .      the 1 of B (r1c1) sees the 1 of A:
//	------+-------+------      one of them is locked without 1, so holds 4;
//	. . . | . . . | . . .      r5c3 sees r1c3 and r5c1, their 4s: not 4
//	A . x | . . . | . . .
//
// Cells are named row by row ("r1c25" is r1c2 and r1c5; "r1c2,r2c13" is
// r1c2, r2c1, r2c3), or in one column "r123c4"; above 9x9 every cell is
// written out; values are
// written together ({357}), or with commas above 9x9. With two values z,
// both are named (Z=5,7). The step's cells are A's and B's (base, each in
// row-major order) and those that lose a value (target); its digits x and
// every z; its region A's first cell.
//
// The first instance has the fewest cells in A and B together; then the
// pair whose first set comes first, then its second (sets ordered by size,
// then by their cells in row-major order; A is the first of the two); then
// the lowest x. Sets of up to maxALSCells cells are sought (every
// instance a player spots by eye). SE has no ALS: the Value is 0, and
// ALS-XZ takes no part in a rating.
func findALSXZ(c *Candidates) (Step, bool) {
	if c.halt.now() {
		return Step{}, false
	}
	n := 0
	for _, m := range c.marks {
		if m != 0 && bits.OnesCount64(m) <= maxALSCells+1 {
			n++
		}
	}
	if n < 2 {
		return Step{}, false // no two sets: nothing to look at, nothing allocated
	}
	sc := alsScratches.get()
	defer alsScratches.put(sc)
	sc.collect(c)
	return sc.pairs(c)
}

// maxALSCells bounds the cells of an almost locked set.
const maxALSCells = 4

// An alsSet is an almost locked set: its cells (row-major) and values.
type alsSet struct {
	cells []int32
	marks uint64
}

// alsScratch is the sets of one search, kept for the next (see
// chainGraphs).
type alsScratch struct {
	sets  []alsSet
	pool  []int32 // the cells of every set
	pick  [maxALSCells]int32
	elims []CellValue
}

var alsScratches freeList[alsScratch]

// collect lists every almost locked set of c once, sorted by size then
// cells.
func (sc *alsScratch) collect(c *Candidates) {
	s := c.shape
	sc.sets, sc.pool = sc.sets[:0], sc.pool[:0]
	var cand [64]int32
	for u := 0; u < 3*s.N; u++ {
		k := 0
		for _, i := range s.Unit(u) {
			if m := c.marks[i]; m != 0 && bits.OnesCount64(m) <= maxALSCells+1 {
				cand[k] = int32(i)
				k++
			}
		}
		sc.subsets(c, u, cand[:k], 0, 0, 0)
	}
	slices.SortFunc(sc.sets, func(a, b alsSet) int {
		if len(a.cells) != len(b.cells) {
			return len(a.cells) - len(b.cells)
		}
		return slices.Compare(a.cells, b.cells)
	})
}

// subsets extends the first depth cells picked in unit u with cells of
// cand from index from on, recording each almost locked set whose home is
// u (so a set in a row and a box is listed once).
func (sc *alsScratch) subsets(c *Candidates, u int, cand []int32, from, depth int, union uint64) {
	for k := from; k < len(cand); k++ {
		m := union | c.marks[cand[k]]
		if bits.OnesCount64(m) > maxALSCells+1 {
			continue
		}
		sc.pick[depth] = cand[k]
		if bits.OnesCount64(m) == depth+2 && alsHome(c, sc.pick[:depth+1]) == u {
			start := len(sc.pool)
			sc.pool = append(sc.pool, sc.pick[:depth+1]...)
			sc.sets = append(sc.sets, alsSet{cells: sc.pool[start:len(sc.pool):len(sc.pool)], marks: m})
		}
		if depth+1 < maxALSCells {
			sc.subsets(c, u, cand, k+1, depth+1, m)
		}
	}
}

// alsHome is the unit a set is listed from: its row if its cells share
// one, else its column if they share one, else its box.
func alsHome(c *Candidates, cells []int32) int {
	u0 := c.shape.UnitsOf(int(cells[0]))
	row, col := true, true
	for _, i := range cells[1:] {
		u := c.shape.UnitsOf(int(i))
		row = row && u[0] == u0[0]
		col = col && u[1] == u0[1]
	}
	switch {
	case row:
		return u0[0]
	case col:
		return u0[1]
	}
	return u0[2]
}

// pairs finds the first pair of sets with a restricted common value and
// an elimination.
func (sc *alsScratch) pairs(c *Candidates) (Step, bool) {
	sets := sc.sets
	for total := 2; total <= 2*maxALSCells; total++ {
		for i := range sets {
			a := &sets[i]
			if 2*len(a.cells) > total {
				break
			}
			for j := i + 1; j < len(sets); j++ {
				b := &sets[j]
				if len(a.cells)+len(b.cells) > total {
					break
				}
				if len(a.cells)+len(b.cells) < total || bits.OnesCount64(a.marks&b.marks) < 2 || overlap(a.cells, b.cells) {
					continue
				}
				for xs := a.marks & b.marks; xs != 0; xs &= xs - 1 {
					x := bits.TrailingZeros64(xs) + 1
					if !sc.restricted(c, a, b, x) {
						continue
					}
					if sc.alsEliminations(c, a, b, x) {
						return sc.step(c, a, b, x), true
					}
				}
			}
		}
	}
	return Step{}, false
}

func overlap(a, b []int32) bool {
	for _, i := range a {
		if contains(b, i) {
			return true
		}
	}
	return false
}

// restricted tells whether every cell of a that may hold x sees every
// cell of b that may.
func (sc *alsScratch) restricted(c *Candidates, a, b *alsSet, x int) bool {
	for _, i := range a.cells {
		if c.marks[i]&bit(x) == 0 {
			continue
		}
		for _, j := range b.cells {
			if c.marks[j]&bit(x) != 0 && !c.sees(int(i), int(j)) {
				return false
			}
		}
	}
	return true
}

// alsEliminations writes into sc.elims, row-major then by value, every
// value z ≠ x of both sets removed from the cells outside them that see
// every cell of a and b that may hold z; it tells whether there is one.
func (sc *alsScratch) alsEliminations(c *Candidates, a, b *alsSet, x int) bool {
	s := c.shape
	sc.elims = sc.elims[:0]
	zs := a.marks & b.marks &^ bit(x)
	var first int32 = -1
	for _, i := range a.cells {
		if c.marks[i]&zs != 0 {
			first = i
			break
		}
	}
	if first < 0 {
		return false
	}
	for _, p := range s.Peers(int(first)) {
		m := c.marks[p] & zs
		if m == 0 || contains(a.cells, p) || contains(b.cells, p) {
			continue
		}
		for ; m != 0; m &= m - 1 {
			z := bits.TrailingZeros64(m) + 1
			if seesAllWith(c, p, a.cells, z) && seesAllWith(c, p, b.cells, z) {
				sc.elims = append(sc.elims, CellValue{Cell: s.PosOf(int(p)), Value: z})
			}
		}
	}
	return len(sc.elims) > 0
}

// seesAllWith tells whether cell p sees every cell of cells that may hold
// z.
func seesAllWith(c *Candidates, p int32, cells []int32, z int) bool {
	for _, i := range cells {
		if c.marks[i]&bit(z) != 0 && !c.sees(int(p), int(i)) {
			return false
		}
	}
	return true
}

// step writes the ALS-XZ of sets a and b, x and the eliminations in
// sc.elims.
func (sc *alsScratch) step(c *Candidates, a, b *alsSet, x int) Step {
	s := c.shape
	st := Step{Technique: "ALS-XZ", Region: s.PosOf(int(a.cells[0])).String()}
	digits := bit(x)
	for _, e := range sc.elims {
		digits |= bit(e.Value)
	}
	var zs []string
	for m := digits; m != 0; m &= m - 1 {
		v := bits.TrailingZeros64(m) + 1
		st.Digits = append(st.Digits, v)
		if v != x {
			zs = append(zs, c.valueText(v))
		}
	}
	for _, set := range []*alsSet{a, b} {
		for _, i := range set.cells {
			st.Cells = append(st.Cells, CellRole{Cell: s.PosOf(int(i)), Role: RoleBase})
		}
	}
	st.Eliminations = append([]CellValue(nil), sc.elims...)
	for k, e := range st.Eliminations {
		if k == 0 || e.Cell != st.Eliminations[k-1].Cell {
			st.Cells = append(st.Cells, CellRole{Cell: e.Cell, Role: RoleTarget})
		}
	}
	st.Text = "ALS-XZ: A=" + alsCells(c, a.cells) + " " + valueSet(c, a.marks) +
		", B=" + alsCells(c, b.cells) + " " + valueSet(c, b.marks) +
		", X=" + c.valueText(x) + ", Z=" + strings.Join(zs, ",") +
		" => " + c.eliminations(st.Eliminations)
	return st
}

// alsCells names cells row by row: "r1c25", "r1c2,r2c13", or in one
// column "r123c4"; above 9x9 each cell in full, "r1c10,r1c11".
func alsCells(c *Candidates, cells []int32) string {
	s := c.shape
	var b strings.Builder
	if s.N <= 9 && len(cells) > 1 && alsHome(c, cells) == s.UnitsOf(int(cells[0]))[1] {
		b.WriteByte('r')
		for _, i := range cells {
			b.WriteString(strconv.Itoa(s.PosOf(int(i)).Row + 1))
		}
		b.WriteString("c" + strconv.Itoa(s.PosOf(int(cells[0])).Col+1))
		return b.String()
	}
	for k := 0; k < len(cells); {
		p := s.PosOf(int(cells[k]))
		if k > 0 {
			b.WriteByte(',')
		}
		if s.N > 9 {
			b.WriteString(p.String())
			k++
			continue
		}
		b.WriteString("r" + strconv.Itoa(p.Row+1) + "c")
		for ; k < len(cells) && s.PosOf(int(cells[k])).Row == p.Row; k++ {
			b.WriteString(strconv.Itoa(s.PosOf(int(cells[k])).Col + 1))
		}
	}
	return b.String()
}

// valueSet writes the values of m as "{357}", or "{3,5,12}" above 9x9.
func valueSet(c *Candidates, m uint64) string {
	sep := ""
	if c.shape.N > 9 {
		sep = ","
	}
	var vs []string
	for ; m != 0; m &= m - 1 {
		vs = append(vs, c.valueText(bits.TrailingZeros64(m)+1))
	}
	return "{" + strings.Join(vs, sep) + "}"
}
