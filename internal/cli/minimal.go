package cli

import (
	"context"
	"errors"
	"math/rand/v2"
	"strconv"
	"strings"

	"github.com/sudokit-go/sudokit"
	"github.com/sudokit-go/sudokit/engine/fast"
	"github.com/sudokit-go/sudokit/generate"
	"github.com/sudokit-go/sudokit/internal/batch"
)

type minimalOptions struct {
	make    bool
	seed    uint64
	seedSet bool
}

func minimalCommand() *command {
	m := &minimalOptions{}
	return &command{
		name:    "minimal",
		summary: "test puzzles for minimality, or make them minimal",
		usage:   "minimal [--make] [--seed S] [-j N] [--json] [flags] [FILE...]",
		about: "Tests each puzzle: minimal (no clue can be removed with the solution staying unique), or not\n" +
			"minimal with the clues that can each be removed, or no solution / multiple solutions. Exit 0\n" +
			"when every puzzle is minimal. --make prints a minimal puzzle instead, in the input's form,\n" +
			"removing clues in row-major order, or in an order drawn from --seed.",
		example: "  $ echo .41...2.3....1.2 | sudokit minimal\n" +
			"  not minimal: r1c3, r2c3, r4c2 and r4c4 can each be removed\n" +
			"  $ echo .41...2.3....1.2 | sudokit minimal --make\n  .4....2.3......2",
		flags: func(fs *flagSet, o *options) {
			inputFlags(fs, o)
			outputFlags(fs, o)
			runFlags(fs, o)
			timeoutFlag(fs, o)
			commonFlags(fs, o)
			fs.Bool(&m.make, "make", "print a minimal puzzle made from each puzzle")
			fs.Func("seed", "S", "row-major", "with --make: remove clues in an order drawn from S", func(v string) error {
				n, err := strconv.ParseUint(v, 10, 64)
				if err != nil {
					return errors.New("want a whole number such as 42")
				}
				m.seed, m.seedSet = n, true
				return nil
			})
		},
		run: func(r *runner, files []string) int { return runMinimal(r, m, files) },
	}
}

// minimalResult is the answer for one puzzle: its count of solutions (up
// to two) and, when it has one, the removable clues or the puzzle made.
type minimalResult struct {
	solutions int
	removable []int
	made      sudokit.Grid
	err       error
	res       sudokit.Result
}

func runMinimal(r *runner, m *minimalOptions, files []string) int {
	if m.seedSet && !m.make {
		return r.usage(r.usageErr("--seed orders the removals of --make; give --make too"))
	}
	return runPuzzles(r, files, puzzleJob[sudokit.Solver, minimalResult]{
		newWorker: func(progress func(int64)) sudokit.Solver {
			return fast.New(sudokit.Options{Progress: progress})
		},
		work: func(ctx context.Context, s sudokit.Solver, t task) minimalResult {
			g := t.Puzzle.Grid
			n, res, err := s.CountSolutions(ctx, g, 2)
			out := minimalResult{solutions: n, res: res}
			if err != nil || n != 1 {
				out.err = err
				return out
			}
			if m.make {
				made := g.Clone()
				var order []int
				if m.seedSet {
					rng := rand.New(rand.NewPCG(m.seed, uint64(t.index+1)))
					order = rng.Perm(len(made.Cells))
				}
				_, out.err = generate.MakeMinimal(ctx, s, made, order)
				out.made = made
				return out
			}
			out.removable, out.err = generate.Removable(ctx, s, g)
			return out
		},
		emit: func(t task, out minimalResult) batch.Answer {
			if out.err != nil {
				r.puzzleError(t.in.src, t.Line, r.limitError(out.err), t.in.isBatch())
				return batch.Answer{Outcome: batch.Errored}
			}
			a := batch.Answer{Outcome: batch.Positive, Multiple: out.solutions > 1}
			if out.solutions != 1 || (!m.make && len(out.removable) > 0) {
				a.Outcome = batch.Negative
			}
			if r.opt.json {
				r.writeJSON(r.minimalRecord(t, out, m.make))
				return a
			}
			switch {
			case out.solutions == 0:
				r.stdout.WriteString("no solution\n")
			case out.solutions > 1:
				r.stdout.WriteString("multiple solutions\n")
			case m.make:
				r.writeGrid(out.made, r.opt.formatOptions(t.Puzzle, t.in.isBatch()), t.in.isBatch(), &t.in.first)
			case len(out.removable) == 0:
				r.stdout.WriteString("minimal\n")
			default:
				r.stdout.WriteString("not minimal: " + removableText(t.Puzzle.Shape, out.removable) + "\n")
			}
			return a
		},
		timeout:  r.opt.timeout,
		progress: true,
		search:   true,
		summary:  summaryWords{positive: "minimal", negative: "not minimal", multiple: true, engine: "fast"},
	})
}

// removableText names the removable clues: "r1c3 can be removed", "r1c3
// and r2c3 can each be removed", "r1c3, r2c3 and r4c2 can each be removed".
func removableText(sh *sudokit.Shape, cells []int) string {
	names := cellNames(sh, cells)
	if len(names) == 1 {
		return names[0] + " can be removed"
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1] + " can each be removed"
}

func cellNames(sh *sudokit.Shape, cells []int) []string {
	names := make([]string, len(cells))
	for i, c := range cells {
		names[i] = sh.PosOf(c).String()
	}
	return names
}

func (r *runner) minimalRecord(t task, out minimalResult, made bool) sudokit.MinimalRecord {
	f := r.opt.jsonFormat(t.Puzzle)
	rec := sudokit.MinimalRecord{Record: record(t.in.src, t.Item, f)}
	if out.solutions != 1 {
		n := out.solutions
		rec.Solutions = &n
		return rec
	}
	removable := out.removable
	if made {
		// With --make: the clues the pass removed, and the puzzle left.
		removable = nil
		for i, v := range t.Puzzle.Grid.Cells {
			if v != 0 && out.made.Cells[i] == 0 {
				removable = append(removable, i)
			}
		}
	}
	minimal := len(removable) == 0
	rec.Minimal, rec.Removable = &minimal, cellNames(t.Puzzle.Shape, removable)
	if made {
		s := sudokit.Format(out.made, f)
		rec.Result = &s
	}
	return rec
}
