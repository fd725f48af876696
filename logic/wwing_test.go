package logic

import "testing"

// wRow9 is a strong link of 3 in row 9, r9c2 and r9c8.
var wRow9 = []elim{{Unit: "row 9", V: 3, Keep: []string{"r9c2", "r9c8"}}}

func TestWWing(t *testing.T) {
	testFind(t, "W-Wing", findWWing, []findCase{
		{name: "9x9", grid: givens(3, 3), elims: wRow9,
			only: []string{"r1c2=3,7", "r5c8=3,7"},
			want: "W-Wing: r1c2 and r5c8 are 3 or 7; as 3 in row 9 lies only in r9c2, which sees r1c2, and r9c8, which sees r5c8, r1c2 or r5c8 is 7, so r1c8<>7, r5c2<>7"},
		{name: "9x9 ends seen the other way", grid: givens(3, 3), elims: wRow9,
			only: []string{"r1c8=3,7", "r5c2=3,7"},
			want: "W-Wing: r1c8 and r5c2 are 3 or 7; as 3 in row 9 lies only in r9c8, which sees r1c8, and r9c2, which sees r5c2, r1c8 or r5c2 is 7, so r1c2<>7, r5c8<>7"},
		{name: "9x9 nothing to eliminate", grid: givens(3, 3), elims: wRow9,
			only: []string{"r1c2=3,7", "r5c8=3,7", "r1c8=1,2,4,5,6,8,9", "r5c2=1,2,4,5,6,8,9"}},
		{name: "9x9 the cells see each other", grid: givens(3, 3), elims: wRow9,
			only: []string{"r1c2=3,7", "r1c8=3,7"}},
		{name: "9x9 the link holds a cell of the pair", grid: givens(3, 3),
			elims: []elim{{Unit: "row 9", V: 3, Keep: []string{"r9c2", "r9c8"}}},
			only:  []string{"r9c2=3,7", "r5c8=3,7", "r1c8=1"}},
		{name: "9x9 different values", grid: givens(3, 3), elims: wRow9,
			only: []string{"r1c2=3,7", "r5c8=3,6"}},
		{name: "9x9 no link", grid: givens(3, 3),
			only: []string{"r1c2=3,7", "r5c8=3,7"}},
		{name: "9x9 empty", grid: givens(3, 3)},
		{name: "6x6", grid: givens(2, 3),
			elims: []elim{{Unit: "row 6", V: 1, Keep: []string{"r6c1", "r6c5"}}},
			only:  []string{"r1c1=1,2", "r4c5=1,2"},
			want:  "W-Wing: r1c1 and r4c5 are 1 or 2; as 1 in row 6 lies only in r6c1, which sees r1c1, and r6c5, which sees r4c5, r1c1 or r4c5 is 2, so r1c5<>2, r4c1<>2"},
		{name: "6x6 empty", grid: givens(2, 3)},
	})
}
