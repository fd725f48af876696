package pseudoku

import (
	"fmt"
	"math"
)

// An Extension is the method carried to an N×N Sudoku with square boxes of
// side R (N = R²): the first row copied N times, rows 2 to N shifted left by
// s2 … sN places, each from 0 to N-1, tried in the order of N-1 nested
// loops, the first shift outermost, as MakeSolution tries x, y and z.
// Whether a shift vector works does not depend on the row, only on the
// shifts, so one count serves every row.
type Extension struct {
	N       int   // side of the grid
	Vectors int64 // shift vectors in all: N^(N-1)
	Working int64 // vectors that make every column and box hold 1…N
	First   []int // the first vector that works, in the loops' order
	Tries   int64 // vectors the loops try up to and including First
}

// Extend counts the shift vectors that work for square boxes of side r,
// 2 ≤ r ≤ 4 (4x4, 9x9, 16x16), with a search that places one row's shift at
// a time and drops a shift as soon as a column or box repeats a value.
func Extend(r int) (Extension, error) {
	if r < 2 || r > 4 {
		return Extension{}, fmt.Errorf("box side %d: the extension covers 2-4 (4x4 to 16x16)", r)
	}
	n := r * r
	e := Extension{N: n, Vectors: int64(math.Pow(float64(n), float64(n-1)))}
	// The row is 0 … n-1 (its labels do not matter); cell (i, c) of a grid
	// whose row i is shifted s left holds (c + s) mod n.
	shifts := make([]int, n)
	colUsed := make([]uint64, n)
	boxUsed := make([]uint64, n)
	var place func(i int)
	place = func(i int) {
		if i == n {
			if e.Working == 0 {
				e.First = append([]int(nil), shifts[1:]...)
			}
			e.Working++
			return
		}
		for s := range n {
			if i == 0 && s > 0 {
				break // the first row stays as it is
			}
			ok := true
			for c := range n {
				bit := uint64(1) << ((c + s) % n)
				if colUsed[c]&bit != 0 || boxUsed[i/r*r+c/r]&bit != 0 {
					ok = false
					break
				}
			}
			if !ok {
				continue
			}
			shifts[i] = s
			for c := range n {
				bit := uint64(1) << ((c + s) % n)
				colUsed[c] |= bit
				boxUsed[i/r*r+c/r] |= bit
			}
			place(i + 1)
			for c := range n {
				bit := uint64(1) << ((c + s) % n)
				colUsed[c] &^= bit
				boxUsed[i/r*r+c/r] &^= bit
			}
		}
	}
	place(0)
	if e.Working > 0 {
		for _, s := range e.First {
			e.Tries = e.Tries*int64(n) + int64(s)
		}
		e.Tries++
	}
	return e, nil
}

// Grid returns the grid the first working vector makes from row, a
// permutation of 1…N, row by row.
func (e Extension) Grid(row []uint8) ([]uint8, error) {
	if len(row) != e.N || len(e.First) != e.N-1 {
		return nil, fmt.Errorf("a row of %d values for a %dx%d grid", len(row), e.N, e.N)
	}
	var seen uint64
	for _, v := range row {
		if v < 1 || int(v) > e.N || seen&(1<<(v-1)) != 0 {
			return nil, fmt.Errorf("row %v: not a permutation of 1-%d", row, e.N)
		}
		seen |= 1 << (v - 1)
	}
	out := make([]uint8, 0, e.N*e.N)
	out = append(out, row...)
	for _, s := range e.First {
		for c := range e.N {
			out = append(out, row[(c+s)%e.N])
		}
	}
	return out, nil
}
