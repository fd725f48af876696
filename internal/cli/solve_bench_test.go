package cli

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"testing"

	"github.com/sudokit-go/sudokit/internal/shareddata"
)

// BenchmarkSolveFile runs `sudokit solve -j J FILE` in the process on the
// shared 9x9 sets, stdout discarded: the whole command but the start of
// the process (reading, detecting, parsing, the batch's workers, the
// engine, formatting, writing), for setting beside `sudokit bench`, which
// times the engine alone. Besides the time of a run (wall clock, which a
// busy machine stretches) it reports puzzles per CPU-second of the
// process, bench's measure, and the allocations of a whole run
// (-benchmem): a run allocates a fixed amount, nothing a puzzle.
// The first run is checked against the golden answers.
func BenchmarkSolveFile(b *testing.B) {
	dir := filepath.Join(shareddata.Dir(b), "9x9")
	for _, set := range []string{"17-clue", "magictour-top1465", "forum-hardest-1905-11plus", "forum-hardest-1106"} {
		file := filepath.Join(dir, set+".txt")
		want, err := os.ReadFile(filepath.Join(dir, set+".sol.txt"))
		if err != nil {
			b.Fatal(err)
		}
		puzzles := bytes.Count(want, []byte("\n"))
		for _, jobs := range []int{1, 2} {
			b.Run(set+"/j"+strconv.Itoa(jobs), func(b *testing.B) {
				args := []string{"solve", "-j", strconv.Itoa(jobs), file}
				var out bytes.Buffer
				if code := Main(args, Env{Stdout: &out, Stderr: io.Discard}); code != 0 || !bytes.Equal(out.Bytes(), want) {
					b.Fatalf("exit %d; the answers differ from %s.sol.txt", code, set)
				}
				env := Env{Stdout: io.Discard, Stderr: io.Discard}
				b.ReportAllocs()
				cpu := processCPU()
				for b.Loop() {
					if code := Main(args, env); code != 0 {
						b.Fatalf("exit %d", code)
					}
				}
				cpu = processCPU() - cpu
				b.ReportMetric(float64(puzzles)*float64(b.N)/cpu.Seconds(), "puzzles/cpu-s")
			})
		}
	}
}
