package main

import (
	"context"
	"fmt"
	"io"
	"slices"
	"time"

	"github.com/sudokit-go/sudokit"
)

// A column is one solver asked one question: a SAT solver or an engine of
// sudokit, for the first solution or for uniqueness (a count to 2).
type column struct {
	name   string
	unique bool
	sat    *SATSolver
	engine sudokit.Solver
}

func (c *column) mode() string {
	if c.unique {
		return "unique"
	}
	return "first"
}

// An outcome is one column's answer on one puzzle, over the runs.
type outcome struct {
	status string          // sat, unsat, unique, multiple, timeout, wrong, error
	cpu    []time.Duration // per run; timedOut for a time-out
	found  int             // solutions found (capped at 2)
}

// timedOut stands for a time-out among times: above every real time.
const timedOut = time.Duration(1<<63 - 1)

// median is the median of an outcome's runs.
func (o *outcome) median() time.Duration {
	s := slices.Clone(o.cpu)
	slices.Sort(s)
	return s[(len(s)-1)/2]
}

// settled says the column answered right within the time-out.
func (o *outcome) settled() bool {
	return o.status != "timeout" && o.status != "wrong" && o.status != "error" && o.median() != timedOut
}

// A set is the measurements of one file.
type set struct {
	file    string
	puzzles []Puzzle
	vars    []int
	clauses []int
	cols    []column
	out     [][]outcome // [puzzle][column]
}

// measure runs every column on every puzzle of a file. Each engine's
// column makes a pass over the whole file, as a batch does (a search of a
// few microseconds otherwise meets caches a child process has just
// emptied); then the SAT solvers take turns puzzle by puzzle. With several
// runs, the passes are repeated in the same order. It returns the set with
// the puzzles measured to the end (all of them unless ctx ended).
func measure(ctx context.Context, cfg *config, dir, file string, puzzles []Puzzle, stderr io.Writer) (*set, int) {
	s := &set{file: file, puzzles: puzzles}
	for i := range cfg.solvers {
		s.cols = append(s.cols, column{name: cfg.solvers[i].Name, sat: &cfg.solvers[i]})
		if cfg.satUnique {
			s.cols = append(s.cols, column{name: cfg.solvers[i].Name, sat: &cfg.solvers[i], unique: true})
		}
	}
	for i, e := range cfg.engines {
		s.cols = append(s.cols, column{name: "sudokit-" + e.Name, unique: cfg.modes[i], engine: e.New(sudokit.Options{})})
	}
	formulas := make([]*Formula, len(puzzles))
	outs := make([][]outcome, len(puzzles))
	for pi := range puzzles {
		formulas[pi] = Encode(puzzles[pi].Grid, cfg.encoding)
		s.vars = append(s.vars, len(formulas[pi].Vars))
		s.clauses = append(s.clauses, formulas[pi].Clauses)
		outs[pi] = make([]outcome, len(s.cols))
	}
	// One untimed search per engine, at most a second, so that the first
	// puzzle's time is not that of cold caches and a first allocation.
	for ci := range s.cols {
		if c := &s.cols[ci]; c.engine != nil && len(puzzles) > 0 {
			_, _ = runEngine(ctx, c.engine, puzzles[0].Grid, c.unique, min(cfg.timeout, time.Second))
		}
	}
	status := 0
	report := func(pi int, c *column, err error) {
		if err != nil {
			fmt.Fprintf(stderr, "satbench: %s: puzzle %d (line %d): %s %s: %v\n", file, pi+1, puzzles[pi].Line, c.name, c.mode(), err)
			status = exitWrong
		}
	}
	done := 0 // puzzles measured by every column in every run
	for run := range cfg.runs {
		for ci := range s.cols {
			c := &s.cols[ci]
			if c.engine == nil {
				continue
			}
			for pi := range puzzles {
				if c.unique && !cfg.uniqueAll && firstTimedOut(s.cols, outs[pi], c) {
					outs[pi][ci].record(timedOut, "timeout", 0)
					continue
				}
				err := engineOutcome(ctx, c, &puzzles[pi], cfg.timeout, &outs[pi][ci])
				if ctx.Err() != nil {
					return s.finish(outs, 0), exitWrong
				}
				report(pi, c, err)
			}
		}
		for pi := range puzzles {
			for ci := range s.cols {
				c := &s.cols[ci]
				if c.sat == nil || c.unique {
					continue // the unique column is measured with the first
				}
				var second *outcome
				if cfg.satUnique {
					second = &outs[pi][ci+1]
				}
				err := satOutcome(ctx, c.sat, dir, formulas[pi], &puzzles[pi], cfg.timeout, &outs[pi][ci], second)
				if ctx.Err() != nil {
					if run == cfg.runs-1 {
						done = pi
					}
					return s.finish(outs, done), exitWrong
				}
				report(pi, c, err)
			}
			if cfg.verbose && run == cfg.runs-1 {
				fmt.Fprintf(stderr, "%s: puzzle %d/%d:", file, pi+1, len(puzzles))
				for ci := range outs[pi] {
					fmt.Fprintf(stderr, " %s %s %s %s;", s.cols[ci].name, s.cols[ci].mode(), outs[pi][ci].status, ms(outs[pi][ci].median()))
				}
				fmt.Fprintln(stderr)
			}
		}
	}
	// A column that says No Solution where another found one is wrong,
	// golden file or not.
	for pi, o := range outs {
		for ci := range o {
			if o[ci].status != "unsat" {
				continue
			}
			for cj := range o {
				if o[cj].found > 0 && o[cj].status != "wrong" {
					o[ci].status = "wrong"
					fmt.Fprintf(stderr, "satbench: %s: puzzle %d (line %d): %s %s says No Solution; %s %s found one\n",
						file, pi+1, puzzles[pi].Line, s.cols[ci].name, s.cols[ci].mode(), s.cols[cj].name, s.cols[cj].mode())
					status = exitWrong
					break
				}
			}
		}
	}
	return s.finish(outs, len(puzzles)), status
}

// finish keeps the outcomes of the first done puzzles in s.
func (s *set) finish(outs [][]outcome, done int) *set {
	s.out = outs[:done]
	return s
}

// firstTimedOut reports whether the first-solution column of c's engine
// timed out in this run (its last time recorded).
func firstTimedOut(cols []column, outs []outcome, c *column) bool {
	for i := range cols {
		if o := outs[i].cpu; cols[i].name == c.name && !cols[i].unique && len(o) > 0 && o[len(o)-1] == timedOut {
			return true
		}
	}
	return false
}

// record adds one run's time and answer to o; a wrong answer or an error
// sticks whatever the other runs say.
func (o *outcome) record(cpu time.Duration, status string, found int) {
	o.cpu = append(o.cpu, cpu)
	if o.status == "wrong" || o.status == "error" {
		return
	}
	if status != "timeout" || o.status == "" {
		o.status, o.found = status, found
	}
}

// satOutcome runs a SAT solver on f and checks its model; with second, it
// then asks for another solution, the first blocked, and records the sum of
// both calls' times there.
func satOutcome(ctx context.Context, s *SATSolver, dir string, f *Formula, p *Puzzle, limit time.Duration, first, second *outcome) error {
	r, err := runSAT(ctx, *s, dir, f, limit)
	if err != nil {
		first.record(r.CPU, "error", 0)
		if second != nil {
			second.record(r.CPU, "error", 0)
		}
		return err
	}
	if r.TimeOut {
		first.record(timedOut, "timeout", 0)
		if second != nil {
			second.record(timedOut, "timeout", 0)
		}
		return nil
	}
	var g sudokit.Grid
	found := 0
	if r.Answer == Sat {
		found = 1
		if g, err = f.Decode(r.Model); err != nil {
			first.record(r.CPU, "wrong", 0)
			if second != nil {
				second.record(r.CPU, "wrong", 0)
			}
			return fmt.Errorf("the model: %w", err)
		}
	}
	if why := p.check(g, found, false); why != "" {
		first.record(r.CPU, "wrong", found)
		if second != nil {
			second.record(r.CPU, "wrong", found)
		}
		return fmt.Errorf("%s", why)
	}
	first.record(r.CPU, statusOf(found, false), found)
	if second == nil {
		return nil
	}
	if found == 0 {
		second.record(r.CPU, statusOf(0, true), 0)
		return nil
	}
	r2, err := runSAT(ctx, *s, dir, f, limit-r.CPU, f.Blocking(g))
	switch {
	case err != nil:
		second.record(r.CPU+r2.CPU, "error", 0)
		return fmt.Errorf("second solution: %w", err)
	case r2.TimeOut:
		second.record(timedOut, "timeout", 0)
		return nil
	case r2.Answer == Sat:
		if _, err := f.Decode(r2.Model); err != nil {
			second.record(r.CPU+r2.CPU, "wrong", 0)
			return fmt.Errorf("the second model: %w", err)
		}
		found = 2
	}
	if why := p.check(g, found, true); why != "" {
		second.record(r.CPU+r2.CPU, "wrong", found)
		return fmt.Errorf("%s", why)
	}
	second.record(r.CPU+r2.CPU, statusOf(found, true), found)
	return nil
}

// engineOutcome times a sudokit engine on p and checks its answer.
func engineOutcome(ctx context.Context, c *column, p *Puzzle, limit time.Duration, o *outcome) error {
	r, err := runEngine(ctx, c.engine, p.Grid, c.unique, limit)
	switch {
	case err != nil:
		o.record(r.CPU, "error", 0)
		return err
	case r.TimeOut:
		o.record(timedOut, "timeout", 0)
		return nil
	}
	if why := p.check(r.Grid, r.Count, c.unique); why != "" {
		o.record(r.CPU, "wrong", r.Count)
		return fmt.Errorf("%s", why)
	}
	o.record(r.CPU, statusOf(r.Count, c.unique), r.Count)
	return nil
}

// statusOf names an answer: sat or unsat for a first solution; unsat,
// unique or multiple for a count.
func statusOf(found int, unique bool) string {
	switch {
	case found == 0:
		return "unsat"
	case !unique:
		return "sat"
	case found == 1:
		return "unique"
	}
	return "multiple"
}
