package generate

import (
	"context"

	"github.com/sudokit-go/sudokit"
)

// Removable returns, in increasing order, the clues of p that could each be
// removed alone with p keeping one solution; p must have exactly one
// solution (check it first with sudokit.Unique). p is minimal when the list
// is empty. Each clue costs one count of s up to two. p is left as it was.
func Removable(ctx context.Context, s sudokit.Solver, p sudokit.Grid) ([]int, error) {
	var out []int
	for i, v := range p.Cells {
		if v == 0 {
			continue
		}
		p.Cells[i] = 0
		n, _, err := s.CountSolutions(ctx, p, 2)
		p.Cells[i] = v
		if err != nil {
			return nil, err
		}
		if n == 1 {
			out = append(out, i)
		}
	}
	return out, nil
}

// MakeMinimal removes the clues of p, a puzzle with exactly one solution,
// one at a time in the given order of cells (nil: row by row), each one
// that can go with p keeping one solution; the result, in p, is minimal. It
// returns the number of clues removed.
func MakeMinimal(ctx context.Context, s sudokit.Solver, p sudokit.Grid, order []int) (int, error) {
	removed := 0
	try := func(i int) error {
		v := p.Cells[i]
		if v == 0 {
			return nil
		}
		p.Cells[i] = 0
		n, _, err := s.CountSolutions(ctx, p, 2)
		if err != nil || n != 1 {
			p.Cells[i] = v
			return err
		}
		removed++
		return nil
	}
	if order == nil {
		for i := range p.Cells {
			if err := try(i); err != nil {
				return removed, err
			}
		}
		return removed, nil
	}
	for _, i := range order {
		if err := try(i); err != nil {
			return removed, err
		}
	}
	return removed, nil
}
