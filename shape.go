package sudokit

import (
	"fmt"
	"sync"
)

// MinSize and MaxSize bound the side N of a puzzle: 4 ≤ N ≤ 64.
const (
	MinSize = 4
	MaxSize = 64
)

// Unit kinds, in the order units are numbered by a Shape: the N rows, then
// the N columns, then the N boxes.
const (
	RowUnit = iota
	ColumnUnit
	BoxUnit
)

// A Shape is the geometry of an N×N puzzle whose boxes are BoxRows rows high
// and BoxCols columns wide (N = BoxRows·BoxCols). It knows the 3N units
// (rows, columns, boxes) and the peers of every cell. Shapes are immutable
// and shared: ShapeOf hands out one value per box shape.
type Shape struct {
	N       int // side of the grid
	BoxRows int // rows of one box
	BoxCols int // columns of one box
	Cells   int // N·N

	boxOf   []uint8   // box index of each cell
	units   [][]int   // 3N units of N cell indexes each
	unitsOf [][3]int  // the row, column and box unit of each cell
	peers   peerTable // built on first use
}

type peerTable struct {
	once sync.Once
	all  []int32 // every cell's peers, concatenated
	n    int     // peers per cell
}

var shapes [MaxSize/2 + 1][MaxSize/2 + 1]struct {
	once  sync.Once
	shape *Shape
}

// ShapeOf returns the shape of puzzles with boxes of r rows by c columns.
// It fails unless r ≥ 2, c ≥ 2 and 4 ≤ r·c ≤ 64.
func ShapeOf(r, c int) (*Shape, error) {
	if r < 2 || c < 2 || r*c > MaxSize {
		return nil, fmt.Errorf("boxes of %dx%d do not make a puzzle of 4x4 to 64x64", r, c)
	}
	slot := &shapes[r][c]
	slot.once.Do(func() { slot.shape = newShape(r, c) })
	return slot.shape, nil
}

// SquareShape returns the shape of N×N puzzles with square boxes; N must be
// a perfect square between 4 and 64.
func SquareShape(n int) (*Shape, error) {
	r := isqrt(n)
	if r*r != n || n < MinSize || n > MaxSize {
		return nil, fmt.Errorf("%dx%d puzzles have no square boxes", n, n)
	}
	return ShapeOf(r, r)
}

// MustShape is ShapeOf for shapes known to be good; it panics on a bad one.
func MustShape(r, c int) *Shape {
	s, err := ShapeOf(r, c)
	if err != nil {
		panic(err)
	}
	return s
}

// BoxShapes lists the box shapes R×C with R·C = n and R, C ≥ 2, the squarest
// first and, between R×C and C×R, the wider box (fewer rows) first.
func BoxShapes(n int) [][2]int {
	var out [][2]int
	for r := isqrt(n); r >= 2; r-- {
		if n%r == 0 && n/r >= 2 {
			c := n / r
			out = append(out, [2]int{r, c})
			if c != r {
				out = append(out, [2]int{c, r})
			}
		}
	}
	return out
}

func isqrt(n int) int {
	if n <= 0 {
		return 0
	}
	r := 0
	for (r+1)*(r+1) <= n {
		r++
	}
	return r
}

func newShape(r, c int) *Shape {
	n := r * c
	s := &Shape{N: n, BoxRows: r, BoxCols: c, Cells: n * n}
	s.boxOf = make([]uint8, s.Cells)
	s.unitsOf = make([][3]int, s.Cells)
	s.units = make([][]int, 3*n)
	flat := make([]int, 3*n*n)
	for u := range s.units {
		s.units[u] = flat[u*n : u*n : (u+1)*n]
	}
	for i := 0; i < s.Cells; i++ {
		row, col := i/n, i%n
		box := (row/r)*r + col/c
		s.boxOf[i] = uint8(box)
		s.unitsOf[i] = [3]int{row, n + col, 2*n + box}
		for _, u := range s.unitsOf[i] {
			s.units[u] = append(s.units[u], i)
		}
	}
	return s
}

// String names the shape as the contract does: "9x9", or "6x6 (2x3 boxes)"
// where the boxes are not square.
func (s *Shape) String() string {
	if s.BoxRows == s.BoxCols {
		return fmt.Sprintf("%dx%d", s.N, s.N)
	}
	return fmt.Sprintf("%dx%d (%dx%d boxes)", s.N, s.N, s.BoxRows, s.BoxCols)
}

// Size is "9x9": the side of the grid, as a person writes it.
func (s *Shape) Size() string { return fmt.Sprintf("%dx%d", s.N, s.N) }

// Box is "3x3": the box shape, rows by columns.
func (s *Shape) Box() string { return fmt.Sprintf("%dx%d", s.BoxRows, s.BoxCols) }

// Index is the flat, row-major index of position p.
func (s *Shape) Index(p Pos) int { return p.Row*s.N + p.Col }

// PosOf is the position of flat index i.
func (s *Shape) PosOf(i int) Pos { return Pos{Row: i / s.N, Col: i % s.N} }

// Contains reports whether p lies on the grid.
func (s *Shape) Contains(p Pos) bool {
	return p.Row >= 0 && p.Row < s.N && p.Col >= 0 && p.Col < s.N
}

// BoxOf is the number of the box that holds p, counting from 0 left to right,
// then top to bottom (the coursework's get_block_num, less one).
func (s *Shape) BoxOf(p Pos) int { return (p.Row/s.BoxRows)*s.BoxRows + p.Col/s.BoxCols }

// BoxOfIndex is BoxOf for a flat index.
func (s *Shape) BoxOfIndex(i int) int { return int(s.boxOf[i]) }

// PlaceInBox is the place of p inside its box, counting from 0 left to right,
// then top to bottom (the coursework's get_position_inside_block, less one).
func (s *Shape) PlaceInBox(p Pos) int {
	return (p.Row%s.BoxRows)*s.BoxCols + p.Col%s.BoxCols
}

// BoxStart is the top-left position of box b.
func (s *Shape) BoxStart(b int) Pos {
	return Pos{Row: (b / s.BoxRows) * s.BoxRows, Col: (b % s.BoxRows) * s.BoxCols}
}

// Unit returns the flat indexes of the cells of unit u: rows are units 0…N-1,
// columns N…2N-1 and boxes 2N…3N-1, each listed row-major. The slice is
// shared: do not change it.
func (s *Shape) Unit(u int) []int { return s.units[u] }

// UnitsOf returns the row, column and box unit of flat index i.
func (s *Shape) UnitsOf(i int) [3]int { return s.unitsOf[i] }

// Peers returns the flat indexes of the cells that share a row, column or
// box with cell i, in increasing order, i itself excluded. The slice is
// shared: do not change it.
func (s *Shape) Peers(i int) []int32 {
	s.peers.once.Do(s.buildPeers)
	return s.peers.all[i*s.peers.n : (i+1)*s.peers.n]
}

func (s *Shape) buildPeers() {
	n := s.N
	// Row and column give 2(N-1); the box adds the cells outside both.
	per := 2*(n-1) + (s.BoxRows-1)*(s.BoxCols-1)
	all := make([]int32, 0, s.Cells*per)
	for i := 0; i < s.Cells; i++ {
		p := s.PosOf(i)
		b := s.boxOf[i]
		for j := 0; j < s.Cells; j++ {
			if j == i {
				continue
			}
			q := s.PosOf(j)
			if q.Row == p.Row || q.Col == p.Col || s.boxOf[j] == b {
				all = append(all, int32(j))
			}
		}
	}
	s.peers.all, s.peers.n = all, per
}

// UnitName is how a person names unit u: "row 3", "column 5" or
// "box 5 (rows 4-6, columns 4-6)", numbered from 1.
func (s *Shape) UnitName(u int) string {
	switch kind, i := u/s.N, u%s.N; kind {
	case RowUnit:
		return fmt.Sprintf("row %d", i+1)
	case ColumnUnit:
		return fmt.Sprintf("column %d", i+1)
	default:
		p := s.BoxStart(i)
		return fmt.Sprintf("box %d (rows %d-%d, columns %d-%d)", i+1,
			p.Row+1, p.Row+s.BoxRows, p.Col+1, p.Col+s.BoxCols)
	}
}
