package sudokit_test

import (
	"context"
	"testing"

	"github.com/sudokit-go/sudokit"
)

// plainSolver hides Backtrack's SolveCount, so that SolveCount takes its
// two-search path.
type plainSolver struct{ s sudokit.Solver }

func (p plainSolver) Solve(ctx context.Context, g sudokit.Grid) (sudokit.Grid, sudokit.Result, error) {
	return p.s.Solve(ctx, g)
}

func (p plainSolver) CountSolutions(ctx context.Context, g sudokit.Grid, limit int) (int, sudokit.Result, error) {
	return p.s.CountSolutions(ctx, g, limit)
}

func TestSolveCount(t *testing.T) {
	for _, c := range []struct {
		puzzle, solution string
		limit, count     int
	}{
		{".41...2.3....1.2", "2413132432414132", 2, 1},
		{"..1...2.3....1.2", "2314142332414132", 2, 2},
		{"..1...2.3....1.2", "2314142332414132", 1, 1},
		{".2....4.43....1.", "", 2, 0},
		{"................", "1234341221434321", 1000, 288},
	} {
		p := sudokit.MustParse(c.puzzle)
		for _, s := range []sudokit.Solver{sudokit.NewBacktrack(sudokit.Options{}), plainSolver{sudokit.NewBacktrack(sudokit.Options{})}} {
			sol, n, res, err := sudokit.SolveCount(context.Background(), s, p.Grid, c.limit)
			if err != nil || n != c.count || res.Solved != (c.count > 0) {
				t.Errorf("%T %s limit %d: count %d, solved %v, err %v; want %d", s, c.puzzle, c.limit, n, res.Solved, err, c.count)
				continue
			}
			if c.count > 0 && sudokit.Format(sol, sudokit.FormatOptions{Form: sudokit.FormLine}) != c.solution {
				t.Errorf("%T %s: solution %v", s, c.puzzle, sol.Cells)
			}
		}
	}
}
