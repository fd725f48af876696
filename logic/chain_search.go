package logic

import "math/bits"

// search walks from every start node in turn and returns the first chain
// (see the comment at the top of chain_graph.go).
func (g *chainGraph) search() (chainFound, bool) {
	least := int32(minChainLinks)
	if g.kind == chainXY {
		least = 5 // three cells: two cells make a pair
	}
	best := int32(1 << 30)
	found := false
	var bestElims, bestPath = g.bestElims[:0], g.bestPath[:0]
	for start := int32(0); start < int32(len(g.digit)); start++ {
		if len(g.strong[start]) == 0 {
			continue
		}
		if g.c.halt.over() {
			return chainFound{}, false
		}
		g.stamp++
		s0 := 2 * start // at the start the next link is strong
		g.seen[s0], g.parent[s0], g.depth[s0] = g.stamp, -1, 0
		g.queue = append(g.queue[:0], s0)
		end := int32(-1)
	walk:
		for q := 0; q < len(g.queue); q++ {
			st := g.queue[q]
			d := g.depth[st] + 1
			if d >= best {
				break
			}
			node, weakNext := st/2, st%2 == 1
			next := g.strong[node]
			if weakNext {
				next = g.weak[node]
			}
			for _, m := range next {
				ns := 2 * m
				if !weakNext {
					ns++ // after a strong link the next is weak
				}
				if g.seen[ns] == g.stamp {
					continue
				}
				g.seen[ns], g.parent[ns], g.depth[ns] = g.stamp, st, d
				g.queue = append(g.queue, ns)
				if weakNext || d < least || m == start ||
					g.kind == chainXY && g.digit[m] != g.digit[start] {
					continue
				}
				if g.eliminations(start, m) && g.simple(ns) {
					end = ns
					break walk
				}
			}
		}
		if end < 0 {
			continue
		}
		found, best = true, g.depth[end]
		bestElims = append(bestElims[:0], g.elims...)
		bestPath = bestPath[:0]
		for st := end; st >= 0; st = g.parent[st] {
			bestPath = append(bestPath, st/2)
		}
		for i, j := 0, len(bestPath)-1; i < j; i, j = i+1, j-1 {
			bestPath[i], bestPath[j] = bestPath[j], bestPath[i]
		}
	}
	g.bestElims, g.bestPath = bestElims, bestPath
	if !found {
		return chainFound{}, false
	}
	return chainFound{nodes: bestPath, elims: bestElims}, true
}

// simple tells whether the walk that reached state end uses each
// candidate once (no two of its nodes of one value share a cell), and
// drops from g.elims any candidate of the walk itself; it tells whether
// the walk is a chain with something left to eliminate.
func (g *chainGraph) simple(end int32) bool {
	g.path = g.path[:0]
	for st := end; st >= 0; st = g.parent[st] {
		g.path = append(g.path, st/2)
	}
	for k, a := range g.path {
		for _, b := range g.path[k+1:] {
			if g.digit[a] != g.digit[b] {
				continue
			}
			for _, i := range g.nodeCells(a) {
				if contains(g.nodeCells(b), i) {
					return false
				}
			}
		}
	}
	kept := g.elims[:0]
	for _, e := range g.elims {
		i := int32(g.s.Index(e.Cell))
		inChain := false
		for _, a := range g.path {
			if int(g.digit[a]) == e.Value && contains(g.nodeCells(a), i) {
				inChain = true
				break
			}
		}
		if !inChain {
			kept = append(kept, e)
		}
	}
	g.elims = kept
	return len(kept) > 0
}

// eliminations writes into g.elims, in row-major order then by value, the
// candidates that a chain from node a to node b removes, and tells whether
// there are any.
func (g *chainGraph) eliminations(a, b int32) bool {
	c, s := g.c, g.s
	g.elims = g.elims[:0]
	ac, bc := g.nodeCells(a), g.nodeCells(b)
	x, y := int(g.digit[a]), int(g.digit[b])
	if x == y {
		for _, p := range s.Peers(int(ac[0])) {
			i := int(p)
			if c.marks[i]&bit(x) == 0 || contains(ac, p) || contains(bc, p) {
				continue
			}
			if g.allSee([]int32{p}, ac) && g.allSee([]int32{p}, bc) {
				g.elims = append(g.elims, CellValue{Cell: s.PosOf(i), Value: x})
			}
		}
		return len(g.elims) > 0
	}
	if len(ac) == 1 && len(bc) == 1 && ac[0] == bc[0] {
		i := int(ac[0])
		for m := c.marks[i] &^ bit(x) &^ bit(y); m != 0; m &= m - 1 {
			g.elims = append(g.elims, CellValue{Cell: s.PosOf(i), Value: bits.TrailingZeros64(m) + 1})
		}
		return len(g.elims) > 0
	}
	// b true puts y in its cell; a true puts x where that cell sees it.
	var first, second CellValue
	n := 0
	if len(bc) == 1 && c.marks[bc[0]]&bit(x) != 0 && !contains(ac, bc[0]) && g.allSee(bc, ac) {
		first, n = CellValue{Cell: s.PosOf(int(bc[0])), Value: x}, 1
	}
	if len(ac) == 1 && c.marks[ac[0]]&bit(y) != 0 && !contains(bc, ac[0]) && g.allSee(ac, bc) {
		e := CellValue{Cell: s.PosOf(int(ac[0])), Value: y}
		if n == 1 && s.Index(e.Cell) < s.Index(first.Cell) {
			first, e = e, first
		}
		if n == 0 {
			first = e
		} else {
			second = e
		}
		n++
	}
	if n > 0 {
		g.elims = append(g.elims, first)
	}
	if n > 1 {
		g.elims = append(g.elims, second)
	}
	return n > 0
}

func contains(cells []int32, p int32) bool {
	for _, q := range cells {
		if q == p {
			return true
		}
	}
	return false
}
