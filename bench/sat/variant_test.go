package main

import (
	"strings"
	"testing"
)

// TestVariants checks that every isomorph keeps the rules: its golden
// answer solves it and keeps its givens, its blanks are as many, the first
// form of each puzzle is the puzzle itself, and the same seed draws the
// same forms.
func TestVariants(t *testing.T) {
	for _, file := range []string{sets4, "../../testdata/sets/16x16-gecode.txt", "../../testdata/sets/25x25-blank.txt"} {
		ps, err := loadFile(file, 20)
		if err != nil {
			t.Fatal(err)
		}
		const k = 4
		vs := variants(ps, k, 7)
		if len(vs) != k*len(ps) {
			t.Fatalf("%s: %d variants of %d puzzles, want %d", file, len(vs), len(ps), k*len(ps))
		}
		again := variants(ps, k, 7)
		moved := 0
		for i, v := range vs {
			p := ps[i/k]
			if i%k == 0 && !v.Grid.Equal(p.Grid) {
				t.Errorf("%s: puzzle %d: the first form is not the puzzle", file, i/k+1)
			}
			if !v.Grid.Equal(again[i].Grid) {
				t.Errorf("%s: variant %d differs between two draws of seed 7", file, i)
			}
			if !v.Grid.Equal(p.Grid) {
				moved++
			}
			if v.Blanks != v.Grid.Blanks() || v.Count != p.Count || v.Line != p.Line {
				t.Errorf("%s: variant %d: blanks %d (grid %d), count %d, line %d; want the puzzle's", file, i, v.Blanks, v.Grid.Blanks(), v.Count, v.Line)
			}
			if p.Sol.Shape != nil && !p.NoSol && !v.Sol.Solves(v.Grid) {
				t.Errorf("%s: variant %d: its answer does not solve it", file, i)
			}
		}
		if moved == 0 {
			t.Errorf("%s: no variant differs from its puzzle", file)
		}
	}
}

// TestVariantsFlag runs the command with -variants and checks the table.
func TestVariantsFlag(t *testing.T) {
	code, out, errs := runMain(t, "-solvers=", "-limit", "5", "-variants", "3", sets4)
	if code != 0 {
		t.Fatalf("status %d: %s", code, errs)
	}
	if !strings.Contains(out, "15 puzzles (3 forms of each)") {
		t.Errorf("header does not say the forms:\n%s", out)
	}
	for _, r := range rows(out) {
		if r[2] != "15" || r[3] != "15" || r[4] != "0" {
			t.Errorf("row %q: want 15 puzzles, 15 settled, 0 wrong", r)
		}
	}
	if code, _, errs := runMain(t, "-solvers=", "-variants", "0", sets4); code != exitUsage || !strings.Contains(errs, "-variants 0") {
		t.Errorf("-variants 0: status %d, stderr %q", code, errs)
	}
}
