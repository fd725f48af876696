package generate

import (
	"context"
	"errors"
	"fmt"
	"math"
	"math/bits"
	"math/rand/v2"
	"time"

	"github.com/sudokit-go/sudokit"
	"github.com/sudokit-go/sudokit/logic"
)

// Options say what puzzles to make.
type Options struct {
	// Symmetry of the clue pattern; Random draws one per puzzle.
	Symmetry Symmetry
	// Minimal asks for a puzzle from which no clue can be removed. Without
	// a symmetry every puzzle made without MaxClues is minimal already; with
	// one, the generator tries until the symmetric puzzle is also minimal.
	Minimal bool
	// MinClues and MaxClues bound the clue count; 0 means no bound.
	MinClues, MaxClues int
	// MaxAttempts bounds the puzzles tried for a target; 0 means until the
	// context ends.
	MaxAttempts int
	// ProveMinimal checks, when the options do not settle it, whether the
	// puzzle made is minimal (one count per clue), so that
	// Puzzle.Minimal is known.
	ProveMinimal bool
	// MinRating and MaxRating, when MaxRating is positive, bound the
	// puzzle's rating (ER on Sudoku Explainer's scale, rounded to one
	// decimal as logic.Round does): a closed range.
	MinRating, MaxRating float64
	// Techniques, when not nil, asks for puzzles that the rating path
	// solves with these techniques alone (without the trial step unless
	// it is listed).
	Techniques []logic.Technique
	// Rate rates every puzzle made, even without a rating target, so that
	// Puzzle.Rating is known.
	Rate bool
}

// rated reports whether the options need the puzzle's rating.
func (o Options) rated() bool { return o.Rate || o.MaxRating > 0 || o.Techniques != nil }

// A Puzzle is what Generate made.
type Puzzle struct {
	Puzzle   sudokit.Grid // the clues
	Solution sudokit.Grid // its one solution
	Clues    int
	Symmetry Symmetry // the symmetry used (Random resolved)
	// Minimal is known when the options asked for it, or without a
	// symmetry and clue target; otherwise it is false unless checked.
	Minimal bool
	// TargetMet is false when the clue or minimality target was not
	// reached before the context ended or MaxAttempts ran out: the puzzle
	// is then the closest one made, still with one solution.
	TargetMet bool
	Attempts  int // full grids used
	// Removable counts the clues that could each go alone, when that was
	// counted (with Minimal asked or ProveMinimal); -1 when not.
	Removable int
	// Stopped tells that the context ended the pass over the cells: the
	// puzzle has one solution but clues that were not tried. Without a
	// target, that is no miss.
	Stopped bool
	// Rating is the puzzle's rating when the options asked for one and
	// it was made in time; nil otherwise, and also when a rating target
	// was settled without the chaining rungs, which are not run without
	// Rate for a puzzle that needs them (see Generator.rate).
	Rating *logic.Rating
}

// A Generator makes grids and puzzles of one shape. It counts solutions
// with the Solver it is given. Like an engine, it is used by one goroutine
// at a time and keeps its scratch memory between puzzles.
type Generator struct {
	sh     *sudokit.Shape
	s      sudokit.Solver
	f      *filler
	orbits map[Symmetry][][]int
	order  []int
	work   sudokit.Grid
	mask   remover
	rater  *logic.Rater
	quick  *logic.Rater      // rates up to the chaining rungs only
	rtech  []logic.Technique // the techniques rater was made for
	// The steered search's (steer.go): the singles solver, the
	// work-bounded full rater.
	singles  *singles
	search   *logic.Rater
	ceil     *logic.Rater // the ceiling rater and its top (ceilingRater)
	ceilTop  float64
	removed  []int      // the orbits carve took away, in order
	steering bool       // carve backs off from a ceiling it passed
	rects    rectangles // the unavoidable rectangles of the last solution grid
	// Checks counts the uniqueness checks the engine made; Shortcuts those
	// that a forced value or a rectangle left without a clue made
	// unnecessary.
	Checks, Shortcuts int64
	// FullRatings counts the ratings the steered search ran past the
	// quick one, chaining rungs included.
	FullRatings int64
}

// New returns a generator of puzzles of shape sh that counts solutions
// with s.
func New(sh *sudokit.Shape, s sudokit.Solver) *Generator {
	return &Generator{
		sh: sh, s: s, f: newFiller(sh), orbits: map[Symmetry][][]int{},
		work: sudokit.NewGrid(sh), mask: newRemover(sh),
	}
}

// Grid returns a new random full grid drawn from rng. The grid is the
// caller's.
func (g *Generator) Grid(ctx context.Context, rng *rand.Rand) (sudokit.Grid, error) {
	if err := ctx.Err(); err != nil {
		return sudokit.Grid{}, err
	}
	if err := g.f.fill(ctx, g.s, rng); err != nil {
		return sudokit.Grid{}, err
	}
	out := sudokit.NewGrid(g.sh)
	g.f.shuffle(out, rng)
	return out, nil
}

// ErrNoPuzzle is returned when the context ended before a first puzzle was
// made, so that there is nothing to show.
var ErrNoPuzzle = errors.New("no puzzle made")

// Generate makes one puzzle with exactly one solution, drawing every
// choice from rng. When the options set a target that is not met before
// ctx ends (or MaxAttempts runs out), it returns the closest puzzle it made
// with TargetMet false; it fails only when it made none, or when opt asks
// for what the shape cannot have.
func (g *Generator) Generate(ctx context.Context, rng *rand.Rand, opt Options) (Puzzle, error) {
	if err := opt.Symmetry.Fits(g.sh); err != nil {
		return Puzzle{}, err
	}
	if opt.MaxClues != 0 && opt.MinClues > opt.MaxClues {
		return Puzzle{}, fmt.Errorf("clue range %d-%d is empty", opt.MinClues, opt.MaxClues)
	}
	var best Puzzle
	bestMiss := -1
	for attempt := 1; ; attempt++ {
		sym := opt.Symmetry.resolve(g.sh, rng)
		sol, err := g.Grid(ctx, rng)
		if err != nil {
			if bestMiss >= 0 {
				break
			}
			return Puzzle{}, errors.Join(ErrNoPuzzle, err)
		}
		g.steering = attempt > g.drawsFirst()
		p, miss := g.carve(ctx, rng, sol, sym, opt)
		p.Attempts = attempt
		if bestMiss < 0 || miss < bestMiss {
			best, bestMiss = p, miss
		}
		if bestMiss > 0 && opt.steered() && ctx.Err() == nil && attempt >= g.drawsFirst() && (attempt-g.drawsFirst())%drawsBetween == 0 {
			best, bestMiss = g.climb(ctx, rng, best, bestMiss, opt)
			best.Attempts = attempt
		}
		if bestMiss == 0 || ctx.Err() != nil || (opt.MaxAttempts > 0 && attempt >= opt.MaxAttempts) {
			break
		}
	}
	best.TargetMet = bestMiss == 0
	if opt.Rate && opt.steered() && best.Rating == nil && ctx.Err() == nil {
		g.rate(ctx, &best, opt) // the full rating, for JSON
	}
	return best, nil
}

// carve takes clues from the full grid sol under the symmetry and returns
// the puzzle and how far it is from the options' target (0: met).
func (g *Generator) carve(ctx context.Context, rng *rand.Rand, sol sudokit.Grid, sym Symmetry, opt Options) (Puzzle, int) {
	orbits, ok := g.orbits[sym]
	if !ok {
		orbits = Orbits(g.sh, sym)
		g.orbits[sym] = orbits
	}
	g.order = g.order[:0]
	for i := range orbits {
		g.order = append(g.order, i)
	}
	rng.Shuffle(len(g.order), func(i, j int) { g.order[i], g.order[j] = g.order[j], g.order[i] })
	p := sol.Clone()
	g.mask.load(p)
	clues := g.sh.Cells
	stopAt := 0 // stop removing at or below this count when not aiming for minimal
	if opt.MaxClues > 0 && !opt.Minimal {
		stopAt = opt.MaxClues
	}
	g.removed = g.removed[:0]
	if opt.singlesCeiling() {
		clues = g.carveUnder(ctx, p, sol, orbits, opt)
	}
	for _, o := range g.order {
		if opt.singlesCeiling() || clues <= stopAt || ctx.Err() != nil {
			break
		}
		cells := orbits[o]
		if opt.MinClues > 0 && !opt.Minimal && clues-len(cells) < opt.MinClues {
			continue
		}
		if g.tryRemove(ctx, p, sol, cells) {
			clues -= len(cells)
			g.removed = append(g.removed, o)
		}
	}
	out := Puzzle{Puzzle: p, Solution: sol, Clues: clues, Symmetry: sym, Removable: -1}
	interrupted := ctx.Err() != nil
	if sym == None && opt.MaxClues == 0 && !interrupted && !opt.ceiling() {
		out.Minimal, out.Removable = true, 0
	}
	miss := clueMiss(clues, opt)
	out.Stopped = interrupted
	if opt.rated() {
		if ctx.Err() == nil && opt.steered() {
			m, r := g.searchRate(ctx, p, opt)
			out.Rating = r
			miss += m
		} else if ctx.Err() == nil {
			miss += g.rate(ctx, &out, opt)
		} else if opt.MaxRating > 0 || opt.Techniques != nil {
			miss += 1000 // not rated in time: as far as can be
		}
	}
	if opt.steered() && miss > 0 && ctx.Err() == nil {
		if !opt.Minimal && g.steering && aboveRange(out.Rating, opt) {
			out.Clues = g.backOff(ctx, p, sol, orbits, opt)
			out.Minimal, out.Removable, out.Rating = false, -1, nil
			m, r := g.searchRate(ctx, p, opt)
			out.Rating = r
			miss = clueMiss(out.Clues, opt) + m
		}
	}
	return out, miss + g.minimality(ctx, &out, opt)
}

// minimality settles, when the options ask, whether out is minimal, and
// returns the miss it adds to a target of minimal puzzles.
func (g *Generator) minimality(ctx context.Context, out *Puzzle, opt Options) int {
	if !(opt.Minimal || opt.ProveMinimal) || out.Removable >= 0 {
		return 0
	}
	removable := g.countRemovable(ctx, out.Puzzle)
	out.Minimal = removable == 0 && ctx.Err() == nil
	if ctx.Err() == nil {
		out.Removable = removable
	}
	if opt.Minimal && !out.Minimal {
		return max(removable, 1)
	}
	return 0
}

// clueMiss is how far a clue count is from the options' range.
func clueMiss(clues int, opt Options) int {
	switch {
	case opt.MinClues > 0 && clues < opt.MinClues:
		return opt.MinClues - clues
	case opt.MaxClues > 0 && clues > opt.MaxClues:
		return clues - opt.MaxClues
	}
	return 0
}

// tryRemove blanks cells of p (whose one solution is sol) and keeps them
// blank when p still has one solution, which it reports.
func (g *Generator) tryRemove(ctx context.Context, p, sol sudokit.Grid, cells []int) bool {
	for _, i := range cells {
		g.mask.remove(i, p.Cells[i])
		p.Cells[i] = 0
	}
	if g.mask.forced(p, cells, sol) {
		g.Shortcuts++
		return true
	}
	g.rects.load(g.sh, sol)
	if g.rects.bare(p, cells) {
		g.Shortcuts++
	} else if g.unique(ctx, p, sol, cells) {
		return true
	}
	for _, i := range cells {
		p.Cells[i] = sol.Cells[i]
		g.mask.add(i, sol.Cells[i])
	}
	return false
}

// unique reports whether p, which is sol with cells blanked, has sol as
// its one solution. Any other solution differs from sol in one of cells,
// so it asks the engine, for each of those cells and each value other than
// sol's that the clues leave it, whether p with that value there has a
// solution: refuting a value is often quicker than the second half of a
// count to two, which must search everything after finding sol. On a
// small grid, where one count is cheap, it counts to two instead.
func (g *Generator) unique(ctx context.Context, p, sol sudokit.Grid, cells []int) bool {
	g.Checks++
	if g.sh.N < alternativesFrom {
		n, _, err := g.s.CountSolutions(ctx, p, 2)
		return err == nil && n == 1
	}
	for _, i := range cells {
		cand := g.mask.candidates(i) &^ (uint64(1) << (sol.Cells[i] - 1))
		for ; cand != 0; cand &= cand - 1 {
			p.Cells[i] = uint8(bits.TrailingZeros64(cand) + 1)
			_, res, err := g.s.Solve(ctx, p)
			p.Cells[i] = 0
			if err != nil || res.Solved {
				return false
			}
		}
	}
	return true
}

// alternativesFrom is the smallest N whose uniqueness checks refute the
// other values one by one. Measured: at 9x9 counting to two is twice as
// quick (200 against 460µs a puzzle), at 16x16 the two are within 10%
// (215 against 235ms), so counting stays up to 16x16.
const alternativesFrom = 25

// countRemovable counts the clues of p, a puzzle with one solution, that
// could each be removed alone with p keeping one solution.
func (g *Generator) countRemovable(ctx context.Context, p sudokit.Grid) int {
	removable := 0
	for i, v := range p.Cells {
		if v == 0 {
			continue
		}
		p.Cells[i] = 0
		g.Checks++
		n, _, err := g.s.CountSolutions(ctx, p, 2)
		p.Cells[i] = v
		if err != nil {
			return removable + 1
		}
		if n == 1 {
			removable++
		}
	}
	return removable
}

// A remover keeps, for the clues of a puzzle, the values used in each
// row, column and box, to tell a blanked cell that its peers force.
type remover struct {
	n, br, bc           int
	full                uint64
	rowOf, colOf, boxOf []int32
	row, col, box       []uint64
}

func newRemover(sh *sudokit.Shape) remover {
	f := newFillerIndex(sh)
	n := sh.N
	return remover{n: n, br: sh.BoxRows, bc: sh.BoxCols, full: ^uint64(0) >> (64 - n), rowOf: f.rowOf, colOf: f.colOf, boxOf: f.boxOf,
		row: make([]uint64, n), col: make([]uint64, n), box: make([]uint64, n)}
}

type cellIndex struct{ rowOf, colOf, boxOf []int32 }

func newFillerIndex(sh *sudokit.Shape) cellIndex {
	n := sh.N
	x := cellIndex{make([]int32, sh.Cells), make([]int32, sh.Cells), make([]int32, sh.Cells)}
	for i := range sh.Cells {
		r, c := i/n, i%n
		x.rowOf[i], x.colOf[i] = int32(r), int32(c)
		x.boxOf[i] = int32((r/sh.BoxRows)*sh.BoxRows + c/sh.BoxCols)
	}
	return x
}

func (m *remover) load(p sudokit.Grid) {
	clear(m.row)
	clear(m.col)
	clear(m.box)
	for i, v := range p.Cells {
		if v != 0 {
			m.add(i, v)
		}
	}
}

func (m *remover) add(i int, v uint8) {
	b := uint64(1) << (v - 1)
	m.row[m.rowOf[i]] |= b
	m.col[m.colOf[i]] |= b
	m.box[m.boxOf[i]] |= b
}

func (m *remover) remove(i int, v uint8) {
	b := ^(uint64(1) << (v - 1))
	m.row[m.rowOf[i]] &= b
	m.col[m.colOf[i]] &= b
	m.box[m.boxOf[i]] &= b
}

// candidates returns the values the clues leave cell i.
func (m *remover) candidates(i int) uint64 {
	return m.full &^ (m.row[m.rowOf[i]] | m.col[m.colOf[i]] | m.box[m.boxOf[i]])
}

// forced reports whether the clues of p force the solution's value into
// every one of cells, blanked in p: as a naked single (the cell's peers
// hold every other value) or a hidden single (every other blank of one of
// its units sees the value among its peers' clues). Then every solution of
// p agrees with the puzzle before they were blanked, and the solution
// stays unique.
func (m *remover) forced(p sudokit.Grid, cells []int, sol sudokit.Grid) bool {
	for _, i := range cells {
		b := uint64(1) << (sol.Cells[i] - 1)
		cand := m.full &^ (m.row[m.rowOf[i]] | m.col[m.colOf[i]] | m.box[m.boxOf[i]])
		if cand == b {
			continue
		}
		if !m.hidden(p, i, b) {
			return false
		}
	}
	return true
}

// hidden reports whether value bit b can go nowhere else than cell i in
// one of i's units, given the clues of p.
func (m *remover) hidden(p sudokit.Grid, i int, b uint64) bool {
	n := m.n
	for u := range 3 {
		only := true
		for k := range n {
			j := m.unitCell(i, u, k)
			if j == i || p.Cells[j] != 0 {
				continue
			}
			if (m.row[m.rowOf[j]]|m.col[m.colOf[j]]|m.box[m.boxOf[j]])&b == 0 {
				only = false
				break
			}
		}
		if only {
			return true
		}
	}
	return false
}

// unitCell returns the k-th cell of cell i's row (u = 0), column (1) or
// box (2).
func (m *remover) unitCell(i, u, k int) int {
	n := m.n
	switch u {
	case 0:
		return i - i%n + k
	case 1:
		return k*n + i%n
	}
	r0 := int(m.rowOf[i]) - int(m.rowOf[i])%m.br
	c0 := int(m.colOf[i]) - int(m.colOf[i])%m.bc
	return (r0+k/m.bc)*n + c0 + k%m.bc
}

// rate rates the puzzle of out and returns how far the rating is from the
// options' target, in tenths (at least 1 when missed).
//
// Without Rate and Techniques, a quick rating comes first, whose budget
// ends the path at the first chaining rung: a puzzle that never needs one
// gets its exact rating at no extra cost, and one that reaches them rates
// at least costlyFloor. That settles a range below costlyFloor (a miss) and
// an open-ended one that takes every rating from costlyFloor up, such as
// 3.2-12 (a hit), without running the chains; only a range that ends
// between the two needs the full rating.
func (g *Generator) rate(ctx context.Context, out *Puzzle, opt Options) int {
	if !opt.Rate && opt.Techniques == nil && opt.MaxRating > 0 {
		if g.quick == nil {
			g.quick = logic.NewRater(logic.RateOptions{Budget: time.Nanosecond})
		}
		r, err := g.quick.Rate(ctx, out.Puzzle)
		if err != nil {
			return 1000
		}
		switch {
		case !r.Trial:
			out.Rating = &r
			return ratingMiss(r, opt)
		case opt.MaxRating < costlyFloor:
			return max(int(math.Round((costlyFloor-opt.MaxRating)*10)), 1)
		case opt.MinRating <= costlyFloor && opt.MaxRating >= logic.TrialRating:
			return 0 // it needs a chaining rung: rated costlyFloor or more
		}
	}
	if g.rater == nil || !sameTechniques(g.rtech, opt.Techniques) {
		g.rater = logic.NewRater(logic.RateOptions{Techniques: opt.Techniques})
		g.rtech = opt.Techniques
	}
	r, err := g.rater.Rate(ctx, out.Puzzle)
	if err != nil {
		if opt.MaxRating == 0 && opt.Techniques == nil {
			return 0 // no rating target: the puzzle is only unrated
		}
		return 1000
	}
	out.Rating = &r
	return ratingMiss(r, opt)
}

// costlyFloor is the least rating of the rating path's chaining rungs
// (docs/rating.md §3 D: #21's bidirectional cycles, 6.5): a puzzle whose
// path reaches them rates at least this.
const costlyFloor = 6.5

// ratingMiss is how far rating r is from the options' target, in tenths.
func ratingMiss(r logic.Rating, opt Options) int {
	miss := 0
	if opt.Techniques != nil && !r.Solved {
		miss += 100
	}
	if opt.MaxRating > 0 {
		er := int(math.Round(logic.Round(r.ER) * 10))
		lo, hi := int(math.Round(opt.MinRating*10)), int(math.Round(opt.MaxRating*10))
		if er < lo {
			miss += lo - er
		} else if er > hi {
			miss += er - hi
		}
	}
	return miss
}

func sameTechniques(a, b []logic.Technique) bool {
	if (a == nil) != (b == nil) || len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i].Name != b[i].Name {
			return false
		}
	}
	return true
}
