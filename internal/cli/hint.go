package cli

import (
	"context"
	"errors"
	"fmt"

	"github.com/sudokit-go/sudokit"
	"github.com/sudokit-go/sudokit/internal/batch"
	"github.com/sudokit-go/sudokit/logic"
)

type hintOptions struct {
	logicOptions
	level int
}

func hintCommand() *command {
	h := &hintOptions{}
	return &command{
		name:    "hint",
		summary: "show the next step, from a nudge to the whole step",
		usage:   "hint [--level 1-4] [--techniques LIST] [--entries FILE] [--json] [flags] [FILE...]",
		about: "Prints the first step explain would take, revealed by --level: 1 the technique and the\n" +
			"region to look at; 2 adds the cells of the pattern; 3 adds what it places or eliminates;\n" +
			"4 the whole step. A grid without exactly one solution answers \"no hint: the grid has no\n" +
			"solution\" or \"no hint: the grid has several solutions\", exit 1; when no allowed technique\n" +
			"applies, \"stuck: no allowed technique applies (N blank cells left)\", exit 1.\n" +
			"\n" +
			"A player's grid: --entries FILE, or the second line of an input of two that keeps every\n" +
			"given of the first and fills more cells, holds the values the player wrote in. A wrong entry is the first hint\n" +
			"(\"r3c4 is wrong\"; level 4 names the right value); else the hint is the next step from\n" +
			"where the player stands. A batch answers one line per puzzle.",
		example: "  $ echo .41...2.3....1.2 | sudokit hint\n  Hidden Single in box 1\n" +
			"  $ echo .41...2.3....1.2 | sudokit hint --level 3\n  Hidden Single in box 1: r1c1=2\n" +
			"  $ printf '%s\\n' .41...2.3....1.2 241.3.2.3.4..1.2 | sudokit hint\n  r2c1 is wrong",
		flags: func(fs *flagSet, o *options) {
			inputFlags(fs, o)
			outputFlags(fs, o)
			runFlags(fs, o)
			timeoutFlag(fs, o)
			commonFlags(fs, o)
			techniquesFlag(fs, &h.logicOptions)
			entriesFlag(fs, &h.logicOptions)
			budgetFlag(fs, &h.logicOptions, "time the chains and forcing techniques may take; then the trial step takes their place")
			fs.Func("level", "1-4", "1", "how much to reveal: 1 the technique and region, 2 the cells, 3 the result, 4 the whole step", func(v string) error {
				if len(v) != 1 || v[0] < '1' || v[0] > '4' {
					return &valueError{msg: "want 1, 2, 3 or 4"}
				}
				h.level = int(v[0] - '0')
				return nil
			})
		},
		run: func(r *runner, files []string) int { return runHint(r, h, files) },
	}
}

type hintResult struct {
	step    logic.Step
	entries sudokit.Grid
	err     error
}

// hintRecord is the JSON record of hint (logic holds it: the server
// answers the same record).
type hintRecord = logic.HintAnswer

func runHint(r *runner, h *hintOptions, files []string) int {
	if h.level == 0 {
		h.level = logic.LevelTechnique
	}
	if err := h.resolve(r); err != nil {
		return r.usage(err)
	}
	if !h.readEntries(r) {
		return exitError
	}
	eng := logicEngine()
	return runPuzzles(r, files, puzzleJob[sudokit.Solver, hintResult]{
		newWorker: func(progress func(int64)) sudokit.Solver {
			return eng.New(sudokit.Options{Progress: progress})
		},
		work: func(ctx context.Context, e sudokit.Solver, t task) hintResult {
			entries, err := h.entriesOf(t)
			if err != nil {
				return hintResult{err: err}
			}
			st, err := logic.Hint(ctx, t.Puzzle.Grid, logic.Options{Solver: e, Techniques: h.selected, Entries: entries, Budget: h.logicBudget(),
				Symbols: r.stepSymbols(t.Puzzle)})
			return hintResult{step: st, entries: entries, err: err}
		},
		emit:     func(t task, out hintResult) batch.Answer { return r.emitHint(t, out, h) },
		follows:  h.entriesFollow,
		timeout:  r.opt.timeout,
		progress: true,
		search:   true, // the uniqueness check of a large puzzle may search long
		summary:  summaryWords{positive: "hinted", negative: "no hint"},
	})
}

func (r *runner) emitHint(t task, out hintResult, h *hintOptions) batch.Answer {
	var stuck *logic.StuckError
	solved := errors.Is(out.err, logic.ErrSolved)
	isStuck := errors.As(out.err, &stuck)
	solutions, negative, err := r.logicError(out.err)
	if out.err != nil && !negative && !solved && !isStuck {
		r.puzzleError(t.in.src, t.Line, err, t.in.isBatch())
		return batch.Answer{}
	}
	a := batch.Answer{Outcome: batch.Positive}
	if negative || isStuck {
		a.Outcome = batch.Negative
	}
	if r.opt.json {
		f := r.opt.jsonFormat(t.Puzzle)
		rec := hintRecord{Record: record(t.in.src, t.Item, f), Entries: entriesRecord(out.entries, f)}
		yes := true
		switch {
		case negative:
			rec.Solutions = &solutions
		case solved:
			rec.Solved = &yes
		case isStuck:
			rec.Stuck, rec.Blanks = &yes, &stuck.Blanks
		default:
			hr := out.step.HintRecord(h.level)
			rec.HintRecord = &hr
		}
		r.writeJSON(rec)
		return a
	}
	switch {
	case negative:
		fmt.Fprintf(r.stdout, "no hint: %v\n", out.err)
	case solved:
		fmt.Fprintf(r.stdout, "no hint: %v\n", out.err)
	case isStuck:
		fmt.Fprintf(r.stdout, "stuck: %v\n", stuck)
	default:
		r.stdout.WriteString(out.step.Reveal(h.level).Text)
		r.stdout.WriteByte('\n')
	}
	return a
}
