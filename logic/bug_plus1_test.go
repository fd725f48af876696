package logic

import "testing"

func TestFindBUGPlus1(t *testing.T) {
	// Two 4x4 grids that differ in every cell (1↔2, 3↔4): every cell
	// holds its two values, every value two places in each unit.
	bug := []string{"r1c1=1,2", "r1c2=1,2", "r1c3=3,4", "r1c4=3,4", "r2c1=3,4", "r2c2=3,4", "r2c3=1,2", "r2c4=1,2",
		"r3c1=1,2", "r3c2=3,4", "r3c3=3,4", "r3c4=1,2", "r4c1=3,4", "r4c2=1,2", "r4c3=1,2", "r4c4=3,4"}
	plus := func(extra ...string) []string {
		out := append([]string(nil), bug...)
		for _, e := range extra {
			for k, o := range out {
				if o[:4] == e[:4] {
					out[k] = e
				}
			}
		}
		return out
	}
	testFind(t, "BUG+1", findBUGPlus1, []findCase{
		{name: "4x4", grid: givens(2, 2), only: plus("r1c1=1,2,3"),
			want: "BUG+1: r1c1 is the only cell with more than two candidates; unless it is 3 the puzzle has two solutions, so r1c1<>1, r1c1<>2"},
		{name: "two BUG cells", grid: givens(2, 2), only: plus("r1c1=1,2,3", "r4c4=1,3,4")},
		{name: "no grave", grid: givens(2, 2), only: plus("r1c1=1,2,3", "r2c2=3")},
	})
}

func TestSEBUG(t *testing.T) {
	bug := []string{"r1c1=1,2", "r1c2=1,2", "r1c3=3,4", "r1c4=3,4", "r2c1=3,4", "r2c2=3,4", "r2c3=1,2", "r2c4=1,2",
		"r3c1=1,2", "r3c2=3,4", "r3c3=3,4", "r3c4=1,2", "r4c1=3,4", "r4c2=1,2", "r4c3=1,2", "r4c4=3,4"}
	c1 := grid(t, 2, 2, nil, nil, bug...)
	keepOnly(t, c1, "r1c1=1,2")
	c1.marks[0] |= bit(3)
	c2 := grid(t, 2, 2, nil, nil, bug...)
	c2.marks[0] |= bit(3)
	c2.marks[c2.shape.Index(pos("r3c4"))] |= bit(3)
	testProducer(t, func(se *seScratch) seProducer { return se.bug }, []seCase{
		{"type 1", c1, "BUG+1 5.6: r1c1<>1, r1c1<>2"},
		{"type 2", c2, "BUG type 2 5.7: r1c4<>3"},
		{"no grave", grid(t, 2, 2, nil, nil, bug[:8]...), ""},
	})
}
