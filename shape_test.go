package sudokit_test

import (
	"fmt"
	"slices"
	"testing"

	"github.com/sudokit-go/sudokit"
)

// testShapes are the box shapes the table-driven tests run on: every size
// the issue names, with square and non-square boxes both ways round.
var testShapes = [][2]int{
	{2, 2}, {2, 3}, {3, 2}, {3, 3}, {3, 4}, {4, 3}, {4, 4}, {5, 5},
}

func shapeName(r, c int) string { return fmt.Sprintf("%dx%d-boxes-%dx%d", r*c, r*c, r, c) }

// naiveBox is the box of (row, col) by the definition: boxes are numbered
// left to right, then top to bottom, and a band of boxes holds N/C of them.
func naiveBox(s *sudokit.Shape, row, col int) int {
	across := s.N / s.BoxCols
	return (row/s.BoxRows)*across + col/s.BoxCols
}

func TestShapeOf(t *testing.T) {
	for _, rc := range append(testShapes, [2]int{2, 32}, [2]int{8, 8}, [2]int{32, 2}) {
		r, c := rc[0], rc[1]
		t.Run(shapeName(r, c), func(t *testing.T) {
			s, err := sudokit.ShapeOf(r, c)
			if err != nil {
				t.Fatal(err)
			}
			if s.N != r*c || s.BoxRows != r || s.BoxCols != c || s.Cells != r*c*r*c {
				t.Errorf("shape %v: N %d, boxes %dx%d, %d cells", s, s.N, s.BoxRows, s.BoxCols, s.Cells)
			}
			if again, _ := sudokit.ShapeOf(r, c); again != s {
				t.Errorf("ShapeOf(%d, %d) made a second shape", r, c)
			}
			if sudokit.MustShape(r, c) != s {
				t.Errorf("MustShape(%d, %d) differs from ShapeOf", r, c)
			}
			want := fmt.Sprintf("%dx%d", s.N, s.N)
			if r != c {
				want += fmt.Sprintf(" (%dx%d boxes)", r, c)
			}
			if s.String() != want {
				t.Errorf("String = %q, want %q", s.String(), want)
			}
			if s.Size() != fmt.Sprintf("%dx%d", s.N, s.N) || s.Box() != fmt.Sprintf("%dx%d", r, c) {
				t.Errorf("Size %q, Box %q", s.Size(), s.Box())
			}
		})
	}
}

func TestShapeOfRejects(t *testing.T) {
	for _, rc := range [][2]int{{1, 4}, {4, 1}, {0, 0}, {-2, -2}, {1, 1}, {2, 33}, {9, 8}, {8, 9}, {65, 1}, {100, 100}} {
		if s, err := sudokit.ShapeOf(rc[0], rc[1]); err == nil {
			t.Errorf("ShapeOf(%d, %d) = %v, want an error", rc[0], rc[1], s)
		}
	}
	func() {
		defer func() {
			if recover() == nil {
				t.Errorf("MustShape(1, 9) did not panic")
			}
		}()
		sudokit.MustShape(1, 9)
	}()
}

func TestSquareShape(t *testing.T) {
	for _, n := range []int{4, 9, 16, 25, 36, 49, 64} {
		s, err := sudokit.SquareShape(n)
		if err != nil {
			t.Errorf("SquareShape(%d): %v", n, err)
			continue
		}
		if s.N != n || s.BoxRows != s.BoxCols || s.BoxRows*s.BoxCols != n {
			t.Errorf("SquareShape(%d) = %v", n, s)
		}
	}
	for _, n := range []int{-1, 0, 1, 2, 3, 5, 6, 8, 12, 81, 100} {
		if s, err := sudokit.SquareShape(n); err == nil {
			t.Errorf("SquareShape(%d) = %v, want an error", n, s)
		}
	}
}

func TestBoxShapes(t *testing.T) {
	tests := []struct {
		n    int
		want [][2]int
	}{
		{4, [][2]int{{2, 2}}},
		{5, nil},
		{6, [][2]int{{2, 3}, {3, 2}}},
		{7, nil},
		{9, [][2]int{{3, 3}}},
		{12, [][2]int{{3, 4}, {4, 3}, {2, 6}, {6, 2}}},
		{16, [][2]int{{4, 4}, {2, 8}, {8, 2}}},
		{25, [][2]int{{5, 5}}},
	}
	for _, tt := range tests {
		if got := sudokit.BoxShapes(tt.n); !slices.Equal(got, tt.want) {
			t.Errorf("BoxShapes(%d) = %v, want %v", tt.n, got, tt.want)
		}
	}
}

// TestBoxOfAndPlaceInBox compares BoxOf, BoxOfIndex, PlaceInBox and
// BoxStart with their definitions on every cell of every shape.
func TestBoxOfAndPlaceInBox(t *testing.T) {
	for _, rc := range append(testShapes, [2]int{8, 8}, [2]int{2, 8}, [2]int{8, 2}) {
		s := sudokit.MustShape(rc[0], rc[1])
		t.Run(shapeName(rc[0], rc[1]), func(t *testing.T) {
			places := make([][]bool, s.N)
			for b := range places {
				places[b] = make([]bool, s.N)
			}
			for row := 0; row < s.N; row++ {
				for col := 0; col < s.N; col++ {
					p := sudokit.Pos{Row: row, Col: col}
					i := s.Index(p)
					if i != row*s.N+col || s.PosOf(i) != p {
						t.Fatalf("Index(%v) = %d, PosOf = %v", p, i, s.PosOf(i))
					}
					b := s.BoxOf(p)
					if want := naiveBox(s, row, col); b != want {
						t.Fatalf("BoxOf(%v) = %d, want %d", p, b, want)
					}
					if s.BoxOfIndex(i) != b {
						t.Fatalf("BoxOfIndex(%d) = %d, want %d", i, s.BoxOfIndex(i), b)
					}
					start := s.BoxStart(b)
					dr, dc := row-start.Row, col-start.Col
					if dr < 0 || dr >= s.BoxRows || dc < 0 || dc >= s.BoxCols {
						t.Fatalf("%v lies outside box %d, which starts at %v", p, b, start)
					}
					place := s.PlaceInBox(p)
					if want := dr*s.BoxCols + dc; place != want {
						t.Fatalf("PlaceInBox(%v) = %d, want %d", p, place, want)
					}
					if places[b][place] {
						t.Fatalf("box %d has place %d twice", b, place)
					}
					places[b][place] = true
				}
			}
			// Boxes are numbered left to right, then top to bottom.
			for b := 1; b < s.N; b++ {
				prev, cur := s.BoxStart(b-1), s.BoxStart(b)
				if cur.Row < prev.Row || (cur.Row == prev.Row && cur.Col <= prev.Col) {
					t.Fatalf("box %d starts at %v, before box %d at %v", b, cur, b-1, prev)
				}
			}
		})
	}
}

func TestContains(t *testing.T) {
	s := sudokit.MustShape(2, 3)
	for _, tt := range []struct {
		p    sudokit.Pos
		want bool
	}{
		{sudokit.Pos{Row: 0, Col: 0}, true},
		{sudokit.Pos{Row: 5, Col: 5}, true},
		{sudokit.Pos{Row: 6, Col: 0}, false},
		{sudokit.Pos{Row: 0, Col: 6}, false},
		{sudokit.Pos{Row: -1, Col: 0}, false},
		{sudokit.Pos{Row: 0, Col: -1}, false},
	} {
		if got := s.Contains(tt.p); got != tt.want {
			t.Errorf("Contains(%+v) = %v, want %v", tt.p, got, tt.want)
		}
	}
}

// TestUnits checks every unit against its definition: row i, column i and
// box i, each listed row-major, and UnitsOf against the units that hold a
// cell.
func TestUnits(t *testing.T) {
	for _, rc := range testShapes {
		s := sudokit.MustShape(rc[0], rc[1])
		t.Run(shapeName(rc[0], rc[1]), func(t *testing.T) {
			n := s.N
			for u := 0; u < 3*n; u++ {
				var want []int
				for i := 0; i < s.Cells; i++ {
					row, col := i/n, i%n
					switch kind, k := u/n, u%n; kind {
					case sudokit.RowUnit:
						if row == k {
							want = append(want, i)
						}
					case sudokit.ColumnUnit:
						if col == k {
							want = append(want, i)
						}
					case sudokit.BoxUnit:
						if naiveBox(s, row, col) == k {
							want = append(want, i)
						}
					}
				}
				if got := s.Unit(u); !slices.Equal(got, want) {
					t.Fatalf("Unit(%d) = %v, want %v", u, got, want)
				}
			}
			for i := 0; i < s.Cells; i++ {
				want := [3]int{i / n, n + i%n, 2*n + naiveBox(s, i/n, i%n)}
				if got := s.UnitsOf(i); got != want {
					t.Fatalf("UnitsOf(%d) = %v, want %v", i, got, want)
				}
			}
		})
	}
}

// TestPeers compares every cell's peers with the definition: the other
// cells of its row, column and box, in increasing order.
func TestPeers(t *testing.T) {
	for _, rc := range testShapes {
		s := sudokit.MustShape(rc[0], rc[1])
		t.Run(shapeName(rc[0], rc[1]), func(t *testing.T) {
			n := s.N
			count := 2*(n-1) + (s.BoxRows-1)*(s.BoxCols-1)
			for i := 0; i < s.Cells; i++ {
				var want []int32
				for j := 0; j < s.Cells; j++ {
					if j != i && (i/n == j/n || i%n == j%n || naiveBox(s, i/n, i%n) == naiveBox(s, j/n, j%n)) {
						want = append(want, int32(j))
					}
				}
				got := s.Peers(i)
				if len(got) != count {
					t.Fatalf("cell %d has %d peers, want %d", i, len(got), count)
				}
				if !slices.Equal(got, want) {
					t.Fatalf("Peers(%d) = %v, want %v", i, got, want)
				}
			}
		})
	}
}

func TestUnitName(t *testing.T) {
	tests := []struct {
		r, c, u int
		want    string
	}{
		{3, 3, 2, "row 3"},
		{3, 3, 9 + 4, "column 5"},
		{3, 3, 18 + 4, "box 5 (rows 4-6, columns 4-6)"},
		{3, 3, 18 + 0, "box 1 (rows 1-3, columns 1-3)"},
		{3, 3, 18 + 8, "box 9 (rows 7-9, columns 7-9)"},
		{2, 2, 8 + 1, "box 2 (rows 1-2, columns 3-4)"},
		{2, 3, 12 + 3, "box 4 (rows 3-4, columns 4-6)"},
		{3, 2, 12 + 3, "box 4 (rows 4-6, columns 1-2)"},
		{3, 4, 24 + 5, "box 6 (rows 4-6, columns 9-12)"},
		{4, 3, 24 + 5, "box 6 (rows 5-8, columns 4-6)"},
		{4, 4, 32 + 15, "box 16 (rows 13-16, columns 13-16)"},
		{5, 5, 50 + 12, "box 13 (rows 11-15, columns 11-15)"},
		{5, 5, 24, "row 25"},
	}
	for _, tt := range tests {
		if got := sudokit.MustShape(tt.r, tt.c).UnitName(tt.u); got != tt.want {
			t.Errorf("%dx%d boxes: UnitName(%d) = %q, want %q", tt.r, tt.c, tt.u, got, tt.want)
		}
	}
}

func TestPosString(t *testing.T) {
	for _, tt := range []struct {
		p    sudokit.Pos
		want string
	}{
		{sudokit.Pos{Row: 0, Col: 0}, "r1c1"},
		{sudokit.Pos{Row: 0, Col: 2}, "r1c3"},
		{sudokit.Pos{Row: 3, Col: 5}, "r4c6"},
		{sudokit.Pos{Row: 63, Col: 63}, "r64c64"},
	} {
		if got := tt.p.String(); got != tt.want {
			t.Errorf("%+v.String() = %q, want %q", tt.p, got, tt.want)
		}
	}
}
