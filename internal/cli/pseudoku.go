package cli

import (
	crand "crypto/rand"
	"encoding/binary"
	"errors"
	"fmt"
	"math/rand/v2"
	"strconv"

	"github.com/sudokit-go/sudokit"
	"github.com/sudokit-go/sudokit/pseudoku"
)

type pseudokuOptions struct {
	row      string
	blanks   int
	seed     uint64
	unique   bool
	solution bool
	set      []string // the flags given, by name
}

func (s *pseudokuOptions) given(name string) bool {
	for _, n := range s.set {
		if n == name {
			return true
		}
	}
	return false
}

func pseudokuCommand() *command {
	s := &pseudokuOptions{}
	return &command{
		name:    "pseudoku",
		summary: "make 4x4 puzzles by the cyclic-permutation method",
		usage: "pseudoku [--row 2,4,1,3] [--blanks N] [--seed S] [--unique] [--solution] [--to FORM] [--json]\n" +
			"       sudokit pseudoku analyze [--json]",
		about: "Makes one 4x4 Pseudoku puzzle by the coursework's method: the row, copied four times, its\n" +
			"last three copies shifted left until the columns and boxes hold, then N cells blanked at\n" +
			"random. Without --row, a random permutation of 1-4. --unique blanks a cell only while the\n" +
			"puzzle keeps one solution; when N blanks cannot be reached it prints the puzzle it reached,\n" +
			"says so on stderr and exits 1. --solution adds the solved grid after a blank line (in line\n" +
			"form, after a tab).\n\n" +
			"'sudokit pseudoku analyze' counts what the method can and cannot make: grids, working\n" +
			"shift triples, solutions of every blanked puzzle for each N, the 9x9 extension, weaknesses.",
		example: "  $ sudokit pseudoku --row 2,4,1,3 --blanks 0\n  2 4 1 3\n  1 3 2 4\n  4 1 3 2\n  3 2 4 1\n" +
			"  $ sudokit pseudoku --seed 7 --unique --to line --solution\n  .1.4.421134.....\t2134342113424213\n" +
			"  $ sudokit pseudoku analyze",
		flags: func(fs *flagSet, o *options) {
			outputFlags(fs, o)
			commonFlags(fs, o)
			s.blanks = 8
			fs.Func("row", "R", "random", "the first row, a permutation of 1-4 such as 2,4,1,3", func(v string) error {
				s.row, s.set = v, append(s.set, "row")
				return nil
			})
			fs.Func("blanks", "N", "8", "cells to blank, 0-16", func(v string) error {
				n, err := strconv.Atoi(v)
				if err != nil {
					return errors.New("want a whole number from 0 to 16")
				}
				s.blanks, s.set = n, append(s.set, "blanks")
				return nil
			})
			fs.Func("seed", "S", "random", "seed of the random choices, for a reproducible puzzle", func(v string) error {
				n, err := strconv.ParseUint(v, 10, 64)
				if err != nil {
					return errors.New("want a whole number such as 42")
				}
				s.seed, s.set = n, append(s.set, "seed")
				return nil
			})
			fs.Func("unique", "", "", "blank a cell only while the puzzle keeps one solution", func(v string) error {
				b, err := strconv.ParseBool(v)
				s.unique, s.set = b, append(s.set, "unique")
				return err
			})
			fs.Func("solution", "", "", "also print the solved grid", func(v string) error {
				b, err := strconv.ParseBool(v)
				s.solution, s.set = b, append(s.set, "solution")
				return err
			})
		},
		run: func(r *runner, args []string) int { return runPseudoku(r, s, args) },
	}
}

func runPseudoku(r *runner, s *pseudokuOptions, args []string) int {
	usage := func(format string, a ...any) int {
		return r.usage(&usageError{cmd: "pseudoku", msg: fmt.Sprintf(format, a...)})
	}
	if len(args) > 0 {
		if args[0] != "analyze" {
			return usage("unknown argument %q; the one subcommand is analyze", args[0])
		}
		if len(args) > 1 {
			return usage("analyze takes no argument, not %q", args[1])
		}
		for _, name := range []string{"row", "blanks", "seed", "unique", "solution"} {
			if s.given(name) {
				return usage("analyze takes --json only, not --%s", name)
			}
		}
		if r.opt.outForm != sudokit.FormAuto || r.opt.symbols != "" || r.opt.blank != "" {
			return usage("analyze takes --json only, not --to, --symbols or --blank")
		}
		return runPseudokuAnalyze(r)
	}
	if s.blanks < 0 || s.blanks > pseudoku.Cells {
		return usage("--blanks %d: outside 0-16", s.blanks)
	}
	if err := r.opt.checkSymbols(pseudoku.Side); err != nil {
		return usage("%v", err)
	}
	if !s.given("seed") {
		var b [8]byte
		if _, err := crand.Read(b[:]); err != nil {
			r.errorf("pseudoku: no random seed: %v", err)
			return exitError
		}
		s.seed = binary.LittleEndian.Uint64(b[:])
	}
	rng := rand.New(rand.NewPCG(s.seed, 0))
	var row pseudoku.Row
	if s.row != "" {
		var err error
		if row, err = pseudoku.ParseRow(s.row); err != nil {
			return usage("--row %v", err)
		}
	} else {
		rows := pseudoku.AllRows()
		row = rows[rng.IntN(len(rows))]
	}
	sol, shifts, err := pseudoku.MakeSolution(row)
	if err != nil {
		r.errorf("pseudoku: %v", err)
		return exitError
	}
	var puzzle pseudoku.Puzzle
	if s.unique {
		puzzle, err = pseudoku.BlankUnique(sol, s.blanks, rng)
	} else {
		puzzle, err = pseudoku.Blank(sol, s.blanks, rng)
	}
	status := exitOK
	var short *pseudoku.ShortError
	switch {
	case errors.As(err, &short):
		status = exitNegative
	case err != nil:
		r.errorf("pseudoku: %v", err)
		return exitError
	}
	if r.opt.json {
		r.writeJSON(pseudokuRecordOf(r, s, row, shifts, puzzle, sol))
	} else {
		r.writePseudoku(s, puzzle, sol)
	}
	if short != nil {
		r.notef("pseudoku: %v", short)
	}
	return status
}

// pseudokuPuzzle is a grid of the generator as the core writes it: tokens
// and the default symbols unless --to and --symbols say otherwise.
func pseudokuPuzzle(p pseudoku.Puzzle) sudokit.Puzzle {
	return sudokit.Puzzle{Grid: p.Grid(), Form: sudokit.FormTokens, Symbols: sudokit.DefaultSymbols(pseudoku.Side)}
}

func (r *runner) writePseudoku(s *pseudokuOptions, puzzle, sol pseudoku.Puzzle) {
	p := pseudokuPuzzle(puzzle)
	f := r.opt.formatOptions(p, false)
	buf := sudokit.AppendFormat(r.stdout.AvailableBuffer(), p.Grid, f)
	if s.solution {
		if f.Form == sudokit.FormLine {
			buf = append(buf, '\t')
		} else {
			buf = append(buf, "\n\n"...)
		}
		buf = sudokit.AppendFormat(buf, sol.Grid(), f)
	}
	buf = append(buf, '\n')
	r.stdout.Write(buf)
}

type pseudokuRecord struct {
	Row       [pseudoku.Side]int `json:"row"`
	Shifts    pseudoku.Shifts    `json:"shifts"`
	Blanks    int                `json:"blanks"`
	Seed      uint64             `json:"seed"`
	Size      int                `json:"size"`
	Box       string             `json:"box"`
	Form      string             `json:"form"`
	Puzzle    string             `json:"puzzle"`
	Solution  string             `json:"solution"`
	Solutions int                `json:"solutions"`
}

// pseudokuRecordOf writes the contract's record: grids in line form unless
// --to names another; solutions counted by the core's Backtrack up to 2.
func pseudokuRecordOf(r *runner, s *pseudokuOptions, row pseudoku.Row, shifts pseudoku.Shifts, puzzle, sol pseudoku.Puzzle) pseudokuRecord {
	p := pseudokuPuzzle(puzzle)
	p.Form = sudokit.FormLine
	f := r.opt.jsonFormat(p)
	rec := pseudokuRecord{
		Shifts: shifts, Blanks: puzzle.Blanks(), Seed: s.seed,
		Size: p.Shape.N, Box: p.Shape.Box(), Form: f.Form.String(),
		Puzzle: sudokit.Format(p.Grid, f), Solution: sudokit.Format(sol.Grid(), f),
		Solutions: pseudoku.Solutions(puzzle, 2),
	}
	for i, v := range row {
		rec.Row[i] = int(v)
	}
	return rec
}

func runPseudokuAnalyze(r *runner) int {
	a, err := pseudoku.Analyze()
	if err != nil {
		r.errorf("pseudoku: analyze: %v", err)
		return exitError
	}
	if r.opt.json {
		r.writeJSON(a)
		return exitOK
	}
	if err := a.WriteText(r.stdout); err != nil {
		r.errorf("pseudoku: analyze: %v", err)
		return exitError
	}
	return exitOK
}
