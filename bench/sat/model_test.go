package main

import (
	"bytes"
	"os"
	"slices"
	"testing"

	"github.com/sudokit-go/sudokit"
)

func TestParseOutput(t *testing.T) {
	tests := []struct {
		name    string
		out     string
		ans     Answer
		model   []int32
		wantErr bool
	}{
		{"cadical sat", "c comment\ns SATISFIABLE\nv 1 -2 3\nv -4 0\n", Sat, []int32{1, -2, 3, -4}, false},
		{"cadical unsat", "s UNSATISFIABLE\n", Unsat, nil, false},
		{"minisat sat", "SAT\n-1 2 -3 0\n", Sat, []int32{-1, 2, -3}, false},
		{"minisat unsat", "UNSAT\n", Unsat, nil, false},
		{"minisat indet", "INDET\n", Unknown, nil, false},
		{"empty", "", Unknown, nil, false},
		{"bad literal", "SAT\n1 x 0\n", Unknown, nil, true},
		{"verdict without word", "s\n", Unknown, nil, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ans, model, err := ParseOutput([]byte(tt.out))
			if (err != nil) != tt.wantErr {
				t.Fatalf("error %v, want one: %v", err, tt.wantErr)
			}
			if ans != tt.ans || !slices.Equal(model, tt.model) {
				t.Errorf("got %v %v, want %v %v", ans, model, tt.ans, tt.model)
			}
		})
	}
}

func TestMakePuzzles(t *testing.T) {
	for _, n := range []int{4, 9, 16, 64} {
		var a, b bytes.Buffer
		if err := makePuzzles(&a, n, 0.4, 7, 2); err != nil {
			t.Fatal(err)
		}
		if err := makePuzzles(&b, n, 0.4, 7, 2); err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(a.Bytes(), b.Bytes()) {
			t.Errorf("%dx%d: the same seed wrote different puzzles", n, n)
		}
		rd := sudokit.NewReader(&a, sudokit.ReadOptions{Source: "made"})
		count := 0
		for it, ok := rd.Next(); ok; it, ok = rd.Next() {
			if it.Err != nil {
				t.Fatalf("%dx%d: %v", n, n, it.Err)
			}
			g := it.Puzzle.Grid
			count++
			want := int(0.4*float64(n*n) + 0.5)
			if g.Shape.N != n || n*n-g.Blanks() != want || !g.Valid() {
				t.Errorf("%dx%d: puzzle %d: %dx%d, %d givens (want %d), valid %v", n, n, count, g.Shape.N, g.Shape.N, n*n-g.Blanks(), want, g.Valid())
			}
		}
		if count != 2 {
			t.Errorf("%dx%d: %d puzzles, want 2", n, n, count)
		}
	}
	// A made grid is a solution: the pattern shuffled keeps every rule.
	sh, _ := sudokit.SquareShape(25)
	var a bytes.Buffer
	if err := makePuzzles(&a, 25, 1, 3, 1); err != nil {
		t.Fatal(err)
	}
	p, err := sudokit.Parse(a.String())
	if err != nil || p.Shape != sh || !p.Full() || !p.Valid() {
		t.Errorf("a 25x25 made with every cell given is not a solution: %v", err)
	}
}

// TestMadeFile keeps testdata/64x64-givens-40pct.txt what run.sh says it
// is: the output of -make 64 -givens 0.40 -seed 1 -count 3.
func TestMadeFile(t *testing.T) {
	want, err := os.ReadFile("testdata/64x64-givens-40pct.txt")
	if err != nil {
		t.Fatal(err)
	}
	var got bytes.Buffer
	if err := makePuzzles(&got, 64, 0.40, 1, 3); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got.Bytes(), want) {
		t.Errorf("testdata/64x64-givens-40pct.txt is not what -make 64 -givens 0.40 -seed 1 -count 3 writes")
	}
}
