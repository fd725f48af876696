package main

import (
	"fmt"
	"io"
	"slices"
	"strconv"
	"time"
)

// tableHeader heads the table of each file; docs/bench-sat.md explains the
// columns. Keep both as they are: the closing notes quote them.
const tableHeader = "solver          mode     puzzles  settled  wrong   median_ms      p99_ms      max_ms  med/cadical  p99/cadical"

// tsvHeader heads the per-puzzle file of -tsv.
const tsvHeader = "file\tpuzzle\tline\tsize\tblanks\tvars\tclauses\tsolver\tmode\tstatus\tcpu_ms"

// stats are a column's figures over a file.
type stats struct {
	settled, wrong   int
	median, p99, max time.Duration // timedOut when the rank falls on a time-out
}

// quantile is the value at rank ⌊q·(n-1)⌋ of sorted times (q = 0.5: the
// median; of an even count, the lower middle), as sudokit bench ranks.
func quantile(sorted []time.Duration, q float64) time.Duration {
	return sorted[int(q*float64(len(sorted)-1))]
}

func (s *set) stats(ci int) stats {
	var st stats
	times := make([]time.Duration, len(s.out))
	for pi := range s.out {
		o := &s.out[pi][ci]
		times[pi] = o.median()
		if o.settled() {
			st.settled++
		}
		if o.status == "wrong" {
			st.wrong++
		}
	}
	slices.Sort(times)
	st.median, st.p99, st.max = quantile(times, 0.5), quantile(times, 0.99), times[len(times)-1]
	return st
}

// write prints the table of a file.
func (s *set) write(w io.Writer, cfg *config) {
	if len(s.out) == 0 {
		return
	}
	measured := fmt.Sprintf("%d puzzles", len(s.out))
	if len(s.out) < len(s.puzzles) {
		measured = fmt.Sprintf("%d of %d puzzles (interrupted)", len(s.out), len(s.puzzles))
	}
	blanks := make([]int, len(s.out))
	for i := range s.out {
		blanks[i] = s.puzzles[i].Blanks
	}
	if cfg.variants > 1 {
		measured += fmt.Sprintf(" (%d forms of each)", cfg.variants)
	}
	fmt.Fprintf(w, "== %s: %s %s, blanks median %d; CNF %s, vars median %d, clauses median %d; time-out %v CPU; runs %d\n",
		s.file, measured, s.puzzles[0].Grid.Shape.Size(), medianInt(blanks),
		cfg.encoding, medianInt(s.vars[:len(s.out)]), medianInt(s.clauses[:len(s.out)]), cfg.timeout, cfg.runs)
	fmt.Fprintln(w, tableHeader)
	ref := -1
	for ci, c := range s.cols {
		if c.name == "cadical" && !c.unique {
			ref = ci
		}
	}
	var base stats
	if ref >= 0 {
		base = s.stats(ref)
	}
	for ci, c := range s.cols {
		st := s.stats(ci)
		medRatio, p99Ratio := "-", "-"
		if ref >= 0 {
			medRatio, p99Ratio = ratio(st.median, base.median), ratio(st.p99, base.p99)
		}
		fmt.Fprintf(w, "%-15s %-6s %9d %8d %6d %11s %11s %11s %12s %12s\n",
			c.name, c.mode(), len(s.out), st.settled, st.wrong, ms(st.median), ms(st.p99), ms(st.max), medRatio, p99Ratio)
	}
	fmt.Fprintln(w)
}

// writeTSV writes one line per puzzle and column.
func (s *set) writeTSV(w io.Writer) {
	for pi, outs := range s.out {
		p := &s.puzzles[pi]
		for ci, o := range outs {
			c := &s.cols[ci]
			fmt.Fprintf(w, "%s\t%d\t%d\t%s\t%d\t%d\t%d\t%s\t%s\t%s\t%s\n", s.file, pi+1, p.Line,
				p.Grid.Shape.Size(), p.Blanks, s.vars[pi], s.clauses[pi], c.name, c.mode(), o.status, ms(o.median()))
		}
	}
}

// ms writes a time in milliseconds with three decimals, or "timeout".
func ms(d time.Duration) string {
	if d == timedOut {
		return "timeout"
	}
	return strconv.FormatFloat(float64(d)/1e6, 'f', 3, 64)
}

// ratio is a/b to three decimals, or "-" when either is a time-out or b is
// zero.
func ratio(a, b time.Duration) string {
	if a == timedOut || b == timedOut || b == 0 {
		return "-"
	}
	return strconv.FormatFloat(float64(a)/float64(b), 'f', 3, 64)
}

func medianInt(v []int) int {
	if len(v) == 0 {
		return 0
	}
	s := slices.Clone(v)
	slices.Sort(s)
	return s[(len(s)-1)/2]
}
