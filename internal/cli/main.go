// Package cli is the sudokit command: it reads the command line, runs one
// command and returns its exit status, as docs/cli.md says. Main runs
// in-process, so tests drive it with their own Env.
package cli

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"os"
	"runtime/debug"
	"strings"
	"sync"
	"time"

	"golang.org/x/term"
)

// Env is what a run of the command sees of the world.
type Env struct {
	Context   context.Context // cancelled on Ctrl-C; nil means Background
	Stdin     io.Reader
	Stdout    io.Writer
	Stderr    io.Writer
	StdinTTY  bool // whether each stream is a terminal
	StdoutTTY bool
	StderrTTY bool
	Getenv    func(string) string

	// longSearch is how long a large puzzle searches before its note;
	// 0 means 10s. Tests shorten it.
	longSearch time.Duration
}

// StdEnv is the process's own environment.
func StdEnv(ctx context.Context) Env {
	return Env{
		Context: ctx,
		Stdin:   os.Stdin, Stdout: os.Stdout, Stderr: os.Stderr,
		StdinTTY: isTerminal(os.Stdin), StdoutTTY: isTerminal(os.Stdout), StderrTTY: isTerminal(os.Stderr),
		Getenv: os.Getenv,
	}
}

// isTerminal reports whether f is a terminal: a character device such as
// /dev/null is not.
func isTerminal(f *os.File) bool {
	return term.IsTerminal(int(f.Fd()))
}

// Exit statuses (docs/cli.md §6); when several apply, the highest wins.
const (
	exitOK       = 0 // every answer positive
	exitNegative = 1 // some answer negative: No Solution, invalid, …
	exitError    = 2 // a usage or input error, or no answer
)

// A command is one verb of sudokit.
type command struct {
	name    string
	summary string
	usage   string // the synopsis after "sudokit "
	about   string // what it does, a paragraph
	example string // a shell session, for help
	flags   func(*flagSet, *options)
	run     func(*runner, []string) int

	// exampleOf, if set, makes the example when help shows it, for an
	// example that costs something to make (the version's reads the build
	// information), so that running another command does not pay for it.
	exampleOf func() string
}

// commands lists sudokit's commands in the order help shows them.
func commands() []*command {
	return []*command{
		solveCommand(),
		validateCommand(),
		convertCommand(),
		countCommand(),
		explainCommand(),
		hintCommand(),
		rateCommand(),
		generateCommand(),
		minimalCommand(),
		renderCommand(),
		pseudokuCommand(),
		benchCommand(),
		compareCommand(),
		serveCommand(),
		helpCommand(),
		versionCommand(),
	}
}

func lookup(name string) *command {
	for _, c := range commands() {
		if c.name == name {
			return c
		}
	}
	return nil
}

// Main runs the command line args (without the program name) and returns
// the exit status. No panic escapes it: a bug becomes an internal error.
func Main(args []string, env Env) (status int) {
	if env.Context == nil {
		env.Context = context.Background()
	}
	if env.Getenv == nil {
		env.Getenv = func(string) string { return "" }
	}
	stderr := env.Stderr
	defer func() {
		if p := recover(); p != nil {
			fmt.Fprintf(stderr, "sudokit: internal error: %v\n", p)
			status = exitError
		}
	}()
	if len(args) == 0 {
		writeCommandList(env.Stderr)
		return exitError
	}
	name := args[0]
	switch name {
	case "--version", "-version", "-v":
		name = "version"
	case "--help", "-help", "-h":
		name = "help"
	}
	c := lookup(name)
	if c == nil {
		msg := fmt.Sprintf("sudokit: unknown command %q", name)
		if near := nearest(name, commandNames()); near != "" {
			msg += fmt.Sprintf("; did you mean %q?", near)
		}
		fmt.Fprintln(env.Stderr, msg)
		fmt.Fprintln(env.Stderr, "Run 'sudokit help' for usage.")
		return exitError
	}
	return runCommand(c, args[1:], env)
}

func runCommand(c *command, args []string, env Env) int {
	opt := &options{}
	fs := newFlagSet(c.name)
	fs.Bool(&opt.help, "help,h", "show this help")
	if c.flags != nil {
		c.flags(fs, opt)
	}
	r := newRunner(c, env, opt)
	r.flags = fs
	defer r.stdout.Flush()
	files, err := fs.Parse(args)
	if err == nil && !opt.help {
		err = opt.resolve(fs)
	}
	if err != nil {
		return r.usage(err)
	}
	if opt.help {
		writeHelp(r.stdout, c, fs)
		return exitOK
	}
	var stopProfile func() error
	if opt.cpuProfile != "" {
		if stopProfile, err = startCPUProfile(opt.cpuProfile); err != nil {
			r.errorf("%v", err)
			return exitError
		}
	}
	status := c.run(r, files)
	if stopProfile != nil {
		if err := stopProfile(); err != nil {
			r.errorf("%v", err)
			status = exitError
		}
	}
	if err := r.stdout.Flush(); err != nil && !r.brokenPipe {
		r.errorf("%s: writing: %v", "stdout", err)
		status = exitError
	}
	return status
}

func commandNames() []string {
	var names []string
	for _, c := range commands() {
		names = append(names, c.name)
	}
	return names
}

// nearest returns the name closest to s by edit distance, if it is close.
func nearest(s string, names []string) string {
	best, bestDist := "", 3
	for _, n := range names {
		if d := editDistance(s, n); d < bestDist {
			best, bestDist = n, d
		}
	}
	return best
}

// editDistance counts the insertions, deletions, substitutions and
// transpositions of neighbours that turn a into b.
func editDistance(a, b string) int {
	rows := [3][]int{make([]int, len(b)+1), make([]int, len(b)+1), make([]int, len(b)+1)}
	for j := range rows[0] {
		rows[0][j] = j
	}
	for i := 1; i <= len(a); i++ {
		prev2, prev, cur := rows[(i+1)%3], rows[(i+2)%3], rows[i%3]
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
			if i > 1 && j > 1 && a[i-1] == b[j-2] && a[i-2] == b[j-1] {
				cur[j] = min(cur[j], prev2[j-2]+1)
			}
		}
	}
	return rows[len(a)%3][len(b)]
}

// version returns "VERSION (GOVERSION OS/ARCH)".
func version() string {
	v, rev := "(devel)", ""
	goVersion := "unknown"
	if info, ok := debug.ReadBuildInfo(); ok {
		goVersion = info.GoVersion
		if mv := info.Main.Version; mv != "" && mv != "(devel)" && !strings.HasPrefix(mv, "v0.0.0-") {
			v = mv
		}
		for _, s := range info.Settings {
			switch s.Key {
			case "vcs.revision":
				rev = s.Value
				if len(rev) > 12 {
					rev = rev[:12]
				}
			case "vcs.modified":
				if s.Value == "true" && rev != "" {
					rev += "+dirty"
				}
			}
		}
	}
	if v == "(devel)" && rev != "" {
		v += " " + rev
	}
	return fmt.Sprintf("%s (%s %s)", v, goVersion, platform())
}

// newRunner prepares a command's run: buffered stdout, colour choices.
func newRunner(c *command, env Env, opt *options) *runner {
	env.Stderr = &lockedWriter{w: env.Stderr}
	r := &runner{cmd: c, env: env, opt: opt}
	r.stdout = bufio.NewWriterSize(&pipeWriter{w: env.Stdout, r: r}, 64<<10)
	return r
}

// pipeWriter notes a write that fails, so that the run can stop quietly
// when stdout's reader has gone away.
type pipeWriter struct {
	w io.Writer
	r *runner
}

func (p *pipeWriter) Write(b []byte) (int, error) {
	n, err := p.w.Write(b)
	if err != nil {
		p.r.brokenPipe = true
	}
	return n, err
}

// lockedWriter lets workers, the writer of answers and the progress bar
// share stderr a line at a time.
type lockedWriter struct {
	mu sync.Mutex
	w  io.Writer
}

func (l *lockedWriter) Write(b []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.w.Write(b)
}
