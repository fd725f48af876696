package main

import (
	"bufio"
	"io"
	"math/rand/v2"

	"github.com/sudokit-go/sudokit"
)

// makePuzzles writes count random solvable N×N puzzles (square boxes) to w,
// one a line in token form, each keeping a fraction givens of its cells:
// a pattern grid shuffled by rows within bands, bands, columns within
// stacks, stacks and a relabelling of the values, then blanked at random.
// The same seed writes the same puzzles.
func makePuzzles(w io.Writer, n int, givens float64, seed uint64, count int) error {
	sh, err := sudokit.SquareShape(n)
	if err != nil {
		return err
	}
	rng := rand.New(rand.NewPCG(seed, 0x5a7b3c))
	bw := bufio.NewWriter(w)
	var buf []byte
	for range count {
		g := randomGrid(sh, rng)
		keep := int(givens*float64(sh.Cells) + 0.5)
		for k, i := range rng.Perm(sh.Cells) {
			if k >= keep {
				g.Cells[i] = 0
			}
		}
		buf = sudokit.AppendFormat(buf[:0], g, sudokit.FormatOptions{Form: sudokit.FormTokens, OneLine: true})
		buf = append(buf, '\n')
		bw.Write(buf) // a bufio.Writer keeps its first error for Flush
	}
	return bw.Flush()
}

// randomGrid returns a random complete grid of shape sh (square boxes).
func randomGrid(sh *sudokit.Shape, rng *rand.Rand) sudokit.Grid {
	n, b := sh.N, sh.BoxRows
	order := func() []int { // a shuffle of the lines that keeps bands
		out := make([]int, 0, n)
		for _, band := range rng.Perm(b) {
			for _, k := range rng.Perm(b) {
				out = append(out, band*b+k)
			}
		}
		return out
	}
	rows, cols, vals := order(), order(), rng.Perm(n)
	g := sudokit.NewGrid(sh)
	for r := range n {
		for c := range n {
			pr, pc := rows[r], cols[c]
			g.Cells[r*n+c] = uint8(vals[(b*(pr%b)+pr/b+pc)%n] + 1)
		}
	}
	return g
}
