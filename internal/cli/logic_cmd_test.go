package cli

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestRateStats: rate's --stats summary counts the rated puzzles by level,
// in the levels' order, as a line and in the JSON object.
func TestRateStats(t *testing.T) {
	in := ".41...2.3....1.2\n..15...9.2..86...7...29..4........1.8..7...56........218.6....4.56.2.7...9.4.....\n" +
		"..1...2.3....1.2\n.41...2.3....1.9\n......6.7....73....5...61.....4....5.49..13.8.73.68..1.38.9.....94.1.73..........\n"
	_, errOut, code := run(t, Env{}, in, "rate", "--stats", "-j", "2")
	if code != 2 {
		t.Errorf("exit %d, want 2", code)
	}
	for _, want := range []string{"puzzles   5: 3 rated, 1 not rated, 1 error\n", "levels    Easy 1, Medium 2\n"} {
		if !strings.Contains(errOut, want) {
			t.Errorf("summary lacks %q:\n%s", want, errOut)
		}
	}
	_, errOut, _ = run(t, Env{}, in, "rate", "--stats", "--json")
	lines := strings.Split(strings.TrimSpace(errOut), "\n")
	var sum struct {
		Rated    int
		NotRated int `json:"not_rated"`
		Levels   map[string]int
	}
	if err := json.Unmarshal([]byte(lines[len(lines)-1]), &sum); err != nil {
		t.Fatalf("summary is not JSON: %v\n%s", err, errOut)
	}
	if sum.Rated != 3 || sum.NotRated != 1 || sum.Levels["Easy"] != 1 || sum.Levels["Medium"] != 2 || len(sum.Levels) != 2 {
		t.Errorf("summary %+v", sum)
	}
}

// TestLogicCommandsInABatch: explain, hint and rate answer the unique
// puzzles of a batch of mixed sizes in order and refuse one with several
// solutions in its place.
func TestLogicCommandsInABatch(t *testing.T) {
	in := ".41...2.3....1.2\n" +
		"53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79\n" +
		strings.Repeat(".", 81) + "\n"
	for _, tc := range []struct {
		cmd  string
		want []string
	}{
		{"hint", []string{"Hidden Single in box 1", "Hidden Single in box 2", "no hint: the grid has several solutions"}},
		{"rate", []string{"1.2\tEasy\tHidden Single\t.41...2.3....1.2", "1.2\tEasy\tHidden Single\t53..7", "-\tmultiple solutions\t-\t....."}},
	} {
		out, errOut, code := run(t, Env{}, in, tc.cmd, "-j", "3")
		if code != 1 || errOut != "" {
			t.Errorf("%s: exit %d, stderr %q", tc.cmd, code, errOut)
		}
		lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
		if len(lines) != len(tc.want) {
			t.Fatalf("%s: %d lines:\n%s", tc.cmd, len(lines), out)
		}
		for i, w := range tc.want {
			if !strings.HasPrefix(lines[i], w) {
				t.Errorf("%s: line %d is %q, want %q…", tc.cmd, i+1, lines[i], w)
			}
		}
	}
	out, _, code := run(t, Env{}, in, "explain", "-j", "3")
	blocks := strings.Split(out, "\n\n")
	if code != 1 || len(blocks) != 3 || blocks[2] != "multiple solutions\n" || !strings.HasPrefix(blocks[1], "Hidden Single: 8 can only go in r1c6 in box 2\n") {
		t.Errorf("explain: exit %d, %d blocks:\n%s", code, len(blocks), out)
	}
}
