package logic

import "testing"

// xWing(7) is an X-Wing of 7 in rows 2 and 6, columns 3 and 8, that removes
// 7 from r4c3 and r9c8; xWing(3) is the same for 3.
func xWing(v int) []elim {
	return []elim{
		{Unit: "row 2", V: v, Keep: []string{"r2c3", "r2c8"}},
		{Unit: "row 6", V: v, Keep: []string{"r6c3", "r6c8"}},
		{Unit: "column 3", V: v, Keep: []string{"r2c3", "r4c3", "r6c3"}},
		{Unit: "column 8", V: v, Keep: []string{"r2c8", "r6c8", "r9c8"}},
	}
}

// columnXWing4 is an X-Wing of 4 in columns 1 and 5, rows 2 and 7, that
// removes 4 from r2c9.
var columnXWing4 = []elim{
	{Unit: "column 1", V: 4, Keep: []string{"r2c1", "r7c1"}},
	{Unit: "column 5", V: 4, Keep: []string{"r2c5", "r7c5"}},
	{Unit: "row 2", V: 4, Keep: []string{"r2c1", "r2c5", "r2c9"}},
	{Unit: "row 7", V: 4, Keep: []string{"r7c1", "r7c5"}},
}

// swordfish4 is a Swordfish of 4 in rows 2, 5 and 8, columns 1, 5 and 9,
// that removes 4 from r3c1; it holds no X-Wing.
var swordfish4 = []elim{
	{Unit: "row 2", V: 4, Keep: []string{"r2c1", "r2c5"}},
	{Unit: "row 5", V: 4, Keep: []string{"r5c5", "r5c9"}},
	{Unit: "row 8", V: 4, Keep: []string{"r8c1", "r8c9"}},
	{Unit: "column 1", V: 4, Keep: []string{"r2c1", "r3c1", "r8c1"}},
	{Unit: "column 5", V: 4, Keep: []string{"r2c5", "r5c5"}},
	{Unit: "column 9", V: 4, Keep: []string{"r5c9", "r8c9"}},
}

func TestXWing(t *testing.T) {
	testFind(t, "X-Wing", findXWing, []findCase{
		{name: "9x9 rows", grid: givens(3, 3), elims: xWing(7),
			want: "X-Wing: 7 in rows 2 and 6 lies only in columns 3 and 8, so r4c3<>7, r9c8<>7"},
		{name: "9x9 columns", grid: givens(3, 3), elims: columnXWing4,
			want: "X-Wing: 4 in columns 1 and 5 lies only in rows 2 and 7, so r2c9<>4"},
		{name: "9x9 same first cell, lowest value", grid: givens(3, 3), elims: append(xWing(7), xWing(3)...),
			want: "X-Wing: 3 in rows 2 and 6 lies only in columns 3 and 8, so r4c3<>3, r9c8<>3"},
		{name: "9x9 first cell before columns", grid: givens(3, 3), elims: append([]elim{
			{Unit: "row 1", V: 9, Keep: []string{"r1c3", "r1c8"}},
			{Unit: "row 6", V: 9, Keep: []string{"r6c3", "r6c8"}},
			{Unit: "column 3", V: 9, Keep: []string{"r1c3", "r4c3", "r6c3"}},
			{Unit: "column 8", V: 9, Keep: []string{"r1c8", "r6c8"}}}, columnXWing4...),
			want: "X-Wing: 9 in rows 1 and 6 lies only in columns 3 and 8, so r4c3<>9"},
		{name: "9x9 nothing to eliminate", grid: givens(3, 3), elims: []elim{
			{Unit: "row 2", V: 7, Keep: []string{"r2c3", "r2c8"}},
			{Unit: "row 6", V: 7, Keep: []string{"r6c3", "r6c8"}},
			{Unit: "column 3", V: 7, Keep: []string{"r2c3", "r6c3"}},
			{Unit: "column 8", V: 7, Keep: []string{"r2c8", "r6c8"}}}},
		{name: "9x9 a Swordfish is no X-Wing", grid: givens(3, 3), elims: swordfish4},
		{name: "9x9 empty", grid: givens(3, 3)},
		{name: "6x6 rows", grid: givens(2, 3), elims: []elim{
			{Unit: "row 1", V: 2, Keep: []string{"r1c2", "r1c5"}},
			{Unit: "row 4", V: 2, Keep: []string{"r4c2", "r4c5"}},
			{Unit: "column 2", V: 2, Keep: []string{"r1c2", "r4c2", "r6c2"}},
			{Unit: "column 5", V: 2, Keep: []string{"r1c5", "r4c5"}}},
			want: "X-Wing: 2 in rows 1 and 4 lies only in columns 2 and 5, so r6c2<>2"},
		{name: "6x6 empty", grid: givens(2, 3)},
	})
}

func TestSwordfish(t *testing.T) {
	testFind(t, "Swordfish", findSwordfish, []findCase{
		{name: "9x9 rows", grid: givens(3, 3), elims: swordfish4,
			want: "Swordfish: 4 in rows 2, 5 and 8 lies only in columns 1, 5 and 9, so r3c1<>4"},
		{name: "9x9 an X-Wing is no Swordfish", grid: givens(3, 3), elims: xWing(7)},
		{name: "9x9 empty", grid: givens(3, 3)},
		{name: "12x12 columns", grid: givens(3, 4), elims: []elim{
			{Unit: "column 2", V: 8, Keep: []string{"r1c2", "r7c2"}},
			{Unit: "column 6", V: 8, Keep: []string{"r7c6", "r12c6"}},
			{Unit: "column 11", V: 8, Keep: []string{"r1c11", "r12c11"}},
			{Unit: "row 12", V: 8, Keep: []string{"r12c1", "r12c6", "r12c11"}},
			{Unit: "row 1", V: 8, Keep: []string{"r1c2", "r1c11"}},
			{Unit: "row 7", V: 8, Keep: []string{"r7c2", "r7c6"}}},
			want: "Swordfish: 8 in columns 2, 6 and 11 lies only in rows 1, 7 and 12, so r12c1<>8"},
	})
}

func TestJellyfish(t *testing.T) {
	testFind(t, "Jellyfish", findJellyfish, []findCase{
		{name: "12x12 columns", grid: givens(3, 4), elims: []elim{
			{Unit: "column 1", V: 5, Keep: []string{"r2c1", "r5c1"}},
			{Unit: "column 4", V: 5, Keep: []string{"r5c4", "r8c4"}},
			{Unit: "column 7", V: 5, Keep: []string{"r8c7", "r11c7"}},
			{Unit: "column 10", V: 5, Keep: []string{"r11c10", "r2c10"}},
			{Unit: "row 2", V: 5, Keep: []string{"r2c1", "r2c10", "r2c12"}},
			{Unit: "row 5", V: 5, Keep: []string{"r5c1", "r5c4"}},
			{Unit: "row 8", V: 5, Keep: []string{"r8c4", "r8c7"}},
			{Unit: "row 11", V: 5, Keep: []string{"r11c7", "r11c10"}}},
			want: "Jellyfish: 5 in columns 1, 4, 7 and 10 lies only in rows 2, 5, 8 and 11, so r2c12<>5"},
		{name: "12x12 empty", grid: givens(3, 4)},
		{name: "9x9 a Swordfish is no Jellyfish", grid: givens(3, 3), elims: swordfish4},
		{name: "9x9 empty", grid: givens(3, 3)},
	})
}
