package logic

import (
	"context"

	"github.com/sudokit-go/sudokit"
)

// A Path is the steps a person takes from a puzzle, simplest first, and
// where they end: solved, or stuck when no allowed technique applies.
type Path struct {
	Steps  []Step
	Grid   sudokit.Grid // the values at the end
	Solved bool
}

// Solve applies the first step of the simplest technique that applies,
// again and again, from puzzle g until the grid is full or no technique of
// techniques (the whole ladder when nil) applies. It does not check that g
// has one solution: a caller that needs it asks a sudokit.Solver first. It
// fails when two givens clash or ctx ends. The ladder's last rung, Trial,
// searches inside logic with a bound; techniques from WithSolver bind it
// to the caller's solver, so that every puzzle with one solution is
// finished. The end of ctx reaches into the chains and forcing finders
// too; Solve has no budget (Explain has, Options.Budget).
func Solve(ctx context.Context, g sudokit.Grid, techniques []Technique) (Path, error) {
	c, err := NewCandidates(g)
	if err != nil {
		return Path{}, err
	}
	c.halt = newHalt(ctx, 0)
	return solve(ctx, c, techniques)
}

// solve is Solve from the grid of candidates c, whose symbols the
// sentences of the steps use.
func solve(ctx context.Context, c *Candidates, techniques []Technique) (Path, error) {
	var p Path
	for !c.Solved() {
		if err := ctx.Err(); err != nil {
			return Path{}, err
		}
		st, ok := Next(c, techniques)
		if err := ctx.Err(); err != nil {
			return Path{}, err // a finder may have given up because ctx ended
		}
		if !ok {
			break
		}
		c.Apply(st)
		p.Steps = append(p.Steps, st)
	}
	p.Grid, p.Solved = c.Grid(), c.Solved()
	return p, nil
}
