package cli

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/sudokit-go/sudokit"
	"github.com/sudokit-go/sudokit/engine"
	"github.com/sudokit-go/sudokit/internal/batch"
)

type benchOptions struct {
	algo     string
	unique   bool
	runs     int
	limit    int
	baseline string
}

func benchCommand() *command {
	b := &benchOptions{}
	return &command{
		name:    "bench",
		summary: "measure engines on puzzle files",
		usage: "bench [--algo LIST] [--unique] [--runs N] [--limit N] [-j N] [--timeout D] [--baseline FILE] [--json]\n" +
			"              [--cpuprofile FILE] FILE...",
		about: "Runs each engine of --algo over every puzzle of each FILE and prints, per file and engine:\n" +
			"puzzles, puzzles per CPU-second, median and 99th-percentile time per puzzle, guesses and\n" +
			"allocations per puzzle, and the ratio of puzzles/s to the first engine listed, all measured\n" +
			"in the same run. --unique proves uniqueness (limit 2) instead of stopping at the first\n" +
			"solution. Each run is repeated --runs times after one untimed warm-up pass, and the run of\n" +
			"median rate is reported. Every answer is checked: valid, keeps its givens, and agrees with\n" +
			"the first engine on whether a solution exists (and how many, with --unique); a wrong answer\n" +
			"makes the exit status 1. --baseline reads the --json output of an earlier run and adds the\n" +
			"ratio to it. Benchmark on sets of 1,000 or more distinct puzzles: a small set looped over\n" +
			"flatters every engine.",
		example: "  $ sudokit bench --algo fast,dlx --limit 1000 top1465.txt\n" +
			"  $ sudokit bench --json top1465.txt > before.json\n" +
			"  $ sudokit bench --baseline before.json top1465.txt",
		flags: func(fs *flagSet, o *options) {
			inputFlags(fs, o)
			commonFlags(fs, o)
			jobsFlag(fs, o, 1, "workers, at most 256; rates are per CPU-second either way")
			fs.Duration(&o.timeout, "timeout", "D", 0, "stop one puzzle after D (an error)")
			fs.Bool(&o.json, "json", "one JSON object per file and engine")
			fs.String(&b.algo, "algo", "LIST", engine.Registry().Default().Name, "engines, comma-separated")
			fs.Bool(&b.unique, "unique", "prove uniqueness (count to 2) instead of finding one solution")
			fs.Int(&b.runs, "runs", "N", 3, "timed runs of each engine over each file")
			fs.Int(&b.limit, "limit", "N", 0, "take only the first N puzzles of each file; 0 = all")
			fs.String(&b.baseline, "baseline", "FILE", "", "--json output of an earlier run to compare with")
			cpuProfileFlag(fs, o)
		},
		run: func(r *runner, files []string) int { return runBench(r, b, files) },
	}
}

// benchRow is one line of the report: a file measured with one engine.
type benchRow struct {
	File          string   `json:"file"`
	Engine        string   `json:"engine"`
	Puzzles       int      `json:"puzzles"`
	PerSecond     float64  `json:"puzzles_per_s"`
	MedianNS      int64    `json:"median_ns"`
	P99NS         int64    `json:"p99_ns"`
	Guesses       float64  `json:"guesses_per_puzzle"`
	Allocs        float64  `json:"allocs_per_puzzle"`
	Bytes         float64  `json:"bytes_per_puzzle"`
	Wrong         int      `json:"wrong"`
	Ratio         float64  `json:"ratio"`
	BaselineRatio *float64 `json:"baseline_ratio"`
}

// benchPass is what one pass of an engine over a file measured.
type benchPass struct {
	cpu     time.Duration // process CPU time of the pass
	times   []time.Duration
	guesses int64
	allocs  uint64
	bytes   uint64
	solved  []int8 // per puzzle: solutions found (capped at 2), -1 for an error
	wrong   int
	errors  int
}

func runBench(r *runner, b *benchOptions, files []string) int {
	if len(files) == 0 {
		return r.usage(r.usageErr("name at least one puzzle file"))
	}
	if b.runs < 1 {
		return r.usage(r.usageErr("--runs %d: want 1 or more", b.runs))
	}
	engines, err := r.lookupEngines(b.algo)
	if err != nil {
		return r.usage(err)
	}
	var baseline map[string]float64
	if b.baseline != "" {
		var err error
		if baseline, err = readBaseline(b.baseline); err != nil {
			r.errorf("%v", err)
			return exitError
		}
	}
	status := exitOK
	var rows []benchRow
	for _, file := range files {
		puzzles, st := r.loadPuzzles(file, b.limit)
		status = max(status, st)
		if len(puzzles) == 0 {
			continue
		}
		var reference []int8
		for k, e := range engines {
			pass, st := r.benchEngine(e, puzzles, b)
			status = max(status, st)
			if r.env.Context.Err() != nil {
				r.errorf("%s: interrupted", file)
				return exitError
			}
			if k == 0 {
				reference = pass.solved
			}
			for i, s := range pass.solved {
				if s >= 0 && reference[i] >= 0 && s != reference[i] {
					pass.wrong++
					r.errorf("%s: puzzle %d: %s finds %s, %s finds %s", file, i+1,
						e.Name, describeCount(s, b.unique), engines[0].Name, describeCount(reference[i], b.unique))
				}
			}
			row := pass.row(file, e.Name, len(puzzles))
			if k > 0 && rows[len(rows)-k].PerSecond > 0 {
				row.Ratio = row.PerSecond / rows[len(rows)-k].PerSecond
			}
			if base, ok := baseline[baselineKey(file, e.Name)]; ok && base > 0 {
				ratio := row.PerSecond / base
				row.BaselineRatio = &ratio
			}
			if row.Wrong > 0 {
				status = max(status, exitNegative)
			}
			rows = append(rows, row)
			if r.opt.json {
				r.writeJSON(row)
				r.stdout.Flush()
			}
		}
	}
	if !r.opt.json {
		writeBenchTable(r, rows, baseline != nil)
	}
	return status
}

func describeCount(n int8, unique bool) string {
	switch {
	case n == 0:
		return "no solution"
	case n == 1 && unique:
		return "one solution"
	case n == 1:
		return "a solution"
	}
	return "several solutions"
}

// loadPuzzles reads the puzzles of one file, reporting those that cannot
// be read.
func (r *runner) loadPuzzles(file string, limit int) ([]sudokit.Grid, int) {
	in, closeIn, src, err := r.open(file)
	if err != nil {
		r.errorf("%v", err)
		return nil, exitError
	}
	defer closeIn()
	read := r.opt.read
	read.Source = src
	rd := sudokit.NewReader(in, read)
	status := exitOK
	var puzzles []sudokit.Grid
	for limit <= 0 || len(puzzles) < limit {
		it, ok := rd.Next()
		if !ok {
			break
		}
		if it.Err != nil {
			r.errorf("%v", it.Err)
			status = exitError
			continue
		}
		puzzles = append(puzzles, it.Puzzle.Grid)
	}
	return puzzles, status
}

// benchEngine measures one engine over the puzzles: a warm-up pass, then
// the timed runs; it returns the run of median rate.
func (r *runner) benchEngine(e sudokit.Engine, puzzles []sudokit.Grid, b *benchOptions) (benchPass, int) {
	workers := r.opt.jobs
	solvers := make([]sudokit.Solver, workers)
	for w := range solvers {
		solvers[w] = e.New(sudokit.Options{})
	}
	r.benchPass(solvers, puzzles, b.unique) // warm-up
	var passes []benchPass
	for range b.runs {
		passes = append(passes, r.benchPass(solvers, puzzles, b.unique))
		if r.env.Context.Err() != nil {
			break
		}
	}
	slices.SortFunc(passes, func(x, y benchPass) int { return int(x.cpu - y.cpu) })
	pass := passes[len(passes)/2]
	status := exitOK
	if pass.errors > 0 && r.env.Context.Err() == nil {
		r.errorf("%s: %s gave no answer (--timeout)", e.Name, plural(int64(pass.errors), "puzzle", "puzzles"))
		status = exitError
	}
	return pass, status
}

type benchResult struct {
	elapsed time.Duration
	guesses int64
	count   int8
}

// benchPass runs the solvers over every puzzle once. The CPU time of the
// pass is the engines' work and the batch around it, nothing more: the
// time of a puzzle is the engine's own (Stats.Elapsed, which every engine
// reports), and each solution is copied aside and checked once the pass is
// timed, as a harness of another solver checks its answers apart from the
// solver's time.
func (r *runner) benchPass(solvers []sudokit.Solver, puzzles []sudokit.Grid, unique bool) benchPass {
	pass := benchPass{times: make([]time.Duration, 0, len(puzzles)), solved: make([]int8, 0, len(puzzles))}
	// at[i] is where puzzle i's solution lies in answers.
	at := make([]int, len(puzzles)+1)
	for i, p := range puzzles {
		at[i+1] = at[i] + len(p.Cells)
	}
	var answers []uint8
	if !unique {
		answers = make([]uint8, at[len(puzzles)])
	}
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	cpu0 := processCPU()
	i := 0
	next := func() (int, bool) {
		if i == len(puzzles) {
			return 0, false
		}
		i++
		return i - 1, true
	}
	work := func(w int, k int) benchResult {
		var answer []uint8
		if !unique {
			answer = answers[at[k]:at[k+1]]
		}
		return benchOne(r.env.Context, solvers[w], puzzles[k], unique, answer, r.opt.timeout)
	}
	batch.Run(r.env.Context, batch.Config{Workers: len(solvers), Chunk: 16}, next, work, func(_ int, out benchResult) bool {
		pass.solved = append(pass.solved, out.count)
		if out.count < 0 {
			pass.errors++
			return true
		}
		pass.times = append(pass.times, out.elapsed)
		pass.guesses += out.guesses
		return true
	})
	pass.cpu = processCPU() - cpu0
	runtime.ReadMemStats(&after)
	pass.allocs = after.Mallocs - before.Mallocs
	pass.bytes = after.TotalAlloc - before.TotalAlloc
	if !unique {
		for i, n := range pass.solved {
			if n == 1 && !(sudokit.Grid{Shape: puzzles[i].Shape, Cells: answers[at[i]:at[i+1]]}).Solves(puzzles[i]) {
				pass.wrong++
			}
		}
	}
	return pass
}

// benchOne counts the solutions of one puzzle up to two when unique is
// set, or else solves it and copies its solution into answer, which holds
// a grid's cells.
func benchOne(ctx context.Context, s sudokit.Solver, g sudokit.Grid, unique bool, answer []uint8, timeout time.Duration) benchResult {
	if timeout > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, timeout)
		defer cancel()
	}
	var out benchResult
	if unique {
		n, res, err := s.CountSolutions(ctx, g, 2)
		out.elapsed, out.count, out.guesses = res.Stats.Elapsed, int8(n), res.Stats.Guesses
		if err != nil {
			out.count = -1
		}
		return out
	}
	sol, res, err := s.Solve(ctx, g)
	out.elapsed, out.guesses = res.Stats.Elapsed, res.Stats.Guesses
	switch {
	case err != nil:
		out.count = -1
	case res.Solved:
		out.count = 1
		copy(answer, sol.Cells)
	}
	return out
}

func (p benchPass) row(file, engine string, puzzles int) benchRow {
	times := slices.Clone(p.times)
	slices.Sort(times)
	row := benchRow{File: file, Engine: engine, Puzzles: puzzles, Wrong: p.wrong, Ratio: 1}
	if n := len(times); n > 0 {
		row.MedianNS = int64(times[(n-1)/2])
		row.P99NS = int64(times[(n-1)*99/100])
	}
	if p.cpu > 0 {
		row.PerSecond = float64(puzzles) / p.cpu.Seconds()
	}
	row.Guesses = float64(p.guesses) / float64(puzzles)
	row.Allocs = float64(p.allocs) / float64(puzzles)
	row.Bytes = float64(p.bytes) / float64(puzzles)
	return row
}

func baselineKey(file, engine string) string { return filepath.Base(file) + "\x00" + engine }

// readBaseline reads the --json output of an earlier bench: puzzles per
// second by file and engine.
func readBaseline(path string) (map[string]float64, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("%s: %s (needed by --baseline)", path, describeOpenError(err))
	}
	defer f.Close()
	out := map[string]float64{}
	sc := bufio.NewScanner(f)
	for line := 1; sc.Scan(); line++ {
		if strings.TrimSpace(sc.Text()) == "" {
			continue
		}
		var row benchRow
		if err := json.Unmarshal(sc.Bytes(), &row); err != nil || row.Engine == "" {
			return nil, fmt.Errorf("%s: line %d: not a line of sudokit bench --json", path, line)
		}
		out[baselineKey(row.File, row.Engine)] = row.PerSecond
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	if len(out) == 0 {
		return nil, errors.New(path + ": no results in it")
	}
	return out, nil
}

func writeBenchTable(r *runner, rows []benchRow, withBaseline bool) {
	tw := tabwriter.NewWriter(r.stdout, 0, 8, 2, ' ', tabwriter.AlignRight)
	head := "file\tengine\tpuzzles\tpuzzles/s\tmedian\tp99\tguesses\tallocs\tratio\t"
	if withBaseline {
		head += "baseline\t"
	}
	fmt.Fprintln(tw, head)
	for _, row := range rows {
		wrong := ""
		if row.Wrong > 0 {
			wrong = fmt.Sprintf("  %d WRONG", row.Wrong)
		}
		line := fmt.Sprintf("%s\t%s\t%d\t%s\t%v\t%v\t%.1f\t%s\t%s\t", filepath.Base(row.File), row.Engine, row.Puzzles,
			batch.Group(int64(row.PerSecond+0.5)), roundDuration(time.Duration(row.MedianNS)),
			roundDuration(time.Duration(row.P99NS)), row.Guesses, formatAllocs(row.Allocs), formatRatio(row.Ratio))
		if withBaseline {
			if row.BaselineRatio != nil {
				line += formatRatio(*row.BaselineRatio) + "\t"
			} else {
				line += "-\t"
			}
		}
		fmt.Fprintln(tw, line+wrong)
	}
	tw.Flush()
}

func formatAllocs(a float64) string {
	if a < 0.05 {
		return "0"
	}
	return fmt.Sprintf("%.1f", a)
}

func formatRatio(x float64) string {
	if x >= 0.1 {
		return fmt.Sprintf("%.2f", x)
	}
	return fmt.Sprintf("%.2g", x)
}
