package cli

import (
	"errors"
	"fmt"
	"path/filepath"
	"strings"

	"github.com/sudokit-go/sudokit"
)

// A checker compares each answer of solve with the solution file of its
// input, item by item: the k-th answer with the k-th solution.
type checker struct {
	name    string // the solution file, as messages name it
	rd      *sudokit.Reader
	closeIn func()
	agree   int
	total   int
	differ  bool
}

// solutionPath names the solution file beside an input: X.csv.soln beside
// X.csv, X.sol.EXT beside X.EXT, X.sol beside X.
func solutionPath(input string) string {
	if strings.HasSuffix(input, ".csv") {
		return input + ".soln"
	}
	ext := filepath.Ext(input)
	if ext == "" || strings.Contains(ext, string(filepath.Separator)) {
		return input + ".sol"
	}
	return strings.TrimSuffix(input, ext) + ".sol" + ext
}

func openChecker(r *runner, src, explicit string) (*checker, error) {
	path := explicit
	if path == "" {
		path = solutionPath(src)
	}
	in, closeIn, name, err := r.open(path)
	if err != nil {
		if explicit == "" {
			err = fmt.Errorf("%v (needed by --check)", err)
		}
		return nil, err
	}
	read := r.opt.read
	read.Source, read.Solutions, read.Form = name, true, sudokit.FormAuto
	return &checker{name: name, rd: sudokit.NewReader(in, read), closeIn: closeIn}, nil
}

func (c *checker) close() { c.closeIn() }

// next compares one answer with the next solution of the file.
func (c *checker) next(r *runner, src string, it sudokit.Item, out solveResult) {
	want, ok := c.rd.Next()
	if it.Err != nil || out.err != nil {
		return // no answer to compare; the solution is skipped with it
	}
	c.total++
	where := fmt.Sprintf("%s: line %d", src, it.Line)
	var perr *sudokit.ParseError
	switch {
	case !ok:
		c.mismatch(r, "%s: %s has no answer for this puzzle", where, c.name)
	case want.Err != nil && errors.As(want.Err, &perr):
		c.mismatch(r, "%v", perr)
	case want.Err != nil:
		c.mismatch(r, "%s: %v", c.name, want.Err)
	case want.NoSolution && !out.res.Solved:
		c.agree++
	case want.NoSolution:
		c.mismatch(r, "%s: answer differs from %s line %d: got a solution, expected No Solution", where, c.name, want.Line)
	case !out.res.Solved:
		c.mismatch(r, "%s: answer differs from %s line %d: got No Solution, expected a solution", where, c.name, want.Line)
	case want.Puzzle.Shape != out.solution.Shape:
		c.mismatch(r, "%s: answer differs from %s line %d: got a %s grid, expected %s", where, c.name, want.Line,
			out.solution.Shape.Size(), want.Puzzle.Shape.Size())
	default:
		got, exp := out.solution, want.Puzzle.Grid
		for i := range got.Cells {
			if got.Cells[i] == exp.Cells[i] {
				continue
			}
			sym := it.Puzzle.Symbols
			msg := fmt.Sprintf("%s: answer differs from %s line %d at %v: got %s, expected %s", where, c.name, want.Line,
				got.Shape.PosOf(i), sym.AppendValue(nil, got.Cells[i]), valueText(sym, exp.Cells[i]))
			if exp.Solves(it.Puzzle.Grid) {
				msg += "; both solve the puzzle, which has several solutions"
			}
			c.mismatch(r, "%s", msg)
			return
		}
		c.agree++
	}
}

func valueText(sym sudokit.Symbols, v uint8) string {
	if v == 0 {
		return "a blank"
	}
	return string(sym.AppendValue(nil, v))
}

func (c *checker) mismatch(r *runner, format string, args ...any) {
	c.differ = true
	r.errorf(format, args...)
}

// finish reports how many answers agree and returns the exit status.
func (c *checker) finish(r *runner, src string) int {
	r.notef("%s: %d of %d answers agree with %s", src, c.agree, c.total, c.name)
	if c.differ {
		return exitNegative
	}
	return exitOK
}
