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
		{name: "a hidden single assumed false", grid: givens(3, 3),
			elims: []elim{{Unit: "row 1", V: 5, Keep: []string{"r1c1"}}},
			want:  "Nishio: r1c1<>5, but r1c1 is the last place of 5 in row 1; contradiction, so r1c1=5"},
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
		{name: "6x6 5 in row 1", grid: givens(2, 3),
			elims: []elim{{Unit: "row 1", V: 5, Keep: []string{"r1c2", "r1c5"}},
				{Unit: "row 4", V: 5, Keep: []string{"r4c3", "r4c5"}}},
			want: "Unit Forcing Chain on 5 in row 1: r1c2=5 => r2c3<>5; r1c5=5 => r4c5<>5 => r4c3=5 => r2c3<>5; so r2c3<>5"},
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

// nestedGrid is a grid met on the path of top1465 #2 where no dynamic
// forcing chain applies. With r3c3=3, 4 of box 1 lies only in row 2
// (r2c1, r2c3): Pointing takes it from r2c7.
const nestedGrid = `=7 126 =8 459 2459 2459 =3 1456 1259 249 23 2349 =6 23459 =1 247 4578 578
	=5 1236 123469 78 234 78 2469 146 129 189 =4 1579 3579 59 3579 178 =2 =6
	=3 1267 1269 479 =8 2469 147 1457 157 268 578 2567 =1 2456 2467 478 =9 =3
	168 =9 1357 =2 156 3568 167 13678 =4 12468 12368 12346 3489 =7 34689 =5 1368 1289
	12468 23578 1234567 34589 1469 345689 269 13678 12789`

func TestFindNestedForcing(t *testing.T) {
	g, only := pencilMarks(3, 3, nestedGrid)
	testFind(t, "Nested Forcing Chain", findNestedForcing, append([]findCase{
		{name: "top1465 #2", grid: g, only: only,
			want: "Nested Forcing Chain: r3c3=3 => r2c2<>3 => r2c2=2 => r2c3<>2 => r2c7<>4 (Pointing) => r2c7=7 (last in r2c7) => r6c7<>7; " +
				"r3c3=3 => r2c2<>3 => r2c2=2 => r2c3<>2 => r2c7<>4 (Pointing) => r2c7=7 (last in r2c7) => r4c7<>7 => r6c7=7 (last in box 6); contradiction, so r3c3<>3"},
	}, noForcing...))
	c := candidates(t, g)
	keepOnly(t, c, only...)
	if st, ok := findDynamicForcing(c); ok {
		t.Errorf("a dynamic forcing chain finds %q", st.Text)
	}
}
