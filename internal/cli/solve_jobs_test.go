package cli

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestSolveAnswersDoNotDependOnJobs solves one batch file (puzzles of
// several sizes, errors in place, No Solution, several solutions, comments
// and blank lines) in every output form with one worker and with several,
// and checks that stdout, stderr and the exit status are the same: the
// workers format the answers, the writer only puts them in order.
func TestSolveAnswersDoNotDependOnJobs(t *testing.T) {
	in, err := os.ReadFile("testdata/jobs.txt")
	if err != nil {
		t.Fatal(err)
	}
	// Long enough for chunks of several puzzles (batchConfig).
	file := filepath.Join(t.TempDir(), "jobs.txt")
	if err := os.WriteFile(file, bytes.Repeat(in, 3), 0o644); err != nil {
		t.Fatal(err)
	}
	sol := filepath.Join(filepath.Dir(file), "jobs.sol.txt")
	solOut, _, _ := run(t, Env{}, "", "solve", "-j", "1", "--quiet", file)
	if err := os.WriteFile(sol, []byte(solOut), 0o644); err != nil {
		t.Fatal(err)
	}
	tests := [][]string{
		{},
		{"--unique"},
		{"--to", "grid", "--unique"},
		{"--to", "csv"},
		{"--to", "tokens", "--unique"},
		{"--blank", "0", "--symbols", "decimal"},
		{"--json", "--unique"},
		{"--check"},
		{"--max-nodes", "5"},
	}
	for _, args := range tests {
		t.Run(strings.Join(args, " "), func(t *testing.T) {
			var want string
			for _, jobs := range []string{"1", "2", "3"} {
				cmd := append([]string{"solve", "-j", jobs}, args...)
				out, errOut, code := run(t, Env{}, "", append(cmd, file)...)
				got := fmt.Sprintf("exit %d\n-- stdout --\n%s-- stderr --\n%s", code, out, errOut)
				if jobs == "1" {
					want = got
					if !strings.Contains(out, "error: line 42, column 81") && !strings.Contains(out, `"line":42`) {
						t.Fatalf("%v: no error in place:\n%s", cmd, out)
					}
					continue
				}
				if got != want {
					t.Errorf("%v differs from -j 1:\n%s\nwant\n%s", cmd, got, want)
				}
			}
		})
	}
}

// TestSolveStatsTimesEachPuzzle checks that --stats still times each
// puzzle, in the JSON records and the summary, now that a run without it
// reads no clock per puzzle.
func TestSolveStatsTimesEachPuzzle(t *testing.T) {
	file := filepath.Join(t.TempDir(), "jobs.txt")
	in, err := os.ReadFile("testdata/jobs.txt")
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(file, in, 0o644); err != nil {
		t.Fatal(err)
	}
	for _, jobs := range []string{"1", "2"} {
		out, errOut, _ := run(t, Env{}, "", "solve", "-j", jobs, "--json", "--stats", file)
		timed, records := 0, 0
		for line := range strings.Lines(out) {
			var rec struct {
				Solved bool
				Stats  *struct {
					TimeNS int64 `json:"time_ns"`
				}
			}
			if err := json.Unmarshal([]byte(line), &rec); err != nil {
				t.Fatalf("-j %s: %v: %q", jobs, err, line)
			}
			if rec.Stats != nil {
				records++
				if rec.Stats.TimeNS > 0 {
					timed++
				}
			}
		}
		if records < 100 || timed != records {
			t.Errorf("-j %s: %d of %d records timed", jobs, timed, records)
		}
		lines := bytes.Split(bytes.TrimSpace([]byte(errOut)), []byte("\n"))
		var sum struct {
			MedianNS int64 `json:"median_ns"`
		}
		if err := json.Unmarshal(lines[len(lines)-1], &sum); err != nil || sum.MedianNS <= 0 {
			t.Errorf("-j %s: summary without a median time (%v):\n%s", jobs, err, errOut)
		}
	}
}

// TestBatchConfigChunks checks the chunks a batch travels in: one item at
// a time from a pipe; from a file, chunks sized by the time their work
// takes, of at most 64 items from a long file and fewer from a short one.
func TestBatchConfigChunks(t *testing.T) {
	tests := []struct {
		size    int64
		workers int
		chunk   int
	}{
		{0, 2, 1},                 // a pipe or a terminal
		{82, 2, 1},                // one puzzle
		{375 * 82, 2, 5},          // forum-hardest-1106
		{375 * 82, 8, 1},          // the same on eight workers
		{1465 * 82, 2, 22},        // magictour-top1465
		{49158 * 82, 2, 64},       // 17-clue
		{49158 * 82, 256, 6},      // -j 256: more workers, smaller chunks
		{1 << 40, 1, 64},          // huge
		{100 * 82, 0, 3},          // no workers said: as one
		{32 * 82 * 2 * 64, 2, 64}, // just enough for chunks of 64
	}
	for _, tt := range tests {
		r := &runner{size: tt.size}
		got := r.batchConfig(tt.workers)
		if got.Chunk != tt.chunk || got.Workers != tt.workers {
			t.Errorf("size %d, %d workers: %+v, want chunks of %d", tt.size, tt.workers, got, tt.chunk)
		}
		if timed := got.ChunkTime > 0; timed != (tt.size > 0) {
			t.Errorf("size %d: chunk time %v; want one for a file only", tt.size, got.ChunkTime)
		}
	}
}

// TestSolveAllocatesNothingPerPuzzle solves a line-form 9x9 batch of 1,200
// puzzles and one of 19,200 from a file, with one worker and with two, and
// checks that the longer costs no more allocations than the chunks in
// flight can explain: reading, solving, formatting and writing a puzzle
// allocate nothing once the pools and those chunks are made. Workers read
// only when they need work, so the puzzles in flight reach the window's
// 2,048 (32 chunks of 64 on two workers) only when one worker stalls,
// which a longer run, or a loaded machine, is likelier to see: two
// allocations for each of those puzzles (its grid, and its share of the
// chunk) and ten for each chunk (its buffer's growth) are allowed for,
// 4,466 in all. One allocation a puzzle would be 18,000 more. One per
// chunk is internal/batch's tests' to find.
func TestSolveAllocatesNothingPerPuzzle(t *testing.T) {
	in, err := os.ReadFile("testdata/jobs.txt")
	if err != nil {
		t.Fatal(err)
	}
	var puzzles []byte // the 9x9 puzzles of 17-clue at the top of the file
	for line := range strings.Lines(string(in)) {
		if len(line) == 82 && !strings.Contains(line, "x") {
			puzzles = append(puzzles, line...)
		}
		if len(puzzles) >= 40*82 {
			break
		}
	}
	dir := t.TempDir()
	short, long := filepath.Join(dir, "short.txt"), filepath.Join(dir, "long.txt")
	if err := os.WriteFile(short, bytes.Repeat(puzzles, 30), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(long, bytes.Repeat(puzzles, 480), 0o644); err != nil {
		t.Fatal(err)
	}
	devnull, err := os.OpenFile(os.DevNull, os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer devnull.Close()
	for _, jobs := range []string{"1", "2"} {
		allocs := func(file string) float64 {
			return testing.AllocsPerRun(3, func() {
				env := Env{Stdin: strings.NewReader(""), Stdout: devnull, Stderr: io.Discard}
				if code := Main([]string{"solve", "-j", jobs, file}, env); code != 0 {
					t.Fatalf("-j %s %s: exit %d", jobs, file, code)
				}
			})
		}
		a, b := allocs(short), allocs(long)
		t.Logf("-j %s: %.0f allocations for 1,200 puzzles, %.0f for 19,200", jobs, a, b)
		if b-a > 50+2*2048+10*32 {
			t.Errorf("-j %s: 18,000 more puzzles cost %.0f more allocations (%.0f for 1,200, %.0f for 19,200)", jobs, b-a, a, b)
		}
	}
}
