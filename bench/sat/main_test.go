package main

import (
	"bytes"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// runMain runs the command with args and returns its status and outputs.
func runMain(t *testing.T, args ...string) (int, string, string) {
	t.Helper()
	var out, errs bytes.Buffer
	code := run(context.Background(), args, &out, &errs)
	return code, out.String(), errs.String()
}

// rows returns the table rows of the output: solver, mode, puzzles,
// settled, wrong as fields.
func rows(out string) [][]string {
	var rs [][]string
	for _, l := range strings.Split(out, "\n") {
		if f := strings.Fields(l); len(f) == 10 && f[0] != "solver" {
			rs = append(rs, f)
		}
	}
	return rs
}

func TestUsage(t *testing.T) {
	tests := []struct {
		args []string
		want string
	}{
		{nil, "name at least one puzzle file"},
		{[]string{"-encoding", "x", sets4}, `-encoding "x"`},
		{[]string{"-solvers", "glucose", sets4}, `no solver "glucose"`},
		{[]string{"-solvers=", "-algo", "nope", sets4}, `no engine "nope"`},
		{[]string{"-solvers=", "-modes", "all", sets4}, `-modes: "all"`},
		{[]string{"-solvers=", "-timeout", "0s", sets4}, "positive time-out"},
		{[]string{"-solvers=", "no-such-file.txt"}, "no-such-file.txt"},
		{[]string{"-make", "10"}, "-make 10"},
	}
	for _, tt := range tests {
		code, _, errs := runMain(t, tt.args...)
		if code != exitUsage || !strings.Contains(errs, tt.want) {
			t.Errorf("%q: status %d, stderr %q; want %d and %q", tt.args, code, errs, exitUsage, tt.want)
		}
	}
}

// TestEngineOnly measures sudokit alone, which needs no SAT solver.
func TestEngineOnly(t *testing.T) {
	tsv := filepath.Join(t.TempDir(), "times.tsv")
	code, out, errs := runMain(t, "-solvers=", "-limit", "30", "-tsv", tsv, sets4)
	if code != 0 {
		t.Fatalf("status %d: %s", code, errs)
	}
	if !strings.Contains(out, tableHeader) || !strings.Contains(out, "== "+sets4+": 30 puzzles 4x4") {
		t.Errorf("no table:\n%s", out)
	}
	rs := rows(out)
	if len(rs) != 2 {
		t.Fatalf("%d rows, want 2:\n%s", len(rs), out)
	}
	for _, r := range rs {
		if r[0] != "sudokit-fast" || r[2] != "30" || r[3] != "30" || r[4] != "0" || r[8] != "-" {
			t.Errorf("row %q: want sudokit-fast, 30 puzzles settled, none wrong, no ratio", r)
		}
	}
	b, err := os.ReadFile(tsv)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(string(b)), "\n")
	if lines[0] != tsvHeader || len(lines) != 1+30*2 {
		t.Errorf("the TSV has %d lines, header %q", len(lines), lines[0])
	}
}

// TestWithSAT runs the SAT solvers on PATH (skipped without cadical) over
// 4x4 and 9x9 samples, with the uniqueness columns: every answer checked
// against the golden files, every puzzle settled.
func TestWithSAT(t *testing.T) {
	if _, err := exec.LookPath("cadical"); err != nil {
		t.Skip("cadical is not on PATH (apt-get install cadical)")
	}
	solvers := "cadical"
	if _, err := exec.LookPath("minisat"); err == nil {
		solvers += ",minisat"
	}
	code, out, errs := runMain(t, "-solvers", solvers, "-sat-unique", "-limit", "8", sets4, sets9)
	if code != 0 {
		t.Fatalf("status %d: %s\n%s", code, errs, out)
	}
	rs := rows(out)
	want := 2 * (2*len(strings.Split(solvers, ",")) + 2)
	if len(rs) != want {
		t.Fatalf("%d rows, want %d:\n%s", len(rs), want, out)
	}
	for _, r := range rs {
		if r[2] != "8" || r[3] != "8" || r[4] != "0" {
			t.Errorf("row %q: want 8 puzzles settled, none wrong", r)
		}
		if r[0] == "cadical" && r[1] == "first" && r[8] != "1.000" {
			t.Errorf("cadical against itself: %s", r[8])
		}
	}
}
