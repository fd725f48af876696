package cli

import (
	"context"
	"errors"
	"strconv"
	"sync/atomic"
	"time"

	"github.com/sudokit-go/sudokit"
	"github.com/sudokit-go/sudokit/internal/batch"
)

// A puzzleJob is what one command brings to the batch skeleton, runPuzzles:
// a state per worker, the work on one puzzle and the writing of its answer.
// The skeleton does the rest, the same for every command: it opens each
// input, reads its puzzles, runs them on -j workers started as puzzles
// arrive, bounds each with --timeout, writes the answers in input order,
// reports the puzzles that cannot be read, draws the progress, notes a long
// search, stops at once on an interrupt, counts the --stats summary and
// returns the worst exit status.
//
// S is a worker's state (an engine, say) and Out the answer of one puzzle
// as work hands it to emit. A new command is a job and two functions:
//
//	return runPuzzles(r, files, puzzleJob[sudokit.Solver, rating]{
//		newWorker: func(progress func(int64)) sudokit.Solver { return eng.New(sudokit.Options{Progress: progress}) },
//		work:      func(ctx context.Context, e sudokit.Solver, t task) rating { return rate(ctx, e, t.Puzzle) },
//		emit: func(t task, out rating) batch.Answer {
//			fmt.Fprintln(r.stdout, out)
//			return batch.Answer{Outcome: batch.Positive}
//		},
//		timeout: r.opt.timeout, progress: true, search: true,
//		summary: summaryWords{positive: "rated", negative: "not rated", engine: eng.Name},
//	})
type puzzleJob[S, Out any] struct {
	// newWorker makes a worker's state when the worker takes its first
	// puzzle. progress is for Options.Progress of the worker's engines: it
	// feeds the spinner and the long-search note.
	newWorker func(progress func(nodes int64)) S

	// work answers one puzzle that was read without error, on a worker.
	// ctx ends on an interrupt, and after --timeout when timeout is set.
	work func(ctx context.Context, w S, t task) Out

	// emit writes one answer on stdout, in input order, and says what
	// became of the puzzle (an error is reported with r.puzzleError).
	// Answer.Elapsed is the time of work, filled in by the skeleton.
	emit func(t task, out Out) batch.Answer

	// workTo and emitFrom, when set, stand for work and emit: the same,
	// with the task and the answer in place rather than copied, for a
	// command whose puzzles take microseconds and whose answers are
	// large (solve: two copies of each cost more than the rest of the
	// skeleton's work on a puzzle).
	workTo   func(ctx context.Context, w S, t *task, out *Out)
	emitFrom func(t *task, out *Out) batch.Answer

	// unread, if set, is called in order for each puzzle that could not be
	// read (t.Err) or is not a puzzle (t.NoSolution), after the skeleton
	// has reported it.
	unread func(t task)

	// before, if set, is called in order before anything is written for
	// each puzzle, read or not: a command whose answers are blocks of
	// lines separates them there.
	before func(t task)

	// follows, if set, tells whether the second puzzle of an input of
	// exactly two belongs to the first rather than being a puzzle of its
	// own: a player's entries on the second line. The skeleton then hands
	// it to work as the first task's follower. It reads ahead the second
	// and third items of each input for this, unless standard input is
	// the terminal a person types into.
	follows func(puzzle, next sudokit.Item) bool

	// begin and end, if set, run before the first puzzle and after the
	// last of each input; begin's error ends that input with exit 2, end
	// returns an exit status.
	begin func(in *input) error
	end   func(in *input) int

	timeout  time.Duration // bounds each puzzle's work when positive
	workers  int           // how many at most; 0 means -j
	table    bool          // answers make a table written at the end: no error in place on stdout
	progress bool          // draw the progress on a terminal
	search   bool          // note a long search of a large puzzle
	summary  summaryWords  // what --stats calls the outcomes
}

// An input is one file (or standard input) as the skeleton reads it.
type input struct {
	src   string // the name messages use: the file as given, or stdin
	rd    *sudokit.Reader
	first bool // nothing written yet: multi-line answers need no blank line before
	known atomic.Bool
	batch atomic.Bool // after the first puzzle: whether the input is a batch
}

// isBatch reports whether the input is a batch, once its first puzzle is
// read.
func (in *input) isBatch() bool { return in.batch.Load() }

// A task is one puzzle on its way through the skeleton.
type task struct {
	in *input
	sudokit.Item
	index    int           // the puzzle's place in the run, from 0, across inputs
	follower *sudokit.Item // the item that belongs to the puzzle (puzzleJob.follows), if any

	// buf is where work may write the answer, so that the workers format
	// and emit only writes: what work appends stays until the answer is
	// emitted (batch.RunInPlace). Set during work only.
	buf *[]byte
}

// done is a task's answer with what the skeleton measured of it.
type done[Out any] struct {
	out         Out
	elapsed     time.Duration
	interrupted bool // the run was stopped before or while it was answered
}

// A workerSlot is what the watcher sees of one worker: the puzzle it is
// on and the nodes its search has entered so far.
type workerSlot struct {
	started atomic.Int64 // the puzzle's start, in UnixNano; 0 when idle
	nodes   atomic.Int64
	line    atomic.Int64
	n       atomic.Int64 // the puzzle's size N
	noted   atomic.Bool  // the long-search note is written

	// Each worker writes its slot at every puzzle (the search reports
	// its first node), so that slots sharing a cache line would have two
	// processors pass the line back and forth.
	_ [128 - 5*8]byte
}

// maxJobs is the most workers -j gives.
const maxJobs = 256

// longSearchSize is the smallest N whose long searches get a note.
const longSearchSize = 25

// defaultLongSearch is how long a large puzzle searches before its note.
const defaultLongSearch = 10 * time.Second

// runPuzzles runs job over every puzzle of files (standard input when there
// is none) and returns the worst exit status.
func runPuzzles[S, Out any](r *runner, files []string, job puzzleJob[S, Out]) int {
	workers := job.workers
	if workers <= 0 {
		workers = r.opt.jobs
	}
	workers = min(max(workers, 1), maxJobs)
	states := make([]S, workers)
	made := make([]bool, workers)
	slots := make([]workerSlot, workers)
	ctx := r.env.Context
	sum := &batch.Summary{}
	start := time.Now()
	index := 0

	status := r.eachInput(files, func(in *input) int {
		if job.begin != nil {
			if err := job.begin(in); err != nil {
				r.errorf("%v", err)
				return exitError
			}
		}
		status := exitOK
		// A person at a terminal sees each answer as it comes.
		interactive := r.stdinTTY || r.env.StdoutTTY
		var ahead []sudokit.Item // read ahead, not yet handed out
		read := func() (sudokit.Item, bool) {
			if len(ahead) > 0 {
				it := ahead[0]
				ahead = ahead[1:]
				return it, true
			}
			it, ok := in.rd.Next()
			if ok && !in.known.Load() {
				in.batch.Store(in.rd.Batch())
				in.known.Store(true)
			}
			return it, ok
		}
		first := true
		// next fills in t with the next puzzle, in place: a task is some
		// 150 bytes, copied at every hand-over otherwise.
		next := func(t *task) bool {
			t.in, t.index, t.follower, t.buf = in, index, nil, nil
			var ok bool
			if len(ahead) > 0 || first {
				t.Item, ok = read()
			} else {
				// The path of every puzzle of a long batch: no copy of
				// the item on its way.
				t.Item, ok = in.rd.Next()
			}
			it := &t.Item
			index++
			if ok && first && job.follows != nil && !r.stdinTTY && it.Err == nil && !it.NoSolution {
				// Only an input of exactly two puzzles: read a third to know.
				if second, more := read(); more {
					third, three := in.rd.Next()
					switch {
					case three:
						ahead = append(ahead, second, third)
					case job.follows(*it, second):
						t.follower = &second
					default:
						ahead = append(ahead, second)
					}
				}
			}
			first = false
			return ok
		}
		// The watcher and the progress look at a worker's slot: keep it
		// when they may look, that is for every puzzle under a progress
		// and for those large enough for the long-search note. The time of
		// work counts only in the --stats summary.
		watched := false // set once the progress starts, below
		timed := r.opt.stats
		// work answers t into d. One worker reads, works and writes in
		// turn, and the run looks for an interrupt before each puzzle;
		// several work on chunks read earlier, and look here.
		work := func(w int, t *task, buf *[]byte, d *done[Out]) {
			if workers > 1 && ctx.Err() != nil {
				*d = done[Out]{interrupted: true}
				return
			}
			if t.Err != nil || t.NoSolution {
				*d = done[Out]{}
				return
			}
			if !made[w] {
				slot := &slots[w]
				states[w], made[w] = job.newWorker(func(n int64) { slot.nodes.Store(n) }), true
			}
			slot := &slots[w]
			track := watched || t.Puzzle.Shape.N >= longSearchSize
			var t0 time.Time
			if track || timed {
				t0 = time.Now()
			}
			if track {
				slot.nodes.Store(0)
				slot.noted.Store(false)
				slot.line.Store(int64(t.Line))
				slot.n.Store(int64(t.Puzzle.Shape.N))
				slot.started.Store(t0.UnixNano())
			}
			pctx := ctx
			if job.timeout > 0 {
				var cancel context.CancelFunc
				pctx, cancel = context.WithTimeout(ctx, job.timeout)
				defer cancel()
			}
			t.buf = buf
			if job.workTo != nil {
				job.workTo(pctx, states[w], t, &d.out)
			} else {
				d.out = job.work(pctx, states[w], *t)
			}
			t.buf = nil
			if track {
				slot.started.Store(0)
			}
			d.interrupted = ctx.Err() != nil
			if timed {
				d.elapsed = time.Since(t0)
			} else {
				d.elapsed = 0
			}
		}
		emit := func(t *task, d *done[Out]) bool {
			if d.interrupted || t.Err != nil && errors.Is(t.Err, context.Canceled) {
				return false // nothing is written after an interrupt
			}
			r.progress.Add(1)
			if job.before != nil {
				job.before(*t)
			}
			var a batch.Answer
			switch {
			case t.Err != nil || t.NoSolution:
				err := t.Err
				if err == nil {
					err = errNoSolutionLine
				}
				r.puzzleError(in.src, t.Line, err, in.isBatch() && !job.table)
				if job.unread != nil {
					job.unread(*t)
				}
			default:
				if job.emitFrom != nil {
					a = job.emitFrom(t, &d.out)
				} else {
					a = job.emit(*t, d.out)
				}
				a.Elapsed = d.elapsed
				if t.Puzzle.Grid.Shape != nil {
					in.rd.Recycle(t.Puzzle.Grid)
				}
			}
			sum.Add(a)
			status = max(status, statusOf(a))
			if interactive {
				// A bar on the same terminal is erased first, or the
				// answer would be written on its line.
				r.progress.Above(func() { r.stdout.Flush() })
			}
			return !r.brokenPipe
		}
		if job.progress {
			r.startProgress(in, slots)
		}
		watched = r.progress != nil
		stopWatch := func() {}
		if job.search && !r.opt.quiet {
			stopWatch = r.watchLongSearch(in, slots)
		}
		batch.RunInPlace(ctx, r.batchConfig(workers), next, work, emit)
		stopWatch()
		r.stopProgress()
		if job.end != nil && ctx.Err() == nil {
			status = max(status, job.end(in))
		}
		return status
	})
	sum.Wall = time.Since(start)
	if r.opt.stats {
		// A short input has work for fewer workers than -j starts.
		r.writeSummary(sum, job.summary, int(min(int64(workers), max(sum.Puzzles, 1))))
	}
	return status
}

var errNoSolutionLine = errors.New("a No Solution line is not a puzzle")

// statusOf is the exit status of one answer: 2 for none, 1 for a negative
// answer or several solutions, else 0.
func statusOf(a batch.Answer) int {
	switch {
	case a.Outcome == batch.Errored:
		return exitError
	case a.Outcome == batch.Negative || a.Multiple:
		return exitNegative
	}
	return exitOK
}

// answerOf is the summary's part of a search that answered: positive when
// it found a solution.
func answerOf(res sudokit.Result) batch.Answer {
	a := batch.Answer{Outcome: batch.Negative, Search: searchOf(res.Stats)}
	if res.Solved {
		a.Outcome = batch.Positive
	}
	return a
}

// searchOf takes an engine's counts into the summary's words.
func searchOf(st sudokit.Stats) batch.Search {
	return batch.Search{Nodes: st.Nodes, Backtracks: st.Backtracks, Guesses: st.Guesses, Combinations: st.Combinations}
}

// nodesUnderWay sums the nodes of the searches the workers are on.
func nodesUnderWay(slots []workerSlot) int64 {
	var n int64
	for i := range slots {
		if slots[i].started.Load() != 0 {
			n += slots[i].nodes.Load()
		}
	}
	return n
}

// watchLongSearch writes, once per puzzle of 25x25 and up, a note when its
// search goes on past the runner's long-search delay. It returns the
// function that stops watching.
func (r *runner) watchLongSearch(in *input, slots []workerSlot) (stop func()) {
	delay := r.env.longSearch
	if delay <= 0 {
		delay = defaultLongSearch
	}
	tick := min(max(delay/10, time.Millisecond), 500*time.Millisecond)
	quit := make(chan struct{})
	finished := make(chan struct{})
	go func() {
		defer close(finished)
		t := time.NewTicker(tick)
		defer t.Stop()
		for {
			select {
			case <-quit:
				return
			case now := <-t.C:
				for i := range slots {
					s := &slots[i]
					began := s.started.Load()
					if began == 0 || s.n.Load() < longSearchSize || now.UnixNano()-began < int64(delay) || s.noted.Load() {
						continue
					}
					where := in.src
					if in.isBatch() {
						where += ": line " + strconv.FormatInt(s.line.Load(), 10)
					}
					nodes := ""
					if n := s.nodes.Load(); n > 0 {
						nodes = " (" + batch.Short(n) + " nodes)"
					}
					if s.noted.CompareAndSwap(false, true) && s.started.Load() == began {
						r.notef("%s: still searching after %v%s; --timeout bounds the search", where, delay, nodes)
					}
				}
			}
		}
	}()
	return func() {
		close(quit)
		<-finished
	}
}
