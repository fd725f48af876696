package logic

import (
	"math/bits"
	"testing"

	"github.com/sudokit-go/sudokit"
	"github.com/sudokit-go/sudokit/internal/enginetest"
)

// TestSearchesAgainstReference checks the first instance of every
// subset, fish and wing search, at every state of the paths of some sample
// puzzles, against a plain search that lists every instance and takes the
// least by the documented order: first cell, lowest value, kind (boxes,
// columns, rows for subsets; column base lines, then rows, for fish), then
// the tuple first in lexicographic order (a wing: pivot, lowest z, then
// the pincers in row-major order). The reference builds its step
// with the searches' own step methods: it checks which instance is chosen;
// the table tests check the sentences.
func TestSearchesAgainstReference(t *testing.T) {
	type search struct {
		find func(*Candidates) (Step, bool)
		ref  func(*Candidates) (Step, bool)
	}
	var searches []search
	for k := 2; k <= 4; k++ {
		k := k
		searches = append(searches,
			search{func(c *Candidates) (Step, bool) { return findSubset(c, k, false) }, func(c *Candidates) (Step, bool) { return refSubset(c, k, false) }},
			search{func(c *Candidates) (Step, bool) { return findSubset(c, k, true) }, func(c *Candidates) (Step, bool) { return refSubset(c, k, true) }},
			search{func(c *Candidates) (Step, bool) { return findFish(c, k) }, func(c *Candidates) (Step, bool) { return refFish(c, k) }})
	}
	for _, xyz := range []bool{false, true} {
		xyz := xyz
		searches = append(searches, search{func(c *Candidates) (Step, bool) { return findWing(c, xyz) }, func(c *Candidates) (Step, bool) { return refWing(c, xyz) }})
	}
	singles := mustSelect(t, "singles")
	basic := mustSelect(t, "singles", "intersections", "subsets", "fish", "wings")
	states, found := 0, 0
	for _, name := range []string{"6x6-minimal", "9x9-top1465", "9x9-kaggle", "12x12-minimal"} {
		for _, s := range enginetest.Set(t, name, 8) {
			for _, ts := range [][]Technique{basic, singles} {
				c, err := NewCandidates(s.Puzzle)
				if err != nil {
					t.Fatal(err)
				}
				for {
					states++
					for _, q := range searches {
						got, ok := q.find(c)
						want, wok := q.ref(c)
						if ok != wok || got.Text != want.Text {
							t.Fatalf("%s: found %v %q; the reference %v %q", s.Where, ok, got.Text, wok, want.Text)
						}
						if ok {
							found++
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
	t.Logf("%d states, %d instances", states, found)
}

// combos calls f with every k-tuple of 0…n-1 in lexicographic order.
func combos(n, k int, f func([]int)) {
	pick := make([]int, k)
	var rec func(depth, from int)
	rec = func(depth, from int) {
		if depth == k {
			f(pick)
			return
		}
		for m := from; m < n; m++ {
			pick[depth] = m
			rec(depth+1, m+1)
		}
	}
	rec(0, 0)
}

// refSubset lists every subset of size k and builds the step of the least.
func refSubset(c *Candidates, k int, hidden bool) (Step, bool) {
	s := c.shape
	best := false
	var bFirst, bLow int
	var q subsetSearch
	for _, kind := range []int{sudokit.BoxUnit, sudokit.ColumnUnit, sudokit.RowUnit} {
		for u := kind * s.N; u < (kind+1)*s.N; u++ {
			unit := s.Unit(u)
			var members []uint64 // naked: cell masks by position; hidden: place masks by value
			var ids []int
			for j, i := range unit {
				if n := c.Count(i); !hidden && c.Value(i) == 0 && n >= 2 && n <= k {
					members, ids = append(members, c.marks[i]), append(ids, j)
				}
			}
			for d := 1; hidden && d <= s.N; d++ {
				var places uint64
				for j, i := range unit {
					if c.Has(i, d) {
						places |= 1 << uint(j)
					}
				}
				if n := bits.OnesCount64(places); n >= 2 && n <= k {
					members, ids = append(members, places), append(ids, d)
				}
			}
			combos(len(members), k, func(pick []int) {
				var union, set uint64
				for _, m := range pick {
					union |= members[m]
					if hidden {
						set |= bit(ids[m])
					} else {
						set |= 1 << uint(ids[m])
					}
				}
				if bits.OnesCount64(union) != k {
					return
				}
				cells, digits := set, union
				if hidden {
					cells, digits = union, set
				}
				elim := false
				for j, i := range unit {
					in := cells&(1<<uint(j)) != 0
					if hidden && in && c.marks[i]&^digits != 0 || !hidden && !in && c.marks[i]&digits != 0 {
						elim = true
					}
				}
				first, low := unit[bits.TrailingZeros64(cells)], bits.TrailingZeros64(digits)+1
				if !elim || best && (first > bFirst || first == bFirst && low >= bLow) {
					return
				}
				best, bFirst, bLow = true, first, low
				q = subsetSearch{c: c, tuples: tuples{k: k}, hidden: hidden, bestUnit: u, bestCells: cells, bestDigit: digits}
			})
		}
	}
	if !best {
		return Step{}, false
	}
	return q.step(), true
}

// refFish lists every fish of size k and builds the step of the least.
func refFish(c *Candidates, k int) (Step, bool) {
	s := c.shape
	best := false
	var bFirst, bD int
	var q fishSearch
	for d := 1; d <= s.N; d++ {
		for _, kind := range []int{sudokit.ColumnUnit, sudokit.RowUnit} {
			var lines []int
			for l := 0; l < s.N; l++ {
				n := 0
				for _, i := range s.Unit(kind*s.N + l) {
					if c.Has(i, d) {
						n++
					}
				}
				if n >= 2 && n <= k {
					lines = append(lines, l)
				}
			}
			combos(len(lines), k, func(pick []int) {
				var base, cover uint64
				first := -1
				for _, m := range pick {
					base |= 1 << uint(lines[m])
					for _, i := range s.Unit(kind*s.N + lines[m]) {
						if c.Has(i, d) {
							cover |= 1 << uint(crossLine(s, kind, i))
							if first < 0 || i < first {
								first = i
							}
						}
					}
				}
				if bits.OnesCount64(cover) != k {
					return
				}
				elim := false
				for i := 0; i < s.Cells; i++ {
					own := s.UnitsOf(i)[kind] - kind*s.N
					if c.Has(i, d) && base&(1<<uint(own)) == 0 && cover&(1<<uint(crossLine(s, kind, i))) != 0 {
						elim = true
					}
				}
				if !elim || best && (first > bFirst || first == bFirst && d >= bD) {
					return
				}
				best, bFirst, bD = true, first, d
				q = fishSearch{c: c, tuples: tuples{k: k}, bestD: d, bestKind: kind, bestBase: base, bestCover: cover}
			})
		}
	}
	if !best {
		return Step{}, false
	}
	return q.step(), true
}

// crossLine is the number of the line of the other kind than kind through
// cell i.
func crossLine(s *sudokit.Shape, kind, i int) int {
	if kind == sudokit.RowUnit {
		return i % s.N
	}
	return i / s.N
}

// refWing lists every XY-Wing (XYZ-Wing when xyz is set) by pivot, then
// pincers, over all cells, and builds the step of the least.
func refWing(c *Candidates, xyz bool) (Step, bool) {
	s := c.shape
	size := 2
	if xyz {
		size = 3
	}
	for p := 0; p < s.Cells; p++ {
		if c.Count(p) != size {
			continue
		}
		var cells []int // the cells that see the pivot and hold two values
		for i := 0; i < s.Cells; i++ {
			if c.sees(p, i) && c.Count(i) == 2 {
				cells = append(cells, i)
			}
		}
		bestA, bestB, bestZ := -1, -1, 0
		for k, a := range cells {
			for _, b := range cells[k+1:] {
				common := c.marks[a] & c.marks[b]
				if bits.OnesCount64(common) != 1 {
					continue
				}
				z := bits.TrailingZeros64(common) + 1
				if xyz {
					if c.marks[a]|c.marks[b] != c.marks[p] {
						continue
					}
				} else if c.Has(p, z) || c.marks[a]&c.marks[p] == 0 || c.marks[b]&c.marks[p] == 0 ||
					c.marks[a]&c.marks[p] == c.marks[b]&c.marks[p] || (c.marks[a]|c.marks[b])&^common != c.marks[p] {
					continue
				}
				elim := false
				for i := 0; i < s.Cells; i++ {
					if i != p && i != a && i != b && c.Has(i, z) && c.sees(i, a) && c.sees(i, b) && (!xyz || c.sees(i, p)) {
						elim = true
					}
				}
				if elim && (bestA < 0 || z < bestZ) {
					bestA, bestB, bestZ = a, b, z
				}
			}
		}
		if bestA >= 0 {
			return c.wingStep(p, bestA, bestB, bit(bestZ), xyz), true
		}
	}
	return Step{}, false
}
