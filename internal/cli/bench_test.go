package cli

import (
	"encoding/json"
	"os"
	"strings"
	"testing"
)

func TestBench(t *testing.T) {
	t.Chdir(t.TempDir())
	puzzles := ".41...2.3....1.2\n..1...2.3....1.2\n.2....4.43....1.\n"
	if err := os.WriteFile("p.txt", []byte(puzzles), 0o644); err != nil {
		t.Fatal(err)
	}
	out, errOut, code := run(t, Env{}, "", "bench", "--json", "--runs", "2", "--algo", "backtrack,backtrack", "p.txt")
	if code != 0 || errOut != "" {
		t.Fatalf("exit %d, stderr %s", code, errOut)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) != 2 {
		t.Fatalf("want a record per engine, got\n%s", out)
	}
	for _, line := range lines {
		var row map[string]any
		if err := json.Unmarshal([]byte(line), &row); err != nil {
			t.Fatal(err)
		}
		for _, field := range []string{"file", "engine", "puzzles", "puzzles_per_s", "median_ns", "p99_ns",
			"guesses_per_puzzle", "allocs_per_puzzle", "bytes_per_puzzle", "wrong", "ratio", "baseline_ratio"} {
			if _, ok := row[field]; !ok {
				t.Errorf("record lacks %q: %s", field, line)
			}
		}
		if row["puzzles"] != 3.0 || row["wrong"] != 0.0 || row["engine"] != "backtrack" {
			t.Errorf("record %s", line)
		}
	}
	if err := os.WriteFile("base.json", []byte(out), 0o644); err != nil {
		t.Fatal(err)
	}
	out, errOut, code = run(t, Env{}, "", "bench", "--runs", "1", "--unique", "--algo", "backtrack", "--baseline", "base.json", "p.txt")
	if code != 0 || errOut != "" {
		t.Fatalf("exit %d, stderr %s", code, errOut)
	}
	header := strings.Fields(strings.SplitN(out, "\n", 2)[0])
	if strings.Join(header, " ") != "file engine puzzles puzzles/s median p99 guesses allocs ratio baseline" {
		t.Errorf("table header %q", header)
	}
	if !strings.Contains(out, "p.txt  backtrack        3") {
		t.Errorf("table:\n%s", out)
	}
	_, errOut, code = run(t, Env{}, "", "bench", "--algo", "nosuch", "p.txt")
	if code != 2 || !strings.Contains(errOut, "--algo nosuch: unknown engine") {
		t.Errorf("exit %d, stderr %s", code, errOut)
	}
}
