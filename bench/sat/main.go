package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"os/signal"
	"runtime"
	"strings"
	"syscall"
	"time"

	"github.com/sudokit-go/sudokit"
	"github.com/sudokit-go/sudokit/engine"
)

// Exit statuses: 1 for a wrong answer or a solver that failed, 2 for bad
// usage or input.
const (
	exitWrong = 1
	exitUsage = 2
)

// config is what the flags say.
type config struct {
	solvers   []SATSolver
	engines   []sudokit.Engine
	modes     []bool // per engine column: false first solution, true unique
	timeout   time.Duration
	encoding  Encoding
	satUnique bool
	uniqueAll bool // run the unique columns after a first-solution time-out too
	runs      int
	variants  int // forms of each puzzle measured (variants)
	limit     int
	tsv       io.Writer
	verbose   bool
}

func main() {
	runtime.LockOSThread() // the engines are timed by this thread's CPU time
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	code := run(ctx, os.Args[1:], os.Stdout, os.Stderr)
	stop()
	os.Exit(code)
}

func run(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("satbench", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() {
		fmt.Fprint(stderr, "usage: satbench [flags] FILE...\n"+
			"       satbench -make N [-givens F] [-seed S] [-count K]\n"+
			"Times CaDiCaL and MiniSat (child CPU time) and sudokit's engines (thread CPU time)\n"+
			"on every puzzle of each FILE, checks every answer, and prints a table per file.\n"+
			"See docs/bench-sat.md.\n\nflags:\n")
		fs.PrintDefaults()
	}
	solvers := fs.String("solvers", "cadical,minisat", "SAT solvers to run, comma-separated (cadical, minisat); empty for none")
	algos := fs.String("algo", "fast", "sudokit engines to time, comma-separated; empty for none")
	modes := fs.String("modes", "first,unique", "what the engines are asked: first (first solution), unique (count to 2), or both")
	timeout := fs.Duration("timeout", 60*time.Second, "CPU time allowed per puzzle and solver; past it the puzzle is a time-out")
	encoding := fs.String("encoding", "reduced", "CNF encoding: reduced (variables only for candidates the givens leave) or plain (N³ variables, givens as unit clauses)")
	satUnique := fs.Bool("sat-unique", false, "also ask each SAT solver for a second solution (the first blocked): a uniqueness column")
	uniqueAll := fs.Bool("unique-after-timeout", false, "search a puzzle for uniqueness even when the same engine's first-solution search of it timed out in this run (else that is a time-out too, not searched)")
	runs := fs.Int("runs", 1, "runs of every solver on every puzzle; the median time is reported")
	limit := fs.Int("limit", 0, "take only the first N puzzles of each file; 0 = all")
	nvar := fs.Int("variants", 1, "measure every puzzle in this many forms: itself and random isomorphs (values relabelled, lines and boxes permuted), so that the figures average each solver's luck over several numberings")
	tsv := fs.String("tsv", "", "write every puzzle's time to this file (tab-separated, one line per puzzle and column)")
	verbose := fs.Bool("v", false, "print each puzzle's times to standard error as they come")
	makeN := fs.Int("make", 0, "write random solvable puzzles of this size (square boxes) to standard output and stop")
	givens := fs.Float64("givens", 0.4, "with -make: the fraction of cells given")
	seed := fs.Uint64("seed", 1, "with -make or -variants: the random seed")
	count := fs.Int("count", 1, "with -make: how many puzzles")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return exitUsage
	}
	usage := func(format string, a ...any) int {
		fmt.Fprintf(stderr, "satbench: "+format+"\n", a...)
		return exitUsage
	}
	if *makeN != 0 {
		if *givens < 0 || *givens > 1 || *count < 1 {
			return usage("-givens %g -count %d: want a fraction from 0 to 1 and a count of 1 or more", *givens, *count)
		}
		if err := makePuzzles(stdout, *makeN, *givens, *seed, *count); err != nil {
			return usage("-make %d: %v", *makeN, err)
		}
		return 0
	}
	cfg := config{timeout: *timeout, satUnique: *satUnique, uniqueAll: *uniqueAll, runs: *runs, variants: *nvar, limit: *limit, verbose: *verbose}
	if fs.NArg() == 0 {
		return usage("name at least one puzzle file")
	}
	if cfg.timeout <= 0 || cfg.runs < 1 || cfg.limit < 0 || cfg.variants < 1 {
		return usage("-timeout %v -runs %d -limit %d -variants %d: want a positive time-out, 1 or more runs, a limit of 0 or more and 1 or more variants", cfg.timeout, cfg.runs, cfg.limit, cfg.variants)
	}
	switch *encoding {
	case "reduced":
	case "plain":
		cfg.encoding = Plain
	default:
		return usage("-encoding %q: want reduced or plain", *encoding)
	}
	for _, name := range list(*solvers) {
		found := false
		for _, s := range satSolvers {
			if s.Name == name {
				cfg.solvers, found = append(cfg.solvers, s), true
			}
		}
		if !found {
			return usage("-solvers: no solver %q; want cadical or minisat", name)
		}
		if _, err := exec.LookPath(name); err != nil {
			return usage("%s is not on PATH: install it (apt-get install %s), or leave it out of -solvers", name, name)
		}
	}
	var wantModes []bool
	for _, m := range list(*modes) {
		switch m {
		case "first":
			wantModes = append(wantModes, false)
		case "unique":
			wantModes = append(wantModes, true)
		default:
			return usage("-modes: %q; want first or unique", m)
		}
	}
	reg := engine.Registry()
	for _, name := range list(*algos) {
		var e *sudokit.Engine
		for _, c := range reg.Engines() {
			if c.Name == name {
				e = &c
			}
		}
		if e == nil {
			var names []string
			for _, c := range reg.Engines() {
				names = append(names, c.Name)
			}
			return usage("-algo: no engine %q; sudokit has %s", name, strings.Join(names, ", "))
		}
		for _, m := range wantModes {
			cfg.engines = append(cfg.engines, *e)
			cfg.modes = append(cfg.modes, m)
		}
	}
	if *tsv != "" {
		f, err := os.Create(*tsv)
		if err != nil {
			return usage("-tsv: %v", err)
		}
		defer f.Close()
		cfg.tsv = f
		fmt.Fprintln(f, tsvHeader)
	}
	dir, err := os.MkdirTemp("", "satbench")
	if err != nil {
		fmt.Fprintf(stderr, "satbench: %v\n", err)
		return exitWrong
	}
	defer os.RemoveAll(dir)
	status := 0
	for _, name := range fs.Args() {
		puzzles, err := loadFile(name, cfg.limit)
		if err != nil {
			fmt.Fprintf(stderr, "satbench: %v\n", err)
			status = max(status, exitUsage)
			continue
		}
		puzzles = variants(puzzles, cfg.variants, *seed)
		set, st := measure(ctx, &cfg, dir, name, puzzles, stderr)
		status = max(status, st)
		set.write(stdout, &cfg)
		if cfg.tsv != nil {
			set.writeTSV(cfg.tsv)
		}
		if ctx.Err() != nil {
			fmt.Fprintf(stderr, "satbench: %s: interrupted after %d of %d puzzles\n", name, len(set.out), len(puzzles))
			return exitWrong
		}
	}
	return status
}

// list splits a comma-separated flag value, dropping empty items.
func list(s string) []string {
	var out []string
	for _, f := range strings.Split(s, ",") {
		if f = strings.TrimSpace(f); f != "" {
			out = append(out, f)
		}
	}
	return out
}
