package main

import (
	"math/rand/v2"

	"github.com/sudokit-go/sudokit"
)

// variants returns every puzzle of ps in k forms, one after the other: the
// puzzle as it is, then k-1 random isomorphs of it. An isomorph has its
// values relabelled, its bands, the rows in each band, its stacks and the
// columns in each stack permuted, and, with square boxes, is transposed
// half the time; its golden answer is transformed alike, and its count is
// the same. A solver that breaks ties by the order of cells or variables
// (every CDCL solver does) may take very different times on isomorphs of
// one puzzle, so that the times over several isomorphs show a solver's
// luck averaged, not drawn once. The same seed gives the same variants.
func variants(ps []Puzzle, k int, seed uint64) []Puzzle {
	if k <= 1 {
		return ps
	}
	rng := rand.New(rand.NewPCG(seed, 0x15011))
	out := make([]Puzzle, 0, len(ps)*k)
	for _, p := range ps {
		out = append(out, p)
		for range k - 1 {
			t := newIsomorph(p.Grid.Shape, rng)
			q := p
			q.Grid = t.apply(p.Grid)
			if p.Sol.Shape != nil {
				q.Sol = t.apply(p.Sol)
			}
			out = append(out, q)
		}
	}
	return out
}

// An isomorph is one transformation of a shape's grids that keeps the
// rules: cell (r, c) of a grid goes to (row[r], col[c]), or to (col[c],
// row[r]) when transposed, with value v relabelled to value[v].
type isomorph struct {
	row, col  []int
	value     []uint8
	transpose bool
}

// newIsomorph draws a transformation of shape sh uniformly.
func newIsomorph(sh *sudokit.Shape, rng *rand.Rand) isomorph {
	t := isomorph{
		row:       linePerm(sh.N, sh.BoxRows, rng),
		col:       linePerm(sh.N, sh.BoxCols, rng),
		value:     make([]uint8, sh.N+1),
		transpose: sh.BoxRows == sh.BoxCols && rng.IntN(2) == 1,
	}
	for v, w := range rng.Perm(sh.N) {
		t.value[v+1] = uint8(w + 1)
	}
	return t
}

// linePerm draws a permutation of n lines in groups of width (bands or
// stacks) that keeps each group together: the groups are permuted, and
// the lines within each group.
func linePerm(n, width int, rng *rand.Rand) []int {
	m := make([]int, 0, n)
	for _, g := range rng.Perm(n / width) {
		for _, i := range rng.Perm(width) {
			m = append(m, g*width+i)
		}
	}
	return m
}

// apply returns g transformed; a blank stays blank.
func (t isomorph) apply(g sudokit.Grid) sudokit.Grid {
	n := g.Shape.N
	out := sudokit.NewGrid(g.Shape)
	for r := range n {
		for c := range n {
			dst := t.row[r]*n + t.col[c]
			if t.transpose {
				dst = t.col[c]*n + t.row[r]
			}
			out.Cells[dst] = t.value[g.Cells[r*n+c]]
		}
	}
	return out
}
