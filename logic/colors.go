package logic

import "fmt"

// findSimpleColors colors the cells of a value's chain of strong links
// (conjugate pairs: the only two places of the value in a unit) with two
// colors, the ends of every link apart: the value is in every cell of one
// color and in no cell of the other. A color two of whose cells see each
// other is false, and its cells lose the value (wrap); a cell off the chain
// that sees a cell of each color loses it (trap). A chain of fewer than
// three cells is a pair that the intersections already tell.
//
//	Simple Colors: chained by conjugate pairs, 4 is in r1c2 and r5c6 or in r1c6 and r6c4, so r6c2<>4
//	Simple Colors: chained by conjugate pairs, 4 is in r1c2, r2c3 and r5c6 or in r1c6 and r5c3; r1c2 and r2c3 share box 1, so r1c2<>4, r2c3<>4, r5c6<>4
//
// The color told first is that of the chain's first cell. The step's cells
// are the chain's cells (link), then the cells that lose the value
// (target), each in row-major order; its region is the chain's first cell.
//
// The first instance is the one whose chain's first cell comes first in
// row-major order, then whose value is lowest; a chain that wraps is told
// as a wrap, not a trap. A chain with a link between two cells of one
// color, or in which two cells of each color see each other, has no
// solution and is skipped.
func findSimpleColors(c *Candidates) (Step, bool) {
	var q colorSearch
	q.c = c
	best := colorChain{first: -1}
	for d := 1; d <= c.shape.N; d++ {
		q.color(d)
		for k := 0; k < q.chains; k++ {
			ch := q.chain[k]
			if ch.end-ch.start < 3 || best.first >= 0 && (ch.first > best.first || ch.first == best.first && d >= best.d) {
				continue
			}
			ch.d = d
			if q.clashes(ch) {
				continue
			}
			if a, b, ok := q.wrap(ch); ok {
				ch.wrapA, ch.wrapB = a, b
				best = ch
			} else if a < 0 && q.traps(ch, nil) {
				best = ch
			}
		}
		q.clear()
	}
	if best.first < 0 {
		return Step{}, false
	}
	q.color(best.d)
	return q.step(best), true
}

// colorChain is one chain: its cells q.cells[start:end], its first cell,
// its value, and for a wrap the first two cells of a color that see each
// other (wrapA < 0 for a trap).
type colorChain struct {
	start, end, first, d int
	wrapA, wrapB         int
}

// colorSearch colors the strong links of one value, in flat arrays: the
// color of every cell (0 off every chain, else 1 or 2) and its chain
// (from 1), and the chains' cells, chain by chain.
type colorSearch struct {
	c      *Candidates
	links  [maxLinks]strongLink
	n      int
	paint  [64 * 64]uint8
	of     [64 * 64]uint8
	cells  [2 * maxLinks]int32
	ncells int
	chain  [maxLinks]colorChain
	chains int
}

// color colors the chains of value d.
func (q *colorSearch) color(d int) {
	q.n = q.c.strongLinks(d, &q.links)
	q.ncells, q.chains = 0, 0
	for k := 0; k < q.n; k++ {
		a := int(q.links[k].a)
		if q.paint[a] != 0 {
			continue
		}
		ch := colorChain{start: q.ncells, first: a, wrapA: -1}
		q.paint[a], q.of[a] = 1, uint8(q.chains+1)
		q.cells[q.ncells] = int32(a)
		q.ncells++
		for next := ch.start; next < q.ncells; next++ { // breadth first
			i := int(q.cells[next])
			for _, l := range q.links[:q.n] {
				j := -1
				if int(l.a) == i {
					j = int(l.b)
				} else if int(l.b) == i {
					j = int(l.a)
				}
				if j < 0 || q.paint[j] != 0 {
					continue
				}
				q.paint[j], q.of[j] = 3-q.paint[i], uint8(q.chains+1)
				q.cells[q.ncells] = int32(j)
				q.ncells++
				ch.first = min(ch.first, j)
			}
		}
		ch.end = q.ncells
		q.chain[q.chains] = ch
		q.chains++
	}
}

// clear uncolors every cell that color colored.
func (q *colorSearch) clear() {
	for _, i := range q.cells[:q.ncells] {
		q.paint[i], q.of[i] = 0, 0
	}
}

// wrap finds the first two cells of one color of chain ch that see each
// other (a < 0 when there are none); ok tells whether only one color has
// such cells.
func (q *colorSearch) wrap(ch colorChain) (a, b int, ok bool) {
	a, b = -1, -1
	var bad [3]bool
	cells := q.cells[ch.start:ch.end]
	for x, i := range cells {
		for _, j := range cells[x+1:] {
			if q.paint[i] != q.paint[j] || !q.c.sees(int(i), int(j)) {
				continue
			}
			bad[q.paint[i]] = true
			lo, hi := min(int(i), int(j)), max(int(i), int(j))
			if a < 0 || lo < a || lo == a && hi < b {
				a, b = lo, hi
			}
		}
	}
	return a, b, a >= 0 && !(bad[1] && bad[2])
}

// clashes tells whether a link of chain ch joins two cells of one color:
// the chain has an odd loop, and the grid no solution.
func (q *colorSearch) clashes(ch colorChain) bool {
	id := q.of[ch.first]
	for _, l := range q.links[:q.n] {
		if q.of[l.a] == id && q.paint[l.a] == q.paint[l.b] {
			return true
		}
	}
	return false
}

// traps tells whether a cell off chain ch that may take its value sees a
// cell of each color; with st set, it adds every such cell to the step as
// a target and its elimination.
func (q *colorSearch) traps(ch colorChain, st *Step) bool {
	c, s := q.c, q.c.shape
	m, found := bit(ch.d), false
	id := q.of[ch.first]
	cells := q.cells[ch.start:ch.end]
	for i := 0; i < s.Cells; i++ {
		if c.marks[i]&m == 0 || q.of[i] == id {
			continue
		}
		var seen [3]bool
		for _, j := range cells {
			if c.sees(i, int(j)) {
				seen[q.paint[j]] = true
			}
		}
		if !seen[1] || !seen[2] {
			continue
		}
		if st == nil {
			return true
		}
		found = true
		p := s.PosOf(i)
		st.Cells = append(st.Cells, CellRole{Cell: p, Role: RoleTarget})
		st.Eliminations = append(st.Eliminations, CellValue{Cell: p, Value: ch.d})
	}
	return found
}

// step writes chain ch, colored.
func (q *colorSearch) step(ch colorChain) Step {
	c, s := q.c, q.c.shape
	// find the chain again by its first cell: coloring is the same each time
	for k := 0; k < q.chains; k++ {
		if q.chain[k].first == ch.first {
			ch.start, ch.end = q.chain[k].start, q.chain[k].end
		}
	}
	st := Step{Technique: "Simple Colors", Region: s.PosOf(ch.first).String(), Digits: []int{ch.d}}
	id, own := q.of[ch.first], q.paint[ch.first]
	var names [3][]string
	for i := 0; i < s.Cells; i++ {
		if q.of[i] == id {
			st.Cells = append(st.Cells, CellRole{Cell: s.PosOf(i), Role: RoleLink})
			names[q.paint[i]] = append(names[q.paint[i]], s.PosOf(i).String())
		}
	}
	colors := fmt.Sprintf("chained by conjugate pairs, %s is in %s or in %s", c.valueText(ch.d), andList(names[own]), andList(names[3-own]))
	if ch.wrapA < 0 {
		q.traps(ch, &st)
		st.Text = fmt.Sprintf("Simple Colors: %s, so %s", colors, c.eliminations(st.Eliminations))
		return st
	}
	bad := q.paint[ch.wrapA]
	for i := 0; i < s.Cells; i++ {
		if q.of[i] == id && q.paint[i] == bad {
			p := s.PosOf(i)
			st.Cells = append(st.Cells, CellRole{Cell: p, Role: RoleTarget})
			st.Eliminations = append(st.Eliminations, CellValue{Cell: p, Value: ch.d})
		}
	}
	st.Text = fmt.Sprintf("Simple Colors: %s; %v and %v share %s, so %s", colors, s.PosOf(ch.wrapA), s.PosOf(ch.wrapB),
		unitName(s, c.commonUnit(ch.wrapA, ch.wrapB)), c.eliminations(st.Eliminations))
	return st
}
