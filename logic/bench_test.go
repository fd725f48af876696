package logic

import (
	"context"
	"testing"

	"github.com/sudokit-go/sudokit/internal/enginetest"
)

// BenchmarkSolve walks the whole path of each puzzle of a few sample sets
// with the whole ladder. It measures; no test asserts a speed.
func BenchmarkSolve(b *testing.B) {
	for _, name := range []string{"4x4-minimal", "6x6-minimal", "9x9-qqwing-easy", "9x9-kaggle", "9x9-top1465", "12x12-minimal", "16x16-gecode"} {
		samples := enginetest.Set(b, name, 0)
		b.Run(name, func(b *testing.B) {
			b.ReportAllocs()
			for k := 0; b.Loop(); k++ {
				if _, err := Solve(context.Background(), samples[k%len(samples)].Puzzle, nil); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
