package classic

// Iterative depth-first search, after nxn-dfs-solver.txt (COMS1017A/1021A
// Project 1, "Sudoku"), Algorithm 1:
//
//	function SOLVE(grid[N][N])
//	    Initialise a stack
//	    while the puzzle is not complete do
//	        if the puzzle is in an invalid state then
//	            The row/col for the most recent move is always at the top of the stack.
//	            while the most recent move involved entering an N do
//	                Pop from the stack and set the value at that position to be blank
//	            end while
//	            if the stack is empty then
//	                return no solution
//	            else
//	                Increment the value stored at the most recent position
//	            end if
//	        else
//	            Find an empty cell and insert the first value for that cell
//	            Push this location onto the stack
//	        end if
//	    end while
//	    return the resulting values
//
// The stack holds (row, column) pairs, as the document suggests
// (stack<pair<int,int>>). Values are entered blindly, 1 first, and the state
// is checked after each move, so a cell may take every value from 1 to N.
//
// Two defects of the printed algorithm are mended here:
//
//   - When the givens already clash, the very first state is invalid before
//     any move was pushed, and the algorithm reads the top of an empty stack.
//     Here such a puzzle has no solution at once.
//   - "While the puzzle is not complete" is tested before validity, so a last
//     move that fills the grid but clashes would end the loop with a wrong
//     grid. Here a complete puzzle is a full one in a valid state.
//
// Every earlier state was valid, so "the puzzle is in an invalid state" is
// asked of the most recent move only: does its value appear again in its
// row, column or box? That is the same answer as checking the whole grid,
// for a fraction of the work. Likewise the first empty cell in row-major
// order lies after the most recent move, since moves are made in that order.

import "github.com/sudokit-go/sudokit"

// A move is a location on the stack: the row and column of a cell that the
// search gave a value.
type move struct{ row, col int }

// DFS is the iterative depth-first search with an explicit stack of moves.
// Its Solve returns the first solution in the search order (cells row by
// row, values from 1 up). Make one with NewDFS.
type DFS struct {
	sudokit.Search
	opt    sudokit.Options
	shape  *sudokit.Shape
	grid   []uint8
	stack  []move
	blanks int // blank cells left
}

// NewDFS returns an iterative depth-first search engine. It honours MaxNodes,
// Progress, Trace ("push", "next" and "pop" events) and cancellation.
func NewDFS(opt sudokit.Options) *DFS {
	d := &DFS{opt: opt}
	d.Search = sudokit.NewSearch(opt, d.run)
	return d
}

// run searches g. It counts solutions up to Limit: a complete puzzle is
// counted and, until the limit, treated as an invalid state so that the
// search goes on.
func (d *DFS) run(g sudokit.Grid) {
	d.shape, d.grid = g.Shape, load(d.grid, g)
	if cap(d.stack) < g.Shape.Cells {
		d.stack = make([]move, 0, g.Shape.Cells)
	}
	d.stack = d.stack[:0]
	d.blanks = g.Blanks()
	if g.Valid() { // givens that clash: no solution at once (see above)
		d.solve()
	}
}

// solve is Algorithm 1. It returns when the stack runs empty (no further
// solution), enough solutions were found, or the budget ran out.
func (d *DFS) solve() {
	n := uint8(d.shape.N)
	for {
		invalid := d.invalid()
		if !invalid && d.blanks == 0 { // the puzzle is complete
			if d.FoundCells(d.grid) {
				return
			}
			invalid = true // counting: go on as from a dead end
		}
		if invalid {
			// The row/col for the most recent move is always at the top of
			// the stack.
			for len(d.stack) > 0 && d.grid[d.top()] == n {
				d.pop()
			}
			if len(d.stack) == 0 {
				return // no solution
			}
			if !d.Node() {
				return
			}
			d.increment()
		} else {
			if !d.Node() {
				return
			}
			d.push(d.firstEmpty())
		}
	}
}

// top is the cell index of the most recent move.
func (d *DFS) top() int {
	m := d.stack[len(d.stack)-1]
	return m.row*d.shape.N + m.col
}

// invalid reports whether the most recent move broke a rule: its value
// appears again in its row, column or box.
func (d *DFS) invalid() bool {
	if len(d.stack) == 0 {
		return false // the givens, checked before the search
	}
	i := d.top()
	v := d.grid[i]
	for _, j := range d.shape.Peers(i) {
		if d.grid[j] == v {
			return true
		}
	}
	return false
}

// firstEmpty finds the first empty cell in row-major order, which lies after
// the most recent move.
func (d *DFS) firstEmpty() int {
	i := 0
	if len(d.stack) > 0 {
		i = d.top() + 1
	}
	for d.grid[i] != 0 {
		i++
	}
	return i
}

// push inserts the first value, 1, at cell i and pushes its location; the
// node was counted before.
func (d *DFS) push(i int) {
	p := d.shape.PosOf(i)
	emit(d.opt.Trace, sudokit.Event{Kind: sudokit.EventPush, Depth: len(d.stack), Cell: p, Value: 1})
	d.grid[i] = 1
	d.blanks--
	d.stack = append(d.stack, move{p.Row, p.Col})
	if d.shape.N > 1 {
		d.Stats.Guesses++
	}
}

// increment raises the value at the most recent position by one: a value
// entered (the node was counted before), and the one before it taken back.
func (d *DFS) increment() {
	i := d.top()
	d.grid[i]++
	d.Stats.Backtracks++
	emit(d.opt.Trace, sudokit.Event{Kind: sudokit.EventNext, Depth: len(d.stack) - 1, Cell: d.shape.PosOf(i), Value: d.grid[i]})
}

// pop pops the most recent move and sets its cell blank.
func (d *DFS) pop() {
	i := d.top()
	d.stack = d.stack[:len(d.stack)-1]
	d.grid[i] = 0
	d.blanks++
	d.Stats.Backtracks++
	emit(d.opt.Trace, sudokit.Event{Kind: sudokit.EventPop, Depth: len(d.stack), Cell: d.shape.PosOf(i)})
}
