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

import "github.com/sudokit-go/sudokit"

// DFSRec is the depth-first search of DFS on the call stack. Its Solve
// returns the first solution in the search order (cells row by row, values
// from 1 up). Make one with NewDFSRec.
type DFSRec struct {
	sudokit.Search
	opt   sudokit.Options
	shape *sudokit.Shape
	grid  []uint8
}

// NewDFSRec returns a recursive depth-first search engine. It honours
// MaxNodes, Progress, Trace ("place", "undo" and "no candidate" events) and
// cancellation.
func NewDFSRec(opt sudokit.Options) *DFSRec {
	d := &DFSRec{opt: opt}
	d.Search = sudokit.NewSearch(opt, d.run)
	return d
}

// run searches g, counting solutions up to Limit.
func (d *DFSRec) run(g sudokit.Grid) {
	d.shape, d.grid = g.Shape, load(d.grid, g)
	if g.Valid() {
		d.solve(0, 0)
	}
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
		return d.FoundCells(d.grid)
	}
	n := uint8(d.shape.N)
	if n > 1 {
		d.Stats.Guesses++
	}
	cell := d.shape.PosOf(i)
	fits := false
	for v := uint8(1); v <= n; v++ {
		if !d.Node() {
			return true
		}
		d.grid[i] = v
		emit(d.opt.Trace, sudokit.Event{Kind: sudokit.EventPlace, Depth: depth, Cell: cell, Value: v})
		if !d.invalid(i) {
			fits = true
			if d.solve(i+1, depth+1) {
				return true
			}
		}
		d.grid[i] = 0
		d.Stats.Backtracks++
		emit(d.opt.Trace, sudokit.Event{Kind: sudokit.EventUndo, Depth: depth, Cell: cell, Value: v})
	}
	if !fits {
		emit(d.opt.Trace, sudokit.Event{Kind: sudokit.EventDeadEnd, Depth: depth, Cell: cell})
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
