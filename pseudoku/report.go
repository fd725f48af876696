package pseudoku

import (
	"bufio"
	"fmt"
	"io"
	"strings"
)

// weaknesses derives Task 10's list of limits from the figures.
func weaknesses(a *Analysis) []string {
	g, t := a.Grids, a.Triples
	var w []string
	pct := func(part, whole int) float64 { return 100 * share(int64(part), int64(whole)) }

	w = append(w, fmt.Sprintf("Little variety: MakeSolution makes %d of the %d 4x4 grids (%.2f%%), one per input row, and the row alone decides which.",
		g.MakeSolution, g.All, pct(g.MakeSolution, g.All)))
	if len(t.MakeSolution) == 1 {
		ms := t.MakeSolution[0]
		w = append(w, fmt.Sprintf("One layout: every row gets the triple %v, so the %d grids fall into %d relabelling class (the %d grids have %d): they are one grid with the symbols renamed.",
			ms.Shifts, g.MakeSolution, g.MakeSolutionClasses, g.All, g.AllClasses))
		w = append(w, fmt.Sprintf("Wasted search: MakeSolution tries %d of the %d triples before %v, the same %d for every row; whether a triple works depends on the shifts, not on the row, so the answer could be found once and stored.",
			ms.Tries, t.Tried, ms.Shifts, ms.Tries))
	}
	w = append(w, fmt.Sprintf("A ceiling for any cyclic-shift method: only %s work, for every row, and all the triples together reach %d grids (%.2f%%) — exactly the %d grids whose every row is a rotation of the first; the other %d grids (%.2f%%) cannot be made by shifting rows.",
		joinShifts(t.Working), g.AnyTriple, pct(g.AnyTriple, g.All), g.Rotations, g.All-g.Rotations, pct(g.All-g.Rotations, g.All)))

	if len(a.Blanks) > 0 {
		b := a.Blanks[0]
		maxUnique, minSeveral := -1, -1
		var none int64
		for _, r := range b.Rows {
			if r.Unique > 0 {
				maxUnique = r.N
			}
			if r.Several > 0 && minSeveral < 0 {
				minSeveral = r.N
			}
			none += r.None
		}
		if len(b.Rows) > 8 {
			r := b.Rows[8]
			w = append(w, fmt.Sprintf("Blanking at random ignores uniqueness: at the default N = 8, %.2f%% of the puzzles have several solutions; some already do at N = %d, and none is unique beyond N = %d (%d givens).",
				100*r.SeveralShare(), minSeveral, maxUnique, Cells-maxUnique))
		}
		if none == 0 {
			w = append(w, "No puzzle lacks a solution: the grid it was cut from always solves it, so the none column is 0 for every N; the method's failure mode is ambiguity, never impossibility.")
		} else {
			w = append(w, fmt.Sprintf("%d blanked puzzles have no solution.", none))
		}
		if len(b.Rows) > 12 {
			r := b.Rows[12]
			w = append(w, fmt.Sprintf("The pattern gives answers away: at N = 12, %d of the %d puzzles with several solutions (%.2f%%) have only one among the method's %d grids, so a solver who knows the method can tell the intended grid where the rules alone cannot.",
				r.Pinned, r.Several, 100*share(r.Pinned, r.Several), b.Grids))
		}
	}
	if a.Grids.SwapRows34 && len(a.Blanks) == 2 && sameShares(a.Blanks[0], a.Blanks[1]) {
		w = append(w, fmt.Sprintf("The other triple adds no new kind of puzzle: the %d grids of any triple give, for every N, the same shares as MakeSolution's %d, since the grids of the second triple are those of the first with rows 3 and 4 swapped.",
			a.Blanks[1].Grids, a.Blanks[0].Grids))
	}
	w = append(w, "No control of difficulty or symmetry: the blanks are drawn without regard to how the puzzle solves, and the method never checks uniqueness (the --unique option adds that check, at the cost of counting solutions for each cell).")
	n := a.Nine
	w = append(w, fmt.Sprintf("It extends to 9x9 only in the same narrow way: eight shifts replace three; %d of the %s vectors work, giving %s grids (%s of all 9x9 grids) — %d layouts with their symbols renamed — and the loops try %s vectors before the first that works.",
		n.Working, commas(fmt.Sprint(n.Vectors)), commas(fmt.Sprint(n.Grids)), nineShare(n.Grids), n.Working, commas(fmt.Sprint(n.Tries))))
	return w
}

// WriteText writes the analysis as `sudokit pseudoku analyze` prints it:
// five sections, grids, triples, blanks (one table per basis), 9x9 and
// weaknesses.
func (a *Analysis) WriteText(w io.Writer) error {
	bw := bufio.NewWriter(w)
	p := func(format string, args ...any) { fmt.Fprintf(bw, format, args...) }
	g, t := a.Grids, a.Triples
	pct := func(part, whole int) float64 { return 100 * share(int64(part), int64(whole)) }

	p("grids\n")
	p("  %-40s %6d\n", "4x4 grids in all", g.All)
	p("  %-40s %6d %7.2f%%\n", fmt.Sprintf("produced by MakeSolution (%d rows)", g.Rows), g.MakeSolution, pct(g.MakeSolution, g.All))
	p("  %-40s %6d %7.2f%%\n", "produced by any working triple", g.AnyTriple, pct(g.AnyTriple, g.All))
	p("  %-40s %6d %7.2f%%\n", "with every row a rotation of the first", g.Rotations, pct(g.Rotations, g.All))
	p("  relabelling classes: %d in all, %d of MakeSolution's, %d of any triple's\n", g.AllClasses, g.MakeSolutionClasses, g.AnyTripleClasses)

	p("triples\n")
	var taken []string
	for _, ms := range t.MakeSolution {
		taken = append(taken, fmt.Sprintf("%v (%d rows, try %d of %d)", ms.Shifts, ms.Rows, ms.Tries, t.Tried))
	}
	every := "for every row"
	for _, w := range t.Working {
		if w.Rows != g.Rows {
			every = "for some rows"
		}
	}
	p("  %s, %s; MakeSolution takes %s\n", joinShifts(t.Working), every, strings.Join(taken, ", "))
	p("  %d of %d triples work; the other %d fail for every row\n", len(t.Working), t.Tried, t.Tried-len(t.Working))

	for _, b := range a.Blanks {
		p("blanks (%d grids; every set of N blank cells)\n", b.Grids)
		p("  %2s %9s %9s %9s %6s %8s %8s %8s\n", "N", "puzzles", "unique", "several", "none", "unique%", "several%", "pinned")
		for _, r := range b.Rows {
			p("  %2d %9d %9d %9d %6d %7.2f%% %7.2f%% %8d\n", r.N, r.Puzzles, r.Unique, r.Several, r.None,
				100*r.UniqueShare(), 100*r.SeveralShare(), r.Pinned)
		}
	}

	n := a.Nine
	p("9x9\n")
	p("  %-40s %s\n", "shift vectors (s2 … s9) in all", commas(fmt.Sprint(n.Vectors)))
	p("  %-40s %d\n", "vectors that work, for every row", n.Working)
	p("  %-40s %s, try %s\n", "MakeSolution's loops take", fmtInts(n.MakeSolution), commas(fmt.Sprint(n.Tries)))
	p("  %-40s %s (%s rows × %d)\n", "9x9 grids produced", commas(fmt.Sprint(n.Grids)), commas(fmt.Sprint(n.Rows)), n.Working)
	p("  %-40s %s (Felgenhauer and Jarvis, 2005)\n", "9x9 grids in all", commas(n.AllGrids))
	p("  %-40s %s\n", "share produced", nineShare(n.Grids))
	p("  %-40s %s\n", "grid for the row 1,…,9", n.Example)

	p("weaknesses\n")
	for _, s := range a.Weaknesses {
		p("%s\n", wrap(s, "  - ", "    ", 100))
	}
	return bw.Flush()
}

func fmtInts(v []int) string {
	s := make([]string, len(v))
	for i, x := range v {
		s[i] = fmt.Sprint(x)
	}
	return "(" + strings.Join(s, ",") + ")"
}

// wrap breaks s into lines of at most width characters, the first starting
// with first and the rest with rest.
func wrap(s, first, rest string, width int) string {
	var b strings.Builder
	line := first
	for _, word := range strings.Fields(s) {
		if len(line) > len(rest) && len(line)+1+len(word) > width && line != first {
			b.WriteString(line)
			b.WriteByte('\n')
			line = rest
		}
		if line != first && line != rest {
			line += " "
		}
		line += word
	}
	b.WriteString(line)
	return b.String()
}

// sameShares reports whether two blank tables have the same shares of
// unique, several and none puzzles for every N.
func sameShares(a, b BlankTable) bool {
	if len(a.Rows) != len(b.Rows) {
		return false
	}
	for i, r := range a.Rows {
		q := b.Rows[i]
		if r.Unique*q.Puzzles != q.Unique*r.Puzzles || r.Several*q.Puzzles != q.Several*r.Puzzles || r.None*q.Puzzles != q.None*r.Puzzles {
			return false
		}
	}
	return true
}

// commas writes a decimal number with a comma every three digits.
func commas(digits string) string {
	var b strings.Builder
	for i, c := range digits {
		if i > 0 && (len(digits)-i)%3 == 0 && digits[i-1] != '-' {
			b.WriteByte(',')
		}
		b.WriteRune(c)
	}
	return b.String()
}

// WriteMarkdown writes docs/pseudoku.md: how the figures are counted and
// the report as WriteText writes it.
func (a *Analysis) WriteMarkdown(w io.Writer) error {
	var b strings.Builder
	if err := a.WriteText(&b); err != nil {
		return err
	}
	_, err := fmt.Fprintf(w, markdown, b.String())
	return err
}

const markdown = `# Pseudoku: the limits of the cyclic-permutation method

Task 10 of the Pseudoku coursework asks for the limitations of its generator: one row of 1-4,
copied four times, the last three copies shifted left until every column and 2x2 sub-grid holds
1-4 (MakeSolution), then n cells blanked. The figures below are computed, not estimated: this page
is the output of ` + "`sudokit pseudoku analyze`" + ` (package ` + "`pseudoku`" + `, function ` + "`Analyze`" + `), and a test
fails when the two disagree; ` + "`go test ./pseudoku -update`" + ` rewrites it.
` + "`sudokit pseudoku analyze --json`" + ` gives the same figures as one JSON object.

How they are counted:

- **grids** — every valid 4x4 grid, counted by the core's Backtrack (the solutions of the empty
  grid) and listed by a second search; the grids MakeSolution returns for the 24 input rows; the
  grids every working triple makes from every row, through the document's own MakeVector,
  PermuteRows, CheckGrids and ColChecks. Classes count grids up to relabelling of the values.
- **triples** — all 64 triples (x, y, z) for all 24 rows; "try k" is the place of a triple in
  MakeSolution's loops (x outermost, z innermost).
- **blanks** — for each N, every grid of the basis and every set of N blank cells: C(16, N)
  puzzles a grid. Each puzzle's solutions are counted by the core's Backtrack up to two (unique,
  several, or none). A relabelled puzzle has as many solutions, so Backtrack counts the 65,536
  puzzles of one grid per class and every grid of the class takes them; the tests count again
  without that step, against all 288 grids, and must agree. The first table is MakeSolution's 24
  grids, the second the 48 of any working triple. **pinned**: puzzles with several solutions of
  which only one is a grid of the basis — a solver who knows the method needs no more givens.
- **9x9** — the method carried to 9x9: rows 2-9 shifted s2 … s9 places, each 0-8, tried in the
  order of eight nested loops; a search counts the vectors that make every column and box hold
  1-9. The number of all 9x9 grids is quoted from Felgenhauer and Jarvis (2005), not counted.

` + "```text" + `
%s` + "```" + `
`
