package dlx_test

import (
	"testing"
	"time"

	"github.com/sudokit-go/sudokit"
	"github.com/sudokit-go/sudokit/internal/enginetest"
)

// TestLongAgreement holds dlx to the golden answers of the shared sets,
// from 4x4 to 36x36 (about 4,400 puzzles), and on the 4x4 and 6x6 ones to
// sudokit.Backtrack as well: the same grid on a unique puzzle, the same
// count up to two on every puzzle (see enginetest.CrossCheck). Run it with
//
//	go test ./engine/dlx -run Long -long
func TestLongAgreement(t *testing.T) {
	box := func(r, c int) sudokit.ReadOptions { return sudokit.ReadOptions{BoxRows: r, BoxCols: c} }
	enginetest.CrossCheck{
		Sets: []enginetest.SharedSet{
			{File: "4x4/all-grids.txt"},
			{File: "4x4/random-puzzles.txt"},
			{File: "4x4/minimal-unique.txt"},
			{File: "6x6/random-minimal.txt", Opt: box(2, 3)},
			{File: "6x6/random-blank-50pct.txt", Opt: box(2, 3)},
			{File: "9x9/magictour-top1465.txt"},
			{File: "9x9/forum-hardest-1106.txt"},
			{File: "12x12/random-minimal.txt", Opt: box(3, 4)},
			{File: "16x16/public-gecode.txt"},
			{File: "16x16/random-minimal.txt"},
			{File: "25x25/random-blank-45pct.txt"},
			{File: "36x36/random-blank-40pct.txt"},
		},
		Engines:     []enginetest.Engine{{Name: "dlx", New: newDLX}},
		RefDeadline: 2 * time.Second,
		RefMaxN:     6, // backtrack takes seconds on the hard 9x9 sets
		Want:        1000,
	}.Run(t)
}
