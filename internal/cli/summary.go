package cli

import (
	"encoding/json"
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"

	"github.com/sudokit-go/sudokit/internal/batch"
)

// summaryWords are what a command's --stats calls its outcomes.
type summaryWords struct {
	positive string // "solved", "valid", "converted"
	negative string // "no solution", "invalid"; "" when no answer is negative
	multiple bool   // show how many have several solutions
	engine   string // the engine that searches; "" when none does
	seed     string // the seed of a run that draws at random; "" when none
	// tally, if set, gives one more line: its label and counts by name, in
	// order ("levels    Easy 505, Medium 495"; in JSON an object).
	tally func() (label string, counts []namedCount)
}

// A namedCount is one part of a summary's tally line.
type namedCount struct {
	name  string
	count int64
}

// key is a word of the summary as a JSON key: "no solution" → no_solution.
func key(word string) string { return strings.ReplaceAll(word, " ", "_") }

// writeSummary prints the --stats block on stderr (one JSON object with
// --json).
func (r *runner) writeSummary(s *batch.Summary, w summaryWords, workers int) {
	median, p99 := s.Times.Quantile(0.5), s.Times.Quantile(0.99)
	if r.opt.json {
		var b jsonObject
		b.add("puzzles", s.Puzzles)
		b.add(key(w.positive), s.Positive)
		if w.negative != "" {
			b.add(key(w.negative), s.Negative)
		}
		b.add("errors", s.Errors)
		if w.multiple {
			b.add("multiple", s.Multiple)
		}
		if w.engine != "" {
			b.add("engine", w.engine)
		}
		if w.seed != "" {
			b.add("seed", json.Number(w.seed))
		}
		b.add("workers", workers)
		b.add("wall_ns", int64(s.Wall))
		b.add("puzzles_per_s", s.PerSecond())
		b.add("median_ns", int64(median))
		b.add("p99_ns", int64(p99))
		if w.tally != nil {
			label, counts := w.tally()
			var t jsonObject
			for _, c := range counts {
				t.add(c.name, c.count)
			}
			if t.buf == nil {
				t.buf = append(t.buf, '{')
			}
			b.add(label, json.RawMessage(append(t.buf, '}')))
		}
		if w.engine != "" {
			b.add("nodes_per_puzzle", s.PerPuzzle(s.Nodes))
			b.add("backtracks_per_puzzle", s.PerPuzzle(s.Backtracks))
			b.add("guesses_per_puzzle", s.PerPuzzle(s.Guesses))
			b.add("combinations_per_puzzle", s.PerPuzzle(s.Combinations))
		}
		fmt.Fprintf(r.env.Stderr, "%s}\n", b.buf)
		return
	}
	parts := []string{fmt.Sprintf("%d %s", s.Positive, w.positive)}
	if w.multiple {
		parts = append(parts, fmt.Sprintf("%d with several solutions", s.Multiple))
	}
	if w.negative != "" {
		parts = append(parts, fmt.Sprintf("%d %s", s.Negative, w.negative))
	}
	parts = append(parts, plural(s.Errors, "error", "errors"))
	out := r.env.Stderr
	fmt.Fprintf(out, "puzzles   %d: %s\n", s.Puzzles, strings.Join(parts, ", "))
	if w.seed != "" {
		fmt.Fprintf(out, "seed      %s\n", w.seed)
	}
	if w.engine != "" {
		fmt.Fprintf(out, "engine    %s, %s\n", w.engine, plural(int64(workers), "worker", "workers"))
	} else {
		fmt.Fprintf(out, "workers   %d\n", workers)
	}
	fmt.Fprintf(out, "time      %v wall, %s puzzles/s; per puzzle median %v, p99 %v\n",
		roundDuration(s.Wall), formatRate(s.PerSecond()), roundDuration(median), roundDuration(p99))
	if w.tally != nil {
		label, counts := w.tally()
		var parts []string
		for _, c := range counts {
			parts = append(parts, fmt.Sprintf("%s %d", c.name, c.count))
		}
		if len(parts) == 0 {
			parts = []string{"none"}
		}
		fmt.Fprintf(out, "%-9s %s\n", label, strings.Join(parts, ", "))
	}
	if w.engine == "" {
		return
	}
	search := fmt.Sprintf("search    per puzzle %s nodes, %s backtracks, %s guesses",
		formatMean(s.PerPuzzle(s.Nodes)), formatMean(s.PerPuzzle(s.Backtracks)), formatMean(s.PerPuzzle(s.Guesses)))
	if s.Combinations > 0 {
		search += ", " + plural(s.Combinations, "combination", "combinations")
	}
	fmt.Fprintln(out, search)
}

// A jsonObject writes the fields of one JSON object in the order they are
// added.
type jsonObject struct{ buf []byte }

func (o *jsonObject) add(name string, v any) {
	if o.buf == nil {
		o.buf = append(o.buf, '{')
	} else {
		o.buf = append(o.buf, ',')
	}
	k, _ := json.Marshal(name)
	b, _ := json.Marshal(v)
	o.buf = append(append(append(o.buf, k...), ':'), b...)
}

func plural(n int64, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return fmt.Sprintf("%d %s", n, many)
}

// roundDuration keeps two or three significant digits: 96µs, 1.2ms, 210ms.
// formatRate writes a rate of puzzles a second as a whole number from 100
// up, where a fraction would be noise, and with three significant digits
// below, so that a run of a few slow puzzles does not read "0 puzzles/s".
func formatRate(r float64) string {
	if r <= 0 {
		return "0"
	}
	if r >= 99.5 {
		return strconv.FormatInt(int64(r+0.5), 10)
	}
	return strconv.FormatFloat(r, 'f', 2-int(math.Floor(math.Log10(r))), 64)
}

// formatMean writes a mean per puzzle with one decimal, or as a whole
// number from 1,000 up, where the decimal says nothing ("61525 nodes", not
// "61525.0").
func formatMean(m float64) string {
	if m >= 999.95 {
		return strconv.FormatInt(int64(m+0.5), 10)
	}
	return strconv.FormatFloat(m, 'f', 1, 64)
}

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
