package logic

import "testing"

func TestXChain(t *testing.T) {
	no7 := "1,2,3,4,5,6,8,9"
	testFind(t, "X-Chain", findXChain, []findCase{
		{name: "9x9 three links", grid: givens(3, 3), elims: []elim{
			{Unit: "row 1", V: 7, Keep: []string{"r1c2", "r1c8"}},
			{Unit: "row 5", V: 7, Keep: []string{"r5c3", "r5c8"}}},
			want: "X-Chain on 7: r1c2=r1c8-r5c8=r5c3 => r2c3<>7, r3c3<>7, r4c2<>7, r6c2<>7"},
		{name: "9x9 five links", grid: givens(3, 3), elims: []elim{
			{Unit: "row 1", V: 7, Keep: []string{"r1c1", "r1c5"}},
			{Unit: "column 6", V: 7, Keep: []string{"r2c6", "r7c6"}},
			{Unit: "column 9", V: 7, Keep: []string{"r7c9", "r4c9"}}},
			only: []string{"r7c1=" + no7},
			want: "X-Chain on 7: r1c1=r1c5-r2c6=r7c6-r7c9=r4c9 => r4c1<>7"},
		{name: "9x9 three links before five", grid: givens(3, 3), elims: []elim{
			{Unit: "row 1", V: 7, Keep: []string{"r1c1", "r1c5"}},
			{Unit: "column 6", V: 7, Keep: []string{"r2c6", "r7c6"}},
			{Unit: "column 9", V: 7, Keep: []string{"r7c9", "r4c9"}}},
			want: "X-Chain on 7: r1c1=r1c5-r2c6=r7c6 => r7c1<>7"},
		{name: "9x9 nothing to eliminate", grid: givens(3, 3), elims: []elim{
			{Unit: "row 1", V: 7, Keep: []string{"r1c2", "r1c8"}},
			{Unit: "row 5", V: 7, Keep: []string{"r5c3", "r5c8"}}},
			only: []string{"r2c3=" + no7, "r3c3=" + no7, "r4c2=" + no7, "r6c2=" + no7}},
		{name: "9x9 pairs that do not link", grid: givens(3, 3), elims: []elim{
			{Unit: "row 1", V: 7, Keep: []string{"r1c2", "r1c8"}},
			{Unit: "row 5", V: 7, Keep: []string{"r5c3", "r5c9"}}},
			only: []string{"r2c3=" + no7, "r3c3=" + no7, "r4c2=" + no7, "r6c2=" + no7}},
		{name: "9x9 empty", grid: givens(3, 3)},
		{name: "6x6 three links", grid: givens(2, 3), elims: []elim{
			{Unit: "row 1", V: 1, Keep: []string{"r1c1", "r1c5"}},
			{Unit: "row 4", V: 1, Keep: []string{"r4c5", "r4c2"}}},
			want: "X-Chain on 1: r1c1=r1c5-r4c5=r4c2 => r2c2<>1, r3c1<>1"},
		{name: "6x6 nothing to eliminate", grid: givens(2, 3), elims: []elim{
			{Unit: "row 1", V: 1, Keep: []string{"r1c1", "r1c5"}},
			{Unit: "row 4", V: 1, Keep: []string{"r4c5", "r4c2"}}},
			only: []string{"r2c2=2,3,4,5,6", "r3c1=2,3,4,5,6"}},
		{name: "6x6 empty", grid: givens(2, 3)},
	})
}
