package sudokit

import (
	"context"
	"math/bits"
	"time"
)

// Backtrack is the reference solver of the helper-functions coursework, as a
// Solver: take the first unassigned position, try each of its candidates in
// increasing order — place, solve the rest recursively, undo — and fail when
// no candidate fits. (The printed algorithm loops "while an unassigned
// position exists" and so spins forever when no candidate fits; here that
// position is a dead end and the search backs up.) It finds the smallest
// solution read row by row first. Make one with NewBacktrack.
type Backtrack struct {
	opt     Options
	grid    Grid // the grid being filled
	first   Grid // the first solution found, kept while counting
	ctx     context.Context
	stats   Stats
	limit   int
	count   int
	err     error
	checkIn int64 // nodes until the next look at the context
}

// NewBacktrack returns a backtracking solver with the given options; it
// honours MaxNodes, Trace and cancellation.
func NewBacktrack(opt Options) *Backtrack { return &Backtrack{opt: opt} }

// Solve solves g with the coursework's backtracking; see Solver.
func (b *Backtrack) Solve(ctx context.Context, g Grid) (Grid, Result, error) {
	n, res, err := b.CountSolutions(ctx, g, 1)
	if err != nil || n == 0 {
		return Grid{}, res, err
	}
	return b.first, res, nil
}

// SolveCount returns the smallest solution of g read row by row and the
// count of solutions up to limit, in one search; see SolveCounter.
func (b *Backtrack) SolveCount(ctx context.Context, g Grid, limit int) (Grid, int, Result, error) {
	n, res, err := b.CountSolutions(ctx, g, limit)
	if err != nil || n == 0 {
		return Grid{}, n, res, err
	}
	return b.first, n, res, nil
}

// CountSolutions counts the solutions of g up to limit; see Solver.
func (b *Backtrack) CountSolutions(ctx context.Context, g Grid, limit int) (int, Result, error) {
	start := time.Now()
	b.reset(ctx, g, max(limit, 1))
	if g.Valid() {
		b.search(0)
	}
	b.stats.Elapsed = time.Since(start)
	res := Result{Solved: b.count > 0, Stats: b.stats}
	if b.err != nil {
		return 0, res, b.err
	}
	return b.count, res, nil
}

func (b *Backtrack) reset(ctx context.Context, g Grid, limit int) {
	if b.grid.Shape != g.Shape {
		b.grid, b.first = NewGrid(g.Shape), NewGrid(g.Shape)
	}
	b.grid.CopyFrom(g)
	b.ctx, b.limit, b.count, b.err = ctx, limit, 0, nil
	b.stats = Stats{}
	b.checkIn = 0
}

// search fills the grid from its first unassigned position on; it returns
// true when the search must stop (the limit is reached, or an error).
func (b *Backtrack) search(depth int) bool {
	g := b.grid
	pos, ok := g.FirstUnassigned()
	if !ok {
		if b.count == 0 {
			b.first.CopyFrom(g)
		}
		b.count++
		return b.count >= b.limit
	}
	candidates := g.CandidateMask(pos)
	if candidates == 0 {
		b.trace(Event{Kind: EventDeadEnd, Depth: depth, Cell: pos})
		return false
	}
	if bits.OnesCount64(candidates) > 1 {
		b.stats.Guesses++
	}
	for ; candidates != 0; candidates &= candidates - 1 {
		v := uint8(bits.TrailingZeros64(candidates) + 1)
		if b.stop() {
			return true
		}
		b.stats.Nodes++
		g.Place(pos, v)
		b.trace(Event{Kind: EventPlace, Depth: depth, Cell: pos, Value: v})
		if b.search(depth + 1) {
			return true
		}
		g.Clear(pos)
		b.stats.Backtracks++
		b.trace(Event{Kind: EventUndo, Depth: depth, Cell: pos, Value: v})
	}
	return false
}

// stop reports whether the node budget or the context has run out, looking
// at the context only every few thousand nodes.
func (b *Backtrack) stop() bool {
	if b.opt.MaxNodes > 0 && b.stats.Nodes >= b.opt.MaxNodes {
		b.err = &NodeLimitError{Nodes: b.stats.Nodes}
		return true
	}
	if b.checkIn--; b.checkIn < 0 {
		b.checkIn = 4096
		if err := b.ctx.Err(); err != nil {
			b.err = err
			return true
		}
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
