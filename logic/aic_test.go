package logic

import "testing"

func TestAIC(t *testing.T) {
	no7 := "1,2,3,4,5,6,8,9"
	testFind(t, "Alternating Inference Chain", findAIC, []findCase{
		{name: "9x9 grouped node", grid: givens(3, 3), elims: []elim{
			{Unit: "row 1", V: 7, Keep: []string{"r1c1", "r1c8", "r1c9"}},
			{Unit: "row 2", V: 7, Keep: []string{"r2c3", "r2c7"}}},
			want: "Alternating Inference Chain: (7)r1c1=(7)r1c89-(7)r2c7=(7)r2c3 => r3c1<>7, r3c2<>7, r3c3<>7"},
		{name: "9x9 grouped node, nothing to eliminate", grid: givens(3, 3), elims: []elim{
			{Unit: "row 1", V: 7, Keep: []string{"r1c1", "r1c8", "r1c9"}},
			{Unit: "row 2", V: 7, Keep: []string{"r2c3", "r2c7"}}},
			only: []string{"r3c1=" + no7, "r3c2=" + no7, "r3c3=" + no7, "r3c7=" + no7, "r3c8=" + no7, "r3c9=" + no7}},
		{name: "9x9 ends of two values", grid: givens(3, 3), elims: []elim{
			{Unit: "row 1", V: 7, Keep: []string{"r1c1", "r1c8", "r1c9"}},
			{Unit: "row 5", V: 3, Keep: []string{"r5c1", "r5c7"}}},
			only: []string{"r2c7=3,7"},
			want: "Alternating Inference Chain: (7)r1c1=(7)r1c89-(7=3)r2c7-(3)r5c7=(3)r5c1 => r1c1<>3, r5c1<>7"},
		{name: "9x9 ends in one cell", grid: givens(3, 3), elims: []elim{
			{Unit: "row 1", V: 1, Keep: []string{"r1c1", "r1c5"}},
			{Unit: "column 1", V: 2, Keep: []string{"r1c1", "r5c1"}}},
			only: []string{"r1c1=1,2,3", "r5c5=1,2"},
			want: "Alternating Inference Chain: (1)r1c1=(1)r1c5-(1=2)r5c5-(2)r5c1=(2)r1c1 => r1c1<>3"},
		{name: "9x9 empty", grid: givens(3, 3)},
		{name: "6x6 grouped node", grid: givens(2, 3), elims: []elim{
			{Unit: "row 1", V: 1, Keep: []string{"r1c1", "r1c5", "r1c6"}},
			{Unit: "column 4", V: 1, Keep: []string{"r2c4", "r5c4"}}},
			want: "Alternating Inference Chain: (1)r1c1=(1)r1c56-(1)r2c4=(1)r5c4 => r5c1<>1"},
		{name: "6x6 grouped node, nothing to eliminate", grid: givens(2, 3), elims: []elim{
			{Unit: "row 1", V: 1, Keep: []string{"r1c1", "r1c5", "r1c6"}},
			{Unit: "column 4", V: 1, Keep: []string{"r2c4", "r5c4"}},
			{Unit: "row 5", V: 1, Keep: []string{"r5c4", "r5c5", "r5c6"}},
			{Unit: "row 6", V: 1, Keep: []string{"r6c1", "r6c2", "r6c3"}}}},
		{name: "6x6 empty", grid: givens(2, 3)},
	})
}
