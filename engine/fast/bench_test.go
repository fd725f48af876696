package fast

import (
	"context"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"github.com/sudokit-go/sudokit"
	"github.com/sudokit-go/sudokit/internal/enginetest"
	"github.com/sudokit-go/sudokit/internal/shareddata"
)

// benchSets are the shared sets the benchmarks run, each with a node
// budget per puzzle (0: none) for the sets that can run long.
var benchSets = []struct {
	name     string
	maxNodes int64
}{
	{"9x9/17-clue", 0},
	{"9x9/magictour-top1465", 0},
	{"9x9/forum-hardest-1905-11plus", 0},
	{"9x9/forum-hardest-1106", 0},
	{"16x16/public-gecode", 0},
	{"16x16/random-minimal", 0},
	{"16x16/random-blank-35pct", 0},
	{"25x25/random-blank-45pct", 0},
	{"25x25/random-blank-50pct", 0},
	{"25x25/public-gecode", 200_000},
	{"36x36/random-blank-40pct", 0},
	{"36x36/random-blank-55pct", 200_000},
}

func BenchmarkSolve(b *testing.B)  { benchmarkSets(b, 1, false) }
func BenchmarkUnique(b *testing.B) { benchmarkSets(b, 2, false) }

// BenchmarkGeneral runs the 9x9 sets through the general path, the
// baseline of the specialised 9x9 path.
func BenchmarkGeneral(b *testing.B) { benchmarkSets(b, 1, true) }

func benchmarkSets(b *testing.B, limit int, general bool) {
	benchmarkVariant(b, limit, func(e *Solver) { e.general = general })
}

// benchmarkVariant runs the sets through an engine that set changes; a
// variant of the 9x9 path (set is not nil) runs the 9x9 sets only.
func benchmarkVariant(b *testing.B, limit int, set func(e *Solver)) {
	dir := shareddata.Dir(b)
	probe := New(sudokit.Options{})
	set(probe)
	only9 := probe.general || probe.nine.cells
	for _, bs := range benchSets {
		if only9 && bs.name[:4] != "9x9/" {
			continue
		}
		b.Run(bs.name, func(b *testing.B) {
			lines := shareddata.Lines(b, bs.name+".txt", 0)
			puzzles := make([]sudokit.Grid, len(lines))
			for i, l := range lines {
				p, err := sudokit.ParseWith(l, enginetest.SetOptions(filepath.Join(dir, bs.name)))
				if err != nil {
					b.Fatal(err)
				}
				puzzles[i] = p.Grid
			}
			e := New(sudokit.Options{MaxNodes: bs.maxNodes})
			set(e)
			ctx := context.Background()
			e.CountSolutions(ctx, puzzles[0], limit) // size the engine to the shape
			times := make([]time.Duration, 0, min(b.N, 1<<20))
			var guesses, stopped int64
			b.ReportAllocs()
			b.ResetTimer()
			cpu := cpuTime()
			for i := 0; i < b.N; i++ {
				_, res, err := e.CountSolutions(ctx, puzzles[i%len(puzzles)], limit)
				if err != nil {
					stopped++
				}
				guesses += res.Stats.Guesses
				if len(times) < cap(times) {
					times = append(times, res.Stats.Elapsed)
				}
			}
			b.StopTimer()
			cpu = cpuTime() - cpu
			slices.Sort(times)
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "puzzles/s")
			if cpu > 0 {
				b.ReportMetric(float64(b.N)/cpu.Seconds(), "puzzles/cpu-s")
			}
			b.ReportMetric(float64(times[len(times)/2].Nanoseconds())/1e3, "median-µs")
			b.ReportMetric(float64(times[len(times)*99/100].Nanoseconds())/1e3, "p99-µs")
			b.ReportMetric(float64(guesses)/float64(b.N), "guesses/puzzle")
			if bs.maxNodes > 0 {
				b.ReportMetric(float64(stopped), "stopped")
			}
		})
	}
}
