package main

import (
	"bufio"
	"bytes"
	"fmt"
	"strconv"

	"github.com/sudokit-go/sudokit"
)

// An Answer is what a SAT solver said about a formula.
type Answer uint8

// The answers.
const (
	Unknown Answer = iota // no verdict: a time-out, a crash
	Sat
	Unsat
)

// ParseOutput reads a SAT solver's verdict and model from out, in either
// of the two forms the solvers write: the competition form of CaDiCaL's
// standard output ("s SATISFIABLE", then "v" lines of literals ended by 0)
// and MiniSat's result file ("SAT", then one line of literals ended by 0).
// The model holds the literals as written; comment lines are skipped.
func ParseOutput(out []byte) (Answer, []int32, error) {
	ans := Unknown
	var model []int32
	sc := bufio.NewScanner(bytes.NewReader(out))
	sc.Buffer(nil, 1<<26)
	line := 0
	for sc.Scan() {
		line++
		fields := bytes.Fields(sc.Bytes())
		if len(fields) == 0 || string(fields[0]) == "c" {
			continue
		}
		switch head := string(fields[0]); head {
		case "s":
			if len(fields) < 2 {
				return Unknown, nil, fmt.Errorf("line %d: a verdict line without a verdict", line)
			}
			ans = verdict(string(bytes.Join(fields[1:], []byte(" "))))
			continue
		case "SAT", "UNSAT", "INDET", "UNSATISFIABLE", "SATISFIABLE", "UNKNOWN", "INDETERMINATE":
			ans = verdict(head)
			continue
		case "v":
			fields = fields[1:]
		}
		for _, f := range fields {
			l, err := strconv.ParseInt(string(f), 10, 32)
			if err != nil {
				return Unknown, nil, fmt.Errorf("line %d: %q is not a literal", line, f)
			}
			if l != 0 {
				model = append(model, int32(l))
			}
		}
	}
	if err := sc.Err(); err != nil {
		return Unknown, nil, err
	}
	if ans != Sat {
		model = nil
	}
	return ans, model, nil
}

func verdict(s string) Answer {
	switch s {
	case "SAT", "SATISFIABLE":
		return Sat
	case "UNSAT", "UNSATISFIABLE":
		return Unsat
	}
	return Unknown
}

// Decode turns a model of f into the grid it says: the puzzle's givens and,
// in each other cell, the value whose variable is true. It fails when a
// literal names no variable of f, when a cell gets two values or none, or
// when the grid does not solve the puzzle (a rule broken, a given lost).
func (f *Formula) Decode(model []int32) (sudokit.Grid, error) {
	g := f.Puzzle.Clone()
	var set []bool
	if f.Encoding == Reduced {
		set = make([]bool, len(g.Cells))
		for i, v := range g.Cells {
			set[i] = v != 0
		}
	} else {
		clear(g.Cells)
		set = make([]bool, len(g.Cells))
	}
	sh := g.Shape
	for _, l := range model {
		if l < 0 {
			continue
		}
		if int(l) > len(f.Vars) {
			return g, fmt.Errorf("the model names variable %d; the formula has %d", l, len(f.Vars))
		}
		cv := f.Vars[l-1]
		if set[cv.Cell] {
			if g.Cells[cv.Cell] == cv.Value {
				continue
			}
			return g, fmt.Errorf("%s holds %d and %d", sh.PosOf(int(cv.Cell)), g.Cells[cv.Cell], cv.Value)
		}
		g.Cells[cv.Cell], set[cv.Cell] = cv.Value, true
	}
	for i, ok := range set {
		if !ok {
			return g, fmt.Errorf("%s has no value in the model", sh.PosOf(i))
		}
	}
	if !g.Solves(f.Puzzle) {
		return g, fmt.Errorf("the grid of the model does not solve the puzzle")
	}
	return g, nil
}

// Blocking returns the clause that rules out the solution g: not all of
// its values at the cells that have a variable.
func (f *Formula) Blocking(g sudokit.Grid) []int32 {
	var c []int32
	for i, v := range g.Cells {
		if x := f.Var(i, v); x != 0 && (f.Encoding == Plain || f.Puzzle.Cells[i] == 0) {
			c = append(c, -x)
		}
	}
	return c
}
