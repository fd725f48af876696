package logic

import "testing"

func TestXYWing(t *testing.T) {
	testFind(t, "XY-Wing", findXYWing, []findCase{
		{name: "9x9 row and column", grid: givens(3, 3),
			only: []string{"r2c2=3,7", "r2c8=3,5", "r5c2=5,7"},
			want: "XY-Wing: as r2c2 is 3 or 7, r2c8 (3 or 5) or r5c2 (7 or 5) is 5, so r5c8<>5"},
		{name: "9x9 nothing to eliminate", grid: givens(3, 3),
			only: []string{"r2c2=3,7", "r2c8=3,5", "r5c2=5,7", "r5c8=1,2,3,4,6,7,8,9"}},
		{name: "9x9 lowest value before pincers", grid: givens(3, 3),
			only: []string{"r2c2=3,7", "r2c8=3,5", "r5c2=5,7", "r2c9=3,4", "r6c2=4,7"},
			want: "XY-Wing: as r2c2 is 3 or 7, r2c9 (3 or 4) or r6c2 (7 or 4) is 4, so r6c9<>4"},
		{name: "9x9 pivot first", grid: givens(3, 3),
			only: []string{"r2c2=3,7", "r2c8=3,5", "r5c2=5,7", "r1c5=1,2", "r1c9=1,9", "r7c5=2,9"},
			want: "XY-Wing: as r1c5 is 1 or 2, r1c9 (1 or 9) or r7c5 (2 or 9) is 9, so r7c9<>9"},
		{name: "9x9 pincers told in the pivot's order", grid: givens(3, 3),
			only: []string{"r5c5=2,8", "r5c1=6,8", "r9c5=2,6"},
			want: "XY-Wing: as r5c5 is 2 or 8, r9c5 (2 or 6) or r5c1 (8 or 6) is 6, so r9c1<>6"},
		{name: "9x9 box and row", grid: givens(3, 3),
			only: []string{"r1c1=4,5", "r2c3=4,6", "r1c7=5,6"},
			want: "XY-Wing: as r1c1 is 4 or 5, r2c3 (4 or 6) or r1c7 (5 or 6) is 6, so r1c2<>6, r1c3<>6, r2c7<>6, r2c8<>6, r2c9<>6"},
		{name: "9x9 pincers share the same pivot value", grid: givens(3, 3),
			only: []string{"r2c2=3,7", "r2c8=3,5", "r5c2=3,5"}},
		{name: "9x9 a pincer does not see the pivot", grid: givens(3, 3),
			only: []string{"r2c2=3,7", "r2c8=3,5", "r5c3=5,7"}},
		{name: "9x9 an XYZ-Wing is no XY-Wing", grid: givens(3, 3),
			only: []string{"r2c2=3,5,7", "r2c3=3,5", "r5c2=5,7"}},
		{name: "9x9 empty", grid: givens(3, 3)},
		{name: "6x6 row and column", grid: givens(2, 3),
			only: []string{"r1c1=1,2", "r1c5=1,3", "r4c1=2,3"},
			want: "XY-Wing: as r1c1 is 1 or 2, r1c5 (1 or 3) or r4c1 (2 or 3) is 3, so r4c5<>3"},
		{name: "6x6 box and row", grid: givens(2, 3),
			only: []string{"r1c1=1,2", "r2c3=1,3", "r1c5=2,3"},
			want: "XY-Wing: as r1c1 is 1 or 2, r2c3 (1 or 3) or r1c5 (2 or 3) is 3, so r1c2<>3, r1c3<>3, r2c4<>3, r2c5<>3, r2c6<>3"},
		{name: "6x6 empty", grid: givens(2, 3)},
	})
}

func TestXYZWing(t *testing.T) {
	testFind(t, "XYZ-Wing", findXYZWing, []findCase{
		{name: "9x9 box and column", grid: givens(3, 3),
			only: []string{"r2c2=3,5,7", "r2c3=3,5", "r5c2=5,7"},
			want: "XYZ-Wing: as r2c2 is 3, 5 or 7, r2c2, r2c3 (3 or 5) or r5c2 (7 or 5) is 5, so r1c2<>5, r3c2<>5"},
		{name: "9x9 nothing to eliminate", grid: givens(3, 3),
			only: []string{"r2c2=3,5,7", "r2c3=3,5", "r5c2=5,7", "r1c2=1,2,3,4,6,7,8,9", "r3c2=1,2,3,4,6,7,8,9"}},
		{name: "9x9 no cell sees all three", grid: givens(3, 3),
			only: []string{"r2c2=3,5,7", "r2c8=3,5", "r5c2=5,7"}},
		{name: "9x9 lowest value before pincers", grid: givens(3, 3),
			only: []string{"r2c2=3,5,7", "r2c3=3,5", "r5c2=5,7", "r1c1=3,7"},
			want: "XYZ-Wing: as r2c2 is 3, 5 or 7, r2c2, r2c3 (5 or 3) or r1c1 (7 or 3) is 3, so r1c2<>3, r1c3<>3, r2c1<>3, r3c1<>3, r3c2<>3, r3c3<>3"},
		{name: "9x9 an XY-Wing is no XYZ-Wing", grid: givens(3, 3),
			only: []string{"r2c2=3,7", "r2c8=3,5", "r5c2=5,7"}},
		{name: "9x9 a pincer outside the pivot's values", grid: givens(3, 3),
			only: []string{"r2c2=3,5,7", "r2c3=3,5", "r1c2=5,8"}},
		{name: "9x9 empty", grid: givens(3, 3)},
		{name: "12x12 box and row", grid: givens(3, 4),
			only: []string{"r1c1=1,2,3", "r3c4=1,3", "r1c9=2,3"},
			want: "XYZ-Wing: as r1c1 is 1, 2 or 3, r1c1, r3c4 (1 or 3) or r1c9 (2 or 3) is 3, so r1c2<>3, r1c3<>3, r1c4<>3"},
		{name: "12x12 empty", grid: givens(3, 4)},
	})
}

// TestWingsAllocateNothing: a wing search that meets a pivot and pincers
// but no cell to eliminate from allocates nothing.
func TestWingsAllocateNothing(t *testing.T) {
	c := candidates(t, givens(3, 3))
	keepOnly(t, c, "r2c2=3,7", "r2c8=3,5", "r5c2=5,7", "r5c8=1,2,3,4,6,7,8,9",
		"r4c4=3,5,7", "r4c5=3,5", "r7c4=5,7", "r5c4=1,2,3,4,6,7,8,9", "r6c4=1,2,3,4,6,7,8,9")
	for _, f := range []func(*Candidates) (Step, bool){findXYWing, findXYZWing} {
		if _, ok := f(c); ok {
			t.Fatal("found a wing in a grid that has none that eliminates")
		}
		if n := testing.AllocsPerRun(10, func() { f(c) }); n != 0 {
			t.Errorf("a wing search allocates %v times", n)
		}
	}
}
