package sudokit_test

import (
	"context"
	"strings"
	"testing"

	"github.com/sudokit-go/sudokit"
	"github.com/sudokit-go/sudokit/internal/shareddata"
)

// BenchmarkParse reads one puzzle from a string in each form.
func BenchmarkParse(b *testing.B) {
	p := sudokit.MustParse(fig5)
	for _, form := range textForms {
		text := sudokit.Format(p.Grid, sudokit.FormatOptions{Form: form})
		b.Run(form.String(), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if _, err := sudokit.Parse(text); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkReaderBatch reads a whole batch file of the shared data, one
// puzzle a line, and reports the cost per puzzle.
func BenchmarkReaderBatch(b *testing.B) {
	for _, set := range []string{"9x9/17-clue.txt", "9x9/magictour-top1465.txt", "16x16/random-blank-35pct.txt", "25x25/random-blank-45pct.txt"} {
		b.Run(set, func(b *testing.B) {
			lines := shareddata.Lines(b, set, 0)
			input := strings.Join(lines, "\n") + "\n"
			b.ReportAllocs()
			b.SetBytes(int64(len(input)))
			for b.Loop() {
				r := sudokit.NewReader(strings.NewReader(input), sudokit.ReadOptions{Source: set})
				n := 0
				for {
					it, ok := r.Next()
					if !ok {
						break
					}
					if it.Err != nil {
						b.Fatal(it.Err)
					}
					r.Recycle(it.Puzzle.Grid) // as a batch hands back what it has written
					n++
				}
				if n != len(lines) {
					b.Fatalf("%d puzzles, want %d", n, len(lines))
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(lines)), "ns/puzzle")
		})
	}
}

// BenchmarkAppendFormat writes a 9x9 and a 25x25 solution in each form
// into one reused buffer.
func BenchmarkAppendFormat(b *testing.B) {
	grids := map[string]sudokit.Grid{
		"9x9":   sudokit.MustParse("534678912672195348198342567859761423426853791713924856961537284287419635345286179").Grid,
		"25x25": patternGrid(sudokit.MustShape(5, 5)),
	}
	for _, size := range []string{"9x9", "25x25"} {
		for _, form := range textForms {
			b.Run(size+"/"+form.String(), func(b *testing.B) {
				buf := make([]byte, 0, 8192)
				b.ReportAllocs()
				for b.Loop() {
					buf = sudokit.AppendFormat(buf[:0], grids[size], sudokit.FormatOptions{Form: form})
				}
			})
		}
	}
}

// BenchmarkValidate validates a valid and an invalid 9x9.
func BenchmarkValidate(b *testing.B) {
	for name, s := range map[string]string{
		"valid":   "534678912672195348198342567859761423426853791713924856961537284287419635345286179",
		"invalid": "532678914674195328198324567859761243246853791713942856961537482487219635325486179",
	} {
		g := sudokit.MustParse(s).Grid
		b.Run(name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				sudokit.Validate(g, sudokit.ValidateOptions{Complete: true})
			}
		})
	}
}

// BenchmarkBacktrack solves the samples the reference solver solves
// quickly, one engine value for all, as a batch worker would.
func BenchmarkBacktrack(b *testing.B) {
	for _, set := range sampleSets {
		if !set.solve {
			continue
		}
		b.Run(set.name, func(b *testing.B) {
			var grids []sudokit.Grid
			for _, s := range set.samples(b) {
				p, _ := s.parse(b)
				grids = append(grids, p.Grid)
			}
			solver := sudokit.NewBacktrack(sudokit.Options{})
			ctx := context.Background()
			var nodes int64
			b.ReportAllocs()
			for b.Loop() {
				for _, g := range grids {
					_, res, err := solver.Solve(ctx, g)
					if err != nil || !res.Solved {
						b.Fatal("not solved")
					}
					nodes += res.Stats.Nodes
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(grids)), "ns/puzzle")
			b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
		})
	}
}
