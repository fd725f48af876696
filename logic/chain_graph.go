package logic

import (
	"math/bits"
	"sync"

	"github.com/sudokit-go/sudokit"
)

// The chains of X-Chain, XY-Chain and Alternating Inference Chain are
// walks in one graph, built for each search:
//
//   - a node is a candidate (a value in a cell) or, for an AIC only, a
//     grouped node: the two or more places of a value inside one box and
//     one line ("7 in r1c23"), true when the value is in one of them;
//   - a strong link joins two nodes of which at least one is true: the
//     two values of a bivalue cell, or the two parts of the places of a
//     value in a unit (a conjugate pair; with groups, the places split into
//     two nodes);
//   - a weak link joins two nodes of which at most one is true: two values
//     of one cell, or the same value in two disjoint nodes whose cells all
//     see each other.
//
// A chain alternates strong and weak links, starting and ending with a
// strong one: if its first node is false, the second is true, the third
// false, …, its last node true. So its first or its last node is true, and
// a candidate that is false either way goes: a value seen by every cell of
// both ends (ends of one value), or, for ends of two values x and y, x
// from the cell of the last end if it sees the first and holds x (and y
// from the cell of the first likewise), or every other value of the cell
// when both ends are candidates of that one cell. This holds whatever the
// walk repeats, but a chain uses each candidate once (no two of its nodes
// of one value share a cell) and eliminates none of its own candidates: a
// walk that breaks the first is passed over, and the search goes on.
//
// The search is breadth first from each start node in turn, over states
// (node, whether the next link must be strong or weak), so it finds the
// shortest chains. The first instance is the chain with the fewest links
// (at least three; five, three cells, for an XY-Chain, whose ends hold
// the same value); among those, the one whose start comes first (nodes
// are numbered candidates first, by cell in row-major order then value,
// then grouped nodes in the order they are met, units in the shape's
// order); among those, the first the breadth-first search reaches, taking
// a node's neighbours in the order its links were made: strong links in a
// bivalue cell, then in units (rows, columns, boxes); weak links to the
// other values of its cell, then to the same value elsewhere, candidates
// in row-major order before grouped nodes.

// chainKind says which nodes and links a search may use.
type chainKind int

const (
	chainX   chainKind = iota // one value, candidates, conjugate pairs and peers
	chainXY                   // bivalue cells: strong inside a cell, weak between cells
	chainAIC                  // every candidate, grouped nodes, both kinds of link
)

// minChainLinks is the fewest links a chain of the ladder has: one strong
// link alone is a locked candidate or a pair, found earlier in the ladder.
const minChainLinks = 3

// chainGraph is the nodes and links of one search, with the scratch of
// its breadth-first walk; graphs are kept for the next search (see
// chainGraphs).
type chainGraph struct {
	c    *Candidates
	s    *sudokit.Shape
	kind chainKind

	digit     []int32   // per node: its value
	cellStart []int32   // per node: where its cells begin in cells; one more at the end
	cells     []int32   // the cells of every node, in row-major order within a node
	cand      []int32   // per cell·N + value-1: the node of that candidate, or -1
	strong    [][]int32 // per node: the nodes it is strongly linked to, in the order made
	weak      [][]int32 // per node: the nodes it is weakly linked to, in the order made

	seen   []uint32 // per state (node·2 + next link weak): the stamp of the walk that reached it
	parent []int32  // per state: the state it was reached from, -1 at the start
	depth  []int32  // per state: links from the start
	queue  []int32
	stamp  uint32
	elims  []CellValue // the eliminations of the chain being checked

	bestElims []CellValue // the first chain's eliminations
	bestPath  []int32     // the first chain's nodes
	path      []int32     // a walk being checked, from its end
	byValue   [][]int32   // per value-1: its grouped nodes, in node order
}

// chainGraphs keeps the graphs of finished searches for the next ones: a
// free list under a lock rather than a sync.Pool, which may drop what it
// holds (and does at random under the race detector), so that a search
// that finds nothing allocates nothing once the scratch has grown.
var chainGraphs freeList[chainGraph]

// A freeList hands out values of T made earlier and given back, or new
// ones.
type freeList[T any] struct {
	mu   sync.Mutex
	free []*T
}

// get returns a value given back earlier, or a new one.
func (l *freeList[T]) get() *T {
	l.mu.Lock()
	defer l.mu.Unlock()
	if n := len(l.free); n > 0 {
		x := l.free[n-1]
		l.free = l.free[:n-1]
		return x
	}
	return new(T)
}

// put gives x back.
func (l *freeList[T]) put(x *T) {
	l.mu.Lock()
	l.free = append(l.free, x)
	l.mu.Unlock()
}

// A chainFound is the first chain of a search: its nodes from start to
// end and what it eliminates.
type chainFound struct {
	nodes []int32
	elims []CellValue
}

// findChain returns the first chain of the kind in c (see above), or
// false.
func findChain(c *Candidates, kind chainKind) (*chainGraph, chainFound, bool) {
	if c.halt.now() || !mayHaveStrongLink(c, kind) {
		return nil, chainFound{}, false
	}
	g := chainGraphs.get()
	g.build(c, kind)
	found, ok := g.search()
	if !ok {
		g.c = nil
		chainGraphs.put(g)
		return nil, chainFound{}, false
	}
	return g, found, true
}

// release gives g back to the pool.
func (g *chainGraph) release() {
	g.c = nil
	chainGraphs.put(g)
}

// mayHaveStrongLink is a quick test, allocating nothing, that fails only
// when the grid has no strong link of the kind: no bivalue cell (XY, AIC)
// and no unit where a value has at most two places (X) or at most twice a
// box side of places (AIC, whose grouped nodes may split more).
func mayHaveStrongLink(c *Candidates, kind chainKind) bool {
	s := c.shape
	if kind != chainX {
		for _, m := range c.marks {
			if bits.OnesCount64(m) == 2 {
				return true
			}
		}
		if kind == chainXY {
			return false
		}
	}
	most := 2
	if kind == chainAIC {
		most = 2 * max(s.BoxRows, s.BoxCols)
	}
	for u := 0; u < 3*s.N; u++ {
		for v := 1; v <= s.N; v++ {
			if c.unitValues[u]&bit(v) != 0 {
				continue
			}
			n := 0
			for _, i := range s.Unit(u) {
				if c.marks[i]&bit(v) != 0 {
					n++
				}
			}
			if n <= most {
				return true
			}
		}
	}
	return false
}

// build makes the nodes and links of the kind for c.
func (g *chainGraph) build(c *Candidates, kind chainKind) {
	s := c.shape
	g.c, g.s, g.kind = c, s, kind
	g.digit, g.cellStart, g.cells = g.digit[:0], g.cellStart[:0], g.cells[:0]
	g.cand = resize(g.cand, s.Cells*s.N)
	for k := range g.cand {
		g.cand[k] = -1
	}
	for i, m := range c.marks {
		if kind == chainXY && bits.OnesCount64(m) != 2 {
			continue
		}
		for ; m != 0; m &= m - 1 {
			v := bits.TrailingZeros64(m) + 1
			g.cand[i*s.N+v-1] = g.addNode(v, int32(i))
		}
	}
	candidates := len(g.digit)
	g.strong = resizeLists(g.strong, candidates)
	g.weak = resizeLists(g.weak, candidates)
	if kind != chainX {
		g.cellLinks()
	}
	if kind != chainXY {
		for u := 0; u < 3*s.N; u++ {
			for v := 1; v <= s.N; v++ {
				if c.unitValues[u]&bit(v) == 0 {
					g.unitLinks(u, v)
				}
			}
		}
	}
	g.valueLinks()
	n := 2 * len(g.digit)
	g.seen = resize(g.seen, n)
	g.parent = resize(g.parent, n)
	g.depth = resize(g.depth, n)
	for k := range g.seen {
		g.seen[k] = 0
	}
	g.stamp = 0
}

// resize returns a slice of n elements, reusing xs's memory when it can;
// the elements are not cleared.
func resize[T any](xs []T, n int) []T {
	if cap(xs) < n {
		return make([]T, n)
	}
	return xs[:n]
}

// resizeLists returns n empty lists, reusing the memory of ls.
func resizeLists(ls [][]int32, n int) [][]int32 {
	for len(ls) < n {
		ls = append(ls, nil)
	}
	ls = ls[:n]
	for k := range ls {
		ls[k] = ls[k][:0]
	}
	return ls
}

// growList makes ls at least n long, the lists added empty but keeping
// the memory they had.
func growList(ls [][]int32, n int) [][]int32 {
	for len(ls) < n {
		if len(ls) < cap(ls) {
			ls = ls[:len(ls)+1]
			ls[len(ls)-1] = ls[len(ls)-1][:0]
		} else {
			ls = append(ls, nil)
		}
	}
	return ls
}

// addNode adds a node of value v on the given cells and returns its
// number.
func (g *chainGraph) addNode(v int, cells ...int32) int32 {
	if len(g.cellStart) == 0 {
		g.cellStart = append(g.cellStart, 0)
	}
	g.digit = append(g.digit, int32(v))
	g.cells = append(g.cells, cells...)
	g.cellStart = append(g.cellStart, int32(len(g.cells)))
	g.strong = growList(g.strong, len(g.digit))
	g.weak = growList(g.weak, len(g.digit))
	return int32(len(g.digit) - 1)
}

// nodeCells is the cells of node a.
func (g *chainGraph) nodeCells(a int32) []int32 {
	return g.cells[g.cellStart[a]:g.cellStart[a+1]]
}

// link adds a link between a and b to lists, once.
func link(lists [][]int32, a, b int32) {
	for _, x := range lists[a] {
		if x == b {
			return
		}
	}
	lists[a] = append(lists[a], b)
	lists[b] = append(lists[b], a)
}

// cellLinks links the values of each cell: strongly in a bivalue cell,
// weakly in any cell (an AIC; an XY-Chain links cells by value only).
func (g *chainGraph) cellLinks() {
	s := g.s
	for i, m := range g.c.marks {
		if m == 0 {
			continue
		}
		if bits.OnesCount64(m) == 2 {
			x := bits.TrailingZeros64(m) + 1
			y := bits.TrailingZeros64(m&(m-1)) + 1
			link(g.strong, g.cand[i*s.N+x-1], g.cand[i*s.N+y-1])
		}
		if g.kind != chainAIC {
			continue
		}
		for a := m; a != 0; a &= a - 1 {
			x := bits.TrailingZeros64(a) + 1
			for b := a & (a - 1); b != 0; b &= b - 1 {
				y := bits.TrailingZeros64(b) + 1
				link(g.weak, g.cand[i*s.N+x-1], g.cand[i*s.N+y-1])
			}
		}
	}
}

// unitLinks adds the strong links of value v in unit u: a conjugate pair,
// and for an AIC every split of the places of v in u into two nodes, each
// a single cell or cells inside one box and one line.
func (g *chainGraph) unitLinks(u, v int) {
	s := g.s
	var places [64]int32
	n := 0
	for _, i := range s.Unit(u) {
		if g.c.marks[i]&bit(v) != 0 {
			places[n] = int32(i)
			n++
		}
	}
	if n < 2 {
		return
	}
	if n == 2 {
		link(g.strong, g.cand[int(places[0])*s.N+v-1], g.cand[int(places[1])*s.N+v-1])
		return
	}
	if g.kind != chainAIC {
		return
	}
	// Split by the box (in a line) or by the row, then the column (in a
	// box): the part in one box, row or column against the rest.
	kinds := [2]int{sudokit.BoxUnit, -1}
	if u/s.N == sudokit.BoxUnit {
		kinds = [2]int{sudokit.RowUnit, sudokit.ColumnUnit}
	}
	for _, kind := range kinds {
		if kind < 0 {
			continue
		}
		for k := 0; k < n; k++ {
			key := s.UnitsOf(int(places[k]))[kind]
			if k > 0 && firstWithUnit(s, places[:k], kind, key) {
				continue // this part was tried already
			}
			var in, out [64]int32
			ni, no := 0, 0
			for _, p := range places[:n] {
				if s.UnitsOf(int(p))[kind] == key {
					in[ni] = p
					ni++
				} else {
					out[no] = p
					no++
				}
			}
			if no == 0 || !grouped(s, out[:no]) {
				continue
			}
			a, b := g.groupNode(v, in[:ni]), g.groupNode(v, out[:no])
			link(g.strong, a, b)
		}
	}
}

// firstWithUnit tells whether one of cells lies in unit key of the kind.
func firstWithUnit(s *sudokit.Shape, cells []int32, kind, key int) bool {
	for _, p := range cells {
		if s.UnitsOf(int(p))[kind] == key {
			return true
		}
	}
	return false
}

// grouped tells whether cells lie in one box and one line, as a grouped
// node's must.
func grouped(s *sudokit.Shape, cells []int32) bool {
	u0 := s.UnitsOf(int(cells[0]))
	row, col := true, true
	for _, p := range cells[1:] {
		u := s.UnitsOf(int(p))
		if u[2] != u0[2] {
			return false
		}
		row = row && u[0] == u0[0]
		col = col && u[1] == u0[1]
	}
	return row || col
}

// groupNode returns the node of value v on cells (in row-major order): the
// candidate's for one cell, else the grouped node, made on first use.
func (g *chainGraph) groupNode(v int, cells []int32) int32 {
	if len(cells) == 1 {
		return g.cand[int(cells[0])*g.s.N+v-1]
	}
	for a := int32(len(g.digit)) - 1; a >= 0; a-- {
		nc := g.nodeCells(a)
		if len(nc) == 1 {
			break // the candidates come first; no grouped node before them
		}
		if int(g.digit[a]) == v && equalCells(nc, cells) {
			return a
		}
	}
	return g.addNode(v, cells...)
}

func equalCells(a, b []int32) bool {
	if len(a) != len(b) {
		return false
	}
	for k := range a {
		if a[k] != b[k] {
			return false
		}
	}
	return true
}

// valueLinks adds the weak links between nodes of one value: disjoint
// nodes whose cells all see each other (for an XY-Chain, candidates of
// bivalue cells; for an X-Chain, of any cell).
func (g *chainGraph) valueLinks() {
	s := g.s
	for a := int32(0); a < int32(len(g.digit)); a++ {
		cells := g.nodeCells(a)
		if len(cells) > 1 {
			break // the candidates come first
		}
		v := int(g.digit[a])
		for _, p := range s.Peers(int(cells[0])) {
			if b := g.cand[int(p)*s.N+v-1]; b > a {
				g.weak[a] = append(g.weak[a], b) // each pair once: no need to look
				g.weak[b] = append(g.weak[b], a)
			}
		}
	}
	// Grouped nodes: with the candidates whose cell sees all of theirs,
	// then with each other.
	g.byValue = resizeLists(g.byValue, s.N)
	for b := int32(0); b < int32(len(g.digit)); b++ {
		cells := g.nodeCells(b)
		if len(cells) == 1 {
			continue
		}
		v := int(g.digit[b])
		g.byValue[v-1] = append(g.byValue[v-1], b)
		for _, p := range s.Peers(int(cells[0])) {
			a := g.cand[int(p)*s.N+v-1]
			if a >= 0 && !contains(cells, p) && g.allSee([]int32{p}, cells) {
				g.weak[a] = append(g.weak[a], b)
				g.weak[b] = append(g.weak[b], a)
			}
		}
	}
	for _, groups := range g.byValue {
		for k, a := range groups {
			for _, b := range groups[k+1:] {
				if g.allSee(g.nodeCells(a), g.nodeCells(b)) {
					g.weak[a] = append(g.weak[a], b)
					g.weak[b] = append(g.weak[b], a)
				}
			}
		}
	}
}

// allSee tells whether every cell of as sees every cell of bs (so none is
// in both).
func (g *chainGraph) allSee(as, bs []int32) bool {
	for _, a := range as {
		for _, b := range bs {
			if !g.c.sees(int(a), int(b)) {
				return false
			}
		}
	}
	return true
}
