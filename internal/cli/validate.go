package cli

import (
	"context"
	"fmt"
	"strings"

	"github.com/sudokit-go/sudokit"
	"github.com/sudokit-go/sudokit/internal/batch"
)

type validateOptions struct {
	solution bool
	givens   string
}

func validateCommand() *command {
	v := &validateOptions{}
	return &command{
		name:    "validate",
		summary: "check grids against the rules and name every broken one",
		usage:   "validate [--solution] [--givens PUZZLE] [-j N] [--stats] [flags] [FILE...]",
		about: "Prints the grid, then valid or invalid, then one line per broken rule: rows first, then\n" +
			"columns, then boxes, each by value; then blank cells (with --solution), then changed givens\n" +
			"(with --givens). A partial grid is valid when no rule is broken so far. In a batch each line\n" +
			"is valid, or invalid: followed by the broken rules joined by \"; \". Exit 0 valid, 1 invalid.",
		example: "  $ echo 2413132432411432 | sudokit validate\n  2413132432411432\n  invalid\n" +
			"  column 1: 1 appears in rows 2 and 4\n  column 2: 4 appears in rows 1 and 4\n" +
			"  $ sudokit validate --solution --givens puzzle.txt answer.txt",
		flags: func(fs *flagSet, o *options) {
			inputFlags(fs, o)
			outputFlags(fs, o)
			runFlags(fs, o)
			commonFlags(fs, o)
			fs.Bool(&v.solution, "solution", "require a complete grid: a solution")
			fs.String(&v.givens, "givens", "PUZZLE", "", "check that each grid keeps every given of the puzzle in file PUZZLE")
		},
		run: func(r *runner, files []string) int { return runValidate(r, v, files) },
	}
}

func runValidate(r *runner, v *validateOptions, files []string) int {
	var givens []sudokit.Item
	if v.givens != "" {
		var err error
		if givens, err = r.readGivens(v.givens); err != nil {
			r.errorf("%v", err)
			return exitError
		}
	}
	return runPuzzles(r, files, puzzleJob[struct{}, validateResult]{
		newWorker: func(func(int64)) struct{} { return struct{}{} },
		work: func(_ context.Context, _ struct{}, t task) validateResult {
			var given *sudokit.Grid
			if len(givens) > 0 {
				g := givens[min(t.index, len(givens)-1)].Puzzle.Grid
				given = &g
			}
			return r.validateOne(t.Puzzle, v, given)
		},
		emit: func(t task, out validateResult) batch.Answer {
			return r.emitValidate(t, out)
		},
		progress: true,
		summary:  summaryWords{positive: "valid", negative: "invalid"},
	})
}

// validateResult is one grid's verdict: the rules it breaks, or why it
// could not be checked.
type validateResult struct {
	violations []sudokit.Violation
	err        error
}

// readGivens reads the puzzles of --givens: one for every grid, or one per
// grid in order.
func (r *runner) readGivens(path string) ([]sudokit.Item, error) {
	in, closeIn, src, err := r.open(path)
	if err != nil {
		return nil, fmt.Errorf("%v (needed by --givens)", err)
	}
	defer closeIn()
	read := r.opt.read
	read.Source, read.Form = src, sudokit.FormAuto
	rd := sudokit.NewReader(in, read)
	var items []sudokit.Item
	for {
		it, ok := rd.Next()
		if !ok {
			break
		}
		if it.Err != nil {
			return nil, it.Err
		}
		items = append(items, it)
	}
	return items, nil
}

// validateOne checks one grid, against the givens when there are some.
func (r *runner) validateOne(p sudokit.Puzzle, v *validateOptions, givens *sudokit.Grid) validateResult {
	if givens != nil && givens.Shape != p.Shape {
		return validateResult{err: fmt.Errorf("the grid is %s but the givens are %s", p.Shape.Size(), givens.Shape.Size())}
	}
	if err := r.opt.checkSymbols(p.Shape.N); err != nil {
		return validateResult{err: err}
	}
	return validateResult{violations: sudokit.Validate(p.Grid, sudokit.ValidateOptions{Complete: v.solution, Givens: givens})}
}

// emitValidate writes one verdict.
func (r *runner) emitValidate(t task, out validateResult) batch.Answer {
	src, it, isBatch := t.in.src, t.Item, t.in.isBatch()
	if out.err != nil {
		r.puzzleError(src, it.Line, out.err, isBatch)
		return batch.Answer{}
	}
	p, violations := it.Puzzle, out.violations
	a := batch.Answer{Outcome: batch.Positive}
	if len(violations) > 0 {
		a.Outcome = batch.Negative
	}
	f := r.opt.formatOptions(p, isBatch)
	if r.opt.json {
		jf := r.opt.jsonFormat(p)
		r.writeJSON(sudokit.NewValidateRecord(record(src, it, jf), violations, jf.Symbols))
		return a
	}
	color := r.colorful(r.env.StdoutTTY)
	verdict := "valid"
	if len(violations) > 0 {
		verdict = "invalid"
	}
	if color {
		if len(violations) > 0 {
			verdict = red + verdict + reset
		} else {
			verdict = green + verdict + reset
		}
	}
	texts := make([]string, len(violations))
	for i, vi := range violations {
		texts[i] = vi.Text(f.Symbols)
	}
	if isBatch {
		if len(texts) > 0 {
			verdict += ": " + strings.Join(texts, "; ")
		}
		fmt.Fprintln(r.stdout, verdict)
		return a
	}
	if !t.in.first {
		r.stdout.WriteByte('\n')
	}
	t.in.first = false
	grid := sudokit.Format(p.Grid, f)
	if color {
		grid = markCells(grid, p.Grid, f, violations)
	}
	fmt.Fprintln(r.stdout, grid)
	fmt.Fprintln(r.stdout, verdict)
	for _, text := range texts {
		fmt.Fprintln(r.stdout, text)
	}
	return a
}

// markCells colours the cells that break a rule in a formatted grid. It
// writes the grid again cell by cell, with each marked cell's text wrapped.
func markCells(text string, g sudokit.Grid, f sudokit.FormatOptions, vs []sudokit.Violation) string {
	marked := make([]bool, len(g.Cells))
	some := false
	for _, v := range vs {
		if v.Rule == sudokit.RuleBlank {
			continue
		}
		for _, p := range v.Cells {
			marked[g.Shape.Index(p)] = true
			some = true
		}
	}
	if !some {
		return text
	}
	var b strings.Builder
	cells := cellSpans(text, g, f)
	last := 0
	for i, span := range cells {
		if !marked[i] || span[1] <= span[0] {
			continue
		}
		b.WriteString(text[last:span[0]])
		b.WriteString(red + text[span[0]:span[1]] + reset)
		last = span[1]
	}
	b.WriteString(text[last:])
	return b.String()
}

// cellSpans finds where each cell's text stands in a formatted grid: the
// cells appear in row-major order, each a run of characters other than
// white space, commas and separators, and rule lines hold none.
func cellSpans(text string, g sudokit.Grid, f sudokit.FormatOptions) [][2]int {
	spans := make([][2]int, 0, len(g.Cells))
	oneChar := f.Form == sudokit.FormLine
	for _, line := range splitLinesKeep(text) {
		if f.Form == sudokit.FormGrid && strings.Trim(line.s, "-+") == "" {
			continue
		}
		for i := 0; i < len(line.s); {
			c := line.s[i]
			if c == ' ' || c == ',' || c == '|' {
				i++
				continue
			}
			j := i + 1
			for !oneChar && j < len(line.s) && line.s[j] != ' ' && line.s[j] != ',' && line.s[j] != '|' {
				j++
			}
			spans = append(spans, [2]int{line.off + i, line.off + j})
			i = j
		}
	}
	if len(spans) != len(g.Cells) {
		return nil
	}
	return spans
}

type lineAt struct {
	s   string
	off int
}

func splitLinesKeep(s string) []lineAt {
	var out []lineAt
	off := 0
	for {
		i := strings.IndexByte(s[off:], '\n')
		if i < 0 {
			return append(out, lineAt{s[off:], off})
		}
		out = append(out, lineAt{s[off : off+i], off})
		off += i + 1
	}
}
