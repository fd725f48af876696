package logic

import "testing"

func TestFindUniqueRectangle(t *testing.T) {
	testFind(t, "Unique Rectangle", findUniqueRectangle, []findCase{
		{name: "type 1", grid: givens(3, 3), only: []string{"r1c1=3,7", "r1c2=3,7", "r4c2=3,7", "r4c1=3,7,9"},
			want: "Unique Rectangle type 1: r1c1, r1c2, r4c1 and r4c2 hold 3 and 7 and only r4c1 more; it cannot be 3 or 7 (two solutions), so r4c1<>3, r4c1<>7"},
		{name: "type 2, 4x4", grid: givens(2, 2), only: []string{"r1c1=1,2", "r1c2=1,2", "r3c1=1,2,4", "r3c2=1,2,4"},
			want: "Unique Rectangle type 2: r1c1, r1c2, r3c1 and r3c2 hold 1 and 2; r3c1 or r3c2 is 4 (else two solutions), so r3c3<>4, r3c4<>4, r4c1<>4, r4c2<>4"},
		{name: "type 3, 6x6", grid: givens(2, 3), only: []string{"r1c1=3,4", "r1c2=3,4", "r3c1=3,4,5", "r3c2=3,4,6", "r3c4=5,6"},
			want: "Unique Rectangle type 3: r1c1, r1c2, r3c1 and r3c2 hold 3 and 4; r3c1 and r3c2, as one cell of 5 or 6 (else two solutions), make a naked pair of 5 and 6 with r3c4 in row 3, so r3c3<>5, r3c3<>6, r3c5<>5, r3c5<>6, r3c6<>5, r3c6<>6"},
		{name: "type 4", grid: givens(3, 3), elims: []elim{{Unit: "row 4", V: 3, Keep: []string{"r4c1", "r4c2"}}},
			only: []string{"r1c1=3,7", "r1c2=3,7", "r4c1=3,7,9", "r4c2=3,7,8"},
			want: "Unique Rectangle type 4: r1c1, r1c2, r4c1 and r4c2 hold 3 and 7; in row 4, 3 lies only in r4c1 and r4c2, so neither is 7 (two solutions): r4c1<>7, r4c2<>7"},
		{name: "four boxes: no rectangle", grid: givens(3, 3), only: []string{"r1c1=3,7", "r1c4=3,7", "r4c4=3,7", "r4c1=3,7,9"}},
		{name: "no extra candidate to remove", grid: givens(3, 3), only: []string{"r1c1=3,7", "r1c2=3,7", "r4c2=3,7", "r4c1=3,7"}},
	})
}

func TestSEUniqueLoops(t *testing.T) {
	// A loop of six cells in rows 1-3 and columns 1, 4, 7; r2c1, r3c4 and
	// r1c7 lose 7 so that no rectangle of four cells hides in it.
	loop6 := []string{"r1c1=3,7", "r1c4=3,7", "r2c4=3,7", "r2c7=3,7", "r3c7=3,7", "r3c1=3,7,9",
		"r2c1=1,2,3,4,5,6,8,9", "r3c4=1,2,3,4,5,6,8,9", "r1c7=1,2,3,4,5,6,8,9"}
	testProducer(t, func(se *seScratch) seProducer { return se.uniqueLoops }, []seCase{
		{"rectangle type 1", grid(t, 3, 3, nil, nil, "r1c1=3,7", "r1c2=3,7", "r4c2=3,7", "r4c1=3,7,9"),
			"Unique Rectangle 4.5: r4c1<>3, r4c1<>7"},
		{"loop of 6, type 1", grid(t, 3, 3, nil, nil, loop6...), "Unique Loop 4.6: r3c1<>3, r3c1<>7"},
		{"a rectangle inside the loop", grid(t, 3, 3, nil, nil, loop6[:6]...), "Unique Rectangle 4.5: r2c1<>3, r2c1<>7"},
		{"type 3 naked pair, 6x6", grid(t, 2, 3, nil, nil, "r1c1=3,4", "r1c2=3,4", "r3c1=3,4,5", "r3c2=3,4,6", "r3c4=5,6"),
			"Unique Rectangle 4.6: r3c3<>5, r3c3<>6, r3c5<>5, r3c5<>6, r3c6<>5, r3c6<>6"},
		{"none", grid(t, 3, 3, nil, nil, "r1c1=3,7", "r1c4=3,7", "r4c4=3,7", "r4c1=3,7,9"), ""},
	})
}
