package logic

import (
	"fmt"
	"math/bits"
	"strings"

	"github.com/sudokit-go/sudokit"
)

// Subsets: k cells of a unit that between them may take only k values (a
// naked subset), or k values that in a unit lie only in k cells (a hidden
// subset), for k = 2 (Pair), 3 (Triple) and 4 (Quad). Every member has at
// least two candidates (naked) or two places (hidden), else it is a single.
// The sentences:
//
//	Naked Pair: in row 4, r4c2 and r4c7 hold only 3 and 8, so r4c1<>3, r4c5<>8
//	Naked Triple: in box 5, r4c4, r5c6 and r6c5 hold only 1, 4 and 7, so r4c5<>1, r6c4<>7
//	Hidden Pair: in box 5, 2 and 6 lie only in r4c4 and r5c6, so r4c4<>1, r5c6<>9
//
// A naked subset takes its values from the other cells of the unit; a
// hidden one takes the other values from its cells. The step's cells are the
// subset's cells (base), then the cells that lose candidates (target), each
// in row-major order: a hidden subset's cell that loses candidates is listed
// twice, as base and as target.
//
// The first instance is the one whose first cell comes first in row-major
// order, then whose lowest value is lowest. Ties go to the unit kind
// scanned first, boxes, then columns, then rows (docs/rating.md §5), then
// to the tuple of cells (naked) or values (hidden) first in lexicographic
// order. A subset counts only if it eliminates something.

func findNakedPair(c *Candidates) (Step, bool)    { return findSubset(c, 2, false) }
func findNakedTriple(c *Candidates) (Step, bool)  { return findSubset(c, 3, false) }
func findNakedQuad(c *Candidates) (Step, bool)    { return findSubset(c, 4, false) }
func findHiddenPair(c *Candidates) (Step, bool)   { return findSubset(c, 2, true) }
func findHiddenTriple(c *Candidates) (Step, bool) { return findSubset(c, 3, true) }
func findHiddenQuad(c *Candidates) (Step, bool)   { return findSubset(c, 4, true) }

// sizeNames are the names of subsets and fish by size.
var sizeNames = [5]string{2: "Pair", 3: "Triple", 4: "Quad"}

// subsetSearch is the state of one search, kept in flat arrays: for the
// unit being scanned, its members (cells for a naked subset, values for a
// hidden one) with their masks (a cell's values, or a value's places as
// bits of unit positions), and the best instance so far.
type subsetSearch struct {
	c      *Candidates
	tuples // members: cells by their values (naked), or values by their places (hidden)
	hidden bool
	unit   []int
	u      int

	best                 bool
	bestFirst, bestLow   int
	bestUnit             int
	bestCells, bestDigit uint64 // the subset's unit positions and values
}

// findSubset finds the first naked (or hidden) subset of size k.
func findSubset(c *Candidates, k int, hidden bool) (Step, bool) {
	s := c.shape
	q := subsetSearch{c: c, tuples: tuples{k: k}, hidden: hidden}
	for _, kind := range [3]int{sudokit.BoxUnit, sudokit.ColumnUnit, sudokit.RowUnit} {
		for u := kind * s.N; u < (kind+1)*s.N; u++ {
			if int(c.unitBlanks[u]) <= k {
				continue // no cell or value is left outside the subset
			}
			q.scanUnit(u)
		}
	}
	if !q.best {
		return Step{}, false
	}
	return q.step(), true
}

// scanUnit gathers the members of unit u and tries their k-tuples.
func (q *subsetSearch) scanUnit(u int) {
	c := q.c
	q.u, q.unit, q.n = u, c.shape.Unit(u), 0
	if q.hidden {
		for d := 1; d <= c.shape.N; d++ {
			if c.unitValues[u]&bit(d) != 0 {
				continue
			}
			var places uint64
			for j, i := range q.unit {
				if c.marks[i]&bit(d) != 0 {
					places |= 1 << uint(j)
				}
			}
			if n := bits.OnesCount64(places); n >= 2 && n <= q.k {
				q.add(places, d)
			}
		}
	} else {
		for j, i := range q.unit {
			if n := bits.OnesCount64(c.marks[i]); c.values[i] == 0 && n >= 2 && n <= q.k {
				q.add(c.marks[i], j)
			}
		}
	}
	q.walk(0, 0, 0, q.consider)
}

// consider keeps the tuple in pick, whose masks' union is union, if it
// eliminates something and comes before the best so far.
func (q *subsetSearch) consider(union uint64) {
	var cells, digits uint64
	for _, m := range q.pick[:q.k] {
		if q.hidden {
			digits |= bit(q.id[m])
		} else {
			cells |= 1 << uint(q.id[m])
		}
	}
	if q.hidden {
		cells = union
	} else {
		digits = union
	}
	first := q.unit[bits.TrailingZeros64(cells)]
	low := bits.TrailingZeros64(digits) + 1
	if q.best && (first > q.bestFirst || first == q.bestFirst && low >= q.bestLow) {
		return
	}
	if !q.eliminates(cells, digits) {
		return
	}
	q.best, q.bestFirst, q.bestLow, q.bestUnit = true, first, low, q.u
	q.bestCells, q.bestDigit = cells, digits
}

// eliminates tells whether the subset of the unit positions cells and the
// values digits removes a candidate.
func (q *subsetSearch) eliminates(cells, digits uint64) bool {
	for j, i := range q.unit {
		in := cells&(1<<uint(j)) != 0
		if q.hidden && in && q.c.marks[i]&^digits != 0 || !q.hidden && !in && q.c.marks[i]&digits != 0 {
			return true
		}
	}
	return false
}

// step writes the best instance.
func (q *subsetSearch) step() Step {
	c, s := q.c, q.c.shape
	unit := s.Unit(q.bestUnit)
	kind := "Naked "
	if q.hidden {
		kind = "Hidden "
	}
	st := Step{Technique: kind + sizeNames[q.k], Region: unitName(s, q.bestUnit)}
	var cellNames, digitNames []string
	for m := q.bestDigit; m != 0; m &= m - 1 {
		d := bits.TrailingZeros64(m) + 1
		st.Digits = append(st.Digits, d)
		digitNames = append(digitNames, c.valueText(d))
	}
	for j, i := range unit {
		if q.bestCells&(1<<uint(j)) != 0 {
			p := s.PosOf(i)
			st.Cells = append(st.Cells, CellRole{Cell: p, Role: RoleBase})
			cellNames = append(cellNames, p.String())
		}
	}
	for j, i := range unit {
		lose := c.marks[i] & q.bestDigit
		if q.hidden {
			lose = c.marks[i] &^ q.bestDigit
		}
		if in := q.bestCells&(1<<uint(j)) != 0; lose == 0 || in != q.hidden {
			continue
		}
		p := s.PosOf(i)
		st.Cells = append(st.Cells, CellRole{Cell: p, Role: RoleTarget})
		for ; lose != 0; lose &= lose - 1 {
			st.Eliminations = append(st.Eliminations, CellValue{Cell: p, Value: bits.TrailingZeros64(lose) + 1})
		}
	}
	if q.hidden {
		st.Text = fmt.Sprintf("%s: in %s, %s lie only in %s, so %s", st.Technique, st.Region,
			andList(digitNames), andList(cellNames), c.eliminations(st.Eliminations))
	} else {
		st.Text = fmt.Sprintf("%s: in %s, %s hold only %s, so %s", st.Technique, st.Region,
			andList(cellNames), andList(digitNames), c.eliminations(st.Eliminations))
	}
	return st
}

// andList writes "a", "a and b", "a, b and c".
func andList(items []string) string {
	if len(items) < 2 {
		return strings.Join(items, "")
	}
	return strings.Join(items[:len(items)-1], ", ") + " and " + items[len(items)-1]
}
