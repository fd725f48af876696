package generate

import (
	"fmt"
	"math/rand/v2"
	"strings"

	"github.com/sudokit-go/sudokit"
)

// A Symmetry is a symmetry of the clue pattern: a puzzle has it when every
// cell the symmetry maps a clue to holds a clue too.
type Symmetry uint8

// The symmetries of --symmetry.
const (
	None         Symmetry = iota // no constraint
	Rot180                       // half turn about the centre
	Rot90                        // quarter turn (and so the half turn)
	MirrorLR                     // left-right mirror
	MirrorTB                     // top-bottom mirror
	Diagonal                     // mirror on the main diagonal, top left to bottom right
	Antidiagonal                 // mirror on the other diagonal
	Dihedral                     // all eight symmetries of the square
	Random                       // one of those the shape has, drawn per puzzle
)

var symmetryNames = [...]string{"none", "rot180", "rot90", "mirror-lr", "mirror-tb", "diagonal", "antidiagonal", "dihedral", "random"}

// String returns the symmetry's name as --symmetry spells it.
func (s Symmetry) String() string {
	if int(s) < len(symmetryNames) {
		return symmetryNames[s]
	}
	return fmt.Sprintf("Symmetry(%d)", uint8(s))
}

// ParseSymmetry reads a symmetry's name, in any case.
func ParseSymmetry(name string) (Symmetry, error) {
	for i, n := range symmetryNames {
		if strings.EqualFold(name, n) {
			return Symmetry(i), nil
		}
	}
	return 0, fmt.Errorf("unknown symmetry %q; symmetries are %s", name, strings.Join(symmetryNames[:], ", "))
}

// needsSquareBoxes says whether the symmetry maps rows to columns, which
// keeps boxes boxes only when they are square.
func (s Symmetry) needsSquareBoxes() bool {
	return s == Rot90 || s == Diagonal || s == Antidiagonal || s == Dihedral
}

// Fits reports, as an error that says why, whether the shape has the
// symmetry: those that map rows to columns (rot90, diagonal, antidiagonal,
// dihedral) need square boxes, which they map to boxes.
func (s Symmetry) Fits(sh *sudokit.Shape) error {
	if s > Random {
		return fmt.Errorf("unknown symmetry %d", uint8(s))
	}
	if s.needsSquareBoxes() && sh.BoxRows != sh.BoxCols {
		return fmt.Errorf("%dx%d puzzles with %s boxes have no %s symmetry, which would turn boxes into %dx%d blocks; %s fit",
			sh.N, sh.N, sh.Box(), s, sh.BoxCols, sh.BoxRows, strings.Join(names(Fitting(sh)), ", "))
	}
	return nil
}

func names(ss []Symmetry) []string {
	out := make([]string, len(ss))
	for i, s := range ss {
		out[i] = s.String()
	}
	return out
}

// Fitting lists the symmetries the shape has, none and random included.
func Fitting(sh *sudokit.Shape) []Symmetry {
	var out []Symmetry
	for s := None; s <= Random; s++ {
		if !s.needsSquareBoxes() || sh.BoxRows == sh.BoxCols {
			out = append(out, s)
		}
	}
	return out
}

// resolve turns Random into one of the shape's symmetries other than none,
// drawn from rng; other symmetries are themselves.
func (s Symmetry) resolve(sh *sudokit.Shape, rng *rand.Rand) Symmetry {
	if s != Random {
		return s
	}
	var pick []Symmetry
	for t := Rot180; t <= Dihedral; t++ {
		if !t.needsSquareBoxes() || sh.BoxRows == sh.BoxCols {
			pick = append(pick, t)
		}
	}
	return pick[rng.IntN(len(pick))]
}

// maps returns the cell maps that generate the symmetry's group, each as
// a function of (row, column).
func (s Symmetry) maps(n int) []func(r, c int) (int, int) {
	rot180 := func(r, c int) (int, int) { return n - 1 - r, n - 1 - c }
	rot90 := func(r, c int) (int, int) { return c, n - 1 - r }
	lr := func(r, c int) (int, int) { return r, n - 1 - c }
	tb := func(r, c int) (int, int) { return n - 1 - r, c }
	diag := func(r, c int) (int, int) { return c, r }
	anti := func(r, c int) (int, int) { return n - 1 - c, n - 1 - r }
	switch s {
	case Rot180:
		return []func(r, c int) (int, int){rot180}
	case Rot90:
		return []func(r, c int) (int, int){rot90}
	case MirrorLR:
		return []func(r, c int) (int, int){lr}
	case MirrorTB:
		return []func(r, c int) (int, int){tb}
	case Diagonal:
		return []func(r, c int) (int, int){diag}
	case Antidiagonal:
		return []func(r, c int) (int, int){anti}
	case Dihedral:
		return []func(r, c int) (int, int){rot90, lr}
	}
	return nil
}

// Orbits returns the cells of the shape grouped into the orbits of the
// symmetry's group (Random must be resolved first): a puzzle has the
// symmetry when each orbit is all clues or all blanks. Orbits are listed by
// their first cell, each in increasing cell order.
func Orbits(sh *sudokit.Shape, s Symmetry) [][]int {
	n := sh.N
	maps := s.maps(n)
	seen := make([]bool, sh.Cells)
	var out [][]int
	for start := range sh.Cells {
		if seen[start] {
			continue
		}
		orbit := []int{start}
		seen[start] = true
		for i := 0; i < len(orbit); i++ {
			r, c := orbit[i]/n, orbit[i]%n
			for _, m := range maps {
				r2, c2 := m(r, c)
				if j := r2*n + c2; !seen[j] {
					seen[j] = true
					orbit = append(orbit, j)
				}
			}
		}
		sortInts(orbit)
		out = append(out, orbit)
	}
	return out
}

func sortInts(a []int) {
	for i := 1; i < len(a); i++ {
		for j := i; j > 0 && a[j] < a[j-1]; j-- {
			a[j], a[j-1] = a[j-1], a[j]
		}
	}
}

// HasSymmetry reports whether the clue pattern of g has the symmetry.
func HasSymmetry(g sudokit.Grid, s Symmetry) bool {
	for _, o := range Orbits(g.Shape, s) {
		clue := g.Cells[o[0]] != 0
		for _, i := range o[1:] {
			if (g.Cells[i] != 0) != clue {
				return false
			}
		}
	}
	return true
}
