package cli

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sudokit-go/sudokit"
)

// runPseudokuCmd runs sudokit in-process with no input and returns its
// streams and exit status.
func runPseudokuCmd(t *testing.T, args ...string) (string, string, int) {
	t.Helper()
	var stdout, stderr bytes.Buffer
	code := Main(args, Env{Stdin: strings.NewReader(""), Stdout: &stdout, Stderr: &stderr})
	return stdout.String(), stderr.String(), code
}

// Every puzzle the command makes is checked by the core solver: it keeps
// the solution's values, has the blanks asked for, and has as many
// solutions (up to 2) as the record says.
func TestPseudokuSolutionsCounted(t *testing.T) {
	bt := sudokit.NewBacktrack(sudokit.Options{})
	for seed := range 12 {
		for n := 0; n <= 16; n++ {
			for _, unique := range []bool{false, true} {
				args := []string{"pseudoku", "--json", "--seed", fmt.Sprint(seed), "--blanks", fmt.Sprint(n)}
				if unique {
					args = append(args, "--unique")
				}
				out, errOut, code := runPseudokuCmd(t, args...)
				var rec struct {
					Row       []int  `json:"row"`
					Shifts    []int  `json:"shifts"`
					Blanks    int    `json:"blanks"`
					Seed      uint64 `json:"seed"`
					Puzzle    string `json:"puzzle"`
					Solution  string `json:"solution"`
					Solutions int    `json:"solutions"`
				}
				if err := json.Unmarshal([]byte(out), &rec); err != nil {
					t.Fatalf("%v: %v in %q (stderr %q)", args, err, out, errOut)
				}
				p, err := sudokit.Parse(rec.Puzzle)
				if err != nil {
					t.Fatalf("%v: puzzle %q: %v", args, rec.Puzzle, err)
				}
				sol, err := sudokit.Parse(rec.Solution)
				if err != nil {
					t.Fatalf("%v: solution %q: %v", args, rec.Solution, err)
				}
				count, _, err := bt.CountSolutions(context.Background(), p.Grid, 2)
				if err != nil || count != rec.Solutions {
					t.Errorf("%v: the core counts %d solutions, the record %d", args, count, rec.Solutions)
				}
				if !sol.Solves(p.Grid) || p.Blanks() != rec.Blanks || rec.Seed != uint64(seed) {
					t.Errorf("%v: record %+v does not hold", args, rec)
				}
				if got := fmt.Sprint(sol.Row(0)); got != fmt.Sprint(rec.Row) || fmt.Sprint(rec.Shifts) != "[2 1 3]" {
					t.Errorf("%v: row %v, shifts %v, solution's first row %s", args, rec.Row, rec.Shifts, got)
				}
				switch {
				case unique && code == 0:
					if rec.Blanks != n || count != 1 {
						t.Errorf("%v: exit 0 with %d blanks and %d solutions", args, rec.Blanks, count)
					}
				case unique:
					if code != 1 || rec.Blanks >= n || count != 1 || !strings.Contains(errOut, "keep one solution") {
						t.Errorf("%v: exit %d, %d blanks, %d solutions, stderr %q", args, code, rec.Blanks, count, errOut)
					}
				default:
					if code != 0 || rec.Blanks != n || errOut != "" {
						t.Errorf("%v: exit %d, %d blanks, stderr %q", args, code, rec.Blanks, errOut)
					}
				}
			}
		}
	}
}

// The same seed gives the same puzzle in every form.
func TestPseudokuForms(t *testing.T) {
	line, _, _ := runPseudokuCmd(t, "pseudoku", "--seed", "5", "--to", "line")
	for _, form := range []string{"tokens", "csv", "grid"} {
		out, _, code := runPseudokuCmd(t, "pseudoku", "--seed", "5", "--to", form)
		p, err := sudokit.Parse(out)
		if code != 0 || err != nil {
			t.Fatalf("--to %s: exit %d, %v", form, code, err)
		}
		if got := sudokit.Format(p.Grid, sudokit.FormatOptions{Form: sudokit.FormLine}) + "\n"; got != line {
			t.Errorf("--to %s reads back as %q, --to line wrote %q", form, got, line)
		}
	}
}

// The command's analysis is the report in docs/pseudoku.md.
func TestPseudokuAnalyzeDoc(t *testing.T) {
	out, errOut, code := runPseudokuCmd(t, "pseudoku", "analyze")
	if code != 0 || errOut != "" {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	doc, err := os.ReadFile(filepath.Join("..", "..", "docs", "pseudoku.md"))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(doc), "```text\n"+out+"```\n") {
		t.Errorf("docs/pseudoku.md does not hold the output of sudokit pseudoku analyze:\n%s", out)
	}
	js, _, code := runPseudokuCmd(t, "pseudoku", "analyze", "--json")
	var m map[string]json.RawMessage
	if err := json.Unmarshal([]byte(js), &m); err != nil || code != 0 || strings.Count(js, "\n") != 1 {
		t.Fatalf("analyze --json: exit %d, %v", code, err)
	}
	for _, k := range []string{"grids", "triples", "blanks", "nine", "weaknesses"} {
		if _, ok := m[k]; !ok {
			t.Errorf("analyze --json lacks %q", k)
		}
	}
}
