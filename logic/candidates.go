package logic

import (
	"fmt"
	"math/bits"

	"github.com/sudokit-go/sudokit"
)

// Candidates are the pencil marks of a grid of any shape: for each cell its
// value (0 for a blank) and, for a blank, the values it may still take, one
// bit per value (bit v-1 for v, so N ≤ 64 fits a uint64). It also keeps,
// for each unit, the values placed in it and its number of blank cells, so
// that a technique asks in one step what a person sees at a glance. All of
// it lives in flat arrays made once; Place and Eliminate allocate nothing.
type Candidates struct {
	shape      *sudokit.Shape
	values     []uint8  // per cell, 0 for a blank
	marks      []uint64 // per cell: the values a blank may take; 0 for a filled cell
	unitValues []uint64 // per unit: the values placed in it
	unitBlanks []int32  // per unit: its blank cells
	blanks     int
	symbols    *sudokit.Symbols // how sentences write values; nil: decimal (values.go)
	halt       *halt            // when the slow finders give up (halt.go); nil: never
}

// NewCandidates returns the pencil marks of g: every blank cell may take
// every value that none of its peers holds. It fails when two peers hold the
// same value.
func NewCandidates(g sudokit.Grid) (*Candidates, error) {
	s := g.Shape
	c := &Candidates{
		shape:      s,
		values:     make([]uint8, s.Cells),
		marks:      make([]uint64, s.Cells),
		unitValues: make([]uint64, 3*s.N),
		unitBlanks: make([]int32, 3*s.N),
	}
	all := allValues(s.N)
	for i := range c.marks {
		c.marks[i] = all
	}
	for u := range c.unitBlanks {
		c.unitBlanks[u] = int32(s.N)
	}
	c.blanks = s.Cells
	for i, v := range g.Cells {
		if v == 0 {
			continue
		}
		if int(v) > s.N {
			return nil, fmt.Errorf("%v: value %d exceeds %d", s.PosOf(i), v, s.N)
		}
		if c.marks[i]&bit(int(v)) == 0 {
			return nil, fmt.Errorf("%v: %d clashes with a peer holding %d", s.PosOf(i), v, v)
		}
		c.Place(i, int(v))
	}
	return c, nil
}

// allValues is the mask of the values 1…n.
func allValues(n int) uint64 {
	if n == 64 {
		return ^uint64(0)
	}
	return 1<<uint(n) - 1
}

// bit is the mask of value v.
func bit(v int) uint64 { return 1 << uint(v-1) }

// Shape is the shape of the grid.
func (c *Candidates) Shape() *sudokit.Shape { return c.shape }

// Value is the value of cell i (a flat index), 0 for a blank.
func (c *Candidates) Value(i int) int { return int(c.values[i]) }

// Marks is the mask of the values blank cell i may take (bit v-1 for v);
// 0 for a filled cell.
func (c *Candidates) Marks(i int) uint64 { return c.marks[i] }

// Has tells whether blank cell i may take value v.
func (c *Candidates) Has(i, v int) bool { return c.marks[i]&bit(v) != 0 }

// Count is the number of values blank cell i may take.
func (c *Candidates) Count(i int) int { return bits.OnesCount64(c.marks[i]) }

// UnitValues is the mask of the values placed in unit u.
func (c *Candidates) UnitValues(u int) uint64 { return c.unitValues[u] }

// UnitBlanks is the number of blank cells of unit u.
func (c *Candidates) UnitBlanks(u int) int { return int(c.unitBlanks[u]) }

// Blanks is the number of blank cells.
func (c *Candidates) Blanks() int { return c.blanks }

// Solved tells whether every cell holds a value.
func (c *Candidates) Solved() bool { return c.blanks == 0 }

// Place writes v in blank cell i and removes v from the marks of its peers.
// Placing in a filled cell does nothing.
func (c *Candidates) Place(i, v int) {
	if c.values[i] != 0 {
		return
	}
	c.values[i] = uint8(v)
	c.marks[i] = 0
	c.blanks--
	m := bit(v)
	for _, u := range c.shape.UnitsOf(i) {
		c.unitValues[u] |= m
		c.unitBlanks[u]--
	}
	for _, p := range c.shape.Peers(i) {
		c.marks[p] &^= m
	}
}

// Eliminate removes v from the marks of cell i and tells whether it was
// there.
func (c *Candidates) Eliminate(i, v int) bool {
	m := bit(v)
	had := c.marks[i]&m != 0
	c.marks[i] &^= m
	return had
}

// Apply makes the placements and eliminations of step s.
func (c *Candidates) Apply(s Step) {
	for _, p := range s.Placements {
		c.Place(c.shape.Index(p.Cell), p.Value)
	}
	for _, e := range s.Eliminations {
		c.Eliminate(c.shape.Index(e.Cell), e.Value)
	}
}

// Grid returns the values as a new grid.
func (c *Candidates) Grid() sudokit.Grid {
	g := sudokit.NewGrid(c.shape)
	copy(g.Cells, c.values)
	return g
}

// Clone returns an independent copy (without the path's halt: a copy
// may outlive the path).
func (c *Candidates) Clone() *Candidates {
	d := *c
	d.halt = nil
	d.values = append([]uint8(nil), c.values...)
	d.marks = append([]uint64(nil), c.marks...)
	d.unitValues = append([]uint64(nil), c.unitValues...)
	d.unitBlanks = append([]int32(nil), c.unitBlanks...)
	return &d
}
