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
	"github.com/sudokit-go/sudokit/internal/enginetest"
)

var (
	genProbe      = flag.String("genprobe", "", "B:KEEP:K: make K random puzzles of the BxB-boxed shape with a share KEEP of givens and print what the general search does on each")
	genProbeOut   = flag.String("genprobeout", "", "with -genprobe: write the puzzles to this file, one a line")
	genProbeCap   = flag.Duration("genprobecap", 10*time.Second, "with -genprobe: CPU time per puzzle")
	genProbeLearn = flag.Int64("genprobelearn", -2, "with -genprobe: the learning switch (-2: the default, -1: never)")
	genProbeNodes = flag.Int64("genprobenodes", 0, "node cap")
	genProbeLimit = flag.Int("genprobelimit", 1, "with -genprobe: the count limit")
	genProbeLate  = flag.Bool("genprobelateshrink", false, "with -genprobe or -genprobein: from 49x49 up, the learning search shrinks by levels only once a solution is found (as at 36x36)")
	genProbeUnit  = flag.Int64("genprobeunit", 0, "with -genprobe or -genprobein: the conflicts of the learning search's Luby restart unit (0: the default)")
	genProbeRsn   = flag.Int("genprobereason", 0, "with -genprobe or -genprobein: the depth to which the learning search bumps the learned clause's reasons, as -probereason")
	genProbePh    = flag.Int("genprobephase", 0, "with -genprobe or -genprobein: the learning search's target phases, as -probephase")
	genProbeIn    = flag.String("genprobein", "", "a file of puzzles, one a line (satbench -make writes them), for TestGeneralProbe in place of -genprobe's")
)

// TestGeneralProbe prints the nodes, backtracks and CPU time of the
// general search, and the learning search's conflicts, on random puzzles
// of -genprobe or the puzzles of -genprobein, and checks each grid found.
func TestGeneralProbe(t *testing.T) {
	var samples []enginetest.Sample
	switch {
	case *genProbeIn != "":
		for i, l := range enginetest.ReadLines(t, *genProbeIn, 0) {
			samples = append(samples, enginetest.Sample{Where: fmt.Sprint(i + 1), Puzzle: enginetest.Parse(t, l, sudokit.ReadOptions{})})
		}
	case *genProbe != "":
		f := strings.Split(*genProbe, ":")
		b, _ := strconv.Atoi(f[0])
		keep, _ := strconv.ParseFloat(f[1], 64)
		k, _ := strconv.Atoi(f[2])
		samples = randomSamples(t, sudokit.MustShape(b, b), keep, k)
	default:
		t.Skip("run with -genprobe B:KEEP:K or -genprobein FILE")
	}
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
	e.gen.learn.lateShrink = *genProbeLate
	e.gen.learn.lubyUnit = *genProbeUnit
	e.gen.learn.ph.mode = *genProbePh
	e.gen.learn.reasonDepth = *genProbeRsn
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
		l := &e.gen.learn
		l.conflicts, l.props, l.learnLits = 0, 0, 0
		e.gen.runs = 0
		g, n, st, err := sudokit.SolveCount(ctx, e, s.Puzzle, *genProbeLimit)
		d := cpuTime() - start
		cancel()
		if err == nil && n > 0 && !g.Solves(s.Puzzle) {
			t.Errorf("%s: a wrong grid", s.Where)
		}
		given := 0
		for _, v := range s.Puzzle.Cells {
			if v != 0 {
				given++
			}
		}
		t.Logf("%d: givens %d count %d err %v %8.1f ms nodes %d backtracks %d guesses %d runs %d learn conflicts %d props %d avglen %.1f conf/s %.0f",
			i+1, given, n, err, float64(d.Microseconds())/1000, st.Stats.Nodes, st.Stats.Backtracks, st.Stats.Guesses, e.gen.runs,
			l.conflicts, l.props, float64(l.learnLits)/float64(max(l.conflicts, 1)), float64(l.conflicts)/d.Seconds())
		tot += st.Stats.Nodes
		totT += d
		if err != nil {
			bad++
		}
	}
}
