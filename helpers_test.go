package sudokit_test

import (
	"context"
	"slices"
	"strings"
	"testing"

	"github.com/sudokit-go/sudokit"
)

// A courseworkCase runs the helper-function coursework's examples (the
// 9x9 of its Figures 5 and 6) again on a puzzle of another shape, in the
// coursework's 1-based numbering.
type courseworkCase struct {
	name             string
	r, c             int
	puzzle, solution string
	first            [2]int     // the first unassigned position
	places           [][4]int   // row, column → box, place in box
	unit             int        // the row, column and box shown
	row, col, box    []uint8    // that row, column and box of the solution; nil: read from the string
	lists            []listCase // valid_list examples
}

type listCase struct {
	vals []uint8
	want bool
}

var courseworkCases = []courseworkCase{
	{
		name: "9x9", r: 3, c: 3,
		puzzle:   "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
		solution: "534678912672195348198342567859761423426853791713924856961537284287419635345286179",
		first:    [2]int{1, 3},
		places:   [][4]int{{4, 6, 5, 3}, {1, 4, 2, 1}, {9, 9, 9, 9}, {1, 1, 1, 1}},
		unit:     4,
		row:      []uint8{8, 5, 9, 7, 6, 1, 4, 2, 3},
		col:      []uint8{6, 1, 3, 7, 8, 9, 5, 4, 2},
		box:      []uint8{8, 5, 9, 4, 2, 6, 7, 1, 3},
		lists: []listCase{
			{[]uint8{1, 2, 3, 0, 0, 1, 7, 5, 0}, false},
			{[]uint8{5, 3, 0, 0, 7, 0, 0, 0, 0}, true},
		},
	},
	{
		name: "4x4", r: 2, c: 2,
		puzzle:   "31.2.2.....1....",
		solution: "3142421324311324",
		first:    [2]int{1, 3},
		places:   [][4]int{{3, 2, 3, 2}, {1, 3, 2, 1}, {4, 4, 4, 4}, {2, 2, 1, 4}},
		unit:     2,
		row:      []uint8{4, 2, 1, 3},
		col:      []uint8{1, 2, 4, 3},
		box:      []uint8{4, 2, 1, 3},
		lists: []listCase{
			{[]uint8{1, 2, 0, 1}, false},
			{[]uint8{3, 1, 0, 2}, true},
			{[]uint8{0, 0, 0, 0}, true},
		},
	},
	{
		name: "6x6", r: 2, c: 3,
		puzzle:   ".21.......5........14..21.......6..3",
		solution: "521436643251265314314562132645456123",
		first:    [2]int{1, 1},
		places:   [][4]int{{4, 5, 4, 5}, {1, 4, 2, 1}, {6, 6, 6, 6}, {3, 3, 3, 3}},
		unit:     5,
		row:      []uint8{1, 3, 2, 6, 4, 5},
		col:      []uint8{3, 5, 1, 6, 4, 2},
		box:      []uint8{1, 3, 2, 4, 5, 6},
		lists: []listCase{
			{[]uint8{1, 2, 3, 0, 0, 1}, false},
			{[]uint8{0, 2, 1, 0, 0, 0}, true},
			{[]uint8{6, 5, 4, 3, 2, 1}, true},
		},
	},
	{
		name: "12x12", r: 3, c: 4,
		puzzle:   ".3..5.1AB7.85.6....BC.....4.6C73A95.6...B3.....73CA7..96.5B...B5..C...A97..3C.6...2BB.C43.2.1.75A2......638.4A..2B..7C...17.86..5.4.25....4...96",
		solution: "C329541AB768576A928BC1341B486C73A9526912B3A548C73CA7489625B184B517C236A97853CA61942BB6C439281A75A29175B4638C4A862B597C13917B863C524A253CA1478B96",
		first:    [2]int{1, 1},
		places:   [][4]int{{5, 7, 5, 7}, {1, 5, 2, 1}, {12, 12, 12, 12}, {4, 1, 4, 1}},
		unit:     7,
		lists: []listCase{
			{[]uint8{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 11}, false},
			{[]uint8{12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1}, true},
		},
	},
	{
		name: "16x16", r: 4, c: 4,
		puzzle:   "...6C....GF952.1.41FG96..CD57E8.978..342AE16DFCGGC.5.EF...37BA.949B71.D5.A.3F8.E6E.....8.7C41B3.F82.B.E451GD97..D1ACF.3.E89B2654..4A...B36EG8...7.C9..G615A24...B.E845..D.7CAG2.5..2..7349.8C1.F.G...45...61E..2A29E3B..C.5......B617.9E.2.A35.83..4612C.B..GD.A",
		solution: "EA36C7BD8GF95241241FG96ABCD57E83978B5342AE16DFCGGCD58EF12437BA6949B71CD56A23F8GE6E5G92A8F7C41B3DF823B6E451GD97ACD1ACFG37E89B26541D4A2FCB36EG89757FC9D8G615A243EBB3E84519DF7CAG2656G2EA7349B8C1DF8G7DA45F9361ECB2A29E3B8GCD5F6417CB617D9EG24A35F835F4612C7B8EGD9A",
		first:    [2]int{1, 1},
		places:   [][4]int{{6, 7, 6, 7}, {1, 5, 2, 1}, {16, 16, 16, 16}, {16, 1, 13, 13}},
		unit:     11,
		lists: []listCase{
			{[]uint8{16, 0, 0, 16}, false},
			{[]uint8{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16}, true},
		},
	},
	{
		name: "25x25", r: 5, c: 5,
		puzzle:   "PE91N8G.I....3...CMO.A27F.HG.29P6KME.N..IA174...3O.7.K.2......9G.D5H....PN.5.F8A3.JC4..LM...29K..1..6OJ...1N.7P...C.E.FG.I.M.735IJ1..862NHOABM94.....EG.6.E.7P2......A...H.NDB.K...1GJ..B.3F685....LHO..82.HL.AK.NB7E..OG.JC..F1.4AMB.OHIE..G.PDK....2.......J7.NA...MPE...K.F1.G..MN...4B3.2K.1..HDL..8F6I.2D4A...E1....B.9J..673..P......MHG.6D3...O.CBA.4LNB...3J.7L..A..N1.M2.E..DK.C.4.......1O2.J.7H...K.GD.N.H7.B....5L...G8E..I..3.P7K.6..G.CA..2L.BMJ.895.5O68.42NJ..GFB.3DIAPMLEHE..2G..C...H.K6...P..7A.B.M7.6A5GHL....F4.JOD9.B.3..8.C..O.1.57..G..KI....A.4.5IC38....B.K79.E1...PL...9BE2..P.86AH....3I.7..F1...6I47K9E.JLM8B..OG.5C",
		solution: "PE91N8G5IH46D3JLBCMOKA27FCHGD29P6KMEFN85IA174BLJ3OI73KM2LFOEAB9G1D5H6JC8PN45BF8A3DJC4OILM7PN29KHE1G66OJL4B1NA7P2KHC8E3FG5I9MD735IJ1FD862NHOABM94LGPCKEG96OEL7P2C5KJ1MAIF3H4NDB8KPCN1GJ94BI3F6857ED2LHOAM82DHLMAK3NB7E94OGPJC65F1I4AMBFOHIE5LGCPDK681N293J7L8IJ7DNA6OCMPE934K5F1BGH2MNECO4B3P2KJ15GHDLA78F6I92D4A5FKE1IHL8BO9JNG673MCP9K1FP5MHG86D372EOICBAJ4LNB6HG3JC7L9FA4IN1PM28EO5DKACB49PELM381O2IJF7H5NDK6GDFNMH7OB9AJ45LP6KG8E3CI213IP7KH61FGDCANE2LOBMJ489515O68K42NJ79GFBC3DIAPMLEHEJL2GI8C5D3HMK6N14P9F7AOBNM7E6A5GHL1PICF42JOD9KB83JL8PCN9OB1M5743GH6KID2EFAH425IC38JFGOBDK79AE1M6NPLOGK9BE2MDPN86AHFC5L3I174JF1A3D6I47K9E2JLM8BNPOGH5C",
		first:    [2]int{1, 8},
		places:   [][4]int{{13, 13, 13, 13}, {1, 6, 2, 1}, {25, 25, 25, 25}, {25, 1, 21, 21}},
		unit:     13,
		lists: []listCase{
			{[]uint8{25, 1, 0, 0, 25}, false},
			{[]uint8{25, 24, 23, 22, 21, 20, 19, 18, 17, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1}, true},
		},
	},
}

// cellsOf reads a line-form string of one-character values straight into
// values, without the package's reader.
func cellsOf(s string) []uint8 {
	out := make([]uint8, len(s))
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c >= '1' && c <= '9':
			out[i] = c - '0'
		case c >= 'A' && c <= 'Z':
			out[i] = c - 'A' + 10
		}
	}
	return out
}

func TestCourseworkExamplesEveryShape(t *testing.T) {
	for _, tc := range courseworkCases {
		t.Run(tc.name, func(t *testing.T) {
			s := sudokit.MustShape(tc.r, tc.c)
			opt := sudokit.ReadOptions{BoxRows: tc.r, BoxCols: tc.c}
			p, err := sudokit.ParseWith(tc.puzzle, opt)
			if err != nil {
				t.Fatal(err)
			}
			g, err := sudokit.ParseWith(tc.solution, opt)
			if err != nil {
				t.Fatal(err)
			}
			if p.Shape != s || g.Shape != s {
				t.Fatalf("read as %v and %v, want %v", p.Shape, g.Shape, s)
			}
			if !slices.Equal(p.Cells, cellsOf(tc.puzzle)) || !slices.Equal(g.Cells, cellsOf(tc.solution)) {
				t.Fatalf("the reader's values differ from the string's")
			}
			at := func(row, col int) sudokit.Pos { return sudokit.Pos{Row: row - 1, Col: col - 1} }

			pos, ok := p.FirstUnassigned()
			if !ok || pos != at(tc.first[0], tc.first[1]) {
				t.Errorf("FirstUnassigned = %v, %v; want %v", pos, ok, at(tc.first[0], tc.first[1]))
			}
			if pos, ok := g.FirstUnassigned(); ok {
				t.Errorf("FirstUnassigned of the solution = %v, true; want false", pos)
			}
			for _, pl := range tc.places {
				p := at(pl[0], pl[1])
				if b, place := s.BoxOf(p)+1, s.PlaceInBox(p)+1; b != pl[2] || place != pl[3] {
					t.Errorf("%v: box %d, place %d; want box %d, place %d", p, b, place, pl[2], pl[3])
				}
			}

			n, u := s.N, tc.unit-1
			row, col, box := tc.row, tc.col, tc.box
			if row == nil {
				row = cellsOf(tc.solution[u*n : (u+1)*n])
				col = make([]uint8, n)
				for r := range n {
					col[r] = cellsOf(tc.solution[r*n+u : r*n+u+1])[0]
				}
				start := at(u/tc.r*tc.r+1, u%tc.r*tc.c+1)
				for r := range tc.r {
					i := (start.Row+r)*n + start.Col
					box = append(box, cellsOf(tc.solution[i:i+tc.c])...)
				}
			}
			if got := g.Row(u); !slices.Equal(got, row) {
				t.Errorf("Row(%d) = %v, want %v", u, got, row)
			}
			if got := g.Column(u); !slices.Equal(got, col) {
				t.Errorf("Column(%d) = %v, want %v", u, got, col)
			}
			if got := g.Box(u); !slices.Equal(got, box) {
				t.Errorf("Box(%d) = %v, want %v", u, got, box)
			}
			for _, lc := range tc.lists {
				if got := sudokit.ValidList(lc.vals); got != lc.want {
					t.Errorf("ValidList(%v) = %v, want %v", lc.vals, got, lc.want)
				}
			}
			// Every row, column and box of the solution is a valid list;
			// of the puzzle too.
			for i := range n {
				for _, grid := range []sudokit.Grid{p.Grid, g.Grid} {
					if !sudokit.ValidList(grid.Row(i)) || !sudokit.ValidList(grid.Column(i)) || !sudokit.ValidList(grid.Box(i)) {
						t.Errorf("unit %d of a valid grid is not a valid list", i)
					}
				}
			}
			if !p.Valid() || !g.Valid() || !g.Solves(p.Grid) {
				t.Errorf("Valid: puzzle %v, solution %v; Solves %v", p.Valid(), g.Valid(), g.Solves(p.Grid))
			}
		})
	}
}

// TestRowColumnBoxCopy checks that Row, Column and Box return copies: a
// caller may change them without changing the grid.
func TestRowColumnBoxCopy(t *testing.T) {
	g := sudokit.MustParse("2413132432414132")
	before := g.Clone()
	for _, vals := range [][]uint8{g.Row(0), g.Column(1), g.Box(3)} {
		for k := range vals {
			vals[k] = 9
		}
	}
	if !g.Equal(before) {
		t.Errorf("changing a returned unit changed the grid: %v", g.Cells)
	}
}

func TestFirstUnassigned(t *testing.T) {
	for _, rc := range testShapes {
		s := sudokit.MustShape(rc[0], rc[1])
		g := sudokit.NewGrid(s)
		if p, ok := g.FirstUnassigned(); !ok || p != (sudokit.Pos{}) {
			t.Errorf("%v empty: FirstUnassigned = %v, %v", s, p, ok)
		}
		for i := range g.Cells {
			g.Cells[i] = 1
		}
		last := sudokit.Pos{Row: s.N - 1, Col: s.N - 1}
		g.Clear(last)
		if p, ok := g.FirstUnassigned(); !ok || p != last {
			t.Errorf("%v: FirstUnassigned = %v, %v; want %v", s, p, ok, last)
		}
		g.Place(last, 2)
		if p, ok := g.FirstUnassigned(); ok {
			t.Errorf("%v full: FirstUnassigned = %v, true", s, p)
		}
	}
}

func TestValidList(t *testing.T) {
	tests := []struct {
		vals []uint8
		want bool
	}{
		{nil, true},
		{[]uint8{}, true},
		{[]uint8{0}, true},
		{[]uint8{0, 0, 0}, true},
		{[]uint8{1}, true},
		{[]uint8{1, 1}, false},
		{[]uint8{1, 0, 1}, false},
		{[]uint8{64, 1, 63}, true},
		{[]uint8{64, 0, 64}, false},
		{[]uint8{9, 8, 7, 6, 5, 4, 3, 2, 1}, true},
		{[]uint8{9, 8, 7, 6, 5, 4, 3, 2, 9}, false},
	}
	for _, tt := range tests {
		if got := sudokit.ValidList(tt.vals); got != tt.want {
			t.Errorf("ValidList(%v) = %v, want %v", tt.vals, got, tt.want)
		}
	}
	all := make([]uint8, 64)
	for i := range all {
		all[i] = uint8(i + 1)
	}
	if !sudokit.ValidList(all) {
		t.Errorf("ValidList(1…64) = false")
	}
}

// clashes returns, for a shape, three pairs of cells that share exactly one
// unit: a row, a column, a box.
func clashes(s *sudokit.Shape) map[string][2]sudokit.Pos {
	return map[string][2]sudokit.Pos{
		"row":    {{Row: 0, Col: 0}, {Row: 0, Col: s.BoxCols}},
		"column": {{Row: 0, Col: 0}, {Row: s.BoxRows, Col: 0}},
		"box":    {{Row: 0, Col: 0}, {Row: 1, Col: 1}},
	}
}

// TestValidEachRule breaks one rule at a time on every shape: two equal
// values in one row, one column or one box, and nothing else.
func TestValidEachRule(t *testing.T) {
	for _, rc := range testShapes {
		s := sudokit.MustShape(rc[0], rc[1])
		for rule, cells := range clashes(s) {
			for _, v := range []uint8{1, uint8(s.N)} {
				g := sudokit.NewGrid(s)
				if !g.Valid() {
					t.Fatalf("%v: the empty grid is not valid", s)
				}
				g.Place(cells[0], v)
				if !g.Valid() {
					t.Fatalf("%v: one value is not valid", s)
				}
				g.Place(cells[1], v)
				if g.Valid() {
					t.Errorf("%v: %d at %v and %v in one %s is valid", s, v, cells[0], cells[1], rule)
				}
				vs := sudokit.Validate(g, sudokit.ValidateOptions{})
				if len(vs) != 1 || vs[0].Rule.String() != rule || vs[0].Value != v {
					t.Errorf("%v: Validate = %v, want one %s violation of %d", s, vs, rule, v)
				}
				g.Place(cells[1], v%uint8(s.N)+1)
				if !g.Valid() {
					t.Errorf("%v: two values in one %s are not valid", s, rule)
				}
			}
		}
	}
}

// naiveCandidates lists the values no peer of p holds, by the definition.
func naiveCandidates(g sudokit.Grid, p sudokit.Pos) []uint8 {
	s := g.Shape
	var out []uint8
	for v := uint8(1); int(v) <= s.N; v++ {
		free := true
		for r := 0; r < s.N && free; r++ {
			for c := 0; c < s.N && free; c++ {
				q := sudokit.Pos{Row: r, Col: c}
				if q == p || g.At(q) != v {
					continue
				}
				if r == p.Row || c == p.Col || naiveBox(s, r, c) == naiveBox(s, p.Row, p.Col) {
					free = false
				}
			}
		}
		if free {
			out = append(out, v)
		}
	}
	return out
}

func TestCandidates(t *testing.T) {
	for _, tc := range courseworkCases {
		t.Run(tc.name, func(t *testing.T) {
			opt := sudokit.ReadOptions{BoxRows: tc.r, BoxCols: tc.c}
			p, _ := sudokit.ParseWith(tc.puzzle, opt)
			g, _ := sudokit.ParseWith(tc.solution, opt)
			s := p.Shape
			for i := 0; i < s.Cells; i++ {
				pos := s.PosOf(i)
				want := naiveCandidates(p.Grid, pos)
				got := p.Candidates(pos)
				if !slices.Equal(got, want) {
					t.Fatalf("puzzle: Candidates(%v) = %v, want %v", pos, got, want)
				}
				var mask uint64
				for _, v := range want {
					mask |= 1 << (v - 1)
				}
				if m := p.CandidateMask(pos); m != mask {
					t.Fatalf("puzzle: CandidateMask(%v) = %#x, want %#x", pos, m, mask)
				}
				// A given's candidates include its own value: givens do
				// not clash in a valid puzzle.
				if v := p.At(pos); v != 0 && !slices.Contains(got, v) {
					t.Fatalf("puzzle: the candidates %v of the given %v=%d lack it", got, pos, v)
				}
				// In a solved grid, each cell's only candidate is its value.
				if got := g.Candidates(pos); !slices.Equal(got, []uint8{g.At(pos)}) {
					t.Fatalf("solution: Candidates(%v) = %v, want [%d]", pos, got, g.At(pos))
				}
			}
		})
	}
}

// TestCandidatesClash checks the clarification "Givens and the helper
// API": a filled cell's candidates include its own value unless it clashes.
func TestCandidatesClash(t *testing.T) {
	for _, rc := range testShapes {
		s := sudokit.MustShape(rc[0], rc[1])
		for rule, cells := range clashes(s) {
			g := sudokit.NewGrid(s)
			v := uint8(s.N)
			g.Place(cells[0], v)
			if got := g.Candidates(cells[0]); len(got) != s.N {
				t.Errorf("%v: a lone value has candidates %v, want all %d", s, got, s.N)
			}
			g.Place(cells[1], v)
			for _, c := range cells {
				got := g.Candidates(c)
				if slices.Contains(got, v) || len(got) != s.N-1 {
					t.Errorf("%v: %v clashes in its %s: candidates %v", s, c, rule, got)
				}
				if !slices.Equal(got, naiveCandidates(g, c)) {
					t.Errorf("%v: Candidates(%v) = %v, want %v", s, c, got, naiveCandidates(g, c))
				}
			}
		}
		full := sudokit.NewGrid(s)
		for i := range full.Cells {
			full.Cells[i] = uint8(i%s.N + 1) // every row 1…N: columns all clash
		}
		for _, p := range []sudokit.Pos{{Row: 0, Col: 0}, {Row: s.N - 1, Col: s.N - 1}} {
			if got := full.Candidates(p); len(got) != 0 || full.CandidateMask(p) != 0 {
				t.Errorf("%v: Candidates(%v) of a grid of equal columns = %v", s, p, got)
			}
		}
	}
}

func TestPlaceClear(t *testing.T) {
	for _, rc := range testShapes {
		s := sudokit.MustShape(rc[0], rc[1])
		g := sudokit.NewGrid(s)
		view := g // a Grid value shares its cells
		clone := g.Clone()
		p := sudokit.Pos{Row: s.N - 1, Col: 1}
		g.Place(p, uint8(s.N))
		if g.At(p) != uint8(s.N) || g.Cells[s.Index(p)] != uint8(s.N) {
			t.Errorf("%v: Place(%v) left %d", s, p, g.At(p))
		}
		if view.At(p) != uint8(s.N) {
			t.Errorf("%v: a copy of the Grid value does not see Place", s)
		}
		if clone.At(p) != 0 {
			t.Errorf("%v: a Clone sees Place", s)
		}
		if g.Blanks() != s.Cells-1 || g.Full() {
			t.Errorf("%v: after one Place, %d blanks, full %v", s, g.Blanks(), g.Full())
		}
		// Place changes any cell, a given included, as make_move does.
		g.Place(p, 1)
		if g.At(p) != 1 {
			t.Errorf("%v: Place over a value left %d", s, g.At(p))
		}
		g.Clear(p)
		if g.At(p) != 0 || !g.Equal(clone) {
			t.Errorf("%v: Clear did not restore the grid", s)
		}
	}
}

// naiveSolutions lists every solution of g, up to limit, by trying each
// value at each blank in turn: a definition, not an engine.
func naiveSolutions(g sudokit.Grid, limit int) []string {
	var out []string
	cells := slices.Clone(g.Cells)
	s := g.Shape
	var rec func(i int)
	rec = func(i int) {
		if len(out) >= limit {
			return
		}
		if i == len(cells) {
			out = append(out, sudokit.Format(sudokit.Grid{Shape: s, Cells: slices.Clone(cells)}, sudokit.FormatOptions{Form: sudokit.FormLine}))
			return
		}
		if cells[i] != 0 {
			rec(i + 1)
			return
		}
		for v := uint8(1); int(v) <= s.N; v++ {
			cells[i] = v
			if (sudokit.Grid{Shape: s, Cells: cells}).Valid() {
				rec(i + 1)
			}
		}
		cells[i] = 0
	}
	if g.Valid() {
		rec(0)
	}
	return out
}

// TestSolveSmallest checks that Solve returns the smallest solution read
// row by row when a puzzle has several.
func TestSolveSmallest(t *testing.T) {
	type tcase struct {
		name   string
		puzzle sudokit.Grid
		want   string // "" to take the smallest of naiveSolutions
	}
	var cases []tcase
	add := func(name, s string, opt sudokit.ReadOptions, want string) {
		p, err := sudokit.ParseWith(s, opt)
		if err != nil {
			t.Fatal(err)
		}
		cases = append(cases, tcase{name, p.Grid, want})
	}
	add("contract-4x4", "..1...2.3....1.2", sudokit.ReadOptions{}, "2314142332414132")
	add("empty-4x4", "................", sudokit.ReadOptions{}, "")
	add("empty-6x6", strings.Repeat(".", 36), sudokit.ReadOptions{BoxRows: 2, BoxCols: 3},
		"123456456123214365365214531642642531")
	add("empty-9x9", strings.Repeat(".", 81), sudokit.ReadOptions{},
		"123456789456789123789123456214365897365897214897214365531642978642978531978531642")
	for _, set := range sampleSets[:4] { // the 4x4 and 6x6 samples
		for _, s := range set.samples(t) {
			if s.count == 2 {
				add(s.String(), s.puzzle, s.readOptions(), "")
			}
		}
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			want := tc.want
			if want == "" {
				all := naiveSolutions(tc.puzzle, 1000)
				if len(all) < 2 {
					t.Fatalf("%d solutions, want several", len(all))
				}
				want = slices.Min(all)
			}
			before := tc.puzzle.Clone()
			ok, sol := sudokit.Solve(tc.puzzle)
			if !ok {
				t.Fatal("no solution found")
			}
			if !tc.puzzle.Equal(before) {
				t.Errorf("Solve changed its input")
			}
			if got := sudokit.Format(sol, sudokit.FormatOptions{Form: sudokit.FormLine}); got != want {
				t.Errorf("Solve = %s, want %s", got, want)
			}
			if !sol.Solves(tc.puzzle) {
				t.Errorf("the answer does not solve the puzzle")
			}
		})
	}
}

// TestSolveClashingGivens checks that Solve fails at once on givens that
// already clash, on every shape, without a step of search.
func TestSolveClashingGivens(t *testing.T) {
	for _, rc := range testShapes {
		s := sudokit.MustShape(rc[0], rc[1])
		for rule, cells := range clashes(s) {
			g := sudokit.NewGrid(s)
			g.Place(cells[0], 1)
			g.Place(cells[1], 1)
			before := g.Clone()
			if ok, _ := sudokit.Solve(g); ok {
				t.Errorf("%v: Solve of givens clashing in a %s succeeded", s, rule)
			}
			if !g.Equal(before) {
				t.Errorf("%v: Solve changed its input", s)
			}
			var events int
			b := sudokit.NewBacktrack(sudokit.Options{Trace: func(sudokit.Event) { events++ }})
			_, res, err := b.Solve(context.Background(), g)
			if err != nil || res.Solved || res.Stats.Nodes != 0 || events != 0 {
				t.Errorf("%v, %s clash: solved %v, %d nodes, %d events, %v", s, rule, res.Solved, res.Stats.Nodes, events, err)
			}
			if n, _, err := b.CountSolutions(context.Background(), g, 5); n != 0 || err != nil {
				t.Errorf("%v, %s clash: CountSolutions = %d, %v", s, rule, n, err)
			}
		}
	}
}

// TestSolveLeavesInput solves puzzles of every shape and checks that the
// input is left as it was and the answer shares nothing with it.
func TestSolveLeavesInput(t *testing.T) {
	for _, tc := range courseworkCases {
		if tc.r == 5 || tc.r*tc.c == 12 {
			continue // too slow for the naive solver
		}
		p, _ := sudokit.ParseWith(tc.puzzle, sudokit.ReadOptions{BoxRows: tc.r, BoxCols: tc.c})
		before := p.Clone()
		ok, sol := sudokit.Solve(p.Grid)
		if !ok || !p.Equal(before) {
			t.Fatalf("%s: solved %v, input kept %v", tc.name, ok, p.Equal(before))
		}
		if got := sudokit.Format(sol, sudokit.FormatOptions{}); got != tc.solution {
			t.Errorf("%s: Solve = %s, want %s", tc.name, got, tc.solution)
		}
		sol.Cells[0] = 0
		if !p.Equal(before) {
			t.Errorf("%s: the answer shares its cells with the input", tc.name)
		}
	}
}
