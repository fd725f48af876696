package logic

import "testing"

func TestTurbotFish(t *testing.T) {
	testFind(t, "Turbot Fish", findTurbotFish, []findCase{
		{name: "9x9 row and box", grid: givens(3, 3), elims: []elim{
			{Unit: "row 1", V: 5, Keep: []string{"r1c1", "r1c7"}},
			{Unit: "box 9", V: 5, Keep: []string{"r7c8", "r9c7"}}},
			want: "Turbot Fish: 5 in row 1 lies only in r1c1, r1c7 and in box 9 only in r7c8, r9c7; as r1c7 and r9c7 share column 7, r1c1 or r7c8 is 5, so r7c1<>5"},
		{name: "9x9 nothing to eliminate", grid: givens(3, 3), elims: []elim{
			{Unit: "row 1", V: 5, Keep: []string{"r1c1", "r1c7"}},
			{Unit: "box 9", V: 5, Keep: []string{"r8c8", "r9c7"}},
			{Unit: "row 8", V: 5, Keep: []string{"r8c8"}}}},
		{name: "9x9 a Skyscraper is no Turbot Fish", grid: givens(3, 3), elims: skyscraper(4)},
		{name: "9x9 a 2-String Kite is no Turbot Fish", grid: givens(3, 3), elims: kite6},
		{name: "9x9 empty", grid: givens(3, 3)},
		{name: "6x6 box and column", grid: givens(2, 3), elims: []elim{
			{Unit: "box 1", V: 3, Keep: []string{"r1c1", "r2c3"}},
			{Unit: "column 5", V: 3, Keep: []string{"r2c5", "r6c5"}}},
			want: "Turbot Fish: 3 in box 1 lies only in r1c1, r2c3 and in column 5 only in r2c5, r6c5; as r2c3 and r2c5 share row 2, r1c1 or r6c5 is 3, so r6c1<>3"},
		{name: "6x6 empty", grid: givens(2, 3)},
	})
}
