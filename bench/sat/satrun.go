package main

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"time"
)

// A SATSolver is a command-line SAT solver: how to call it on a DIMACS file
// and where its verdict and model appear.
type SATSolver struct {
	Name string
	// Args returns the arguments for the formula in cnf; a solver that
	// writes its model to a file is told result.
	Args func(cnf, result string) []string
	// ToFile says the model is in the result file, not on standard output.
	ToFile bool
}

// satSolvers are the solvers -solvers may name, by Debian's command names.
var satSolvers = []SATSolver{
	{Name: "cadical", Args: func(cnf, _ string) []string { return []string{"-q", cnf} }},
	{Name: "minisat", ToFile: true, Args: func(cnf, result string) []string { return []string{"-verb=0", cnf, result} }},
}

// A SATRun is one call of a SAT solver.
type SATRun struct {
	Answer  Answer
	Model   []int32
	CPU     time.Duration // the child's user and system time
	TimeOut bool          // stopped, or finished past the limit
}

// runSAT runs s on formula f (and extra clauses) in dir, stopping it once
// its CPU time passes limit. A solver that stops without a verdict for any
// other reason is an error.
func runSAT(ctx context.Context, s SATSolver, dir string, f *Formula, limit time.Duration, extra ...[]int32) (SATRun, error) {
	cnf := filepath.Join(dir, "puzzle.cnf")
	result := filepath.Join(dir, "result.txt")
	out, err := os.Create(cnf)
	if err != nil {
		return SATRun{}, err
	}
	err = f.WriteDIMACS(out, extra...)
	if cerr := out.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return SATRun{}, err
	}
	_ = os.Remove(result)
	cmd := exec.CommandContext(ctx, s.Name, s.Args(cnf, result)...)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Start(); err != nil {
		return SATRun{}, err
	}
	stopped := make(chan bool, 1)
	done := make(chan struct{})
	go watch(cmd.Process, limit, done, stopped)
	werr := cmd.Wait()
	close(done)
	run := SATRun{TimeOut: <-stopped}
	if st := cmd.ProcessState; st != nil {
		run.CPU = st.UserTime() + st.SystemTime()
	}
	if run.TimeOut || run.CPU > limit {
		run.TimeOut = true
		return run, nil
	}
	if ctx.Err() != nil {
		return run, ctx.Err()
	}
	code := cmd.ProcessState.ExitCode()
	if code != 10 && code != 20 {
		return run, fmt.Errorf("%s: %v: %s", s.Name, werr, lastLine(stderr.Bytes(), stdout.Bytes()))
	}
	output := stdout.Bytes()
	if s.ToFile {
		if output, err = os.ReadFile(result); err != nil {
			return run, fmt.Errorf("%s: %w", s.Name, err)
		}
	}
	ans, model, err := ParseOutput(output)
	if err != nil {
		return run, fmt.Errorf("%s: output: %w", s.Name, err)
	}
	if (code == 10) != (ans == Sat) || (code == 20) != (ans == Unsat) {
		return run, fmt.Errorf("%s: exit status %d, but the output says %v", s.Name, code, ans)
	}
	run.Answer, run.Model = ans, model
	return run, nil
}

// watch kills p once its CPU time passes limit (or, where that cannot be
// read, its wall-clock time passes ten times limit), and then sends true on
// stopped; it sends false when done closes first.
func watch(p *os.Process, limit time.Duration, done <-chan struct{}, stopped chan<- bool) {
	start := time.Now()
	tick := time.NewTicker(20 * time.Millisecond)
	defer tick.Stop()
	for {
		select {
		case <-done:
			stopped <- false
			return
		case <-tick.C:
		}
		cpu, ok := childCPU(p.Pid)
		if (ok && cpu > limit) || time.Since(start) > 10*limit {
			_ = p.Kill()
			<-done
			stopped <- true
			return
		}
	}
}

// lastLine is the last non-empty line of the first output that has one.
func lastLine(outs ...[]byte) string {
	for _, o := range outs {
		lines := bytes.Split(bytes.TrimSpace(o), []byte("\n"))
		if l := bytes.TrimSpace(lines[len(lines)-1]); len(l) > 0 {
			return string(l)
		}
	}
	return "no output"
}

// String names an answer as the per-puzzle table does.
func (a Answer) String() string {
	switch a {
	case Sat:
		return "sat"
	case Unsat:
		return "unsat"
	}
	return "unknown"
}
