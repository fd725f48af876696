package sudokit_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/sudokit-go/sudokit"
)

// texts writes every violation as its sentence.
func texts(vs []sudokit.Violation, sym sudokit.Symbols) []string {
	out := make([]string, len(vs))
	for k, v := range vs {
		out[k] = v.Text(sym)
	}
	return out
}

// gridWith makes an empty grid of box shape r×c holding the given values,
// named by 1-based cells: "r4c5=2".
func gridWith(t *testing.T, r, c int, places ...string) sudokit.Grid {
	t.Helper()
	g := sudokit.NewGrid(sudokit.MustShape(r, c))
	for _, pl := range places {
		var row, col, v int
		if _, err := fmt.Sscanf(pl, "r%dc%d=%d", &row, &col, &v); err != nil {
			t.Fatalf("%q: %v", pl, err)
		}
		g.Place(sudokit.Pos{Row: row - 1, Col: col - 1}, uint8(v))
	}
	return g
}

// TestValidateSentences holds Validate and Violation.Text to the
// sentences of docs/cli.md §9, validate.
func TestValidateSentences(t *testing.T) {
	fig := sudokit.MustParse(fig5)
	solved4 := sudokit.MustParse("2413132432414132").Grid
	two4 := sudokit.MustParse("2...............").Grid
	tests := []struct {
		name string
		g    sudokit.Grid
		opt  sudokit.ValidateOptions
		want []string
	}{
		{"the contract's partial grid", sudokit.MustParse("53..7....6..195....98....6.8...6...34..883..17...2...6.6....28....419..5....8..79").Grid, sudokit.ValidateOptions{},
			[]string{
				"row 5: 8 appears in columns 4 and 5",
				"column 5: 8 appears in rows 5 and 9",
				"box 5 (rows 4-6, columns 4-6): 8 appears twice (r5c4, r5c5)",
			}},
		{"the contract's incomplete solution", sudokit.MustParse("53.6789126721953481983425678597614234268.3791713924856961537284287419635345286179").Grid, sudokit.ValidateOptions{Complete: true},
			[]string{"incomplete: 2 blank cells (r1c3, r5c5)"}},
		{"a partial grid is valid so far", fig.Grid, sudokit.ValidateOptions{}, nil},
		{"the contract's changed givens", sudokit.MustParse("532678914674195328198324567859761243246853791713942856961537482487219635325486179").Grid,
			sudokit.ValidateOptions{Complete: true, Givens: &fig.Grid},
			[]string{
				"r5c1: given 4 changed to 2",
				"r6c5: given 2 changed to 4",
				"r7c7: given 2 changed to 4",
				"r8c4: given 4 changed to 2",
			}},
		{"three in a row", gridWith(t, 3, 3, "r3c2=7", "r3c5=7", "r3c8=7"), sudokit.ValidateOptions{},
			[]string{"row 3: 7 appears in columns 2, 5 and 8"}},
		{"four in a column", gridWith(t, 4, 4, "r1c5=8", "r5c5=8", "r9c5=8", "r13c5=8"), sudokit.ValidateOptions{},
			[]string{"column 5: 8 appears in rows 1, 5, 9 and 13"}},
		{"three in a box", gridWith(t, 3, 3, "r4c5=2", "r5c4=2", "r6c6=2"), sudokit.ValidateOptions{},
			[]string{"box 5 (rows 4-6, columns 4-6): 2 appears 3 times (r4c5, r5c4, r6c6)"}},
		{"twice in a box", gridWith(t, 3, 3, "r4c5=2", "r6c6=2"), sudokit.ValidateOptions{},
			[]string{"box 5 (rows 4-6, columns 4-6): 2 appears twice (r4c5, r6c6)"}},
		{"a 6x6 box", gridWith(t, 2, 3, "r3c4=5", "r4c6=5"), sudokit.ValidateOptions{},
			[]string{"box 4 (rows 3-4, columns 4-6): 5 appears twice (r3c4, r4c6)"}},
		{"a 12x12 box", gridWith(t, 3, 4, "r4c9=12", "r6c12=12"), sudokit.ValidateOptions{},
			[]string{"box 6 (rows 4-6, columns 9-12): C appears twice (r4c9, r6c12)"}},
		{"one blank cell", sudokit.MustParse("241313243241413.").Grid, sudokit.ValidateOptions{Complete: true},
			[]string{"incomplete: 1 blank cell (r4c4)"}},
		{"ten blank cells", sudokit.MustParse(".........." + sudokit.Format(patternGrid(sudokit.MustShape(3, 3)), sudokit.FormatOptions{})[10:]).Grid, sudokit.ValidateOptions{Complete: true},
			[]string{"incomplete: 10 blank cells (r1c1, r1c2, r1c3, r1c4, r1c5, r1c6, r1c7, r1c8, r1c9, r2c1)"}},
		{"more than ten blank cells", sudokit.MustParse("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79").Grid, sudokit.ValidateOptions{Complete: true},
			[]string{"incomplete: 51 blank cells (r1c3, r1c4, r1c6, r1c7, r1c8, r1c9, r2c2, r2c3, r2c7, r2c8 and 41 more)"}},
		{"a given left blank", sudokit.MustParse(".41...2.3....1.2").Grid, sudokit.ValidateOptions{Givens: &solved4},
			[]string{"r1c1: given 2 is blank", "r1c4: given 3 is blank", "r2c1: given 1 is blank", "r2c2: given 3 is blank", "r2c4: given 4 is blank",
				"r3c2: given 2 is blank", "r3c3: given 4 is blank", "r3c4: given 1 is blank", "r4c1: given 4 is blank", "r4c3: given 3 is blank"}},
		{"givens of another size", sudokit.MustParse("2413132432414132").Grid, sudokit.ValidateOptions{Givens: &fig.Grid},
			[]string{"the givens are of another size"}},
		{"the order: rows, columns, boxes, blanks, givens",
			sudokit.MustParse("1.1..1.....11..1").Grid,
			sudokit.ValidateOptions{Complete: true, Givens: &two4},
			[]string{
				"row 1: 1 appears in columns 1 and 3",
				"row 4: 1 appears in columns 1 and 4",
				"column 1: 1 appears in rows 1 and 4",
				"column 4: 1 appears in rows 3 and 4",
				"box 1 (rows 1-2, columns 1-2): 1 appears twice (r1c1, r2c2)",
				"box 4 (rows 3-4, columns 3-4): 1 appears twice (r3c4, r4c4)",
				"incomplete: 10 blank cells (r1c2, r1c4, r2c1, r2c3, r2c4, r3c1, r3c2, r3c3, r4c2, r4c3)",
				"r1c1: given 2 changed to 1",
			}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			vs := sudokit.Validate(tt.g, tt.opt)
			got := texts(vs, sudokit.DefaultSymbols(tt.g.Shape.N))
			if !slices.Equal(got, tt.want) {
				t.Errorf("Validate:\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(tt.want, "\n"))
			}
			for k, v := range vs {
				if v.String() != got[k] {
					t.Errorf("String %q, Text %q", v.String(), got[k])
				}
			}
		})
	}
}

// TestViolationFields checks what a Violation holds besides its sentence,
// as the JSON records write it.
func TestViolationFields(t *testing.T) {
	g := sudokit.MustParse("2413132432411432")
	vs := sudokit.Validate(g.Grid, sudokit.ValidateOptions{})
	want := []struct {
		rule  string
		index int
		value uint8
		cells []string
	}{
		{"column", 0, 1, []string{"r2c1", "r4c1"}},
		{"column", 1, 4, []string{"r1c2", "r4c2"}},
	}
	if len(vs) != len(want) {
		t.Fatalf("%d violations, want %d: %v", len(vs), len(want), vs)
	}
	for k, w := range want {
		v := vs[k]
		if v.Rule.String() != w.rule || v.Index != w.index || v.Value != w.value || !slices.Equal(v.CellNames(), w.cells) {
			t.Errorf("violation %d = %s %d %d %v, want %+v", k, v.Rule, v.Index, v.Value, v.CellNames(), w)
		}
	}
	if got := texts(vs, g.Symbols); !slices.Equal(got, []string{"column 1: 1 appears in rows 2 and 4", "column 2: 4 appears in rows 1 and 4"}) {
		t.Errorf("texts %q", got)
	}
	for r, name := range map[sudokit.Rule]string{sudokit.RuleRow: "row", sudokit.RuleColumn: "column", sudokit.RuleBox: "box", sudokit.RuleBlank: "blank", sudokit.RuleGiven: "given"} {
		if r.String() != name {
			t.Errorf("Rule %d String = %q, want %q", r, r.String(), name)
		}
	}
	three := sudokit.MustParse("3...............").Grid
	changed := sudokit.Validate(sudokit.MustParse("2413132432414132").Grid, sudokit.ValidateOptions{Givens: &three})
	if len(changed) != 1 || changed[0].Rule != sudokit.RuleGiven || changed[0].Value != 3 || changed[0].Got != 2 ||
		changed[0].Text(sudokit.Letters) != "r1c1: given 3 changed to 2" {
		t.Errorf("changed given: %+v", changed)
	}
}

// TestViolationSymbols writes the sentences of a 16x16 with letters,
// decimal numbers and the hexadecimal alphabet.
func TestViolationSymbols(t *testing.T) {
	g := gridWith(t, 4, 4, "r1c1=16", "r1c16=16", "r2c2=10", "r5c2=10", "r3c3=11", "r4c4=11")
	givens := gridWith(t, 4, 4, "r1c1=7", "r16c16=12")
	hex, _ := sudokit.NewAlphabet("0123456789ABCDEF")
	vs := sudokit.Validate(g, sudokit.ValidateOptions{Givens: &givens})
	tests := []struct {
		sym  sudokit.Symbols
		want []string
	}{
		{sudokit.Letters, []string{
			"row 1: G appears in columns 1 and 16",
			"column 2: A appears in rows 2 and 5",
			"box 1 (rows 1-4, columns 1-4): B appears twice (r3c3, r4c4)",
			"r1c1: given 7 changed to G",
			"r16c16: given C is blank",
		}},
		{sudokit.Decimal, []string{
			"row 1: 16 appears in columns 1 and 16",
			"column 2: 10 appears in rows 2 and 5",
			"box 1 (rows 1-4, columns 1-4): 11 appears twice (r3c3, r4c4)",
			"r1c1: given 7 changed to 16",
			"r16c16: given 12 is blank",
		}},
		{hex, []string{
			"row 1: F appears in columns 1 and 16",
			"column 2: 9 appears in rows 2 and 5",
			"box 1 (rows 1-4, columns 1-4): A appears twice (r3c3, r4c4)",
			"r1c1: given 6 changed to F",
			"r16c16: given B is blank",
		}},
	}
	for _, tt := range tests {
		if got := texts(vs, tt.sym); !slices.Equal(got, tt.want) {
			t.Errorf("%v:\n%s\nwant\n%s", tt.sym, strings.Join(got, "\n"), strings.Join(tt.want, "\n"))
		}
	}
	// Symbols that cannot write a 36x36 give way to its default, decimal.
	big := gridWith(t, 6, 6, "r1c1=36", "r1c7=36")
	if got := texts(sudokit.Validate(big, sudokit.ValidateOptions{}), sudokit.Letters); !slices.Equal(got, []string{"row 1: 36 appears in columns 1 and 7"}) {
		t.Errorf("36x36 with letters: %q", got)
	}
}

// checkValidate holds Validate to Grid.Valid, Full and Solves, to its
// order, and to a count of repeats made by the definition.
func checkValidate(t *testing.T, g, givens sudokit.Grid) {
	t.Helper()
	s := g.Shape
	units := sudokit.Validate(g, sudokit.ValidateOptions{})
	if (len(units) == 0) != g.Valid() {
		t.Fatalf("%d violations, Valid %v", len(units), g.Valid())
	}
	repeats := 0
	for u := 0; u < 3*s.N; u++ {
		var count [sudokit.MaxSize + 1]int
		for _, i := range s.Unit(u) {
			count[g.Cells[i]]++
		}
		for v := 1; v <= s.N; v++ {
			if count[v] > 1 {
				repeats++
			}
		}
	}
	if len(units) != repeats {
		t.Fatalf("%d violations, %d repeated values", len(units), repeats)
	}
	all := sudokit.Validate(g, sudokit.ValidateOptions{Complete: true, Givens: &givens})
	if (len(all) == 0) != g.Solves(givens) {
		t.Fatalf("%d violations with givens, Solves %v", len(all), g.Solves(givens))
	}
	var last []int
	for k, v := range all {
		key := []int{int(v.Rule), v.Index, int(v.Value)}
		switch {
		case v.Rule == sudokit.RuleBlank:
			key = []int{int(v.Rule)}
		case v.Rule == sudokit.RuleGiven && len(v.Cells) == 1:
			key = []int{int(v.Rule), s.Index(v.Cells[0])}
		}
		if last != nil && slices.Compare(key, last) <= 0 {
			t.Fatalf("violation %d (%v) is out of order", k, v)
		}
		last = key
		if v.Rule <= sudokit.RuleBox {
			if len(v.Cells) < 2 {
				t.Fatalf("violation %v names %d cells", v, len(v.Cells))
			}
			u := int(v.Rule)*s.N + v.Index
			for _, p := range v.Cells {
				if g.At(p) != v.Value || !slices.Contains(s.Unit(u), s.Index(p)) {
					t.Fatalf("violation %v names %v, which holds %d", v, p, g.At(p))
				}
			}
		}
		if txt := v.Text(sudokit.DefaultSymbols(s.N)); txt == "" || strings.HasSuffix(txt, ".") {
			t.Fatalf("violation %d: text %q", k, txt)
		}
	}
}

// FuzzValidate checks that Validate never panics on any grid of any shape,
// and agrees with Grid.Valid, Full and Solves.
func FuzzValidate(f *testing.F) {
	f.Add(uint8(0), []byte("2413132432414132"), []byte("0410002030000102"))
	f.Add(uint8(0), []byte("1223414243341213"), []byte{})
	f.Add(uint8(2), []byte(fig5), []byte(fig5))
	f.Add(uint8(1), []byte{1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2}, []byte{7})
	f.Add(uint8(7), []byte{}, []byte{})
	shapes := [][2]int{{2, 2}, {2, 3}, {3, 3}, {3, 2}, {3, 4}, {4, 4}, {5, 5}, {6, 6}, {8, 8}, {2, 32}}
	f.Fuzz(func(t *testing.T, shape uint8, cells, givens []byte) {
		rc := shapes[int(shape)%len(shapes)]
		s := sudokit.MustShape(rc[0], rc[1])
		fill := func(data []byte) sudokit.Grid {
			g := sudokit.NewGrid(s)
			for i := 0; i < len(data) && i < s.Cells; i++ {
				g.Cells[i] = data[i] % uint8(s.N+1)
			}
			return g
		}
		checkValidate(t, fill(cells), fill(givens))
	})
}

// TestValidateRandom runs the fuzz checks over a few hundred grids of
// every shape made from the samples: solutions with values swapped,
// blanked, or changed.
func TestValidateRandom(t *testing.T) {
	for _, set := range sampleSets {
		for _, s := range set.samples(t) {
			p, sol := s.parse(t)
			checkValidate(t, sol.Grid, p.Grid)
			checkValidate(t, p.Grid, p.Grid)
			n := sol.Shape.N
			for k := 0; k < 10; k++ {
				g := sol.Clone()
				i, j := (k*37)%len(g.Cells), (k*91+5)%len(g.Cells)
				g.Cells[i], g.Cells[j] = g.Cells[j], g.Cells[i]
				checkValidate(t, g, p.Grid)
				g.Cells[(k*13)%len(g.Cells)] = 0
				checkValidate(t, g, p.Grid)
				g.Cells[(k*17+3)%len(g.Cells)] = uint8(k%n + 1)
				checkValidate(t, g, p.Grid)
			}
		}
	}
}
