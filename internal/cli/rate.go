package cli

import (
	"context"
	"fmt"
	"strconv"
	"time"

	"github.com/sudokit-go/sudokit"
	"github.com/sudokit-go/sudokit/internal/batch"
	"github.com/sudokit-go/sudokit/logic"
)

func rateCommand() *command {
	l := &logicOptions{}
	return &command{
		name:    "rate",
		summary: "rate difficulty on the Sudoku Explainer scale",
		usage:   "rate [--techniques LIST] [-j N] [--stats] [--json] [flags] FILE...",
		about: "Rates each puzzle as Sudoku Explainer 1.2.1 (serate) does and prints one TSV line per\n" +
			"puzzle, in input order (also with -j):\n" +
			"\n" +
			"  RATING<TAB>LEVEL<TAB>HARDEST TECHNIQUE<TAB>PUZZLE\n" +
			"\n" +
			"RATING is SE's ER with one decimal; LEVEL Easy (1.0-2.3), Medium (2.4-3.4), Hard (3.5-5.8),\n" +
			"Expert (5.9-7.4), Extreme (7.5-9.9) or Trial (10.0 and up; sudokit's trial step is 12.0);\n" +
			"PUZZLE in line form (one-line tokens for decimal symbols). A puzzle without exactly one\n" +
			"solution answers \"-<TAB>no solution<TAB>-<TAB>PUZZLE\" or \"-<TAB>multiple solutions<TAB>-<TAB>PUZZLE\",\n" +
			"exit 1. --techniques rates with the listed techniques only; a path they cannot finish\n" +
			"answers \"-<TAB>stuck<TAB>-<TAB>PUZZLE\", exit 1, unless the trial group is listed. --json\n" +
			"adds EP and ED. --budget D bounds the time one puzzle spends in the chaining techniques\n" +
			"(from Forcing Chains on, which on 16x16 and larger may take minutes a step): once it is\n" +
			"spent, sudokit's trial step ends the path (12.0, Trial), so the rating says \"at least\n" +
			"this hard\" and depends on the machine's speed. The default, auto, is no bound up to 12x12\n" +
			"(every 9x9 puzzle is rated in full, as SE does) and 5s from 16x16 on; none: no bound.",
		example: "  $ echo .41...2.3....1.2 | sudokit rate\n  1.2\tEasy\tHidden Single\t.41...2.3....1.2\n" +
			"  $ sudokit rate -j 2 --stats puzzles.txt > ratings.tsv",
		flags: func(fs *flagSet, o *options) {
			inputFlags(fs, o)
			outputFlags(fs, o)
			runFlags(fs, o)
			timeoutFlag(fs, o)
			commonFlags(fs, o)
			techniquesFlag(fs, l)
			budgetFlag(fs, l, "time one puzzle may spend in chaining techniques; then the trial step (12.0) ends it")
		},
		run: func(r *runner, files []string) int { return runRate(r, l, files) },
	}
}

// rateWorker is what one worker of rate keeps from puzzle to puzzle: the
// engine that checks uniqueness and the raters with their scratch space,
// one per budget (by default the budget depends on the puzzle's size).
type rateWorker struct {
	solver sudokit.Solver
	opt    logic.RateOptions
	raters map[time.Duration]*logic.Rater
}

// rater returns the worker's rater with budget b.
func (w *rateWorker) rater(b time.Duration) *logic.Rater {
	r := w.raters[b]
	if r == nil {
		opt := w.opt
		opt.Budget = b
		r = logic.NewRater(opt)
		w.raters[b] = r
	}
	return r
}

type rateResult struct {
	rating    logic.Rating
	solutions int // 1, or 0 / 2 when the puzzle is not rated
	err       error
}

// rateRecord is the JSON record of rate and tenths a rating in it (logic
// holds them: the server answers the same record).
type (
	rateRecord = logic.RateAnswer
	tenths     = logic.Tenths
)

func runRate(r *runner, l *logicOptions, files []string) int {
	if err := l.resolve(r); err != nil {
		return r.usage(err)
	}
	eng := logicEngine()
	opt := logic.RateOptions{Techniques: l.selected}
	levels := map[string]int64{} // written by emit only, in order
	tally := func() (string, []namedCount) {
		var counts []namedCount
		for _, lv := range logic.Levels() {
			if n := levels[lv]; n > 0 {
				counts = append(counts, namedCount{lv, n})
			}
		}
		return "levels", counts
	}
	return runPuzzles(r, files, puzzleJob[*rateWorker, rateResult]{
		newWorker: func(progress func(int64)) *rateWorker {
			return &rateWorker{solver: eng.New(sudokit.Options{Progress: progress}), opt: opt,
				raters: map[time.Duration]*logic.Rater{}}
		},
		work: func(ctx context.Context, w *rateWorker, t task) rateResult {
			n, _, err := w.solver.CountSolutions(ctx, t.Puzzle.Grid, 2)
			if err != nil || n != 1 {
				return rateResult{solutions: n, err: err}
			}
			rt, err := w.rater(l.budgetFor(t.Puzzle.Shape)).Rate(ctx, t.Puzzle.Grid)
			return rateResult{rating: rt, solutions: 1, err: err}
		},
		emit: func(t task, out rateResult) batch.Answer {
			if out.err == nil && out.solutions == 1 && out.rating.Solved {
				levels[out.rating.Level()]++
			}
			return r.emitRate(t, out)
		},
		timeout:  r.opt.timeout,
		progress: true,
		search:   true, // the uniqueness check of a large puzzle may search long
		summary:  summaryWords{positive: "rated", negative: "not rated", tally: tally},
	})
}

func (r *runner) emitRate(t task, out rateResult) batch.Answer {
	if out.err != nil {
		r.puzzleError(t.in.src, t.Line, r.limitError(out.err), t.in.isBatch())
		return batch.Answer{}
	}
	stuck := out.solutions == 1 && !out.rating.Solved
	a := batch.Answer{Outcome: batch.Positive}
	if out.solutions != 1 || stuck {
		a.Outcome = batch.Negative
	}
	if r.opt.json {
		rec := rateRecord{Record: record(t.in.src, t.Item, r.opt.jsonFormat(t.Puzzle))}
		switch {
		case out.solutions != 1:
			rec.Solutions = &out.solutions
		case stuck:
			rec.Stuck = &stuck
		default:
			rt := out.rating
			er, ep, ed := tenths(rt.ER), tenths(rt.EP), tenths(rt.ED)
			rec.ER, rec.EP, rec.ED, rec.Level, rec.Hardest = &er, &ep, &ed, rt.Level(), rt.Hardest
		}
		r.writeJSON(rec)
		return a
	}
	buf := r.stdout.AvailableBuffer()
	switch {
	case out.solutions == 0:
		buf = append(buf, "-\tno solution\t-\t"...)
	case out.solutions > 1:
		buf = append(buf, "-\tmultiple solutions\t-\t"...)
	case stuck:
		buf = append(buf, "-\tstuck\t-\t"...)
	default:
		buf = strconv.AppendFloat(buf, out.rating.ER, 'f', 1, 64)
		buf = fmt.Appendf(buf, "\t%s\t%s\t", out.rating.Level(), out.rating.Hardest)
	}
	buf = sudokit.AppendFormat(buf, t.Puzzle.Grid, r.ratePuzzleFormat(t.Puzzle))
	buf = append(buf, '\n')
	r.stdout.Write(buf)
	return a
}

// ratePuzzleFormat is how rate writes the puzzle at the end of its line:
// in line form, or as tokens on one line when its symbols take more than
// one character; --symbols and --blank apply.
func (r *runner) ratePuzzleFormat(p sudokit.Puzzle) sudokit.FormatOptions {
	f := r.opt.formatOptions(p, true)
	form := sudokit.FormLine
	if !f.Symbols.For(p.Shape.N).OneChar(p.Shape.N) {
		form = sudokit.FormTokens
	}
	if f.Form != form {
		f.Form, f.Blank = form, r.opt.outBlank
		if form == p.Form && f.Blank == 0 {
			f.Blank = p.Blank
		}
	}
	if f.Blank == '_' && form != sudokit.FormLine {
		f.Blank = 0
	}
	return f
}
