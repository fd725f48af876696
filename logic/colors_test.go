package logic

import "testing"

// colorTrap4 chains 4 through r1c2, r1c6, r5c6 and r6c4 (row 1, column 6,
// box 5): r6c2 sees r1c2 and r6c4, of the two colors.
var colorTrap4 = []elim{
	{Unit: "row 1", V: 4, Keep: []string{"r1c2", "r1c6"}},
	{Unit: "column 6", V: 4, Keep: []string{"r1c6", "r5c6"}},
	{Unit: "box 5", V: 4, Keep: []string{"r5c6", "r6c4"}},
}

// colorWrap4 chains 4 through r1c2, r1c6, r5c6, r5c3 and r2c3: r1c2 and
// r2c3, of one color, share box 1.
var colorWrap4 = []elim{
	{Unit: "row 1", V: 4, Keep: []string{"r1c2", "r1c6"}},
	{Unit: "column 6", V: 4, Keep: []string{"r1c6", "r5c6"}},
	{Unit: "row 5", V: 4, Keep: []string{"r5c6", "r5c3"}},
	{Unit: "column 3", V: 4, Keep: []string{"r5c3", "r2c3"}},
}

func TestSimpleColors(t *testing.T) {
	testFind(t, "Simple Colors", findSimpleColors, []findCase{
		{name: "9x9 trap", grid: givens(3, 3), elims: colorTrap4,
			want: "Simple Colors: chained by conjugate pairs, 4 is in r1c2 and r5c6 or in r1c6 and r6c4, so r6c2<>4"},
		{name: "9x9 wrap", grid: givens(3, 3), elims: colorWrap4,
			want: "Simple Colors: chained by conjugate pairs, 4 is in r1c2, r2c3 and r5c6 or in r1c6 and r5c3; r1c2 and r2c3 share box 1, so r1c2<>4, r2c3<>4, r5c6<>4"},
		{name: "9x9 nothing to eliminate", grid: givens(3, 3), elims: colorTrap4,
			only: []string{"r6c2=1,2,3,5,6,7,8,9"}},
		{name: "9x9 a chain of two cells", grid: givens(3, 3), elims: []elim{
			{Unit: "row 1", V: 4, Keep: []string{"r1c2", "r1c3"}}}},
		{name: "9x9 empty", grid: givens(3, 3)},
		{name: "6x6 trap", grid: givens(2, 3), elims: []elim{
			{Unit: "row 1", V: 2, Keep: []string{"r1c1", "r1c5"}},
			{Unit: "column 5", V: 2, Keep: []string{"r1c5", "r4c5"}},
			{Unit: "row 4", V: 2, Keep: []string{"r4c5", "r4c2"}}},
			want: "Simple Colors: chained by conjugate pairs, 2 is in r1c1 and r4c5 or in r1c5 and r4c2, so r2c2<>2, r3c1<>2"},
		{name: "6x6 empty", grid: givens(2, 3)},
	})
}
