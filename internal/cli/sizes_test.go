package cli

import (
	"bufio"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sudokit-go/sudokit"
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
		{"9x9-easy", "", 2},
		{"12x12-blank", "3x4", 2},
		{"16x16-blank", "", 1},
		{"25x25-blank", "", 1},
	}
	dir, err := filepath.Abs("../../testdata/sets")
	if err != nil {
		t.Fatal(err)
	}
	t.Chdir(t.TempDir())
	for _, set := range sets {
		puzzles := readLines(t, filepath.Join(dir, set.name+".txt"))[:set.many]
		solutions := readLines(t, filepath.Join(dir, set.name+".sol.txt"))
		for k, line := range puzzles {
			opt := sudokit.ReadOptions{}
			var boxArgs []string
			if set.box != "" {
				r, c, _ := parseBox(set.box)
				opt.BoxRows, opt.BoxCols = r, c
				boxArgs = []string{"--box", set.box}
			}
			want, err := sudokit.ParseWith(solutions[k], opt)
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

func readLines(t *testing.T, path string) []string {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		out = append(out, sc.Text())
	}
	return out
}

// TestSeedGrids validates every grid of the coursework through the command
// line.
func TestSeedGrids(t *testing.T) {
	for _, line := range readLines(t, "../../testdata/seeds/grids.tsv") {
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
