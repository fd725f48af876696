package logic

import "testing"

func TestALSXZ(t *testing.T) {
	no4 := "1,2,3,5,6,7,8,9"
	testFind(t, "ALS-XZ", findALSXZ, []findCase{
		{name: "9x9 one cell and three", grid: givens(3, 3),
			only: []string{"r1c1=1,2", "r1c2=2,3", "r1c3=3,4", "r5c1=1,4"},
			want: "ALS-XZ: A=r5c1 {14}, B=r1c123 {1234}, X=1, Z=4 => r2c1<>4, r3c1<>4, r4c3<>4, r5c3<>4, r6c3<>4"},
		{name: "9x9 nothing to eliminate", grid: givens(3, 3),
			only: []string{"r1c1=1,2", "r1c2=2,3", "r1c3=3,4", "r5c1=1,4",
				"r2c1=" + no4, "r3c1=" + no4, "r4c3=" + no4, "r5c3=" + no4, "r6c3=" + no4}},
		{name: "9x9 no restricted common", grid: givens(3, 3),
			only: []string{"r1c1=1,2", "r1c2=2,3", "r1c3=3,4", "r5c2=1,4"}},
		{name: "9x9 a column set", grid: givens(3, 3),
			only: []string{"r1c1=1,2", "r2c1=2,3", "r3c1=3,4", "r1c5=1,4"},
			want: "ALS-XZ: A=r1c5 {14}, B=r123c1 {1234}, X=1, Z=4 => r1c2<>4, r1c3<>4, r3c4<>4, r3c5<>4, r3c6<>4"},
		{name: "9x9 empty", grid: givens(3, 3)},
		{name: "6x6 column set", grid: givens(2, 3),
			only: []string{"r1c1=1,2", "r2c2=2,3", "r5c1=1,3"},
			want: "ALS-XZ: A=r2c2 {23}, B=r15c1 {123}, X=2, Z=3 => r2c1<>3, r5c2<>3, r6c2<>3"},
		{name: "6x6 nothing to eliminate", grid: givens(2, 3),
			only: []string{"r1c1=1,2", "r2c2=2,3", "r5c1=1,3", "r2c1=1,2,4,5,6", "r3c1=1,2,4,5,6", "r4c2=1,2,4,5,6", "r5c2=1,2,4,5,6", "r6c2=1,2,4,5,6"}},
		{name: "6x6 empty", grid: givens(2, 3)},
		{name: "12x12 a cell and a column", grid: givens(3, 4),
			only: []string{"r1c1=1,11", "r1c2=11,12", "r6c1=1,12"},
			want: "ALS-XZ: A=r1c2 {11,12}, B=r1c1,r6c1 {1,11,12}, X=11, Z=12 => r2c1<>12, r3c1<>12, r4c2<>12, r5c2<>12, r6c2<>12"},
	})
}
