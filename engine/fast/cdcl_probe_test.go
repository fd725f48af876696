package fast

import (
	"context"
	"flag"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/sudokit-go/sudokit"
	"github.com/sudokit-go/sudokit/internal/enginetest"
)

var (
	probeSet   = flag.String("cdclprobe", "", "a shared set (path without .txt) whose puzzles the learning search counts to two from node 0, printing its conflicts")
	probeLines = flag.String("probelines", "", "with -cdclprobe: the lines to take, comma-separated (empty: all)")
	probeCap   = flag.Duration("probecap", 20*time.Second, "with -cdclprobe: CPU time per puzzle")
	probeLimit = flag.Int("probelimit", 2, "with -cdclprobe: the count limit (1: first solution)")
	probeAfter = flag.Int64("probeafter", 0, "with -cdclprobe: the nodes of the restarting search before learning takes over")
	probeSeed  = flag.Uint64("probeseed", 0, "with -cdclprobe: a seed for a change of the start activities below 1% (0: none), to gauge how far chance moves the conflicts")
	probeConf  = flag.Int64("probeconf", 0, "with -cdclprobe: conflicts per puzzle, a cap that does not depend on the machine's load (0: none)")
)

// TestCDCLProbe prints the learning search's conflicts, decisions,
// propagations and learned clause lengths per puzzle of -cdclprobe.
func TestCDCLProbe(t *testing.T) {
	if *probeSet == "" {
		t.Skip("run with -cdclprobe SET")
	}
	samples := enginetest.ReadSet(t, *probeSet, enginetest.SetOptions(*probeSet), 0)
	want := map[int]bool{}
	for _, f := range strings.Split(*probeLines, ",") {
		if k, err := strconv.Atoi(f); err == nil {
			want[k] = true
		}
	}
	e := New(sudokit.Options{})
	e.general, e.gen.learnAfter = true, *probeAfter
	e.gen.learn.maxConflicts = *probeConf
	e.gen.learn.jitter = *probeSeed
	var tot time.Duration
	var conf int64
	for i, s := range samples {
		if len(want) > 0 && !want[i+1] {
			continue
		}
		ctx, cancel := context.WithCancel(context.Background())
		start := cpuTime()
		go func() {
			for ctx.Err() == nil {
				time.Sleep(10 * time.Millisecond)
				if cpuTime()-start > *probeCap {
					cancel()
				}
			}
		}()
		// A puzzle the restarting search settles (-probeafter) leaves the
		// learning search's figures at 0.
		l := &e.gen.learn
		l.conflicts, l.props, l.learnLits, l.shrunk = 0, 0, 0, 0
		_, n, _, err := sudokit.SolveCount(ctx, e, s.Puzzle, *probeLimit)
		d := cpuTime() - start
		cancel()
		ok := err == nil && (*probeConf == 0 || l.conflicts < *probeConf)
		if ok && n != min(s.Count, *probeLimit) {
			t.Errorf("%s: count %d, want %d", s.Where, n, s.Count)
		}
		tot += d
		conf += l.conflicts
		t.Logf("%-26s settled=%-5v %8.0f ms  conflicts %8d  decisions %8d  props %10d  avglen %5.1f  conf/s %6.0f shrunk %d",
			s.Where, ok, float64(d.Microseconds())/1000, l.conflicts, e.Stats.Nodes, l.props,
			float64(l.learnLits)/float64(max(l.conflicts, 1)), float64(l.conflicts)/d.Seconds(), l.shrunk)
	}
	t.Logf("total %v conflicts %d", tot, conf)
}
