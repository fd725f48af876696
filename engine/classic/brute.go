package classic

// Brute force, after brute-force-validator-solver.txt (COSC 1P03 Assignment
// 4, "Puzzling!", Part B). The document, step for step:
//
//  1. read the puzzle P;
//  2. count its blank squares s and make an array A of s values, one
//     "solution" read into the blanks of P row by row;
//  3. run a recursive generate(i) that puts 1, 2, …, N in turn into A[i]
//     and recurses to fill A[i+1]; when i = s a combination is complete: it
//     is substituted into P and handed to valid, the Part A check that every
//     row, column and square holds each of 1…N; the first valid combination
//     ends the search;
//  4. show the solution.
//
// The document warns that this is very slow (N^s combinations). Before it
// starts, the engine states its search space (SearchSpace) and refuses one
// larger than Options.MaxCombinations (10^9 by default) with a
// *RefusedError.

import (
	"strconv"
	"strings"

	"github.com/sudokit-go/sudokit"
)

// Brute is the brute-force engine: every combination of values for the
// blanks, each checked as a whole grid. Its Solve returns the first
// combination that makes a valid grid, in the order generate tries them.
// Make one with NewBrute.
type Brute struct {
	sudokit.Search
	opt    sudokit.Options
	shape  *sudokit.Shape
	p      []uint8         // the document's P: the puzzle, with the current combination substituted
	a      []uint8         // the document's A, the combination: A[k] is the value of the k-th blank
	blanks []int32         // the cells of P that are blank, row by row
	text   strings.Builder // the trace's combination
}

// Brute states its search space before it starts.
var _ sudokit.SpaceStater = (*Brute)(nil)

// NewBrute returns a brute-force engine. It honours MaxCombinations,
// MaxNodes (nodes are values put into A), Progress, Trace (one "try" event
// per combination) and cancellation.
func NewBrute(opt sudokit.Options) *Brute {
	b := &Brute{opt: opt}
	b.Search = sudokit.NewSearch(opt, b.run)
	return b
}

// maxCombinations is the largest search space b accepts.
func (b *Brute) maxCombinations() float64 {
	if b.opt.MaxCombinations > 0 {
		return b.opt.MaxCombinations
	}
	return DefaultMaxCombinations
}

// SearchSpace states the combinations brute force will try on g: "brute
// force will try up to 4^11 = 4194304 combinations"; ok is false when the
// space is over MaxCombinations and b will refuse g.
func (b *Brute) SearchSpace(g sudokit.Grid) (note string, ok bool) {
	space := SpaceOf(g)
	if space.Combinations() > b.maxCombinations() {
		return "", false
	}
	return space.Note(), true
}

// run tries every combination until Limit of them are valid, refusing a
// search space over MaxCombinations with a *RefusedError.
func (b *Brute) run(g sudokit.Grid) {
	if space := SpaceOf(g); space.Combinations() > b.maxCombinations() {
		b.Stop(&RefusedError{Space: space, Max: b.maxCombinations()})
		return
	}
	b.read(g)
	b.generate(0)
}

// read is steps 1 and 2: copy the puzzle into P, find its s blanks and make
// A of length s.
func (b *Brute) read(g sudokit.Grid) {
	b.shape, b.p = g.Shape, load(b.p, g)
	b.blanks = b.blanks[:0]
	for i, v := range b.p {
		if v == 0 {
			b.blanks = append(b.blanks, int32(i))
		}
	}
	s := len(b.blanks)
	if cap(b.a) < s {
		b.a = make([]uint8, s)
	}
	b.a = b.a[:s]
}

// generate fills A[i] with 1…N in turn and recurses to A[i+1]; at i = s it
// substitutes A into P and checks the whole grid. It returns true when the
// search is over: enough valid combinations were found, or the budget ran
// out.
func (b *Brute) generate(i int) bool {
	if i == len(b.a) {
		for k, at := range b.blanks {
			b.p[at] = b.a[k]
		}
		b.Stats.Combinations++
		b.traceTry()
		if !b.valid() {
			return false
		}
		return b.FoundCells(b.p)
	}
	n := uint8(b.shape.N)
	if n > 1 {
		b.Stats.Guesses++
	}
	for v := uint8(1); v <= n; v++ {
		if !b.Node() {
			return true
		}
		b.a[i] = v
		if b.generate(i + 1) {
			return true
		}
		b.Stats.Backtracks++
	}
	return false
}

// valid is Part A's check of a finished grid: every row, column and square
// must hold each of the numbers 1…N.
func (b *Brute) valid() bool {
	s := b.shape
	all := ^uint64(0) >> (64 - s.N)
	for u := range 3 * s.N {
		var seen uint64
		for _, i := range s.Unit(u) {
			v := b.p[i]
			if v == 0 {
				return false
			}
			seen |= 1 << (v - 1)
		}
		if seen != all {
			return false
		}
	}
	return true
}

// traceTry reports the combination just substituted: "try 12341234123",
// one symbol a blank (decimal numbers between spaces beyond 35 values).
func (b *Brute) traceTry() {
	if b.opt.Trace == nil {
		return
	}
	b.text.Reset()
	for k, v := range b.a {
		switch {
		case b.shape.N > 35:
			if k > 0 {
				b.text.WriteByte(' ')
			}
			b.text.WriteString(strconv.Itoa(int(v)))
		case v <= 9:
			b.text.WriteByte('0' + v)
		default:
			b.text.WriteByte('A' + v - 10)
		}
	}
	b.opt.Trace(sudokit.Event{Kind: sudokit.EventTry, Text: b.text.String()})
}
