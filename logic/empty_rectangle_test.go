package logic

import "testing"

// er4 is an Empty Rectangle of 4 in box 5 (row 4 and column 6) with a
// strong link in column 8.
var er4 = []elim{
	{Unit: "box 5", V: 4, Keep: []string{"r4c4", "r4c5", "r5c6", "r6c6"}},
	{Unit: "column 8", V: 4, Keep: []string{"r4c8", "r9c8"}},
}

func TestEmptyRectangle(t *testing.T) {
	testFind(t, "Empty Rectangle", findEmptyRectangle, []findCase{
		{name: "9x9 column link", grid: givens(3, 3), elims: er4,
			want: "Empty Rectangle: 4 in box 5 lies only in row 4 or column 6, and in column 8 only in r4c8 or r9c8; r9c8 is 4, or r4c8 is and box 5's 4 is in column 6, so r9c6<>4"},
		{name: "9x9 with the corner", grid: givens(3, 3), elims: []elim{
			{Unit: "box 5", V: 4, Keep: []string{"r4c5", "r4c6", "r5c6"}},
			{Unit: "column 8", V: 4, Keep: []string{"r4c8", "r9c8"}}},
			want: "Empty Rectangle: 4 in box 5 lies only in row 4 or column 6, and in column 8 only in r4c8 or r9c8; r9c8 is 4, or r4c8 is and box 5's 4 is in column 6, so r9c6<>4"},
		{name: "9x9 the target lacks the value", grid: givens(3, 3), elims: er4,
			only: []string{"r9c6=1,2,3,5,6,7,8,9"}},
		{name: "9x9 the box's places in one row", grid: givens(3, 3), elims: []elim{
			{Unit: "box 5", V: 4, Keep: []string{"r4c4", "r4c5"}},
			{Unit: "column 8", V: 4, Keep: []string{"r4c8", "r9c8"}}}},
		{name: "9x9 not a cross", grid: givens(3, 3), elims: []elim{
			{Unit: "box 5", V: 4, Keep: []string{"r4c4", "r5c5", "r6c6"}},
			{Unit: "column 8", V: 4, Keep: []string{"r4c8", "r9c8"}}}},
		{name: "9x9 the link ends in the box's rows", grid: givens(3, 3), elims: []elim{
			{Unit: "box 5", V: 4, Keep: []string{"r4c4", "r4c5", "r5c6", "r6c6"}},
			{Unit: "column 8", V: 4, Keep: []string{"r4c8", "r6c8"}}}},
		{name: "9x9 empty", grid: givens(3, 3)},
		{name: "12x12 row link", grid: givens(3, 4), elims: []elim{
			{Unit: "box 1", V: 7, Keep: []string{"r1c2", "r2c4", "r3c4"}},
			{Unit: "row 8", V: 7, Keep: []string{"r8c4", "r8c10"}}},
			want: "Empty Rectangle: 7 in box 1 lies only in row 1 or column 4, and in row 8 only in r8c4 or r8c10; r8c10 is 7, or r8c4 is and box 1's 7 is in row 1, so r1c10<>7"},
		{name: "12x12 empty", grid: givens(3, 4)},
		{name: "6x6 the second cross of a box", grid: givens(2, 3), elims: []elim{
			{Unit: "box 4", V: 4, Keep: []string{"r3c6", "r4c4"}},
			{Unit: "column 1", V: 4, Keep: []string{"r4c1", "r6c1"}}},
			want: "Empty Rectangle: 4 in box 4 lies only in row 4 or column 6, and in column 1 only in r4c1 or r6c1; r6c1 is 4, or r4c1 is and box 4's 4 is in column 6, so r6c6<>4"},
		{name: "6x6 empty", grid: givens(2, 3)},
	})
}
