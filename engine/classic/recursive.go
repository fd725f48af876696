package classic

// Recursive backtracking, after recursive-backtracking.txt (CS 206,
// "Recursion to solve Sudoku"). The document's pseudocode, with the names
// kept (xloc is the row, yloc the column):
//
//	Puzzle solve(Puzzle p, int xloc, int yloc)
//	    if isSolved(p)
//	        return p
//	    if not isSolvable(p)
//	        return null
//	    if (yloc>9)
//	        xloc++
//	        yloc=0
//	    if (xloc>9)
//	        return null
//	    if (p(xloc, yloc) != 0)
//	        return solve(p, xloc, yloc+1)
//	    else
//	        legalmoves = legalmovesat(p, xloc, yloc)
//	        foreach legalmove : legalmoves
//	            set p(xloc, yloc) to legalmove
//	            np = solve(copy(p), xloc, yloc+1)
//	            if (np!=null)
//	                return np
//	        return null
//
// with isSolved (every square filled), isSolvable (every empty square still
// has a legal move), legalMovesAt (the values that break no rule at a
// square) and copy (a new puzzle that shares nothing with p).
//
// Two departures, both to keep the intent. The printed bounds are mixed:
// "yloc>9" and "xloc>9" on indexes that run from 0 to 8, so the row would end
// one column late; here the row ends when yloc reaches N. And the printed
// solve trusts the givens: isSolved only asks whether every square is
// filled, so a full grid whose givens clash would be returned as solved;
// here givens that already clash have no solution.
//
// copy is what makes this algorithm what it is, and it stays: every move is
// tried on a fresh copy. The copies live in buffers kept between puzzles, one
// for each depth of the search, so that copying allocates nothing.

import (
	"math/bits"

	"github.com/sudokit-go/sudokit"
)

// Recursive is the copy-based recursive backtracking engine. Its Solve
// returns the first solution solve reaches, trying the legal moves of each
// square in increasing order. Make one with NewRecursive.
type Recursive struct {
	sudokit.Search
	opt    sudokit.Options
	shape  *sudokit.Shape
	copies [][]uint8 // copies[d] is the puzzle handed down with d values entered
}

// NewRecursive returns a recursive backtracking engine. It honours MaxNodes,
// Progress, Trace ("place", "undo" and "no candidate" events) and
// cancellation.
func NewRecursive(opt sudokit.Options) *Recursive {
	r := &Recursive{opt: opt}
	r.Search = sudokit.NewSearch(opt, r.run)
	return r
}

// run searches g. It counts solutions up to Limit: a solved puzzle is
// counted and, until the limit, the search goes on as if it had failed.
func (r *Recursive) run(g sudokit.Grid) {
	if r.shape != g.Shape {
		r.shape = g.Shape
		r.copies = r.copies[:0]
	}
	if g.Valid() {
		r.solve(r.copy(g.Cells, 0), 0, 0, 0)
	}
}

// solve is the document's solve(p, xloc, yloc); depth counts the values
// entered above this call, which picks the buffer of the next copy. It
// returns the solved puzzle, or nil. When counting, a solved puzzle below
// the limit is recorded and answered with nil, so the search goes on.
func (r *Recursive) solve(p []uint8, xloc, yloc, depth int) []uint8 {
	if r.isSolved(p) {
		if r.FoundCells(p) {
			return p
		}
		return nil
	}
	if at, ok := r.isSolvable(p); !ok {
		emit(r.opt.Trace, sudokit.Event{Kind: sudokit.EventDeadEnd, Depth: depth, Cell: r.shape.PosOf(at)})
		return nil
	}
	n := r.shape.N
	if yloc >= n { // printed: yloc>9
		xloc++
		yloc = 0
	}
	if xloc >= n { // printed: xloc>9
		return nil
	}
	if p[xloc*n+yloc] != 0 {
		return r.solve(p, xloc, yloc+1, depth)
	}
	legalMoves := r.legalMovesAt(p, xloc, yloc)
	if bits.OnesCount64(legalMoves) > 1 {
		r.Stats.Guesses++
	}
	cell := sudokit.Pos{Row: xloc, Col: yloc}
	for ; legalMoves != 0; legalMoves &= legalMoves - 1 {
		legalMove := uint8(bits.TrailingZeros64(legalMoves) + 1)
		if !r.Node() {
			return nil
		}
		p[xloc*n+yloc] = legalMove
		emit(r.opt.Trace, sudokit.Event{Kind: sudokit.EventPlace, Depth: depth, Cell: cell, Value: legalMove})
		if np := r.solve(r.copy(p, depth+1), xloc, yloc+1, depth+1); np != nil {
			return np
		}
		if r.Err() != nil {
			return nil
		}
		r.Stats.Backtracks++
		emit(r.opt.Trace, sudokit.Event{Kind: sudokit.EventUndo, Depth: depth, Cell: cell, Value: legalMove})
	}
	return nil
}

// isSolved reports whether every square is filled. (Every value entered was
// a legal move and the givens were checked first, so a full puzzle is a
// solution.)
func (r *Recursive) isSolved(p []uint8) bool {
	for _, v := range p {
		if v == 0 {
			return false
		}
	}
	return true
}

// isSolvable reports whether the puzzle still might be solvable: every empty
// square has at least one legal move. When one has none, it is returned.
func (r *Recursive) isSolvable(p []uint8) (int, bool) {
	n := r.shape.N
	for i, v := range p {
		if v == 0 && r.legalMovesAt(p, i/n, i%n) == 0 {
			return i, false
		}
	}
	return 0, true
}

// legalMovesAt returns the numbers that can legally be put at (xloc, yloc)
// given the board: those that appear in none of its row, column and box. The
// list is a set of bits, bit v-1 for the number v.
func (r *Recursive) legalMovesAt(p []uint8, xloc, yloc int) uint64 {
	s := r.shape
	var used uint64
	for _, j := range s.Peers(xloc*s.N + yloc) {
		if v := p[j]; v != 0 {
			used |= 1 << (v - 1)
		}
	}
	return ^used & (^uint64(0) >> (64 - s.N))
}

// copy returns a new instance of the puzzle that is an exact copy of p:
// changing it has no effect on p. It is written into the buffer of the given
// depth, made the first time the search reaches that depth.
func (r *Recursive) copy(p []uint8, depth int) []uint8 {
	for len(r.copies) <= depth {
		r.copies = append(r.copies, make([]uint8, len(p)))
	}
	np := r.copies[depth]
	copy(np, p)
	return np
}
