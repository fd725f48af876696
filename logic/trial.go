package logic

import (
	"context"
	"math/bits"

	"github.com/sudokit-go/sudokit"
)

// Trial is the last rung of the ladder, for a puzzle that no technique
// finishes: it takes a cell, finds by search which of its candidates
// leads to the solution, and places that one. It is labelled as what it
// is, a guess checked by search, never as logic:
//
//	Trial: r1c2 is 3, 5 or 7; searching each, only 3 leads to a solution, so r1c2=3
//
// The cell is the first blank cell in row-major order among those with the
// fewest candidates; the step's cells are that cell (target), its region
// the cell, its digits the cell's candidates. It relies on the puzzle
// having one solution, which the caller checks with a sudokit.Solver before
// it explains a puzzle (Solve's doc); on a puzzle with several it places
// the value of one of them.
//
// Where the search comes from is the caller's choice:
//
//   - The ladder's own Trial searches inside logic, on the candidates left
//     (so every elimination made so far helps): depth first, the cell with
//     fewest candidates first, naked and hidden singles at each node. It
//     gives up (the step is not found, the path ends stuck) after
//     trialNodeLimit guesses. Measured with the whole ladder, that finishes
//     every unique puzzle of the shared 4x4, 6x6, 9x9 (top1465), 12x12 and
//     16x16 sets, but only 2 of the 18 25x25 public-gecode puzzles, where a
//     failed search costs seconds.
//   - WithSolver binds Trial to a sudokit.Solver and a context from the
//     caller (the fast engine, in the CLI and the server): the solver's
//     solution of the grid so far decides, so Trial finishes every puzzle
//     with one solution on every shape, and ctx bounds it.
//
// Either way the value placed is checked against the cell's candidates: a
// solution that contradicts them (a puzzle with several solutions, or none)
// yields no step rather than a wrong one. Trial's Value is 12.0
// (docs/rating.md §6): above every SE rating, so a path that needs it
// always rates as Trial.
func findTrial(c *Candidates) (Step, bool) {
	sol := trialSearch(c, trialNodeLimit)
	if sol == nil {
		return Step{}, false
	}
	return trialStep(c, sol)
}

// trialNodeLimit bounds the guesses of the ladder's own trial search.
const trialNodeLimit = 200000

// WithSolver returns techniques (the whole ladder when nil) with Trial, if
// they include it, bound to solver: the value Trial places is the one of
// solver's solution of the grid so far, found under ctx. A solver that
// fails, ends with ctx or finds no solution makes Trial find nothing. The
// other techniques are unchanged. Solve and a hint take the result as
// their techniques.
//
// Trial keeps the last solution and asks the solver again only when the
// grid no longer agrees with it, so a path with many Trial steps solves
// once. Like the solver, the result is for one goroutine at a time.
func WithSolver(ctx context.Context, techniques []Technique, solver sudokit.Solver) []Technique {
	if techniques == nil {
		techniques = ladder
	}
	out := make([]Technique, len(techniques))
	for k, t := range techniques {
		out[k] = t.clone()
		if t.Name == trialName && solver != nil {
			var last []uint8
			out[k].Find = func(c *Candidates) (Step, bool) {
				if st, ok := trialStep(c, last); ok {
					return st, true
				}
				sol, res, err := solver.Solve(ctx, c.Grid())
				if err != nil || !res.Solved || len(sol.Cells) != len(c.values) {
					return Step{}, false
				}
				last = append(last[:0], sol.Cells...)
				return trialStep(c, last)
			}
		}
	}
	return out
}

// trialName is the Trial technique's name.
const trialName = "Trial"

// trialStep places, at the first blank cell with fewest candidates, the
// value sol gives it, provided every blank cell still has its value of sol
// as a candidate and every filled cell holds it.
func trialStep(c *Candidates, sol []uint8) (Step, bool) {
	if len(sol) != len(c.values) {
		return Step{}, false
	}
	best, bestCount := -1, 0
	for i, v := range sol {
		if c.values[i] != 0 {
			if c.values[i] != v {
				return Step{}, false
			}
			continue
		}
		if v == 0 || int(v) > c.shape.N || !c.Has(i, int(v)) {
			return Step{}, false
		}
		if n := c.Count(i); best < 0 || n < bestCount {
			best, bestCount = i, n
		}
	}
	if best < 0 {
		return Step{}, false
	}
	p, v := c.shape.PosOf(best), int(sol[best])
	st := Step{Technique: trialName, Region: p.String(),
		Cells:      []CellRole{{Cell: p, Role: RoleTarget}},
		Placements: []CellValue{{Cell: p, Value: v}}}
	var names []string
	for m := c.marks[best]; m != 0; m &= m - 1 {
		d := bits.TrailingZeros64(m) + 1
		st.Digits = append(st.Digits, d)
		names = append(names, c.valueText(d))
	}
	if len(names) == 1 {
		st.Text = "Trial: searching from " + p.String() + ", whose one candidate is " + names[0] +
			", leads to a solution, so " + p.String() + "=" + names[0]
	} else {
		st.Text = "Trial: " + p.String() + " is " + orList(names) + "; searching each, only " +
			c.valueText(v) + " leads to a solution, so " + p.String() + "=" + c.valueText(v)
	}
	return st, true
}

// trialSearch solves c's grid by depth-first search on its candidates and
// returns the values of the first solution, or nil when there is none or
// it takes more than limit guesses.
func trialSearch(c *Candidates, limit int) []uint8 {
	t := &trialState{c: c, limit: limit}
	vals := append([]uint8(nil), c.values...)
	marks := append([]uint64(nil), c.marks...)
	if t.solve(vals, marks) {
		return t.sol
	}
	return nil
}

// trialState is one trial search: the grid's shape, its guesses so far
// and the solution once found.
type trialState struct {
	c       *Candidates
	guesses int
	limit   int
	sol     []uint8
}

// solve completes vals and marks (changing them) and records the first
// solution; it tells whether it found one.
func (t *trialState) solve(vals []uint8, marks []uint64) bool {
	if !t.propagate(vals, marks) {
		return false
	}
	best, bestCount := -1, 65
	for i, m := range marks {
		if vals[i] != 0 {
			continue
		}
		if n := bits.OnesCount64(m); n < bestCount {
			best, bestCount = i, n
		}
	}
	if best < 0 {
		t.sol = vals
		return true
	}
	for m := marks[best]; m != 0; m &= m - 1 {
		if t.guesses >= t.limit {
			return false
		}
		t.guesses++
		v2 := append([]uint8(nil), vals...)
		m2 := append([]uint64(nil), marks...)
		t.place(v2, m2, best, bits.TrailingZeros64(m)+1)
		if t.solve(v2, m2) {
			return true
		}
	}
	return false
}

// place writes v at cell i and removes it from its peers' marks.
func (t *trialState) place(vals []uint8, marks []uint64, i, v int) {
	vals[i], marks[i] = uint8(v), 0
	b := bit(v)
	for _, p := range t.c.shape.Peers(i) {
		marks[p] &^= b
	}
}

// propagate places naked and hidden singles until none is left; it tells
// whether the grid is still consistent (no blank cell without candidates,
// no value without a place in a unit, no value placed twice in a unit).
func (t *trialState) propagate(vals []uint8, marks []uint64) bool {
	s := t.c.shape
	all := allValues(s.N)
	for changed := true; changed; {
		changed = false
		for i, m := range marks {
			if vals[i] != 0 {
				continue
			}
			switch bits.OnesCount64(m) {
			case 0:
				return false
			case 1:
				t.place(vals, marks, i, bits.TrailingZeros64(m)+1)
				changed = true
			}
		}
		for u := 0; u < 3*s.N; u++ {
			var placed, once, twice uint64
			for _, i := range s.Unit(u) {
				if v := vals[i]; v != 0 {
					if placed&bit(int(v)) != 0 {
						return false
					}
					placed |= bit(int(v))
					continue
				}
				m := marks[i]
				twice |= once & m
				once |= m
			}
			if placed|once != all {
				return false
			}
			single := once &^ twice &^ placed
			for single != 0 {
				v := bits.TrailingZeros64(single) + 1
				single &= single - 1
				for _, i := range s.Unit(u) {
					if vals[i] == 0 && marks[i]&bit(v) != 0 {
						t.place(vals, marks, i, v)
						changed = true
						break
					}
				}
			}
		}
	}
	return true
}
