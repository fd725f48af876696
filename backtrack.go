package sudokit

import (
	"context"
	"math/bits"
)

// Backtrack is the reference solver of the helper-functions coursework, as a
// Solver: take the first unassigned position, try each of its candidates in
// increasing order — place, solve the rest recursively, undo — and fail when
// no candidate fits. (The printed algorithm loops "while an unassigned
// position exists" and so spins forever when no candidate fits; here that
// position is a dead end and the search backs up.) It finds the smallest
// solution read row by row first. Make one with NewBacktrack.
type Backtrack struct {
	Search
	opt  Options
	grid Grid // the grid being filled
}

// NewBacktrack returns a backtracking solver with the given options; it
// honours MaxNodes, Progress, Trace and cancellation. Its Solve returns the
// smallest solution read row by row, and SolveCount that solution with the
// count of solutions up to the limit, in one search.
func NewBacktrack(opt Options) *Backtrack {
	b := &Backtrack{opt: opt}
	b.Search = NewSearch(opt, b.run)
	return b
}

// run is the search function of b's frame: it fills a copy of g.
func (b *Backtrack) run(g Grid) {
	if b.grid.Shape != g.Shape {
		b.grid = NewGrid(g.Shape)
	}
	b.grid.CopyFrom(g)
	if g.Valid() {
		b.search(0)
	}
}

// search fills the grid from its first unassigned position on; it returns
// true when the search must stop (the limit is reached, or an error).
func (b *Backtrack) search(depth int) bool {
	g := b.grid
	pos, ok := g.FirstUnassigned()
	if !ok {
		return b.FoundCells(g.Cells)
	}
	candidates := g.CandidateMask(pos)
	if candidates == 0 {
		b.trace(Event{Kind: EventDeadEnd, Depth: depth, Cell: pos})
		return false
	}
	if bits.OnesCount64(candidates) > 1 {
		b.Stats.Guesses++
	}
	for ; candidates != 0; candidates &= candidates - 1 {
		v := uint8(bits.TrailingZeros64(candidates) + 1)
		if !b.Node() {
			return true
		}
		g.Place(pos, v)
		b.trace(Event{Kind: EventPlace, Depth: depth, Cell: pos, Value: v})
		if b.search(depth + 1) {
			return true
		}
		g.Clear(pos)
		b.Stats.Backtracks++
		b.trace(Event{Kind: EventUndo, Depth: depth, Cell: pos, Value: v})
	}
	return false
}

func (b *Backtrack) trace(e Event) {
	if b.opt.Trace != nil {
		b.opt.Trace(e)
	}
}

// Solve is the coursework's sudoku_solver: it reports whether g can be
// completed and returns the completed grid (the smallest solution read row
// by row). g itself is not changed. Givens that already clash fail at once.
func Solve(g Grid) (bool, Grid) {
	sol, res, _ := NewBacktrack(Options{}).Solve(context.Background(), g)
	if !res.Solved {
		return false, g.Clone()
	}
	return true, sol.Clone()
}
