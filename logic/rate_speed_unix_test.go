//go:build unix

package logic

import (
	"context"
	"path/filepath"
	"syscall"
	"testing"
	"time"

	"github.com/sudokit-go/sudokit/internal/shareddata"
)

// TestRateSpeed (with -long) logs, per se-ratings file, the puzzles rated
// per CPU-second of the process (user + system, as docs/rating.md §9
// counts) by one Rater on one goroutine. It measures; it asserts nothing.
func TestRateSpeed(t *testing.T) {
	if !shareddata.Long() {
		t.Skip("run with -long")
	}
	dir := shareddata.Dir(t)
	for _, f := range []string{"qqwing-simple", "qqwing-easy", "qqwing-intermediate", "qqwing-expert", "top1465-200"} {
		rs := readSERatings(t, filepath.Join(dir, "9x9", "se-ratings-"+f+".tsv"))
		r := NewRater(RateOptions{})
		rounds := 1
		if len(rs) > 0 && f[:6] == "qqwing" && f != "qqwing-expert" {
			rounds = 20
		}
		before := cpuTime()
		for k := 0; k < rounds; k++ {
			for _, x := range rs {
				if _, err := r.Rate(context.Background(), x.puzzle); err != nil {
					t.Fatal(err)
				}
			}
		}
		cpu := cpuTime() - before
		t.Logf("%s: %d puzzles in %v CPU: %.0f puzzles per CPU-second", f, rounds*len(rs), cpu, float64(rounds*len(rs))/cpu.Seconds())
	}
}

// cpuTime is the user and system time the process has used.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
