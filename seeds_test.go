package sudokit_test

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sudokit-go/sudokit"
	"github.com/sudokit-go/sudokit/internal/shareddata"
)

// The seeds are the puzzles and grids printed in the coursework documents
// (testdata/seeds/README.md), kept as a copy of the shared data's seeds/.

// seedRow is one line of a seeds TSV file: its fields and line number.
type seedRow struct {
	line   int
	fields []string
}

// readSeeds reads testdata/seeds/name, skipping the header comment.
func readSeeds(t *testing.T, name string, fields int) []seedRow {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", "seeds", name))
	if err != nil {
		t.Fatal(err)
	}
	var rows []seedRow
	for i, line := range strings.Split(strings.TrimRight(string(data), "\n"), "\n") {
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		f := strings.Split(line, "\t")
		if len(f) != fields {
			t.Fatalf("%s:%d: %d fields, want %d", name, i+1, len(f), fields)
		}
		rows = append(rows, seedRow{line: i + 1, fields: f})
	}
	if len(rows) == 0 {
		t.Fatalf("%s: no rows", name)
	}
	return rows
}

// TestSeedsMatchShared checks that testdata/seeds is an exact copy of the
// shared data's seeds/, when the shared data is present.
func TestSeedsMatchShared(t *testing.T) {
	dir, ok := shareddata.Find()
	if !ok {
		t.Skip("shared data not found")
	}
	shared := filepath.Join(dir, "seeds")
	entries, err := os.ReadDir(shared)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]bool{}
	for _, e := range entries {
		if e.IsDir() {
			continue
		}
		want[e.Name()] = true
		orig, err := os.ReadFile(filepath.Join(shared, e.Name()))
		if err != nil {
			t.Fatal(err)
		}
		copied, err := os.ReadFile(filepath.Join("testdata", "seeds", e.Name()))
		if err != nil {
			t.Errorf("testdata/seeds/%s: %v (copy it from the shared data)", e.Name(), err)
			continue
		}
		if !bytes.Equal(orig, copied) {
			t.Errorf("testdata/seeds/%s differs from the shared data's copy", e.Name())
		}
	}
	local, err := os.ReadDir(filepath.Join("testdata", "seeds"))
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range local {
		if !want[e.Name()] {
			t.Errorf("testdata/seeds/%s is not in the shared data's seeds", e.Name())
		}
	}
}

// TestSeedPuzzles solves every seed puzzle through the library and compares
// the answer with the one the coursework printed. Each puzzle is read in
// its line form and again written as tokens (the classic input of the DFS
// project) and as csv (the Data section's form), and answered in each.
func TestSeedPuzzles(t *testing.T) {
	for _, row := range readSeeds(t, "puzzles.tsv", 5) {
		name, puzzle, want := row.fields[0], row.fields[2], row.fields[3]
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			p, err := sudokit.Parse(puzzle)
			if err != nil {
				t.Fatalf("line %d: %v", row.line, err)
			}
			if p.Form != sudokit.FormLine {
				t.Errorf("form %v, want line", p.Form)
			}
			before := p.Clone()
			ok, sol := sudokit.Solve(p.Grid)
			if !p.Equal(before) {
				t.Errorf("Solve changed its input")
			}
			if want == "none" {
				if ok {
					t.Fatalf("Solve found %s, want no solution", sudokit.Format(sol, p.FormatOptions()))
				}
				return
			}
			if !ok {
				t.Fatalf("Solve found no solution, want %s", want)
			}
			if !sol.Solves(p.Grid) {
				t.Fatalf("Solve returned %s, which does not solve the puzzle", sudokit.Format(sol, p.FormatOptions()))
			}
			if got := sudokit.Format(sol, p.FormatOptions()); got != want {
				t.Errorf("Solve = %s, want %s", got, want)
			}

			// The same puzzle as tokens and as csv, answered in the
			// input's form; the tokens through the Solver interface.
			for _, c := range []struct {
				form   sudokit.Form
				source string
			}{{sudokit.FormTokens, "sample.txt"}, {sudokit.FormCSV, "data.csv"}} {
				text := sudokit.Format(p.Grid, sudokit.FormatOptions{Form: c.form})
				q, err := sudokit.ParseWith(text, sudokit.ReadOptions{Source: c.source})
				if err != nil {
					t.Fatalf("%v: %v\n%s", c.form, err, text)
				}
				if q.Form != c.form || !q.Equal(p.Grid) {
					t.Fatalf("%v: read back as %v, grid equal %v", c.form, q.Form, q.Equal(p.Grid))
				}
				got := sol
				if c.form == sudokit.FormTokens {
					// Once more through the Solver interface.
					var res sudokit.Result
					got, res, err = sudokit.NewBacktrack(sudokit.Options{}).Solve(context.Background(), q.Grid)
					if err != nil || !res.Solved {
						t.Fatalf("%v: Backtrack: solved %v, %v", c.form, res.Solved, err)
					}
				}
				wantGrid := sudokit.MustParse(want)
				if got.Cells == nil || !bytes.Equal(got.Cells, wantGrid.Cells) {
					t.Errorf("%v: Backtrack = %s, want %s", c.form, sudokit.Format(got, sudokit.FormatOptions{Form: sudokit.FormLine}), want)
				}
				// The answer written back as the input was written: the
				// DFS project's output is nine values a line.
				wantText := sudokit.Format(wantGrid.Grid, sudokit.FormatOptions{Form: c.form})
				if out := sudokit.Format(got, q.FormatOptions()); out != wantText {
					t.Errorf("%v: answer written as\n%s\nwant\n%s", c.form, out, wantText)
				}
			}
		})
	}
}

// TestSeedGrids validates every seed grid and compares the verdict with the
// one the coursework gives.
func TestSeedGrids(t *testing.T) {
	for _, row := range readSeeds(t, "grids.tsv", 5) {
		name, grid, valid := row.fields[0], row.fields[2], row.fields[3]
		t.Run(name, func(t *testing.T) {
			if valid != "true" && valid != "false" {
				t.Fatalf("line %d: valid column %q", row.line, valid)
			}
			want := valid == "true"
			p, err := sudokit.Parse(grid)
			if err != nil {
				t.Fatalf("line %d: %v", row.line, err)
			}
			if !p.Full() {
				t.Fatalf("grid has %d blanks", p.Blanks())
			}
			if got := p.Valid(); got != want {
				t.Errorf("Valid = %v, want %v", got, want)
			}
			vs := sudokit.Validate(p.Grid, sudokit.ValidateOptions{Complete: true, Givens: &p.Grid})
			if got := len(vs) == 0; got != want {
				t.Errorf("Validate gave %d violations, want valid = %v: %v", len(vs), want, vs)
			}
			if !want {
				return
			}
			// A valid full grid solves itself, and every puzzle made
			// from it by removing values.
			if !p.Solves(p.Grid) {
				t.Errorf("a valid full grid does not solve itself")
			}
			ok, sol := sudokit.Solve(p.Grid)
			if !ok || !sol.Equal(p.Grid) {
				t.Errorf("Solve of a full valid grid = %v, %v", ok, sol.Cells)
			}
		})
	}
}
