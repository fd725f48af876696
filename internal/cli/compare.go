package cli

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/sudokit-go/sudokit"
	"github.com/sudokit-go/sudokit/engine"
	"github.com/sudokit-go/sudokit/internal/batch"
)

type compareOptions struct {
	algo    string
	maxComb int64
}

func compareCommand() *command {
	c := &compareOptions{}
	return &command{
		name:    "compare",
		summary: "run every engine on each puzzle, side by side",
		usage:   "compare [--algo LIST] [--timeout D] [--max-combinations N] [-j N] [--json] [flags] FILE...",
		about: "Solves each puzzle with every engine (or those of --algo) under a per-puzzle deadline\n" +
			"and prints one table: a row per puzzle (FILE:LINE), a column per engine, each cell the\n" +
			"time and the nodes (the combinations for brute), timeout where the deadline ran out,\n" +
			"refused where brute refused its search space. The last column says what the engines\n" +
			"found: solved, No Solution, or several solutions when they returned different grids.\n" +
			"An engine whose answer is wrong (a grid that breaks a rule or changes a given, or No\n" +
			"Solution where another engine solved the puzzle) is marked WRONG and makes the exit\n" +
			"status 1; No Solution, timeout and refused are cells of the table, not errors. --json\n" +
			"writes one record per engine and puzzle instead of the table.",
		example: "  $ sudokit compare --algo backtrack,dfs,dlx --timeout 2s seeds.txt\n" +
			"  $ sudokit compare --json puzzles.txt > compare.jsonl",
		flags: func(fs *flagSet, o *options) {
			inputFlags(fs, o)
			outputFlags(fs, o)
			jobsFlag(fs, o, 1, "puzzles compared at once, at most 256; more than 1 makes the times noisier")
			fs.Bool(&o.stats, "stats", "print a summary on stderr")
			commonFlags(fs, o)
			fs.Duration(&o.timeout, "timeout", "D", 10*time.Second, "deadline of each engine on each puzzle")
			fs.String(&c.algo, "algo", "LIST", "", "engines, comma-separated (default: every engine)")
			fs.Count(&c.maxComb, "max-combinations", "N", 1e9, "brute refuses a larger search space")
		},
		run: func(r *runner, files []string) int { return runCompare(r, c, files) },
	}
}

// compareCell is what one engine did with one puzzle.
type compareCell struct {
	solution sudokit.Grid // a copy; zero unless solved
	res      sudokit.Result
	elapsed  time.Duration
	timeout  bool
	refused  bool
	err      error // any other error
	wrong    bool
}

// count is the work the table shows: nodes, or brute force's combinations.
func (c *compareCell) count() int64 {
	if c.res.Stats.Combinations > 0 {
		return c.res.Stats.Combinations
	}
	return c.res.Stats.Nodes
}

func (c *compareCell) answered() bool { return !c.timeout && !c.refused && c.err == nil }

func runCompare(r *runner, c *compareOptions, files []string) int {
	engines := engine.Registry().Engines()
	if c.algo != "" {
		var err error
		if engines, err = r.lookupEngines(c.algo); err != nil {
			return r.usage(err)
		}
	}
	if r.opt.timeout <= 0 {
		return r.usage(r.usageErr("--timeout %v: want a positive duration", r.opt.timeout))
	}
	var rows [][]string
	status := runPuzzles(r, files, puzzleJob[[]sudokit.Solver, []compareCell]{
		newWorker: func(func(int64)) []sudokit.Solver {
			solvers := make([]sudokit.Solver, len(engines))
			for i, e := range engines {
				solvers[i] = e.New(sudokit.Options{MaxCombinations: float64(c.maxComb)})
			}
			return solvers
		},
		work: func(ctx context.Context, solvers []sudokit.Solver, t task) []compareCell {
			cells := make([]compareCell, len(solvers))
			for i, s := range solvers {
				if cells[i] = r.compareOne(ctx, s, t.Puzzle.Grid); errors.Is(cells[i].err, context.Canceled) {
					break
				}
			}
			return cells
		},
		emit: func(t task, cells []compareCell) batch.Answer {
			src, it := t.in.src, t.Item
			answer := judge(cells, it.Puzzle.Grid)
			a := batch.Answer{Outcome: batch.Positive}
			for i := range cells {
				if cells[i].wrong {
					a.Outcome = batch.Negative
					r.errorf("%s: line %d: %s answers wrongly", src, it.Line, engines[i].Name)
				}
			}
			if r.opt.json {
				f := r.opt.jsonFormat(it.Puzzle)
				for i, e := range engines {
					cell := &cells[i]
					r.writeJSON(sudokit.CompareRecord{Record: record(src, it, f), Engine: e.Name,
						Solved: cell.res.Solved && cell.answered(), TimeNS: int64(cell.elapsed), Nodes: cell.count(),
						Timeout: cell.timeout, Refused: cell.refused, Agrees: !cell.wrong})
				}
				r.stdout.Flush()
				return a
			}
			row := []string{fmt.Sprintf("%s:%d", filepath.Base(src), it.Line)}
			for i := range cells {
				row = append(row, cells[i].String())
			}
			rows = append(rows, append(row, answer))
			return a
		},
		unread: func(t task) {
			// The table has a row for a puzzle that cannot be read; an
			// input with no puzzle at all has none.
			if !r.opt.json && t.Line > 0 {
				detail := errorDetail(errOf(t.Item), t.Line, true)
				rows = append(rows, []string{fmt.Sprintf("%s:%d", filepath.Base(t.in.src), t.Line), "error: " + detail})
			}
		},
		table:    true,
		progress: true,
		summary:  summaryWords{positive: "agreed", negative: "wrong"},
	})
	if !r.opt.json && len(rows) > 0 {
		head := []string{"puzzle"}
		for _, e := range engines {
			head = append(head, e.Name)
		}
		tw := tabwriter.NewWriter(r.stdout, 0, 8, 3, ' ', 0)
		for _, row := range append([][]string{append(head, "answer")}, rows...) {
			fmt.Fprintln(tw, strings.Join(row, "\t"))
		}
		tw.Flush()
	}
	return status
}

// errOf is why an item is not a puzzle.
func errOf(it sudokit.Item) error {
	if it.Err != nil {
		return it.Err
	}
	return errNoSolutionLine
}

// compareOne runs one engine on one puzzle under the deadline.
func (r *runner) compareOne(ctx context.Context, s sudokit.Solver, g sudokit.Grid) compareCell {
	ctx, cancel := context.WithTimeout(ctx, r.opt.timeout)
	defer cancel()
	start := time.Now()
	sol, res, err := s.Solve(ctx, g)
	cell := compareCell{res: res, elapsed: time.Since(start)}
	switch {
	case err == nil:
		if res.Solved {
			cell.solution = sol.Clone()
		}
	case r.env.Context.Err() != nil:
		cell.err = context.Canceled
	case errors.Is(err, context.DeadlineExceeded):
		cell.timeout = true
	case errors.Is(err, sudokit.ErrRefused):
		cell.refused = true
	default:
		cell.err = err
	}
	return cell
}

// judge marks the wrong answers among the cells and says what the engines
// found. A grid is wrong when it does not solve the puzzle; No Solution is
// wrong when another engine's grid does. Different grids that each solve
// the puzzle are not wrong: the puzzle has several solutions.
func judge(cells []compareCell, puzzle sudokit.Grid) string {
	var proof sudokit.Grid // a solution some engine found
	several, answered := false, false
	for i := range cells {
		c := &cells[i]
		if !c.answered() {
			continue
		}
		answered = true
		if !c.res.Solved {
			continue
		}
		if !c.solution.Solves(puzzle) {
			c.wrong = true
			continue
		}
		if proof.Shape == nil {
			proof = c.solution
		} else if !proof.Equal(c.solution) {
			several = true
		}
	}
	for i := range cells {
		if c := &cells[i]; c.answered() && !c.res.Solved && proof.Shape != nil {
			c.wrong = true
		}
	}
	switch {
	case !answered:
		return "-"
	case several:
		return "several solutions"
	case proof.Shape != nil:
		return "solved"
	}
	return "No Solution"
}

// String is the cell of the table: "2.2ms 356", "timeout", "refused", with
// WRONG after a wrong answer.
func (c *compareCell) String() string {
	switch {
	case c.timeout:
		return "timeout"
	case c.refused:
		return "refused"
	case c.err != nil:
		return "error: " + c.err.Error()
	}
	s := fmt.Sprintf("%v %s", roundDuration(c.elapsed), batch.Group(c.count()))
	if c.wrong {
		s += " WRONG"
	}
	return s
}
