package pseudoku

import (
	"encoding/json"
	"fmt"
	"math/big"
	"math/bits"
	"slices"
	"strings"

	"github.com/sudokit-go/sudokit"
)

// An Analysis is Task 10 computed: the figures of the method's limits, as
// `sudokit pseudoku analyze` prints them (WriteText) and writes them as one
// JSON object (its fields' tags are the contract's).
type Analysis struct {
	Grids      Grids        `json:"grids"`
	Triples    Triples      `json:"triples"`
	Blanks     []BlankTable `json:"blanks"`
	Nine       Nine         `json:"nine"`
	Weaknesses []string     `json:"weaknesses"`
}

// Grids counts 4x4 grids: all there are, and those the method makes.
type Grids struct {
	All          int `json:"all"`           // every valid 4x4 grid, counted by the core's Backtrack
	Rows         int `json:"rows"`          // input rows: the permutations of 1-4
	MakeSolution int `json:"make_solution"` // distinct grids MakeSolution returns, one per row
	AnyTriple    int `json:"any_triple"`    // distinct grids any working triple makes from any row
	Rotations    int `json:"rotations"`     // grids of All whose every row is a rotation of the first
	// The same grids counted up to relabelling: grids that differ only in
	// which value stands for which are one class.
	AllClasses          int `json:"all_classes"`
	MakeSolutionClasses int `json:"make_solution_classes"`
	AnyTripleClasses    int `json:"any_triple_classes"`
	// Whether swapping rows 3 and 4 of MakeSolution's grids gives exactly
	// the other grids of any triple.
	SwapRows34 bool `json:"swap_rows_34"`
}

// Triples says which shift triples work.
type Triples struct {
	Tried        int           `json:"tried"`         // triples per row: 4 × 4 × 4
	Working      []TripleCount `json:"working"`       // the triples that work, in the loops' order
	MakeSolution []TripleCount `json:"make_solution"` // the triples MakeSolution takes
}

// A TripleCount is a triple, the number of rows it counts for, and its
// place in the loops' order (Tries: the triples MakeSolution tries up to and
// including it).
type TripleCount struct {
	Shifts Shifts `json:"shifts"`
	Rows   int    `json:"rows"`
	Tries  int    `json:"tries"`
}

// A BlankTable counts, for each N from 0 to 16, the puzzles made by
// blanking every set of N cells of every grid of a basis: those with one
// solution, several, none, and, of those with several, how many have only
// one solution among the basis's grids (Pinned: the method's grid is the
// only answer a solver who knows the method need consider).
type BlankTable struct {
	Basis string     `json:"basis"` // "make_solution" or "any_triple"
	Grids int        `json:"grids"`
	Rows  []BlankRow `json:"rows"`
}

// A BlankRow is one N of a BlankTable.
type BlankRow struct {
	N       int   `json:"n"`
	Puzzles int64 `json:"puzzles"`
	Unique  int64 `json:"unique"`
	Several int64 `json:"several"`
	None    int64 `json:"none"`
	Pinned  int64 `json:"pinned"`
}

// UniqueShare is the share of puzzles with one solution, from 0 to 1.
func (r BlankRow) UniqueShare() float64 { return share(r.Unique, r.Puzzles) }

// SeveralShare is the share of puzzles with more than one solution.
func (r BlankRow) SeveralShare() float64 { return share(r.Several, r.Puzzles) }

// Nine is what the method gives at 9x9.
type Nine struct {
	Vectors      int64  `json:"vectors"`       // shift vectors (s2 … s9) in all
	Working      int64  `json:"working"`       // vectors that make a valid grid
	MakeSolution []int  `json:"make_solution"` // the first working vector in the loops' order
	Tries        int64  `json:"tries"`         // vectors tried up to and including it
	Rows         int64  `json:"rows"`          // input rows: 9!
	Grids        int64  `json:"grids"`         // distinct grids: rows × working vectors
	AllGrids     string `json:"all_grids"`     // every 9x9 grid, from the literature
	Example      string `json:"example"`       // MakeSolution's grid for the row 1…9, line form
}

// AllNineGrids is the number of valid 9x9 Sudoku grids, 6,670,903,752,021,
// 072,936,960, computed by Felgenhauer and Jarvis (2005). It is quoted, not
// counted here: no enumeration of that size runs in a command.
const AllNineGrids = "6670903752021072936960"

// Analyze is Task 10: it enumerates every input row and every shift triple
// through the document's own functions, counts every 4x4 grid and every
// blanked puzzle's solutions with the core's Backtrack, carries the method
// to 9x9 (Extend) and derives the weaknesses from those figures.
//
// The blank tables count every grid of each basis and every set of N
// blank cells. Relabelling the values of a puzzle (1→3, 2→1, …) gives a
// puzzle with as many solutions, so Backtrack counts the 65,536 puzzles of
// one grid per relabelling class (the grid whose first row is 1,2,3,4) and
// every grid of the class takes those counts.
func Analyze() (*Analysis, error) {
	a := &Analysis{}
	all := enumerateGrids()
	a.Grids.All = countAll()
	if a.Grids.All != len(all) {
		return nil, fmt.Errorf("backtrack counts %d grids, enumeration %d", a.Grids.All, len(all))
	}
	for _, g := range all {
		if rowsRotate(g) {
			a.Grids.Rotations++
		}
	}

	rows := AllRows()
	a.Grids.Rows = len(rows)
	var made, anyTriple []cells
	seen := map[cells]bool{}
	works, taken := map[Shifts]int{}, map[Shifts]int{}
	shifts := AllShifts()
	a.Triples.Tried = len(shifts)
	for _, row := range rows {
		p, s, err := MakeSolution(row)
		if err != nil {
			return nil, err
		}
		made = appendNew(made, cellsOf(p))
		taken[s]++
		v, _ := MakeVector(row)
		for _, s := range shifts {
			p, err := PermuteRows(v, s.X, s.Y, s.Z)
			if err != nil {
				return nil, err
			}
			if CheckGrids(p) && ColChecks(p) {
				works[s]++
				if c := cellsOf(p); !seen[c] {
					seen[c] = true
					anyTriple = append(anyTriple, c)
				}
			}
		}
	}
	for k, s := range shifts {
		if works[s] > 0 {
			a.Triples.Working = append(a.Triples.Working, TripleCount{s, works[s], k + 1})
		}
		if taken[s] > 0 {
			a.Triples.MakeSolution = append(a.Triples.MakeSolution, TripleCount{s, taken[s], k + 1})
		}
	}
	a.Grids.MakeSolution, a.Grids.AnyTriple = len(made), len(anyTriple)
	a.Grids.AllClasses, a.Grids.MakeSolutionClasses = classes(all), classes(made)
	a.Grids.AnyTripleClasses = classes(anyTriple)
	a.Grids.SwapRows34 = swapsTo(made, anyTriple)

	counts := newCounter()
	a.Blanks = []BlankTable{
		blankTable("make_solution", made, counts),
		blankTable("any_triple", anyTriple, counts),
	}

	ext, err := Extend(3)
	if err != nil {
		return nil, err
	}
	a.Nine = Nine{
		Vectors: ext.Vectors, Working: ext.Working, MakeSolution: ext.First, Tries: ext.Tries,
		Rows: factorial(9), AllGrids: AllNineGrids,
	}
	// Different rows give different first rows, and different vectors
	// different later rows, so every (row, vector) pair is a new grid.
	a.Nine.Grids = a.Nine.Rows * ext.Working
	ex, err := ext.Grid([]uint8{1, 2, 3, 4, 5, 6, 7, 8, 9})
	if err != nil {
		return nil, err
	}
	nine := sudokit.Grid{Shape: sudokit.MustShape(3, 3), Cells: ex}
	if !nine.Valid() {
		return nil, fmt.Errorf("the 9x9 extension made an invalid grid")
	}
	a.Nine.Example = sudokit.Format(nine, sudokit.FormatOptions{Form: sudokit.FormLine})
	a.Weaknesses = weaknesses(a)
	return a, nil
}

func factorial(n int) int64 {
	f := int64(1)
	for k := int64(2); k <= int64(n); k++ {
		f *= k
	}
	return f
}

// cells is a 4x4 grid, row by row: a comparable key.
type cells [Cells]uint8

func cellsOf(p Puzzle) cells {
	var c cells
	for i := range Side {
		r := p.Row(i)
		copy(c[i*Side:], r[:])
	}
	return c
}

func appendNew(list []cells, c cells) []cells {
	if slices.Contains(list, c) {
		return list
	}
	return append(list, c)
}

// countAll counts the 4x4 grids with the core's Backtrack: the solutions of
// the empty grid.
func countAll() int {
	return count(sudokit.NewBacktrack(sudokit.Options{}), sudokit.NewGrid(Shape()), 1<<20)
}

// enumerateGrids lists every valid 4x4 grid, filling cells in row-major
// order with the values their row, column and box still allow.
func enumerateGrids() []cells {
	var out []cells
	var g cells
	var row, col, box [Side]uint8
	var fill func(c int)
	fill = func(c int) {
		if c == Cells {
			out = append(out, g)
			return
		}
		i, j := c/Side, c%Side
		b := i/2*2 + j/2
		for v := uint8(1); v <= Side; v++ {
			bit := uint8(1) << (v - 1)
			if (row[i]|col[j]|box[b])&bit != 0 {
				continue
			}
			g[c] = v
			row[i] |= bit
			col[j] |= bit
			box[b] |= bit
			fill(c + 1)
			row[i] &^= bit
			col[j] &^= bit
			box[b] &^= bit
		}
	}
	fill(0)
	return out
}

// rowsRotate reports whether every row of g is a cyclic shift of its first.
func rowsRotate(g cells) bool {
	for i := 1; i < Side; i++ {
		ok := false
		for s := range Side {
			same := true
			for j := range Side {
				if g[i*Side+j] != g[(j+s)%Side] {
					same = false
					break
				}
			}
			ok = ok || same
		}
		if !ok {
			return false
		}
	}
	return true
}

// A counter counts, with the core's Backtrack, the solutions (0, 1 or 2 for
// several) of the 65,536 puzzles of a grid, one per set of blank cells (bit
// c of the index set: cell c blank), caching them per relabelling class.
type counter struct {
	bt    *sudokit.Backtrack
	grid  sudokit.Grid
	cache map[cells]*[1 << Cells]uint8
}

func newCounter() *counter {
	return &counter{
		bt:    sudokit.NewBacktrack(sudokit.Options{}),
		grid:  sudokit.NewGrid(Shape()),
		cache: map[cells]*[1 << Cells]uint8{},
	}
}

// swapsTo reports whether the grids of made with rows 3 and 4 swapped are
// exactly the grids of all that are not in made.
func swapsTo(made, all []cells) bool {
	rest := 0
	for _, g := range all {
		if !slices.Contains(made, g) {
			rest++
		}
	}
	for _, g := range made {
		var h cells
		copy(h[:8], g[:8])
		copy(h[8:12], g[12:16])
		copy(h[12:16], g[8:12])
		if slices.Contains(made, h) || !slices.Contains(all, h) {
			return false
		}
	}
	return rest == len(made)
}

// classes counts the relabelling classes among grids.
func classes(grids []cells) int {
	seen := map[cells]bool{}
	for _, g := range grids {
		seen[canonical(g)] = true
	}
	return len(seen)
}

// canonical relabels g so that its first row reads 1, 2, 3, 4.
func canonical(g cells) cells {
	var to [Side + 1]uint8
	for j := range Side {
		to[g[j]] = uint8(j + 1)
	}
	for c := range g {
		g[c] = to[g[c]]
	}
	return g
}

func (k *counter) counts(g cells) *[1 << Cells]uint8 {
	key := canonical(g)
	if t, ok := k.cache[key]; ok {
		return t
	}
	t := new([1 << Cells]uint8)
	for m := range t {
		for c := range Cells {
			if m>>c&1 == 1 {
				k.grid.Cells[c] = 0
			} else {
				k.grid.Cells[c] = key[c]
			}
		}
		t[m] = uint8(count(k.bt, k.grid, 2))
	}
	k.cache[key] = t
	return t
}

// blankTable tallies the puzzles of every grid of basis. Counts are
// taken per relabelling class (see counter). When the basis holds every
// relabelling of its grids, the pinned counts are the same for every grid
// of a class too — relabelling a puzzle and the basis together changes no
// fit — so they are also taken once per class; otherwise once per grid.
func blankTable(basis string, grids []cells, k *counter) BlankTable {
	t := BlankTable{Basis: basis, Grids: len(grids), Rows: make([]BlankRow, Cells+1)}
	for n := range t.Rows {
		t.Rows[n].N = n
	}
	type class struct {
		grid    cells // the first grid of the basis in the class
		members int
	}
	var list []class
	where := map[cells]int{}
	for _, g := range grids {
		key := canonical(g)
		if i, ok := where[key]; ok {
			list[i].members++
			continue
		}
		where[key] = len(list)
		list = append(list, class{g, 1})
	}
	closed := closedUnderRelabelling(grids)
	fits := new([1 << Cells]int32)
	for _, c := range list {
		counts := k.counts(c.grid)
		var pinned [Cells + 1]int64
		members := []cells{c.grid}
		if !closed {
			members = members[:0]
			for _, g := range grids {
				if canonical(g) == canonical(c.grid) {
					members = append(members, g)
				}
			}
		}
		for _, g := range members {
			basisFits(fits, g, grids)
			for m, n := range counts {
				if n > 1 && fits[m] == 1 {
					pinned[bits.OnesCount16(uint16(m))]++
				}
			}
		}
		weight := int64(c.members)
		if !closed {
			weight = 1
		}
		for n := range pinned {
			t.Rows[n].Pinned += weight * pinned[n]
		}
		for m, n := range counts {
			r := &t.Rows[bits.OnesCount16(uint16(m))]
			r.Puzzles += int64(c.members)
			switch n {
			case 0:
				r.None += int64(c.members)
			case 1:
				r.Unique += int64(c.members)
			default:
				r.Several += int64(c.members)
			}
		}
	}
	return t
}

// closedUnderRelabelling reports whether every relabelling of every grid
// of grids is in grids too.
func closedUnderRelabelling(grids []cells) bool {
	in := map[cells]bool{}
	for _, g := range grids {
		in[g] = true
	}
	for _, g := range grids {
		for _, perm := range AllRows() {
			var h cells
			for c, v := range g {
				h[c] = perm[v-1]
			}
			if !in[h] {
				return false
			}
		}
	}
	return true
}

// basisFits sets fits[m], for every set m of blank cells, to the number of
// grids of basis that keep every value of g outside m: the solutions of
// that puzzle among the basis. A grid h fits when the cells where it
// differs from g all lie in m, so fits is the sum, over h, of the sets that
// hold h's differences — a subset sum, taken one cell at a time.
func basisFits(fits *[1 << Cells]int32, g cells, basis []cells) {
	clear(fits[:])
	for _, h := range basis {
		var diff int
		for c := range Cells {
			if g[c] != h[c] {
				diff |= 1 << c
			}
		}
		fits[diff]++
	}
	for c := range Cells {
		for m := range fits {
			if m>>c&1 == 1 {
				fits[m] += fits[m&^(1<<c)]
			}
		}
	}
}

func share(part, whole int64) float64 {
	if whole == 0 {
		return 0
	}
	return float64(part) / float64(whole)
}

// MarshalJSON writes a triple as [x, y, z].
func (s Shifts) MarshalJSON() ([]byte, error) { return json.Marshal([3]int{s.X, s.Y, s.Z}) }

// nineShare is the share of 9x9 grids the method makes, written out.
func nineShare(grids int64) string {
	all, _ := new(big.Float).SetString(AllNineGrids)
	f, _ := new(big.Float).Quo(big.NewFloat(float64(grids)), all).Float64()
	return fmt.Sprintf("%.1e", f)
}

// joinShifts writes triples as "(2,1,3) and (2,3,1)".
func joinShifts(ts []TripleCount) string {
	var names []string
	for _, t := range ts {
		names = append(names, t.Shifts.String())
	}
	switch len(names) {
	case 0:
		return "none"
	case 1:
		return names[0]
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
}
