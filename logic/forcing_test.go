package logic

import (
	"strings"
	"testing"

	"github.com/sudokit-go/sudokit"
)

// The forcing cases are built on grids with few givens, narrowed by hand
// (only, elims) to the bivalue cells and conjugate pairs that make one
// chain; every sentence below was followed link by link.

// noForcing are grids where no forcing technique may find anything: one
// whose blanks each have one candidate, the solution's (9x9), and a
// deadly rectangle of 1 and 3 in a 4x4 grid with two solutions, where
// every candidate is some solution's.
var noForcing = []findCase{
	{name: "naked singles only", grid: pattern(3, 3, "r1c1", "r5c5", "r9c9")},
	{name: "4x4 deadly rectangle", grid: pattern(2, 2, "r1c1", "r1c3", "r2c1", "r2c3")},
}

func TestFindNishio(t *testing.T) {
	testFind(t, "Nishio", findNishio, append([]findCase{
		{name: "a turbot fish on 5 from r2c3", grid: givens(3, 3),
			elims: []elim{{Unit: "row 1", V: 5, Keep: []string{"r1c2", "r1c8"}},
				{Unit: "row 6", V: 5, Keep: []string{"r6c3", "r6c8"}}},
			want: "Nishio: r2c3=5 => r6c3<>5 => r6c8=5; r2c3=5 => r1c2<>5 => r1c8=5 => r6c8<>5; contradiction, so r2c3<>5"},
	}, noForcing...))
}

func TestFindCellForcing(t *testing.T) {
	testFind(t, "Cell Forcing Chain", findCellForcing, append([]findCase{
		{name: "9x9 bivalue r1c1", grid: givens(3, 3), only: []string{"r1c1=1,2", "r1c5=1,9", "r5c1=2,9"},
			want: "Cell Forcing Chain: r1c1=1 => r1c5<>1 => r1c5=9 => r5c5<>9; r1c1=2 => r5c1<>2 => r5c1=9 => r5c5<>9; so r5c5<>9"},
		{name: "6x6 bivalue r1c1", grid: givens(2, 3), only: []string{"r1c1=1,2", "r1c5=1,6", "r5c1=2,6"},
			want: "Cell Forcing Chain: r1c1=1 => r1c5<>1 => r1c5=6 => r5c5<>6; r1c1=2 => r5c1<>2 => r5c1=6 => r5c5<>6; so r5c5<>6"},
	}, noForcing...))
}

func TestFindUnitForcing(t *testing.T) {
	testFind(t, "Unit Forcing Chain", findUnitForcing, append([]findCase{
		{name: "5 in row 1", grid: givens(3, 3),
			elims: []elim{{Unit: "row 1", V: 5, Keep: []string{"r1c2", "r1c8"}},
				{Unit: "row 6", V: 5, Keep: []string{"r6c3", "r6c8"}}},
			want: "Unit Forcing Chain on 5 in row 1: r1c2=5 => r2c3<>5; r1c8=5 => r6c8<>5 => r6c3=5 => r2c3<>5; so r2c3<>5"},
	}, noForcing...))
}

// pencilMarks reads a grid of pencil marks, one token a cell in row-major
// order: "=5" a filled cell, "3459" a blank's candidates. It returns the
// grid of the filled cells and, for findCase.only, the blanks' marks.
func pencilMarks(r, c int, marks string) (sudokit.Grid, []string) {
	s := sudokit.MustShape(r, c)
	g := sudokit.NewGrid(s)
	var only []string
	for i, tok := range strings.Fields(marks) {
		if v, ok := strings.CutPrefix(tok, "="); ok {
			g.Cells[i] = uint8(v[0] - '0')
			continue
		}
		only = append(only, s.PosOf(i).String()+"="+strings.Join(strings.Split(tok, ""), ","))
	}
	return g, only
}

// dynamicGrid is a grid met on the path of a top1465 puzzle, where no static
// forcing chain applies: r9c2=4 makes 4 leave r7c1, r7c2 and r7c3, so
// that r7c6 is the last place of 4 in row 7, and 8 leave r7c6, r9c5 and
// r9c6, so that r8c6 is the last place of 8 in box 8.
const dynamicGrid = `=6 47 479 =1 3459 3459 =2 =8 35 248 =5 =3 26 468 2468 =1 =9 =7
	289 128 189 =7 3589 23589 =6 =4 35 3457 1347 1457 =8 1359 23579 49 =6 124
	3458 =9 14568 2356 1356 2356 =7 35 1248 3578 13678 =2 =4 13569 35679 89 35 18
	2458 2468 4568 56 =7 1468 =3 12 =9 34789 34678 46789 369 =2 1468 =5 17 468
	=1 234678 456789 359 34568 34568 48 27 468`

func TestFindDynamicForcing(t *testing.T) {
	g, only := pencilMarks(3, 3, dynamicGrid)
	testFind(t, "Dynamic Forcing Chain", findDynamicForcing, append([]findCase{
		{name: "a top1465 grid", grid: g, only: only,
			want: "Dynamic Forcing Chain: r9c2=4 => r9c7<>4 => r9c7=8 => r9c6<>8 => r8c6=8 (last in box 8); " +
				"r9c2=4 => r7c3<>4 => r7c6=4 (last in row 7) => r7c6<>1 => r8c6=1 => r8c6<>8; contradiction, so r9c2<>4"},
	}, noForcing...))
	// the static forcing chains find nothing there
	for _, find := range []func(*Candidates) (Step, bool){findCellForcing, findUnitForcing} {
		c := candidates(t, g)
		keepOnly(t, c, only...)
		if st, ok := find(c); ok {
			t.Errorf("a static forcing chain finds %q", st.Text)
		}
	}
}

func TestFindNestedForcing(t *testing.T) {
	testFind(t, "Nested Forcing Chain", findNestedForcing, append([]findCase{}, noForcing...))
}
