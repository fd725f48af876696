package logic

import "testing"

// finnedXWing7 is an X-Wing of 7 in rows 2 and 6, columns 3 and 8, with
// the fin r2c9 in box 3.
var finnedXWing7 = []elim{
	{Unit: "row 2", V: 7, Keep: []string{"r2c3", "r2c8", "r2c9"}},
	{Unit: "row 6", V: 7, Keep: []string{"r6c3", "r6c8"}},
}

// sashimiXWing7 is finnedXWing7 without r2c8.
var sashimiXWing7 = []elim{
	{Unit: "row 2", V: 7, Keep: []string{"r2c3", "r2c9"}},
	{Unit: "row 6", V: 7, Keep: []string{"r6c3", "r6c8"}},
}

// finnedSwordfish8 is a Swordfish of 8 in columns 2, 6 and 11 of a 12x12,
// rows 1, 7 and 12, with the fin r2c2 in box 1.
var finnedSwordfish8 = []elim{
	{Unit: "column 2", V: 8, Keep: []string{"r1c2", "r2c2", "r7c2"}},
	{Unit: "column 6", V: 8, Keep: []string{"r7c6", "r12c6"}},
	{Unit: "column 11", V: 8, Keep: []string{"r1c11", "r12c11"}},
}

// sashimiSwordfish4 is a Swordfish of 4 in rows 2, 5 and 8, columns 1, 5
// and 9, whose row 2 has r2c1 and the fin r2c6 in box 2.
var sashimiSwordfish4 = []elim{
	{Unit: "row 2", V: 4, Keep: []string{"r2c1", "r2c6"}},
	{Unit: "row 5", V: 4, Keep: []string{"r5c5", "r5c9"}},
	{Unit: "row 8", V: 4, Keep: []string{"r8c1", "r8c9"}},
}

// finnedJellyfish5 is a Jellyfish of 5 in columns 1, 4, 7 and 10 of a
// 12x12, rows 2, 5, 8 and 11, with the fin r3c10 in box 3.
var finnedJellyfish5 = []elim{
	{Unit: "column 1", V: 5, Keep: []string{"r2c1", "r5c1"}},
	{Unit: "column 4", V: 5, Keep: []string{"r5c4", "r8c4"}},
	{Unit: "column 7", V: 5, Keep: []string{"r8c7", "r11c7"}},
	{Unit: "column 10", V: 5, Keep: []string{"r2c10", "r3c10", "r11c10"}},
}

// sashimiJellyfish2 is a Jellyfish of 2 in rows 1, 4, 6 and 8, columns 1,
// 3, 5 and 7, whose row 1 has r1c1 and the fin r1c2 in box 1.
var sashimiJellyfish2 = []elim{
	{Unit: "row 1", V: 2, Keep: []string{"r1c1", "r1c2"}},
	{Unit: "row 4", V: 2, Keep: []string{"r4c3", "r4c5"}},
	{Unit: "row 6", V: 2, Keep: []string{"r6c5", "r6c7"}},
	{Unit: "row 8", V: 2, Keep: []string{"r8c7", "r8c1"}},
}

func TestFinnedXWing(t *testing.T) {
	testFind(t, "Finned X-Wing", findFinnedXWing, []findCase{
		{name: "9x9 rows", grid: givens(3, 3), elims: finnedXWing7,
			want: "Finned X-Wing: 7 in rows 2 and 6 lies only in columns 3 and 8 but for the fin r2c9 (box 3), so r1c8<>7, r3c8<>7"},
		{name: "9x9 two fins", grid: givens(3, 3), elims: []elim{
			{Unit: "row 2", V: 7, Keep: []string{"r2c3", "r2c7", "r2c8", "r2c9"}},
			{Unit: "row 6", V: 7, Keep: []string{"r6c3", "r6c8"}}},
			want: "Finned X-Wing: 7 in rows 2 and 6 lies only in columns 3 and 8 but for the fins r2c7 and r2c9 (box 3), so r1c8<>7, r3c8<>7"},
		{name: "9x9 a sashimi is no finned", grid: givens(3, 3), elims: sashimiXWing7},
		{name: "9x9 a plain X-Wing is no finned", grid: givens(3, 3), elims: xWing(7)},
		{name: "9x9 the fin's box meets no cover line", grid: givens(3, 3), elims: []elim{
			{Unit: "row 2", V: 7, Keep: []string{"r2c3", "r2c5", "r2c8"}},
			{Unit: "row 6", V: 7, Keep: []string{"r6c3", "r6c8"}}}},
		{name: "9x9 nothing to eliminate", grid: givens(3, 3), elims: finnedXWing7,
			only: []string{"r1c8=1,2,3,4,5,6,8,9", "r3c8=1,2,3,4,5,6,8,9"}},
		{name: "9x9 empty", grid: givens(3, 3)},
		{name: "6x6 rows", grid: givens(2, 3), elims: []elim{
			{Unit: "row 1", V: 2, Keep: []string{"r1c2", "r1c5", "r1c6"}},
			{Unit: "row 4", V: 2, Keep: []string{"r4c2", "r4c5"}}},
			want: "Finned X-Wing: 2 in rows 1 and 4 lies only in columns 2 and 5 but for the fin r1c6 (box 2), so r2c5<>2"},
		{name: "6x6 empty", grid: givens(2, 3)},
	})
}

func TestSashimiXWing(t *testing.T) {
	testFind(t, "Sashimi X-Wing", findSashimiXWing, []findCase{
		{name: "9x9 rows", grid: givens(3, 3), elims: sashimiXWing7,
			want: "Sashimi X-Wing: 7 in rows 2 and 6 lies only in columns 3 and 8 but for the fin r2c9 (box 3), so r1c8<>7, r3c8<>7"},
		{name: "9x9 a finned is no sashimi", grid: givens(3, 3), elims: finnedXWing7},
		{name: "9x9 empty", grid: givens(3, 3)},
		{name: "6x6 columns", grid: givens(2, 3), elims: []elim{
			{Unit: "column 1", V: 3, Keep: []string{"r1c1", "r5c1"}},
			{Unit: "column 4", V: 3, Keep: []string{"r2c4", "r5c4"}}},
			want: "Sashimi X-Wing: 3 in columns 1 and 4 lies only in rows 2 and 5 but for the fin r1c1 (box 1), so r2c2<>3, r2c3<>3"},
		{name: "6x6 columns, the other fin", grid: givens(2, 3), elims: []elim{
			{Unit: "column 1", V: 3, Keep: []string{"r1c1", "r5c1"}},
			{Unit: "column 4", V: 3, Keep: []string{"r2c4", "r5c4"}}},
			only: []string{"r2c2=1", "r2c3=1"},
			want: "Sashimi X-Wing: 3 in columns 1 and 4 lies only in rows 1 and 5 but for the fin r2c4 (box 2), so r1c5<>3, r1c6<>3"},
		{name: "6x6 empty", grid: givens(2, 3)},
	})
}

func TestFinnedSwordfish(t *testing.T) {
	testFind(t, "Finned Swordfish", findFinnedSwordfish, []findCase{
		{name: "12x12 columns", grid: givens(3, 4), elims: finnedSwordfish8,
			want: "Finned Swordfish: 8 in columns 2, 6 and 11 lies only in rows 1, 7 and 12 but for the fin r2c2 (box 1), so r1c1<>8, r1c3<>8, r1c4<>8"},
		{name: "12x12 empty", grid: givens(3, 4)},
		{name: "9x9 a sashimi is no finned", grid: givens(3, 3), elims: sashimiSwordfish4},
		{name: "9x9 a plain Swordfish is no finned", grid: givens(3, 3), elims: swordfish4},
		{name: "9x9 empty", grid: givens(3, 3)},
	})
}

func TestSashimiSwordfish(t *testing.T) {
	testFind(t, "Sashimi Swordfish", findSashimiSwordfish, []findCase{
		{name: "9x9 rows", grid: givens(3, 3), elims: sashimiSwordfish4,
			want: "Sashimi Swordfish: 4 in rows 2, 5 and 8 lies only in columns 1, 5 and 9 but for the fin r2c6 (box 2), so r1c5<>4, r3c5<>4"},
		{name: "9x9 empty", grid: givens(3, 3)},
		{name: "12x12 a finned is no sashimi", grid: givens(3, 4), elims: finnedSwordfish8},
		{name: "12x12 empty", grid: givens(3, 4)},
	})
}

func TestFinnedJellyfish(t *testing.T) {
	testFind(t, "Finned Jellyfish", findFinnedJellyfish, []findCase{
		{name: "12x12 columns", grid: givens(3, 4), elims: finnedJellyfish5,
			want: "Finned Jellyfish: 5 in columns 1, 4, 7 and 10 lies only in rows 2, 5, 8 and 11 but for the fin r3c10 (box 3), so r2c9<>5, r2c11<>5, r2c12<>5"},
		{name: "12x12 empty", grid: givens(3, 4)},
		{name: "9x9 a sashimi is no finned", grid: givens(3, 3), elims: sashimiJellyfish2},
		{name: "9x9 empty", grid: givens(3, 3)},
	})
}

func TestSashimiJellyfish(t *testing.T) {
	testFind(t, "Sashimi Jellyfish", findSashimiJellyfish, []findCase{
		{name: "9x9 rows", grid: givens(3, 3), elims: sashimiJellyfish2,
			want: "Sashimi Jellyfish: 2 in rows 1, 4, 6 and 8 lies only in columns 1, 3, 5 and 7 but for the fin r1c2 (box 1), so r2c1<>2, r2c3<>2, r3c1<>2, r3c3<>2"},
		{name: "9x9 empty", grid: givens(3, 3)},
		{name: "12x12 a finned is no sashimi", grid: givens(3, 4), elims: finnedJellyfish5},
		{name: "12x12 empty", grid: givens(3, 4)},
	})
}
