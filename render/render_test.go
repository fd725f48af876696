package render_test

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/sudokit-go/sudokit"
	"github.com/sudokit-go/sudokit/render"
)

var update = flag.Bool("update", false, "rewrite the golden files of testdata/")

// readPuzzle reads the one puzzle of testdata/name, with boxes r×c when
// r is not 0.
func readPuzzle(t testing.TB, name string, r, c int) sudokit.Puzzle {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	p, err := sudokit.ParseWith(string(data), sudokit.ReadOptions{Source: name, BoxRows: r, BoxCols: c})
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// readBatch reads every puzzle of testdata/name.
func readBatch(t testing.TB, name string) []sudokit.Puzzle {
	t.Helper()
	f, err := os.Open(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	rd := sudokit.NewReader(f, sudokit.ReadOptions{Source: name})
	var out []sudokit.Puzzle
	for {
		it, ok := rd.Next()
		if !ok {
			return out
		}
		if it.Err != nil {
			t.Fatal(it.Err)
		}
		out = append(out, it.Puzzle)
	}
}

// candidates returns the pencil marks of every blank cell of g.
func candidates(g sudokit.Grid) []uint64 {
	out := make([]uint64, len(g.Cells))
	for i, v := range g.Cells {
		if v == 0 {
			out[i] = g.CandidateMask(g.Shape.PosOf(i))
		}
	}
	return out
}

// stepPuzzle is the 9x9 of testdata/step9.json, a hint record of sudokit
// hint --level 4 --json, with its pencil marks and its step.
func stepPuzzle(t testing.TB) render.Puzzle {
	t.Helper()
	data, err := os.ReadFile("testdata/step9.json")
	if err != nil {
		t.Fatal(err)
	}
	recs, err := render.ReadSteps("step9.json", data)
	if err != nil {
		t.Fatal(err)
	}
	p, err := sudokit.Parse(recs[0].Puzzle)
	if err != nil {
		t.Fatal(err)
	}
	return render.Puzzle{Grid: p.Grid, Candidates: candidates(p.Grid), Highlight: recs[0].Steps[0], Symbols: p.Symbols}
}

// golden compares got with testdata/name, or rewrites it under -update.
func golden(t *testing.T, name string, got []byte) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *update {
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test ./render -update to write it)", err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("%s differs from what render writes now (%d bytes, want %d); if the change is meant, run go test ./render -update and look at the pictures", path, len(got), len(want))
	}
}

func TestGoldenSVG(t *testing.T) {
	tests := []struct {
		golden, input string
		r, c          int
		opt           render.Options
		number        int
	}{
		{"4x4.svg", "4x4.txt", 0, 0, render.Options{}, 0},
		{"6x6-2x3.svg", "6x6-2x3.txt", 2, 3, render.Options{}, 0},
		{"9x9.svg", "9x9.txt", 0, 0, render.Options{Title: "Figure 5"}, 5},
		{"12x12-3x4.svg", "12x12-3x4.txt", 3, 4, render.Options{}, 0},
		{"16x16.svg", "16x16.txt", 0, 0, render.Options{SizeMM: 150}, 0},
		{"25x25.svg", "25x25.txt", 0, 0, render.Options{}, 0},
	}
	for _, tt := range tests {
		t.Run(tt.golden, func(t *testing.T) {
			p := readPuzzle(t, tt.input, tt.r, tt.c)
			d, err := render.Layout([]render.Puzzle{{Grid: p.Grid, Symbols: p.Symbols, Number: tt.number}}, tt.opt)
			if err != nil {
				t.Fatal(err)
			}
			var b bytes.Buffer
			if err := d.WriteSVG(&b); err != nil {
				t.Fatal(err)
			}
			golden(t, tt.golden, b.Bytes())
		})
	}
	t.Run("9x9-step.svg", func(t *testing.T) {
		d, err := render.Layout([]render.Puzzle{stepPuzzle(t)}, render.Options{Title: "Pointing"})
		if err != nil {
			t.Fatal(err)
		}
		var b bytes.Buffer
		if err := d.WriteSVG(&b); err != nil {
			t.Fatal(err)
		}
		golden(t, "9x9-step.svg", b.Bytes())
	})
}

// worksheet13 lays out the 13 puzzles of testdata/worksheet13.txt at 6 a
// page, with their solutions (worksheet13.sol.txt).
func worksheet13(t testing.TB) *render.Document {
	ps := readBatch(t, "worksheet13.txt")
	solved := readBatch(t, "worksheet13.sol.txt")
	var puzzles, sols []render.Puzzle
	for i, p := range ps {
		puzzles = append(puzzles, render.Puzzle{Grid: p.Grid, Number: i + 1})
		if !solved[i].Grid.Solves(p.Grid) {
			t.Fatalf("worksheet13.sol.txt: line %d does not solve its puzzle", i+1)
		}
		sols = append(sols, render.Puzzle{Grid: p.Grid, Entries: solved[i].Grid, Number: i + 1})
	}
	d, err := render.Layout(puzzles, render.Options{Page: render.A4, PerPage: 6, Title: "Week 3", Solutions: sols})
	if err != nil {
		t.Fatal(err)
	}
	return d
}

// pdfPages counts the page objects of a PDF file.
func pdfPages(pdf []byte) int {
	return len(regexp.MustCompile(`/Type /Page[\s/>]`).FindAll(pdf, -1))
}

func TestWorksheetPages(t *testing.T) {
	d := worksheet13(t)
	// 13 puzzles at 6 a page make 3 pages; their solutions at 20 a page 1.
	if d.Pages() != 4 {
		t.Errorf("%d pages, want 4", d.Pages())
	}
	var b bytes.Buffer
	if err := d.WritePDF(&b); err != nil {
		t.Fatal(err)
	}
	if n := pdfPages(b.Bytes()); n != 4 {
		t.Errorf("the PDF has %d pages, want 4", n)
	}
}

func TestDeterministic(t *testing.T) {
	write := func() (svg, pdf, png []byte) {
		d := worksheet13(t)
		var s, p, g bytes.Buffer
		if err := d.WriteSVG(&s); err != nil {
			t.Fatal(err)
		}
		if err := d.WritePDF(&p); err != nil {
			t.Fatal(err)
		}
		card, err := render.Layout([]render.Puzzle{stepPuzzle(t)}, render.Options{})
		if err != nil {
			t.Fatal(err)
		}
		if err := card.WritePNG(&g, 40); err != nil {
			t.Fatal(err)
		}
		return s.Bytes(), p.Bytes(), g.Bytes()
	}
	s1, p1, g1 := write()
	s2, p2, g2 := write()
	if !bytes.Equal(s1, s2) || !bytes.Equal(p1, p2) || !bytes.Equal(g1, g2) {
		t.Errorf("two writes of one document differ: svg %v, pdf %v, png %v", bytes.Equal(s1, s2), bytes.Equal(p1, p2), bytes.Equal(g1, g2))
	}
	for _, word := range []string{"CreationDate", "ModDate"} {
		if bytes.Contains(p1, []byte(word)) {
			t.Errorf("the PDF holds a %s", word)
		}
	}
}

func TestLayoutErrors(t *testing.T) {
	p9 := sudokit.MustParse(strings.Repeat(".", 81))
	s64, err := sudokit.SquareShape(64)
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name    string
		puzzles []render.Puzzle
		opt     render.Options
		want    string
	}{
		{"none", nil, render.Options{}, "no puzzle to draw"},
		{"64x64", []render.Puzzle{{Grid: sudokit.NewGrid(s64)}}, render.Options{Page: render.A4}, "a 64x64 puzzle is too large to draw; render draws 4x4 to 25x25"},
		{"per page 5", []render.Puzzle{{Grid: p9.Grid}}, render.Options{Page: render.A4, PerPage: 5}, "5 puzzles a page: want 1, 2, 4 or 6"},
		{"two on a card", []render.Puzzle{{Grid: p9.Grid}, {Grid: p9.Grid}}, render.Options{}, "a card holds one puzzle; give a page size for a worksheet"},
		{"cell outside", []render.Puzzle{{Grid: p9.Grid, Highlight: render.Highlight{Cells: []render.CellRole{{Cell: sudokit.Pos{Row: 9}, Role: "base"}}}}}, render.Options{}, "highlighted cell r10c1 outside the 9x9 grid"},
		{"value outside", []render.Puzzle{{Grid: p9.Grid, Highlight: render.Highlight{Eliminations: []render.CellValue{{Value: 10}}}}}, render.Options{}, "value 10 at r1c1 outside 1-9"},
		{"short candidates", []render.Puzzle{{Grid: p9.Grid, Candidates: make([]uint64, 3)}}, render.Options{}, "candidates of another size than their puzzle"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := render.Layout(tt.puzzles, tt.opt)
			if err == nil || err.Error() != tt.want {
				t.Errorf("Layout: %v, want %q", err, tt.want)
			}
		})
	}
}

func TestPNGTooLarge(t *testing.T) {
	d := worksheet13(t)
	err := d.WritePNG(new(bytes.Buffer), 600)
	want := "a PNG of 4 pages at 600 dpi would be 4961x28489 pixels, more than 50 million: write PDF, or fewer pages, or a lower dpi"
	if err == nil || err.Error() != want {
		t.Errorf("WritePNG: %v, want %q", err, want)
	}
}
