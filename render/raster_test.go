package render_test

import (
	"bytes"
	"image"
	"image/png"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/sudokit-go/sudokit/render"
)

// TestPDFMatchesPNG rasterises the PDF of a card and of a worksheet page
// with poppler's pdftoppm (Debian's poppler-utils, which .ci/run installs)
// and compares the picture with the PNG output at the same resolution:
// the two writers must draw the same scene. Anti-aliasing differs between
// the two rasterisers (poppler hints glyphs; the PNG writer does not), so
// the pictures are compared in blocks of 8x8 pixels (see difference).
func TestPDFMatchesPNG(t *testing.T) {
	pdftoppm, err := exec.LookPath("pdftoppm")
	if err != nil {
		t.Skip("pdftoppm (poppler-utils) is not installed")
	}
	ws := readBatch(t, "worksheet13.txt")[:6]
	var page []render.Puzzle
	for i, p := range ws {
		page = append(page, render.Puzzle{Grid: p.Grid, Number: i + 1})
	}
	tests := []struct {
		name    string
		puzzles []render.Puzzle
		opt     render.Options
	}{
		{"card", []render.Puzzle{stepPuzzle(t)}, render.Options{Title: "Pointing"}},
		{"worksheet", page, render.Options{Page: render.Letter, PerPage: 6, Title: "Week 3"}},
	}
	const dpi = 100
	const maxMean, maxBlock = 1.5, 40.0
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d, err := render.Layout(tt.puzzles, tt.opt)
			if err != nil {
				t.Fatal(err)
			}
			dir := t.TempDir()
			var pdf bytes.Buffer
			if err := d.WritePDF(&pdf); err != nil {
				t.Fatal(err)
			}
			in := filepath.Join(dir, "in.pdf")
			if err := os.WriteFile(in, pdf.Bytes(), 0o644); err != nil {
				t.Fatal(err)
			}
			out := filepath.Join(dir, "out")
			cmd := exec.Command(pdftoppm, "-r", "100", "-png", "-singlefile", in, out)
			if msg, err := cmd.CombinedOutput(); err != nil {
				t.Fatalf("pdftoppm: %v\n%s", err, msg)
			}
			f, err := os.Open(out + ".png")
			if err != nil {
				t.Fatal(err)
			}
			fromPDF, err := png.Decode(f)
			f.Close()
			if err != nil {
				t.Fatal(err)
			}
			ours, err := d.Raster(dpi) // what WritePNG encodes
			if err != nil {
				t.Fatal(err)
			}
			if dx, dy := ours.Bounds().Dx()-fromPDF.Bounds().Dx(), ours.Bounds().Dy()-fromPDF.Bounds().Dy(); dx < -1 || dx > 1 || dy < -1 || dy > 1 {
				t.Fatalf("PNG %v, PDF rasterised %v", ours.Bounds(), fromPDF.Bounds())
			}
			mean, worst := difference(ours, fromPDF)
			t.Logf("mean difference %.2f/255, worst 8x8 block %.1f/255", mean, worst)
			if mean > maxMean || worst > maxBlock {
				t.Errorf("the PNG and the rasterised PDF differ: mean %.2f/255 (at most %v), worst block %.1f/255 (at most %v)", mean, maxMean, worst, maxBlock)
			}

			// The tolerance still sees one given fewer.
			other := append([]render.Puzzle(nil), tt.puzzles...)
			other[0].Grid = other[0].Grid.Clone()
			for i, v := range other[0].Grid.Cells {
				if v != 0 {
					other[0].Grid.Cells[i] = 0
					break
				}
			}
			od, err := render.Layout(other, tt.opt)
			if err != nil {
				t.Fatal(err)
			}
			img, err := od.Raster(dpi)
			if err != nil {
				t.Fatal(err)
			}
			if _, worst := difference(img, fromPDF); worst <= maxBlock {
				t.Errorf("a picture with one given fewer passes the comparison (worst block %.1f/255)", worst)
			}
		})
	}
}

// difference compares two pictures over the area both cover, in blocks
// of 8x8 pixels, so that the two rasterisers' anti-aliasing of
// edges averages out while a shape missing, moved or in another colour
// shows: the mean absolute difference of the blocks' channels, and the
// largest difference of a block's channel.
func difference(a, b image.Image) (mean, worst float64) {
	const block = 8
	r := a.Bounds().Intersect(b.Bounds())
	var sum, n float64
	for y0 := r.Min.Y; y0+block <= r.Max.Y; y0 += block {
		for x0 := r.Min.X; x0+block <= r.Max.X; x0 += block {
			var ca, cb [3]float64
			for y := y0; y < y0+block; y++ {
				for x := x0; x < x0+block; x++ {
					ar, ag, ab, _ := a.At(x, y).RGBA()
					br, bg, bb, _ := b.At(x, y).RGBA()
					ca[0], ca[1], ca[2] = ca[0]+float64(ar>>8), ca[1]+float64(ag>>8), ca[2]+float64(ab>>8)
					cb[0], cb[1], cb[2] = cb[0]+float64(br>>8), cb[1]+float64(bg>>8), cb[2]+float64(bb>>8)
				}
			}
			for k := range ca {
				d := math.Abs(ca[k]-cb[k]) / (block * block)
				sum += d
				worst = max(worst, d)
			}
			n++
		}
	}
	return sum / (3 * n), worst
}
