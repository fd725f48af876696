package logic

import (
	"context"
	"path/filepath"
	"testing"

	"github.com/sudokit-go/sudokit/internal/shareddata"
)

// BenchmarkRate rates the puzzles of each se-ratings file with one Rater,
// one puzzle an iteration: ns/op is the CPU time per puzzle on one core
// (puzzles per CPU-second = 1e9 / ns/op). It measures; no test asserts a
// speed. The Rater first rates the whole file once, untimed, so that its
// scratch space has grown to the file's largest searches: allocs/op is
// then what rating allocates per puzzle once warm (0; the warm-up is a
// Rater's one-time cost, see TestRateAllocs).
func BenchmarkRate(b *testing.B) {
	dir := shareddata.Dir(b)
	for _, f := range []string{"qqwing-simple", "qqwing-easy", "qqwing-intermediate", "qqwing-expert", "top1465-200"} {
		rs := readSERatings(b, filepath.Join(dir, "9x9", "se-ratings-"+f+".tsv"))
		b.Run(f, func(b *testing.B) {
			r := NewRater(RateOptions{})
			for _, x := range rs {
				if _, err := r.Rate(context.Background(), x.puzzle); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportAllocs()
			for k := 0; b.Loop(); k++ {
				if _, err := r.Rate(context.Background(), rs[k%len(rs)].puzzle); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
