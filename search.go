package sudokit

import (
	"context"
	"time"
)

// A Search is the frame every engine of sudokit puts around its algorithm:
// it makes a Solver and a SolveCounter of one function that searches a
// grid, so that an engine writes only what is its own. An engine embeds a
// Search made by NewSearch; the Search's Solve, CountSolutions and
// SolveCount become the engine's.
//
// Each call resets the Search (the budget under the call's context, the
// statistics, the count and the limit), calls the search function, and
// returns what it found. The search function enters each node after Spend
// allows it (Node does both), counts its work in Stats, writes its first
// solution into First while Count is 0 and counts each solution with Found
// (FoundCells does both), and returns when Found or Spend says to stop or
// its tree is done.
type Search struct {
	Budget       // the current search's node budget and context
	Stats  Stats // the current search's counts; Elapsed is set when it ends
	Limit  int   // the solutions wanted: the search stops at this many (≥ 1)
	Count  int   // the solutions found so far
	First  Grid  // the first solution found, in the shape of the grid searched

	opt    Options
	search func(g Grid)
}

// epoch is an instant on the monotonic clock. A search is timed by
// time.Since(epoch) at its start and its end, a read of the monotonic clock
// each, where time.Now reads the wall clock too: some 20 ns less a puzzle,
// which a puzzle of 2 µs notices.
var epoch = time.Now()

// NewSearch returns the frame of an engine made with opt (MaxNodes and
// Progress are honoured here) whose algorithm is search: a function that
// searches g, which it must not change, as the Search type describes.
func NewSearch(opt Options, search func(g Grid)) Search {
	return Search{opt: opt, search: search}
}

// Node asks the budget for one more node and counts it in Stats.Nodes; it
// reports false, counting nothing, when the search must stop.
func (s *Search) Node() bool {
	if !s.Spend(s.Stats.Nodes) {
		return false
	}
	s.Stats.Nodes++
	return true
}

// Found counts one solution; it reports whether the limit is reached. The
// engine writes the solution into First before, when Count is 0.
func (s *Search) Found() bool {
	s.Count++
	return s.Count >= s.Limit
}

// FoundCells is Found for an engine that holds its solution as cells row
// by row: the first solution is copied into First.
func (s *Search) FoundCells(cells []uint8) bool {
	if s.Count == 0 {
		copy(s.First.Cells, cells)
	}
	return s.Found()
}

// CountSolutions counts the solutions of g up to limit; see Solver.
func (s *Search) CountSolutions(ctx context.Context, g Grid, limit int) (int, Result, error) {
	var start time.Duration
	if !s.opt.Untimed {
		start = time.Since(epoch)
	}
	if s.First.Shape != g.Shape {
		s.First = NewGrid(g.Shape)
	}
	s.Budget.Reset(ctx, s.opt)
	s.Stats, s.Limit, s.Count = Stats{}, max(limit, 1), 0
	s.search(g)
	if !s.opt.Untimed {
		s.Stats.Elapsed = time.Since(epoch) - start
	}
	res := Result{Solved: s.Count > 0, Stats: s.Stats}
	if err := s.Err(); err != nil {
		return 0, res, err
	}
	return s.Count, res, nil
}

// Solve returns the first solution the engine finds; see Solver. The grid
// is the engine's own until its next call: Clone it to keep it.
func (s *Search) Solve(ctx context.Context, g Grid) (Grid, Result, error) {
	sol, _, res, err := s.SolveCount(ctx, g, 1)
	return sol, res, err
}

// SolveCount returns the first solution the engine finds and the count of
// solutions up to limit, in one search; see SolveCounter. The grid is the
// engine's own until its next call.
func (s *Search) SolveCount(ctx context.Context, g Grid, limit int) (Grid, int, Result, error) {
	n, res, err := s.CountSolutions(ctx, g, limit)
	if err != nil || n == 0 {
		return Grid{}, n, res, err
	}
	return s.First, n, res, nil
}
