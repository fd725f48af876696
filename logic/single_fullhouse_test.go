package logic

import "testing"

func TestFullHouse(t *testing.T) {
	testFind(t, "Full House", findFullHouse, []findCase{
		{name: "9x9 box", grid: pattern(3, 3, "r1c4"),
			want: "Full House: 4 is the last value missing from box 2, at r1c4"},
		{name: "9x9 row", grid: pattern(3, 3, "r1c4", "r2c5"),
			want: "Full House: 4 is the last value missing from row 1, at r1c4"},
		{name: "9x9 column", grid: pattern(3, 3, "r1c4", "r1c5", "r2c4"),
			want: "Full House: 5 is the last value missing from column 5, at r1c5"},
		{name: "9x9 none", grid: pattern(3, 3, "r1c1", "r1c2", "r2c1", "r2c2")},
		{name: "9x9 empty", grid: givens(3, 3)},
		{name: "6x6 box", grid: pattern(2, 3, "r6c6"),
			want: "Full House: 5 is the last value missing from box 6, at r6c6"},
		{name: "6x6 row", grid: pattern(2, 3, "r3c5", "r4c5"),
			want: "Full House: 6 is the last value missing from row 3, at r3c5"},
		{name: "6x6 none", grid: pattern(2, 3, "r1c1", "r1c2", "r2c1", "r2c2")},
		{name: "12x12 box", grid: pattern(3, 4, "r12c12"),
			want: "Full House: 11 is the last value missing from box 12, at r12c12"},
		{name: "4x4 box", grid: pattern(2, 2, "r4c4"),
			want: "Full House: 3 is the last value missing from box 4, at r4c4"},
		{name: "4x4 none", grid: pattern(2, 2, "r1c1", "r1c2", "r2c1", "r2c2")},
	})
}
