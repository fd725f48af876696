package fast

import (
	"context"
	"flag"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/sudokit-go/sudokit"
	"github.com/sudokit-go/sudokit/internal/enginetest"
)

var (
	probeSet         = flag.String("cdclprobe", "", "a shared set (path without .txt) whose puzzles the learning search counts to two from node 0, printing its conflicts")
	probeLines       = flag.String("probelines", "", "with -cdclprobe: the lines to take, comma-separated (empty: all)")
	probeCap         = flag.Duration("probecap", 20*time.Second, "with -cdclprobe: CPU time per puzzle")
	probeLimit       = flag.Int("probelimit", 2, "with -cdclprobe: the count limit (1: first solution)")
	probeAfter       = flag.Int64("probeafter", 0, "with -cdclprobe: the nodes of the restarting search before learning takes over")
	probeSeed        = flag.Uint64("probeseed", 0, "with -cdclprobe: a seed for a change of the start activities below 1% (0: none), to gauge how far chance moves the conflicts")
	probeConf        = flag.Int64("probeconf", 0, "with -cdclprobe: conflicts per puzzle, a cap that does not depend on the machine's load (0: none)")
	probeShrinkFirst = flag.Bool("probeshrinkfirst", false, "with -cdclprobe: shrink the learned clauses by levels before minimising them")
	probeReason      = flag.Int("probereason", 0, "with -cdclprobe: the depth to which the learned clause's reasons are bumped (0: the default, -1: none)")
	probeSeeds       = flag.String("probeseeds", "", "with -cdclprobe: seeds to run one after the other, comma-separated (empty: -probeseed alone); the summary ranks the CPU time over all puzzle-seed pairs")
	probeUnit        = flag.Int64("probeunit", 0, "with -cdclprobe: the conflicts of a Luby restart unit (0: restartUnit, restartUnitLarge from 25x25 on)")
	probePhase       = flag.Int("probephase", 0, "with -cdclprobe: target phases (0: the default, 1: none, 2: reset at each restart, 3: per cell, 4: at every size)")
	probeCalm        = flag.Int64("probecalm", 0, "with -cdclprobe: the conflicts before the first restart may come, on top of the first Luby unit (0: none)")
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
	e.gen.learn.lubyUnit, e.gen.learn.calmFor = *probeUnit, *probeCalm
	e.gen.learn.reasonDepth = *probeReason
	e.gen.learn.shrinkFirst = *probeShrinkFirst
	e.gen.learn.ph.mode = *probePhase
	seeds := []uint64{*probeSeed}
	if *probeSeeds != "" {
		seeds = seeds[:0]
		for _, f := range strings.Split(*probeSeeds, ",") {
			k, err := strconv.ParseUint(f, 10, 64)
			if err != nil {
				t.Fatalf("-probeseeds: %v", err)
			}
			seeds = append(seeds, k)
		}
	}
	var all []time.Duration
	var allConf int64
	settled := 0
	for _, seed := range seeds {
		e.gen.learn.jitter = seed
		times, conf, ok := probeSeedRun(t, e, samples, want)
		all = append(all, times...)
		allConf += conf
		settled += ok
	}
	if len(all) == 0 {
		return
	}
	slices.Sort(all)
	var sum time.Duration
	for _, d := range all {
		sum += d
	}
	q := func(f float64) float64 { return float64(all[int(f*float64(len(all)-1))].Microseconds()) / 1000 }
	t.Logf("summary: seeds %v, %d puzzle-seeds, %d settled, conflicts %d (mean a seed %d), CPU ms median %.0f p90 %.0f p99 %.0f max %.0f, sum %.1f s",
		seeds, len(all), settled, allConf, allConf/int64(len(seeds)), q(0.5), q(0.9), q(0.99), q(1), sum.Seconds())
}

// probeSeedRun runs the learning search of e on the puzzles of samples
// (those of want, when not empty) and returns the CPU time of each, the
// conflicts in all and the number settled.
func probeSeedRun(t *testing.T, e *Solver, samples []enginetest.Sample, want map[int]bool) ([]time.Duration, int64, int) {
	var times []time.Duration
	var tot time.Duration
	var conf int64
	settled := 0
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
		times = append(times, d)
		if ok {
			settled++
		}
		t.Logf("%-26s settled=%-5v %8.2f ms  conflicts %8d  decisions %8d  props %10d  avglen %5.1f  conf/s %6.0f shrunk %d",
			s.Where, ok, float64(d.Microseconds())/1000, l.conflicts, e.Stats.Nodes, l.props,
			float64(l.learnLits)/float64(max(l.conflicts, 1)), float64(l.conflicts)/d.Seconds(), l.shrunk)
	}
	t.Logf("seed %d: total %v conflicts %d settled %d", e.gen.learn.jitter, tot, conf, settled)
	return times, conf, settled
}
