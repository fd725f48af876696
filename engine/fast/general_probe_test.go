package fast

import (
	"context"
	"flag"
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/sudokit-go/sudokit"
)

var (
	genProbe      = flag.String("genprobe", "", "B:KEEP:K: make K random puzzles of the BxB-boxed shape with a share KEEP of givens and print what the general search does on each")
	genProbeOut   = flag.String("genprobeout", "", "with -genprobe: write the puzzles to this file, one a line")
	genProbeCap   = flag.Duration("genprobecap", 10*time.Second, "with -genprobe: CPU time per puzzle")
	genProbeLearn = flag.Int64("genprobelearn", -2, "with -genprobe: the learning switch (-2: the default, -1: never)")
	genProbeNodes = flag.Int64("genprobenodes", 0, "node cap")
	genProbeLimit = flag.Int("genprobelimit", 1, "with -genprobe: the count limit")
)

// TestGeneralProbe prints the nodes, backtracks and CPU time of the
// general search on random puzzles of -genprobe.
func TestGeneralProbe(t *testing.T) {
	if *genProbe == "" {
		t.Skip("run with -genprobe B:KEEP:K")
	}
	f := strings.Split(*genProbe, ":")
	b, _ := strconv.Atoi(f[0])
	keep, _ := strconv.ParseFloat(f[1], 64)
	k, _ := strconv.Atoi(f[2])
	samples := randomSamples(t, sudokit.MustShape(b, b), keep, k)
	if *genProbeOut != "" {
		var sb strings.Builder
		for _, s := range samples {
			for i, v := range s.Puzzle.Cells {
				if i > 0 {
					sb.WriteByte(' ')
				}
				fmt.Fprint(&sb, v)
			}
			sb.WriteByte('\n')
		}
		if err := os.WriteFile(*genProbeOut, []byte(sb.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	e := New(sudokit.Options{MaxNodes: *genProbeNodes})
	e.general = true
	if *genProbeLearn != -2 {
		e.gen.learnAfter = *genProbeLearn
	}
	var tot int64
	var totT time.Duration
	bad := 0
	defer func() { t.Logf("total nodes %d unsettled %d cpu %v", tot, bad, totT) }()
	for i, s := range samples {
		ctx, cancel := context.WithCancel(context.Background())
		start := cpuTime()
		go func() {
			for ctx.Err() == nil {
				time.Sleep(10 * time.Millisecond)
				if cpuTime()-start > *genProbeCap {
					cancel()
				}
			}
		}()
		_, n, st, err := sudokit.SolveCount(ctx, e, s.Puzzle, *genProbeLimit)
		d := cpuTime() - start
		cancel()
		given := 0
		for _, v := range s.Puzzle.Cells {
			if v != 0 {
				given++
			}
		}
		t.Logf("%d: givens %d count %d err %v %8.1f ms nodes %d backtracks %d guesses %d learn conflicts %d",
			i+1, given, n, err, float64(d.Microseconds())/1000, st.Stats.Nodes, st.Stats.Backtracks, st.Stats.Guesses, e.gen.learn.conflicts)
		tot += st.Stats.Nodes
		totT += d
		if err != nil {
			bad++
		}
	}
}
