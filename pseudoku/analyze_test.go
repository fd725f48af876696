package pseudoku

import (
	"bytes"
	"encoding/json"
	"flag"
	"math/bits"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
)

var update = flag.Bool("update", false, "rewrite docs/pseudoku.md from Analyze")

// analysis runs Analyze once for every test that reads it.
var analysis = sync.OnceValues(Analyze)

func mustAnalysis(t *testing.T) *Analysis {
	t.Helper()
	a, err := analysis()
	if err != nil {
		t.Fatal(err)
	}
	return a
}

// The page docs/pseudoku.md is the analyze command's output; -update
// rewrites it.
func TestAnalysisDoc(t *testing.T) {
	a := mustAnalysis(t)
	var b bytes.Buffer
	if err := a.WriteMarkdown(&b); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join("..", "docs", "pseudoku.md")
	if *update {
		if err := os.WriteFile(path, b.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test ./pseudoku -update to write it)", err)
	}
	if !bytes.Equal(b.Bytes(), want) {
		t.Errorf("%s is out of step with Analyze: run go test ./pseudoku -update and review the diff", path)
	}
	var text bytes.Buffer
	a.WriteText(&text)
	if !strings.Contains(b.String(), text.String()) {
		t.Error("the page does not hold the command's report")
	}
}

// The figures the contract shows for pseudoku analyze.
func TestAnalysisContractFigures(t *testing.T) {
	a := mustAnalysis(t)
	var b bytes.Buffer
	if err := a.WriteText(&b); err != nil {
		t.Fatal(err)
	}
	text := b.String()
	for _, want := range [][]string{
		{"4x4 grids in all", "288"},
		{"produced by MakeSolution (24 rows)", "24", "8.33%"},
		{"produced by any working triple", "48", "16.67%"},
		{"(2,1,3) and (2,3,1), for every row; MakeSolution takes (2,1,3)"},
		{"blanks (24 grids; every set of N blank cells)"},
		{"N", "puzzles", "unique", "several", "none"},
		{"4", "43680", "43584", "96", "0"},
		{"12", "43680", "3072", "40608", "0"},
		{"13", "13440", "0", "13440", "0"},
	} {
		found := false
		for _, line := range strings.Split(text, "\n") {
			if f := strings.Fields(line); len(f) >= len(want) && hasPrefixWords(line, want) {
				found = true
				break
			}
		}
		if !found {
			t.Errorf("no line %q in\n%s", strings.Join(want, " "), text)
		}
	}
	for _, section := range []string{"grids\n", "triples\n", "blanks (", "9x9\n", "weaknesses\n"} {
		if !strings.Contains(text, section) {
			t.Errorf("no section %q", section)
		}
	}
}

// hasPrefixWords reports whether line starts with the words of want, each
// separated by any run of spaces (a word may hold spaces of its own).
func hasPrefixWords(line string, want []string) bool {
	rest := strings.TrimSpace(line)
	for _, w := range want {
		if !strings.HasPrefix(rest, w) {
			return false
		}
		rest = strings.TrimLeft(rest[len(w):], " ")
	}
	return true
}

func TestAnalysisJSON(t *testing.T) {
	a := mustAnalysis(t)
	data, err := json.Marshal(a)
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]json.RawMessage
	if err := json.Unmarshal(data, &m); err != nil {
		t.Fatal(err)
	}
	var keys []string
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	if want := []string{"blanks", "grids", "nine", "triples", "weaknesses"}; !slices.Equal(keys, want) {
		t.Errorf("keys %v, want %v", keys, want)
	}
	if !strings.Contains(string(m["triples"]), `"make_solution":[{"shifts":[2,1,3],"rows":24,"tries":40}]`) {
		t.Errorf("triples: %s", m["triples"])
	}
}

// Independent counts: every figure of the analysis again, by other means
// — the 288 grids as four rows drawn from the 24 permutations, the
// method's grids built by index arithmetic, and each puzzle's solutions as
// the grids among the 288 that keep its givens, without Backtrack and
// without the relabelling step.
func TestAnalysisIndependent(t *testing.T) {
	a := mustAnalysis(t)
	perms := AllRows()
	var all []cells
	for _, r1 := range perms {
		for _, r2 := range perms {
			for _, r3 := range perms {
				for _, r4 := range perms {
					var g cells
					for j := range Side {
						g[j], g[4+j], g[8+j], g[12+j] = r1[j], r2[j], r3[j], r4[j]
					}
					if validByUnits(g) {
						all = append(all, g)
					}
				}
			}
		}
	}
	if a.Grids.All != len(all) || len(all) != 288 {
		t.Errorf("grids in all: analysis %d, independent %d", a.Grids.All, len(all))
	}
	rotations := 0
	for _, g := range all {
		if isRotationGrid(g) {
			rotations++
		}
	}
	if a.Grids.Rotations != rotations {
		t.Errorf("rotations: analysis %d, independent %d", a.Grids.Rotations, rotations)
	}

	// The method by index arithmetic: row i+1 shifted s left is
	// r[(j+s) mod 4].
	var made, any []cells
	working := map[[3]int]int{}
	for _, r := range perms {
		first := true
		for x := range Side {
			for y := range Side {
				for z := range Side {
					var g cells
					for j := range Side {
						g[j], g[4+j], g[8+j], g[12+j] = r[j], r[(j+x)%4], r[(j+y)%4], r[(j+z)%4]
					}
					if !validByUnits(g) {
						continue
					}
					working[[3]int{x, y, z}]++
					any = append(any, g)
					if first {
						made = append(made, g)
						first = false
					}
				}
			}
		}
	}
	if a.Grids.MakeSolution != len(made) || a.Grids.AnyTriple != len(any) {
		t.Errorf("produced: analysis %d and %d, independent %d and %d", a.Grids.MakeSolution, a.Grids.AnyTriple, len(made), len(any))
	}
	if len(a.Triples.Working) != len(working) {
		t.Errorf("working triples: analysis %v, independent %v", a.Triples.Working, working)
	}
	for _, w := range a.Triples.Working {
		if working[[3]int{w.Shifts.X, w.Shifts.Y, w.Shifts.Z}] != w.Rows {
			t.Errorf("triple %v: analysis %d rows, independent %d", w.Shifts, w.Rows, working[[3]int{w.Shifts.X, w.Shifts.Y, w.Shifts.Z}])
		}
	}

	for k, basis := range [][]cells{made, any} {
		got := a.Blanks[k]
		if got.Grids != len(basis) {
			t.Fatalf("basis %s: %d grids, independent %d", got.Basis, got.Grids, len(basis))
		}
		want := independentTable(basis, all)
		for n := range want {
			g, w := got.Rows[n], want[n]
			if g.Puzzles != w.Puzzles || g.Unique != w.Unique || g.Several != w.Several || g.None != w.None {
				t.Errorf("basis %s, N = %d: analysis %+v, independent %+v", got.Basis, n, g, w)
			}
			if k == 0 || n == 12 {
				if g.Pinned != w.Pinned {
					t.Errorf("basis %s, N = %d: pinned %d, independent %d", got.Basis, n, g.Pinned, w.Pinned)
				}
			}
		}
	}
}

// independentTable counts, for every grid of basis and every set of blank
// cells, the grids of all that keep the remaining givens; pinned counts
// directly against the basis (for every N with the 24-grid basis, for
// N = 12 only with larger ones, to stay quick).
func independentTable(basis, all []cells) []BlankRow {
	rows := make([]BlankRow, Cells+1)
	for _, g := range basis {
		// agree[m] = grids that differ from g only inside m: a subset sum.
		sum := make([]int32, 1<<Cells)
		for _, h := range all {
			sum[diffMask(g, h)]++
		}
		for c := range Cells {
			for m := range sum {
				if m&(1<<c) != 0 {
					sum[m] += sum[m^(1<<c)]
				}
			}
		}
		var diffs []int
		for _, h := range basis {
			if h != g {
				diffs = append(diffs, diffMask(g, h))
			}
		}
		for m, s := range sum {
			n := bits.OnesCount(uint(m))
			r := &rows[n]
			r.Puzzles++
			switch {
			case s == 0:
				r.None++
			case s == 1:
				r.Unique++
			default:
				r.Several++
				if len(basis) <= 24 || n == 12 {
					pinned := true
					for _, d := range diffs {
						if d&^m == 0 {
							pinned = false
							break
						}
					}
					if pinned {
						r.Pinned++
					}
				}
			}
		}
	}
	return rows
}

func diffMask(g, h cells) int {
	m := 0
	for c := range Cells {
		if g[c] != h[c] {
			m |= 1 << c
		}
	}
	return m
}

// validByUnits checks every row, column and box of a full grid by sorting
// its values: a check that shares no code with the package.
func validByUnits(g cells) bool {
	for u := range 3 * Side {
		var vals []uint8
		for k := range Side {
			var i, j int
			switch u / Side {
			case 0:
				i, j = u%Side, k
			case 1:
				i, j = k, u%Side
			default:
				b := u % Side
				i, j = b/2*2+k/2, b%2*2+k%2
			}
			vals = append(vals, g[i*Side+j])
		}
		slices.Sort(vals)
		if !slices.Equal(vals, []uint8{1, 2, 3, 4}) {
			return false
		}
	}
	return true
}

// isRotationGrid reports whether each row of g read as a string occurs in
// the first row written twice.
func isRotationGrid(g cells) bool {
	twice := string(g[0:4]) + string(g[0:4])
	for i := 1; i < Side; i++ {
		if !strings.Contains(twice, string(g[i*4:i*4+4])) {
			return false
		}
	}
	return true
}

// The solution count of any blanked puzzle, by Backtrack, is the number of
// the 288 grids that keep its givens.
func TestSolutionsAgainstAllGrids(t *testing.T) {
	all := enumerateGrids()
	rng := rand.New(rand.NewPCG(6, 6))
	for range 300 {
		sol, _, _ := MakeSolution(AllRows()[rng.IntN(24)])
		p, err := Blank(sol, rng.IntN(Cells+1), rng)
		if err != nil {
			t.Fatal(err)
		}
		want := 0
		pc := cellsOf(p)
		for _, g := range all {
			if diffMask(pc, g)&^blankMask(pc) == 0 {
				want++
			}
		}
		if got := Solutions(p, 1000); got != want {
			t.Errorf("%v: Backtrack counts %d, the grids %d", p, got, want)
		}
	}
}

func blankMask(g cells) int {
	m := 0
	for c, v := range g {
		if v == 0 {
			m |= 1 << c
		}
	}
	return m
}

func TestExtend(t *testing.T) {
	factorial := func(n int) int64 {
		f := int64(1)
		for k := 2; k <= n; k++ {
			f *= int64(k)
		}
		return f
	}
	// Square boxes of side r: in each band the shifts are t, t+r, …
	// mod r²; the first band's residue is 0 and the other bands take the
	// other residues, so (r-1)! orders in the first band, (r-1)! ways to
	// give the bands their residues and r! orders in each other band.
	tests := []struct {
		r     int
		first []int
		tries int64
	}{
		{2, []int{2, 1, 3}, 40},
		{3, []int{3, 6, 1, 4, 7, 2, 5, 8}, 17628165},
	}
	for _, tt := range tests {
		e, err := Extend(tt.r)
		if err != nil {
			t.Fatal(err)
		}
		want := factorial(tt.r-1) * factorial(tt.r-1)
		for range tt.r - 1 {
			want *= factorial(tt.r)
		}
		if e.Working != want || !slices.Equal(e.First, tt.first) || e.Tries != tt.tries {
			t.Errorf("Extend(%d) = %+v, want %d working, first %v, tries %d", tt.r, e, want, tt.first, tt.tries)
		}
		row := make([]uint8, e.N)
		for i := range row {
			row[i] = uint8(e.N - i)
		}
		g, err := e.Grid(row)
		if err != nil || len(g) != e.N*e.N {
			t.Fatalf("Grid: %v", err)
		}
	}
	// At 4x4 the search agrees with the document's functions.
	e, _ := Extend(2)
	_, s, _ := MakeSolution(Row{1, 2, 3, 4})
	if !slices.Equal(e.First, []int{s.X, s.Y, s.Z}) {
		t.Errorf("Extend(2) first %v, MakeSolution %v", e.First, s)
	}
	for _, r := range []int{1, 5} {
		if _, err := Extend(r); err == nil || err.Error() != sprintf("box side %d: the extension covers 2-4 (4x4 to 16x16)", r) {
			t.Errorf("Extend(%d) error = %v", r, err)
		}
	}
	e3, _ := Extend(3)
	for _, tt := range []struct {
		row []uint8
		err string
	}{
		{[]uint8{1, 2, 3}, "a row of 3 values for a 9x9 grid"},
		{[]uint8{1, 1, 3, 4, 5, 6, 7, 8, 9}, "row [1 1 3 4 5 6 7 8 9]: not a permutation of 1-9"},
	} {
		if _, err := e3.Grid(tt.row); err == nil || err.Error() != tt.err {
			t.Errorf("Grid(%v) error = %v, want %q", tt.row, err, tt.err)
		}
	}
}

// A basis that does not hold every relabelling of its grids takes the
// pinned counts grid by grid; the tally agrees with the independent one.
func TestBlankTableOpenBasis(t *testing.T) {
	all := enumerateGrids()
	// One grid and its relabelling 1<->2: one class of two, not closed.
	g, h := all[100], all[100]
	for c, v := range h {
		h[c] = [...]uint8{0, 2, 1, 3, 4}[v]
	}
	basis := []cells{g, h}
	if closedUnderRelabelling(basis) {
		t.Fatal("the basis is closed")
	}
	if !closedUnderRelabelling(all) {
		t.Fatal("the 288 grids are not closed under relabelling")
	}
	got := blankTable("test", basis, newCounter())
	want := independentTable(basis, all)
	for n := range want {
		if g, w := got.Rows[n], want[n]; g.Puzzles != w.Puzzles || g.Unique != w.Unique || g.Several != w.Several || g.None != w.None || g.Pinned != w.Pinned {
			t.Errorf("N = %d: %+v, independent %+v", n, g, w)
		}
	}
}
