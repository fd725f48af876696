package generate

import (
	"context"
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/sudokit-go/sudokit"
	"github.com/sudokit-go/sudokit/engine/dlx"
	"github.com/sudokit-go/sudokit/engine/fast"
)

// TestGenerateLargerShapes makes a seeded puzzle of each shape from 10x10
// to 25x25, square and rectangular boxes, under every symmetry it has, and
// checks each with DLX. The clue count is held at 60% or more of the
// cells, where DLX settles a puzzle at once; sparser large puzzles are
// checked by TestGenerateShapesSymmetries up to 16x16 and measured in
// docs/generate.md.
func TestGenerateLargerShapes(t *testing.T) {
	check := dlx.New(sudokit.Options{})
	for _, box := range [][2]int{{2, 5}, {5, 2}, {3, 5}, {5, 3}, {4, 5}, {5, 4}, {5, 5}} {
		sh := sudokit.MustShape(box[0], box[1])
		g := New(sh, fast.New(sudokit.Options{}))
		for _, sym := range Fitting(sh) {
			t.Run(fmt.Sprintf("%s/%v", sh.Box(), sym), func(t *testing.T) {
				lo := sh.Cells * 6 / 10
				p, err := g.Generate(context.Background(), rand.New(rand.NewPCG(17, uint64(sh.N))), Options{Symmetry: sym, MinClues: lo, MaxClues: lo + sh.N})
				if err != nil {
					t.Fatal(err)
				}
				if !p.TargetMet || p.Clues < lo || p.Clues > lo+sh.N {
					t.Fatalf("clues %d-%d: got %d, target met %v", lo, lo+sh.N, p.Clues, p.TargetMet)
				}
				want := sym
				if sym == Random {
					want = p.Symmetry
				}
				checkPuzzle(t, check, p, want, false)
			})
		}
	}
}
