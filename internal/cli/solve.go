package cli

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/sudokit-go/sudokit"
	"github.com/sudokit-go/sudokit/engine"
	"github.com/sudokit-go/sudokit/internal/batch"
)

type solveOptions struct {
	algo       string
	unique     bool
	check      bool
	solutions  string
	maxNodes   int64
	maxComb    int64
	trace      bool
	traceLimit int
}

func solveCommand() *command {
	s := &solveOptions{}
	return &command{
		name:    "solve",
		summary: "solve puzzles",
		usage: "solve [--algo NAME] [--unique] [--check | --solutions FILE] [--timeout D] [--max-nodes N]\n" +
			"              [--max-combinations N] [--trace] [--trace-limit N] [-j N] [--stats] [flags] [FILE...]",
		about: "Solves each puzzle and prints its solution in the input's form, or No Solution.\n" +
			"A batch (one puzzle a line) answers one line per puzzle, in input order.",
		example: "  $ echo .41...2.3....1.2 | sudokit solve --unique\n  2413132432414132\n  unique\n" +
			"  $ sudokit solve -j 2 --stats puzzles.txt > answers.txt",
		flags: func(fs *flagSet, o *options) {
			inputFlags(fs, o)
			outputFlags(fs, o)
			runFlags(fs, o)
			commonFlags(fs, o)
			fs.String(&s.algo, "algo", "NAME", engine.Registry().Default().Name, "engine: "+strings.Join(engine.Registry().Names(), ", "))
			fs.Bool(&s.unique, "unique", "also prove uniqueness: unique or multiple solutions after the answer")
			fs.Bool(&s.check, "check", "compare each answer with the solution file beside the input (X.sol.txt for X.txt, X.csv.soln for X.csv)")
			fs.String(&s.solutions, "solutions", "FILE", "", "compare each answer with FILE (needed for stdin)")
			fs.Count(&s.maxNodes, "max-nodes", "N", 0, "stop one puzzle after N nodes; 0 = no limit")
			fs.Count(&s.maxComb, "max-combinations", "N", 1e9, "brute refuses a larger search space")
			fs.Bool(&s.trace, "trace", "print the search on stderr as it goes (implies -j 1)")
			fs.Int(&s.traceLimit, "trace-limit", "N", 1000, "trace lines per puzzle")
		},
		run: func(r *runner, files []string) int { return runSolve(r, s, files) },
	}
}

// solveResult is one puzzle's answer, as a worker hands it to the writer.
type solveResult struct {
	solution sudokit.Grid // valid until the worker's next puzzle: copied here
	res      sudokit.Result
	count    int // solutions, counted to 2 under --unique
	err      error
	elapsed  time.Duration
}

func runSolve(r *runner, s *solveOptions, files []string) int {
	reg := engine.Registry()
	eng, err := reg.Lookup(s.algo)
	if err != nil {
		return r.usage(&usageError{cmd: "solve", msg: fmt.Sprintf("--algo %s: %v", s.algo, err)})
	}
	if s.trace && !eng.Trace {
		var tracers []string
		for _, e := range reg.Engines() {
			if e.Trace {
				tracers = append(tracers, e.Name)
			}
		}
		return r.usage(&usageError{cmd: "solve", msg: fmt.Sprintf("--trace: engine %s has no trace; engines that trace are %s", eng.Name, strings.Join(tracers, ", "))})
	}
	if s.check && s.solutions != "" {
		return r.usage(&usageError{cmd: "solve", msg: "--check and --solutions cannot both be given"})
	}
	if s.check && (len(files) == 0 || contains(files, "-")) {
		return r.usage(&usageError{cmd: "solve", msg: "--check needs a file beside the input; for stdin give --solutions FILE"})
	}
	if s.solutions != "" && len(files) > 1 {
		return r.usage(&usageError{cmd: "solve", msg: "--solutions FILE compares one input; give one FILE"})
	}
	workers := r.opt.jobs
	if s.trace {
		workers = 1
	}
	tr := &tracer{r: r, limit: s.traceLimit}
	opts := sudokit.Options{MaxNodes: s.maxNodes, MaxCombinations: float64(s.maxComb)}
	if s.trace {
		opts.Trace = tr.event
	}
	engines := make([]sudokit.Solver, workers)
	sum := &batch.Summary{}
	start := time.Now()
	status := r.eachInput(files, func(src string, rd *sudokit.Reader) int {
		var chk *checker
		if s.check || s.solutions != "" {
			var err error
			if chk, err = openChecker(r, src, s.solutions); err != nil {
				r.errorf("%v", err)
				return exitError
			}
			defer chk.close()
		}
		status := exitOK
		first := true
		next := func() (sudokit.Item, bool) { return rd.Next() }
		work := func(w int, it sudokit.Item) solveResult {
			if it.Err != nil {
				return solveResult{err: it.Err}
			}
			if engines[w] == nil {
				engines[w] = eng.New(opts)
			}
			if s.trace {
				tr.reset()
			}
			r.noteSearchSpace(src, it, rd.Batch(), engines[w])
			return solveOne(r, engines[w], it.Puzzle, s.unique)
		}
		emit := func(it sudokit.Item, out solveResult) bool {
			sum.Puzzles++
			r.progress.Add(1)
			st := r.emitSolve(src, rd.Batch(), &first, it, out, s, eng.Name, chk, sum)
			status = max(status, st)
			if it.Err == nil && !it.NoSolution {
				rd.Recycle(it.Puzzle.Grid)
			}
			if out.solution.Shape != nil {
				r.grids.Put(out.solution)
			}
			if s.trace {
				r.stdout.Flush()
			}
			return !r.brokenPipe
		}
		if !s.trace {
			r.startProgress("solve")
		}
		batch.Run(r.env.Context, r.batchConfig(workers), next, work, emit)
		r.stopProgress()
		if err := r.env.Context.Err(); err != nil {
			r.errorf("%s: interrupted", src)
			status = exitError
		}
		if chk != nil {
			status = max(status, chk.finish(r, src))
		}
		return status
	})
	sum.Wall = time.Since(start)
	if r.opt.stats {
		r.writeSummary(sum, eng.Name, workers, s.unique)
	}
	return status
}

// solveOne solves one puzzle under the run's limits.
func solveOne(r *runner, e sudokit.Solver, p sudokit.Puzzle, unique bool) solveResult {
	if err := r.opt.checkSymbols(p.Shape.N); err != nil {
		return solveResult{err: err}
	}
	ctx := r.env.Context
	if r.opt.timeout > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, r.opt.timeout)
		defer cancel()
	}
	start := time.Now()
	limit := 1
	if unique {
		limit = 2
	}
	sol, n, res, err := sudokit.SolveCount(ctx, e, p.Grid, limit)
	out := solveResult{res: res, err: err, count: n}
	if err == nil && res.Solved {
		out.solution = r.grids.Get(sol.Shape)
		out.solution.CopyFrom(sol)
	}
	out.elapsed = time.Since(start)
	if out.err != nil {
		out.err = r.limitError(out.err)
	}
	return out
}

// noteSearchSpace states the search space of an engine that states one
// (sudokit.SpaceStater: brute force's combinations) before it starts; a
// space it refuses is left to its error.
func (r *runner) noteSearchSpace(src string, it sudokit.Item, isBatch bool, s sudokit.Solver) {
	ss, ok := s.(sudokit.SpaceStater)
	if !ok {
		return
	}
	note, ok := ss.SearchSpace(it.Puzzle.Grid)
	if !ok {
		return
	}
	if isBatch {
		r.notef("%s: line %d: %s", src, it.Line, note)
	} else {
		r.notef("%s: %s", src, note)
	}
}

// limitError words an engine's error as the contract does.
func (r *runner) limitError(err error) error {
	var nl *sudokit.NodeLimitError
	switch {
	case errors.Is(err, context.DeadlineExceeded):
		return fmt.Errorf("stopped after %v (--timeout)", r.opt.timeout)
	case errors.As(err, &nl):
		return fmt.Errorf("stopped after %d nodes (--max-nodes)", nl.Nodes)
	case errors.Is(err, context.Canceled):
		return errors.New("interrupted")
	}
	return err
}

// emitSolve writes one answer and returns its exit status.
func (r *runner) emitSolve(src string, isBatch bool, first *bool, it sudokit.Item, out solveResult,
	s *solveOptions, engName string, chk *checker, sum *batch.Summary) int {
	if out.err == nil && it.Err != nil {
		out.err = it.Err
	}
	if it.NoSolution && out.err == nil {
		out.err = errors.New("a No Solution line is not a puzzle")
	}
	if chk != nil {
		chk.next(r, src, it, out)
	}
	if out.err != nil {
		sum.Errors++
		r.puzzleError(src, it.Line, out.err, isBatch)
		return exitError
	}
	sum.Times.Add(out.elapsed)
	st := out.res.Stats
	sum.Nodes += st.Nodes
	sum.Backtracks += st.Backtracks
	sum.Guesses += st.Guesses
	sum.Combinations += st.Combinations
	status := exitOK
	if out.res.Solved {
		sum.Solved++
		if s.unique && out.count > 1 {
			sum.Multiple++
			status = exitNegative
		}
	} else {
		sum.NoSolution++
		status = exitNegative
	}
	if r.opt.json {
		r.writeJSON(solveRecordOf(r, src, it, out, s, engName))
		return status
	}
	f := r.opt.formatOptions(it.Puzzle, isBatch)
	multiLine := f.Form == sudokit.FormGrid || f.Form == sudokit.FormCSV || (f.Form == sudokit.FormTokens && !isBatch)
	if isBatch && multiLine && !*first {
		r.stdout.WriteByte('\n')
	}
	*first = false
	buf := r.stdout.AvailableBuffer()
	if out.res.Solved {
		buf = sudokit.AppendFormat(buf, out.solution, f)
	} else {
		buf = append(buf, "No Solution"...)
	}
	if s.unique && out.res.Solved {
		word := "unique"
		if out.count > 1 {
			word = "multiple solutions"
		}
		if isBatch && !multiLine {
			buf = append(buf, '\t')
		} else {
			buf = append(buf, '\n')
		}
		buf = append(buf, word...)
	}
	buf = append(buf, '\n')
	r.stdout.Write(buf)
	return status
}

func solveRecordOf(r *runner, src string, it sudokit.Item, out solveResult, s *solveOptions, engName string) sudokit.SolveRecord {
	f := r.opt.jsonFormat(it.Puzzle)
	rec := sudokit.SolveRecord{Record: record(src, it, f), Solved: out.res.Solved}
	if out.res.Solved {
		sol := sudokit.Format(out.solution, f)
		rec.Solution = &sol
		if s.unique {
			u := out.count == 1
			rec.Unique = &u
		}
	}
	if r.opt.stats {
		rec.Stats = sudokit.NewStatsRecord(engName, out.res.Stats, out.elapsed)
	}
	return rec
}

// tracer writes the events of a traced search on stderr, indented two
// spaces a level, at most limit lines a puzzle.
type tracer struct {
	r     *runner
	limit int
	lines int
}

func (t *tracer) reset() { t.lines = 0 }

func (t *tracer) event(e sudokit.Event) {
	switch {
	case t.lines < t.limit:
		fmt.Fprintf(t.r.env.Stderr, "%s%s\n", strings.Repeat("  ", e.Depth), e)
	case t.lines == t.limit:
		fmt.Fprintf(t.r.env.Stderr, "trace stopped after %d lines; the search goes on\n", t.limit)
	}
	t.lines++
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}
