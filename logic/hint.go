package logic

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/sudokit-go/sudokit"
)

// Options are what Hint and Explain take besides the puzzle.
type Options struct {
	// Solver counts the puzzle's solutions and gives the one solution
	// that wrong entries are found against. It is required: logic
	// imports no engine, and the caller picks a fast one.
	Solver sudokit.Solver
	// Techniques are the techniques allowed, in ladder order (Select);
	// nil allows the whole ladder.
	Techniques []Technique
	// Entries are a player's entries, a grid of the puzzle's shape (see
	// EntryError); a nil Shape means none.
	Entries sudokit.Grid
	// Symbols are how the sentences of the steps (Text, and Reveal's)
	// write values, as the player's grid shows them: "B can only go in
	// r4c6" on a 16x16 puzzle written with letters. Nil writes decimal
	// numbers. The values of the steps' fields stay numbers.
	Symbols *sudokit.Symbols
	// Budget bounds the time the chains and forcing groups may take on
	// one puzzle: from the start of Explain (or Hint), once it is spent,
	// their techniques find nothing, even one under way, and the path goes
	// on with the other techniques and Trial (docs/rating.md §8), so that
	// a large puzzle is explained in bounded time; the path then depends
	// on the machine's speed. 0 takes DefaultBudget of the puzzle's shape
	// (none up to 12x12); a negative Budget means none. The context's end
	// stops those techniques as well, and fails the call.
	Budget time.Duration
}

// budget is the budget of a path on puzzle g under opt (0: none).
func (opt Options) budget(g sudokit.Grid) time.Duration {
	switch {
	case opt.Budget < 0:
		return 0
	case opt.Budget == 0:
		return DefaultBudget(g.Shape)
	}
	return opt.Budget
}

// A SolutionsError says that a puzzle has no solution (Solutions 0) or
// several (Solutions 2): only a puzzle with exactly one solution is
// hinted or explained.
type SolutionsError struct{ Solutions int }

func (e *SolutionsError) Error() string {
	if e.Solutions == 0 {
		return "the grid has no solution"
	}
	return "the grid has several solutions"
}

// A StuckError says that no allowed technique applies to the grid, which
// still has Blanks blank cells.
type StuckError struct{ Blanks int }

func (e *StuckError) Error() string {
	cells := "cells"
	if e.Blanks == 1 {
		cells = "cell"
	}
	return fmt.Sprintf("no allowed technique applies (%d blank %s left)", e.Blanks, cells)
}

// ErrSolved says that a grid has no blank cell left to hint at.
var ErrSolved = errors.New("the grid is solved")

// ErrNoSolver says that Options.Solver was not given.
var ErrNoSolver = errors.New("logic: Options.Solver is nil")

// An Explanation is the path a person takes from a player's grid: the
// wrong entries first (steps of technique WrongEntry), then the steps from
// Start, the givens and the right entries.
type Explanation struct {
	Path
	Start sudokit.Grid // where the steps after the wrong entries start
}

// Hint returns the next step from puzzle and the player's entries: the
// first wrong entry if there is one (row-major order), else the first step
// of the simplest allowed technique that applies to the givens and the
// entries. It fails with a *SolutionsError when the puzzle has no solution
// or several, an *EntryError when the entries do not fit it, ErrSolved
// when nothing is left blank, a *StuckError when no allowed technique
// applies, or the error of ctx or of the solver.
func Hint(ctx context.Context, puzzle sudokit.Grid, opt Options) (Step, error) {
	wrong, start, techniques, err := prepare(ctx, puzzle, opt)
	if err != nil {
		return Step{}, err
	}
	if len(wrong) > 0 {
		return wrong[0], nil
	}
	c, err := newCandidates(start, opt.Symbols)
	if err != nil {
		return Step{}, err
	}
	if c.Solved() {
		return Step{}, ErrSolved
	}
	c.halt = newHalt(ctx, opt.budget(puzzle))
	st, ok := Next(c, techniques)
	if err := ctx.Err(); err != nil {
		return Step{}, err
	}
	if !ok {
		return Step{}, &StuckError{Blanks: c.Blanks()}
	}
	return st, nil
}

// Explain returns the path a person takes from puzzle and the player's
// entries: a step for each wrong entry, then the steps of Solve from the
// givens and the right entries. A path that ends before the grid is full
// is stuck, not an error. It fails with a *SolutionsError, an *EntryError,
// or the error of ctx or of the solver.
func Explain(ctx context.Context, puzzle sudokit.Grid, opt Options) (Explanation, error) {
	wrong, start, techniques, err := prepare(ctx, puzzle, opt)
	if err != nil {
		return Explanation{}, err
	}
	c, err := newCandidates(start, opt.Symbols)
	if err != nil {
		return Explanation{}, err
	}
	c.halt = newHalt(ctx, opt.budget(puzzle))
	p, err := solve(ctx, c, techniques)
	if err != nil {
		return Explanation{}, err
	}
	if len(wrong) > 0 {
		p.Steps = append(wrong, p.Steps...)
	}
	return Explanation{Path: p, Start: start}, nil
}

// prepare checks that puzzle has one solution and that the entries fit
// it, and returns the wrong entries, the grid of the givens and the right
// entries, and the allowed techniques with Trial bound to the solution
// found (WithSolver), so that it never searches again.
func prepare(ctx context.Context, puzzle sudokit.Grid, opt Options) ([]Step, sudokit.Grid, []Technique, error) {
	if opt.Solver == nil {
		return nil, sudokit.Grid{}, nil, ErrNoSolver
	}
	if err := checkEntries(puzzle, opt.Entries, opt.Symbols); err != nil {
		return nil, sudokit.Grid{}, nil, err
	}
	sol, n, _, err := sudokit.SolveCount(ctx, opt.Solver, puzzle, 2)
	if err != nil {
		return nil, sudokit.Grid{}, nil, err
	}
	if n != 1 {
		return nil, sudokit.Grid{}, nil, &SolutionsError{Solutions: n}
	}
	sol = sol.Clone()
	wrong, start := wrongEntries(puzzle, opt.Entries, sol, opt.Symbols)
	return wrong, start, WithSolver(ctx, opt.Techniques, knownSolution{sol}), nil
}

// knownSolution is a sudokit.Solver that knows the one solution of the
// puzzle being explained: a grid reached from that puzzle by sound steps
// has that solution and no other, so Trial takes its value from it
// instead of searching again. A grid that contradicts it has none. It
// answers only grids reached from the puzzle.
type knownSolution struct{ sol sudokit.Grid }

// Solve returns the known solution when g keeps it.
func (k knownSolution) Solve(_ context.Context, g sudokit.Grid) (sudokit.Grid, sudokit.Result, error) {
	if len(g.Cells) != len(k.sol.Cells) {
		return sudokit.Grid{}, sudokit.Result{}, nil
	}
	for i, v := range g.Cells {
		if v != 0 && v != k.sol.Cells[i] {
			return sudokit.Grid{}, sudokit.Result{}, nil
		}
	}
	return k.sol, sudokit.Result{Solved: true}, nil
}

// CountSolutions counts the known solution when g keeps it.
func (k knownSolution) CountSolutions(ctx context.Context, g sudokit.Grid, _ int) (int, sudokit.Result, error) {
	_, res, err := k.Solve(ctx, g)
	if res.Solved {
		return 1, res, err
	}
	return 0, res, err
}

// The levels of a hint, from a nudge to the whole step.
const (
	LevelTechnique = 1 // the technique and the region to look at
	LevelCells     = 2 // and the cells of the pattern
	LevelResult    = 3 // and what the step places or eliminates
	LevelStep      = 4 // the whole step
)

// Reveal returns what a hint of level (1 to 4; outside, the nearest)
// shows of s: level 1 keeps the technique and the region, level 2 adds the
// cells of the pattern, level 3 the digits, placements and eliminations,
// level 4 is the whole step. The fields a level hides are nil; those it
// shows are never nil. Text is the hint's sentence: "Hidden Single in box
// 1", "Hidden Single in box 1: look at r1c1", "Hidden Single in box 1:
// r1c1=2", then the step's own sentence; values are written as the
// step's sentence writes them (Options.Symbols). A wrong entry says "r3c4 is
// wrong" up to level 3; its sentence at level 4 names the right value.
func (s Step) Reveal(level int) Step {
	level = min(max(level, LevelTechnique), LevelStep)
	r := Step{Technique: s.Technique, Region: s.Region, symbols: s.symbols}
	if level >= LevelCells {
		r.Cells = append([]CellRole{}, s.Cells...)
	}
	if level >= LevelResult {
		r.Digits = append([]int{}, s.Digits...)
		r.Placements = append([]CellValue{}, s.Placements...)
		r.Eliminations = append([]CellValue{}, s.Eliminations...)
	}
	head := s.Technique + " " + regionWord(s.Region) + " " + s.Region
	if s.Technique == WrongEntry {
		head = s.Region + " is wrong"
	}
	switch {
	case level == LevelStep:
		r.Text = s.Text
	case s.Technique == WrongEntry:
		r.Text = head
	case level == LevelCells:
		r.Text = head + ": look at " + cellList(patternCells(s.Cells))
	case level == LevelResult:
		r.Text = head + ": " + resultList(s.symbols, s.Placements, s.Eliminations)
	default:
		r.Text = head
	}
	return r
}

// regionWord is the preposition before a region: "at r4c6", "in box 5".
func regionWord(region string) string {
	if len(region) > 1 && region[0] == 'r' && region[1] >= '0' && region[1] <= '9' {
		return "at"
	}
	return "in"
}

// patternCells are the cells a hint's second level points at: those of the
// pattern that are not targets, or the targets when there is nothing else
// (a single).
func patternCells(cells []CellRole) []CellRole {
	var out []CellRole
	for _, c := range cells {
		if c.Role != RoleTarget {
			out = append(out, c)
		}
	}
	if len(out) == 0 {
		return cells
	}
	return out
}

// cellList writes cells as "r4c4, r4c5".
func cellList(cells []CellRole) string {
	var b strings.Builder
	for k, c := range cells {
		if k > 0 {
			b.WriteString(", ")
		}
		b.WriteString(c.Cell.String())
	}
	return b.String()
}

// resultList writes placements and eliminations as "r1c1=2, r4c1<>7",
// the values as sym writes them.
func resultList(sym *sudokit.Symbols, ps, es []CellValue) string {
	var b strings.Builder
	for _, p := range ps {
		if b.Len() > 0 {
			b.WriteString(", ")
		}
		b.WriteString(p.Cell.String())
		b.WriteByte('=')
		b.WriteString(valueText(sym, p.Value))
	}
	if len(es) > 0 {
		if b.Len() > 0 {
			b.WriteString(", ")
		}
		b.WriteString(eliminationText(sym, es))
	}
	return b.String()
}

// HintRecord is a hint as the JSON records of the hint command and the
// API write it, its fields in the contract's order: the level, the
// technique and region, then the fields the level shows, then the text.
type HintRecord struct {
	Level        int           `json:"level"`
	Technique    string        `json:"technique"`
	Region       string        `json:"region"`
	Cells        []CellRecord  `json:"cells,omitzero"`
	Placements   []ValueRecord `json:"placements,omitzero"`
	Eliminations []ValueRecord `json:"eliminations,omitzero"`
	Digits       []int         `json:"digits,omitzero"`
	Text         string        `json:"text"`
}

// HintRecord returns the record of s revealed at level (see Reveal): the
// fields the level hides are left out, those it shows are written, [] when
// empty.
func (s Step) HintRecord(level int) HintRecord {
	level = min(max(level, LevelTechnique), LevelStep)
	r := s.Reveal(level)
	rec := HintRecord{Level: level, Technique: r.Technique, Region: r.Region, Text: r.Text}
	if r.Cells != nil {
		full := r.Record()
		rec.Cells = full.Cells
		if r.Placements != nil {
			rec.Placements, rec.Eliminations, rec.Digits = full.Placements, full.Eliminations, full.Digits
		}
	}
	return rec
}
