package logic

import (
	"fmt"
	"math/bits"
	"strconv"

	"github.com/sudokit-go/sudokit"
)

// Fish: k lines of one kind (the base lines, rows or columns) in which a
// value lies only in k lines of the other kind (the cover lines), for
// k = 2 (X-Wing), 3 (Swordfish) and 4 (Jellyfish). The value goes once in
// each base line, so it fills every cover line inside the base lines, and
// the rest of the cover lines lose it. Every base line has at least two
// places for the value, else it is a single. The sentences:
//
//	X-Wing: 7 in rows 2 and 6 lies only in columns 3 and 8, so r4c3<>7, r9c8<>7
//	Swordfish: 4 in columns 1, 5 and 9 lies only in rows 2, 4 and 7, so r2c3<>4
//
// The step's cells are the places of the value in the base lines (base),
// then the cells that lose it (target), each in row-major order; its
// region names the base lines ("rows 2 and 6").
//
// The first instance is the one whose first base cell comes first in
// row-major order, then whose value is lowest. Ties go to column base lines
// before row base lines, as SE scans them (docs/rating.md §5), then to the
// tuple of base lines first in lexicographic order. A fish counts only if
// it eliminates something.

func findXWing(c *Candidates) (Step, bool)     { return findFish(c, 2) }
func findSwordfish(c *Candidates) (Step, bool) { return findFish(c, 3) }
func findJellyfish(c *Candidates) (Step, bool) { return findFish(c, 4) }

// fishNames are the names of fish by size.
var fishNames = [5]string{2: "X-Wing", 3: "Swordfish", 4: "Jellyfish"}

// fishSearch is the state of one search, in flat arrays: for the value and
// the base kind being scanned, the places of the value in every line of
// that kind (bits of cover-line numbers), the lines that may be base lines,
// and the best instance so far.
type fishSearch struct {
	c      *Candidates
	tuples            // the lines with 2…k places, by their cover lines
	d      int        // the value
	kind   int        // the kind of the base lines
	places [64]uint64 // per line of the kind: the cover lines where d may go

	best                bool
	bestFirst, bestD    int
	bestKind            int
	bestBase, bestCover uint64 // line numbers, as bits
}

// findFish finds the first fish of size k.
func findFish(c *Candidates, k int) (Step, bool) {
	s := c.shape
	q := fishSearch{c: c, tuples: tuples{k: k}}
	for d := 1; d <= s.N; d++ {
		for _, kind := range [2]int{sudokit.ColumnUnit, sudokit.RowUnit} {
			q.d, q.kind, q.n = d, kind, 0
			for l := 0; l < s.N; l++ {
				q.places[l] = 0
				if c.unitValues[kind*s.N+l]&bit(d) != 0 {
					continue
				}
				for _, i := range s.Unit(kind*s.N + l) {
					if c.marks[i]&bit(d) != 0 {
						q.places[l] |= 1 << uint(q.cross(i))
					}
				}
				if n := bits.OnesCount64(q.places[l]); n >= 2 && n <= k {
					q.add(q.places[l], l)
				}
			}
			q.walk(0, 0, 0, q.consider)
		}
	}
	if !q.best {
		return Step{}, false
	}
	return q.step(), true
}

// cross is the number of the line of the other kind through cell i.
func (q *fishSearch) cross(i int) int {
	if q.kind == sudokit.RowUnit {
		return i % q.c.shape.N
	}
	return i / q.c.shape.N
}

// consider keeps the base lines in pick, whose cover lines are cover, if
// they eliminate something and come before the best so far.
func (q *fishSearch) consider(cover uint64) {
	n := q.c.shape.N
	var base uint64
	first := -1
	for _, m := range q.pick[:q.k] {
		l := q.id[m]
		base |= 1 << uint(l)
		x := bits.TrailingZeros64(q.places[l]) // the first place in l
		i := l*n + x
		if q.kind == sudokit.ColumnUnit {
			i = x*n + l
		}
		if first < 0 || i < first {
			first = i
		}
	}
	if q.best && (first > q.bestFirst || first == q.bestFirst && q.d >= q.bestD) {
		return
	}
	var others uint64
	for l := 0; l < n; l++ {
		if base&(1<<uint(l)) == 0 {
			others |= q.places[l]
		}
	}
	if others&cover == 0 {
		return
	}
	q.best, q.bestFirst, q.bestD, q.bestKind = true, first, q.d, q.kind
	q.bestBase, q.bestCover = base, cover
}

// step writes the best instance.
func (q *fishSearch) step() Step {
	c, s := q.c, q.c.shape
	d, m := q.bestD, bit(q.bestD)
	st := Step{Technique: fishNames[q.k], Digits: []int{d}}
	for i := 0; i < s.Cells; i++ {
		if c.marks[i]&m == 0 {
			continue
		}
		line, other := i/s.N, i%s.N
		if q.bestKind == sudokit.ColumnUnit {
			line, other = other, line
		}
		inBase, inCover := q.bestBase&(1<<uint(line)) != 0, q.bestCover&(1<<uint(other)) != 0
		if inBase {
			st.Cells = append(st.Cells, CellRole{Cell: s.PosOf(i), Role: RoleBase})
		} else if inCover {
			st.Eliminations = append(st.Eliminations, CellValue{Cell: s.PosOf(i), Value: d})
		}
	}
	for _, e := range st.Eliminations {
		st.Cells = append(st.Cells, CellRole{Cell: e.Cell, Role: RoleTarget})
	}
	baseKind, coverKind := "rows", "columns"
	if q.bestKind == sudokit.ColumnUnit {
		baseKind, coverKind = coverKind, baseKind
	}
	st.Region = baseKind + " " + lineList(q.bestBase)
	st.Text = fmt.Sprintf("%s: %s in %s lies only in %s %s, so %s", st.Technique, c.valueText(d),
		st.Region, coverKind, lineList(q.bestCover), c.eliminations(st.Eliminations))
	return st
}

// lineList writes the lines of mask l, counted from 1: "2, 5 and 6".
func lineList(l uint64) string {
	var names []string
	for ; l != 0; l &= l - 1 {
		names = append(names, strconv.Itoa(bits.TrailingZeros64(l)+1))
	}
	return andList(names)
}
