package main

import (
	"context"
	"time"

	"github.com/sudokit-go/sudokit"
)

// cpuBudget is a context that ends when the calling thread has used limit
// of CPU time since it was made. sudokit's engines look at their context's
// Err every few thousand nodes, on the thread that searches, so the search
// stops within a few milliseconds of the limit whatever the machine's load.
// Its Done channel is nil: it never ends for other goroutines.
type cpuBudget struct {
	context.Context
	start, limit time.Duration
}

func (c *cpuBudget) Err() error {
	if err := c.Context.Err(); err != nil {
		return err
	}
	if threadCPU()-c.start > c.limit {
		return context.DeadlineExceeded
	}
	return nil
}

func (c *cpuBudget) Done() <-chan struct{} { return nil }

// An EngineRun is one search of a sudokit engine.
type EngineRun struct {
	Grid    sudokit.Grid // the first solution, when one was found
	Count   int          // solutions found, up to the limit
	CPU     time.Duration
	TimeOut bool
}

// runEngine runs s on g on the calling thread: Solve, or SolveCount to
// limit 2 when unique is true, stopped after limit of CPU time. The grid is
// cloned, so it outlives the next search.
func runEngine(ctx context.Context, s sudokit.Solver, g sudokit.Grid, unique bool, limit time.Duration) (EngineRun, error) {
	start := threadCPU()
	bctx := &cpuBudget{Context: ctx, start: start, limit: limit}
	var (
		sol sudokit.Grid
		n   int
		res sudokit.Result
		err error
	)
	if unique {
		sol, n, res, err = sudokit.SolveCount(bctx, s, g, 2)
	} else {
		sol, res, err = s.Solve(bctx, g)
		if res.Solved {
			n = 1
		}
	}
	run := EngineRun{CPU: threadCPU() - start, Count: n}
	if ctx.Err() != nil {
		return run, ctx.Err()
	}
	if err != nil || run.CPU > limit {
		if err == nil || bctx.Err() != nil {
			run.TimeOut = true
			return run, nil
		}
		return run, err
	}
	if res.Solved {
		run.Grid = sol.Clone()
	}
	return run, nil
}
