package logic

import "testing"

func TestHiddenSingle(t *testing.T) {
	testFind(t, "Hidden Single", findHiddenSingle, []findCase{
		{name: "9x9 box", grid: givens(3, 3, "r2c4=2", "r3c7=2", "r4c2=2", "r7c3=2"),
			want: "Hidden Single: 2 can only go in r1c1 in box 1"},
		{name: "9x9 row", grid: givens(3, 3), elims: []elim{{Unit: "row 3", V: 5, Keep: []string{"r3c9"}}},
			want: "Hidden Single: 5 can only go in r3c9 in row 3"},
		{name: "9x9 column", grid: givens(3, 3), elims: []elim{{Unit: "column 4", V: 6, Keep: []string{"r5c4"}}},
			want: "Hidden Single: 6 can only go in r5c4 in column 4"},
		{name: "9x9 box before row", grid: givens(3, 3), elims: []elim{
			{Unit: "row 1", V: 5, Keep: []string{"r1c1"}}, {Unit: "box 9", V: 3, Keep: []string{"r9c9"}}},
			want: "Hidden Single: 3 can only go in r9c9 in box 9"},
		{name: "9x9 first cell then lowest value", grid: givens(3, 3), elims: []elim{
			{Unit: "box 5", V: 4, Keep: []string{"r5c5"}}, {Unit: "box 5", V: 2, Keep: []string{"r5c5"}},
			{Unit: "box 6", V: 1, Keep: []string{"r6c7"}}},
			want: "Hidden Single: 2 can only go in r5c5 in box 5"},
		{name: "9x9 empty", grid: givens(3, 3)},
		{name: "9x9 two places", grid: givens(3, 3, "r2c4=2", "r3c7=2", "r4c2=2")},
		{name: "6x6 box", grid: givens(2, 3, "r2c4=2", "r3c2=2", "r5c3=2"),
			want: "Hidden Single: 2 can only go in r1c1 in box 1"},
		{name: "6x6 column", grid: givens(2, 3), elims: []elim{{Unit: "column 6", V: 4, Keep: []string{"r2c6"}}},
			want: "Hidden Single: 4 can only go in r2c6 in column 6"},
		{name: "6x6 empty", grid: givens(2, 3)},
		{name: "12x12 row", grid: givens(3, 4), elims: []elim{{Unit: "row 3", V: 5, Keep: []string{"r3c9"}}},
			want: "Hidden Single: 5 can only go in r3c9 in row 3"},
		{name: "4x4 column", grid: givens(2, 2), elims: []elim{{Unit: "column 3", V: 2, Keep: []string{"r2c3"}}},
			want: "Hidden Single: 2 can only go in r2c3 in column 3"},
		{name: "4x4 empty", grid: givens(2, 2)},
	})
}
