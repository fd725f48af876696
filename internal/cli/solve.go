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
			"              [--max-combinations N] [--trace] [--trace-limit N] [-j N] [--stats] [--cpuprofile FILE]\n" +
			"              [flags] [FILE...]",
		about: "Solves each puzzle and prints its solution in the input's form, or No Solution.\n" +
			"A batch (one puzzle a line) answers one line per puzzle, in input order. A puzzle of\n" +
			"25x25 or larger that still searches after 10s gets a note on stderr; --timeout bounds it.",
		example: "  $ echo .41...2.3....1.2 | sudokit solve --unique\n  2413132432414132\n  unique\n" +
			"  $ sudokit solve -j 2 --stats puzzles.txt > answers.txt",
		flags: func(fs *flagSet, o *options) {
			inputFlags(fs, o)
			outputFlags(fs, o)
			runFlags(fs, o)
			timeoutFlag(fs, o)
			commonFlags(fs, o)
			algoFlag(fs, &s.algo)
			fs.Bool(&s.unique, "unique", "also prove uniqueness: unique or multiple solutions after the answer")
			fs.Bool(&s.check, "check", "compare each answer with the solution file beside the input (X.sol.txt for X.txt, X.csv.soln for X.csv)")
			fs.String(&s.solutions, "solutions", "FILE", "", "compare each answer with FILE (needed for stdin)")
			fs.Count(&s.maxNodes, "max-nodes", "N", 0, "stop one puzzle after N nodes; 0 = no limit")
			fs.Count(&s.maxComb, "max-combinations", "N", 1e9, "brute refuses a larger search space")
			fs.Bool(&s.trace, "trace", "print the search on stderr as it goes (implies -j 1)")
			fs.Int(&s.traceLimit, "trace-limit", "N", 1000, "trace lines per puzzle")
			cpuProfileFlag(fs, o)
		},
		run: func(r *runner, files []string) int { return runSolve(r, s, files) },
	}
}

// solveResult is one puzzle's answer, as a worker hands it to the writer.
type solveResult struct {
	// solution is a copy of the engine's, from the runner's pool, when the
	// writer needs it (--json, a checker); else zero.
	solution sudokit.Grid
	res      sudokit.Result
	count    int // solutions, counted to 2 under --unique
	err      error
	elapsed  time.Duration // under --stats

	// text is the answer as stdout shows it (but --json), written by the
	// worker into the chunk's buffer, and multiLine says it takes several
	// lines, so that answers of a batch are set apart by a blank line.
	text      []byte
	multiLine bool
}

func runSolve(r *runner, s *solveOptions, files []string) int {
	reg := engine.Registry()
	eng, err := r.lookupEngine(s.algo)
	if err != nil {
		return r.usage(err)
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
	var chk *checker
	return runPuzzles(r, files, puzzleJob[*solveWorker, solveResult]{
		newWorker: func(progress func(int64)) *solveWorker {
			// solve times a puzzle itself, under --stats.
			opts := sudokit.Options{MaxNodes: s.maxNodes, MaxCombinations: float64(s.maxComb), Progress: progress, Untimed: true}
			if s.trace {
				opts.Trace = tr.event
			}
			return newSolveWorker(eng.New(opts))
		},
		workTo: func(ctx context.Context, w *solveWorker, t *task, out *solveResult) {
			if s.trace {
				tr.reset()
			}
			if w.space != nil {
				r.noteSearchSpace(t.in.src, t.Item, t.in.isBatch(), w.space)
			}
			sol := solveOne(ctx, r, w, t.Puzzle, s.unique, out)
			if out.err != nil {
				return
			}
			if !r.opt.json {
				out.text, out.multiLine = r.appendSolveAnswer(t, out, sol, s.unique)
			}
			if out.res.Solved && (r.opt.json || chk != nil) {
				// The engine's grid is its own until its next puzzle.
				out.solution = r.grids.Get(sol.Shape)
				out.solution.CopyFrom(sol)
			}
		},
		emitFrom: func(t *task, out *solveResult) batch.Answer {
			a := r.emitSolve(t, out, s, eng.Name, chk)
			if out.solution.Shape != nil {
				r.grids.Put(out.solution)
			}
			if s.trace {
				r.stdout.Flush()
			}
			return a
		},
		unread: func(t task) {
			if chk != nil {
				chk.next(r, t.in.src, t.Item, solveResult{err: errNoSolutionLine})
			}
		},
		begin: func(in *input) (err error) {
			chk = nil
			if s.check || s.solutions != "" {
				chk, err = openChecker(r, in.src, s.solutions)
			}
			return err
		},
		end: func(in *input) int {
			if chk == nil {
				return exitOK
			}
			chk.close()
			return chk.finish(r, in.src)
		},
		timeout:  r.opt.timeout,
		workers:  workers,
		progress: !s.trace,
		search:   true,
		summary:  summaryWords{engine: eng.Name, positive: "solved", negative: "no solution", multiple: s.unique},
	})
}

// A solveWorker is one worker's engine, with what it offers beyond
// sudokit.Solver looked up once rather than at every puzzle.
type solveWorker struct {
	e     sudokit.Solver
	sc    sudokit.SolveCounter // e's own, if it has one
	space sudokit.SpaceStater  // e, if it states a search space (brute)
}

func newSolveWorker(e sudokit.Solver) *solveWorker {
	w := &solveWorker{e: e}
	w.sc, _ = e.(sudokit.SolveCounter)
	w.space, _ = e.(sudokit.SpaceStater)
	return w
}

// solveOne solves one puzzle under the run's limits into *out, all of
// whose fields it sets. The solution is the engine's own grid, valid
// until its next puzzle.
func solveOne(ctx context.Context, r *runner, w *solveWorker, p sudokit.Puzzle, unique bool, out *solveResult) sudokit.Grid {
	*out = solveResult{}
	if err := r.opt.checkSymbols(p.Shape.N); err != nil {
		out.err = err
		return sudokit.Grid{}
	}
	var start time.Time
	if r.opt.stats {
		start = time.Now()
	}
	limit := 1
	if unique {
		limit = 2
	}
	var sol sudokit.Grid
	if w.sc != nil {
		sol, out.count, out.res, out.err = w.sc.SolveCount(ctx, p.Grid, limit)
	} else {
		sol, out.count, out.res, out.err = sudokit.SolveCount(ctx, w.e, p.Grid, limit)
	}
	if r.opt.stats {
		out.elapsed = time.Since(start)
	}
	if out.err != nil {
		out.err = r.limitError(out.err)
	}
	return sol
}

// noteSearchSpace states the search space of an engine that states one
// (sudokit.SpaceStater: brute force's combinations) before it starts; a
// space it refuses is left to its error.
func (r *runner) noteSearchSpace(src string, it sudokit.Item, isBatch bool, ss sudokit.SpaceStater) {
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
		return fmt.Errorf("stopped after %s (--max-nodes)", plural(nl.Nodes, "node", "nodes"))
	case errors.Is(err, context.Canceled):
		return errors.New("interrupted")
	}
	return err
}

// emitSolve writes one answer and says what became of the puzzle.
func (r *runner) emitSolve(t *task, out *solveResult, s *solveOptions, engName string, chk *checker) batch.Answer {
	in := t.in
	if chk != nil {
		chk.next(r, in.src, t.Item, *out)
	}
	if out.err != nil {
		r.puzzleError(in.src, t.Line, out.err, in.isBatch())
		return batch.Answer{}
	}
	a := answerOf(out.res)
	a.Multiple = s.unique && out.res.Solved && out.count > 1
	if r.opt.json {
		r.writeJSON(solveRecordOf(r, in.src, t.Item, *out, s, engName))
		return a
	}
	if out.multiLine && !in.first && in.isBatch() {
		r.stdout.WriteByte('\n')
	}
	in.first = false
	r.stdout.Write(out.text)
	return a
}

// appendSolveAnswer writes the answer of one puzzle as stdout shows it
// (but --json) at the end of the task's buffer, and returns it, with
// whether it takes several lines. It runs on the worker: sol is the
// engine's grid.
func (r *runner) appendSolveAnswer(t *task, out *solveResult, sol sudokit.Grid, unique bool) (text []byte, multiLine bool) {
	isBatch := t.in.isBatch()
	f := r.opt.formatOptions(t.Puzzle, isBatch)
	multiLine = f.Form == sudokit.FormGrid || f.Form == sudokit.FormCSV || (f.Form == sudokit.FormTokens && !isBatch)
	b := *t.buf
	start := len(b)
	if out.res.Solved {
		b = sudokit.AppendFormat(b, sol, f)
	} else {
		b = append(b, "No Solution"...)
	}
	if unique && out.res.Solved {
		word := "unique"
		if out.count > 1 {
			word = "multiple solutions"
		}
		if isBatch && !multiLine {
			b = append(b, '\t')
		} else {
			b = append(b, '\n')
		}
		b = append(b, word...)
	}
	b = append(b, '\n')
	*t.buf = b
	return b[start:], multiLine
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
		fmt.Fprintf(t.r.env.Stderr, "trace stopped after %s; the search goes on\n", plural(int64(t.limit), "line", "lines"))
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
