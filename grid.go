package sudokit

import "fmt"

// Pos is a cell's position, counted from 0: Row top to bottom, Col left to
// right.
type Pos struct {
	Row, Col int
}

// String names the cell as a person reads it, numbered from 1: "r4c6".
func (p Pos) String() string { return fmt.Sprintf("r%dc%d", p.Row+1, p.Col+1) }

// A Grid is the values of an N×N puzzle: Cells holds them row by row, 0 for a
// blank and 1…N for a value. Grid is a small value that shares its cells:
// copy it with Clone.
type Grid struct {
	Shape *Shape
	Cells []uint8
}

// NewGrid returns an empty grid of shape s.
func NewGrid(s *Shape) Grid {
	return Grid{Shape: s, Cells: make([]uint8, s.Cells)}
}

// At returns the value at p, 0 for a blank.
func (g Grid) At(p Pos) uint8 { return g.Cells[g.Shape.Index(p)] }

// Clone returns a copy of g that shares nothing with it.
func (g Grid) Clone() Grid {
	return Grid{Shape: g.Shape, Cells: append([]uint8(nil), g.Cells...)}
}

// CopyFrom makes g hold the values of h, which must have g's shape.
func (g Grid) CopyFrom(h Grid) { copy(g.Cells, h.Cells) }

// Equal reports whether g and h have the same shape and values.
func (g Grid) Equal(h Grid) bool {
	return g.Shape == h.Shape && string(g.Cells) == string(h.Cells)
}

// Blanks counts the blank cells.
func (g Grid) Blanks() int {
	n := 0
	for _, v := range g.Cells {
		if v == 0 {
			n++
		}
	}
	return n
}

// Full reports whether no cell is blank.
func (g Grid) Full() bool {
	for _, v := range g.Cells {
		if v == 0 {
			return false
		}
	}
	return true
}

// KeepsGivens reports whether g holds every value of puzzle at its place.
func (g Grid) KeepsGivens(puzzle Grid) bool {
	if g.Shape != puzzle.Shape {
		return false
	}
	for i, v := range puzzle.Cells {
		if v != 0 && g.Cells[i] != v {
			return false
		}
	}
	return true
}

// Solves reports whether g is a complete, valid grid that keeps every given
// of puzzle: the check every answer of every engine must pass.
func (g Grid) Solves(puzzle Grid) bool {
	return g.Full() && g.KeepsGivens(puzzle) && g.Valid()
}
