package sudokit_test

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/sudokit-go/sudokit"
)

var textForms = []sudokit.Form{sudokit.FormTokens, sudokit.FormLine, sudokit.FormCSV, sudokit.FormGrid}

// symbolSets are the symbols a grid of side n is written in by the round
// trip: the default letters, decimal numbers, and an alphabet.
func symbolSets(t testing.TB, n int) map[string]sudokit.Symbols {
	t.Helper()
	out := map[string]sudokit.Symbols{"letters": sudokit.Letters, "decimal": sudokit.Decimal}
	alpha := map[int]string{
		4:  "abcd",
		6:  "ABCDEF",
		9:  "ABCDEFGHI",
		12: "0123456789AB",
		16: "0123456789ABCDEF",
		25: "abcdefghijklmnopqrstuvwxy",
	}[n]
	if alpha != "" {
		sym, err := sudokit.NewAlphabet(alpha)
		if err != nil {
			t.Fatal(err)
		}
		out["alphabet"] = sym
	}
	return out
}

// roundTrip writes g in a form, symbols and blank, reads the text back as
// a Reader would (detecting the form and whether it is a batch), and checks
// that the grid comes back and that the text is written again the same.
func roundTrip(t *testing.T, g sudokit.Grid, form sudokit.Form, symName string, sym sudokit.Symbols, blank byte) {
	t.Helper()
	s := g.Shape
	text := sudokit.Format(g, sudokit.FormatOptions{Form: form, Symbols: sym, Blank: blank})
	opt := sudokit.ReadOptions{Source: "round.txt"}
	if s.BoxRows != s.BoxCols && form != sudokit.FormGrid {
		opt.BoxRows, opt.BoxCols = s.BoxRows, s.BoxCols // a grid draws its boxes
	}
	if sym.Alphabet() != "" {
		opt.Alphabet = sym
	}
	r := sudokit.NewReader(strings.NewReader(text+"\n"), opt)
	it, ok := r.Next()
	if !ok || it.Err != nil {
		t.Fatalf("%v %s blank %q: %v\n%s", form, symName, blank, it.Err, text)
	}
	if _, more := r.Next(); more || r.Batch() {
		t.Fatalf("%v %s: read as a batch\n%s", form, symName, text)
	}
	p := it.Puzzle
	if !p.Equal(g) {
		t.Fatalf("%v %s blank %q: read back as %v, a different grid\n%s", form, symName, blank, p.Shape, text)
	}
	wantForm := form
	if form == sudokit.FormLine && !sym.For(s.N).OneChar(s.N) {
		wantForm = sudokit.FormTokens // one line of tokens
	}
	if p.Form != wantForm {
		t.Errorf("%v %s: read back as %v", form, symName, p.Form)
	}
	// Written back the same, where the text shows its symbols: a grid
	// with no value above 9 reads back with the default symbols.
	if p.Form == form && p.Symbols.String() == sym.For(s.N).String() {
		again := sudokit.Format(p.Grid, p.FormatOptions())
		if again != text {
			t.Errorf("%v %s blank %q: written back as\n%s\nwant\n%s", form, symName, blank, again, text)
		}
	}
}

// TestFormsRoundTrip writes every sample puzzle and its solution in every
// form, with letters, decimal numbers and an alphabet, and reads it back.
func TestFormsRoundTrip(t *testing.T) {
	for _, set := range sampleSets {
		t.Run(set.name, func(t *testing.T) {
			for _, s := range set.samples(t) {
				p, sol := s.parse(t)
				if set.letters && p.Symbols.String() != "letters" {
					t.Errorf("%v: read with %v, want letters", s, p.Symbols)
				}
				// The sample's own line is written back as it was read.
				if got := sudokit.Format(p.Grid, p.FormatOptions()); got != s.puzzle {
					t.Errorf("%v: written back as %s", s, got)
				}
				for _, g := range []sudokit.Grid{p.Grid, sol.Grid} {
					for name, sym := range symbolSets(t, g.Shape.N) {
						for _, form := range textForms {
							for _, blank := range []byte{0, '.', '0', '_'} {
								roundTrip(t, g, form, name, sym, blank)
							}
						}
					}
				}
			}
		})
	}
}

// patternGrid is a valid full grid of any shape, by the classic pattern:
// each row shifts the one above by a box width, each band by one more.
func patternGrid(s *sudokit.Shape) sudokit.Grid {
	g := sudokit.NewGrid(s)
	for r := 0; r < s.N; r++ {
		for c := 0; c < s.N; c++ {
			g.Cells[r*s.N+c] = uint8((r%s.BoxRows*s.BoxCols+r/s.BoxRows+c)%s.N + 1)
		}
	}
	return g
}

// TestFormsRoundTripLarge writes 36x36 to 64x64 grids, full and with
// blanks, in every form and reads them back: decimal numbers by default,
// and alphabets of digits and letters of both cases.
func TestFormsRoundTripLarge(t *testing.T) {
	const chars = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz!@"
	for _, rc := range [][2]int{{6, 6}, {4, 9}, {7, 7}, {8, 8}} {
		s := sudokit.MustShape(rc[0], rc[1])
		full := patternGrid(s)
		if !full.Valid() || !full.Full() {
			t.Fatalf("%v: the pattern grid is not a solution", s)
		}
		part := full.Clone()
		for i := range part.Cells {
			if i%3 == 1 {
				part.Cells[i] = 0
			}
		}
		alpha, err := sudokit.NewAlphabet(chars[:s.N])
		if err != nil {
			t.Fatal(err)
		}
		syms := map[string]sudokit.Symbols{"letters": sudokit.Letters, "decimal": sudokit.Decimal, "alphabet": alpha}
		for _, g := range []sudokit.Grid{full, part} {
			for name, sym := range syms {
				for _, form := range textForms {
					roundTrip(t, g, form, name, sym, 0)
				}
			}
		}
	}
}

// TestFormatContract checks the layouts of docs/cli.md §4.1 and §5.1.
func TestFormatContract(t *testing.T) {
	six := sudokit.MustParse(`. 5 . | 2 1 .
. . . | 4 . .
------+------
. 1 5 | . . 6
2 . . | . . .
------+------
. 4 . | 1 5 2
. . 1 | . 3 4`)
	if six.Shape != sudokit.MustShape(2, 3) || six.Form != sudokit.FormGrid {
		t.Fatalf("six.txt read as %v in %v", six.Shape, six.Form)
	}
	_, sol := sudokit.Solve(six.Grid)
	hex, _ := sudokit.NewAlphabet("0123456789ABCDEF")
	sixteen := sudokit.NewGrid(sudokit.MustShape(4, 4))
	copy(sixteen.Cells, []uint8{0, 2, 3, 0, 5, 6, 0, 8, 9, 0, 11, 12, 0, 14, 15, 16})
	firstLine := func(s string) string {
		first, _, _ := strings.Cut(s, "\n")
		return first
	}
	tests := []struct {
		name string
		g    sudokit.Grid
		opt  sudokit.FormatOptions
		want string
	}{
		{"pseudoku tokens", sudokit.MustParse(".41...2.3....1.2").Grid, sudokit.FormatOptions{Form: sudokit.FormTokens},
			"0 4 1 0\n0 0 2 0\n3 0 0 0\n0 1 0 2"},
		{"pseudoku line", sudokit.MustParse(".41...2.3....1.2").Grid, sudokit.FormatOptions{Form: sudokit.FormLine},
			".41...2.3....1.2"},
		{"pseudoku line underscore", sudokit.MustParse(".41...2.3....1.2").Grid, sudokit.FormatOptions{Form: sudokit.FormLine, Blank: '_'},
			"_41___2_3____1_2"},
		{"pseudoku csv", sudokit.MustParse(".41...2.3....1.2").Grid, sudokit.FormatOptions{Form: sudokit.FormCSV},
			"0,4,1,0\n0,0,2,0\n3,0,0,0\n0,1,0,2"},
		{"pseudoku grid", sudokit.MustParse(".41...2.3....1.2").Grid, sudokit.FormatOptions{Form: sudokit.FormGrid},
			". 4 | 1 .\n. . | 2 .\n----+----\n3 . | . .\n. 1 | . 2"},
		{"pseudoku one-line tokens", sudokit.MustParse(".41...2.3....1.2").Grid, sudokit.FormatOptions{Form: sudokit.FormTokens, OneLine: true},
			"0 4 1 0 0 0 2 0 3 0 0 0 0 1 0 2"},
		{"auto is line", sudokit.MustParse(".41...2.3....1.2").Grid, sudokit.FormatOptions{},
			".41...2.3....1.2"},
		{"six solved", sol, six.FormatOptions(),
			"6 5 4 | 2 1 3\n1 3 2 | 4 6 5\n------+------\n4 1 5 | 3 2 6\n2 6 3 | 5 4 1\n------+------\n3 4 6 | 1 5 2\n5 2 1 | 6 3 4"},
		{"six line", sol, sudokit.FormatOptions{Form: sudokit.FormLine},
			"654213132465415326263541346152521634"},
		{"sixteen decimal grid", sixteen, sudokit.FormatOptions{Form: sudokit.FormGrid, Symbols: sudokit.Decimal},
			" .  2  3  . |  5  6  .  8 |  9  . 11 12 |  . 14 15 16"},
		{"sixteen decimal csv", sixteen, sudokit.FormatOptions{Form: sudokit.FormCSV, Symbols: sudokit.Decimal},
			"0,2,3,0,5,6,0,8,9,0,11,12,0,14,15,16"},
		{"sixteen letters tokens", sixteen, sudokit.FormatOptions{Form: sudokit.FormTokens},
			"0 2 3 0 5 6 0 8 9 0 B C 0 E F G"},
		{"sixteen letters grid", sixteen, sudokit.FormatOptions{Form: sudokit.FormGrid, Blank: '0'},
			"0 2 3 0 | 5 6 0 8 | 9 0 B C | 0 E F G"},
		{"sixteen hex line, 0 is a value", sixteen, sudokit.FormatOptions{Form: sudokit.FormLine, Symbols: hex, Blank: '0'},
			".12.45.78.AB.DEF" + strings.Repeat(".", 240)},
		{"sixteen hex csv", sixteen, sudokit.FormatOptions{Form: sudokit.FormCSV, Symbols: hex},
			".,1,2,.,4,5,.,7,8,.,A,B,.,D,E,F"},
		{"sixteen decimal line is one line of tokens", sixteen, sudokit.FormatOptions{Form: sudokit.FormLine, Symbols: sudokit.Decimal},
			". 2 3 . 5 6 . 8 9 . 11 12 . 14 15 16" + strings.Repeat(" .", 240)},
	}
	for _, tt := range tests {
		got := sudokit.Format(tt.g, tt.opt)
		if strings.HasPrefix(tt.name, "sixteen") && tt.opt.Form != sudokit.FormLine {
			got = firstLine(got)
		}
		if got != tt.want {
			t.Errorf("%s:\n%s\nwant\n%s", tt.name, got, tt.want)
		}
	}
}

// TestAppendFormatAllocs checks that AppendFormat allocates nothing when
// the buffer is large enough, in every form.
func TestAppendFormatAllocs(t *testing.T) {
	p := sudokit.MustParse("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79")
	buf := make([]byte, 0, 4096)
	for _, form := range textForms {
		for _, sym := range []sudokit.Symbols{sudokit.Letters, sudokit.Decimal} {
			opt := sudokit.FormatOptions{Form: form, Symbols: sym}
			if n := testing.AllocsPerRun(50, func() { buf = sudokit.AppendFormat(buf[:0], p.Grid, opt) }); n != 0 {
				t.Errorf("%v %v: %v allocations", form, sym, n)
			}
		}
	}
}

func TestFormNames(t *testing.T) {
	for _, f := range []sudokit.Form{sudokit.FormTokens, sudokit.FormLine, sudokit.FormCSV, sudokit.FormGrid} {
		got, err := sudokit.ParseForm(f.String(), false)
		if err != nil || got != f {
			t.Errorf("ParseForm(%q, false) = %v, %v", f.String(), got, err)
		}
	}
	if f, err := sudokit.ParseForm("json", true); err != nil || f != sudokit.FormJSON {
		t.Errorf("ParseForm(json, true) = %v, %v", f, err)
	}
	for _, tt := range []struct {
		name   string
		output bool
		want   string
	}{
		{"json", false, `"json": want tokens, line, csv or grid`},
		{"auto", false, `"auto": want tokens, line, csv or grid`},
		{"xml", true, `"xml": want tokens, line, csv, grid or json`},
		{"", false, `"": want tokens, line, csv or grid`},
	} {
		if _, err := sudokit.ParseForm(tt.name, tt.output); err == nil || err.Error() != tt.want {
			t.Errorf("ParseForm(%q, %v) = %v, want %s", tt.name, tt.output, err, tt.want)
		}
	}
}

func TestSymbols(t *testing.T) {
	for _, tt := range []struct {
		s    string
		want string // "" when valid
	}{
		{"0123456789ABCDEF", ""},
		{"abcd", ""},
		{"aAbB", ""}, // case-sensitive: a and A differ
		{"abc", `"abc": an alphabet has 4 to 64 symbols, found 3`},
		{"ab.d", `"ab.d": "." cannot be a symbol`},
		{"ab d", `"ab d": " " cannot be a symbol`},
		{"abca", `"abca": "a" appears twice`},
		{"ab#d", `"ab#d": "#" cannot be a symbol`},
		{"ab,d", `"ab,d": "," cannot be a symbol`},
		{"ab|d", `"ab|d": "|" cannot be a symbol`},
		{"ab\xffd", `"ab\xffd": "\xff" cannot be a symbol`},
	} {
		_, err := sudokit.NewAlphabet(tt.s)
		switch {
		case tt.want == "" && err != nil:
			t.Errorf("NewAlphabet(%q): %v", tt.s, err)
		case tt.want != "" && (err == nil || err.Error() != tt.want):
			t.Errorf("NewAlphabet(%q) = %v, want %s", tt.s, err, tt.want)
		}
	}
	// Case folding: a case-insensitive alphabet reads either case.
	lower, _ := sudokit.NewAlphabet("abcd")
	p, err := sudokit.ParseWith("ABCD....a.......", sudokit.ReadOptions{Alphabet: lower})
	if err != nil || p.Cells[0] != 1 || p.Cells[3] != 4 || p.Cells[8] != 1 {
		t.Errorf("abcd reading ABCD: %v, %v", p.Cells, err)
	}
	mixed, _ := sudokit.NewAlphabet("aAbB")
	p, err = sudokit.ParseWith("aAbB............", sudokit.ReadOptions{Alphabet: mixed})
	if err != nil || string(p.Cells[:4]) != "\x01\x02\x03\x04" {
		t.Errorf("aAbB: %v, %v", p.Cells, err)
	}
	for _, tt := range []struct {
		flag string
		want string
	}{{"letters", "letters"}, {"decimal", "decimal"}, {"0123456789ABCDEF", "0123456789ABCDEF"}} {
		sym, err := sudokit.ParseSymbols(tt.flag)
		if err != nil || sym.String() != tt.want {
			t.Errorf("ParseSymbols(%q) = %v, %v", tt.flag, sym, err)
		}
	}
	if sudokit.DefaultSymbols(35).String() != "letters" || sudokit.DefaultSymbols(36).String() != "decimal" {
		t.Errorf("DefaultSymbols: 35 %v, 36 %v", sudokit.DefaultSymbols(35), sudokit.DefaultSymbols(36))
	}
	if err := sudokit.Letters.Fits(36); err == nil {
		t.Errorf("letters fit a 36x36")
	}
}

// alphabetPool holds every character an alphabet may use: printable ASCII
// but white space and . _ # , | + - =.
const alphabetPool = "!\"$%&'()*/0123456789:;<>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^`abcdefghijklmnopqrstuvwxyz{}~"

// FuzzRoundTrip writes random grids of random shapes in every form, with
// letters, decimal numbers and random alphabets, and reads them back.
func FuzzRoundTrip(f *testing.F) {
	f.Add(uint64(1), uint8(0), uint8(0), uint8(0), uint8(0), uint8(128))
	f.Add(uint64(2), uint8(1), uint8(2), uint8(1), uint8(1), uint8(0))
	f.Add(uint64(3), uint8(5), uint8(3), uint8(2), uint8(2), uint8(255))
	f.Add(uint64(4), uint8(9), uint8(1), uint8(0), uint8(3), uint8(60))
	f.Add(uint64(5), uint8(12), uint8(2), uint8(2), uint8(0), uint8(200))
	shapes := [][2]int{{2, 2}, {2, 3}, {3, 2}, {3, 3}, {2, 4}, {4, 2}, {2, 5}, {3, 4}, {4, 3}, {4, 4}, {5, 5}, {6, 6}, {7, 7}, {8, 8}, {2, 32}, {32, 2}}
	f.Fuzz(func(t *testing.T, seed uint64, shape, form, symbols, blank, density uint8) {
		rng := rand.New(rand.NewPCG(seed, uint64(shape)))
		rc := shapes[int(shape)%len(shapes)]
		s := sudokit.MustShape(rc[0], rc[1])
		g := sudokit.NewGrid(s)
		for i := range g.Cells {
			if rng.IntN(256) >= int(density) {
				g.Cells[i] = uint8(rng.IntN(s.N) + 1)
			}
		}
		var sym sudokit.Symbols
		name := "letters"
		switch symbols % 3 {
		case 1:
			sym, name = sudokit.Decimal, "decimal"
		case 2:
			pool := []byte(alphabetPool)
			rng.Shuffle(len(pool), func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })
			var err error
			if sym, err = sudokit.NewAlphabet(string(pool[:s.N])); err != nil {
				t.Fatal(err)
			}
			name = "alphabet " + sym.Alphabet()
		}
		roundTrip(t, g, textForms[int(form)%len(textForms)], name, sym, []byte{0, '.', '0', '_'}[blank%4])
	})
}
