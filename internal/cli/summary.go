package cli

import (
	"encoding/json"
	"fmt"
	"strings"
	"time"

	"github.com/sudokit-go/sudokit/internal/batch"
)

// writeSummary prints the --stats block on stderr (one JSON object with
// --json).
func (r *runner) writeSummary(s *batch.Summary, engine string, workers int, unique bool) {
	median, p99 := s.Times.Quantile(0.5), s.Times.Quantile(0.99)
	if r.opt.json {
		b, _ := json.Marshal(struct {
			Puzzles     int64   `json:"puzzles"`
			Solved      int64   `json:"solved"`
			NoSolution  int64   `json:"no_solution"`
			Errors      int64   `json:"errors"`
			Multiple    *int64  `json:"multiple,omitempty"`
			Engine      string  `json:"engine"`
			Workers     int     `json:"workers"`
			WallNS      int64   `json:"wall_ns"`
			PerSecond   float64 `json:"puzzles_per_s"`
			MedianNS    int64   `json:"median_ns"`
			P99NS       int64   `json:"p99_ns"`
			Nodes       float64 `json:"nodes_per_puzzle"`
			Backtracks  float64 `json:"backtracks_per_puzzle"`
			Guesses     float64 `json:"guesses_per_puzzle"`
			Combination float64 `json:"combinations_per_puzzle"`
		}{s.Puzzles, s.Solved, s.NoSolution, s.Errors, multiple(s, unique), engine, workers, int64(s.Wall),
			s.PerSecond(), int64(median), int64(p99), s.PerPuzzle(s.Nodes), s.PerPuzzle(s.Backtracks),
			s.PerPuzzle(s.Guesses), s.PerPuzzle(s.Combinations)})
		fmt.Fprintf(r.env.Stderr, "%s\n", b)
		return
	}
	parts := []string{fmt.Sprintf("%d solved", s.Solved)}
	if unique {
		parts = append(parts, fmt.Sprintf("%d with several solutions", s.Multiple))
	}
	parts = append(parts, fmt.Sprintf("%d no solution", s.NoSolution), plural(s.Errors, "error", "errors"))
	w := r.env.Stderr
	fmt.Fprintf(w, "puzzles   %d: %s\n", s.Puzzles, strings.Join(parts, ", "))
	fmt.Fprintf(w, "engine    %s, %s\n", engine, plural(int64(workers), "worker", "workers"))
	fmt.Fprintf(w, "time      %v wall, %d puzzles/s; per puzzle median %v, p99 %v\n",
		roundDuration(s.Wall), int64(s.PerSecond()+0.5), roundDuration(median), roundDuration(p99))
	search := fmt.Sprintf("search    per puzzle %.1f nodes, %.1f backtracks, %.1f guesses",
		s.PerPuzzle(s.Nodes), s.PerPuzzle(s.Backtracks), s.PerPuzzle(s.Guesses))
	if s.Combinations > 0 {
		search += fmt.Sprintf(", %d combinations", s.Combinations)
	}
	fmt.Fprintln(w, search)
}

func multiple(s *batch.Summary, unique bool) *int64 {
	if !unique {
		return nil
	}
	return &s.Multiple
}

func plural(n int64, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return fmt.Sprintf("%d %s", n, many)
}

// roundDuration keeps two or three significant digits: 96µs, 1.2ms, 210ms.
func roundDuration(d time.Duration) time.Duration {
	for _, unit := range []time.Duration{time.Second, time.Millisecond, time.Microsecond} {
		if d >= 10*unit {
			return d.Round(unit)
		}
		if d >= unit {
			return d.Round(unit / 10)
		}
	}
	return d
}
