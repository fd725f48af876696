package logic

import "testing"

// kite6 is a 2-String Kite of 6 in row 2 and column 1, joined in box 1.
var kite6 = []elim{
	{Unit: "row 2", V: 6, Keep: []string{"r2c3", "r2c8"}},
	{Unit: "column 1", V: 6, Keep: []string{"r3c1", "r7c1"}},
}

func TestTwoStringKite(t *testing.T) {
	testFind(t, "2-String Kite", findTwoStringKite, []findCase{
		{name: "9x9", grid: givens(3, 3), elims: kite6,
			want: "2-String Kite: 6 in row 2 lies only in r2c3, r2c8 and in column 1 only in r3c1, r7c1; as r2c3 and r3c1 share box 1, r2c8 or r7c1 is 6, so r7c8<>6"},
		{name: "9x9 no box joins the links", grid: givens(3, 3), elims: []elim{
			{Unit: "row 2", V: 6, Keep: []string{"r2c3", "r2c8"}},
			{Unit: "column 1", V: 6, Keep: []string{"r4c1", "r7c1"}}}},
		{name: "9x9 a far end in the box", grid: givens(3, 3), elims: []elim{
			{Unit: "row 2", V: 6, Keep: []string{"r2c2", "r2c3"}},
			{Unit: "column 1", V: 6, Keep: []string{"r3c1", "r7c1"}}}},
		{name: "9x9 a Skyscraper is no kite", grid: givens(3, 3), elims: skyscraper(4)},
		{name: "9x9 empty", grid: givens(3, 3)},
		{name: "12x12", grid: givens(3, 4), elims: []elim{
			{Unit: "row 1", V: 5, Keep: []string{"r1c2", "r1c10"}},
			{Unit: "column 3", V: 5, Keep: []string{"r3c3", "r9c3"}}},
			want: "2-String Kite: 5 in row 1 lies only in r1c2, r1c10 and in column 3 only in r3c3, r9c3; as r1c2 and r3c3 share box 1, r1c10 or r9c3 is 5, so r9c10<>5"},
		{name: "12x12 empty", grid: givens(3, 4)},
	})
}
