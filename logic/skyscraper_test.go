package logic

import "testing"

// skyscraper(4) is a Skyscraper of 4 in rows 1 and 5, joined in column 2.
func skyscraper(v int) []elim {
	return []elim{
		{Unit: "row 1", V: v, Keep: []string{"r1c2", "r1c6"}},
		{Unit: "row 5", V: v, Keep: []string{"r5c2", "r5c5"}},
	}
}

func TestSkyscraper(t *testing.T) {
	testFind(t, "Skyscraper", findSkyscraper, []findCase{
		{name: "9x9 rows", grid: givens(3, 3), elims: skyscraper(4),
			want: "Skyscraper: 4 in row 1 lies only in r1c2, r1c6 and in row 5 only in r5c2, r5c5; as r1c2 and r5c2 share column 2, r1c6 or r5c5 is 4, so r2c5<>4, r3c5<>4, r4c6<>4, r6c6<>4"},
		{name: "9x9 same first cell, lowest value", grid: givens(3, 3), elims: append(skyscraper(4), skyscraper(3)...),
			want: "Skyscraper: 3 in row 1 lies only in r1c2, r1c6 and in row 5 only in r5c2, r5c5; as r1c2 and r5c2 share column 2, r1c6 or r5c5 is 3, so r2c5<>3, r3c5<>3, r4c6<>3, r6c6<>3"},
		{name: "9x9 an X-Wing is no Skyscraper", grid: givens(3, 3), elims: xWing(7)},
		{name: "9x9 nothing to eliminate", grid: givens(3, 3), elims: []elim{
			{Unit: "row 1", V: 4, Keep: []string{"r1c2", "r1c6"}},
			{Unit: "row 5", V: 4, Keep: []string{"r5c2", "r5c8"}}}},
		{name: "9x9 a 2-String Kite is no Skyscraper", grid: givens(3, 3), elims: kite6},
		{name: "9x9 empty", grid: givens(3, 3)},
		{name: "6x6 columns", grid: givens(2, 3), elims: []elim{
			{Unit: "column 1", V: 2, Keep: []string{"r1c1", "r5c1"}},
			{Unit: "column 4", V: 2, Keep: []string{"r1c4", "r6c4"}}},
			want: "Skyscraper: 2 in column 1 lies only in r1c1, r5c1 and in column 4 only in r1c4, r6c4; as r1c1 and r1c4 share row 1, r5c1 or r6c4 is 2, so r5c5<>2, r5c6<>2, r6c2<>2, r6c3<>2"},
		{name: "6x6 empty", grid: givens(2, 3)},
	})
}
