package pseudoku

import "fmt"

// Shifts are the left shifts x, y and z of the second, third and fourth
// rows: one permutation choice of the method.
type Shifts struct{ X, Y, Z int }

// String writes the triple as the analysis does: "(2,1,3)".
func (s Shifts) String() string { return fmt.Sprintf("(%d,%d,%d)", s.X, s.Y, s.Z) }

// AllShifts returns the 64 triples in the order MakeSolution tries them:
// x in the outer loop, z in the inner, each from 0 to 3.
func AllShifts() []Shifts {
	out := make([]Shifts, 0, Side*Side*Side)
	for x := range Side {
		for y := range Side {
			for z := range Side {
				out = append(out, Shifts{x, y, z})
			}
		}
	}
	return out
}

// Works reports whether the triple makes a solved puzzle from row: whether
// PermuteRows of MakeVector(row) passes CheckGrids and ColChecks.
func (s Shifts) Works(row Row) bool {
	v, err := MakeVector(row)
	if err != nil {
		return false
	}
	p, err := PermuteRows(v, s.X, s.Y, s.Z)
	return err == nil && CheckGrids(p) && ColChecks(p)
}

// MakeSolution is Task 8: MakeVector(row), then PermuteRows with every
// triple in turn — x in the outer loop, z in the inner, each from 0 to 3 —
// until CheckGrids and ColChecks both hold; it returns that solved puzzle
// and the triple that made it. For the row 2,4,1,3 that is
// 2413/1324/4132/3241, by the triple (2,1,3); the document's printed
// 2413/1324/3241/4132 comes from (2,3,1), the other triple that works,
// which the loops reach later. A row that is not a permutation of 1-4 is an
// error.
func MakeSolution(row Row) (Puzzle, Shifts, error) {
	puzzle, err := MakeVector(row)
	if err != nil {
		return Puzzle{}, Shifts{}, err
	}
	for x := range Side {
		for y := range Side {
			for z := range Side {
				p, err := PermuteRows(puzzle, x, y, z)
				if err != nil {
					return Puzzle{}, Shifts{}, err
				}
				if CheckGrids(p) && ColChecks(p) {
					return p, Shifts{x, y, z}, nil
				}
			}
		}
	}
	return Puzzle{}, Shifts{}, fmt.Errorf("row %v: no shifts make a solution", row)
}
