package logic

import (
	"context"
	"regexp"
	"strings"
	"testing"

	"github.com/sudokit-go/sudokit"
	"github.com/sudokit-go/sudokit/internal/enginetest"
)

// withSymbols is find on a grid whose sentences write values with sym
// (nil: as set, decimal by default).
func withSymbols(sym *sudokit.Symbols, find func(*Candidates) (Step, bool)) func(*Candidates) (Step, bool) {
	return func(c *Candidates) (Step, bool) {
		if sym != nil {
			c.SetSymbols(*sym)
		}
		return find(c)
	}
}

// TestSentenceSymbols: on a 16x16 grid the sentences write values as the
// player's grid does, with letters, an alphabet or decimal numbers, while
// the step's fields keep numbers.
func TestSentenceSymbols(t *testing.T) {
	hex, err := sudokit.NewAlphabet("0123456789ABCDEF")
	if err != nil {
		t.Fatal(err)
	}
	letters, decimal := sudokit.Letters, sudokit.Decimal
	hidden := []elim{{Unit: "row 3", V: 11, Keep: []string{"r3c9"}}}
	for _, tc := range []struct {
		name      string
		technique string
		find      func(*Candidates) (Step, bool)
		sym       *sudokit.Symbols
		findCase
	}{
		{name: "Hidden Single letters", technique: "Hidden Single", find: findHiddenSingle, sym: &letters,
			findCase: findCase{grid: givens(4, 4), elims: hidden,
				want: "Hidden Single: B can only go in r3c9 in row 3"}},
		{name: "Hidden Single decimal by default", technique: "Hidden Single", find: findHiddenSingle,
			findCase: findCase{grid: givens(4, 4), elims: hidden,
				want: "Hidden Single: 11 can only go in r3c9 in row 3"}},
		{name: "Hidden Single decimal", technique: "Hidden Single", find: findHiddenSingle, sym: &decimal,
			findCase: findCase{grid: givens(4, 4), elims: hidden,
				want: "Hidden Single: 11 can only go in r3c9 in row 3"}},
		{name: "Hidden Single hexadecimal alphabet", technique: "Hidden Single", find: findHiddenSingle, sym: &hex,
			findCase: findCase{grid: givens(4, 4), elims: hidden,
				want: "Hidden Single: A can only go in r3c9 in row 3"}},
		{name: "Full House letters", technique: "Full House", find: findFullHouse, sym: &letters,
			findCase: findCase{grid: pattern(4, 4, "r1c11"),
				want: "Full House: B is the last value missing from box 3, at r1c11"}},
		{name: "Naked Single letters", technique: "Naked Single", find: findNakedSingle, sym: &letters,
			findCase: findCase{grid: givens(4, 4), only: []string{"r2c5=12"},
				want: "Naked Single: r2c5 can only be C"}},
		{name: "Pointing letters", technique: "Pointing", find: findPointing, sym: &letters,
			findCase: findCase{grid: givens(4, 4), elims: []elim{
				{Unit: "row 1", V: 16, Keep: []string{"r1c1", "r1c2", "r1c16"}},
				{Unit: "box 1", V: 16, Keep: []string{"r1c1", "r1c2"}}},
				want: "Pointing: in box 1, G lies only in row 1, so r1c16<>G"}},
		{name: "Naked Pair letters", technique: "Naked Pair", find: findNakedPair, sym: &letters,
			findCase: findCase{grid: givens(4, 4), elims: []elim{
				{Unit: "row 4", V: 10, Keep: []string{"r4c1", "r4c2", "r4c7"}},
				{Unit: "row 4", V: 13, Keep: []string{"r4c2", "r4c5", "r4c7"}}},
				only: []string{"r4c2=10,13", "r4c7=10,13"},
				want: "Naked Pair: in row 4, r4c2 and r4c7 hold only A and D, so r4c1<>A, r4c5<>D"}},
		{name: "Naked Pair decimal", technique: "Naked Pair", find: findNakedPair, sym: &decimal,
			findCase: findCase{grid: givens(4, 4), elims: []elim{
				{Unit: "row 4", V: 10, Keep: []string{"r4c1", "r4c2", "r4c7"}},
				{Unit: "row 4", V: 13, Keep: []string{"r4c2", "r4c5", "r4c7"}}},
				only: []string{"r4c2=10,13", "r4c7=10,13"},
				want: "Naked Pair: in row 4, r4c2 and r4c7 hold only 10 and 13, so r4c1<>10, r4c5<>13"}},
		{name: "Empty Rectangle letters", technique: "Empty Rectangle", find: findEmptyRectangle, sym: &letters,
			findCase: findCase{grid: givens(4, 4), elims: []elim{
				{Unit: "box 6", V: 15, Keep: []string{"r5c5", "r5c6", "r6c8", "r7c8"}},
				{Unit: "column 12", V: 15, Keep: []string{"r5c12", "r14c12"}}},
				want: "Empty Rectangle: F in box 6 lies only in row 5 or column 8, and in column 12 only in r5c12 or r14c12; r14c12 is F, or r5c12 is and box 6's F is in column 8, so r14c8<>F"}},
		{name: "X-Wing letters", technique: "X-Wing", find: findXWing, sym: &letters,
			findCase: findCase{grid: givens(4, 4), elims: xWing(14),
				want: "X-Wing: E in rows 2 and 6 lies only in columns 3 and 8, so r4c3<>E, r9c8<>E"}},
	} {
		tc.findCase.name = tc.name
		testFind(t, tc.technique, withSymbols(tc.sym, tc.find), []findCase{tc.findCase})
	}
}

// sixteen is a 16x16 puzzle with one solution that singles solve (the
// contract's rate example), in line form with letters.
const sixteen = "..B8.A.FD4.7C..1F.A.1..C.839.4.GC1..GD.7..6..8....D..B.9..1CF5A..A5.E...8....7...B..........G.2.3.47B.962.E..F.A.E..D473.FA1.9.B5.6...E...7..........G....9.8...4..D7.B81..25.69.73B.6...DC42......3..6AC..D....D..G.7.BF15..69..5.12.G..6.AB.7..8..5F.E.3.B..C2"

// TestExplainSymbols: Explain and Hint write the sentences of a 16x16
// puzzle, its wrong entries and the hint's levels with the symbols asked
// for; the steps' values stay numbers.
func TestExplainSymbols(t *testing.T) {
	p := sudokit.MustParse(sixteen).Grid
	entries := sudokit.NewGrid(p.Shape)
	entries.Cells[p.Shape.Index(pos("r1c14"))] = 11 // the solution has 2
	// the solution from singles: the root's backtracker takes seconds on
	// 16x16, and the test is about sentences, not uniqueness
	sol, err := Solve(context.Background(), p, nil)
	if err != nil || !sol.Solved {
		t.Fatalf("%v, solved %v", err, sol.Solved)
	}
	letters := sudokit.Letters
	for _, tc := range []struct {
		sym     *sudokit.Symbols
		wrong   string
		step    string
		level   string
		changed string
	}{
		{&letters, "r1c14 is wrong: it should be 2, not B", "Hidden Single: E can only go in r2c6 in box 2",
			"Hidden Single in box 2: r2c6=E", "r1c3: given B changed to C"},
		{nil, "r1c14 is wrong: it should be 2, not 11", "Hidden Single: 14 can only go in r2c6 in box 2",
			"Hidden Single in box 2: r2c6=14", "r1c3: given 11 changed to 12"},
	} {
		opt := Options{Solver: knownSolution{sol.Grid}, Entries: entries, Symbols: tc.sym}
		x, err := Explain(context.Background(), p, opt)
		if err != nil {
			t.Fatal(err)
		}
		if !x.Solved || len(x.Steps) < 3 {
			t.Fatalf("not solved: %d steps", len(x.Steps))
		}
		if got := x.Steps[0].Text; got != tc.wrong {
			t.Errorf("wrong entry: got %q, want %q", got, tc.wrong)
		}
		st := x.Steps[2] // after the wrong entry and r1c14=2
		if st.Text != tc.step || st.Reveal(LevelResult).Text != tc.level {
			t.Errorf("got %q and %q, want %q and %q", st.Text, st.Reveal(LevelResult).Text, tc.step, tc.level)
		}
		if st.Placements[0].Value != 14 || st.Record().Placements[0].Value != 14 {
			t.Errorf("the step's value is not the number 14: %+v", st.Placements)
		}
		h, err := Hint(context.Background(), p, opt)
		if err != nil || h.Reveal(LevelStep).Text != tc.wrong {
			t.Errorf("hint: %q, %v; want %q", h.Text, err, tc.wrong)
		}
		changed := entries.Clone()
		changed.Cells[p.Shape.Index(pos("r1c3"))] = 12 // a given 11
		if _, err := Hint(context.Background(), p, Options{Solver: opt.Solver, Entries: changed, Symbols: tc.sym}); err == nil ||
			err.Error() != tc.changed {
			t.Errorf("changed given: %v, want %q", err, tc.changed)
		}
		opt.Entries = sudokit.Grid{}
		h, err = Hint(context.Background(), p, opt)
		if err != nil || h.Reveal(LevelResult).Text != "Hidden Single in box 4: r1c14=2" {
			t.Errorf("hint: %q, %v", h.Reveal(LevelResult).Text, err)
		}
	}
}

// numerals are the numbers of a sentence that are no values: cells,
// units, lines, a Unique Rectangle's type, a set's size (the technique's
// name, "2-String Kite", is taken out apart; the links a long chain's
// sentence leaves out, "(12 more)").
var numerals = regexp.MustCompile(`r\d+c\d+|\b(row|column|box) \d+|\b(rows|columns|boxes) \d+((, \d+)* and \d+)?|type \d|Set of \d+|\(\d+ more\)`)

// TestSentencesWriteSymbols walks paths of 9x9 puzzles twice, with
// decimal values and with an alphabet of signs no sentence holds
// otherwise, and checks every step: the two sentences differ only in the
// values (mapping each sign back to its digit gives the decimal sentence),
// no number is left but those of cells and units, each of the step's digits is written as its sign, and each elimination
// as r4c6<>sign. It guards every technique of the ladder, those to come
// too, against a value written with %d.
func TestSentencesWriteSymbols(t *testing.T) {
	const signs = "!@$%^&*?~"
	alpha, err := sudokit.NewAlphabet(signs)
	if err != nil {
		t.Fatal(err)
	}
	back := strings.NewReplacer("!", "1", "@", "2", "$", "3", "%", "4", "^", "5", "&", "6", "*", "7", "?", "8", "~", "9")
	trial := mustSelect(t, "Hidden Single", "Trial") // on the first puzzle only: it searches
	sets := [][]Technique{nil, mustSelect(t, "singles", "X-Chain"), mustSelect(t, "singles", "ALS-XZ"),
		mustSelect(t, "singles", "subsets"), mustSelect(t, "singles", "fish"),
		mustSelect(t, "singles", "wings"),
		mustSelect(t, "singles", "intersections", "subsets", "X-Wing", "Swordfish", "Jellyfish",
			"XY-Wing", "XYZ-Wing", "uniqueness", "Aligned Pair Exclusion"),
		mustSelect(t, "singles", "single-digit", "Finned X-Wing", "Sashimi X-Wing", "Finned Swordfish",
			"Sashimi Swordfish", "Finned Jellyfish", "Sashimi Jellyfish", "coloring")}
	samples := seTechniqueSamples(t)
	if testing.Short() {
		samples = samples[:3]
	} else {
		samples = append(samples, enginetest.Set(t, "9x9-top1465", 3)...)
	}
	fired := map[string]bool{}
	for k, s := range samples {
		if s.Count != 1 {
			continue
		}
		all := sets
		if k == 0 {
			all = append(sets[:len(sets):len(sets)], trial)
		}
		for _, ts := range all {
			cd, err := NewCandidates(s.Puzzle)
			if err != nil {
				t.Fatal(err)
			}
			for !cd.Solved() {
				sd, ok := Next(cd, ts)
				if !ok {
					break
				}
				// the same step with signs: the technique found alone
				// again, not the whole ladder, to keep the run short
				cd.SetSymbols(alpha)
				sa, _ := Next(cd, techniqueOf(ts, sd.Technique))
				cd.symbols = nil
				fired[sd.Technique] = true
				if got := back.Replace(sa.Text); got != sd.Text {
					t.Fatalf("%s: with signs %q, mapped back %q; decimal %q", s.Where, sa.Text, got, sd.Text)
				}
				if n := numerals.ReplaceAllString(strings.ReplaceAll(sa.Text, sd.Technique, ""), ""); strings.ContainsAny(n, "0123456789") {
					t.Fatalf("%s: %q writes a value in decimal (%q)", s.Where, sa.Text, n)
				}
				for _, d := range sd.Digits {
					if !strings.Contains(sa.Text, signs[d-1:d]) {
						t.Fatalf("%s: %q does not write %d as %s", s.Where, sa.Text, d, signs[d-1:d])
					}
				}
				for _, e := range sd.Eliminations {
					if w := e.Cell.String() + "<>" + signs[e.Value-1:e.Value]; strings.Contains(sd.Text, "<>") && !strings.Contains(sa.Text, w) {
						t.Fatalf("%s: %q does not write %s", s.Where, sa.Text, w)
					}
				}
				if r := sa.Reveal(LevelResult).Text; back.Replace(r) != sd.Reveal(LevelResult).Text {
					t.Fatalf("%s: level 3 %q against %q", s.Where, r, sd.Reveal(LevelResult).Text)
				}
				cd.Apply(sd)
			}
		}
	}
	var missed []string
	for _, tech := range ladder {
		if !fired[tech.Name] {
			missed = append(missed, tech.Name)
		}
	}
	t.Logf("techniques met: %d; not met: %v", len(fired), missed)
}

// techniqueOf is the technique of ts (nil: the ladder) named name, alone,
// or ts when none is: a step's technique is its technique's name.
func techniqueOf(ts []Technique, name string) []Technique {
	if ts == nil {
		ts = ladder
	}
	for _, t := range ts {
		if t.Name == name {
			return []Technique{t}
		}
	}
	return ts
}
