package logic

import (
	"context"
	"time"

	"github.com/sudokit-go/sudokit"
)

// A halt tells the slow finders of explain and hint (the chains and
// forcing groups) when to give up: when the caller's context ends (Ctrl-C,
// a server's deadline) or the path's budget (Options.Budget) is spent. A
// finder that gives up finds nothing, so the path goes on to the next
// technique, and in the end to Trial; the path itself sees the context's
// end and fails with its error. A nil *halt never stops.
type halt struct {
	done     <-chan struct{} // the context's; nil: none
	deadline time.Time       // the budget's end; zero: none
	ticks    uint32
	stopped  bool
}

// haltEvery is how many calls of over pass between two looks at the clock
// and the context: a look costs about as much as a few hundred nodes of a
// forcing propagation.
const haltEvery = 256

// newHalt returns the halt of a path under ctx with budget (0: none), or
// nil when neither can ever stop it.
func newHalt(ctx context.Context, budget time.Duration) *halt {
	h := &halt{done: ctx.Done()}
	if budget > 0 {
		h.deadline = clock().Add(budget)
	}
	if h.done == nil && h.deadline.IsZero() {
		return nil
	}
	return h
}

// over tells whether the finder must give up, looking at the clock and the
// context once every haltEvery calls.
func (h *halt) over() bool {
	if h == nil {
		return false
	}
	if h.stopped {
		return true
	}
	h.ticks++
	if h.ticks%haltEvery != 0 {
		return false
	}
	return h.now()
}

// now tells whether the finder must give up, looking at once.
func (h *halt) now() bool {
	if h == nil {
		return false
	}
	if h.stopped {
		return true
	}
	if !h.deadline.IsZero() && clock().After(h.deadline) {
		h.stopped = true
	}
	select {
	case <-h.done:
		h.stopped = true
	default:
	}
	return h.stopped
}

// DefaultBudget is the budget of explain and hint (Options.Budget) and the
// command line's and the server's rate on a puzzle of shape s when none is given:
// none up to 12x12, where every shared puzzle is explained and rated in
// full within a second; 5 seconds from 16x16 on, where one step of a
// nested forcing chain takes seconds (docs/rating.md §8). Once it is
// spent, the chains and forcing techniques give way to the trial step.
func DefaultBudget(s *sudokit.Shape) time.Duration {
	if s == nil || s.N <= 12 {
		return 0
	}
	return LargeBudget
}

// LargeBudget is DefaultBudget from 16x16 on.
const LargeBudget = 5 * time.Second
