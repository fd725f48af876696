package logic

import (
	"fmt"

	"github.com/sudokit-go/sudokit"
)

// A player's grid is the puzzle's givens and the values the player wrote
// in, kept apart: the puzzle is the givens alone, the entries a grid of the
// same shape that holds what the player wrote, blank where they wrote
// nothing. An entries grid may also repeat the givens (a player's whole
// grid, as a screen shows it): a cell that holds its given's value is no
// entry. A cell that holds another value than its given is an error
// (EntryError), not a wrong entry: a player cannot change a given.

// An EntryError says that entries do not fit their puzzle: another shape,
// or a given changed.
type EntryError struct {
	Cell         sudokit.Pos // the given changed; unset when the shapes differ
	Given, Entry int         // the given and what the entries hold there
	Msg          string      // when the shapes differ
	symbols      *sudokit.Symbols
}

func (e *EntryError) Error() string {
	if e.Msg != "" {
		return e.Msg
	}
	return fmt.Sprintf("%v: given %s changed to %s", e.Cell, valueText(e.symbols, e.Given), valueText(e.symbols, e.Entry))
}

// checkEntries tells whether entries (a grid with a nil Shape for none)
// fit puzzle; its error writes values as sym does.
func checkEntries(puzzle, entries sudokit.Grid, sym *sudokit.Symbols) error {
	if entries.Shape == nil {
		return nil
	}
	ps, es := puzzle.Shape, entries.Shape
	if ps.N != es.N || ps.BoxRows != es.BoxRows {
		return &EntryError{Msg: fmt.Sprintf("the entries are a %s grid with %s boxes; the puzzle is %s with %s boxes",
			es.Size(), es.Box(), ps.Size(), ps.Box())}
	}
	for i, g := range puzzle.Cells {
		if e := entries.Cells[i]; g != 0 && e != 0 && e != g {
			if sym != nil {
				s := sym.For(ps.N)
				sym = &s
			}
			return &EntryError{Cell: ps.PosOf(i), Given: int(g), Entry: int(e), symbols: sym}
		}
	}
	return nil
}

// wrongEntries returns a step for each entry that differs from solution,
// in row-major order, and the grid of the puzzle's givens and the right
// entries, from which a path goes on.
func wrongEntries(puzzle, entries, solution sudokit.Grid, sym *sudokit.Symbols) ([]Step, sudokit.Grid) {
	start := puzzle.Clone()
	if entries.Shape == nil {
		return nil, start
	}
	if sym != nil {
		s := sym.For(puzzle.Shape.N)
		sym = &s
	}
	var wrong []Step
	for i, e := range entries.Cells {
		if e == 0 || puzzle.Cells[i] != 0 {
			continue
		}
		if e == solution.Cells[i] {
			start.Cells[i] = e
			continue
		}
		wrong = append(wrong, wrongEntry(puzzle.Shape.PosOf(i), int(e), int(solution.Cells[i]), sym))
	}
	return wrong, start
}

// WrongEntry is the technique of the step that points at a player's
// entry that differs from the solution.
const WrongEntry = "Wrong Entry"

// wrongEntry is the step that says the entry v at p is wrong, where the
// solution holds right, the values written as sym writes them. It places and eliminates nothing: the path goes on
// from the right cells, with p blank.
func wrongEntry(p sudokit.Pos, v, right int, sym *sudokit.Symbols) Step {
	return Step{
		Technique: WrongEntry,
		Region:    p.String(),
		Digits:    []int{v},
		Cells:     []CellRole{{Cell: p, Role: RoleTarget}},
		Text:      fmt.Sprintf("%v is wrong: it should be %s, not %s", p, valueText(sym, right), valueText(sym, v)),
		symbols:   sym,
	}
}
