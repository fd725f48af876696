package generate

import (
	"context"
	"math/rand/v2"
	"time"

	"github.com/sudokit-go/sudokit"
	"github.com/sudokit-go/sudokit/logic"
)

// Steering towards a rating target. Drawing minimal puzzles and rating
// them meets the common levels, but not the rare ones: at 9x9 no minimal
// puzzle of a thousand rates Trial, and at 16x16 every one rates Extreme,
// so that Easy … Expert never came. So a rating target (Options.MaxRating,
// without Techniques) is steered, as hard-puzzle generators steer on
// Sudoku Explainer's rating:
//
//   - Easy (a range that ends below 2.6, not minimal): a clue goes only
//     when singles still solve the puzzle, by a small solver of the
//     generator's own. Such a puzzle has one solution, with no count, and
//     rates at most 2.3 but for direct techniques SE may take first (the
//     rating settles it).
//   - A range that ends below the forcing chains (7.5), not minimal: when
//     the carved puzzle rates above it, the carve's last removals are put
//     back, the longest run of removals that rates in range found by
//     bisection (a handful of ratings, trusting the rating to grow as
//     clues go).
//   - A local search from the closest puzzle so far, on its solution
//     grid: too hard, one orbit of clues goes back; too easy, one more
//     goes or one is swapped for another (the solution kept unique), and
//     for ranges among the forcing chains whatever became redundant goes
//     too. A move is kept when the puzzle is no farther from the range;
//     after climbPatience moves without getting closer, puzzles are drawn
//     again.
//
// Ratings are quick first (up to the chaining rungs); a range among the
// cheaper chains (Expert) uses the ladder up to its top; only beyond that
// the full ladder runs, under the deterministic work bound searchWork.
// Every choice is drawn from the puzzle's rng and no rating depends on
// time, so the search, like the draw, gives the same puzzle for the same
// seed on any machine and for any -j.

// drawsBetween is the number of puzzles drawn between two searches.
const drawsBetween = 4

// drawsFirst is the number of puzzles drawn before the first search: at
// 9x9 and below a draw costs about a millisecond and meets every level up
// to Extreme at least as quickly as the search (measured), so the search
// waits; from 12x12 up a draw costs much more.
func (g *Generator) drawsFirst() int {
	if g.sh.N <= 9 {
		return 64
	}
	return 2
}

// climbPatience is the number of moves in a row that may fail to bring a
// puzzle closer to its range before the search draws a new grid.
const climbPatience = 40

// ceilingFloor is the least rating of the forcing chains (Nishio, 7.5): a
// range that ends below it is backed off to when the carve passes it.
const ceilingFloor = 7.5

// steered reports whether the options' target is steered (see above).
func (o Options) steered() bool { return o.MaxRating > 0 && o.Techniques == nil }

// ceiling reports whether the carve keeps the puzzle under the range's top.
func (o Options) ceiling() bool { return o.steered() && !o.Minimal && o.MaxRating < ceilingFloor }

// singlesCeiling reports whether the ceiling is the singles solver's alone,
// cheap enough to ask at every clue.
func (o Options) singlesCeiling() bool { return o.ceiling() && o.MaxRating < 2.6 }

// A steer is the state of the search on one grid.
type steer struct {
	g       *Generator
	opt     Options
	sol     sudokit.Grid
	orbits  [][]int
	clue    []bool // orbit o holds clues
	cand    []int  // scratch list of orbits
	trial   sudokit.Grid
	present int // clue orbits
	sym     Symmetry
}

// removable counts the clues of q that could go (see countRemovable).
func (st *steer) removable(ctx context.Context, q sudokit.Grid) int {
	return st.g.countRemovable(ctx, q)
}

// ceilingRater returns a rater of the ladder's techniques rated at most
// top (the trial step excluded): a puzzle it solves has the rating of the
// full ladder's path.
func (g *Generator) ceilingRater(top float64) *logic.Rater {
	if g.ceil != nil && g.ceilTop == top {
		return g.ceil
	}
	var ts []logic.Technique
	for _, t := range logic.Ladder() {
		if t.Value > 0 && t.Value <= top+1e-9 && t.Group != logic.GroupTrial {
			ts = append(ts, t)
		}
	}
	g.ceil, g.ceilTop = logic.NewRater(logic.RateOptions{Techniques: ts, Work: searchWork}), top
	return g.ceil
}

// removeTries is the number of clue orbits a move that takes one away
// tries.
const removeTries = 4

// unknownChains is the miss, in tenths beyond costlyFloor, of a puzzle
// known only to need the chaining rungs.
const unknownChains = 20

// searchWork bounds the chaining rungs of every rating the search makes
// (RateOptions.Work: the same on every machine). No 9x9 puzzle of the
// se-ratings files needs more than 1.5 million units (docs/rating.md §13).
const searchWork = 4_000_000

// underCeiling reports whether singles solve p, whose clues g.mask holds,
// and top is at least 2.3: then p has one solution and (nearly always)
// rates at most 2.3.
func (g *Generator) underCeiling(p sudokit.Grid, top float64) bool {
	if g.singles == nil {
		g.singles = newSingles(g.sh)
	}
	return top >= 2.3 && g.singles.solves(p, &g.mask)
}

// aboveRange reports whether rating r is above the options' range. A nil
// rating (from searchRate: beyond what its raters settle, or beyond the
// work bound) counts as above.
func aboveRange(r *logic.Rating, opt Options) bool {
	if r == nil {
		return opt.MaxRating < logic.TrialRating
	}
	return int(logic.Round(r.ER)*10+0.5) > int(opt.MaxRating*10+0.5)
}

// carveUnder takes clues from p (the full grid sol) in the order of
// g.order, keeping a removal only when singles still solve the puzzle,
// and returns the clue count: the carve of a range that ends below 2.6,
// where the singles solver is the whole ceiling.
func (g *Generator) carveUnder(ctx context.Context, p, sol sudokit.Grid, orbits [][]int, opt Options) int {
	clues := g.sh.Cells
	for _, o := range g.order {
		if ctx.Err() != nil {
			break
		}
		cells := orbits[o]
		if opt.MinClues > 0 && clues-len(cells) < opt.MinClues {
			continue
		}
		for _, i := range cells {
			g.mask.remove(i, p.Cells[i])
			p.Cells[i] = 0
		}
		if g.underCeiling(p, opt.MaxRating) {
			clues -= len(cells)
			continue
		}
		for _, i := range cells {
			p.Cells[i] = sol.Cells[i]
			g.mask.add(i, sol.Cells[i])
		}
	}
	return clues
}

// backOff puts back, when the carved puzzle p rates above the range's
// top, the last clues the carve took away (g.removed): it finds by
// bisection the longest run of the carve's removals whose puzzle rates at
// most the top, trusting the rating to grow as clues go (the puzzles
// before are the carve's own steps, each with one solution). A handful of
// ratings instead of one a clue. It returns the clue count.
func (g *Generator) backOff(ctx context.Context, p, sol sudokit.Grid, orbits [][]int, opt Options) int {
	top := opt.MaxRating
	at := func(k int) {
		copy(p.Cells, sol.Cells)
		for _, o := range g.removed[:k] {
			for _, i := range orbits[o] {
				p.Cells[i] = 0
			}
		}
		g.mask.load(p)
	}
	under := func() bool {
		if g.underCeiling(p, top) {
			return true
		}
		m, r := g.searchRate(ctx, p, Options{MaxRating: top})
		return m == 0 && r != nil
	}
	lo, hi := 0, len(g.removed) // under at lo; not known at hi
	if under() {
		lo = hi
	}
	for hi-lo > 1 && ctx.Err() == nil {
		mid := (lo + hi) / 2
		at(mid)
		if under() {
			lo = mid
		} else {
			hi = mid
		}
	}
	at(lo)
	return g.sh.Cells - p.Blanks()
}

// searchRate rates p for the search and returns its miss in tenths; r is
// the rating when the full rating was made. A quick rating comes first, as
// in Generator.rate, and settles a puzzle without chains.
func (g *Generator) searchRate(ctx context.Context, p sudokit.Grid, opt Options) (int, *logic.Rating) {
	if g.quick == nil {
		g.quick = logic.NewRater(logic.RateOptions{Budget: time.Nanosecond})
	}
	r, err := g.quick.Rate(ctx, p)
	if err != nil {
		return 1000, nil
	}
	if !r.Trial {
		return ratingMiss(r, opt), &r
	}
	if opt.MaxRating >= costlyFloor && opt.MaxRating < ceilingFloor {
		// A range among the cheaper chains (Expert): the ladder up to
		// the range's top, without the forcing chains, rates the puzzle
		// exactly when it solves it (its path is the full one), and
		// says it rates above the range when it does not.
		r, err := g.ceilingRater(opt.MaxRating).Rate(ctx, p)
		if err != nil {
			return 1000, nil
		}
		if r.Solved && !r.Trial {
			return ratingMiss(r, opt), &r
		}
		return int((ceilingFloor-opt.MaxRating)*10+0.5) + unknownChains, nil
	}
	if opt.MaxRating < costlyFloor {
		// Rated costlyFloor or more, and likely much more: counted as
		// two points above it, so that a known rating just under the
		// range is closer.
		return int((costlyFloor-opt.MaxRating)*10+0.5) + unknownChains, nil
	}
	if opt.MinRating <= costlyFloor && opt.MaxRating >= logic.TrialRating {
		return 0, nil // it needs a chaining rung: rated costlyFloor or more
	}
	if g.search == nil {
		g.search = logic.NewRater(logic.RateOptions{Work: searchWork})
	}
	g.FullRatings++
	r, err = g.search.Rate(ctx, p)
	if err != nil {
		return 1000, nil
	}
	if r.Trial && r.Work >= searchWork {
		// The bound ended the path: the rating is unknown beyond "needs
		// chains"; it counts as a miss, however wide the range.
		return 50, nil
	}
	return ratingMiss(r, opt), &r
}

// climb runs the local search from out (miss > 0 from the range) on out's
// solution grid and returns the closest puzzle reached and its miss.
func (g *Generator) climb(ctx context.Context, rng *rand.Rand, out Puzzle, miss int, opt Options) (Puzzle, int) {
	orbits := g.orbits[out.Symmetry]
	st := &steer{g: g, opt: opt, sol: out.Solution, orbits: orbits, clue: make([]bool, len(orbits)), sym: out.Symmetry}
	for o, cells := range orbits {
		if out.Puzzle.Cells[cells[0]] != 0 {
			st.clue[o] = true
			st.present++
		}
	}
	cur := out.Puzzle.Clone()
	curMiss, curRating := miss, out.Rating
	fails := 0
	for moves := 0; fails < climbPatience && moves < 4*climbPatience && curMiss > 0 && ctx.Err() == nil; moves++ {
		q, ok := st.move(ctx, rng, cur, curRating)
		if !ok {
			continue
		}
		m, r := g.searchRate(ctx, q, opt)
		m += clueMiss(g.sh.Cells-q.Blanks(), opt)
		if opt.Minimal && st.sym != None {
			m += st.removable(ctx, q)
		}
		if ctx.Err() != nil {
			break
		}
		if m < curMiss {
			fails = 0
		} else {
			fails++
		}
		if m <= curMiss {
			copy(cur.Cells, q.Cells)
			curMiss, curRating = m, r
			st.reload(cur)
		}
	}
	if cur.Equal(out.Puzzle) {
		return out, miss
	}
	out.Puzzle = cur
	out.Clues = g.sh.Cells - cur.Blanks()
	out.Rating = curRating
	out.Minimal, out.Removable, out.Stopped = false, -1, false
	return out, curMiss + g.minimality(ctx, &out, opt)
}

func (st *steer) reload(p sudokit.Grid) {
	st.present = 0
	for o, cells := range st.orbits {
		st.clue[o] = p.Cells[cells[0]] != 0
		if st.clue[o] {
			st.present++
		}
	}
}

// move returns a neighbour of p with one solution, or false when the one
// drawn has several. Too hard (and not asked to be minimal): one orbit of
// clues goes back. Too easy under a ceiling: one orbit more goes, or one
// is swapped for another. Otherwise (a target that wants few clues): one
// orbit is swapped for another and then whatever can go goes.
func (st *steer) move(ctx context.Context, rng *rand.Rand, p sudokit.Grid, r *logic.Rating) (sudokit.Grid, bool) {
	g, opt := st.g, st.opt
	if st.trial.Cells == nil {
		st.trial = p.Clone()
	}
	q := st.trial
	copy(q.Cells, p.Cells)
	g.mask.load(q)
	if aboveRange(r, opt) && !opt.Minimal {
		o, ok := st.pick(rng, false)
		if !ok {
			return q, false
		}
		for _, i := range st.orbits[o] {
			q.Cells[i] = st.sol.Cells[i]
		}
		return q, true
	}
	if opt.ceiling() && rng.IntN(2) == 0 {
		return q, st.removeOne(ctx, rng, q)
	}
	a, ok := st.pick(rng, true)
	b, ok2 := st.pick(rng, false)
	if !ok || !ok2 {
		return q, false
	}
	for _, i := range st.orbits[a] {
		g.mask.remove(i, q.Cells[i])
		q.Cells[i] = 0
	}
	for _, i := range st.orbits[b] {
		q.Cells[i] = st.sol.Cells[i]
		g.mask.add(i, q.Cells[i])
	}
	if !g.mask.forced(q, st.orbits[a], st.sol) && !g.unique(ctx, q, st.sol, st.orbits[a]) {
		return q, false
	}
	if opt.ceiling() {
		return q, true
	}
	// Take away, in random order, whatever can go.
	st.shuffleClues(rng, q)
	clues := g.sh.Cells - q.Blanks()
	for _, o := range st.cand {
		if ctx.Err() != nil {
			break
		}
		cells := st.orbits[o]
		if opt.MinClues > 0 && clues-len(cells) < opt.MinClues {
			continue
		}
		if g.tryRemove(ctx, q, st.sol, cells) {
			clues -= len(cells)
		}
	}
	return q, true
}

// shuffleClues lists the clue orbits of q in st.cand, in random order.
func (st *steer) shuffleClues(rng *rand.Rand, q sudokit.Grid) {
	st.cand = st.cand[:0]
	for o, cells := range st.orbits {
		if q.Cells[cells[0]] != 0 {
			st.cand = append(st.cand, o)
		}
	}
	rng.Shuffle(len(st.cand), func(i, j int) { st.cand[i], st.cand[j] = st.cand[j], st.cand[i] })
}

// removeOne takes away the first orbit, among removeTries drawn at
// random, whose removal keeps q's solution unique, and reports whether
// there was one. (Trying them all costs a count each on a puzzle that is
// nearly minimal, for nothing.)
func (st *steer) removeOne(ctx context.Context, rng *rand.Rand, q sudokit.Grid) bool {
	st.shuffleClues(rng, q)
	clues := st.g.sh.Cells - q.Blanks()
	for _, o := range st.cand[:min(len(st.cand), removeTries)] {
		cells := st.orbits[o]
		if st.opt.MinClues > 0 && clues-len(cells) < st.opt.MinClues {
			continue
		}
		if ctx.Err() != nil {
			return false
		}
		if st.g.tryRemove(ctx, q, st.sol, cells) {
			return true
		}
	}
	return false
}

// pick draws an orbit that holds clues (clue true) or is blank.
func (st *steer) pick(rng *rand.Rand, clue bool) (int, bool) {
	n := st.present
	if !clue {
		n = len(st.orbits) - st.present
	}
	if n == 0 {
		return 0, false
	}
	k := rng.IntN(n)
	for o, c := range st.clue {
		if c == clue {
			if k == 0 {
				return o, true
			}
			k--
		}
	}
	return 0, false
}
