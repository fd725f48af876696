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
// speed.
func BenchmarkRate(b *testing.B) {
	dir := shareddata.Dir(b)
	for _, f := range []string{"qqwing-simple", "qqwing-easy", "qqwing-intermediate", "qqwing-expert", "top1465-200"} {
		rs := readSERatings(b, filepath.Join(dir, "9x9", "se-ratings-"+f+".tsv"))
		b.Run(f, func(b *testing.B) {
			r := NewRater(RateOptions{})
			b.ReportAllocs()
			for k := 0; b.Loop(); k++ {
				if _, err := r.Rate(context.Background(), rs[k%len(rs)].puzzle); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
