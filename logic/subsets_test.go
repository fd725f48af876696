package logic

import "testing"

func TestNakedPair(t *testing.T) {
	testFind(t, "Naked Pair", findNakedPair, []findCase{
		{name: "9x9 row", grid: givens(3, 3), elims: []elim{
			{Unit: "row 4", V: 3, Keep: []string{"r4c1", "r4c2", "r4c7"}},
			{Unit: "row 4", V: 8, Keep: []string{"r4c2", "r4c5", "r4c7"}}},
			only: []string{"r4c2=3,8", "r4c7=3,8"},
			want: "Naked Pair: in row 4, r4c2 and r4c7 hold only 3 and 8, so r4c1<>3, r4c5<>8"},
		{name: "9x9 box before row at the same cell", grid: givens(3, 3), elims: []elim{
			{Unit: "box 1", V: 1, Keep: []string{"r1c1", "r1c2", "r2c3"}},
			{Unit: "box 1", V: 2, Keep: []string{"r1c1", "r1c2"}}},
			only: []string{"r1c1=1,2", "r1c2=1,2"},
			want: "Naked Pair: in box 1, r1c1 and r1c2 hold only 1 and 2, so r2c3<>1"},
		{name: "9x9 first cell before kind", grid: givens(3, 3), elims: []elim{
			{Unit: "row 1", V: 5, Keep: []string{"r1c5", "r1c8", "r1c9"}},
			{Unit: "row 1", V: 6, Keep: []string{"r1c5", "r1c8"}}},
			only: []string{"r1c5=5,6", "r1c8=5,6", "r2c1=7,9", "r3c2=7,9"},
			want: "Naked Pair: in row 1, r1c5 and r1c8 hold only 5 and 6, so r1c9<>5"},
		{name: "9x9 nothing to eliminate", grid: givens(3, 3), elims: []elim{
			{Unit: "row 4", V: 3, Keep: []string{"r4c2", "r4c7"}},
			{Unit: "row 4", V: 8, Keep: []string{"r4c2", "r4c7"}}},
			only: []string{"r4c2=3,8", "r4c7=3,8"}},
		{name: "9x9 three cells of a triple", grid: givens(3, 3),
			only: []string{"r4c4=1,4", "r5c6=1,7", "r6c5=4,7"}},
		{name: "9x9 empty", grid: givens(3, 3)},
		{name: "6x6 column", grid: givens(2, 3), elims: []elim{
			{Unit: "column 1", V: 1, Keep: []string{"r1c1", "r4c1", "r6c1"}},
			{Unit: "column 1", V: 2, Keep: []string{"r1c1", "r4c1"}}},
			only: []string{"r1c1=1,2", "r4c1=1,2"},
			want: "Naked Pair: in column 1, r1c1 and r4c1 hold only 1 and 2, so r6c1<>1"},
		{name: "6x6 empty", grid: givens(2, 3)},
	})
}

func TestNakedTriple(t *testing.T) {
	testFind(t, "Naked Triple", findNakedTriple, []findCase{
		{name: "9x9 box", grid: givens(3, 3), elims: []elim{
			{Unit: "box 5", V: 1, Keep: []string{"r4c4", "r4c5", "r5c6"}},
			{Unit: "box 5", V: 4, Keep: []string{"r4c4", "r6c5"}},
			{Unit: "box 5", V: 7, Keep: []string{"r5c6", "r6c4", "r6c5"}}},
			only: []string{"r4c4=1,4", "r5c6=1,7", "r6c5=4,7"},
			want: "Naked Triple: in box 5, r4c4, r5c6 and r6c5 hold only 1, 4 and 7, so r4c5<>1, r6c4<>7"},
		{name: "9x9 nothing to eliminate", grid: givens(3, 3), elims: []elim{
			{Unit: "box 5", V: 1, Keep: []string{"r4c4", "r5c6"}},
			{Unit: "box 5", V: 4, Keep: []string{"r4c4", "r6c5"}},
			{Unit: "box 5", V: 7, Keep: []string{"r5c6", "r6c5"}}},
			only: []string{"r4c4=1,4", "r5c6=1,7", "r6c5=4,7"}},
		{name: "9x9 four values", grid: givens(3, 3),
			only: []string{"r4c4=1,4", "r5c6=1,7", "r6c5=4,8"}},
		{name: "6x6 row", grid: givens(2, 3), elims: []elim{
			{Unit: "row 5", V: 6, Keep: []string{"r5c1", "r5c3", "r5c6"}}},
			only: []string{"r5c1=4,5", "r5c3=4,5,6", "r5c6=5,6"},
			want: "Naked Triple: in row 5, r5c1, r5c3 and r5c6 hold only 4, 5 and 6, so r5c2<>4, r5c2<>5, r5c4<>4, r5c4<>5, r5c5<>4, r5c5<>5"},
	})
}

func TestNakedQuad(t *testing.T) {
	testFind(t, "Naked Quad", findNakedQuad, []findCase{
		{name: "12x12 row", grid: givens(3, 4), elims: []elim{
			{Unit: "row 2", V: 1, Keep: []string{"r2c1", "r2c2", "r2c12"}},
			{Unit: "row 2", V: 2, Keep: []string{"r2c1", "r2c5"}},
			{Unit: "row 2", V: 3, Keep: []string{"r2c5", "r2c9"}},
			{Unit: "row 2", V: 4, Keep: []string{"r2c9", "r2c10", "r2c12"}}},
			only: []string{"r2c1=1,2", "r2c5=2,3", "r2c9=3,4", "r2c12=1,4"},
			want: "Naked Quad: in row 2, r2c1, r2c5, r2c9 and r2c12 hold only 1, 2, 3 and 4, so r2c2<>1, r2c10<>4"},
		{name: "12x12 five values", grid: givens(3, 4),
			only: []string{"r2c1=1,2", "r2c5=2,3", "r2c9=3,4", "r2c12=1,5"}},
		{name: "9x9 empty", grid: givens(3, 3)},
	})
}

func TestHiddenPair(t *testing.T) {
	testFind(t, "Hidden Pair", findHiddenPair, []findCase{
		{name: "9x9 box", grid: givens(3, 3), elims: []elim{
			{Unit: "box 5", V: 2, Keep: []string{"r4c4", "r5c6"}},
			{Unit: "box 5", V: 6, Keep: []string{"r4c4", "r5c6"}}},
			only: []string{"r4c4=1,2,6", "r5c6=2,6,9"},
			want: "Hidden Pair: in box 5, 2 and 6 lie only in r4c4 and r5c6, so r4c4<>1, r5c6<>9"},
		{name: "9x9 lowest value before kind", grid: givens(3, 3), elims: []elim{
			{Unit: "row 1", V: 3, Keep: []string{"r1c1", "r1c9"}},
			{Unit: "row 1", V: 4, Keep: []string{"r1c1", "r1c9"}},
			{Unit: "box 1", V: 5, Keep: []string{"r1c1", "r2c2"}},
			{Unit: "box 1", V: 7, Keep: []string{"r1c1", "r2c2"}}},
			only: []string{"r1c1=3,4,5,7", "r1c9=3,4,8"},
			want: "Hidden Pair: in row 1, 3 and 4 lie only in r1c1 and r1c9, so r1c1<>5, r1c1<>7, r1c9<>8"},
		{name: "9x9 box first at the same cell and value", grid: givens(3, 3), elims: []elim{
			{Unit: "box 1", V: 3, Keep: []string{"r1c1", "r1c2"}},
			{Unit: "box 1", V: 4, Keep: []string{"r1c1", "r1c2"}},
			{Unit: "row 1", V: 3, Keep: []string{"r1c1", "r1c2"}},
			{Unit: "row 1", V: 4, Keep: []string{"r1c1", "r1c2"}}},
			only: []string{"r1c1=3,4,5", "r1c2=3,4"},
			want: "Hidden Pair: in box 1, 3 and 4 lie only in r1c1 and r1c2, so r1c1<>5"},
		{name: "9x9 already naked", grid: givens(3, 3), elims: []elim{
			{Unit: "box 5", V: 2, Keep: []string{"r4c4", "r5c6"}},
			{Unit: "box 5", V: 6, Keep: []string{"r4c4", "r5c6"}}},
			only: []string{"r4c4=2,6", "r5c6=2,6"}},
		{name: "9x9 empty", grid: givens(3, 3)},
		{name: "6x6 box", grid: givens(2, 3), elims: []elim{
			{Unit: "box 4", V: 3, Keep: []string{"r3c4", "r4c6"}},
			{Unit: "box 4", V: 5, Keep: []string{"r3c4", "r4c6"}}},
			only: []string{"r3c4=1,3,5", "r4c6=3,5,6"},
			want: "Hidden Pair: in box 4, 3 and 5 lie only in r3c4 and r4c6, so r3c4<>1, r4c6<>6"},
		{name: "6x6 empty", grid: givens(2, 3)},
	})
}

func TestHiddenTriple(t *testing.T) {
	testFind(t, "Hidden Triple", findHiddenTriple, []findCase{
		{name: "9x9 column", grid: givens(3, 3), elims: []elim{
			{Unit: "column 3", V: 1, Keep: []string{"r2c3", "r8c3"}},
			{Unit: "column 3", V: 4, Keep: []string{"r2c3", "r5c3"}},
			{Unit: "column 3", V: 9, Keep: []string{"r5c3", "r8c3"}}},
			only: []string{"r2c3=1,4,7", "r5c3=4,9", "r8c3=1,5,9"},
			want: "Hidden Triple: in column 3, 1, 4 and 9 lie only in r2c3, r5c3 and r8c3, so r2c3<>7, r8c3<>5"},
		{name: "9x9 four places", grid: givens(3, 3), elims: []elim{
			{Unit: "column 3", V: 1, Keep: []string{"r2c3", "r8c3"}},
			{Unit: "column 3", V: 4, Keep: []string{"r2c3", "r5c3"}},
			{Unit: "column 3", V: 9, Keep: []string{"r5c3", "r9c3"}}}},
		{name: "9x9 empty", grid: givens(3, 3)},
	})
}

func TestHiddenQuad(t *testing.T) {
	testFind(t, "Hidden Quad", findHiddenQuad, []findCase{
		{name: "12x12 column", grid: givens(3, 4), elims: []elim{
			{Unit: "column 12", V: 9, Keep: []string{"r1c12", "r12c12"}},
			{Unit: "column 12", V: 10, Keep: []string{"r1c12", "r5c12"}},
			{Unit: "column 12", V: 11, Keep: []string{"r5c12", "r9c12"}},
			{Unit: "column 12", V: 12, Keep: []string{"r9c12", "r12c12"}}},
			only: []string{"r1c12=1,9,10", "r5c12=10,11", "r9c12=11,12", "r12c12=2,9,12"},
			want: "Hidden Quad: in column 12, 9, 10, 11 and 12 lie only in r1c12, r5c12, r9c12 and r12c12, so r1c12<>1, r12c12<>2"},
		{name: "12x12 empty", grid: givens(3, 4)},
		{name: "9x9 empty", grid: givens(3, 3)},
	})
}
