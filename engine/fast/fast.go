package fast

import (
	"context"

	"github.com/sudokit-go/sudokit"
)

// Solver is the fast engine. Make one with New; a Solver is used by one
// goroutine at a time and keeps its scratch memory between puzzles, so a
// batch of puzzles of one shape allocates nothing per puzzle. Its Solve
// returns the first solution found. Its SolveCount returns the first
// solution found and the count of solutions up to limit, in one search;
// for a puzzle with several solutions the grid may differ from what Solve
// returns, since a restarted count keeps the first solution of its last
// run.
type Solver struct {
	sudokit.Search
	gen     general
	nine    nine
	planes  planes
	general bool // use the general path even for 9x9 (tests, benchmarks)
	// noPlanes keeps 16x16 grids off the plane search (tests, benchmarks).
	noPlanes bool
}

// Solver solves and counts in one search.
var _ sudokit.SolveCounter = (*Solver)(nil)

// New returns a fast engine with the given options. It honours
// Options.MaxNodes, Progress and cancellation; it does not trace.
func New(opt sudokit.Options) *Solver {
	s := &Solver{}
	s.Search = sudokit.NewSearch(opt, s.run)
	s.gen.ctl = &s.Search
	s.gen.learnAfter = learnAfter
	s.nine.ctl = &s.Search
	s.planes.ctl = &s.Search
	s.planes.budget = planeBudget
	return s
}

// run searches g, through the 9x9 path or the general one. It looks at the
// context before it starts, so that a search that needs no node still
// ends when the context has.
func (s *Solver) run(g sudokit.Grid) {
	switch {
	case !s.Spend(0):
	case g.Shape.N == 9 && g.Shape.BoxRows == 3 && !s.general:
		s.nine.solve(g)
	case g.Shape.N == 16 && g.Shape.BoxRows == 4 && !s.noPlanes:
		if !s.planes.solve(g) {
			s.handOver(g)
		}
	default:
		s.gen.solve(g)
	}
}

// handOver searches g by the general path after a plane search gave it
// up: from the root, its learning switch as far away as for a grid it
// takes first.
func (s *Solver) handOver(g sudokit.Grid) {
	after := s.gen.learnAfter
	if after >= 0 {
		s.gen.learnAfter += s.Stats.Nodes
	}
	s.Count = 0
	s.gen.solve(g)
	s.gen.learnAfter = after
}

// learnAfter is the node count of the restarting search after which the
// learning search takes over.
const learnAfter = 5000

// Unique reports whether g has exactly one solution, and the count of its
// solutions up to two.
func (s *Solver) Unique(ctx context.Context, g sudokit.Grid) (bool, int, error) {
	return sudokit.Unique(ctx, s, g)
}
