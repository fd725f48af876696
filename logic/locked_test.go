package logic

import "testing"

func TestPointing(t *testing.T) {
	testFind(t, "Pointing", findPointing, []findCase{
		{name: "9x9 row", grid: givens(3, 3), elims: []elim{
			{Unit: "box 5", V: 7, Keep: []string{"r4c4", "r4c6"}},
			{Unit: "row 4", V: 7, Keep: []string{"r4c1", "r4c4", "r4c5", "r4c6", "r4c8"}}},
			want: "Pointing: in box 5, 7 lies only in row 4, so r4c1<>7, r4c8<>7"},
		{name: "9x9 column", grid: givens(3, 3), elims: []elim{
			{Unit: "box 9", V: 1, Keep: []string{"r7c8", "r9c8"}}},
			want: "Pointing: in box 9, 1 lies only in column 8, so r1c8<>1, r2c8<>1, r3c8<>1, r4c8<>1, r5c8<>1, r6c8<>1"},
		{name: "9x9 first base cell wins", grid: givens(3, 3), elims: []elim{
			{Unit: "box 9", V: 1, Keep: []string{"r7c8", "r9c8"}},
			{Unit: "box 5", V: 8, Keep: []string{"r5c4", "r5c6"}}},
			want: "Pointing: in box 5, 8 lies only in row 5, so r5c1<>8, r5c2<>8, r5c3<>8, r5c7<>8, r5c8<>8, r5c9<>8"},
		{name: "9x9 nothing to eliminate", grid: givens(3, 3), elims: []elim{
			{Unit: "box 5", V: 7, Keep: []string{"r4c4", "r4c6"}},
			{Unit: "row 4", V: 7, Keep: []string{"r4c4", "r4c6"}}}},
		{name: "9x9 one cell is a single", grid: givens(3, 3), elims: []elim{
			{Unit: "box 5", V: 7, Keep: []string{"r4c4"}}}},
		{name: "9x9 empty", grid: givens(3, 3)},
		{name: "6x6", grid: givens(2, 3), elims: []elim{
			{Unit: "box 1", V: 5, Keep: []string{"r1c1", "r1c2"}}},
			want: "Pointing: in box 1, 5 lies only in row 1, so r1c4<>5, r1c5<>5, r1c6<>5"},
		{name: "6x6 empty", grid: givens(2, 3)},
		{name: "12x12 column", grid: givens(3, 4), elims: []elim{
			{Unit: "box 12", V: 10, Keep: []string{"r10c12", "r11c12", "r12c12"}},
			{Unit: "column 12", V: 10, Keep: []string{"r2c12", "r10c12", "r11c12", "r12c12"}}},
			want: "Pointing: in box 12, 10 lies only in column 12, so r2c12<>10"},
		{name: "4x4", grid: givens(2, 2), elims: []elim{
			{Unit: "row 2", V: 3, Keep: []string{"r2c3", "r2c4"}}},
			want: "Pointing: in box 1, 3 lies only in row 1, so r1c3<>3, r1c4<>3"},
		{name: "4x4 empty", grid: givens(2, 2)},
	})
}

func TestClaiming(t *testing.T) {
	testFind(t, "Claiming", findClaiming, []findCase{
		{name: "9x9 row", grid: givens(3, 3), elims: []elim{
			{Unit: "row 4", V: 7, Keep: []string{"r4c4", "r4c5", "r4c6"}},
			{Unit: "box 5", V: 7, Keep: []string{"r4c4", "r4c5", "r4c6", "r5c4", "r6c6"}}},
			want: "Claiming: in row 4, 7 lies only in box 5, so r5c4<>7, r6c6<>7"},
		{name: "9x9 column", grid: givens(3, 3), elims: []elim{
			{Unit: "column 2", V: 9, Keep: []string{"r2c2", "r3c2"}}},
			want: "Claiming: in column 2, 9 lies only in box 1, so r1c1<>9, r1c3<>9, r2c1<>9, r2c3<>9, r3c1<>9, r3c3<>9"},
		{name: "9x9 row before column", grid: givens(3, 3), elims: []elim{
			{Unit: "row 1", V: 4, Keep: []string{"r1c1", "r1c2"}},
			{Unit: "column 1", V: 4, Keep: []string{"r1c1", "r2c1"}}},
			want: "Claiming: in row 1, 4 lies only in box 1, so r2c1<>4, r2c2<>4, r2c3<>4, r3c2<>4, r3c3<>4"},
		{name: "9x9 nothing to eliminate", grid: givens(3, 3), elims: []elim{
			{Unit: "row 4", V: 7, Keep: []string{"r4c4", "r4c5"}},
			{Unit: "box 5", V: 7, Keep: []string{"r4c4", "r4c5"}}}},
		{name: "9x9 empty", grid: givens(3, 3)},
		{name: "6x6 column", grid: givens(2, 3), elims: []elim{
			{Unit: "column 1", V: 4, Keep: []string{"r3c1", "r4c1"}}},
			want: "Claiming: in column 1, 4 lies only in box 3, so r3c2<>4, r3c3<>4, r4c2<>4, r4c3<>4"},
		{name: "6x6 empty", grid: givens(2, 3)},
		{name: "12x12 row", grid: givens(3, 4), elims: []elim{
			{Unit: "row 2", V: 12, Keep: []string{"r2c5", "r2c8"}},
			{Unit: "box 2", V: 12, Keep: []string{"r2c5", "r2c8", "r3c6"}}},
			want: "Claiming: in row 2, 12 lies only in box 2, so r3c6<>12"},
		{name: "4x4", grid: givens(2, 2), elims: []elim{
			{Unit: "row 2", V: 3, Keep: []string{"r2c3", "r2c4"}}},
			want: "Claiming: in row 2, 3 lies only in box 2, so r1c3<>3, r1c4<>3"},
		{name: "4x4 empty", grid: givens(2, 2)},
	})
}
