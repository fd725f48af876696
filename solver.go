package sudokit

import (
	"context"
	"errors"
	"fmt"
	"time"
)

// A Solver is an engine: it solves a grid, or counts its solutions up to a
// limit. Every engine of sudokit implements it, with the same words for its
// statistics. A Solver value is used by one goroutine at a time and keeps its
// scratch memory between puzzles; a batch makes one per worker.
type Solver interface {
	// Solve returns a solution of g and Result.Solved, or Result.Solved
	// false when g has none. The returned grid may share the engine's
	// memory until its next call: Clone it to keep it. g is not changed.
	// The error is non-nil only when no answer exists: the context ended,
	// Options.MaxNodes ran out, or the engine refused the search.
	Solve(ctx context.Context, g Grid) (Grid, Result, error)

	// CountSolutions counts the solutions of g, stopping when it reaches
	// limit (limit ≥ 1). Result.Solved tells whether any was found.
	CountSolutions(ctx context.Context, g Grid, limit int) (int, Result, error)
}

// A SolveCounter is a Solver that can solve and count in one search: it
// returns the first solution it finds together with the count of solutions
// up to limit, as proving uniqueness with an answer needs. Engines that
// offer it spare the second search that Solve followed by CountSolutions
// would make; SolveCount works with any Solver.
type SolveCounter interface {
	Solver
	SolveCount(ctx context.Context, g Grid, limit int) (Grid, int, Result, error)
}

// SolveCount returns a solution of g (the engine's first) and the number of
// solutions up to limit, in one search when s is a SolveCounter, else with
// Solve and then CountSolutions. The grid may share the engine's memory
// until its next call.
func SolveCount(ctx context.Context, s Solver, g Grid, limit int) (Grid, int, Result, error) {
	if sc, ok := s.(SolveCounter); ok {
		return sc.SolveCount(ctx, g, limit)
	}
	sol, res, err := s.Solve(ctx, g)
	if err != nil || !res.Solved || limit <= 1 {
		n := 0
		if res.Solved {
			n = 1
		}
		return sol, n, res, err
	}
	sol = sol.Clone()
	n, res2, err := s.CountSolutions(ctx, g, limit)
	res.Stats.Add(res2.Stats)
	return sol, n, res, err
}

// Result is the outcome of one search.
type Result struct {
	Solved bool
	Stats  Stats
}

// Stats counts the work of one search, in the same words for every engine.
type Stats struct {
	Nodes        int64         // values entered into a cell by the search
	Backtracks   int64         // entered values taken back
	Guesses      int64         // branch points with more than one choice
	Combinations int64         // whole combinations tried (brute force only)
	Elapsed      time.Duration // time spent in the search
}

// Add adds the counts of t to s.
func (s *Stats) Add(t Stats) {
	s.Nodes += t.Nodes
	s.Backtracks += t.Backtracks
	s.Guesses += t.Guesses
	s.Combinations += t.Combinations
	s.Elapsed += t.Elapsed
}

// Options configure an engine when it is made.
type Options struct {
	// MaxNodes stops a search after that many nodes with ErrMaxNodes;
	// 0 means no limit.
	MaxNodes int64
	// MaxCombinations bounds the search space brute force accepts; 0 means
	// the engine's default.
	MaxCombinations float64
	// Trace, when set, receives each step of the search as it happens.
	// Engines that cannot trace ignore it.
	Trace func(Event)
	// Progress, if not nil, is called from the search, every few thousand nodes (at each look at
	// the context), with the nodes entered so far by this call of Solve or CountSolutions.
	Progress func(nodes int64)
	// Untimed leaves Stats.Elapsed at 0: the search reads no clock. A
	// caller that times its puzzles itself, or not at all, saves two reads
	// of the clock a puzzle (some 2% of the time of an easy 9x9 one).
	Untimed bool
}

// ErrMaxNodes is returned when a search runs past Options.MaxNodes.
var ErrMaxNodes = errors.New("node limit reached")

// A NodeLimitError says a search stopped after Options.MaxNodes nodes. It
// matches ErrMaxNodes with errors.Is.
type NodeLimitError struct{ Nodes int64 }

func (e *NodeLimitError) Error() string { return fmt.Sprintf("stopped after %d nodes", e.Nodes) }

// Is makes errors.Is(err, ErrMaxNodes) hold.
func (e *NodeLimitError) Is(target error) bool { return target == ErrMaxNodes }

// ErrRefused is returned, wrapped, when an engine refuses a search before
// it starts, as brute force does with a search space over
// Options.MaxCombinations. Match it with errors.Is; the error's own message
// says why ("brute force would try 9^48 (about 6.4e45) combinations, more
// than --max-combinations 1e9").
var ErrRefused = errors.New("search refused")

// A SpaceStater is an engine that can state, before it starts, how large
// its search of a grid is, as brute force does with its combinations.
// Callers offer the note to the user (the CLI writes it on stderr before
// solving); engines whose work is not known in advance do not implement it.
type SpaceStater interface {
	// SearchSpace returns one sentence, lower case without a final
	// period, that states the search space of g ("brute force will try up
	// to 4^11 = 4194304 combinations"), and ok false when there is nothing
	// to state: among others when the engine will refuse g, which its
	// error (matching ErrRefused) then says.
	SearchSpace(g Grid) (note string, ok bool)
}

// Unique reports whether g has exactly one solution, counting with s up to
// two. The count (0, 1 or 2) is in the second result.
func Unique(ctx context.Context, s Solver, g Grid) (bool, int, error) {
	n, _, err := s.CountSolutions(ctx, g, 2)
	return err == nil && n == 1, n, err
}

// EventKind says what happened in a traced search.
type EventKind uint8

// The events of a trace, in the words of the engines' algorithms.
const (
	EventPlace    EventKind = iota // a value entered: "place r1c3=4"
	EventUndo                      // a value taken back: "undo r1c3=4"
	EventDeadEnd                   // a cell with no candidate: "r1c4: no candidate"
	EventPush                      // dfs: a move pushed on the stack
	EventNext                      // dfs: the top move's value raised
	EventPop                       // dfs: a move popped
	EventTry                       // brute force: one combination tried
	EventChoose                    // dlx: a row chosen
	EventSolution                  // a solution found
)

// An Event is one step of a traced search. Depth is the nesting of the step
// (the number of values entered below it); Text carries what a kind needs
// beyond a cell and a value (brute force's combination).
type Event struct {
	Kind  EventKind
	Depth int
	Cell  Pos
	Value uint8
	Text  string
}

// String writes the event as a trace line, without its indentation.
func (e Event) String() string {
	switch e.Kind {
	case EventPlace:
		return fmt.Sprintf("place %v=%d", e.Cell, e.Value)
	case EventUndo:
		return fmt.Sprintf("undo %v=%d", e.Cell, e.Value)
	case EventDeadEnd:
		return fmt.Sprintf("%v: no candidate", e.Cell)
	case EventPush:
		return fmt.Sprintf("push %v=%d", e.Cell, e.Value)
	case EventNext:
		return fmt.Sprintf("next %v=%d", e.Cell, e.Value)
	case EventPop:
		return fmt.Sprintf("pop %v", e.Cell)
	case EventTry:
		return "try " + e.Text
	case EventChoose:
		return fmt.Sprintf("choose %v=%d", e.Cell, e.Value)
	case EventSolution:
		return "solution"
	}
	return "event"
}
