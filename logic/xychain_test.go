package logic

import "testing"

func TestXYChain(t *testing.T) {
	testFind(t, "XY-Chain", findXYChain, []findCase{
		{name: "9x9 four cells", grid: givens(3, 3),
			only: []string{"r1c1=1,2", "r1c5=2,3", "r5c5=3,4", "r5c9=1,4"},
			want: "XY-Chain: (1=2)r1c1-(2=3)r1c5-(3=4)r5c5-(4=1)r5c9 => r1c9<>1, r5c1<>1"},
		{name: "9x9 the shorter chain", grid: givens(3, 3),
			only: []string{"r1c1=1,2", "r1c5=2,3", "r5c5=3,4", "r5c9=1,4", "r2c2=2,8", "r9c2=8,1"},
			want: "XY-Chain: (1=2)r1c1-(2=8)r2c2-(8=1)r9c2 => r1c2<>1, r3c2<>1, r7c1<>1, r8c1<>1, r9c1<>1"},
		{name: "9x9 ends of two values", grid: givens(3, 3),
			only: []string{"r1c1=1,2", "r1c5=2,3", "r5c5=3,4"}},
		{name: "9x9 two cells are a pair, not a chain", grid: givens(3, 3),
			only: []string{"r1c1=1,2", "r1c5=1,2"}},
		{name: "9x9 nothing to eliminate", grid: givens(3, 3),
			only: []string{"r1c1=1,2", "r1c5=2,3", "r5c5=3,4", "r5c9=1,4", "r1c9=2,3,4,5,6,7,8,9", "r5c1=2,3,4,5,6,7,8,9"}},
		{name: "9x9 empty", grid: givens(3, 3)},
		{name: "12x12 three cells", grid: givens(3, 4),
			only: []string{"r1c1=1,2", "r1c9=2,3", "r6c9=1,3"},
			want: "XY-Chain: (1=2)r1c1-(2=3)r1c9-(3=1)r6c9 => r6c1<>1"},
		{name: "12x12 nothing to eliminate", grid: givens(3, 4),
			only: []string{"r1c1=1,2", "r1c9=2,3", "r6c9=1,3", "r6c1=2,3,4,5,6,7,8,9,10,11,12"}},
		{name: "12x12 empty", grid: givens(3, 4)},
	})
}
