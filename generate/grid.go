package generate

import (
	"context"
	"errors"
	"math/bits"
	"math/rand/v2"

	"github.com/sudokit-go/sudokit"
)

// A filler makes random full grids of one shape. It keeps one bitmask of
// used values per row, column and box, and a stack of choices, sized once.
type filler struct {
	sh              *sudokit.Shape
	n               int
	full            uint64
	cells           []uint8
	rowOf, colOf    []int32
	boxOf           []int32
	row, col, box   []uint64
	stack           []frame
	tailCells       []int32
	scratch         sudokit.Grid
	perm, perm2     []int
	relabel         []uint8
	rowMap, colMap  []int
	assistFrom      int // the depth from which the engine is asked; 0: never
	assistEvery     int
	restartBudget   int64
	tailBlanks      int   // blanks left when the counted tail takes over
	restarts, calls int64 // runs restarted and engine calls, for tests and figures
}

// A frame is one choice of the search: the cell, the values not tried yet
// and the value in place.
type frame struct {
	cell int32
	val  uint8
	left uint64
}

func newFiller(sh *sudokit.Shape) *filler {
	n := sh.N
	f := &filler{sh: sh, n: n, full: ^uint64(0) >> (64 - n)}
	f.cells = make([]uint8, sh.Cells)
	f.rowOf = make([]int32, sh.Cells)
	f.colOf = make([]int32, sh.Cells)
	f.boxOf = make([]int32, sh.Cells)
	for i := range sh.Cells {
		r, c := i/n, i%n
		f.rowOf[i], f.colOf[i] = int32(r), int32(c)
		f.boxOf[i] = int32((r/sh.BoxRows)*sh.BoxRows + c/sh.BoxCols)
	}
	f.row, f.col, f.box = make([]uint64, n), make([]uint64, n), make([]uint64, n)
	f.stack = make([]frame, 0, sh.Cells)
	f.scratch = sudokit.NewGrid(sh)
	f.perm, f.perm2 = make([]int, n), make([]int, n)
	f.relabel = make([]uint8, n+1)
	f.rowMap, f.colMap = make([]int, n), make([]int, n)
	if n >= 16 {
		// Large grids: the engine finishes the grid once the partial one
		// has a single solution, and tells a dead partial grid early.
		f.assistFrom, f.assistEvery = sh.Cells/4, n
	}
	f.restartBudget = int64(8 * sh.Cells)
	f.tailBlanks = tailBlanks
	return f
}

func (f *filler) reset() {
	clear(f.cells)
	clear(f.row)
	clear(f.col)
	clear(f.box)
	f.stack = f.stack[:0]
}

func (f *filler) place(i int, v uint8) {
	b := uint64(1) << (v - 1)
	f.cells[i] = v
	f.row[f.rowOf[i]] |= b
	f.col[f.colOf[i]] |= b
	f.box[f.boxOf[i]] |= b
}

func (f *filler) unplace(i int) {
	b := ^(uint64(1) << (f.cells[i] - 1))
	f.cells[i] = 0
	f.row[f.rowOf[i]] &= b
	f.col[f.colOf[i]] &= b
	f.box[f.boxOf[i]] &= b
}

// pick returns the blank cell with the fewest candidates (the first such)
// and its candidates, or -1 when the grid is full.
func (f *filler) pick() (int, uint64) {
	best, bestMask, bestCount := -1, uint64(0), 65
	for i, v := range f.cells {
		if v != 0 {
			continue
		}
		m := f.full &^ (f.row[f.rowOf[i]] | f.col[f.colOf[i]] | f.box[f.boxOf[i]])
		if k := bits.OnesCount64(m); k < bestCount {
			best, bestMask, bestCount = i, m, k
			if k <= 1 {
				break
			}
		}
	}
	return best, bestMask
}

// randomBit returns one of the set bits of m, drawn uniformly.
func randomBit(m uint64, rng *rand.Rand) uint64 {
	k := rng.IntN(bits.OnesCount64(m))
	for ; k > 0; k-- {
		m &= m - 1
	}
	return m & -m
}

var errNoGrid = errors.New("no full grid found")

// fill makes a random full grid in f.cells. The search is depth-first,
// fewest candidates first, every value of a cell tried in random order; a
// run that takes more than its node budget starts again (its budget
// doubling), which cuts the long tails of unlucky early choices. From 16x16
// up, s is asked every few choices whether the partial grid still has a
// solution, and finishes it as soon as it has only one.
func (f *filler) fill(ctx context.Context, s sudokit.Solver, rng *rand.Rand) error {
	budget := f.restartBudget
	for {
		ok, err := f.run(ctx, s, rng, budget)
		if ok || err != nil {
			return err
		}
		if ctx.Err() != nil {
			return ctx.Err()
		}
		f.restarts++
		budget *= 2
	}
}

// run is one run of fill's search within budget nodes.
func (f *filler) run(ctx context.Context, s sudokit.Solver, rng *rand.Rand, budget int64) (bool, error) {
	f.reset()
	checkpoint := 0
	var nodes int64
	for {
		if f.sh.Cells-len(f.stack) <= f.tailBlanks {
			ok, err := f.tail(rng)
			if ok || err != nil {
				return ok, err
			}
			if len(f.stack) == 0 {
				return false, errNoGrid
			}
		} else {
			c, m := f.pick()
			if c < 0 {
				return true, nil
			}
			f.stack = append(f.stack, frame{cell: int32(c), left: m})
		}
		for {
			top := &f.stack[len(f.stack)-1]
			if top.val != 0 {
				f.unplace(int(top.cell))
				top.val = 0
			}
			if top.left != 0 {
				b := randomBit(top.left, rng)
				top.left &^= b
				top.val = uint8(bits.TrailingZeros64(b) + 1)
				f.place(int(top.cell), top.val)
				nodes++
				break
			}
			f.stack = f.stack[:len(f.stack)-1]
			if len(f.stack) == 0 {
				return false, errNoGrid
			}
		}
		checkpoint = min(checkpoint, len(f.stack))
		if nodes > budget {
			return false, nil
		}
		d := len(f.stack)
		if f.assistFrom == 0 || d < f.assistFrom || (d-f.assistFrom)%f.assistEvery != 0 {
			continue
		}
		copy(f.scratch.Cells, f.cells)
		f.calls++
		sol, count, _, err := sudokit.SolveCount(ctx, s, f.scratch, 2)
		switch {
		case err != nil:
			return false, err
		case count == 1:
			copy(f.cells, sol.Cells)
			return true, nil
		case count == 0:
			// Some choice since the last checkpoint left no solution: take
			// them back and choose afresh from there.
			for len(f.stack) > checkpoint {
				top := f.stack[len(f.stack)-1]
				f.unplace(int(top.cell))
				f.stack = f.stack[:len(f.stack)-1]
			}
			nodes += int64(f.n)
		default:
			checkpoint = d
		}
	}
}

// tailBlanks is the number of blanks from which fill draws each value
// with a probability proportional to the number of grids it leads to.
const tailBlanks = 16

// tail completes the grid in f.cells, whose blanks are few, exactly
// uniformly among its completions: at each cell with a choice, it counts
// (with count) the completions of each candidate and draws one with a
// probability proportional to its count. It reports false, with the grid
// as it found it, when there is no completion.
func (f *filler) tail(rng *rand.Rand) (bool, error) {
	placed := f.tailCells[:0]
	defer func() { f.tailCells = placed[:0] }()
	undo := func() {
		for _, i := range placed {
			f.unplace(int(i))
		}
	}
	for {
		c, m := f.pick()
		if c < 0 {
			return true, nil
		}
		if bits.OnesCount64(m) != 1 {
			var counts [64]int64
			var total int64
			// Values placed nowhere yet are interchangeable: relabelling
			// one as another maps the completions of the one onto those of
			// the other, so one count serves them all.
			used := uint64(0)
			for i := range f.row {
				used |= f.row[i]
			}
			unusedCount := int64(-1)
			for b := m; b != 0; b &= b - 1 {
				v := uint8(bits.TrailingZeros64(b) + 1)
				if b&-b&used == 0 && unusedCount >= 0 {
					counts[v-1] = unusedCount
					total += unusedCount
					continue
				}
				f.place(c, v)
				k := f.count()
				f.unplace(c)
				counts[v-1] = int64(k)
				total += int64(k)
				if b&-b&used == 0 {
					unusedCount = int64(k)
				}
			}
			if total == 0 {
				undo()
				return false, nil
			}
			x := rng.Int64N(total)
			for b := m; b != 0; b &= b - 1 {
				v := bits.TrailingZeros64(b)
				if x < counts[v] {
					m = uint64(1) << v
					break
				}
				x -= counts[v]
			}
		}
		if m == 0 {
			undo()
			return false, nil
		}
		f.place(c, uint8(bits.TrailingZeros64(m)+1))
		placed = append(placed, int32(c))
	}
}

// count returns the number of completions of the grid in f.cells, by a
// depth-first search over its blanks, fewest candidates first; f.cells is
// left as it was. It is meant for the few blanks of tail.
func (f *filler) count() int64 {
	c, m := f.pick()
	if c < 0 {
		return 1
	}
	var n int64
	for ; m != 0; m &= m - 1 {
		f.place(c, uint8(bits.TrailingZeros64(m)+1))
		n += f.count()
		f.unplace(c)
	}
	return n
}

// shuffle relabels the grid in f.cells and permutes its bands, the rows in
// each band, its stacks and the columns in each stack, and for square boxes
// transposes it half the time, by one transformation drawn uniformly; the
// result is in g.
func (f *filler) shuffle(g sudokit.Grid, rng *rand.Rand) {
	n, br, bc := f.n, f.sh.BoxRows, f.sh.BoxCols
	for i := range n {
		f.perm[i] = i
	}
	rng.Shuffle(n, func(i, j int) { f.perm[i], f.perm[j] = f.perm[j], f.perm[i] })
	for v := 1; v <= n; v++ {
		f.relabel[v] = uint8(f.perm[v-1] + 1)
	}
	lineMap(f.rowMap, n/br, br, f.perm, f.perm2, rng)
	lineMap(f.colMap, n/bc, bc, f.perm, f.perm2, rng)
	transpose := br == bc && rng.IntN(2) == 1
	for r := range n {
		for c := range n {
			src := f.rowMap[r]*n + f.colMap[c]
			dst := r*n + c
			if transpose {
				dst = c*n + r
			}
			g.Cells[dst] = f.relabel[f.cells[src]]
		}
	}
}

// lineMap draws an order of the groups (bands or stacks) of width lines
// each and an order of the lines in every group, and writes into m the old
// line that each new line takes.
func lineMap(m []int, groups, width int, gperm, lperm []int, rng *rand.Rand) {
	for i := range groups {
		gperm[i] = i
	}
	rng.Shuffle(groups, func(i, j int) { gperm[i], gperm[j] = gperm[j], gperm[i] })
	for g := range groups {
		for i := range width {
			lperm[i] = i
		}
		rng.Shuffle(width, func(i, j int) { lperm[i], lperm[j] = lperm[j], lperm[i] })
		for i := range width {
			m[g*width+i] = gperm[g]*width + lperm[i]
		}
	}
}
