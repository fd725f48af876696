package cli

import (
	"os"
	"strings"
	"testing"

	"github.com/sudokit-go/sudokit"
	"github.com/sudokit-go/sudokit/internal/enginetest"
)

// TestSizesAndForms takes puzzles of every common size through the command
// line in every form: convert writes the puzzle in the form, solve answers
// in the same form with the golden solution (or, for a puzzle with several,
// a grid that solves it), and converting back gives the puzzle again.
func TestSizesAndForms(t *testing.T) {
	sets := []struct {
		name string
		box  string // --box for the line, tokens and csv forms
		many int    // puzzles to take
	}{
		{"4x4-random", "", 3},
		{"6x6-blank", "2x3", 3},
		{"9x9-qqwing-easy", "", 2},
		{"12x12-blank", "3x4", 2},
		{"16x16-blank", "", 1},
		{"25x25-blank", "", 1},
	}
	lines := map[string][]enginetest.Line{}
	for _, set := range sets {
		lines[set.name] = enginetest.SetLines(t, set.name)[:set.many]
	}
	t.Chdir(t.TempDir())
	for _, set := range sets {
		for _, l := range lines[set.name] {
			line := l.Puzzle
			opt := sudokit.ReadOptions{}
			var boxArgs []string
			if set.box != "" {
				r, c, _ := parseBox(set.box)
				opt.BoxRows, opt.BoxCols = r, c
				boxArgs = []string{"--box", set.box}
			}
			want, err := sudokit.ParseWith(l.Solution, opt)
			if err != nil {
				t.Fatal(err)
			}
			puzzle, err := sudokit.ParseWith(line, opt)
			if err != nil {
				t.Fatal(err)
			}
			if strings.HasPrefix(set.name, "25x25") {
				// The reference solver is naive: leave it one blank in ten.
				for i := range puzzle.Cells {
					if i%10 != 0 {
						puzzle.Cells[i] = want.Cells[i]
					}
				}
				line = sudokit.Format(puzzle.Grid, sudokit.FormatOptions{Form: sudokit.FormLine})
			}
			for _, form := range []string{"tokens", "line", "csv", "grid"} {
				name := set.name + "." + form
				if form == "csv" {
					name += ".csv"
				}
				args := append([]string{"convert", "--single", "--to", form}, boxArgs...)
				out, errOut, code := run(t, Env{}, line+"\n", args...)
				if code != 0 {
					t.Fatalf("%s: convert: exit %d: %s", name, code, errOut)
				}
				if err := os.WriteFile(name, []byte(out), 0o644); err != nil {
					t.Fatal(err)
				}
				solveArgs := []string{"solve", name}
				if form != "grid" {
					solveArgs = append(solveArgs, boxArgs...)
				}
				answer, errOut, code := run(t, Env{}, "", solveArgs...)
				if code != 0 {
					t.Fatalf("%s: solve: exit %d: %s", name, code, errOut)
				}
				got, err := sudokit.ParseWith(answer, sudokit.ReadOptions{Source: name, BoxRows: want.Shape.BoxRows, BoxCols: want.Shape.BoxCols})
				if err != nil {
					t.Fatalf("%s: the answer does not read back: %v\n%s", name, err, answer)
				}
				if got.Form.String() != form {
					t.Errorf("%s: answered in %s form", name, got.Form)
				}
				if !got.Grid.Equal(want.Grid) && !got.Grid.Solves(puzzle.Grid) {
					t.Errorf("%s: answer\n%s\ndoes not solve the puzzle", name, answer)
				}
				back, _, code := run(t, Env{}, "", append([]string{"convert", "--to", "line", name}, boxArgs...)...)
				if code != 0 || strings.TrimSpace(back) != line {
					t.Errorf("%s: converted back to\n%s\nwant\n%s", name, back, line)
				}
			}
		}
	}
}

// TestSeedGrids validates every grid of the coursework through the command
// line.
func TestSeedGrids(t *testing.T) {
	for _, line := range enginetest.ReadLines(t, "../../testdata/seeds/grids.tsv", 0) {
		if strings.HasPrefix(line, "#") {
			continue
		}
		f := strings.Split(line, "\t")
		name, grid, valid := f[0], f[2], f[3] == "true"
		out, _, code := run(t, Env{}, grid+"\n", "validate", "--solution")
		verdict := strings.Split(out, "\n")[1]
		if (verdict == "valid") != valid || (code == 0) != valid {
			t.Errorf("%s: exit %d\n%s", name, code, out)
		}
	}
}
