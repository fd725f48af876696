package logic

import (
	"context"
	"math"
	"time"

	"github.com/sudokit-go/sudokit"
)

// TrialRating is the rating of sudokit's trial step (docs/rating.md §6):
// above every Sudoku Explainer rating of the known puzzles, so that a path
// that needs it always reads as Trial.
const TrialRating = 12.0

// A Rating is a puzzle's difficulty on Sudoku Explainer's scale
// (docs/rating.md §1), each number rounded to one decimal as serate prints
// it: ER, the hardest step of the whole path; EP, the hardest step up to
// the first that places a value; ED, the first step's.
type Rating struct {
	ER, EP, ED float64
	// Hardest names the technique of the first step rated ER.
	Hardest string
	// Steps is the number of steps of the path.
	Steps int
	// Trial tells that the path ended with the trial step (TrialRating):
	// no allowed technique applied, or the budget ran out.
	Trial bool
	// Solved is false when no allowed technique applied and the trial step
	// was not allowed either: the numbers rate the path up to there.
	Solved bool
	// Work is the work the chaining rungs did on the puzzle, in the units
	// of RateOptions.Work.
	Work int64
}

// Level is the level of r's ER (see Level).
func (r Rating) Level() string { return Level(r.ER) }

// RateOptions are the options of a Rater.
type RateOptions struct {
	// Techniques restricts the rating path to these techniques of the
	// ladder (as Select returns them); nil allows every one. A rung of
	// Sudoku Explainer's ladder takes part when its technique is allowed;
	// a direct technique (Direct Pointing, Direct Hidden Pair, …) needs its
	// pattern's technique and Hidden Single. The trial step ends a path
	// that is stuck when Techniques is nil or holds a technique of the
	// trial group; else the rating reports Solved false.
	Techniques []Technique
	// Budget bounds the time spent on one puzzle's chaining rungs (from
	// the Forcing Chains of docs/rating.md §3 D on); once it is spent,
	// the trial step ends the path (docs/rating.md §8). 0: no bound.
	// The rating then depends on the machine's speed; Work does not.
	Budget time.Duration
	// Work bounds the work of one puzzle's chaining rungs, counted in
	// units: a node a propagation takes up, a node a static search
	// reaches, a link of a static graph built (nested chains included;
	// Aligned Triplet Exclusion is not counted). Once the count is past
	// Work, the search under way gives up and the trial step ends the
	// path, as with Budget. The count is the same on every machine, so a
	// rating under a Work bound is too. It bounds the chains, not the
	// time: the rungs it does not count (Aligned Triplet Exclusion, the
	// simpler ones) run on, and take seconds on some 16x16 grids.
	// Rating.Work reports what a puzzle took (docs/rating.md §13: at most
	// 1.5 million units on the se-ratings files). 0: no bound.
	Work int64
}

// A Rater rates puzzles on Sudoku Explainer's scale. It keeps its scratch
// space from puzzle to puzzle, so rating allocates nothing once it has
// seen a shape; it is not safe for concurrent use: make one per worker.
type Rater struct {
	opt    RateOptions
	trial  bool // the trial step may end a stuck path
	shape  *sudokit.Shape
	c      *Candidates
	se     *seScratch
	chains seChains // the chaining rungs' scratch, made for the shape it meets
	rungs  []seRung
	hint   seHint
}

// NewRater returns a Rater with options opt.
func NewRater(opt RateOptions) *Rater {
	r := &Rater{opt: opt, trial: opt.Techniques == nil}
	for _, t := range opt.Techniques {
		if t.Group == GroupTrial {
			r.trial = true
		}
	}
	return r
}

// Rate rates puzzle g with a new Rater of options opt.
func Rate(ctx context.Context, g sudokit.Grid, opt RateOptions) (Rating, error) {
	return NewRater(opt).Rate(ctx, g)
}

// Rate rates puzzle g as serate does (docs/rating.md §2): it walks Sudoku
// Explainer's ladder from the top on each grid state, applies the first
// hint found, and keeps ER, EP and ED. It does not check that g has one
// solution: the caller asks a sudokit.Solver first. It fails when two
// givens clash, or with ctx's error when ctx is done.
func (r *Rater) Rate(ctx context.Context, g sudokit.Grid) (Rating, error) {
	return r.rate(ctx, g, nil)
}

// rate is Rate; when step is not nil, it sees each hint before it is
// applied (the tests hold hints to the solution).
func (r *Rater) rate(ctx context.Context, g sudokit.Grid, step func(c *Candidates, h *seHint)) (Rating, error) {
	if err := r.load(g); err != nil {
		return Rating{}, err
	}
	c, h := r.c, &r.hint
	var deadline time.Time
	if r.opt.Budget > 0 {
		deadline = clock().Add(r.opt.Budget)
	}
	// Without a budget the deadline is zero and the chains run to their
	// end, unless ctx ends first.
	r.chains.deadline, r.chains.done = deadline, ctx.Done()
	r.chains.meter = workMeter{limit: r.opt.Work}
	er, ep, ed := math.Inf(-1), 0.0, 0.0
	out := Rating{Solved: true}
	for !c.Solved() {
		if err := ctx.Err(); err != nil {
			return Rating{}, err
		}
		found := false
		for k := range r.rungs {
			rg := &r.rungs[k]
			if rg.costly && (r.opt.Budget > 0 && clock().After(deadline) || r.chains.meter.over()) {
				break
			}
			if rg.produce(c, h) && h.changes(c) {
				found = true
				break
			}
		}
		if !found {
			if err := ctx.Err(); err != nil {
				return Rating{}, err // the chains gave up because ctx ended
			}
			if !r.trial {
				out.Solved = false
				break
			}
			// The trial step places a value and ends the path: no later
			// step of the ladder rates above it.
			h.reset()
			h.rating, h.technique, h.cell = TrialRating, "Trial", 0
			out.Trial = true
		}
		if h.rating > er {
			er, out.Hardest = h.rating, h.technique
		}
		out.Steps++
		if ep == 0 {
			if ed == 0 {
				ed = er
			}
			if h.places() {
				ep = er
			}
		}
		if out.Trial {
			break
		}
		if step != nil {
			step(c, h)
		}
		h.apply(c)
	}
	if out.Steps == 0 {
		er = 0
	}
	out.ER, out.EP, out.ED = Round(er), Round(ep), Round(ed)
	out.Work = r.chains.meter.spent
	return out, nil
}

// clock is the time the budget is measured by (tests replace it).
var clock = time.Now

// Round rounds a rating to one decimal as serate prints it: the tenths
// are ⌊(x + 0.05) × 10⌋ in double arithmetic, so 7.25 reads 7.3.
func Round(x float64) float64 { return float64(tenths(x)) / 10 }

// tenths is serate's ⌊(x + 0.05) × 10⌋, truncated toward zero as Java's
// (int) cast does.
func tenths(x float64) int {
	if math.IsNaN(x) || math.IsInf(x, 0) {
		return 0
	}
	return int((x + 0.05) * 10)
}

// load sets up r's grid for g, reusing its arrays when g has the shape of
// the last puzzle.
func (r *Rater) load(g sudokit.Grid) error {
	if r.shape != g.Shape || r.c == nil {
		c, err := NewCandidates(g)
		if err != nil {
			return err
		}
		r.shape, r.c = g.Shape, c
		r.se = newSEScratch(g.Shape)
		r.rungs = r.ladder()
		r.hint.reset()
		return nil
	}
	return r.c.reset(g)
}

// reset makes c the pencil marks of g, as NewCandidates does, in c's own
// arrays; g has c's shape.
func (c *Candidates) reset(g sudokit.Grid) error {
	s := c.shape
	all := allValues(s.N)
	for i := range c.marks {
		c.marks[i], c.values[i] = all, 0
	}
	for u := range c.unitBlanks {
		c.unitBlanks[u], c.unitValues[u] = int32(s.N), 0
	}
	c.blanks = s.Cells
	for i, v := range g.Cells {
		if v == 0 {
			continue
		}
		if int(v) > s.N || c.marks[i]&bit(int(v)) == 0 {
			// Let NewCandidates word the error.
			_, err := NewCandidates(g)
			return err
		}
		c.Place(i, int(v))
	}
	return nil
}

// changes tells whether applying h would change c: a placement in a blank
// cell, or an elimination of a candidate c still has. A hint that changes
// nothing would repeat forever; the rating loop takes it as no hint.
func (h *seHint) changes(c *Candidates) bool {
	if h.cell >= 0 && c.values[h.cell] == 0 {
		return true
	}
	for _, e := range h.elims {
		if c.marks[e.cell]&bit(int(e.value)) != 0 {
			return true
		}
	}
	return false
}
