package logic

import "testing"

func TestNakedSingle(t *testing.T) {
	testFind(t, "Naked Single", findNakedSingle, []findCase{
		{name: "9x9 last cell", grid: pattern(3, 3, "r4c6"),
			want: "Naked Single: r4c6 can only be 7"},
		{name: "9x9 box of four", grid: pattern(3, 3, "r1c1", "r1c2", "r2c1", "r2c2"),
			want: "Naked Single: r1c1 can only be 1"},
		{name: "9x9 empty", grid: givens(3, 3)},
		{name: "9x9 two left", grid: givens(3, 3), elims: []elim{
			{Unit: "row 1", V: 1}, {Unit: "row 1", V: 2}, {Unit: "row 1", V: 3},
			{Unit: "row 1", V: 4}, {Unit: "row 1", V: 5}, {Unit: "row 1", V: 6}, {Unit: "row 1", V: 7}}},
		{name: "9x9 after eliminations", grid: givens(3, 3, "r4c1=1", "r4c2=2", "r4c3=3", "r5c6=4", "r6c5=5", "r1c6=6"),
			elims: []elim{{Unit: "column 6", V: 8, Keep: []string{"r1c6", "r2c6", "r3c6"}}, {Unit: "row 4", V: 9, Keep: []string{"r4c1"}}},
			want:  "Naked Single: r4c6 can only be 7"},
		{name: "6x6", grid: pattern(2, 3, "r1c1", "r1c2", "r2c1", "r2c2"),
			want: "Naked Single: r1c1 can only be 1"},
		{name: "6x6 empty", grid: givens(2, 3)},
		{name: "12x12", grid: pattern(3, 4, "r1c1", "r1c2", "r2c1", "r2c2"),
			want: "Naked Single: r1c1 can only be 1"},
		{name: "4x4", grid: pattern(2, 2, "r1c1", "r1c2", "r2c1", "r2c2"),
			want: "Naked Single: r1c1 can only be 1"},
		{name: "4x4 none", grid: givens(2, 2, "r1c1=1")},
	})
}
