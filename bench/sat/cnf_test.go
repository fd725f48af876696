package main

import (
	"bytes"
	"strings"
	"testing"

	"github.com/sudokit-go/sudokit"
)

// The sample sets every test of the module reads (testdata/sets/README.md).
const (
	sets4 = "../../testdata/sets/4x4-random.txt"
	sets9 = "../../testdata/sets/9x9-top1465.txt"
)

func TestEncodeCounts(t *testing.T) {
	// Counted by hand: a 4x4 with one given (1 at r1c1) keeps 15·4 − 7
	// variables (its 7 peers lose the 1); 7 cells of 3 values make 7·(1+3)
	// clauses, 8 of 4 values 8·(1+6); the given's 3 units need values 2-4
	// over 3 cells, 3·3·(1+3); the other 9 units need 2-4 over 4 cells,
	// 9·3·(1+6), and 1 over 2, 3 or 4 cells (sum 31).
	tests := []struct {
		name, puzzle  string
		enc           Encoding
		vars, clauses int
		emptyClause   bool
	}{
		{"4x4 empty reduced", strings.Repeat(".", 16), Reduced, 64, 16*7 + 12*4*7, false},
		{"4x4 empty plain", strings.Repeat(".", 16), Plain, 64, 16*7 + 12*4*7, false},
		{"4x4 one given reduced", "1" + strings.Repeat(".", 15), Reduced, 53, 7*4 + 8*7 + 3*3*4 + 9*3*7 + 31, false},
		{"4x4 one given plain", "1" + strings.Repeat(".", 15), Plain, 64, 16*7 + 12*4*7 + 1, false},
		{"9x9 empty", strings.Repeat(".", 81), Reduced, 729, 81*37 + 243*37, false},
		{"9x9 empty plain", strings.Repeat(".", 81), Plain, 729, 81*37 + 243*37, false},
		{"9x9 full grid", "123456789456789123789123456214365897365897214897214365531642978642978531978531642", Reduced, 0, 0, false},
		{"9x9 full grid plain", "123456789456789123789123456214365897365897214897214365531642978642978531978531642", Plain, 729, 81*37 + 243*37 + 81, false},
		{"4x4 clashing givens", "11" + strings.Repeat(".", 14), Reduced, -1, -1, true},
		{"4x4 cell with no candidate", "1234" + "...." + "...." + "....", Reduced, -1, -1, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := sudokit.MustParse(tt.puzzle)
			f := Encode(p.Grid, tt.enc)
			if tt.vars >= 0 && len(f.Vars) != tt.vars {
				t.Errorf("%d variables, want %d", len(f.Vars), tt.vars)
			}
			if tt.clauses >= 0 && f.Clauses != tt.clauses {
				t.Errorf("%d clauses, want %d", f.Clauses, tt.clauses)
			}
			empty, counted := false, 0
			f.Each(func(c []int32) {
				counted++
				empty = empty || len(c) == 0
				for _, l := range c {
					if l == 0 || int(max(l, -l)) > len(f.Vars) {
						t.Fatalf("literal %d out of range", l)
					}
				}
			})
			if counted != f.Clauses {
				t.Errorf("Each saw %d clauses, Clauses says %d", counted, f.Clauses)
			}
			if empty != tt.emptyClause {
				t.Errorf("empty clause %v, want %v", empty, tt.emptyClause)
			}
		})
	}
}

func TestWriteDIMACS(t *testing.T) {
	f := Encode(sudokit.MustParse("1234341221434321").Grid, Reduced)
	var b bytes.Buffer
	if err := f.WriteDIMACS(&b); err != nil {
		t.Fatal(err)
	}
	if got := b.String(); got != "p cnf 0 0\n" {
		t.Errorf("a full grid writes %q", got)
	}
	f = Encode(sudokit.MustParse("123434122143432.").Grid, Reduced)
	b.Reset()
	if err := f.WriteDIMACS(&b, []int32{-1}); err != nil {
		t.Fatal(err)
	}
	// One variable (1 at r4c4): its cell's clause and the three units'.
	want := "p cnf 1 5\n1 0\n1 0\n1 0\n1 0\n-1 0\n"
	if got := b.String(); got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
}

// modelOf is the model that says solution sol: each variable true exactly
// when its value stands at its cell.
func modelOf(f *Formula, sol sudokit.Grid) []int32 {
	m := make([]int32, len(f.Vars))
	for i, cv := range f.Vars {
		m[i] = int32(i + 1)
		if sol.Cells[cv.Cell] != cv.Value {
			m[i] = -m[i]
		}
	}
	return m
}

// satisfies reports whether every clause of f has a true literal in model.
func satisfies(f *Formula, model []int32) bool {
	val := make([]bool, len(f.Vars)+1)
	for _, l := range model {
		if l > 0 {
			val[l] = true
		}
	}
	ok := true
	f.Each(func(c []int32) {
		sat := false
		for _, l := range c {
			sat = sat || (l > 0) == val[max(l, -l)]
		}
		ok = ok && sat
	})
	return ok
}

func TestDecodeGolden(t *testing.T) {
	for _, file := range []string{sets4, sets9} {
		ps, err := loadFile(file, 10)
		if err != nil {
			t.Fatal(err)
		}
		for i, p := range ps {
			if p.Sol.Shape == nil {
				t.Fatalf("%s: puzzle %d has no golden solution", file, i+1)
			}
			for _, enc := range []Encoding{Reduced, Plain} {
				f := Encode(p.Grid, enc)
				m := modelOf(f, p.Sol)
				if !satisfies(f, m) {
					t.Errorf("%s: puzzle %d, %v: the golden solution does not satisfy the formula", file, i+1, enc)
				}
				g, err := f.Decode(m)
				if err != nil || !g.Equal(p.Sol) {
					t.Errorf("%s: puzzle %d, %v: decodes to %v, %v", file, i+1, enc, g.Cells, err)
				}
				if why := p.check(g, 1, false); why != "" {
					t.Errorf("%s: puzzle %d: %s", file, i+1, why)
				}
				// Moving one blank cell's value breaks the model.
				for j, v := range p.Grid.Cells {
					if v == 0 {
						bad := p.Sol.Clone()
						bad.Cells[j] = bad.Cells[j]%uint8(bad.Shape.N) + 1
						if satisfies(f, modelOf(f, bad)) {
							t.Errorf("%s: puzzle %d, %v: a wrong grid satisfies the formula", file, i+1, enc)
						}
						if _, err := f.Decode(modelOf(f, bad)); err == nil {
							t.Errorf("%s: puzzle %d, %v: a wrong grid decodes", file, i+1, enc)
						}
						break
					}
				}
			}
		}
	}
}

func TestDecodeErrors(t *testing.T) {
	f := Encode(sudokit.MustParse("12343412214343..").Grid, Reduced)
	// Variables: r4c3 may hold 2, r4c4 1 (one each, as the givens leave).
	tests := []struct {
		name  string
		model []int32
		want  string
	}{
		{"unknown variable", []int32{1, 2, 3}, "names variable 3"},
		{"a cell without a value", []int32{1, -2}, "r4c4 has no value"},
		{"the right model", []int32{1, 2}, ""},
	}
	if len(f.Vars) != 2 {
		t.Fatalf("%d variables, want 2", len(f.Vars))
	}
	for _, tt := range tests {
		_, err := f.Decode(tt.model)
		switch {
		case tt.want == "" && err != nil:
			t.Errorf("%s: %v", tt.name, err)
		case tt.want != "" && (err == nil || !strings.Contains(err.Error(), tt.want)):
			t.Errorf("%s: error %v, want one with %q", tt.name, err, tt.want)
		}
	}
	p := Encode(sudokit.MustParse("12343412214343..").Grid, Plain)
	if _, err := p.Decode(modelOf(p, sudokit.MustParse("1234341221434312").Grid)); err == nil {
		t.Errorf("plain: a grid that moves nothing but breaks a unit decodes")
	}
}
