package sudokit

import "math/bits"

// This file is the helper API of the helper-functions coursework. The
// coursework numbers rows, columns, blocks and places from 1; these
// functions count from 0, as every Go index does. See the package doc.

// Row returns row i as a list of values (the coursework's get_row).
func (g Grid) Row(i int) []uint8 { return g.unitValues(RowUnit*g.Shape.N + i) }

// Column returns column i as a list of values (get_column).
func (g Grid) Column(i int) []uint8 { return g.unitValues(ColumnUnit*g.Shape.N + i) }

// Box returns box i, read row by row, as a list of values (get_block).
func (g Grid) Box(i int) []uint8 { return g.unitValues(BoxUnit*g.Shape.N + i) }

func (g Grid) unitValues(u int) []uint8 {
	cells := g.Shape.Unit(u)
	out := make([]uint8, len(cells))
	for k, i := range cells {
		out[k] = g.Cells[i]
	}
	return out
}

// FirstUnassigned returns the first blank position in row-major order, and
// false when the grid is full (find_first_unassigned_position, which returns
// (-1, -1) there).
func (g Grid) FirstUnassigned() (Pos, bool) {
	for i, v := range g.Cells {
		if v == 0 {
			return g.Shape.PosOf(i), true
		}
	}
	return Pos{-1, -1}, false
}

// ValidList reports whether no non-blank value repeats in vals (valid_list).
// Blanks (0) may repeat. It works for lists of any size up to 64 values,
// and values up to 64.
func ValidList(vals []uint8) bool {
	var seen uint64
	for _, v := range vals {
		if v == 0 {
			continue
		}
		bit := uint64(1) << (v - 1)
		if seen&bit != 0 {
			return false
		}
		seen |= bit
	}
	return true
}

// Valid reports whether no row, column or box repeats a value (valid_Sudoku).
// Blanks do not count: a partial grid is valid when no rule is broken so far.
func (g Grid) Valid() bool {
	for u := 0; u < 3*g.Shape.N; u++ {
		var seen uint64
		for _, i := range g.Shape.Unit(u) {
			v := g.Cells[i]
			if v == 0 {
				continue
			}
			bit := uint64(1) << (v - 1)
			if seen&bit != 0 {
				return false
			}
			seen |= bit
		}
	}
	return true
}

// CandidateMask returns the values that could stand at p without repeating a
// value of p's row, column or box, as a bitmask (bit v-1 for value v). The
// value at p itself is ignored, so a filled cell's candidates include its
// value when that value does not clash.
func (g Grid) CandidateMask(p Pos) uint64 {
	s := g.Shape
	i := s.Index(p)
	var used uint64
	for _, u := range s.UnitsOf(i) {
		for _, j := range s.Unit(u) {
			if v := g.Cells[j]; v != 0 && j != i {
				used |= uint64(1) << (v - 1)
			}
		}
	}
	all := ^uint64(0) >> (64 - s.N)
	return all &^ used
}

// Candidates lists the values that could stand at p, in increasing order
// (get_candidates); see CandidateMask.
func (g Grid) Candidates(p Pos) []uint8 {
	m := g.CandidateMask(p)
	out := make([]uint8, 0, bits.OnesCount64(m))
	for ; m != 0; m &= m - 1 {
		out = append(out, uint8(bits.TrailingZeros64(m)+1))
	}
	return out
}

// Place puts value v at p (make_move). It changes g's cells in place.
func (g Grid) Place(p Pos, v uint8) { g.Cells[g.Shape.Index(p)] = v }

// Clear makes p blank again (undo_move).
func (g Grid) Clear(p Pos) { g.Cells[g.Shape.Index(p)] = 0 }
