package logic

import "testing"

func TestFindAlignedPairExclusion(t *testing.T) {
	testFind(t, "Aligned Pair Exclusion", findAlignedPairExclusion, []findCase{
		{name: "r1c4 cannot be 3", grid: givens(3, 3), only: []string{"r1c1=1,2", "r1c2=1,3", "r1c3=2,3"},
			want: "Aligned Pair Exclusion: r1c1 and r1c4 both see the bivalue cells r1c2 (1 or 3) and r1c3 (2 or 3); no pair of their values that empties none of them has r1c4=3, so r1c4<>3"},
		{name: "6x6", grid: givens(2, 3), only: []string{"r1c1=1,2", "r2c2=1,3", "r1c3=2,3"},
			want: "Aligned Pair Exclusion: r1c1 and r1c2 both see the bivalue cells r1c3 (2 or 3) and r2c2 (1 or 3); no pair of their values that empties none of them has r1c2=3, so r1c2<>3"},
		{name: "one excluder", grid: givens(3, 3), only: []string{"r1c1=1,2", "r1c2=1,3"}},
	})
}

func TestSEAlignedExclusion(t *testing.T) {
	testProducer(t, func(se *seScratch) seProducer { return se.alignedPair }, []seCase{
		{"pair", grid(t, 3, 3, nil, nil, "r1c1=1,2", "r1c2=1,3", "r1c3=2,3"), "Aligned Pair Exclusion 6.2: r1c4<>3"},
		{"none", grid(t, 3, 3, nil, nil, "r1c1=1,2", "r1c2=1,3"), ""},
	})
	testProducer(t, func(se *seScratch) seProducer { return se.alignedTriple }, []seCase{
		{"triple", grid(t, 3, 3, nil, nil, "r1c1=1,2", "r1c2=1,3", "r1c3=2,3"), "Aligned Triplet Exclusion 7.5: r1c4<>3, r1c5<>3"},
		{"none", grid(t, 3, 3, nil, nil, "r1c1=1,2", "r5c5=1,3"), ""},
	})
}
