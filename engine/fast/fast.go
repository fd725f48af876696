package fast

import (
	"context"
	"time"

	"github.com/sudokit-go/sudokit"
)

// Solver is the fast engine. Make one with New; a Solver is used by one
// goroutine at a time and keeps its scratch memory between puzzles, so a
// batch of puzzles of one shape allocates nothing per puzzle.
type Solver struct {
	opt     sudokit.Options
	ctl     control
	gen     general
	nine    nine
	out     sudokit.Grid // the first solution of the last search
	general bool         // use the general path even for 9x9 (tests, benchmarks)
}

// Solver solves and counts in one search.
var _ sudokit.SolveCounter = (*Solver)(nil)

// New returns a fast engine with the given options. It honours
// Options.MaxNodes and cancellation; it does not trace.
func New(opt sudokit.Options) *Solver {
	s := &Solver{opt: opt}
	s.gen.ctl = &s.ctl
	s.nine.ctl = &s.ctl
	return s
}

// Solve returns a solution of g; see sudokit.Solver. The grid returned is
// the engine's own until its next call: Clone it to keep it.
func (s *Solver) Solve(ctx context.Context, g sudokit.Grid) (sudokit.Grid, sudokit.Result, error) {
	n, res, err := s.CountSolutions(ctx, g, 1)
	if err != nil || n == 0 {
		return sudokit.Grid{}, res, err
	}
	return s.out, res, nil
}

// CountSolutions counts the solutions of g, stopping at limit; see
// sudokit.Solver. The first solution found is what Solve would return.
func (s *Solver) CountSolutions(ctx context.Context, g sudokit.Grid, limit int) (int, sudokit.Result, error) {
	start := time.Now()
	if s.out.Shape != g.Shape {
		s.out = sudokit.NewGrid(g.Shape)
	}
	s.ctl.reset(ctx, s.opt.MaxNodes, limit, s.out.Cells)
	if err := ctx.Err(); err != nil {
		s.ctl.err = err
	} else if g.Shape.N == 9 && g.Shape.BoxRows == 3 && !s.general {
		s.nine.solve(g)
	} else {
		s.gen.solve(g)
	}
	s.ctl.stats.Elapsed = time.Since(start)
	res := sudokit.Result{Solved: s.ctl.count > 0, Stats: s.ctl.stats}
	if s.ctl.err != nil {
		return 0, res, s.ctl.err
	}
	return s.ctl.count, res, nil
}

// SolveCount returns the first solution found and the count of solutions
// up to limit, in one search; see sudokit.SolveCounter. For a puzzle with
// several solutions the grid may differ from what Solve returns, since a
// restarted count keeps the first solution of its last run.
func (s *Solver) SolveCount(ctx context.Context, g sudokit.Grid, limit int) (sudokit.Grid, int, sudokit.Result, error) {
	n, res, err := s.CountSolutions(ctx, g, limit)
	if err != nil || n == 0 {
		return sudokit.Grid{}, n, res, err
	}
	return s.out, n, res, nil
}

// Unique reports whether g has exactly one solution, and the count of its
// solutions up to two.
func (s *Solver) Unique(ctx context.Context, g sudokit.Grid) (bool, int, error) {
	return sudokit.Unique(ctx, s, g)
}
