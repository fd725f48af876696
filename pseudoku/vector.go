package pseudoku

import (
	"fmt"
	"strings"

	"github.com/sudokit-go/sudokit"
)

// A Puzzle is the document's puzzle vector — a vector of four rows, each a
// vector of four values — on the concrete data structure of Task 7: one
// contiguous block of 16 integers holding the values, and an index array of
// four row pointers, each pointing at its row's first element in the block.
// Every element of both arrays is an integer or a pointer, as Task 7
// requires; 0 in the block is a blank. The package doc draws it.
//
// A pointer here is the position of an element in the block counted from 1,
// and 0 is null — not a machine address — so a Puzzle is relocatable:
// assigning it copies both arrays, and the copy's pointers point into the
// copy's block. The zero Puzzle has four null rows: it reads as blank and
// ignores writes. Make puzzles with MakeVector or FromGrid.
type Puzzle struct {
	block [Cells]uint8 // the values of every row, one contiguous block
	rows  [Side]uint8  // rows[i]: 1 + the index in block of row i's first element; 0 is null
}

// newPuzzle returns a blank puzzle whose row pointers point at the
// consecutive rows of its block: elements 1, 5, 9 and 13.
func newPuzzle() Puzzle {
	var p Puzzle
	for i := range p.rows {
		p.rows[i] = uint8(i*Side + 1)
	}
	return p
}

// start follows row i's pointer: the index in the block of its first
// element, and false for a row off the puzzle or a null pointer.
func (p *Puzzle) start(i int) (int, bool) {
	if !on(i) || p.rows[i] == 0 {
		return 0, false
	}
	return int(p.rows[i]) - 1, true
}

// MakeVector is Task 1: a vector puzzle of four elements, each one a copy of
// row. Changing one row afterwards leaves the others alone, since every row
// has its own four elements of the block. A row that is not a permutation of
// 1-4 is an error.
func MakeVector(row Row) (Puzzle, error) {
	if err := row.check(); err != nil {
		return Puzzle{}, err
	}
	p := newPuzzle()
	for i := range Side {
		p.SetRow(i, row)
	}
	return p, nil
}

// Get returns the value at row i, column j (both from 0): puzzle[i+1][j+1]
// in the document's numbering. It follows row i's pointer into the block.
// Positions off the puzzle give 0.
func (p *Puzzle) Get(i, j int) uint8 {
	k, ok := p.start(i)
	if !ok || !on(j) {
		return 0
	}
	return p.block[k+j]
}

// Set puts v at row i, column j (both from 0); 0 makes the cell blank.
// Positions off the puzzle are ignored.
func (p *Puzzle) Set(i, j int, v uint8) {
	if k, ok := p.start(i); ok && on(j) {
		p.block[k+j] = v
	}
}

// Row returns a copy of row i (from 0), the document's puzzle[i+1]. A row
// off the puzzle, or a null row, is all blanks.
func (p *Puzzle) Row(i int) Row {
	var r Row
	if k, ok := p.start(i); ok {
		copy(r[:], p.block[k:k+Side])
	}
	return r
}

// SetRow overwrites row i (from 0) with r, element by element, as the
// document assigns a vector to an element of puzzle. A row off the puzzle
// or a null row is left alone.
func (p *Puzzle) SetRow(i int, r Row) {
	if k, ok := p.start(i); ok {
		copy(p.block[k:k+Side], r[:])
	}
}

// Copy returns a copy of p that shares nothing with it (the same as
// assigning p: the structure holds no machine pointers).
func (p Puzzle) Copy() Puzzle { return p }

func on(i int) bool { return i >= 0 && i < Side }

// Shape is the shape of every Pseudoku puzzle: 4x4 with 2x2 boxes.
func Shape() *sudokit.Shape { return sudokit.MustShape(2, 2) }

// Grid returns p as a 4x4 sudokit.Grid, row by row, 0 for a blank, so that
// the core can format, validate and solve it.
func (p *Puzzle) Grid() sudokit.Grid {
	g := sudokit.NewGrid(Shape())
	for i := range Side {
		r := p.Row(i)
		copy(g.Cells[i*Side:], r[:])
	}
	return g
}

// FromGrid returns the puzzle vector holding the values of a 4x4 grid with
// 2x2 boxes; any other shape is an error.
func FromGrid(g sudokit.Grid) (Puzzle, error) {
	if g.Shape == nil || g.Shape.N != Side || g.Shape.BoxRows != 2 || len(g.Cells) != Cells {
		return Puzzle{}, fmt.Errorf("a pseudoku puzzle is 4x4 with 2x2 boxes, not %v", shapeName(g.Shape))
	}
	p := newPuzzle()
	for i := range Side {
		var r Row
		copy(r[:], g.Cells[i*Side:(i+1)*Side])
		p.SetRow(i, r)
	}
	return p, nil
}

func shapeName(s *sudokit.Shape) string {
	if s == nil {
		return "an empty grid"
	}
	return s.String()
}

// Blanks counts the blank cells of p.
func (p *Puzzle) Blanks() int {
	n := 0
	for i := range Side {
		for _, v := range p.Row(i) {
			if v == 0 {
				n++
			}
		}
	}
	return n
}

// String writes p's rows separated by slashes, blanks as dots and values
// above 9 as question marks: "2413/1324/4132/3241".
func (p Puzzle) String() string {
	var b strings.Builder
	for i := range Side {
		if i > 0 {
			b.WriteByte('/')
		}
		for _, v := range p.Row(i) {
			switch {
			case v == 0:
				b.WriteByte('.')
			case v <= 9:
				b.WriteByte('0' + v)
			default:
				b.WriteByte('?')
			}
		}
	}
	return b.String()
}
