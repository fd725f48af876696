package logic

import (
	"math/bits"
	"testing"

	"github.com/sudokit-go/sudokit"
	"github.com/sudokit-go/sudokit/internal/enginetest"
	"github.com/sudokit-go/sudokit/internal/shareddata"
)

// TestPatternsAgainstReference checks the first instance of every pattern
// search (finned and sashimi fish, the single-digit patterns, W-Wing,
// Simple Colors), at every state of the paths of some sample puzzles,
// against a plain search that lists every instance from the definition and
// takes the least by the documented order. The references build their
// steps with the searches' own step methods: they check which instance is
// chosen, the table tests the sentences. With -long it walks more puzzles.
func TestPatternsAgainstReference(t *testing.T) {
	type search struct {
		name string
		find func(*Candidates) (Step, bool)
		ref  func(*Candidates) (Step, bool)
		slow bool // the reference is slow past 6x6
	}
	searches := []search{
		{"Skyscraper", findSkyscraper, func(c *Candidates) (Step, bool) { return refTwoLinks(c, "Skyscraper", skyscraperShape) }, false},
		{"2-String Kite", findTwoStringKite, func(c *Candidates) (Step, bool) { return refTwoLinks(c, "2-String Kite", kiteShape) }, false},
		{"Turbot Fish", findTurbotFish, func(c *Candidates) (Step, bool) { return refTwoLinks(c, "Turbot Fish", turbotShape) }, false},
		{"Empty Rectangle", findEmptyRectangle, refEmptyRectangle, false},
		{"W-Wing", findWWing, refWWing, false},
		{"Simple Colors", findSimpleColors, refSimpleColors, false},
	}
	for k := 2; k <= 4; k++ {
		for _, sashimi := range []bool{false, true} {
			k, sashimi := k, sashimi
			searches = append(searches, search{"finned fish", func(c *Candidates) (Step, bool) { return findFinnedFish(c, k, sashimi) },
				func(c *Candidates) (Step, bool) { return refFinnedFish(c, k, sashimi) }, true})
		}
	}
	// The reference fish are slow: by default they check a few 6x6
	// puzzles, the others one 9x9 too; with -long all check more puzzles
	// and 12x12 too.
	sets := map[string]int{"6x6-minimal": 3, "9x9-top1465": 1}
	if shareddata.Long() {
		sets = map[string]int{"6x6-minimal": 40, "9x9-top1465": 20, "12x12-minimal": 4}
	}
	singles := mustSelect(t, "singles", "intersections")
	states, found := 0, map[string]int{}
	for _, name := range []string{"6x6-minimal", "9x9-top1465", "12x12-minimal"} {
		if sets[name] == 0 {
			continue
		}
		for _, s := range enginetest.Set(t, name, sets[name]) {
			for _, ts := range [][]Technique{nil, singles} {
				c, err := NewCandidates(s.Puzzle)
				if err != nil {
					t.Fatal(err)
				}
				for {
					states++
					for _, q := range searches {
						if q.slow && c.shape.N > 6 && !shareddata.Long() {
							continue
						}
						got, ok := q.find(c)
						want, wok := q.ref(c)
						if ok != wok || got.Text != want.Text {
							t.Fatalf("%s: %s found %v %q; the reference %v %q", s.Where, q.name, ok, got.Text, wok, want.Text)
						}
						if ok {
							found[q.name]++
						}
					}
					st, ok := Next(c, ts)
					if !ok {
						break
					}
					c.Apply(st)
				}
			}
		}
	}
	t.Logf("%d states, instances: %v", states, found)
}

// places lists the cells of unit u that may take d.
func places(c *Candidates, u, d int) []int {
	var out []int
	for _, i := range c.shape.Unit(u) {
		if c.Has(i, d) {
			out = append(out, i)
		}
	}
	return out
}

// seesAll tells whether cell i sees every cell of cells.
func seesAll(c *Candidates, i int, cells ...int) bool {
	for _, j := range cells {
		if !c.sees(i, j) {
			return false
		}
	}
	return true
}

// refTwoLinks lists every pair of strong links of a shape, in the order of
// their units and ends, and builds the step of the least.
func refTwoLinks(c *Candidates, name string, shape twoLinkShape) (Step, bool) {
	s := c.shape
	best := twoLinks{first: -1}
	for d := 1; d <= s.N; d++ {
		var ls []strongLink
		for u := 0; u < 3*s.N; u++ {
			if p := places(c, u, d); len(p) == 2 {
				ls = append(ls, strongLink{a: int32(p[0]), b: int32(p[1]), unit: int32(u)})
			}
		}
		for i := range ls {
			for j := i + 1; j < len(ls); j++ {
				for e := 0; e < 4; e++ {
					n1, f1 := ls[i].ends(e & 1)
					n2, f2 := ls[j].ends(e >> 1)
					if n1 == n2 || n1 == f2 || f1 == n2 || f1 == f2 || !c.sees(n1, n2) {
						continue
					}
					w := shape(c, ls[i], ls[j], n1, f1, n2, f2)
					if w < 0 {
						continue
					}
					elim := false
					for x := 0; x < s.Cells; x++ {
						if x != n1 && x != f1 && x != n2 && x != f2 && c.Has(x, d) && seesAll(c, x, f1, f2) {
							elim = true
						}
					}
					first := min(n1, f1, n2, f2)
					if elim && (best.first < 0 || first < best.first || first == best.first && d < best.d) {
						best = twoLinks{first: first, d: d, l1: ls[i], l2: ls[j], n1: n1, f1: f1, n2: n2, f2: f2, weak: w}
					}
				}
			}
		}
	}
	if best.first < 0 {
		return Step{}, false
	}
	return c.twoLinksStep(name, best), true
}

// refEmptyRectangle lists every box whose places of a value lie in a cross
// of one row and one column, with every strong link in a line outside the
// box that has an end on the cross, and builds the step of the least.
func refEmptyRectangle(c *Candidates) (Step, bool) {
	s := c.shape
	best := emptyRectangle{first: -1}
	for d := 1; d <= s.N; d++ {
		for b := 0; b < s.N; b++ {
			box := 2*s.N + b
			in := places(c, box, d)
			top := s.BoxStart(b)
			for row := top.Row; row < top.Row+s.BoxRows; row++ {
				for col := top.Col; col < top.Col+s.BoxCols; col++ {
					ok, inRow, inCol := true, false, false // the cross: each line with a place off the other
					for _, i := range in {
						ir, ic := i/s.N == row, i%s.N == col
						ok = ok && (ir || ic)
						inRow = inRow || ir && !ic
						inCol = inCol || ic && !ir
					}
					if !ok || !inRow || !inCol {
						continue
					}
					first := in[0]
					for u := 0; u < 2*s.N; u++ {
						p := places(c, u, d)
						if len(p) != 2 || c.UnitValues(u)&bit(d) != 0 || s.UnitsOf(p[0])[sudokit.BoxUnit] == box || s.UnitsOf(p[1])[sudokit.BoxUnit] == box {
							continue
						}
						for e := 0; e < 2; e++ {
							pp, q := p[e], p[1-e]
							var t int
							if u < s.N { // a row: P in the box's column, T on the box's row under Q
								if pp%s.N != col {
									continue
								}
								t = row*s.N + q%s.N
							} else {
								if pp/s.N != row {
									continue
								}
								t = (q/s.N)*s.N + col
							}
							if s.UnitsOf(t)[sudokit.BoxUnit] == box || !c.Has(t, d) {
								continue
							}
							f := min(first, pp, q)
							if best.first < 0 || f < best.first || f == best.first && d < best.d {
								best = emptyRectangle{first: f, d: d, box: box, row: row, col: col, link: u, p: pp, q: q, t: t}
							}
						}
					}
				}
			}
		}
	}
	if best.first < 0 {
		return Step{}, false
	}
	return c.erStep(best), true
}

// refWWing lists every W-Wing by its first cell, y, second cell and link
// unit, and builds the step of the least.
func refWWing(c *Candidates) (Step, bool) {
	s := c.shape
	for a := 0; a < s.Cells; a++ {
		if c.Count(a) != 2 {
			continue
		}
		best := wWing{b: -1}
		for y := 1; y <= s.N && best.b < 0; y++ {
			if !c.Has(a, y) {
				continue
			}
			x := bits.TrailingZeros64(c.Marks(a)&^bit(y)) + 1
			for b := a + 1; b < s.Cells && best.b < 0; b++ {
				if c.Marks(b) != c.Marks(a) || c.sees(a, b) {
					continue
				}
				elim := false
				for i := 0; i < s.Cells; i++ {
					if i != a && i != b && c.Has(i, y) && seesAll(c, i, a, b) {
						elim = true
					}
				}
				for u := 0; u < 3*s.N && elim && best.b < 0; u++ {
					p := places(c, u, x)
					if len(p) != 2 || c.UnitValues(u)&bit(x) != 0 {
						continue
					}
					for e := 0; e < 2; e++ {
						pp, q := p[e], p[1-e]
						if pp != a && pp != b && q != a && q != b && c.sees(pp, a) && c.sees(q, b) {
							best = wWing{a: a, b: b, y: bit(y), u: u, p: pp, q: q}
							break
						}
					}
				}
			}
		}
		if best.b >= 0 {
			return c.wWingStep(best), true
		}
	}
	return Step{}, false
}

// refSimpleColors colors every chain of strong links of every value with
// a flood fill of its own, finds its wraps and traps from the definition,
// and builds the step of the least chain with the search's own step.
func refSimpleColors(c *Candidates) (Step, bool) {
	s := c.shape
	bestFirst, bestD := -1, 0
	for d := 1; d <= s.N; d++ {
		adj := make([][]int, s.Cells)
		for u := 0; u < 3*s.N; u++ {
			if p := places(c, u, d); len(p) == 2 {
				adj[p[0]] = append(adj[p[0]], p[1])
				adj[p[1]] = append(adj[p[1]], p[0])
			}
		}
		color := make([]int, s.Cells)
		for i := 0; i < s.Cells; i++ {
			if adj[i] == nil || color[i] != 0 {
				continue
			}
			chain := []int{i}
			color[i] = 1
			clash := false
			for k := 0; k < len(chain); k++ {
				for _, j := range adj[chain[k]] {
					if color[j] == 0 {
						color[j] = 3 - color[chain[k]]
						chain = append(chain, j)
					} else if color[j] == color[chain[k]] {
						clash = true
					}
				}
			}
			if clash || len(chain) < 3 || bestFirst >= 0 && i >= bestFirst { // i is the chain's first cell
				continue
			}
			var bad [3]bool
			for _, a := range chain {
				for _, b := range chain {
					if a < b && color[a] == color[b] && c.sees(a, b) {
						bad[color[a]] = true
					}
				}
			}
			in := make([]bool, s.Cells)
			for _, a := range chain {
				in[a] = true
			}
			elim := bad[1] != bad[2]
			for x := 0; x < s.Cells && !bad[1] && !bad[2]; x++ {
				if in[x] || !c.Has(x, d) {
					continue
				}
				var seen [3]bool
				for _, a := range chain {
					if c.sees(x, a) {
						seen[color[a]] = true
					}
				}
				elim = elim || seen[1] && seen[2]
			}
			if elim && (bestFirst < 0 || i < bestFirst) {
				bestFirst, bestD = i, d
			}
		}
	}
	if bestFirst < 0 {
		return Step{}, false
	}
	var q colorSearch
	q.c = c
	q.color(bestD)
	for k := 0; k < q.chains; k++ {
		if ch := q.chain[k]; ch.first == bestFirst {
			ch.d = bestD
			if a, b, ok := q.wrap(ch); ok {
				ch.wrapA, ch.wrapB = a, b
			}
			return q.step(ch), true
		}
	}
	return Step{}, false
}

// refFinnedFish lists every finned (or sashimi) fish of size k from its
// definition: k base lines, k cover lines, the fins (places in the base
// lines off the cover lines) all in one box, every cell of a cover line
// off the base lines that sees every fin a target. It takes the least by
// first place, value, kind (columns first), the fins' box, the base lines
// and the cover lines, and builds its step with the search's own step.
func refFinnedFish(c *Candidates, k int, sashimi bool) (Step, bool) {
	s := c.shape
	q := finnedSearch{c: c, k: k, sashimi: sashimi}
	var bestBaseTuple []int
	for d := 1; d <= s.N; d++ {
		for _, kind := range []int{sudokit.ColumnUnit, sudokit.RowUnit} {
			var lines []int
			var pl [64]uint64
			for l := 0; l < s.N; l++ {
				for _, i := range places(c, kind*s.N+l, d) {
					pl[l] |= 1 << uint(crossOf(s, kind, i))
				}
				if bits.OnesCount64(pl[l]) >= 2 {
					lines = append(lines, l)
				}
			}
			combos(len(lines), k, func(pick []int) {
				var base, union uint64
				tuple := make([]int, k)
				for x, m := range pick {
					tuple[x] = lines[m]
					base |= 1 << uint(lines[m])
					union |= pl[lines[m]]
				}
				if bits.OnesCount64(union) <= k {
					return // a plain fish: no fins
				}
				var all []int // the cross lines of the union
				for u := union; u != 0; u &= u - 1 {
					all = append(all, bits.TrailingZeros64(u))
				}
				combos(len(all), k, func(cp []int) {
					var cover uint64
					for _, m := range cp {
						cover |= 1 << uint(all[m])
					}
					var fins []int
					isSashimi, box, first := false, -1, -1
					for _, l := range tuple {
						if n := bits.OnesCount64(pl[l] & cover); n == 0 {
							return
						} else if n == 1 {
							isSashimi = true
						}
						for u := pl[l]; u != 0; u &= u - 1 {
							x := bits.TrailingZeros64(u)
							i := l*s.N + x
							if kind == sudokit.ColumnUnit {
								i = x*s.N + l
							}
							if first < 0 || i < first {
								first = i
							}
							if cover&(1<<uint(x)) == 0 {
								fins = append(fins, i)
								if b := s.BoxOfIndex(i); box < 0 || b == box {
									box = b
								} else {
									box = -2
								}
							}
						}
					}
					if len(fins) == 0 || box < 0 || isSashimi != sashimi {
						return
					}
					elim := false
					for i := 0; i < s.Cells; i++ {
						l, x := i/s.N, i%s.N
						if kind == sudokit.ColumnUnit {
							l, x = x, l
						}
						if c.Has(i, d) && base&(1<<uint(l)) == 0 && cover&(1<<uint(x)) != 0 && seesAll(c, i, fins...) {
							elim = true
						}
					}
					if !elim {
						return
					}
					if q.best {
						kOrder := map[int]int{sudokit.ColumnUnit: 0, sudokit.RowUnit: 1}
						a := []int{first, d, kOrder[kind], box}
						b := []int{q.bestFirst, q.bestD, kOrder[q.bestKind], q.bestBox}
						if cmp := compareInts(append(a, tuple...), append(b, bestBaseTuple...)); cmp > 0 || cmp == 0 && cover >= q.bestCover {
							return
						}
					}
					q.best, q.bestFirst, q.bestD, q.bestKind, q.bestBox = true, first, d, kind, box
					q.bestBase, q.bestCover, bestBaseTuple = base, cover, tuple
				})
			})
		}
	}
	if !q.best {
		return Step{}, false
	}
	return q.step(), true
}

// compareInts compares a and b lexicographically.
func compareInts(a, b []int) int {
	for i := 0; i < len(a) && i < len(b); i++ {
		if a[i] != b[i] {
			if a[i] < b[i] {
				return -1
			}
			return 1
		}
	}
	return len(a) - len(b)
}
