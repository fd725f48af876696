package classic

// Recursive depth-first search, after nxn-dfs-solver.txt (COMS1017A/1021A
// Project 1, "Sudoku"), section 3: "implement a Depth First Search using
// either recursion (i.e. the call stack) or iteratively". This is the first
// choice: the search of Algorithm 1 (dfs.go), with the stack of moves kept
// by the calls themselves. Each call takes the first empty cell in row-major
// order and enters 1, 2, …, N in turn; after each value it asks whether the
// state is invalid (the value appears again in its row, column or box); if
// not, it recurses to the next empty cell. When N has been tried, the cell
// is set blank again and the call returns, which is Algorithm 1's pop.
//
// It enters the same values in the same order as dfs, so both report the
// same statistics; only the stack differs. Givens that already clash have
// no solution, as in dfs.

import (
	"context"
	"time"

	"github.com/sudokit-go/sudokit"
)

// DFSRec is the depth-first search of DFS on the call stack. Make one with
// NewDFSRec.
type DFSRec struct {
	opt    sudokit.Options
	shape  *sudokit.Shape
	grid   []uint8
	first  sudokit.Grid
	stats  sudokit.Stats
	budget budget
	limit  int
	count  int
}

// NewDFSRec returns a recursive depth-first search engine. It honours
// MaxNodes, Trace ("place", "undo" and "no candidate" events) and
// cancellation.
func NewDFSRec(opt sudokit.Options) *DFSRec { return &DFSRec{opt: opt} }

// Solve returns the first solution in the search order (cells row by row,
// values from 1 up); see sudokit.Solver.
func (d *DFSRec) Solve(ctx context.Context, g sudokit.Grid) (sudokit.Grid, sudokit.Result, error) {
	n, res, err := d.CountSolutions(ctx, g, 1)
	if err != nil || n == 0 {
		return sudokit.Grid{}, res, err
	}
	return d.first, res, nil
}

// SolveCount returns the solution Solve would and the count CountSolutions
// would, in one search; see sudokit.SolveCounter.
func (d *DFSRec) SolveCount(ctx context.Context, g sudokit.Grid, limit int) (sudokit.Grid, int, sudokit.Result, error) {
	n, res, err := d.CountSolutions(ctx, g, limit)
	if err != nil || n == 0 {
		return sudokit.Grid{}, n, res, err
	}
	return d.first, n, res, nil
}

// CountSolutions counts solutions up to limit; see sudokit.Solver.
func (d *DFSRec) CountSolutions(ctx context.Context, g sudokit.Grid, limit int) (int, sudokit.Result, error) {
	start := time.Now()
	if d.shape != g.Shape {
		d.shape = g.Shape
		d.grid = make([]uint8, g.Shape.Cells)
		d.first = sudokit.NewGrid(g.Shape)
	}
	copy(d.grid, g.Cells)
	d.budget.reset(ctx, d.opt.MaxNodes)
	d.stats, d.limit, d.count = sudokit.Stats{}, max(limit, 1), 0
	if g.Valid() {
		d.solve(0, 0)
	}
	d.stats.Elapsed = time.Since(start)
	res := sudokit.Result{Solved: d.count > 0, Stats: d.stats}
	if d.budget.err != nil {
		return 0, res, d.budget.err
	}
	return d.count, res, nil
}

// solve fills the first empty cell at or after from, and the rest by
// recursion; depth is the number of moves on the (call) stack. It returns
// true when the search is over: enough solutions, or the budget ran out.
func (d *DFSRec) solve(from, depth int) bool {
	i := from
	for i < len(d.grid) && d.grid[i] != 0 {
		i++
	}
	if i == len(d.grid) { // the puzzle is complete
		if d.count == 0 {
			copy(d.first.Cells, d.grid)
		}
		d.count++
		return d.count >= d.limit
	}
	n := uint8(d.shape.N)
	if n > 1 {
		d.stats.Guesses++
	}
	cell := d.shape.PosOf(i)
	fits := false
	for v := uint8(1); v <= n; v++ {
		if !d.budget.spend(d.stats.Nodes) {
			return true
		}
		d.grid[i] = v
		d.stats.Nodes++
		d.emit(sudokit.EventPlace, depth, cell, v)
		if !d.invalid(i) {
			fits = true
			if d.solve(i+1, depth+1) {
				return true
			}
		}
		d.grid[i] = 0
		d.stats.Backtracks++
		d.emit(sudokit.EventUndo, depth, cell, v)
	}
	if !fits {
		d.emit(sudokit.EventDeadEnd, depth, cell, 0)
	}
	return false
}

// invalid reports whether the value at cell i appears again in its row,
// column or box.
func (d *DFSRec) invalid(i int) bool {
	v := d.grid[i]
	for _, j := range d.shape.Peers(i) {
		if d.grid[j] == v {
			return true
		}
	}
	return false
}

func (d *DFSRec) emit(kind sudokit.EventKind, depth int, p sudokit.Pos, v uint8) {
	if d.opt.Trace != nil {
		d.opt.Trace(sudokit.Event{Kind: kind, Depth: depth, Cell: p, Value: v})
	}
}
