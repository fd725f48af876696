package cli

import (
	"context"

	"github.com/sudokit-go/sudokit"
	"github.com/sudokit-go/sudokit/internal/batch"
)

func convertCommand() *command {
	return &command{
		name:    "convert",
		summary: "rewrite puzzles in another form or symbol set",
		usage:   "convert [--to FORM] [--symbols S] [--blank C] [-j N] [--stats] [flags] [FILE...]",
		about: "Rewrites puzzles without solving them; blanks stay blank. Without --to it rewrites in the\n" +
			"input's own form, canonically laid out. Forms: tokens, line, csv, grid, json.",
		example: "  $ echo .41...2.3....1.2 | sudokit convert --to grid\n  . 4 | 1 .\n  . . | 2 .\n  ----+----\n" +
			"  3 . | . .\n  . 1 | . 2\n  $ echo .41...2.3....1.2 | sudokit convert --symbols ABCD\n  .DA...B.C....A.B",
		flags: func(fs *flagSet, o *options) {
			inputFlags(fs, o)
			outputFlags(fs, o)
			runFlags(fs, o)
			commonFlags(fs, o)
		},
		run: runConvert,
	}
}

func runConvert(r *runner, files []string) int {
	return runPuzzles(r, files, puzzleJob[struct{}, error]{
		newWorker: func(func(int64)) struct{} { return struct{}{} },
		work: func(_ context.Context, _ struct{}, t task) error {
			return r.opt.checkSymbols(t.Puzzle.Shape.N)
		},
		emit: func(t task, err error) batch.Answer {
			if err != nil {
				r.puzzleError(t.in.src, t.Line, err, t.in.isBatch())
				return batch.Answer{}
			}
			if r.opt.json {
				r.writeJSON(record(t.in.src, t.Item, r.opt.jsonFormat(t.Puzzle)))
			} else {
				r.writeGrid(t.Puzzle.Grid, r.opt.formatOptions(t.Puzzle, t.in.isBatch()), t.in.isBatch(), &t.in.first)
			}
			return batch.Answer{Outcome: batch.Positive}
		},
		progress: true,
		summary:  summaryWords{positive: "converted"},
	})
}

// writeGrid writes one grid on stdout; in a batch, multi-line forms are
// blocks separated by a blank line.
func (r *runner) writeGrid(g sudokit.Grid, f sudokit.FormatOptions, isBatch bool, first *bool) {
	multiLine := f.Form == sudokit.FormGrid || f.Form == sudokit.FormCSV
	if isBatch && multiLine && !*first {
		r.stdout.WriteByte('\n')
	}
	*first = false
	buf := sudokit.AppendFormat(r.stdout.AvailableBuffer(), g, f)
	buf = append(buf, '\n')
	r.stdout.Write(buf)
}
