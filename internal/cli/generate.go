package cli

import (
	"context"
	crand "crypto/rand"
	"encoding/binary"
	"errors"
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"
	"sync/atomic"
	"time"

	"github.com/sudokit-go/sudokit"
	"github.com/sudokit-go/sudokit/engine/fast"
	"github.com/sudokit-go/sudokit/generate"
	"github.com/sudokit-go/sudokit/internal/batch"
	"github.com/sudokit-go/sudokit/logic"
)

type generateOptions struct {
	count      int64
	symmetry   string
	clues      string
	minimal    bool
	seed       uint64
	seedSet    bool
	solution   bool
	difficulty string
	rating     string
	techniques string
}

// defaultGenerateTimeout bounds each puzzle of generate (docs/cli.md).
const defaultGenerateTimeout = 30 * time.Second

func generateCommand() *command {
	g := &generateOptions{}
	return &command{
		name:    "generate",
		summary: "make new puzzles with exactly one solution",
		usage: "generate [--size 9] [--box RxC] [--count N] [--difficulty LEVEL | --rating A-B]\n" +
			"       [--symmetry NAME] [--clues A-B] [--minimal] [--techniques LIST] [--seed S] [-j N]\n" +
			"       [--timeout D] [--solution] [--stats] [--to FORM] [--json]",
		about: "Makes --count puzzles with exactly one solution, one a line in line form (any form with --to);\n" +
			"--solution adds a tab and the solution (multi-line forms: a blank line and the solution).\n" +
			"A random full grid is drawn, then clues are taken away in random order, each only while the\n" +
			"solution stays unique; with no symmetry and no clue target the puzzle is minimal.\n" +
			"--symmetry none (default), rot180, rot90, mirror-lr, mirror-tb, diagonal, antidiagonal,\n" +
			"dihedral (all eight) or random keeps the clue pattern symmetric; rot90, diagonal,\n" +
			"antidiagonal and dihedral need square boxes. --minimal: no clue can be removed. --clues 22-26\n" +
			"or --clues 24 bounds the clue count. --difficulty LEVEL (easy ... extreme, trial) or\n" +
			"--rating 4.0-6.5 asks for a rating on the Sudoku Explainer scale; --techniques LIST for\n" +
			"puzzles the rating path solves with those techniques alone. Puzzle k is a function of the\n" +
			"seed, k and the flags, so the output is the same for any -j; without --seed a random seed is\n" +
			"drawn and reported by --stats and in every JSON record. --timeout bounds each puzzle: a\n" +
			"target not met in time prints the closest puzzle reached, says so on stderr and exits 1.",
		example: "  $ sudokit generate --seed 1\n" +
			"  $ sudokit generate --size 16 --symmetry rot180 --count 10 --seed 7 -j 2\n" +
			"  $ sudokit generate --box 2x3 --clues 12-14 --solution --to grid\n" +
			"  $ sudokit generate --difficulty hard --symmetry rot180 --count 5 --json",
		flags: func(fs *flagSet, o *options) {
			fs.Func("size", "N", "9", "N×N puzzles with square boxes", func(s string) error {
				n, err := strconv.Atoi(s)
				if err != nil || n <= 0 {
					return errors.New("want 4, 9, 16, 25, 36, 49 or 64")
				}
				o.size = n
				return nil
			})
			fs.String(&o.box, "box", "RxC", "", "box shape, R rows by C columns; fixes N = R·C (default: square)")
			fs.Count(&g.count, "count", "N", 1, "puzzles to make")
			fs.String(&g.symmetry, "symmetry", "NAME", "none", "symmetry of the clues: none, rot180, rot90, mirror-lr, mirror-tb, diagonal, antidiagonal, dihedral, random")
			fs.String(&g.clues, "clues", "A-B", "", "clue count, a range such as 22-26 or one count (default: as few as the pass leaves)")
			fs.Bool(&g.minimal, "minimal", "no clue can be removed")
			fs.String(&g.difficulty, "difficulty", "LEVEL", "", "a level of the rating scale: easy, medium, hard, expert, extreme or trial")
			fs.String(&g.rating, "rating", "A-B", "", "a closed range of the rating scale, such as 4.0-6.5 (3.2-12: 3.2 or more)")
			fs.String(&g.techniques, "techniques", "LIST", "", "only puzzles the rating path solves with these techniques or groups, comma-separated")
			fs.Func("seed", "S", "random", "seed of the random choices: the same seed makes the same puzzles", func(v string) error {
				n, err := strconv.ParseUint(v, 10, 64)
				if err != nil {
					return errors.New("want a whole number such as 42")
				}
				g.seed, g.seedSet = n, true
				return nil
			})
			fs.Bool(&g.solution, "solution", "also print each puzzle's solution")
			outputFlags(fs, o)
			runFlags(fs, o)
			fs.Duration(&o.timeout, "timeout", "D", defaultGenerateTimeout, "bound each puzzle: print the closest one reached when its target is not met in time")
			commonFlags(fs, o)
		},
		run: func(r *runner, files []string) int { return runGenerate(r, g, files) },
	}
}

// generateShape is the shape of generate's puzzles: --box, else --size
// (9 by default) with square boxes.
func (r *runner) generateShape() (*sudokit.Shape, error) {
	if r.opt.read.BoxRows != 0 {
		sh, err := sudokit.ShapeOf(r.opt.read.BoxRows, r.opt.read.BoxCols)
		if err != nil {
			return nil, r.usageErr("--box %s: %v", r.opt.box, err)
		}
		if r.opt.size != 0 && r.opt.size != sh.N {
			return nil, r.usageErr("--box %s makes %dx%d puzzles, not %dx%d", r.opt.box, sh.N, sh.N, r.opt.size, r.opt.size)
		}
		return sh, nil
	}
	n := r.opt.size
	if n == 0 {
		n = 9
	}
	if n < sudokit.MinSize || n > sudokit.MaxSize {
		return nil, r.usageErr("--size %d: puzzles are 4x4 to 64x64", n)
	}
	sh, err := sudokit.SquareShape(n)
	if err != nil {
		var opts []string
		for _, b := range sudokit.BoxShapes(n) {
			opts = append(opts, fmt.Sprintf("--box %dx%d", b[0], b[1]))
		}
		if len(opts) == 0 {
			return nil, r.usageErr("--size %d: %d cannot be split into boxes", n, n)
		}
		return nil, r.usageErr("--size %d: %dx%d puzzles have no square boxes: give %s", n, n, n, strings.Join(opts, " or "))
	}
	return sh, nil
}

// parseClues reads --clues: "22-26" or "24", within the shape's cells.
func parseClues(s string, cells int) (lo, hi int, err error) {
	a, b, isRange := strings.Cut(s, "-")
	lo, err1 := strconv.Atoi(strings.TrimSpace(a))
	hi, err2 := lo, error(nil)
	if isRange {
		hi, err2 = strconv.Atoi(strings.TrimSpace(b))
	}
	switch {
	case err1 != nil || err2 != nil || lo < 0:
		return 0, 0, fmt.Errorf("want a count or a range A-B, such as 24 or 22-26")
	case lo > hi:
		return 0, 0, fmt.Errorf("the range is empty; want A-B with A ≤ B, such as 22-26")
	case hi > cells || lo < 1:
		return 0, 0, fmt.Errorf("a puzzle of %d cells has 1 to %d clues", cells, cells)
	}
	return lo, hi, nil
}

// generated is one puzzle of generate as a worker hands it on.
type generated struct {
	p   generate.Puzzle
	err error
}

// generateWorker is what a worker of generate keeps between puzzles.
type generateWorker struct {
	gen *generate.Generator
}

func runGenerate(r *runner, g *generateOptions, files []string) int {
	if len(files) > 0 {
		return r.usage(r.usageErr("generate reads no file, found %q", files[0]))
	}
	sh, err := r.generateShape()
	if err != nil {
		return r.usage(err)
	}
	sym, err := generate.ParseSymmetry(g.symmetry)
	if err != nil {
		return r.usage(r.usageErr("--symmetry %v", err))
	}
	if err := sym.Fits(sh); err != nil {
		return r.usage(r.usageErr("--symmetry %s: %v", g.symmetry, err))
	}
	opt := generate.Options{Symmetry: sym, Minimal: g.minimal, ProveMinimal: r.opt.json, Rate: r.opt.json}
	if err := g.ratingTarget(r, &opt); err != nil {
		return r.usage(err)
	}
	if g.clues != "" {
		lo, hi, err := parseClues(g.clues, sh.Cells)
		if err != nil {
			return r.usage(r.usageErr("--clues %s: %v", g.clues, err))
		}
		opt.MinClues, opt.MaxClues = lo, hi
	}
	if err := r.opt.checkSymbols(sh.N); err != nil {
		return r.usage(r.usageErr("%v", err))
	}
	if !g.seedSet {
		var b [8]byte
		if _, err := crand.Read(b[:]); err != nil {
			r.errorf("generate: no random seed: %v", err)
			return exitError
		}
		g.seed = binary.LittleEndian.Uint64(b[:])
	}

	ctx := r.env.Context
	workers := int(min(int64(max(r.opt.jobs, 1)), max(g.count, 1)))
	states := make([]*generateWorker, workers)
	var k int64
	next := func() (int64, bool) {
		if k >= g.count {
			return 0, false
		}
		k++
		return k, true
	}
	work := func(w int, index int64) done[generated] {
		if ctx.Err() != nil {
			return done[generated]{interrupted: true}
		}
		if states[w] == nil {
			states[w] = &generateWorker{gen: generate.New(sh, fast.New(sudokit.Options{}))}
		}
		t0 := time.Now()
		pctx, cancel := ctx, context.CancelFunc(func() {})
		if r.opt.timeout > 0 {
			pctx, cancel = context.WithTimeout(ctx, r.opt.timeout)
		}
		defer cancel()
		rng := rand.New(rand.NewPCG(g.seed, uint64(index)))
		p, err := states[w].gen.Generate(pctx, rng, opt)
		return done[generated]{out: generated{p: p, err: err}, elapsed: time.Since(t0), interrupted: ctx.Err() != nil}
	}
	sum := &batch.Summary{}
	status := exitOK
	first := true
	emit := func(index int64, d done[generated]) bool {
		if d.interrupted {
			return false
		}
		r.progress.Add(1)
		a := batch.Answer{Outcome: batch.Positive, Elapsed: d.elapsed}
		p := d.out.p
		switch {
		case d.out.err != nil:
			r.errorf("generate: puzzle %d: %v", index, generateError(d.out.err, r.opt.timeout))
			a.Outcome = batch.Errored
		default:
			r.writeGenerated(g, index, p, &first)
			switch {
			case !p.TargetMet:
				r.errorf("generate: puzzle %d: %s", index, missedTarget(opt, levelName(g.difficulty), p, r.opt.timeout))
				a.Outcome = batch.Negative
			case p.Stopped:
				r.notef("generate: puzzle %d: stopped taking clues away after %v (--timeout); it has one solution and %s, not all of them tried",
					index, r.opt.timeout, plural(int64(p.Clues), "clue", "clues"))
			}
		}
		sum.Add(a)
		status = max(status, statusOf(a))
		if r.env.StdoutTTY {
			// The bar on the same terminal is erased first, or the
			// puzzle would be written on its line.
			r.progress.Above(func() { r.stdout.Flush() })
		}
		return !r.brokenPipe
	}
	var made atomic.Int64
	if r.env.StderrTTY && !r.opt.quiet && r.env.Getenv("TERM") != "dumb" {
		r.progress = batch.StartProgress(r.env.Stderr, "generate", batch.Source{
			Fraction: func() float64 { return float64(made.Load()) / float64(max(g.count, 1)) },
		})
	}
	start := time.Now()
	batch.Run(ctx, batch.Config{Workers: workers, Chunk: 1}, next, work, func(index int64, d done[generated]) bool {
		ok := emit(index, d)
		made.Add(1)
		return ok
	})
	r.stopProgress()
	sum.Wall = time.Since(start)
	if ctx.Err() != nil {
		r.errorf("generate: interrupted")
		return exitError
	}
	if r.opt.stats {
		r.writeSummary(sum, summaryWords{positive: "made", negative: "target missed", seed: strconv.FormatUint(g.seed, 10)},
			int(min(int64(workers), max(sum.Puzzles, 1))))
	}
	return status
}

// generateError says why no puzzle at all came out.
func generateError(err error, timeout time.Duration) string {
	if errors.Is(err, context.DeadlineExceeded) {
		return fmt.Sprintf("no puzzle within %v (--timeout)", timeout)
	}
	return err.Error()
}

// missedTarget is the sentence of a puzzle whose target was not met:
// "no 17-clue puzzle within 30s; printed the closest (21 clues)".
func missedTarget(opt generate.Options, level string, p generate.Puzzle, timeout time.Duration) string {
	var want []string
	if opt.Minimal {
		want = append(want, "minimal")
	}
	if opt.Symmetry != generate.None {
		want = append(want, p.Symmetry.String())
	}
	switch {
	case opt.MaxClues == 0:
	case opt.MinClues == opt.MaxClues:
		want = append(want, fmt.Sprintf("%d-clue", opt.MinClues))
	default:
		want = append(want, fmt.Sprintf("%d-%d-clue", opt.MinClues, opt.MaxClues))
	}
	switch {
	case level != "":
		want = append(want, level)
	case opt.MaxRating > 0:
		want = append(want, fmt.Sprintf("%s-rated", ratingRange(opt.MinRating, opt.MaxRating)))
	}
	if opt.Techniques != nil {
		want = append(want, "--techniques")
	}
	if len(want) == 0 {
		want = append(want, "such") // not reached: every miss has a target
	}
	closest := plural(int64(p.Clues), "clue", "clues")
	if opt.Minimal && p.Removable > 0 && (opt.MaxClues == 0 || (p.Clues >= opt.MinClues && p.Clues <= opt.MaxClues)) {
		closest += fmt.Sprintf(", %d of them removable", p.Removable)
	}
	if p.Rating != nil && (opt.MaxRating > 0 || opt.Techniques != nil) {
		closest += fmt.Sprintf(", rated %.1f", logic.Round(p.Rating.ER))
		if opt.Techniques != nil && !p.Rating.Solved {
			closest += " but not solved with the techniques"
		}
	}
	within := fmt.Sprintf("within %v", timeout)
	if timeout <= 0 {
		within = "found"
	}
	return fmt.Sprintf("no %s puzzle %s; printed the closest (%s)", strings.Join(want, " "), within, closest)
}

// generatePuzzle is a grid of generate as the core writes it: line form and
// the default symbols (one-line tokens for decimal symbols) unless --to and
// --symbols say otherwise.
func generatePuzzle(g sudokit.Grid) sudokit.Puzzle {
	p := sudokit.Puzzle{Grid: g, Form: sudokit.FormLine, Symbols: sudokit.DefaultSymbols(g.Shape.N)}
	if g.Shape.N > 35 {
		p.Form = sudokit.FormTokens
	}
	return p
}

// writeGenerated writes one puzzle of generate, and its solution when
// asked, as a line or as a block (blocks are separated by a blank line).
func (r *runner) writeGenerated(g *generateOptions, index int64, p generate.Puzzle, first *bool) {
	pz := generatePuzzle(p.Puzzle)
	if r.opt.json {
		r.writeJSON(r.generateRecord(g, index, pz, p))
		return
	}
	f := r.opt.formatOptions(pz, g.count > 1)
	multi := f.Form == sudokit.FormGrid || f.Form == sudokit.FormCSV || (f.Form == sudokit.FormTokens && !f.OneLine)
	buf := r.stdout.AvailableBuffer()
	if multi && !*first {
		buf = append(buf, '\n')
	}
	*first = false
	buf = sudokit.AppendFormat(buf, p.Puzzle, f)
	if g.solution {
		if multi {
			buf = append(buf, "\n\n"...)
		} else {
			buf = append(buf, '\t')
		}
		buf = sudokit.AppendFormat(buf, p.Solution, f)
	}
	buf = append(buf, '\n')
	r.stdout.Write(buf)
}

func (r *runner) generateRecord(g *generateOptions, index int64, pz sudokit.Puzzle, p generate.Puzzle) sudokit.GenerateRecord {
	f := r.opt.jsonFormat(pz)
	rec := sudokit.GenerateRecord{
		Record: sudokit.NewRecord(pz, f), Seed: g.seed, Index: index, Symmetry: p.Symmetry.String(),
		Clues: p.Clues, Minimal: p.Minimal, Solution: sudokit.Format(p.Solution, f), TargetMet: p.TargetMet,
	}
	if p.Rating != nil {
		er, level := logic.Round(p.Rating.ER), p.Rating.Level()
		rec.ER, rec.Level = &er, &level
	}
	return rec
}

// levelBounds are the ranges of the levels of docs/rating.md §6 on the
// rating scale, by level name in lower case.
var levelBounds = map[string][2]float64{
	"easy": {1.0, 2.3}, "medium": {2.4, 3.4}, "hard": {3.5, 5.8},
	"expert": {5.9, 7.4}, "extreme": {7.5, 9.9}, "trial": {10.0, 1000},
}

// levelName is the level of --difficulty as the rating names it, "" for
// none.
func levelName(difficulty string) string {
	for _, l := range logic.Levels() {
		if strings.EqualFold(l, difficulty) {
			return l
		}
	}
	return ""
}

// ratingRange writes a closed range of ratings: "3.2-12.0", "3.2 or more".
func ratingRange(lo, hi float64) string {
	if hi >= 1000 {
		return fmt.Sprintf("%.1f-or-more", lo)
	}
	return fmt.Sprintf("%.1f-%.1f", lo, hi)
}

// ratingTarget reads --difficulty, --rating and --techniques into opt.
func (g *generateOptions) ratingTarget(r *runner, opt *generate.Options) error {
	if g.difficulty != "" && g.rating != "" {
		return r.usageErr("--difficulty and --rating cannot both be given")
	}
	if g.difficulty != "" {
		b, ok := levelBounds[strings.ToLower(g.difficulty)]
		if !ok {
			return r.usageErr("--difficulty %s: unknown level; levels are easy, medium, hard, expert, extreme, trial", g.difficulty)
		}
		opt.MinRating, opt.MaxRating = b[0], b[1]
	}
	if g.rating != "" {
		a, b, isRange := strings.Cut(g.rating, "-")
		lo, err1 := strconv.ParseFloat(strings.TrimSpace(a), 64)
		hi, err2 := lo, error(nil)
		if isRange {
			hi, err2 = strconv.ParseFloat(strings.TrimSpace(b), 64)
		}
		switch {
		case err1 != nil || err2 != nil || lo < 0:
			return r.usageErr("--rating %s: want a range A-B of the rating scale, such as 4.0-6.5", g.rating)
		case lo > hi:
			return r.usageErr("--rating %s: the range is empty; want A-B with A ≤ B, such as 4.0-6.5", g.rating)
		}
		if hi >= logic.TrialRating {
			hi = 1000
		}
		opt.MinRating, opt.MaxRating = lo, max(hi, 0.1)
	}
	if g.techniques != "" {
		ts, err := logic.Select(strings.Split(g.techniques, ","))
		if err != nil {
			return r.usageErr("--techniques %v", err)
		}
		opt.Techniques = ts
	}
	return nil
}
