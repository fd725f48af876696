package pseudoku

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/sudokit-go/sudokit"
)

// The document's worked example: the row 2,4,1,3.
var exampleRow = Row{2, 4, 1, 3}

// mustPuzzle builds a puzzle from "2413/1324/…" (dots for blanks).
func mustPuzzle(t testing.TB, s string) Puzzle {
	t.Helper()
	p := newPuzzle()
	if len(s) != 19 {
		t.Fatalf("bad puzzle text %q", s)
	}
	for i := range Side {
		for j := range Side {
			c := s[i*5+j]
			if c != '.' {
				p.Set(i, j, c-'0')
			}
		}
	}
	return p
}

func TestParseRow(t *testing.T) {
	tests := []struct {
		in   string
		want Row
		err  string
	}{
		{"2,4,1,3", Row{2, 4, 1, 3}, ""},
		{" 4, 3 ,2,1", Row{4, 3, 2, 1}, ""},
		{"1,1,2,3", Row{}, "1,1,2,3: not a permutation of 1-4"},
		{"1,2,3", Row{}, "1,2,3: not a permutation of 1-4"},
		{"1,2,3,4,5", Row{}, "1,2,3,4,5: not a permutation of 1-4"},
		{"1,2,3,5", Row{}, "1,2,3,5: not a permutation of 1-4"},
		{"0,1,2,3", Row{}, "0,1,2,3: not a permutation of 1-4"},
		{"a,b,c,d", Row{}, "a,b,c,d: not a permutation of 1-4"},
		{"", Row{}, ": not a permutation of 1-4"},
	}
	for _, tt := range tests {
		got, err := ParseRow(tt.in)
		if tt.err != "" {
			if err == nil || err.Error() != tt.err || !errors.Is(err, ErrNotPermutation) {
				t.Errorf("ParseRow(%q) error = %v, want %q", tt.in, err, tt.err)
			}
			continue
		}
		if err != nil || got != tt.want {
			t.Errorf("ParseRow(%q) = %v, %v, want %v", tt.in, got, err, tt.want)
		}
		if got.String() != tt.want.String() {
			t.Errorf("String() = %q", got.String())
		}
	}
}

func TestAllRows(t *testing.T) {
	rows := AllRows()
	if len(rows) != 24 {
		t.Fatalf("%d rows, want 24", len(rows))
	}
	seen := map[Row]bool{}
	for _, r := range rows {
		if !r.IsPermutation() || seen[r] {
			t.Errorf("row %v repeated or not a permutation", r)
		}
		seen[r] = true
	}
	if rows[0] != (Row{1, 2, 3, 4}) || rows[23] != (Row{4, 3, 2, 1}) {
		t.Errorf("first %v, last %v", rows[0], rows[23])
	}
}

// Task 1.
func TestMakeVector(t *testing.T) {
	tests := []struct {
		row  Row
		want string
		err  string
	}{
		{exampleRow, "2413/2413/2413/2413", ""},
		{Row{1, 2, 3, 4}, "1234/1234/1234/1234", ""},
		{Row{1, 1, 2, 3}, "", "row 1,1,2,3: not a permutation of 1-4"},
		{Row{0, 1, 2, 3}, "", "row 0,1,2,3: not a permutation of 1-4"},
		{Row{}, "", "row 0,0,0,0: not a permutation of 1-4"},
	}
	for _, tt := range tests {
		p, err := MakeVector(tt.row)
		if tt.err != "" {
			if err == nil || err.Error() != tt.err || !errors.Is(err, ErrNotPermutation) {
				t.Errorf("MakeVector(%v) error = %v, want %q", tt.row, err, tt.err)
			}
			continue
		}
		if err != nil || p.String() != tt.want {
			t.Errorf("MakeVector(%v) = %v, %v, want %s", tt.row, p, err, tt.want)
		}
	}
	// The rows are copies: changing one leaves the others alone.
	p, _ := MakeVector(exampleRow)
	p.Set(1, 0, 3)
	p.SetRow(2, Row{4, 3, 2, 1})
	if got := p.String(); got != "2413/3413/4321/2413" {
		t.Errorf("after changing rows 2 and 3: %s", got)
	}
}

// Task 7: the concrete structure's operations.
func TestPuzzleStructure(t *testing.T) {
	p, _ := MakeVector(exampleRow)
	if p.rows != [Side]uint8{1, 5, 9, 13} {
		t.Errorf("row pointers %v, want 1 5 9 13", p.rows)
	}
	// The document's coordinates (3,2) are Get(2, 1).
	q := mustPuzzle(t, "2413/1324/3241/4132")
	if v := q.Get(2, 1); v != 2 {
		t.Errorf("puzzle[3][2] = %d, want 2", v)
	}
	c := q.Copy()
	c.Set(0, 0, 0)
	if q.Get(0, 0) != 2 || c.Get(0, 0) != 0 {
		t.Error("a copy shares its block with the original")
	}
	if q.Row(3) != (Row{4, 1, 3, 2}) {
		t.Errorf("Row(3) = %v", q.Row(3))
	}
	// Off the puzzle: reads blank, writes nothing.
	for _, pos := range [][2]int{{-1, 0}, {0, -1}, {4, 0}, {0, 4}} {
		if v := q.Get(pos[0], pos[1]); v != 0 {
			t.Errorf("Get%v = %d, want 0", pos, v)
		}
		c := q
		c.Set(pos[0], pos[1], 1)
		if !on(pos[0]) {
			c.SetRow(pos[0], Row{1, 1, 1, 1})
		}
		if c != q {
			t.Errorf("Set%v changed the puzzle", pos)
		}
	}
	if q.Row(4) != (Row{}) {
		t.Error("Row(4) is not blank")
	}
	// The zero Puzzle has null rows: blank, and deaf to writes.
	var z Puzzle
	z.Set(1, 1, 3)
	z.SetRow(2, exampleRow)
	if z.Blanks() != Cells || z.String() != "..../..../..../...." {
		t.Errorf("zero puzzle: %v", z)
	}
	g := q.Grid()
	if got := sudokit.Format(g, sudokit.FormatOptions{Form: sudokit.FormLine}); got != "2413132432414132" {
		t.Errorf("Grid() = %s", got)
	}
	back, err := FromGrid(g)
	if err != nil || back != q {
		t.Errorf("FromGrid(Grid()) = %v, %v", back, err)
	}
}

func TestFromGridErrors(t *testing.T) {
	nine := sudokit.NewGrid(sudokit.MustShape(3, 3))
	if _, err := FromGrid(nine); err == nil || err.Error() != "a pseudoku puzzle is 4x4 with 2x2 boxes, not 9x9" {
		t.Errorf("FromGrid(9x9) error = %v", err)
	}
	if _, err := FromGrid(sudokit.Grid{}); err == nil || err.Error() != "a pseudoku puzzle is 4x4 with 2x2 boxes, not an empty grid" {
		t.Errorf("FromGrid(empty) error = %v", err)
	}
}

// Task 2.
func TestPermuteVector(t *testing.T) {
	tests := []struct {
		row  Row
		p    int
		want Row
		err  string
	}{
		{exampleRow, 0, Row{2, 4, 1, 3}, ""},
		{exampleRow, 1, Row{4, 1, 3, 2}, ""},
		{exampleRow, 2, Row{1, 3, 2, 4}, ""},
		{exampleRow, 3, Row{3, 2, 4, 1}, ""},
		{Row{1, 2, 3, 4}, 1, Row{2, 3, 4, 1}, ""},
		{exampleRow, 4, Row{}, "shift p = 4 is outside 0-3"},
		{exampleRow, -1, Row{}, "shift p = -1 is outside 0-3"},
		{Row{1, 1, 2, 3}, 1, Row{}, "row 1,1,2,3: not a permutation of 1-4"},
		{Row{1, 2, 3, 9}, 0, Row{}, "row 1,2,3,9: not a permutation of 1-4"},
	}
	for _, tt := range tests {
		got, err := PermuteVector(tt.row, tt.p)
		if tt.err != "" {
			if err == nil || err.Error() != tt.err {
				t.Errorf("PermuteVector(%v, %d) error = %v, want %q", tt.row, tt.p, err, tt.err)
			}
			continue
		}
		if err != nil || got != tt.want {
			t.Errorf("PermuteVector(%v, %d) = %v, %v, want %v", tt.row, tt.p, got, err, tt.want)
		}
	}
	if _, err := PermuteVector(exampleRow, 7); !errors.Is(err, ErrShiftRange) {
		t.Errorf("error %v does not match ErrShiftRange", err)
	}
}

func TestQueue(t *testing.T) {
	var q Queue
	if _, ok := q.Dequeue(); ok {
		t.Error("Dequeue on an empty queue succeeded")
	}
	if _, ok := q.Head(); ok {
		t.Error("Head on an empty queue succeeded")
	}
	for v := range uint8(8) {
		if !q.Enqueue(v + 1) {
			t.Fatalf("Enqueue %d failed", v+1)
		}
	}
	if q.Enqueue(9) || q.Len() != 8 {
		t.Error("Enqueue on a full queue succeeded")
	}
	// Around the ring: values leave in the order they came.
	for want := uint8(1); want <= 20; want++ {
		v, ok := q.Dequeue()
		if !ok || v != want {
			t.Fatalf("Dequeue = %d, %v, want %d", v, ok, want)
		}
		q.Enqueue(want + 8)
	}
	if h, _ := q.Head(); h != 21 || q.Empty() {
		t.Errorf("Head = %d", h)
	}
}

// Task 3.
func TestPermuteRows(t *testing.T) {
	v, _ := MakeVector(exampleRow)
	tests := []struct {
		x, y, z int
		want    string
		err     string
	}{
		{0, 0, 0, "2413/2413/2413/2413", ""},
		{2, 1, 3, "2413/1324/4132/3241", ""},
		{2, 3, 1, "2413/1324/3241/4132", ""}, // the document's printed solution
		{1, 2, 3, "2413/4132/1324/3241", ""},
		{4, 0, 0, "", "shift x = 4 is outside 0-3"},
		{0, -1, 0, "", "shift y = -1 is outside 0-3"},
		{0, 0, 9, "", "shift z = 9 is outside 0-3"},
	}
	for _, tt := range tests {
		got, err := PermuteRows(v, tt.x, tt.y, tt.z)
		if tt.err != "" {
			if err == nil || err.Error() != tt.err || !errors.Is(err, ErrShiftRange) {
				t.Errorf("PermuteRows(%d,%d,%d) error = %v, want %q", tt.x, tt.y, tt.z, err, tt.err)
			}
			continue
		}
		if err != nil || got.String() != tt.want {
			t.Errorf("PermuteRows(%d,%d,%d) = %v, %v, want %s", tt.x, tt.y, tt.z, got, err, tt.want)
		}
	}
	if v.String() != "2413/2413/2413/2413" {
		t.Errorf("PermuteRows changed its input: %v", v)
	}
	bad := mustPuzzle(t, "2413/2213/2413/2413")
	if _, err := PermuteRows(bad, 1, 1, 1); err == nil || err.Error() != "row 2,2,1,3: not a permutation of 1-4" {
		t.Errorf("PermuteRows(bad row) error = %v", err)
	}
}

// Task 4, with the example: 1, 2, 3, 4 with 4 on top.
func TestSearchStack(t *testing.T) {
	tests := []struct {
		stack []uint8 // bottom to top
		item  uint8
		want  []uint8
		found bool
	}{
		{[]uint8{1, 2, 3, 4}, 3, []uint8{1, 2, 4}, true},
		{[]uint8{1, 2, 3, 4}, 5, []uint8{1, 2, 3, 4}, false},
		{[]uint8{1, 2, 3, 4}, 4, []uint8{1, 2, 3}, true},
		{[]uint8{1, 2, 3, 4}, 1, []uint8{2, 3, 4}, true},
		{[]uint8{1, 2, 3, 4}, 0, []uint8{1, 2, 3, 4}, false},
		{[]uint8{2, 3, 2}, 2, []uint8{2, 3}, true}, // the nearest to the top goes
		{nil, 1, nil, false},
	}
	for _, tt := range tests {
		s, err := StackOf(tt.stack...)
		if err != nil {
			t.Fatal(err)
		}
		got, found := SearchStack(s, tt.item)
		if found != tt.found || !slices.Equal(got.Values(), tt.want) {
			t.Errorf("SearchStack(%v, %d) = %v, %v, want %v, %v", tt.stack, tt.item, got.Values(), found, tt.want, tt.found)
		}
		if !slices.Equal(s.Values(), tt.stack) {
			t.Errorf("SearchStack changed the caller's stack: %v", s.Values())
		}
	}
	s, _ := StackOf(1, 2, 3, 4)
	s, _ = SearchStack(s, 3)
	if top, _ := s.Top(); top != 4 || s.Len() != 3 {
		t.Errorf("after searching for 3: top %d, %d values; want 4 on top of 3", top, s.Len())
	}
}

func TestStack(t *testing.T) {
	var s Stack
	if _, ok := s.Pop(); ok {
		t.Error("Pop on an empty stack succeeded")
	}
	if _, ok := s.Top(); ok || !s.Empty() {
		t.Error("Top on an empty stack succeeded")
	}
	for v := range uint8(StackCap) {
		if !s.Push(v) {
			t.Fatalf("Push %d failed", v)
		}
	}
	if s.Push(99) {
		t.Error("Push on a full stack succeeded")
	}
	if v, _ := s.Pop(); v != StackCap-1 {
		t.Errorf("Pop = %d", v)
	}
	if _, err := StackOf(make([]uint8, StackCap+1)...); err == nil || err.Error() != "a stack holds at most 16 values, not 17" {
		t.Errorf("StackOf(17 values) error = %v", err)
	}
}

// Tasks 5 and 6.
func TestChecks(t *testing.T) {
	tests := []struct {
		puzzle  string
		columns [Side]bool
		cols    bool
		grids   bool
	}{
		{"2413/1324/3241/4132", [Side]bool{true, true, true, true}, true, true},
		{"2413/1324/4132/3241", [Side]bool{true, true, true, true}, true, true},
		{"2413/2413/2413/2413", [Side]bool{}, false, false},
		// Latin square whose boxes fail: columns hold, sub-grids do not.
		{"1234/2341/3412/4123", [Side]bool{true, true, true, true}, true, false},
		// A blank is never found on the stack.
		{"2413/1324/3241/.132", [Side]bool{false, true, true, true}, false, false},
		// The validator's example of a broken grid: columns 1 and 2 repeat.
		{"2413/1324/3241/1432", [Side]bool{false, false, true, true}, false, true},
		// Boxes hold, every column repeats.
		{"1234/3412/2143/3412", [Side]bool{}, false, true},
	}
	for _, tt := range tests {
		p := mustPuzzle(t, tt.puzzle)
		for j := range Side {
			if got := CheckColumn(p, j); got != tt.columns[j] {
				t.Errorf("CheckColumn(%s, %d) = %v, want %v", tt.puzzle, j, got, tt.columns[j])
			}
		}
		if got := ColChecks(p); got != tt.cols {
			t.Errorf("ColChecks(%s) = %v, want %v", tt.puzzle, got, tt.cols)
		}
		if got := CheckGrids(p); got != tt.grids {
			t.Errorf("CheckGrids(%s) = %v, want %v", tt.puzzle, got, tt.grids)
		}
		g := p.Grid()
		if valid := g.Valid() && g.Full(); valid != (tt.cols && tt.grids) {
			t.Errorf("%s: the core's Valid disagrees with the checks", tt.puzzle)
		}
		for _, j := range []int{-1, 4} {
			if CheckColumn(p, j) {
				t.Errorf("CheckColumn(%s, %d) = true for a column off the puzzle", tt.puzzle, j)
			}
		}
	}
}

// Task 8: the document's example and every one of the 24 rows.
func TestMakeSolution(t *testing.T) {
	p, s, err := MakeSolution(exampleRow)
	if err != nil || p.String() != "2413/1324/4132/3241" || s != (Shifts{2, 1, 3}) {
		t.Errorf("MakeSolution(2,4,1,3) = %v, %v, %v", p, s, err)
	}
	printed := mustPuzzle(t, "2413/1324/3241/4132")
	if !CheckGrids(printed) || !ColChecks(printed) {
		t.Error("the document's printed solution fails the checks")
	}
	for _, row := range AllRows() {
		p, s, err := MakeSolution(row)
		if err != nil {
			t.Errorf("MakeSolution(%v): %v", row, err)
			continue
		}
		g := p.Grid()
		if !g.Solves(g) || p.Row(0) != row {
			t.Errorf("MakeSolution(%v) = %v: not a solved grid that starts with the row", row, p)
		}
		// No earlier triple in the loops' order works.
		for _, e := range AllShifts() {
			if e == s {
				break
			}
			if e.Works(row) {
				t.Errorf("MakeSolution(%v) took %v, but %v comes first and works", row, s, e)
			}
		}
		if !s.Works(row) {
			t.Errorf("%v does not work for %v", s, row)
		}
	}
	if _, _, err := MakeSolution(Row{1, 2, 2, 4}); err == nil || err.Error() != "row 1,2,2,4: not a permutation of 1-4" {
		t.Errorf("MakeSolution(bad row) error = %v", err)
	}
	if (Shifts{1, 2, 3}).Works(Row{1, 1, 1, 1}) {
		t.Error("a triple works on a bad row")
	}
}

// Task 9.
func TestBlank(t *testing.T) {
	sol, _, _ := MakeSolution(exampleRow)
	for n := 0; n <= Cells; n++ {
		for seed := range uint64(5) {
			p, err := Blank(sol, n, rand.New(rand.NewPCG(seed, 0)))
			if err != nil {
				t.Fatalf("Blank(%d): %v", n, err)
			}
			if p.Blanks() != n {
				t.Errorf("Blank(%d) made %d blanks", n, p.Blanks())
			}
			if g := sol.Grid(); !g.Solves(p.Grid()) {
				t.Errorf("Blank(%d) changed a value: %v", n, p)
			}
			q, _ := Blank(sol, n, rand.New(rand.NewPCG(seed, 0)))
			if q != p {
				t.Errorf("Blank(%d) with seed %d is not reproducible", n, seed)
			}
		}
	}
	// Every cell can be chosen: over many seeds each one goes blank.
	var seen [Cells]bool
	for seed := range uint64(200) {
		p, _ := Blank(sol, 1, rand.New(rand.NewPCG(seed, 1)))
		for c := range Cells {
			if p.Get(c/Side, c%Side) == 0 {
				seen[c] = true
			}
		}
	}
	for c, ok := range seen {
		if !ok {
			t.Errorf("cell %d never blanked in 200 draws", c)
		}
	}
}

func TestBlankErrors(t *testing.T) {
	sol, _, _ := MakeSolution(exampleRow)
	rng := rand.New(rand.NewPCG(1, 2))
	blanked, _ := Blank(sol, 3, rng)
	bad := mustPuzzle(t, "2413/2413/2413/2413")
	tests := []struct {
		name string
		p    Puzzle
		n    int
		rng  *rand.Rand
		err  string
	}{
		{"17", sol, 17, rng, "17 blanks: outside 0-16"},
		{"-1", sol, -1, rng, "-1 blanks: outside 0-16"},
		{"nil rng", sol, 4, nil, "no random source: give a *rand.Rand made from a seed"},
		{"blanks", blanked, 4, rng, blanked.String() + ": already has blanks, not a solution"},
	}
	for _, tt := range tests {
		for _, unique := range []bool{false, true} {
			var err error
			if unique {
				_, err = BlankUnique(tt.p, tt.n, tt.rng)
			} else {
				_, err = Blank(tt.p, tt.n, tt.rng)
			}
			if err == nil || err.Error() != tt.err {
				t.Errorf("%s (unique %v): error %v, want %q", tt.name, unique, err, tt.err)
			}
		}
	}
	if _, err := Blank(sol, 20, rng); !errors.Is(err, ErrBlanksRange) {
		t.Errorf("error %v does not match ErrBlanksRange", err)
	}
	if _, err := BlankUnique(bad, 4, rng); err == nil || err.Error() != "2413/2413/2413/2413: not a solved pseudoku" {
		t.Errorf("BlankUnique(bad) error = %v", err)
	}
}

func TestBlankUnique(t *testing.T) {
	for _, row := range AllRows() {
		sol, _, _ := MakeSolution(row)
		for n := 0; n <= Cells; n++ {
			rng := rand.New(rand.NewPCG(uint64(n), uint64(row[0])))
			p, err := BlankUnique(sol, n, rng)
			var short *ShortError
			switch {
			case err == nil:
				if p.Blanks() != n {
					t.Errorf("%v, %d: %d blanks", row, n, p.Blanks())
				}
			case errors.As(err, &short):
				if short.Wanted != n || short.Reached != p.Blanks() || short.Reached >= n {
					t.Errorf("%v, %d: %v with %d blanks", row, n, err, p.Blanks())
				}
				// Minimal: no given left can go.
				g := p.Grid()
				for c, v := range g.Cells {
					if v != 0 {
						g.Cells[c] = 0
						if Solutions(mustFrom(t, g), 2) == 1 {
							t.Errorf("%v, %d: %v stops early, r%dc%d could go", row, n, p, c/4+1, c%4+1)
						}
						g.Cells[c] = v
					}
				}
			default:
				t.Fatalf("%v, %d: %v", row, n, err)
			}
			if got := Solutions(p, 2); got != 1 {
				t.Errorf("%v, %d: %v has %d solutions", row, n, p, got)
			}
			if g := sol.Grid(); !g.Solves(p.Grid()) {
				t.Errorf("%v, %d: %v is not blanked from %v", row, n, p, sol)
			}
		}
	}
	sol, _, _ := MakeSolution(exampleRow)
	_, err := BlankUnique(sol, 16, rand.New(rand.NewPCG(1, 1)))
	var short *ShortError
	if !errors.As(err, &short) || short.Reached > 12 {
		t.Fatalf("BlankUnique(16) error = %v", err)
	}
	if want := "%d blanks keep one solution, not 16: removing any other value leaves several"; err.Error() != sprintf(want, short.Reached) {
		t.Errorf("error text %q", err)
	}
}

func mustFrom(t testing.TB, g sudokit.Grid) Puzzle {
	t.Helper()
	p, err := FromGrid(g)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func sprintf(format string, args ...any) string { return fmt.Sprintf(format, args...) }
