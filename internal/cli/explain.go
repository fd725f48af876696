package cli

import (
	"context"
	"fmt"

	"github.com/sudokit-go/sudokit"
	"github.com/sudokit-go/sudokit/internal/batch"
	"github.com/sudokit-go/sudokit/logic"
)

type explainOptions struct {
	logicOptions
	verbose bool
}

func explainCommand() *command {
	x := &explainOptions{}
	return &command{
		name:    "explain",
		summary: "solve step by step, as a person would",
		usage:   "explain [--verbose] [--techniques LIST] [--entries FILE] [--json] [flags] [FILE...]",
		about: "Solves each puzzle as a person would and prints the path, one step a line: at each step\n" +
			"the simplest technique that applies (Full House, Hidden Single in a box, a row, a column,\n" +
			"Naked Single, then the order of 'sudokit help techniques'), and among its instances the one\n" +
			"whose first cell comes first, row by row, then the lowest value. --techniques allows only\n" +
			"the techniques or groups listed; when none applies the last line is\n" +
			"\"stuck: no allowed technique applies (N blank cells left)\" and the exit status is 1.\n" +
			"A puzzle without exactly one solution answers \"no solution\" or \"multiple solutions\", exit 1.\n" +
			"\n" +
			"A player's grid: --entries FILE, or the second line of an input of two that keeps every\n" +
			"given of the first and fills more cells, holds the values the player wrote in. Each wrong entry is a first line\n" +
			"\"r3c4 is wrong: it should be 5, not 7\"; the path goes on from the givens and the right\n" +
			"entries. In a batch, the paths of the puzzles are blocks separated by a blank line.\n" +
			"\n" +
			"--budget D bounds the time one puzzle's path spends on the chains and forcing techniques,\n" +
			"which take seconds a step on 16x16 and 25x25: once D has passed they find nothing and the\n" +
			"trial step takes their place (its lines say \"Trial:\"), so the path depends on the machine's\n" +
			"speed. The default, auto, is no bound up to 12x12 and 5s from 16x16 on; none: no bound.",
		example: "  $ echo .41...2.3....1.2 | sudokit explain\n" +
			"  Hidden Single: 2 can only go in r1c1 in box 1\n" +
			"  Full House: 3 is the last value missing from row 1, at r1c4\n" +
			"  …\n" +
			"  $ sudokit explain --techniques singles,intersections --verbose puzzle.txt",
		flags: func(fs *flagSet, o *options) {
			inputFlags(fs, o)
			outputFlags(fs, o)
			runFlags(fs, o)
			timeoutFlag(fs, o)
			commonFlags(fs, o)
			techniquesFlag(fs, &x.logicOptions)
			entriesFlag(fs, &x.logicOptions)
			budgetFlag(fs, &x.logicOptions, "time the chains and forcing techniques may take on one puzzle; then the trial step takes their place")
			fs.Bool(&x.verbose, "verbose", "print the grid and the candidates of every blank cell after each step")
		},
		run: func(r *runner, files []string) int { return runExplain(r, x, files) },
	}
}

type explainResult struct {
	x       logic.Explanation
	entries sudokit.Grid
	err     error
}

// explainRecord is the JSON record of explain (logic holds it: the
// server answers the same record).
type explainRecord = logic.ExplainAnswer

func runExplain(r *runner, x *explainOptions, files []string) int {
	if err := x.resolve(r); err != nil {
		return r.usage(err)
	}
	if !x.readEntries(r) {
		return exitError
	}
	eng := logicEngine()
	written := false
	return runPuzzles(r, files, puzzleJob[sudokit.Solver, explainResult]{
		newWorker: func(progress func(int64)) sudokit.Solver {
			return eng.New(sudokit.Options{Progress: progress})
		},
		work: func(ctx context.Context, e sudokit.Solver, t task) explainResult {
			entries, err := x.entriesOf(t)
			if err != nil {
				return explainResult{err: err}
			}
			ex, err := logic.Explain(ctx, t.Puzzle.Grid, logic.Options{Solver: e, Techniques: x.selected, Entries: entries,
				Symbols: r.stepSymbols(t.Puzzle), Budget: x.logicBudget()})
			return explainResult{x: ex, entries: entries, err: err}
		},
		before: func(t task) {
			if written && !r.opt.json {
				r.stdout.WriteByte('\n')
			}
			written = true
		},
		emit:     func(t task, out explainResult) batch.Answer { return r.emitExplain(t, out, x) },
		follows:  x.entriesFollow,
		timeout:  r.opt.timeout,
		progress: true,
		search:   true, // the uniqueness check of a large puzzle may search long
		summary:  summaryWords{positive: "explained", negative: "not explained"},
	})
}

func (r *runner) emitExplain(t task, out explainResult, x *explainOptions) batch.Answer {
	f := r.opt.jsonFormat(t.Puzzle)
	solutions, negative, err := r.logicError(out.err)
	if out.err != nil && !negative {
		r.puzzleError(t.in.src, t.Line, err, t.in.isBatch())
		return batch.Answer{}
	}
	if r.opt.json {
		rec := explainRecord{Record: record(t.in.src, t.Item, f), Entries: entriesRecord(out.entries, f)}
		if negative {
			rec.Solutions = &solutions
		} else {
			rec.Solved = &out.x.Solved
			rec.Steps = make([]logic.StepRecord, len(out.x.Steps))
			for k, s := range out.x.Steps {
				rec.Steps[k] = s.Record()
			}
		}
		r.writeJSON(rec)
	} else if negative {
		if solutions == 0 {
			r.stdout.WriteString("no solution\n")
		} else {
			r.stdout.WriteString("multiple solutions\n")
		}
	} else {
		r.writePath(t.Puzzle, out.x, x.verbose)
	}
	if negative || !out.x.Solved {
		return batch.Answer{Outcome: batch.Negative}
	}
	return batch.Answer{Outcome: batch.Positive}
}

// stepSymbols are how the sentences of explain's and hint's steps on
// puzzle p write values: with the output's symbols (--symbols, else the
// input's), as its grids and candidate lists are written.
func (r *runner) stepSymbols(p sudokit.Puzzle) *sudokit.Symbols {
	s := r.opt.formatOptions(p, false).Symbols.For(p.Shape.N)
	return &s
}

// writePath writes the steps of a path, one a line, and how it ends when
// it is stuck; verbose adds after each step the grid and the candidates of
// every blank cell.
func (r *runner) writePath(p sudokit.Puzzle, x logic.Explanation, verbose bool) {
	var c *logic.Candidates
	if verbose {
		var err error
		if c, err = logic.NewCandidates(x.Start); err != nil {
			verbose = false
		}
	}
	gap := false // a grid was written: a blank line comes before the next line
	for _, st := range x.Steps {
		if gap {
			r.stdout.WriteByte('\n')
		}
		r.stdout.WriteString(st.Text)
		r.stdout.WriteByte('\n')
		if verbose && st.Technique != logic.WrongEntry {
			c.Apply(st)
			r.writeCandidates(p, c)
			gap = true
		}
	}
	if gap && !x.Solved {
		r.stdout.WriteByte('\n')
	}
	if !x.Solved {
		fmt.Fprintf(r.stdout, "stuck: %v\n", &logic.StuckError{Blanks: x.Grid.Blanks()})
	} else if len(x.Steps) == 0 {
		r.stdout.WriteString("nothing to explain: the grid is solved\n")
	}
}

// writeCandidates writes the grid of c (in grid form, unless --to asks for
// another) and, a line per row that has blanks, the candidates of each
// blank cell ("r2c1 13  r2c2 3").
func (r *runner) writeCandidates(p sudokit.Puzzle, c *logic.Candidates) {
	f := r.opt.formatOptions(p, false)
	if r.opt.outForm == sudokit.FormAuto {
		f.Form, f.Blank = sudokit.FormGrid, 0
	}
	if r.opt.outBlank != 0 {
		f.Blank = r.opt.outBlank
	}
	s := c.Shape()
	sym := f.Symbols.For(s.N)
	sep := !sym.OneChar(s.N)
	buf := sudokit.AppendFormat(r.stdout.AvailableBuffer(), c.Grid(), f)
	buf = append(buf, '\n')
	for row := 0; row < s.N; row++ {
		first := true
		for col := 0; col < s.N; col++ {
			i := row*s.N + col
			if c.Value(i) != 0 {
				continue
			}
			if !first {
				buf = append(buf, "  "...)
			}
			first = false
			buf = append(buf, sudokit.Pos{Row: row, Col: col}.String()...)
			buf = append(buf, ' ')
			n := 0
			for v := 1; v <= s.N; v++ {
				if c.Has(i, v) {
					if sep && n > 0 {
						buf = append(buf, ',')
					}
					buf = sym.AppendValue(buf, uint8(v))
					n++
				}
			}
		}
		if !first {
			buf = append(buf, '\n')
		}
	}
	r.stdout.Write(buf)
}
