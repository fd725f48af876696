package cli

import (
	"context"
	"fmt"

	"github.com/sudokit-go/sudokit"
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
			outputFlags(fs, o)
			runFlags(fs, o)
			timeoutFlag(fs, o)
			commonFlags(fs, o)
			fs.Count(&c.limit, "limit", "N", 1000, "stop counting at N (at least 2)")
			algoFlag(fs, &c.algo)
		},
		run: func(r *runner, files []string) int { return runCount(r, c, files) },
	}
}

type countResult struct {
	count int
	err   error
	res   sudokit.Result
}

func runCount(r *runner, c *countOptions, files []string) int {
	eng, err := r.lookupEngine(c.algo)
	if err != nil {
		return r.usage(err)
	}
	if c.limit < 2 || c.limit > 1<<31 {
		return r.usage(r.usageErr("--limit %d: want 2 or more", c.limit))
	}
	limit := int(c.limit)
	return runPuzzles(r, files, puzzleJob[sudokit.Solver, countResult]{
		newWorker: func(progress func(int64)) sudokit.Solver {
			// count times a puzzle itself, under --stats.
			return eng.New(sudokit.Options{Progress: progress, Untimed: true})
		},
		work: func(ctx context.Context, e sudokit.Solver, t task) countResult {
			n, res, err := e.CountSolutions(ctx, t.Puzzle.Grid, limit)
			if err != nil {
				err = r.limitError(err)
			}
			return countResult{count: n, err: err, res: res}
		},
		emit: func(t task, out countResult) batch.Answer {
			if out.err != nil {
				r.puzzleError(t.in.src, t.Line, out.err, t.in.isBatch())
				return batch.Answer{}
			}
			a := answerOf(out.res)
			a.Multiple = out.count > 1
			reached := out.count >= limit
			if r.opt.json {
				r.writeJSON(sudokit.CountRecord{Record: record(t.in.src, t.Item, r.opt.jsonFormat(t.Puzzle)),
					Count: out.count, Limit: limit, LimitReached: reached})
			} else if reached {
				fmt.Fprintf(r.stdout, "%d+\n", out.count)
			} else {
				fmt.Fprintf(r.stdout, "%d\n", out.count)
			}
			return a
		},
		timeout:  r.opt.timeout,
		progress: true,
		search:   true,
		summary:  summaryWords{engine: eng.Name, positive: "solved", negative: "no solution", multiple: true},
	})
}
