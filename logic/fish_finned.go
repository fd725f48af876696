package logic

import (
	"fmt"
	"math/bits"

	"github.com/sudokit-go/sudokit"
)

// Finned and Sashimi fish: k base lines (rows or columns) in which a value
// lies only in k cover lines of the other kind, but for some fins: places
// of the value in the base lines, outside the cover lines, all in one box.
// If no fin holds the value, the fish is a plain one and the rest of the
// cover lines lose it; if a fin does, every cell of its box loses it. So a
// cell of a cover line, outside the base lines, in the fins' box, loses it
// either way. Every base line has at least two places for the value and
// one in the cover lines; every cover line has a place in the base lines.
// The fish is Sashimi when some base line has only one place in the cover
// lines (without the fins it would not be a fish), else Finned. The
// sentences:
//
//	Finned X-Wing: 7 in rows 2 and 6 lies only in columns 3 and 8 but for the fin r2c9 (box 3), so r1c8<>7, r3c8<>7
//	Sashimi Swordfish: 4 in rows 2, 5 and 8 lies only in columns 1, 5 and 9 but for the fin r2c6 (box 2), so r1c5<>4, r3c5<>4
//
// The step's cells are the places of the value in the base lines (base,
// or fin for a fin), then the cells that lose it (target), each in
// row-major order; its region names the base lines ("rows 2 and 6").
//
// The first instance is the one whose first place in the base lines (fins
// included) comes first in row-major order, then whose value is lowest.
// Ties go to column base lines before row base lines, as for fish, then to
// the fins' box first in order, then to the tuple of base lines first in
// lexicographic order, then to the cover lines that come first as a mask.
// A fish whose places in its base lines lie in k lines is a plain fish,
// never a finned one.

func findFinnedXWing(c *Candidates) (Step, bool)      { return findFinnedFish(c, 2, false) }
func findSashimiXWing(c *Candidates) (Step, bool)     { return findFinnedFish(c, 2, true) }
func findFinnedSwordfish(c *Candidates) (Step, bool)  { return findFinnedFish(c, 3, false) }
func findSashimiSwordfish(c *Candidates) (Step, bool) { return findFinnedFish(c, 3, true) }
func findFinnedJellyfish(c *Candidates) (Step, bool)  { return findFinnedFish(c, 4, false) }
func findSashimiJellyfish(c *Candidates) (Step, bool) { return findFinnedFish(c, 4, true) }

// finnedSearch is the state of one search: for the value, base kind and
// fins' box being scanned, the places of the value in every line (bits of
// cover-line numbers), the lines that may be base lines, and the best
// instance so far.
type finnedSearch struct {
	c       *Candidates
	k       int
	sashimi bool
	d, kind int
	places  [64]uint64 // per line: the cross lines where d may go
	outside [64]uint64 // per line: those outside the box
	lines   [64]int    // the lines that may be base lines with this box
	n       int
	lastFin int // the last of lines through the box with a place in it
	pick    [4]int
	inBox   uint64 // the lines of the base kind through the box
	boxX    uint64 // the cross lines through the box
	box     int

	best                bool
	bestFirst, bestD    int
	bestKind, bestBox   int
	bestBase, bestCover uint64
}

// findFinnedFish finds the first finned (or, with sashimi set, sashimi)
// fish of size k.
func findFinnedFish(c *Candidates, k int, sashimi bool) (Step, bool) {
	s := c.shape
	q := finnedSearch{c: c, k: k, sashimi: sashimi}
	for d := 1; d <= s.N; d++ {
		for _, kind := range [2]int{sudokit.ColumnUnit, sudokit.RowUnit} {
			q.d, q.kind = d, kind
			width := s.BoxCols // the cells of a line in a box
			if kind == sudokit.ColumnUnit {
				width = s.BoxRows
			}
			lines := 0 // that may be base lines with some box
			for l := 0; l < s.N; l++ {
				q.places[l] = 0
				if c.unitValues[kind*s.N+l]&bit(d) != 0 {
					continue
				}
				for _, i := range s.Unit(kind*s.N + l) {
					if c.marks[i]&bit(d) != 0 {
						q.places[l] |= 1 << uint(crossOf(s, kind, i))
					}
				}
				if n := bits.OnesCount64(q.places[l]); n >= 2 && n <= k+width {
					lines++
				}
			}
			if lines < k {
				continue
			}
			for b := 0; b < s.N; b++ {
				q.setBox(b)
				if q.n >= k {
					q.walk(0, 0, 0, false)
				}
			}
		}
	}
	if !q.best {
		return Step{}, false
	}
	return q.step(), true
}

// crossOf is the number of the line of the other kind than kind through
// cell i.
func crossOf(s *sudokit.Shape, kind, i int) int {
	if kind == sudokit.RowUnit {
		return i % s.N
	}
	return i / s.N
}

// setBox takes box b as the fins' box: the lines through it, and the lines
// that may be base lines (two places or more, at most k outside the box);
// none when the box cannot hold both a fin and a target.
func (q *finnedSearch) setBox(b int) {
	s := q.c.shape
	top := s.BoxStart(b)
	lo, n, xlo, xn := top.Row, s.BoxRows, top.Col, s.BoxCols
	if q.kind == sudokit.ColumnUnit {
		lo, n, xlo, xn = xlo, xn, lo, n
	}
	q.box = b
	q.inBox = (uint64(1)<<uint(n) - 1) << uint(lo)
	q.boxX = (uint64(1)<<uint(xn) - 1) << uint(xlo)
	q.n, q.lastFin = 0, -1
	// The box needs the value in two of its lines: a fin in a base line, a
	// target in another.
	lines, fin := 0, false
	for l := lo; l < lo+n; l++ {
		if in := q.places[l] & q.boxX; in != 0 {
			lines++
			fin = fin || bits.OnesCount64(q.places[l]) >= 2 && bits.OnesCount64(q.places[l]&^q.boxX) <= q.k
		}
	}
	if lines < 2 || !fin {
		return
	}
	for l := 0; l < s.N; l++ {
		p := q.places[l]
		if bits.OnesCount64(p) < 2 {
			continue
		}
		out := p
		if q.inBox&(1<<uint(l)) != 0 {
			out &^= q.boxX
		}
		if bits.OnesCount64(out) <= q.k {
			if out != p {
				q.lastFin = q.n
			}
			q.outside[l] = out
			q.lines[q.n] = l
			q.n++
		}
	}
}

// walk picks base line depth from the lines from from on, pruning tuples
// whose places outside the box lie in more than k cross lines and tuples
// that can no longer take a line with a place in the box (fin says whether
// one is taken).
func (q *finnedSearch) walk(depth, from int, out uint64, fin bool) {
	if depth == q.k {
		q.consider(out)
		return
	}
	for m := from; m <= q.n-(q.k-depth); m++ {
		if !fin && m > q.lastFin {
			return // no line left that may hold a fin
		}
		l := q.lines[m]
		o := out | q.outside[l]
		if bits.OnesCount64(o) > q.k {
			continue
		}
		q.pick[depth] = m
		q.walk(depth+1, m+1, o, fin || q.inBox&(1<<uint(l)) != 0 && q.places[l]&q.boxX != 0)
	}
}

// consider tries the base lines in pick, whose places outside the box lie
// in cross lines out, with every choice of cover lines.
func (q *finnedSearch) consider(out uint64) {
	var base, in uint64
	for _, m := range q.pick[:q.k] {
		l := q.lines[m]
		base |= 1 << uint(l)
		if q.inBox&(1<<uint(l)) != 0 {
			in |= q.places[l] & q.boxX
		}
	}
	avail := in &^ out
	need := q.k - bits.OnesCount64(out)
	if in == 0 || need > bits.OnesCount64(avail) {
		return
	}
	first := q.firstPlace(base)
	if q.best && (first > q.bestFirst || first == q.bestFirst && q.d >= q.bestD) {
		return
	}
	for x := uint64(0); ; x = (x - avail) & avail { // the submasks of avail, rising
		if bits.OnesCount64(x) == need && q.try(base, out|x, in&^(out|x), first) {
			return
		}
		if x == avail {
			return
		}
	}
}

// try keeps the fish of base lines base, cover lines cover and fins on
// cross lines fins (in the box) if it is one of the kind wanted and
// eliminates something.
func (q *finnedSearch) try(base, cover, fins uint64, first int) bool {
	if fins == 0 {
		return false
	}
	sashimi := false
	for _, m := range q.pick[:q.k] {
		switch bits.OnesCount64(q.places[q.lines[m]] & cover) {
		case 0:
			return false
		case 1:
			sashimi = true
		}
	}
	if sashimi != q.sashimi || !q.targets(base, cover, nil) {
		return false
	}
	q.best, q.bestFirst, q.bestD, q.bestKind, q.bestBox = true, first, q.d, q.kind, q.box
	q.bestBase, q.bestCover = base, cover
	return true
}

// firstPlace is the first cell, row-major, of the places of the value in
// the base lines.
func (q *finnedSearch) firstPlace(base uint64) int {
	n, first := q.c.shape.N, -1
	for b := base; b != 0; b &= b - 1 {
		l := bits.TrailingZeros64(b)
		x := bits.TrailingZeros64(q.places[l])
		i := l*n + x
		if q.kind == sudokit.ColumnUnit {
			i = x*n + l
		}
		if first < 0 || i < first {
			first = i
		}
	}
	return first
}

// targets tells whether a cell of the box, on a cover line, off the base
// lines, may take the value; with st set, it adds every such cell to the
// step as a target and its elimination.
func (q *finnedSearch) targets(base, cover uint64, st *Step) bool {
	c, s := q.c, q.c.shape
	found := false
	for _, i := range s.Unit(2*s.N + q.box) {
		if c.marks[i]&bit(q.d) == 0 {
			continue
		}
		l, x := i/s.N, i%s.N
		if q.kind == sudokit.ColumnUnit {
			l, x = x, l
		}
		if base&(1<<uint(l)) != 0 || cover&(1<<uint(x)) == 0 {
			continue
		}
		if st == nil {
			return true
		}
		found = true
		p := s.PosOf(i)
		st.Cells = append(st.Cells, CellRole{Cell: p, Role: RoleTarget})
		st.Eliminations = append(st.Eliminations, CellValue{Cell: p, Value: q.d})
	}
	return found
}

// step writes the best instance.
func (q *finnedSearch) step() Step {
	c, s := q.c, q.c.shape
	q.d, q.kind, q.box = q.bestD, q.bestKind, q.bestBox
	name := "Finned " + fishNames[q.k]
	if q.sashimi {
		name = "Sashimi " + fishNames[q.k]
	}
	st := Step{Technique: name, Digits: []int{q.d}}
	var fins []string
	for i := 0; i < s.Cells; i++ {
		if c.marks[i]&bit(q.d) == 0 {
			continue
		}
		l, x := i/s.N, i%s.N
		if q.kind == sudokit.ColumnUnit {
			l, x = x, l
		}
		if q.bestBase&(1<<uint(l)) == 0 {
			continue
		}
		role := RoleBase
		if q.bestCover&(1<<uint(x)) == 0 {
			role = RoleFin
			fins = append(fins, s.PosOf(i).String())
		}
		st.Cells = append(st.Cells, CellRole{Cell: s.PosOf(i), Role: role})
	}
	q.targets(q.bestBase, q.bestCover, &st)
	baseKind, coverKind := "rows", "columns"
	if q.kind == sudokit.ColumnUnit {
		baseKind, coverKind = coverKind, baseKind
	}
	st.Region = baseKind + " " + lineList(q.bestBase)
	fin := "the fin " + fins[0]
	if len(fins) > 1 {
		fin = "the fins " + andList(fins)
	}
	st.Text = fmt.Sprintf("%s: %s in %s lies only in %s %s but for %s (%s), so %s", name, c.valueText(q.d), st.Region,
		coverKind, lineList(q.bestCover), fin, unitName(s, 2*s.N+q.box), c.eliminations(st.Eliminations))
	return st
}
