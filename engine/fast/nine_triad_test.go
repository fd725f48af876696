package fast

import (
	"context"
	"math/rand/v2"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sudokit-go/sudokit"
	"github.com/sudokit-go/sudokit/internal/enginetest"
	"github.com/sudokit-go/sudokit/internal/shareddata"
)

// newCells is a fast engine on the 9x9 path without triads, branching on
// cells (the default before triads and configurations).
func newCells() *Solver {
	e := New(sudokit.Options{})
	e.nine.cells = true
	return e
}

// TestCellsGolden holds the cells path to the 9x9 sample sets.
func TestCellsGolden(t *testing.T) {
	for _, name := range enginetest.SetNames(t) {
		if !strings.HasPrefix(name, "9x9") {
			continue
		}
		t.Run(name, func(t *testing.T) {
			checkSet(t, "fast cells", newCells(), enginetest.Set(t, name, 0))
		})
	}
}

// TestCellsShared holds the cells path to a sample of every shared 9x9
// set, and to all of them with -long.
func TestCellsShared(t *testing.T) {
	dir := shareddata.Dir(t)
	for _, ss := range sharedSets {
		if !strings.HasPrefix(ss.name, "9x9/") {
			continue
		}
		t.Run(ss.name, func(t *testing.T) {
			base := filepath.Join(dir, ss.name)
			lines := enginetest.ReadSetLines(t, base, 0)
			n := len(lines)
			limit, step := 0, 1
			if !shareddata.Long() && ss.sample < n {
				limit, step = ss.sample/3, n/(ss.sample/3)
			}
			samples := enginetest.ParseSet(t, base, every(lines, limit, step), enginetest.SetOptions(base))
			checkSet(t, "fast cells", newCells(), samples)
		})
	}
}

// transform9 is one of the grid's symmetries: transposition, a permutation
// of the bands and of the rows in each, of the stacks and of the columns in
// each, and a relabelling of the digits.
type transform9 struct {
	transpose  bool
	rows, cols [9]int
	digits     [10]uint8
}

// perm3x3 is a random permutation of 0-8 that keeps groups of three
// together.
func perm3x3(rng *rand.Rand) (p [9]int) {
	outer := rng.Perm(3)
	for i := 0; i < 3; i++ {
		inner := rng.Perm(3)
		for j := 0; j < 3; j++ {
			p[i*3+j] = outer[i]*3 + inner[j]
		}
	}
	return p
}

func randomTransform9(rng *rand.Rand) transform9 {
	tr := transform9{transpose: rng.IntN(2) == 1, rows: perm3x3(rng), cols: perm3x3(rng)}
	for i, d := range rng.Perm(9) {
		tr.digits[i+1] = uint8(d + 1)
	}
	return tr
}

// apply returns g transformed.
func (tr transform9) apply(g sudokit.Grid) sudokit.Grid {
	out := g.Clone()
	for r := 0; r < 9; r++ {
		for c := 0; c < 9; c++ {
			v := g.Cells[tr.rows[r]*9+tr.cols[c]]
			i := r*9 + c
			if tr.transpose {
				i = c*9 + r
			}
			out.Cells[i] = tr.digits[v]
		}
	}
	return out
}

// TestNineIsomorphs solves random transforms of 9x9 puzzles through both
// 9x9 paths: the same count, and the transformed answer when unique.
func TestNineIsomorphs(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 99))
	ctx := context.Background()
	samples := enginetest.Set(t, "9x9-top1465", 40)
	samples = append(samples, enginetest.Set(t, "9x9-kaggle", 20)...)
	engines := map[string]*Solver{"default": New(sudokit.Options{}), "cells": newCells()}
	for _, s := range samples {
		for k := 0; k < 4; k++ {
			tr := randomTransform9(rng)
			g := tr.apply(s.Puzzle)
			for name, e := range engines {
				n, _, err := e.CountSolutions(ctx, g, 2)
				if err != nil || n != s.Count {
					t.Fatalf("%s %s transformed: count %d (%v), want %d", name, s.Where, n, err, s.Count)
				}
				sol, _, err := e.Solve(ctx, g)
				if s.Count == 1 && (err != nil || !sol.Equal(tr.apply(s.Sol))) {
					t.Fatalf("%s %s transformed: answer %v (%v), want %v", name, s.Where, sol.Cells, err, tr.apply(s.Sol).Cells)
				}
			}
		}
	}
}

// TestCellsCounts counts puzzles with many solutions, and none, through
// the default 9x9 path (triads) and the cells path.
func TestCellsCounts(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 77))
	ctx := context.Background()
	ref, e := newCells(), New(sudokit.Options{})
	full, _, err := ref.Solve(ctx, sudokit.NewGrid(sudokit.MustShape(3, 3)))
	if err != nil {
		t.Fatal(err)
	}
	full = full.Clone()
	for k := 0; k < 300; k++ {
		g := randomPuzzle(rng, full)
		limit := 1 + rng.IntN(500)
		want, _, err1 := ref.CountSolutions(ctx, g, limit)
		n, res, err2 := e.CountSolutions(ctx, g, limit)
		if err1 != nil || err2 != nil || n != want {
			t.Fatalf("%v limit %d: triads counted %d (%v), cells %d (%v)", g.Cells, limit, n, err2, want, err1)
		}
		if n > 0 && !e.First.Solves(g) {
			t.Fatalf("%v: triads answer %v does not solve it", g.Cells, e.First.Cells)
		}
		_ = res
	}
}

// BenchmarkCells runs the 9x9 sets through the cells path (solve and
// unique), to compare with BenchmarkSolve and BenchmarkUnique.
func BenchmarkCells(b *testing.B) {
	b.Run("solve", func(b *testing.B) { benchmarkVariant(b, 1, func(e *Solver) { e.nine.cells = true }) })
	b.Run("unique", func(b *testing.B) { benchmarkVariant(b, 2, func(e *Solver) { e.nine.cells = true }) })
}
