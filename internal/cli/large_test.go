package cli

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sudokit-go/sudokit/internal/shareddata"
)

// TestGecode25 takes minimal 25x25 puzzles of Gecode's examples
// (testdata/gecode-25x25.txt) through the commands whose first act is the
// fast engine's uniqueness check: count answers 1, solve the golden
// solution, hint a step, rate (its chaining rungs cut off by --budget, so
// the path ends with the trial step) a rating, and explain a path to the
// end; explain and rate also with their default budget (5s on 25x25, so
// they answer in seconds). By default it counts the cheapest puzzle only
// (about a second of CPU, several under -race); -long takes every puzzle
// through every command.
func TestGecode25(t *testing.T) {
	puzzles := readLines(t, filepath.Join("testdata", "gecode-25x25.txt"))
	sols := readLines(t, filepath.Join("testdata", "gecode-25x25.sol.txt"))
	if len(puzzles) != len(sols) {
		t.Fatalf("%d puzzles, %d solutions", len(puzzles), len(sols))
	}
	take := []int{1}
	if shareddata.Long() {
		take = []int{0, 1}
	}
	for _, k := range take {
		p, sol := puzzles[k], sols[k]
		tests := []struct {
			args  []string
			check func(out string) bool
		}{
			{[]string{"count"}, func(out string) bool { return out == "1\n" }},
			{[]string{"solve"}, func(out string) bool { return out == sol+"\n" }},
			{[]string{"hint", "--json"}, func(out string) bool {
				var h struct{ Technique string }
				return json.Unmarshal([]byte(out), &h) == nil && h.Technique != ""
			}},
			{[]string{"rate", "--json", "--budget", "1ns"}, func(out string) bool {
				var r struct {
					ER    float64
					Level string
				}
				return json.Unmarshal([]byte(out), &r) == nil && r.ER >= 1 && r.Level != ""
			}},
			{[]string{"rate", "--json"}, func(out string) bool {
				var r struct{ ER float64 }
				return json.Unmarshal([]byte(out), &r) == nil && r.ER >= 1
			}},
			{[]string{"explain", "--json", "--budget", "1ns"}, solvedPath},
			{[]string{"explain", "--json"}, solvedPath},
		}
		if !shareddata.Long() {
			tests = tests[:1] // the uniqueness check alone
		}
		for _, tc := range tests {
			out, errOut, code := run(t, Env{}, p+"\n", tc.args...)
			if code != 0 || !tc.check(out) {
				t.Errorf("line %d: %v: exit %d, stdout %.300q, stderr %q", k+1, tc.args, code, out, errOut)
			}
		}
	}
}

// solvedPath tells whether out is an explain record of a solved path.
func solvedPath(out string) bool {
	var x struct {
		Solved bool
		Steps  []json.RawMessage
	}
	return json.Unmarshal([]byte(out), &x) == nil && x.Solved && len(x.Steps) > 0
}

// readLines returns the non-empty lines of file.
func readLines(t *testing.T, file string) []string {
	t.Helper()
	b, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, l := range strings.Split(string(b), "\n") {
		if l = strings.TrimSpace(l); l != "" {
			out = append(out, l)
		}
	}
	return out
}
