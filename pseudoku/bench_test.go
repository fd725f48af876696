package pseudoku

import (
	"context"
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/sudokit-go/sudokit"
)

// The generator's steps allocate nothing: the puzzle vector, the queue and
// the stack are values.
func TestNoAllocs(t *testing.T) {
	rows := AllRows()
	rng := rand.New(rand.NewPCG(1, 1))
	var sink Puzzle
	if n := testing.AllocsPerRun(100, func() {
		p, _, _ := MakeSolution(rows[rng.IntN(len(rows))])
		sink, _ = Blank(p, 8, rng)
	}); n != 0 {
		t.Errorf("MakeSolution and Blank: %v allocations a puzzle", n)
	}
	_ = sink
}

func BenchmarkMakeSolution(b *testing.B) {
	rows := AllRows()
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		if _, _, err := MakeSolution(rows[i%len(rows)]); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkMakeSolutionDirect is the baseline: the same first working
// triple found by index arithmetic and the core's Valid, without the
// document's queue and stacks.
func BenchmarkMakeSolutionDirect(b *testing.B) {
	rows := AllRows()
	g := sudokit.NewGrid(Shape())
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		r := rows[i%len(rows)]
	search:
		for x := range Side {
			for y := range Side {
				for z := range Side {
					for j := range Side {
						g.Cells[j], g.Cells[4+j], g.Cells[8+j], g.Cells[12+j] = r[j], r[(j+x)%4], r[(j+y)%4], r[(j+z)%4]
					}
					if g.Valid() {
						break search
					}
				}
			}
		}
	}
}

func BenchmarkBlank(b *testing.B) {
	sol, _, _ := MakeSolution(Row{2, 4, 1, 3})
	rng := rand.New(rand.NewPCG(1, 2))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Blank(sol, 8, rng); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkBlankUnique(b *testing.B) {
	sol, _, _ := MakeSolution(Row{2, 4, 1, 3})
	rng := rand.New(rand.NewPCG(1, 2))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := BlankUnique(sol, 10, rng); err != nil {
			var short *ShortError
			if !errors.As(err, &short) {
				b.Fatal(err)
			}
		}
	}
}

// BenchmarkCountBlanked is the inner step of Analyze: one blanked puzzle
// counted by the core's Backtrack up to 2.
func BenchmarkCountBlanked(b *testing.B) {
	sol, _, _ := MakeSolution(Row{2, 4, 1, 3})
	full := sol.Grid()
	g := full.Clone()
	bt := sudokit.NewBacktrack(sudokit.Options{})
	ctx := context.Background()
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		m := i & (1<<Cells - 1)
		for c := range Cells {
			if m>>c&1 == 1 {
				g.Cells[c] = 0
			} else {
				g.Cells[c] = full.Cells[c]
			}
		}
		if _, _, err := bt.CountSolutions(ctx, g, 2); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkAnalyze(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Analyze(); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkExtendNine(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Extend(3); err != nil {
			b.Fatal(err)
		}
	}
}
