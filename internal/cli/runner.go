package cli

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"strings"
	"time"

	"github.com/sudokit-go/sudokit"
	"github.com/sudokit-go/sudokit/internal/batch"
)

// A runner is one run of a command: its streams, options and the errors it
// has reported.
type runner struct {
	cmd        *command
	env        Env
	opt        *options
	flags      *flagSet // the command's flags, to ask which were given
	stdout     *bufio.Writer
	brokenPipe bool

	// errors of the current input shown on stderr, and those held back
	shown, hidden int

	grids    sudokit.GridPool // puzzles' and answers' grids, handed back once written
	progress *batch.Progress  // the bar on stderr, while a batch runs
	read     func() float64   // the share of the current input read, if known
	size     int64            // the size of the current input, if known
	stdinTTY bool             // the current input is the terminal
}

// maxShownErrors is how many puzzle errors of one input stderr shows.
const maxShownErrors = 100

const (
	boldRed = "\x1b[1;31m"
	red     = "\x1b[31m"
	green   = "\x1b[32m"
	reset   = "\x1b[0m"
)

// usage reports a mistake on the command line and returns exit status 2.
func (r *runner) usage(err error) int {
	cmd := r.cmd.name
	var ue *usageError
	if errors.As(err, &ue) && ue.cmd != "" {
		cmd = ue.cmd
	}
	r.errorf("%s: %v", cmd, err)
	fmt.Fprintf(r.env.Stderr, "Run 'sudokit %s --help' for usage.\n", cmd)
	return exitError
}

// errorf writes one error line on stderr, "sudokit: …", in bold red on a
// terminal.
func (r *runner) errorf(format string, args ...any) {
	msg := "sudokit: " + fmt.Sprintf(format, args...)
	r.progress.Clear()
	if r.colorful(r.env.StderrTTY) {
		msg = boldRed + msg + reset
	}
	fmt.Fprintln(r.env.Stderr, msg)
}

// notef writes a note on stderr unless --quiet.
func (r *runner) notef(format string, args ...any) {
	if !r.opt.quiet {
		r.progress.Clear()
		fmt.Fprintf(r.env.Stderr, "sudokit: "+format+"\n", args...)
	}
}

// colorful reports whether to colour a stream that is, or is not, a
// terminal: --color, NO_COLOR and TERM=dumb decide.
func (r *runner) colorful(tty bool) bool {
	switch r.opt.color {
	case "always":
		return true
	case "never":
		return false
	}
	return tty && r.env.Getenv("NO_COLOR") == "" && r.env.Getenv("TERM") != "dumb"
}

// open opens one input: a file, or standard input for "-". It returns the
// source name the messages use.
func (r *runner) open(file string) (io.Reader, func(), string, error) {
	in, closeIn, src, _, _, err := r.openInput(file)
	return in, closeIn, src, err
}

// openInput opens one input as open does, and says its size when it is a
// regular file and whether it is the terminal. An input that can keep a
// read waiting (a terminal, a pipe) is read so that an interrupt ends the
// wait.
func (r *runner) openInput(file string) (in io.Reader, closeIn func(), src string, size int64, tty bool, err error) {
	if file == "-" {
		if r.env.StdinTTY {
			r.notef("reading puzzles from the terminal; end with Ctrl-D")
		}
		if f, ok := r.env.Stdin.(*os.File); ok && isRegular(f) {
			return f, func() {}, "stdin", 0, false, nil
		}
		return newInterruptibleReader(r.env.Context, r.env.Stdin), func() {}, "stdin", 0, r.env.StdinTTY, nil
	}
	f, err := os.Open(file)
	if err != nil {
		return nil, nil, file, 0, false, fmt.Errorf("%s: %s", file, describeOpenError(err))
	}
	fi, err := f.Stat()
	if err == nil && fi.IsDir() {
		f.Close()
		return nil, nil, file, 0, false, fmt.Errorf("%s: is a directory", file)
	}
	if err == nil && fi.Mode().IsRegular() {
		return f, func() { f.Close() }, file, fi.Size(), false, nil
	}
	return newInterruptibleReader(r.env.Context, f), func() { f.Close() }, file, 0, false, nil
}

func isRegular(f *os.File) bool {
	fi, err := f.Stat()
	return err == nil && fi.Mode().IsRegular()
}

// batchConfig is how a batch of the current input runs on workers: items
// travel in chunks when they come from a file, which never keeps a reader
// waiting, and one at a time from a pipe, so that each answer comes out as
// soon as its puzzle is in. A chunk takes about chunkTime of work, so that
// puzzles of microseconds cost the workers nothing to hand over and those
// of seconds are shared one by one. A chunk holds at most 64 items, so
// that the puzzles in flight (and the grids they hold) stay few (at -j 2
// on 17-clue, 64 took 4% of the CPU and 5% of the wall time off against
// 16, and 256 no more); a short
// file gets smaller ones, so that it still makes some 32 chunks a worker
// (at a 9x9 line's 82 bytes an item) and the workers share its last
// puzzles evenly.
func (r *runner) batchConfig(workers int) batch.Config {
	cfg := batch.Config{Workers: workers, Chunk: 1}
	if r.size > 0 {
		cfg.Chunk = int(min(64, max(1, r.size/int64(82*32*max(workers, 1)))))
		cfg.ChunkTime = chunkTime
	}
	return cfg
}

// chunkTime is the work a chunk of a file's puzzles takes.
const chunkTime = 200 * time.Microsecond

// startProgress starts the progress of an input when stderr is a terminal
// that shows it, --quiet is not given and standard input is not the
// terminal the user types puzzles into.
func (r *runner) startProgress(in *input, slots []workerSlot) {
	if !r.env.StderrTTY || r.opt.quiet || r.env.Getenv("TERM") == "dumb" || r.stdinTTY {
		return
	}
	r.progress = batch.StartProgress(r.env.Stderr, r.cmd.name, batch.Source{
		Fraction: r.read,
		Single:   func() bool { return in.known.Load() && !in.isBatch() },
		Nodes:    func() int64 { return nodesUnderWay(slots) },
	})
}

// stopProgress erases the progress.
func (r *runner) stopProgress() {
	r.progress.Stop()
	r.progress = nil
}

func describeOpenError(err error) string {
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return "no such file or directory"
	case errors.Is(err, fs.ErrPermission):
		return "permission denied"
	}
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err.Error()
	}
	return err.Error()
}

// eachInput runs fn over every file in turn (standard input when there is
// none) and returns the worst status. A file that cannot be opened is
// reported, and the run goes on with the next. An interrupt ends the run
// with one message, naming the input it stopped, and exit status 2.
func (r *runner) eachInput(files []string, fn func(in *input) int) int {
	if len(files) == 0 {
		files = []string{"-"}
	}
	status := exitOK
	for _, file := range files {
		if r.env.Context.Err() != nil {
			r.errorf("%s: interrupted", r.cmd.name)
			return exitError
		}
		rdIn, closeIn, src, size, tty, err := r.openInput(file)
		r.size, r.stdinTTY = size, tty
		if err != nil {
			r.errorf("%v", err)
			status = exitError
			continue
		}
		read := r.opt.read
		read.Source = src
		read.Grids = &r.grids
		read.Typed = tty
		r.shown, r.hidden = 0, 0
		rd := sudokit.NewReader(rdIn, read)
		r.read = nil
		if size > 0 {
			r.read = func() float64 { return float64(rd.Offset()) / float64(size) }
		}
		status = max(status, fn(&input{src: src, rd: rd, first: true}))
		closeIn()
		if r.hidden > 0 {
			r.errorf("%s: %s not shown", src, plural(int64(r.hidden), "more error", "more errors"))
		}
		if r.env.Context.Err() != nil {
			r.errorf("%s: interrupted", src)
			return exitError
		}
		if r.brokenPipe {
			break
		}
	}
	return status
}

// puzzleError reports an input that gave no answer: on stderr (the first
// hundred of an input), and in its place on stdout when the input is a
// batch or the output is JSON.
func (r *runner) puzzleError(src string, line int, err error, batch bool) {
	detail := errorDetail(err, line, batch)
	if r.shown < maxShownErrors {
		r.shown++
		var perr *sudokit.ParseError
		if errors.As(err, &perr) {
			r.errorf("%v", perr)
		} else if strings.HasPrefix(err.Error(), src+": ") {
			r.errorf("%v", err)
		} else if batch {
			r.errorf("%s: %s", src, detail)
		} else {
			r.errorf("%s: %v", src, err)
		}
	} else {
		r.hidden++
	}
	switch {
	case r.opt.json:
		r.writeJSON(errorRecord(src, line, err))
	case batch:
		r.stdout.WriteString("error: " + detail + "\n")
	}
}

// errorDetail writes an error without its source, as a batch shows it in
// place: "line L, column C: WHAT".
func errorDetail(err error, line int, batch bool) string {
	var perr *sudokit.ParseError
	if errors.As(err, &perr) {
		return perr.Detail()
	}
	if line > 0 && batch {
		return fmt.Sprintf("line %d: %s", line, err)
	}
	return err.Error()
}
