package cli

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/sudokit-go/sudokit"
	"github.com/sudokit-go/sudokit/render"
)

type renderOptions struct {
	to, out, page, title, highlight string
	perPage, step                   int
	sizeMM, dpi                     float64
	solution, candidates, numbered  bool

	pageSize render.PageSize
}

func renderCommand() *command {
	ro := &renderOptions{}
	return &command{
		name:    "render",
		summary: "draw puzzles for print: SVG, PDF or PNG cards and worksheets",
		usage: "render [--to svg|pdf|png] [-o FILE] [--per-page 1|2|4|6] [--page a4|letter] [--solution]\n" +
			"       [--candidates] [--title TEXT] [--numbered] [--size-mm N] [--highlight FILE|-] [flags] [FILE...]",
		about: "Draws puzzles, 4x4 to 25x25: thick box lines, thin cell lines, givens bold, a player's\n" +
			"entries and solutions in blue, values above 9 with the input's symbols. One puzzle makes a\n" +
			"card, a picture as large as the grid (--size-mm, its side). Several puzzles, or --page,\n" +
			"--per-page or --solution, make a worksheet: A4 or letter pages of 1, 2, 4 or 6 numbered\n" +
			"puzzles under --title, and with --solution the solutions, small, on the last pages.\n" +
			"SVG and PNG show the pages one under the other; PDF has one page each.\n" +
			"\n" +
			"--candidates draws the pencil marks, computed from the givens. --highlight draws a step:\n" +
			"the JSON records of hint --json (level 2 to 4) or explain --json (--step K picks the step,\n" +
			"and the steps before it are played), or a list of cells such as \"r4c6, r4c8=7, r4c1<>7\".\n" +
			"Given no FILE, the records' own puzzles are drawn. A step that eliminates shows the pencil\n" +
			"marks.\n" +
			"\n" +
			"SVG goes to standard output unless -o says; PDF and PNG need -o FILE or a stdout that is\n" +
			"not a terminal. -o FILE.pdf or FILE.png chooses the format when --to is not given. The\n" +
			"output is written whole or not at all; the same input gives the same bytes. The one font\n" +
			"is embedded: the Go fonts (BSD licence).",
		example: "  $ echo .41...2.3....1.2 | sudokit render > pseudoku.svg\n" +
			"  $ sudokit render --per-page 6 --solution --title 'Week 3' -o week3.pdf puzzles.txt\n" +
			"  $ sudokit hint --level 4 --json hard.txt | sudokit render --highlight - -o step.png",
		flags: func(fs *flagSet, o *options) {
			inputFlags(fs, o)
			commonFlags(fs, o)
			fs.String(&ro.to, "to", "FORMAT", "", "svg, pdf or png (default: from -o's extension, else svg)")
			fs.String(&ro.out, "output,o", "FILE", "", "write to FILE, whole or not at all (default: stdout)")
			fs.Func("per-page", "N", "1", "puzzles a worksheet page holds: 1, 2, 4 or 6", func(v string) error {
				n, err := strconv.Atoi(v)
				if err != nil || render.CheckPerPage(n) != nil {
					return &valueError{msg: "want 1, 2, 4 or 6"}
				}
				ro.perPage = n
				return nil
			})
			fs.String(&ro.page, "page", "SIZE", "a4", "page size of a worksheet: a4 or letter")
			fs.Bool(&ro.solution, "solution", "add the solutions, small, on the last pages")
			fs.Bool(&ro.candidates, "candidates", "draw pencil marks, computed from the givens")
			fs.String(&ro.title, "title", "TEXT", "", "a title over the card, or over every worksheet page")
			fs.Bool(&ro.numbered, "numbered", "number a card's puzzle too (worksheets are always numbered)")
			fs.Func("size-mm", "N", "", "side of a grid in millimetres (default: 10 a cell, 60 to 180; a worksheet's slot)", func(v string) error {
				f, err := strconv.ParseFloat(v, 64)
				if err != nil || f < 10 || f > 1000 {
					return &valueError{msg: "want 10 to 1000 millimetres"}
				}
				ro.sizeMM = f
				return nil
			})
			fs.Func("dpi", "N", strconv.Itoa(render.DefaultDPI), "resolution of PNG output, 36 to 1200", func(v string) error {
				f, err := strconv.ParseFloat(v, 64)
				if err != nil || f < 36 || f > 1200 {
					return &valueError{msg: "want 36 to 1200 dots per inch"}
				}
				ro.dpi = f
				return nil
			})
			fs.String(&ro.highlight, "highlight", "FILE", "", "draw a step: records of hint/explain --json, or cells r4c6,r4c8")
			fs.Int(&ro.step, "step", "K", 1, "the step of an explain record --highlight draws")
		},
		run: func(r *runner, files []string) int { return runRender(r, ro, files) },
	}
}

// maxRenderPuzzles bounds a run: a worksheet is held whole in memory
// before it is written.
const maxRenderPuzzles = 10000

// A drawn puzzle and where it came from.
type renderItem struct {
	src  string
	line int
	pz   sudokit.Puzzle
	rp   render.Puzzle
}

func runRender(r *runner, ro *renderOptions, files []string) int {
	if err := ro.resolve(r); err != nil {
		return r.usage(err)
	}
	var steps []render.StepRecord
	stepSrc := ""
	if ro.highlight != "" {
		if ro.highlight == "-" && containsDash(files) {
			return r.usage(errors.New("--highlight - and a puzzle on stdin cannot both read standard input"))
		}
		data, src, err := r.readAll(ro.highlight)
		if err != nil {
			r.errorf("%v (needed by --highlight)", err)
			return exitError
		}
		stepSrc = src
		if steps, err = render.ReadSteps(src, data); err != nil {
			r.errorf("%v", err)
			return exitError
		}
	}

	var items []renderItem
	status := exitOK
	fail := func(format string, args ...any) {
		if r.shown < maxShownErrors {
			r.errorf(format, args...)
		}
		r.shown++
		status = exitError
	}
	if ro.highlight != "" && len(files) == 0 {
		// The records bring their puzzles.
		for _, sr := range steps {
			if sr.Puzzle == "" {
				return r.usage(errors.New("--highlight holds cells only: give the puzzle as FILE"))
			}
			it, err := ro.recordPuzzle(r, stepSrc, sr)
			if err != nil {
				fail("%v", err)
				continue
			}
			items = append(items, it)
		}
	} else {
		items = r.readPuzzles(files, fail)
	}
	if status != exitOK || r.env.Context.Err() != nil {
		if r.env.Context.Err() != nil {
			r.errorf("render: interrupted")
		} else if r.shown > maxShownErrors {
			r.errorf("%s not shown", plural(int64(r.shown-maxShownErrors), "more error", "more errors"))
		}
		return exitError
	}
	if len(items) == 0 {
		r.errorf("%s: empty input, no puzzle found", "stdin")
		return exitError
	}
	if len(steps) > len(items) {
		r.errorf("%s: %s for %s", stepSrc, plural(int64(len(steps)), "record", "records"), plural(int64(len(items)), "puzzle", "puzzles"))
		return exitError
	}
	for k, sr := range steps {
		if err := ro.applyStep(&items[k], sr, stepSrc); err != nil {
			fail("%v", err)
		}
	}
	if status != exitOK {
		return status
	}

	worksheet := len(items) > 1 || ro.solution || r.flags.Set("page") || r.flags.Set("per-page")
	opt := render.Options{PerPage: ro.perPage, SizeMM: ro.sizeMM, Title: ro.title}
	if worksheet {
		opt.Page = ro.pageSize
	}
	puzzles := make([]render.Puzzle, len(items))
	for i := range items {
		it := &items[i]
		if ro.candidates && it.rp.Candidates == nil {
			it.rp.Candidates = candidatesOf(it.rp.Grid, it.rp.Entries, nil)
		}
		if worksheet || ro.numbered {
			it.rp.Number = i + 1
		}
		puzzles[i] = it.rp
	}
	if ro.solution {
		sols, ok := r.solutions(items)
		if !ok {
			return exitError
		}
		opt.Solutions = sols
	}
	doc, err := render.Layout(puzzles, opt)
	if err != nil {
		r.errorf("render: %v", err)
		return exitError
	}
	var buf bytes.Buffer
	switch ro.to {
	case "pdf":
		err = doc.WritePDF(&buf)
	case "png":
		err = doc.WritePNG(&buf, ro.dpi)
	default:
		err = doc.WriteSVG(&buf)
	}
	if err != nil {
		r.errorf("render: %v", err)
		return exitError
	}
	if ro.out == "" || ro.out == "-" {
		r.stdout.Write(buf.Bytes())
		return exitOK
	}
	if err := writeWhole(ro.out, buf.Bytes()); err != nil {
		r.errorf("%v", err)
		return exitError
	}
	return exitOK
}

func containsDash(files []string) bool {
	for _, f := range files {
		if f == "-" {
			return true
		}
	}
	return false
}

// resolve checks render's flags against each other.
func (ro *renderOptions) resolve(r *runner) error {
	fs := r.flags
	if ro.to == "" {
		switch strings.ToLower(filepath.Ext(ro.out)) {
		case ".pdf":
			ro.to = "pdf"
		case ".png":
			ro.to = "png"
		default:
			ro.to = "svg"
		}
	}
	switch ro.to {
	case "svg", "pdf", "png":
	default:
		return fs.errorf("--to %q: want svg, pdf or png", ro.to)
	}
	found := false
	for _, p := range render.PageSizes() {
		if strings.EqualFold(ro.page, p.Name) {
			ro.pageSize, found = p, true
		}
	}
	if !found {
		return fs.errorf("--page %q: unknown page size; want a4 or letter", ro.page)
	}
	if ro.perPage == 0 {
		ro.perPage = 1
	}
	if ro.dpi == 0 {
		ro.dpi = render.DefaultDPI
	}
	if ro.step < 1 {
		return fs.errorf("--step %d: steps are counted from 1", ro.step)
	}
	if fs.Set("step") && ro.highlight == "" {
		return fs.errorf("--step needs --highlight")
	}
	if ro.to != "svg" && (ro.out == "" || ro.out == "-") && r.env.StdoutTTY {
		return fs.errorf("%s is binary and stdout is a terminal: give -o FILE, or redirect stdout", strings.ToUpper(ro.to))
	}
	return nil
}

// readAll reads a whole file, or standard input for "-".
func (r *runner) readAll(file string) ([]byte, string, error) {
	in, closeIn, src, err := r.open(file)
	if err != nil {
		return nil, src, err
	}
	defer closeIn()
	data, err := io.ReadAll(io.LimitReader(in, 64<<20))
	if err != nil {
		return nil, src, fmt.Errorf("%s: %v", src, err)
	}
	return data, src, nil
}

// readPuzzles reads every puzzle of the files, reporting each one that
// cannot be read or drawn through fail.
func (r *runner) readPuzzles(files []string, fail func(string, ...any)) []renderItem {
	if len(files) == 0 {
		files = []string{"-"}
	}
	var items []renderItem
	for _, file := range files {
		in, closeIn, src, err := r.open(file)
		if err != nil {
			fail("%v", err)
			continue
		}
		read := r.opt.read
		read.Source = src
		rd := sudokit.NewReader(in, read)
		for {
			if r.env.Context.Err() != nil {
				break
			}
			it, ok := rd.Next()
			if !ok {
				break
			}
			switch {
			case it.Err != nil && r.env.Context.Err() != nil:
				continue // the interrupt is reported once, at the end
			case it.Err != nil:
				var perr *sudokit.ParseError
				if errors.As(it.Err, &perr) {
					fail("%v", perr)
				} else {
					fail("%s: %v", src, it.Err)
				}
				continue
			case it.NoSolution:
				fail("%s: line %d: a No Solution line is not a puzzle", src, it.Line)
				continue
			}
			if len(items) == maxRenderPuzzles {
				fail("%s: line %d: more than %d puzzles; render draws at most %d at a time", src, it.Line, maxRenderPuzzles, maxRenderPuzzles)
				break
			}
			if err := render.CheckSize(it.Puzzle.Shape.N); err != nil {
				fail("%s: line %d: %v", src, it.Line, err)
				continue
			}
			items = append(items, renderItem{src: src, line: it.Line, pz: it.Puzzle,
				rp: render.Puzzle{Grid: it.Puzzle.Grid, Symbols: it.Puzzle.Symbols}})
		}
		closeIn()
	}
	return items
}

// recordPuzzle reads the puzzle (and entries) a step record carries.
func (ro *renderOptions) recordPuzzle(r *runner, src string, sr render.StepRecord) (renderItem, error) {
	read := r.opt.read
	read.Source = src
	if br, bc, ok := parseBox(sr.Box); ok && read.BoxRows == 0 {
		read.BoxRows, read.BoxCols = br, bc
	}
	at := fmt.Sprintf("%s: line %d", src, sr.Line)
	pz, err := sudokit.ParseWith(sr.Puzzle, read)
	if err != nil {
		return renderItem{}, fmt.Errorf("%s: puzzle: %v", at, problemOf(err))
	}
	if err := render.CheckSize(pz.Shape.N); err != nil {
		return renderItem{}, fmt.Errorf("%s: %v", at, err)
	}
	it := renderItem{src: src, line: sr.Line, pz: pz, rp: render.Puzzle{Grid: pz.Grid, Symbols: pz.Symbols}}
	if sr.Entries != "" {
		e, err := sudokit.ParseWith(sr.Entries, read)
		if err != nil {
			return renderItem{}, fmt.Errorf("%s: entries: %v", at, problemOf(err))
		}
		if e.Shape.N != pz.Shape.N {
			return renderItem{}, fmt.Errorf("%s: entries of %s for a %s puzzle", at, e.Shape.Size(), pz.Shape.Size())
		}
		it.rp.Entries = e.Grid
	}
	return it, nil
}

// problemOf is a parse error without its source and line, which are those
// of the string inside a record.
func problemOf(err error) string {
	var perr *sudokit.ParseError
	if errors.As(err, &perr) {
		return perr.What()
	}
	return err.Error()
}

// applyStep sets the highlight of it from a record: the step --step names
// (the only one of a hint), with the steps before it played: their
// placements become entries, their eliminations leave the pencil marks.
func (ro *renderOptions) applyStep(it *renderItem, sr render.StepRecord, src string) error {
	at := fmt.Sprintf("%s: line %d", src, sr.Line)
	if sr.Problem != "" {
		return fmt.Errorf("%s: no step to draw: %s", at, sr.Problem)
	}
	if ro.step > len(sr.Steps) {
		return fmt.Errorf("%s: --step %d: the record has %s", at, ro.step, plural(int64(len(sr.Steps)), "step", "steps"))
	}
	g := it.rp.Grid
	s := g.Shape
	var removed []uint64
	if ro.step > 1 {
		entries := sudokit.NewGrid(s)
		if it.rp.Entries.Shape != nil {
			entries.CopyFrom(it.rp.Entries)
		}
		removed = make([]uint64, s.N*s.N)
		for _, st := range sr.Steps[:ro.step-1] {
			if err := inside(s, st); err != nil {
				return fmt.Errorf("%s: %v", at, err)
			}
			for _, p := range st.Placements {
				if g.At(p.Cell) == 0 {
					entries.Place(p.Cell, uint8(p.Value))
				}
			}
			for _, e := range st.Eliminations {
				removed[s.Index(e.Cell)] |= 1 << (e.Value - 1)
			}
		}
		it.rp.Entries = entries
	}
	h := sr.Steps[ro.step-1]
	if err := inside(s, h); err != nil {
		return fmt.Errorf("%s: %v", at, err)
	}
	it.rp.Highlight = h
	if len(h.Eliminations) > 0 || ro.candidates {
		it.rp.Candidates = candidatesOf(g, it.rp.Entries, removed)
	}
	return nil
}

// inside says whether every cell and value of h fits shape s.
func inside(s *sudokit.Shape, h render.Highlight) error {
	for _, c := range h.Cells {
		if !s.Contains(c.Cell) {
			return fmt.Errorf("cell %v is outside the %s grid", c.Cell, s.Size())
		}
	}
	for _, vs := range [][]render.CellValue{h.Placements, h.Eliminations} {
		for _, v := range vs {
			if !s.Contains(v.Cell) {
				return fmt.Errorf("cell %v is outside the %s grid", v.Cell, s.Size())
			}
			if v.Value > s.N {
				return fmt.Errorf("value %d at %v exceeds %d", v.Value, v.Cell, s.N)
			}
		}
	}
	return nil
}

// candidatesOf returns the pencil marks of every blank cell of the givens
// and entries: the values no peer holds, less those removed.
func candidatesOf(givens, entries sudokit.Grid, removed []uint64) []uint64 {
	s := givens.Shape
	g := givens.Clone()
	if entries.Shape != nil {
		for i, v := range entries.Cells {
			if g.Cells[i] == 0 {
				g.Cells[i] = v
			}
		}
	}
	out := make([]uint64, s.N*s.N)
	for i := range out {
		if g.Cells[i] != 0 {
			continue
		}
		out[i] = g.CandidateMask(s.PosOf(i))
		if removed != nil {
			out[i] &^= removed[i]
		}
	}
	return out
}

// solutions solves every puzzle for --solution: a puzzle without one is
// an error; one with several shows the solution found, with a note.
func (r *runner) solutions(items []renderItem) ([]render.Puzzle, bool) {
	eng := logicEngine()
	solver := eng.New(sudokit.Options{})
	out := make([]render.Puzzle, len(items))
	ok := true
	for i, it := range items {
		ctx := r.env.Context
		n, _, err := solver.CountSolutions(ctx, it.pz.Grid, 2)
		if err == nil && n == 0 {
			err = errors.New("no solution to print (--solution)")
		}
		var sol sudokit.Grid
		if err == nil {
			sol, _, err = solver.Solve(ctx, it.pz.Grid)
		}
		if err != nil {
			if errors.Is(err, context.Canceled) {
				r.errorf("render: interrupted")
				return nil, false
			}
			r.errorf("%s: line %d: %v", it.src, it.line, r.limitError(err))
			ok = false
			continue
		}
		if n > 1 {
			r.notef("%s: line %d: the puzzle has several solutions; its solution page shows one", it.src, it.line)
		}
		out[i] = render.Puzzle{Grid: it.pz.Grid, Entries: sol.Clone(), Symbols: it.pz.Symbols, Number: i + 1}
	}
	return out, ok
}

// writeWhole writes data to file through a temporary file in the same
// directory, renamed over it once complete, so that a failure leaves
// nothing half-written.
func writeWhole(file string, data []byte) error {
	dir := filepath.Dir(file)
	tmp, err := os.CreateTemp(dir, "."+filepath.Base(file)+".*.tmp")
	if err != nil {
		return fmt.Errorf("%s: %s", file, describeOpenError(err))
	}
	name := tmp.Name()
	_, err = tmp.Write(data)
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Chmod(name, 0o644)
	}
	if err == nil {
		err = os.Rename(name, file)
	}
	if err != nil {
		os.Remove(name)
		return fmt.Errorf("%s: %s", file, describeOpenError(err))
	}
	return nil
}
