package fast

import (
	"context"
	"flag"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/sudokit-go/sudokit"
	"github.com/sudokit-go/sudokit/internal/enginetest"
)

var (
	tailProbe   = flag.String("tailprobe", "", "shared sets (paths without .txt, comma-separated) whose puzzles the default engine solves and counts to two, printing nodes, runs, conflicts and CPU time per puzzle")
	tailGeneral = flag.Bool("tailgeneral", false, "with -tailprobe: the general path even for 9x9 and 16x16")
	tailTop     = flag.Int("tailtop", 8, "with -tailprobe: print the puzzles of the most nodes, this many per mode")
)

// TestTailProbe prints, for each set of -tailprobe, the nodes (which do not
// depend on the machine's load; the learning search's decisions count
// among them), the runs of the restarting search (0: the plane search
// settled the grid), the learning search's conflicts and the CPU time of
// each puzzle, to the first solution and counting to two: median, p99,
// max and sum over the set, and the puzzles that take the most nodes. It
// checks every count. Run it with
//
//	go test ./engine/fast -run TailProbe -v -tailprobe SET[,SET...]
func TestTailProbe(t *testing.T) {
	if *tailProbe == "" {
		t.Skip("run with -tailprobe SET")
	}
	type row struct {
		line             int
		nodes, conflicts int64
		runs             int
		cpu              time.Duration
	}
	for _, set := range strings.Split(*tailProbe, ",") {
		samples := enginetest.ReadSet(t, set, enginetest.SetOptions(set), 0)
		e := New(sudokit.Options{})
		e.general = *tailGeneral
		e.noPlanes = *tailGeneral
		for _, limit := range []int{1, 2} {
			var rows []row
			for i, s := range samples {
				l := &e.gen.learn
				l.conflicts = 0
				e.gen.runs = 0
				start := cpuTime()
				g, n, st, err := sudokit.SolveCount(context.Background(), e, s.Puzzle, limit)
				d := cpuTime() - start
				if err != nil || n != min(s.Count, limit) || n > 0 && !g.Solves(s.Puzzle) {
					t.Errorf("%s: count %d, want %d (or a wrong grid): %v", s.Where, n, s.Count, err)
				}
				rows = append(rows, row{i + 1, st.Stats.Nodes, l.conflicts, e.gen.runs, d})
			}
			var nodes []int64
			var cpu []time.Duration
			var sum int64
			learned := 0
			for _, r := range rows {
				nodes, cpu = append(nodes, r.nodes), append(cpu, r.cpu)
				sum += r.nodes
				if r.conflicts > 0 {
					learned++
				}
			}
			slices.Sort(nodes)
			slices.Sort(cpu)
			k := len(rows)
			ms := func(d time.Duration) string { return fmt.Sprintf("%.3f", float64(d.Microseconds())/1000) }
			t.Logf("%s limit %d: nodes %d / %d / %d, sum %d; learning on %d puzzles; cpu ms %s / %s / %s",
				set, limit, nodes[k/2], nodes[k*99/100], nodes[k-1], sum, learned, ms(cpu[k/2]), ms(cpu[k*99/100]), ms(cpu[k-1]))
			slices.SortFunc(rows, func(a, b row) int { return int(b.nodes - a.nodes) })
			for _, r := range rows[:min(*tailTop, k)] {
				t.Logf("  line %3d: nodes %6d runs %2d conflicts %5d cpu %s ms", r.line, r.nodes, r.runs, r.conflicts, ms(r.cpu))
			}
		}
	}
}
