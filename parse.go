package sudokit

import (
	"fmt"
	"io"
	"strconv"
	"strings"
)

// BatchMode says whether an input holds one puzzle or one puzzle a line.
type BatchMode uint8

// The batch modes: detect from the input (docs/cli.md §4.3), or force.
const (
	BatchAuto BatchMode = iota
	BatchOn
	BatchOff
)

// ReadOptions say how a Reader reads its input. The zero value detects
// everything.
type ReadOptions struct {
	Source   string    // the name errors give: a file name, or "stdin"
	Form     Form      // FormAuto detects the form
	Size     int       // fixes N with square boxes (--size)
	BoxRows  int       // with BoxCols, fixes the box shape and N (--box)
	BoxCols  int       //
	Alphabet Symbols   // an alphabet (NewAlphabet) fixes the symbols and N
	Batch    BatchMode // one puzzle or a batch; detected by default

	// Solutions makes a line "No Solution" an item of its own, as in the
	// solution files beside puzzle files.
	Solutions bool

	// Grids, if not nil, is the pool the reader takes the grids of the
	// puzzles of a batch from, and Recycle hands them back to; a caller
	// that shares it with its answers keeps one free list for both.
	// Without it the reader keeps a pool of its own.
	Grids *GridPool

	// FieldName, if not nil, says how messages name the options that fix
	// the shape and the form ("size", "box", "alphabet", "from"): the
	// command line turns "box" into "--box", so that an input that
	// disagrees with its flag reads "--box 2x3 makes 6x6 puzzles of 36
	// cells; found 81". Without it messages use the names as they are.
	FieldName func(field string) string

	// Typed says that a person types the input as it is read, as on a
	// terminal: the Reader decides as soon as the first lines settle it, so
	// that each answer can follow its line. A first (or second) line that
	// holds a whole puzzle of more than 64 cells (a 9x9 line, say) then
	// starts a batch at once, without reading on to see whether K lines of
	// K cells make one K×K puzzle, which for K > 64 is too large anyway;
	// with --batch (BatchOn) the first line does.
	Typed bool
}

// fieldName names an option field in a message, as FieldName says.
func (o *ReadOptions) fieldName(field string) string {
	if o.FieldName != nil {
		return o.FieldName(field)
	}
	return field
}

// fixedN is the N the options fix, or 0.
func (o *ReadOptions) fixedN() int {
	switch {
	case o.BoxRows != 0:
		return o.BoxRows * o.BoxCols
	case o.Size != 0:
		return o.Size
	case o.Alphabet.kind == alphabet:
		return len(o.Alphabet.alphabet)
	}
	return 0
}

// fixedBy names the option that fixes N, with its value: "--box 2x3".
func (o *ReadOptions) fixedBy() string {
	switch {
	case o.BoxRows != 0:
		return fmt.Sprintf("%s %dx%d", o.fieldName("box"), o.BoxRows, o.BoxCols)
	case o.Size != 0:
		return fmt.Sprintf("%s %d", o.fieldName("size"), o.Size)
	}
	return o.fieldName("alphabet") + " " + o.Alphabet.alphabet
}

// Check reports options that contradict each other or name no puzzle, as
// an *OptionError.
func (o *ReadOptions) Check() error {
	if o.BoxRows != 0 || o.BoxCols != 0 {
		if _, err := ShapeOf(o.BoxRows, o.BoxCols); err != nil {
			return &OptionError{Field: "box", Value: o.boxValue(), Problem: err.Error()}
		}
	}
	if o.Size != 0 {
		if _, err := SquareShape(o.Size); err != nil {
			e := &OptionError{Field: "size", Value: strconv.Itoa(o.Size), Problem: "want 4, 9, 16, 25, 36, 49 or 64"}
			if len(BoxShapes(o.Size)) > 0 && o.Size >= MinSize && o.Size <= MaxSize {
				e.Problem = fmt.Sprintf("%dx%d puzzles have no square boxes", o.Size, o.Size)
				e.Give = "box"
			}
			return e
		}
	}
	n := o.fixedN()
	if o.Size != 0 && o.Size != n {
		return &OptionError{Field: "size", Value: strconv.Itoa(o.Size), Other: "box", OtherValue: o.boxValue()}
	}
	if a := o.Alphabet.alphabet; o.Alphabet.kind == alphabet && len(a) != n {
		e := &OptionError{Field: "alphabet", Value: a, Other: "size", OtherValue: strconv.Itoa(o.Size),
			Problem: fmt.Sprintf("it has %d symbols, and a %dx%d puzzle needs %d", len(a), n, n, n)}
		if o.BoxRows != 0 {
			e.Other, e.OtherValue = "box", o.boxValue()
		}
		return e
	}
	return nil
}

// boxValue writes the box shape as --box takes it: "2x3".
func (o *ReadOptions) boxValue() string { return fmt.Sprintf("%dx%d", o.BoxRows, o.BoxCols) }

// An Item is one puzzle of an input, or the error that stands in its place.
type Item struct {
	Line       int // the line the puzzle starts on
	Puzzle     Puzzle
	NoSolution bool  // a "No Solution" line of a solution file
	Err        error // a *ParseError, or a read error
}

// A Reader reads puzzles from any input of the contract: it detects the
// form and whether the input is one puzzle or a batch (one puzzle a line)
// from the first 65 content lines, then yields one Item per puzzle, so that
// a batch of any length streams in constant memory. Only K lines of K cells
// each, for K from 81 up, make it read on, up to K+1 lines, to tell one
// K×K input (too large) from a batch. Blank and comment lines are never
// held.
type Reader struct {
	grids   *GridPool // where puzzles' grids come from, and go back to
	opt     ReadOptions
	src     *lineSource
	window  []srcLine // lines read ahead and not yet used
	started bool
	done    bool
	form    Form
	batch   bool
	square  int  // K, when the input is K lines of K cells
	settled bool // a typed input is a batch from its first lines (Typed)
	b       builder
	fastN   int        // the size fastT is for, 0 before the first
	fastT   [256]uint8 // fastLine's table (fastTable)
	fastS   *Shape     // the shape fastShape found last
}

// NewReader returns a Reader of r.
func NewReader(r io.Reader, opt ReadOptions) *Reader {
	grids := opt.Grids
	if grids == nil {
		grids = new(GridPool)
	}
	return &Reader{grids: grids, opt: opt, src: newLineSource(r)}
}

// Form is the form of the input, detected or forced; it is known after
// the first call of Next. In a batch, lines may still differ (line or
// tokens): each Item's Puzzle says its own.
func (r *Reader) Form() Form { return r.form }

// Batch reports whether the input is a batch; it is known after the first
// call of Next.
func (r *Reader) Batch() bool { return r.batch }

// Recycle hands back the grid of a puzzle this reader returned, once the
// caller is done with it, to the reader's GridPool (ReadOptions.Grids), so
// that a long batch reads without allocating a grid for each puzzle. It
// may be called from any goroutine.
func (r *Reader) Recycle(g Grid) { r.grids.Put(g) }

// Offset is how many bytes of the input the reader has taken in as lines
// so far. Unlike the other methods it may be called from any goroutine, to
// show how far a long run has come.
func (r *Reader) Offset() int64 { return r.src.consumed.Load() }

// Next returns the next puzzle, or false when there is none left.
func (r *Reader) Next() (Item, bool) {
	if r.done {
		return Item{}, false
	}
	if !r.started {
		r.started = true
		if it, stop := r.start(); stop {
			r.done = true
			return r.located(it), true
		}
	}
	if !r.batch {
		r.done = true
		return r.located(r.single()), true
	}
	for {
		var l srcLine
		ok := false
		if len(r.window) > 0 {
			l, ok = r.nextLine()
		} else if b, tooLong, more := r.src.nextBytes(); more {
			// Most lines of a long batch are plain puzzles: read those
			// straight from the buffer, and make a line of the rest.
			if !tooLong && r.opt.Form != FormTokens {
				if p, fast := fastLine(r, trimSpace(b)); fast {
					return Item{Line: r.src.num, Puzzle: p}, true
				}
			}
			l, ok = r.src.lineOf(b, tooLong), true
		}
		if !ok {
			r.done = true
			if err := r.src.err; err != nil {
				return Item{Line: r.src.num, Err: r.readError(err)}, true
			}
			return Item{}, false
		}
		if l.problem == nil {
			if s, _ := l.content(FormLine); s == "" {
				continue
			}
		}
		return r.located(r.batchLine(l)), true
	}
}

// located fills in the source of an item's error.
func (r *Reader) located(it Item) Item {
	if perr, ok := it.Err.(*ParseError); ok {
		perr.Source = r.opt.Source
	}
	return it
}

func (r *Reader) readError(err error) error {
	return fmt.Errorf("%s: %w", r.opt.Source, err)
}

// nextLine takes the next line, from the window first.
func (r *Reader) nextLine() (srcLine, bool) {
	if len(r.window) > 0 {
		l := r.window[0]
		r.window = r.window[1:]
		return l, true
	}
	return r.src.next()
}

// batchLine reads one line of a batch as a puzzle.
func (r *Reader) batchLine(l srcLine) Item {
	if l.problem != nil {
		return Item{Line: l.num, Err: l.problem}
	}
	if r.opt.Solutions && isNoSolution(l) {
		return Item{Line: l.num, NoSolution: true}
	}
	s, off := l.content(FormLine)
	if l.ascii && r.opt.Form != FormTokens {
		if p, ok := fastLine(r, s); ok {
			return Item{Line: l.num, Puzzle: p}
		}
	}
	if isRuleLine(s) {
		// Pasted from a picture: the line has no cells to count.
		return Item{Line: l.num, Err: &ParseError{Line: l.num, Msg: "a rule line of a grid, not a puzzle"}}
	}
	form := FormTokens
	if r.opt.Form == FormLine || !strings.ContainsAny(s, " \t") {
		form = FormLine
	}
	r.b.reset(&r.opt, form)
	r.b.line = l.num
	if form == FormLine {
		r.b.addLine(l, s, off)
	} else {
		r.b.addTokens(l, s, off)
	}
	p, perr := r.b.build()
	if perr != nil {
		return Item{Line: l.num, Err: perr}
	}
	return Item{Line: l.num, Puzzle: p}
}

// single reads the whole input as one puzzle.
func (r *Reader) single() Item {
	b := &r.b
	b.reset(&r.opt, r.form)
	var lines []srcLine // the grid form reads its lines at the end
	first, last := 0, 0
	for {
		l, ok := r.nextLine()
		if !ok {
			break
		}
		if l.problem != nil {
			return Item{Line: l.num, Err: l.problem}
		}
		s, off := l.content(r.form)
		if s == "" {
			continue
		}
		if first == 0 {
			first = l.num
		}
		last = l.num
		if r.opt.Solutions && isNoSolution(l) && first == l.num {
			if rest, more := r.nextContent(); more {
				return Item{Line: rest.num, Err: &ParseError{Line: rest.num, Msg: "text after No Solution"}}
			}
			return Item{Line: first, NoSolution: true}
		}
		switch r.form {
		case FormLine:
			b.addLine(l, s, off)
		case FormTokens:
			b.addRow(l.num)
			b.addTokens(l, s, off)
		case FormCSV:
			if perr := b.addCSV(l, s, off); perr != nil {
				return Item{Line: l.num, Err: perr}
			}
		case FormGrid:
			// Read below, once every line is in: 64 rows, and rule lines
			// between them; more lines than that are not a puzzle.
			lines = append(lines, l)
		}
		// Tokens may take a line each; csv and grid rows take a line.
		if b.full() || (r.form == FormCSV && len(b.rows) > MaxSize+1) || len(lines) > 2*MaxSize+1 {
			break
		}
	}
	if r.src.err != nil {
		return Item{Line: r.src.num, Err: r.readError(r.src.err)}
	}
	if first == 0 {
		return Item{Err: &ParseError{Msg: "empty input, no puzzle found"}}
	}
	if r.form == FormGrid {
		b.reset(&r.opt, FormGrid)
		b.addGrid(lines)
	}
	if first == last {
		b.line = first
	}
	p, perr := b.build()
	if perr != nil {
		r.hintBatch(perr)
		return Item{Line: first, Err: perr}
	}
	return Item{Line: first, Puzzle: p}
}

// hintBatch adds a hint to the error of K lines of K cells, too many for
// one puzzle, when each line would be a puzzle of square boxes: the input
// is likely a batch of exactly K puzzles.
func (r *Reader) hintBatch(perr *ParseError) {
	k := r.square
	if k <= MaxSize || perr.Hint != "" || !strings.HasPrefix(perr.Msg, "more than") {
		return
	}
	if _, err := SquareShape(isqrt(k)); err == nil && isqrt(k)*isqrt(k) == k {
		perr.Hint = fmt.Sprintf("%d lines of %d cells are one puzzle; --batch reads one puzzle a line", k, k)
	}
}

// nextContent returns the next content line, if any.
func (r *Reader) nextContent() (srcLine, bool) {
	for {
		l, ok := r.nextLine()
		if !ok {
			return srcLine{}, false
		}
		if s, _ := l.content(r.form); s != "" || l.problem != nil {
			return l, true
		}
	}
}

// Parse reads one puzzle from s, detecting its form; see ParseWith.
func Parse(s string) (Puzzle, error) { return ParseWith(s, ReadOptions{}) }

// ParseWith reads exactly one puzzle from s with the given options (a
// batch of several is an error).
func ParseWith(s string, opt ReadOptions) (Puzzle, error) {
	if opt.Batch == BatchAuto {
		opt.Batch = BatchOff
	}
	it, _ := NewReader(strings.NewReader(s), opt).Next()
	if it.Err != nil {
		return Puzzle{}, it.Err
	}
	if it.NoSolution {
		return Puzzle{}, &ParseError{Source: opt.Source, Line: it.Line, Msg: "a No Solution line is not a puzzle"}
	}
	return it.Puzzle, nil
}

// MustParse is Parse for puzzles known to be good, such as those written in
// a program; it panics on an error.
func MustParse(s string) Puzzle {
	p, err := Parse(s)
	if err != nil {
		panic(err)
	}
	return p
}
