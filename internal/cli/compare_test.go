package cli

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sudokit-go/sudokit"
)

// compareInput writes puzzles to a file in a fresh directory and returns
// its path.
func compareInput(t *testing.T, lines ...string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "seeds.txt")
	if err := os.WriteFile(path, []byte(strings.Join(lines, "\n")+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

func TestCompareTable(t *testing.T) {
	file := compareInput(t,
		".41...2.3....1.2", // one solution
		"..1...2.3....1.2", // two
		"........772.3.9..1..87.5.6.5.289.....4.5.1.9.....637.5.3.9.617.2..1.7.539........", // none
		"2.131324324141..", // three blanks: brute takes it
	)
	out, errOut, code := run(t, Env{}, "", "compare", "--algo", "backtrack,brute,recursive,dfs,dfs-rec,dlx", file)
	if code != 0 || errOut != "" {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	if len(lines) != 5 {
		t.Fatalf("%d lines, want a header and 4 rows:\n%s", len(lines), out)
	}
	if f := strings.Fields(lines[0]); strings.Join(f, " ") != "puzzle backtrack brute recursive dfs dfs-rec dlx answer" {
		t.Errorf("header %q", lines[0])
	}
	for i, want := range []struct{ row, brute, answer string }{
		{"seeds.txt:1", "1,048,576", "solved"}, // 4^10 combinations at most: this one is found late
		{"seeds.txt:2", "", "solved"},          // two solutions, but every engine finds the same first
		{"seeds.txt:3", "refused", "No Solution"},
		{"seeds.txt:4", "", "solved"},
	} {
		line := lines[i+1]
		if !strings.HasPrefix(line, want.row+" ") || !strings.HasSuffix(line, " "+want.answer) {
			t.Errorf("row %d: %q, want %s … %s", i+1, line, want.row, want.answer)
		}
		if strings.Contains(line, "WRONG") || strings.Contains(line, "timeout") {
			t.Errorf("row %d: %q", i+1, line)
		}
		if want.brute == "refused" && !strings.Contains(line, " refused ") {
			t.Errorf("row %d: brute did not refuse: %q", i+1, line)
		}
	}
}

func TestCompareTimeout(t *testing.T) {
	file := compareInput(t, "79......3.......6.8.1..4..2..5......3..1......4...62.92...3...6.3.6.5421.........")
	out, errOut, code := run(t, Env{}, "", "compare", "--algo", "dfs,dlx", "--timeout", "1ms", file)
	if code != 0 || errOut != "" {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	// dfs needs 430,179 nodes here, far beyond a millisecond.
	if row := strings.Split(out, "\n")[1]; !strings.Contains(row, " timeout ") {
		t.Errorf("no timeout in %q", row)
	}
}

func TestCompareJSON(t *testing.T) {
	file := compareInput(t, ".41...2.3....1.2", ".2....4.43....1.")
	out, _, code := run(t, Env{}, "", "compare", "--json", "--algo", "backtrack,dfs,dlx", file)
	if code != 0 {
		t.Fatalf("exit %d", code)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) != 6 {
		t.Fatalf("%d records, want 6:\n%s", len(lines), out)
	}
	wantOrder := `{"source":"` + file + `","line":1,"size":4,"box":"2x2","form":"line","puzzle":".41...2.3....1.2","engine":"backtrack","solved":true,"time_ns":`
	if !strings.HasPrefix(lines[0], wantOrder) {
		t.Errorf("first record %s\nwant it to begin %s", lines[0], wantOrder)
	}
	for i, line := range lines {
		var rec struct {
			Line                             int
			Engine                           string
			Solved, Timeout, Refused, Agrees bool
			Nodes                            int64
			TimeNS                           int64 `json:"time_ns"`
		}
		if err := json.Unmarshal([]byte(line), &rec); err != nil {
			t.Fatal(err)
		}
		if rec.Solved != (rec.Line == 1) || rec.Timeout || rec.Refused || !rec.Agrees || rec.Engine != []string{"backtrack", "dfs", "dlx"}[i%3] {
			t.Errorf("record %d: %+v", i+1, rec)
		}
	}
}

func TestCompareUsage(t *testing.T) {
	_, errOut, code := run(t, Env{}, "", "compare", "--algo", "dfz", "x.txt")
	if code != 2 || !strings.HasPrefix(errOut, "sudokit: compare: --algo dfz: unknown engine; engines are ") {
		t.Errorf("exit %d, stderr %q", code, errOut)
	}
	file := compareInput(t, ".41...2.3....1.2", ".41...2.3....1.9")
	out, errOut, code := run(t, Env{}, "", "compare", "--algo", "dlx", file)
	if code != 2 || !strings.Contains(errOut, "line 2, column 16: value 9 exceeds 4 (r4c4)") ||
		!strings.Contains(out, "\nseeds.txt:2   error: line 2, column 16: value 9 exceeds 4 (r4c4)\n") {
		t.Errorf("bad line: exit %d, stdout %q, stderr %q", code, out, errOut)
	}
}

// TestCompareJudge marks a grid that breaks a rule, and No Solution beside
// a real solution, as wrong, and different solutions as several.
func TestCompareJudge(t *testing.T) {
	p := sudokit.MustParse("..1...2.3....1.2").Grid
	a := sudokit.MustParse("2314142332414132").Grid
	b := sudokit.MustParse("2413132432414132").Grid
	bad := sudokit.MustParse("2314142332414123").Grid
	solved := func(g sudokit.Grid) compareCell { return compareCell{solution: g, res: sudokit.Result{Solved: true}} }
	tests := []struct {
		cells  []compareCell
		wrong  []bool
		answer string
	}{
		{[]compareCell{solved(a), solved(a)}, []bool{false, false}, "solved"},
		{[]compareCell{solved(a), solved(b)}, []bool{false, false}, "several solutions"},
		{[]compareCell{solved(a), solved(bad)}, []bool{false, true}, "solved"},
		{[]compareCell{solved(a), {}}, []bool{false, true}, "solved"},
		{[]compareCell{{}, {timeout: true}}, []bool{false, false}, "No Solution"},
		{[]compareCell{{refused: true}, {timeout: true}}, []bool{false, false}, "-"},
	}
	for i, tt := range tests {
		if got := judge(tt.cells, p); got != tt.answer {
			t.Errorf("%d: answer %q, want %q", i, got, tt.answer)
		}
		for k, c := range tt.cells {
			if c.wrong != tt.wrong[k] {
				t.Errorf("%d: cell %d wrong = %v", i, k, c.wrong)
			}
		}
	}
}
