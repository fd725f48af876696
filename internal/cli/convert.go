package cli

import (
	"github.com/sudokit-go/sudokit"
)

func convertCommand() *command {
	return &command{
		name:    "convert",
		summary: "rewrite puzzles in another form or symbol set",
		usage:   "convert [--to FORM] [--symbols S] [--blank C] [flags] [FILE...]",
		about: "Rewrites puzzles without solving them; blanks stay blank. Without --to it rewrites in the\n" +
			"input's own form, canonically laid out. Forms: tokens, line, csv, grid, json.",
		example: "  $ echo .41...2.3....1.2 | sudokit convert --to grid\n  . 4 | 1 .\n  . . | 2 .\n  ----+----\n" +
			"  3 . | . .\n  . 1 | . 2\n  $ echo .41...2.3....1.2 | sudokit convert --symbols ABCD\n  .DA...B.C....A.B",
		flags: func(fs *flagSet, o *options) {
			inputFlags(fs, o)
			outputFlags(fs, o)
			commonFlags(fs, o)
		},
		run: runConvert,
	}
}

func runConvert(r *runner, files []string) int {
	return r.eachInput(files, func(src string, rd *sudokit.Reader) int {
		status := exitOK
		first := true
		for {
			it, ok := rd.Next()
			if !ok || r.brokenPipe {
				return status
			}
			if it.Err == nil && it.NoSolution {
				continue
			}
			if it.Err == nil {
				it.Err = r.opt.checkSymbols(it.Puzzle.Shape.N)
			}
			if it.Err != nil {
				r.puzzleError(src, it.Line, it.Err, rd.Batch())
				status = exitError
				continue
			}
			if r.opt.json {
				r.writeJSON(record(src, it, r.opt.jsonFormat(it.Puzzle)))
				continue
			}
			r.writeGrid(it.Puzzle.Grid, r.opt.formatOptions(it.Puzzle, rd.Batch()), rd.Batch(), &first)
			rd.Recycle(it.Puzzle.Grid)
		}
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
