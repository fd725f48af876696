package render_test

import (
	"bytes"
	"testing"

	"github.com/sudokit-go/sudokit"
	"github.com/sudokit-go/sudokit/internal/shareddata"
	"github.com/sudokit-go/sudokit/render"
)

// thousand returns 1,000 9x9 puzzles: the first of the shared kaggle
// sample when ../shared is there, else the 13 of testdata over and over.
func thousand(b *testing.B) []render.Puzzle {
	var lines []string
	if _, ok := shareddata.Find(); ok {
		lines = shareddata.Lines(b, "9x9/kaggle-sample-10000.txt", 1000)
	}
	var out []render.Puzzle
	for i := range lines {
		p, err := sudokit.Parse(lines[i])
		if err != nil {
			b.Fatal(err)
		}
		out = append(out, render.Puzzle{Grid: p.Grid, Number: i + 1})
	}
	if len(out) == 0 {
		ps := readBatch(b, "worksheet13.txt")
		for i := 0; i < 1000; i++ {
			out = append(out, render.Puzzle{Grid: ps[i%len(ps)].Grid, Number: i + 1})
		}
	}
	return out
}

// BenchmarkWorksheetPDF lays out and writes a worksheet of 1,000 9x9
// puzzles at 6 a page (167 pages) as PDF, and reports its size.
func BenchmarkWorksheetPDF(b *testing.B) {
	ps := thousand(b)
	var buf bytes.Buffer
	b.ReportAllocs()
	for b.Loop() {
		buf.Reset()
		d, err := render.Layout(ps, render.Options{Page: render.A4, PerPage: 6, Title: "Worksheet"})
		if err != nil {
			b.Fatal(err)
		}
		if err := d.WritePDF(&buf); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(buf.Len()), "pdf-bytes")
}

// BenchmarkSVG lays out and writes one 9x9 card as SVG.
func BenchmarkSVG(b *testing.B) {
	p := readPuzzle(b, "9x9.txt", 0, 0)
	var buf bytes.Buffer
	b.ReportAllocs()
	for b.Loop() {
		buf.Reset()
		d, err := render.Layout([]render.Puzzle{{Grid: p.Grid}}, render.Options{})
		if err != nil {
			b.Fatal(err)
		}
		if err := d.WriteSVG(&buf); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(buf.Len()), "svg-bytes")
}

// BenchmarkSVGCandidates is BenchmarkSVG with pencil marks and a step.
func BenchmarkSVGCandidates(b *testing.B) {
	p := stepPuzzle(b)
	var buf bytes.Buffer
	b.ReportAllocs()
	for b.Loop() {
		buf.Reset()
		d, err := render.Layout([]render.Puzzle{p}, render.Options{})
		if err != nil {
			b.Fatal(err)
		}
		if err := d.WriteSVG(&buf); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(buf.Len()), "svg-bytes")
}
