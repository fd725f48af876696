package cli

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/sudokit-go/sudokit"
	"github.com/sudokit-go/sudokit/engine"
	"github.com/sudokit-go/sudokit/internal/batch"
)

type countOptions struct {
	algo  string
	limit int64
}

func countCommand() *command {
	c := &countOptions{}
	return &command{
		name:    "count",
		summary: "count solutions, up to a limit",
		usage:   "count [--limit N] [--algo NAME] [--timeout D] [-j N] [flags] [FILE...]",
		about: "Prints the number of solutions of each puzzle, one a line; when the count reaches --limit\n" +
			"the search stops and the line is the limit followed by +. count is the uniqueness test of\n" +
			"scripts: exit 0 when every puzzle has exactly one solution, 1 when some puzzle has none or\n" +
			"several.",
		example: "  $ echo ................ | sudokit count\n  288\n" +
			"  $ sudokit count -q puzzle.txt && echo unique",
		flags: func(fs *flagSet, o *options) {
			inputFlags(fs, o)
			runFlags(fs, o)
			commonFlags(fs, o)
			fs.Bool(&o.json, "json", "write JSON Lines")
			fs.Count(&c.limit, "limit", "N", 1000, "stop counting at N (at least 2)")
			fs.String(&c.algo, "algo", "NAME", engine.Registry().Default().Name, "engine: "+strings.Join(engine.Registry().Names(), ", "))
		},
		run: func(r *runner, files []string) int { return runCount(r, c, files) },
	}
}

type countResult struct {
	count   int
	err     error
	elapsed time.Duration
	stats   sudokit.Stats
}

func runCount(r *runner, c *countOptions, files []string) int {
	eng, err := engine.Registry().Lookup(c.algo)
	if err != nil {
		return r.usage(r.usageErr("--algo %s: %v", c.algo, err))
	}
	if c.limit < 2 || c.limit > 1<<31 {
		return r.usage(r.usageErr("--limit %d: want 2 or more", c.limit))
	}
	limit := int(c.limit)
	engines := make([]sudokit.Solver, r.opt.jobs)
	sum := &batch.Summary{}
	start := time.Now()
	status := r.eachInput(files, func(src string, rd *sudokit.Reader) int {
		status := exitOK
		next := func() (sudokit.Item, bool) { return rd.Next() }
		work := func(w int, it sudokit.Item) countResult {
			if it.Err != nil || it.NoSolution {
				return countResult{}
			}
			if engines[w] == nil {
				engines[w] = eng.New(sudokit.Options{})
			}
			ctx := r.env.Context
			if r.opt.timeout > 0 {
				var cancel context.CancelFunc
				ctx, cancel = context.WithTimeout(ctx, r.opt.timeout)
				defer cancel()
			}
			t0 := time.Now()
			n, res, err := engines[w].CountSolutions(ctx, it.Puzzle.Grid, limit)
			if err != nil {
				err = r.limitError(err)
			}
			return countResult{count: n, err: err, elapsed: time.Since(t0), stats: res.Stats}
		}
		emit := func(it sudokit.Item, out countResult) bool {
			sum.Puzzles++
			r.progress.Add(1)
			err := it.Err
			if err == nil && it.NoSolution {
				err = fmt.Errorf("a No Solution line is not a puzzle")
			}
			if err == nil {
				err = out.err
			}
			if err != nil {
				sum.Errors++
				r.puzzleError(src, it.Line, err, rd.Batch())
				status = exitError
				return !r.brokenPipe
			}
			sum.Times.Add(out.elapsed)
			sum.Nodes += out.stats.Nodes
			sum.Backtracks += out.stats.Backtracks
			sum.Guesses += out.stats.Guesses
			switch {
			case out.count == 0:
				sum.NoSolution++
			case out.count > 1:
				sum.Solved++
				sum.Multiple++
			default:
				sum.Solved++
			}
			if out.count != 1 {
				status = max(status, exitNegative)
			}
			reached := out.count >= limit
			if r.opt.json {
				r.writeJSON(sudokit.CountRecord{Record: record(src, it, r.opt.jsonFormat(it.Puzzle)),
					Count: out.count, Limit: limit, LimitReached: reached})
			} else if reached {
				fmt.Fprintf(r.stdout, "%d+\n", out.count)
			} else {
				fmt.Fprintf(r.stdout, "%d\n", out.count)
			}
			rd.Recycle(it.Puzzle.Grid)
			return !r.brokenPipe
		}
		r.startProgress("count")
		batch.Run(r.env.Context, r.batchConfig(r.opt.jobs), next, work, emit)
		r.stopProgress()
		if r.env.Context.Err() != nil {
			r.errorf("%s: interrupted", src)
			status = exitError
		}
		return status
	})
	sum.Wall = time.Since(start)
	if r.opt.stats {
		r.writeSummary(sum, eng.Name, r.opt.jobs, true)
	}
	return status
}
