package cli

import (
	"errors"
	"fmt"
	"runtime"
	"strconv"
	"strings"
	"time"

	"github.com/sudokit-go/sudokit"
)

// options are the flags shared by commands (docs/cli.md §8), as given and
// as resolved for the reader and the writer.
type options struct {
	help bool

	// input
	from, box, alphabet string
	size                int
	batch, single       bool

	// output
	to, symbols, blank string
	json               bool

	// running
	jobs       int
	stats      bool
	timeout    time.Duration
	quiet      bool
	color      string
	cpuProfile string // --cpuprofile: where to write a CPU profile of the run

	// resolved
	read       sudokit.ReadOptions
	outForm    sudokit.Form // FormAuto: the input's own
	outSymbols *sudokit.Symbols
	outBlank   byte
}

// inputFlags defines the flags that say how to read puzzles.
func inputFlags(fs *flagSet, o *options) {
	fs.String(&o.from, "from", "FORM", "", "input form: tokens, line, csv or grid (default: detected)")
	fs.Func("size", "N", "", "N×N puzzles with square boxes (default: inferred)", func(s string) error {
		n, err := strconv.Atoi(s)
		if err != nil || n <= 0 {
			return errors.New("want 4, 9, 16, 25, 36, 49 or 64")
		}
		o.size = n
		return nil
	})
	fs.String(&o.box, "box", "RxC", "", "box shape, R rows by C columns; fixes N = R·C (default: square)")
	fs.String(&o.alphabet, "alphabet", "STRING", "", "the input's symbols for 1…N, such as 0123456789ABCDEF (default: 1-9A-Z)")
	fs.Bool(&o.batch, "batch", "read one puzzle a line (default: detected)")
	fs.Bool(&o.single, "single", "read the whole input as one puzzle (default: detected)")
}

// outputFlags defines the flags that say how to write grids.
func outputFlags(fs *flagSet, o *options) {
	fs.String(&o.to, "to", "FORM", "", "output form: tokens, line, csv, grid or json (default: the input's)")
	fs.Bool(&o.json, "json", "write JSON Lines (--to json)")
	fs.String(&o.symbols, "symbols", "S", "", "output symbols: letters, decimal or an alphabet (default: the input's)")
	fs.String(&o.blank, "blank", "C", "", "blank written: ., 0, or _ in line form (default: the input's, or the form's)")
}

// runFlags defines the flags of commands that work through batches.
func runFlags(fs *flagSet, o *options) {
	jobsFlag(fs, o, runtime.GOMAXPROCS(0), "workers for batches, at most 256, started as puzzles arrive")
	fs.Bool(&o.stats, "stats", "print a summary on stderr")
}

// jobsFlag defines -j, --jobs: from 1 to 256 workers; a larger count is
// taken as 256, and workers start only as puzzles arrive.
func jobsFlag(fs *flagSet, o *options, def int, usage string) {
	o.jobs = def
	fs.Func("jobs,j", "N", strconv.Itoa(def), usage, func(v string) error {
		n, err := parseCount(v)
		if f, ferr := strconv.ParseFloat(v, 64); err != nil && ferr == nil && f > maxJobs {
			n, err = maxJobs, nil // a count too large to read is more than 256 too
		}
		if err != nil || n < 1 {
			return &valueError{msg: fmt.Sprintf("want 1 to %d workers", maxJobs)}
		}
		o.jobs = int(min(n, maxJobs))
		return nil
	})
}

// timeoutFlag defines --timeout, of the commands that search.
func timeoutFlag(fs *flagSet, o *options) {
	fs.Duration(&o.timeout, "timeout", "D", 0, "stop one puzzle after D (an error for that puzzle)")
}

// commonFlags defines the flags every working command has.
func commonFlags(fs *flagSet, o *options) {
	fs.Bool(&o.quiet, "quiet,q", "no notes and no progress on stderr")
	fs.String(&o.color, "color", "WHEN", "auto", "colour: auto, always or never")
}

// resolve checks the flags against each other and prepares the reader's
// and the writer's options.
func (o *options) resolve(fs *flagSet) error {
	var err error
	if o.from != "" {
		if o.read.Form, err = sudokit.ParseForm(o.from, false); err != nil {
			return fs.errorf("--from %v", err)
		}
	}
	if o.box != "" {
		r, c, ok := parseBox(o.box)
		if !ok {
			return fs.errorf("--box %q: want RxC, such as 2x3", o.box)
		}
		o.read.BoxRows, o.read.BoxCols = r, c
	}
	o.read.Size = o.size
	o.read.FieldName = flagName
	if o.alphabet != "" {
		if o.read.Alphabet, err = sudokit.NewAlphabet(o.alphabet); err != nil {
			return fs.errorf("--alphabet %v", err)
		}
	}
	if err := o.read.Check(); err != nil {
		var oe *sudokit.OptionError
		if errors.As(err, &oe) {
			return fs.errorf("%s", oe.Text(flagName))
		}
		return fs.errorf("%v", err)
	}
	switch {
	case o.batch && o.single:
		return fs.errorf("--batch and --single cannot both be given")
	case o.batch:
		o.read.Batch = sudokit.BatchOn
	case o.single:
		o.read.Batch = sudokit.BatchOff
	}
	if o.json {
		if o.to != "" && o.to != "json" {
			// With --json, --to sets the form of the grids inside the records.
			if o.outForm, err = sudokit.ParseForm(o.to, false); err != nil {
				return fs.errorf("--to %v", err)
			}
		}
	} else if o.to != "" {
		if o.outForm, err = sudokit.ParseForm(o.to, true); err != nil {
			return fs.errorf("--to %v", err)
		}
		if o.outForm == sudokit.FormJSON {
			o.json, o.outForm = true, sudokit.FormAuto
		}
	}
	if o.symbols != "" {
		s, err := sudokit.ParseSymbols(o.symbols)
		if err != nil {
			return fs.errorf("--symbols %v", err)
		}
		o.outSymbols = &s
	}
	switch o.blank {
	case "":
	case ".", "0", "_":
		o.outBlank = o.blank[0]
		if o.blank == "_" && o.outForm != sudokit.FormLine && o.outForm != sudokit.FormAuto {
			return fs.errorf("--blank _: only the line form writes _ blanks")
		}
	default:
		return fs.errorf("--blank %q: want ., 0 or _", o.blank)
	}
	switch o.color {
	case "":
		o.color = "auto"
	case "auto", "always", "never":
	default:
		return fs.errorf("--color %q: want auto, always or never", o.color)
	}
	return nil
}

func parseBox(s string) (int, int, bool) {
	rs, cs, ok := strings.Cut(strings.ToLower(s), "x")
	if !ok {
		return 0, 0, false
	}
	r, err1 := strconv.Atoi(rs)
	c, err2 := strconv.Atoi(cs)
	return r, c, err1 == nil && err2 == nil
}

// formatOptions returns how to write grids of puzzle p: in the form and
// symbols asked for, else p's own; with the blank asked for, else p's own
// when the form is p's, else the form's default. A batch writes tokens on
// one line.
func (o *options) formatOptions(p sudokit.Puzzle, batch bool) sudokit.FormatOptions {
	f := p.FormatOptions()
	if o.outForm != sudokit.FormAuto && o.outForm != p.Form {
		f.Form, f.Blank = o.outForm, 0
	}
	if o.outSymbols != nil {
		f.Symbols = *o.outSymbols
	}
	if o.outBlank != 0 {
		f.Blank = o.outBlank
	}
	f.OneLine = batch
	return f
}

// checkSymbols says whether the output symbols can write an N×N puzzle.
func (o *options) checkSymbols(n int) error {
	if o.outSymbols == nil {
		return nil
	}
	if err := o.outSymbols.Fits(n); err != nil {
		return fmt.Errorf("--symbols %s: %v", o.symbols, err)
	}
	return nil
}
