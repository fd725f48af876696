package classic_test

import (
	"testing"
	"time"

	"github.com/sudokit-go/sudokit"
	"github.com/sudokit-go/sudokit/internal/enginetest"
)

// TestLongAgreement holds every engine to the golden answers of the shared
// sets and to sudokit.Backtrack, on about 2,700 puzzles of 4x4 to 16x16; a
// search past two seconds is reported and left out, and brute force takes
// the 4x4 sets all-grids and random-puzzles (see enginetest.CrossCheck).
// Run it with
//
//	go test ./engine/classic -run Long -long
func TestLongAgreement(t *testing.T) {
	box23 := sudokit.ReadOptions{BoxRows: 2, BoxCols: 3}
	enginetest.CrossCheck{
		Sets: []enginetest.SharedSet{
			{File: "4x4/all-grids.txt"},
			{File: "4x4/random-puzzles.txt"},
			{File: "4x4/minimal-unique.txt"},
			{File: "6x6/random-minimal.txt", Opt: box23},
			{File: "6x6/random-blank-50pct.txt", Opt: box23},
			{File: "9x9/kaggle-sample-10000.txt", Limit: 600},
			{File: "9x9/qqwing-simple.txt", Limit: 200},
			{File: "16x16/random-blank-35pct.txt"},
		},
		Engines:     engines,
		Deadline:    2 * time.Second,
		RefDeadline: 2 * time.Second,
		Want:        1000,
	}.Run(t)
}
