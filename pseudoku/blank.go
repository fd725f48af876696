package pseudoku

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"

	"github.com/sudokit-go/sudokit"
)

// ErrBlanksRange says a number of blanks lies outside 0-16.
var ErrBlanksRange = errors.New("outside 0-16")

// A ShortError says BlankUnique could not reach the blanks asked for: once
// Reached values were blank, removing any other value left the puzzle more
// than one solution. The puzzle it returns with the error has Reached
// blanks.
type ShortError struct {
	Wanted, Reached int
}

// Error says how many blanks were reached of those asked for.
func (e *ShortError) Error() string {
	return fmt.Sprintf("%d blanks keep one solution, not %d: removing any other value leaves several", e.Reached, e.Wanted)
}

// Blank is Task 9: it returns solution with exactly n of its values set
// blank (0), the cells chosen at random by rng, every set of n cells as
// likely as another; the same seed gives the same puzzle. The method: list
// the 16 cells, shuffle the list as Fisher and Yates do (place k swaps with
// a random place from k to the end), and blank the first n of it.
// n outside 0-16 is an error, as is a solution with a blank or a nil rng.
func Blank(solution Puzzle, n int, rng *rand.Rand) (Puzzle, error) {
	order, err := blankOrder(solution, n, rng)
	if err != nil {
		return solution, err
	}
	for _, c := range order[:n] {
		solution.Set(c/Side, c%Side, 0)
	}
	return solution, nil
}

// BlankUnique is Blank with the unique option: it visits the 16 cells in an
// order shuffled by rng and blanks each value only when the puzzle keeps
// exactly one solution, counted by the core's Backtrack, until n are blank.
// One pass is enough: a value that cannot go cannot go later either, since
// blanking more only adds solutions. When fewer than n can go it returns
// the puzzle it reached and a *ShortError. Its other errors are Blank's; a
// solution that is not a solved Pseudoku is one too.
func BlankUnique(solution Puzzle, n int, rng *rand.Rand) (Puzzle, error) {
	order, err := blankOrder(solution, n, rng)
	if err != nil {
		return solution, err
	}
	g := solution.Grid()
	if !g.Valid() {
		return solution, fmt.Errorf("%v: not a solved pseudoku", solution)
	}
	bt := sudokit.NewBacktrack(sudokit.Options{})
	blanks := 0
	for _, c := range order {
		if blanks == n {
			break
		}
		v := g.Cells[c]
		g.Cells[c] = 0
		if count(bt, g, 2) != 1 {
			g.Cells[c] = v
			continue
		}
		solution.Set(c/Side, c%Side, 0)
		blanks++
	}
	if blanks < n {
		return solution, &ShortError{Wanted: n, Reached: blanks}
	}
	return solution, nil
}

// blankOrder checks Blank's arguments and returns the 16 cells, as flat
// indexes, in an order shuffled by rng.
func blankOrder(solution Puzzle, n int, rng *rand.Rand) ([Cells]int, error) {
	var order [Cells]int
	if n < 0 || n > Cells {
		return order, fmt.Errorf("%d blanks: %w", n, ErrBlanksRange)
	}
	if rng == nil {
		return order, errors.New("no random source: give a *rand.Rand made from a seed")
	}
	if solution.Blanks() > 0 {
		return order, fmt.Errorf("%v: already has blanks, not a solution", solution)
	}
	for i := range order {
		order[i] = i
	}
	for k := range order {
		j := k + rng.IntN(Cells-k)
		order[k], order[j] = order[j], order[k]
	}
	return order, nil
}

// Solutions counts the solutions of p with the core's Backtrack, stopping
// at limit (at least 1): 0 means none, limit means limit or more.
func Solutions(p Puzzle, limit int) int {
	return count(sudokit.NewBacktrack(sudokit.Options{}), p.Grid(), limit)
}

// count counts the solutions of g with bt up to limit. Backtrack fails only
// on a node limit or a context that ends, neither of which it has here.
func count(bt *sudokit.Backtrack, g sudokit.Grid, limit int) int {
	n, _, err := bt.CountSolutions(context.Background(), g, limit)
	if err != nil {
		return 0
	}
	return n
}
