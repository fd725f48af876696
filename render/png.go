package render

import (
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"image/png"
	"io"
	"math"
	"strconv"

	"golang.org/x/image/vector"
)

// PNG is rasterised here with golang.org/x/image/vector: the scene is
// only rectangles and glyph outlines, so an anti-aliasing rasteriser and
// the font's outlines are all it takes.

// DefaultDPI is the resolution of PNG output unless one is asked for.
const DefaultDPI = 150

// MaxPixels bounds the picture WritePNG and Raster draw: 50 million
// pixels (200 MB in memory), some twenty A4 pages at 150 dpi.
const MaxPixels = 50_000_000

// WritePNG writes d as a PNG image at dpi dots per inch, its pages one
// under the other. The encoder adds no date or other metadata.
func (d *Document) WritePNG(w io.Writer, dpi float64) error {
	img, err := d.Raster(dpi)
	if err != nil {
		return err
	}
	enc := png.Encoder{CompressionLevel: png.DefaultCompression}
	return enc.Encode(w, img)
}

// Raster draws d as an image at dpi dots per inch, its pages one under
// the other; a picture of more than MaxPixels is refused.
func (d *Document) Raster(dpi float64) (*image.RGBA, error) {
	if dpi <= 0 {
		dpi = DefaultDPI
	}
	s := dpi / 25.4 // pixels per millimetre
	width, height := d.extent()
	pw, ph := math.Ceil(width*s), math.Ceil(height*s)
	if pw*ph > MaxPixels {
		return nil, fmt.Errorf("a PNG of %s at %g dpi would be %.0fx%.0f pixels, more than %d million: write PDF, or fewer pages, or a lower dpi",
			plural(len(d.pages), "page", "pages"), dpi, pw, ph, MaxPixels/1_000_000)
	}
	img := image.NewRGBA(image.Rect(0, 0, int(pw), int(ph)))
	var z vector.Rasterizer
	top := 0.0
	for i, pg := range d.pages {
		if i > 0 {
			fillRect(img, 0, top*s, width*s, gap*s, pageGap)
			top += gap
		}
		for _, b := range pg.boxes {
			fillRect(img, b.x*s, (top+b.y)*s, b.w*s, b.h*s, b.c)
		}
		for _, l := range pg.labels {
			t := face(l.bold)
			x := l.x
			if !l.left {
				x -= t.width(l.s) * l.size / 2
			}
			for _, r := range l.s {
				g := t.glyph(r)
				drawGlyph(img, &z, g, x*s, (top+l.y)*s, l.size*s, l.c)
				x += g.advance * l.size
			}
		}
		top += pg.h
	}
	return img, nil
}

func plural(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return strconv.Itoa(n) + " " + many
}

// fillRect fills a rectangle given in pixels, its edges snapped to whole
// pixels and at least one pixel wide, so that grid lines come out crisp,
// as PDF viewers draw them.
func fillRect(img *image.RGBA, x, y, w, h float64, c rgb) {
	x0, y0 := math.Round(x), math.Round(y)
	x1, y1 := max(math.Round(x+w), x0+1), max(math.Round(y+h), y0+1)
	r := image.Rect(int(x0), int(y0), int(x1), int(y1))
	draw.Draw(img, r, image.NewUniform(color.RGBA{c.r, c.g, c.b, 255}), image.Point{}, draw.Src)
}

// drawGlyph draws g with its origin at x, y (pixels) and an em of size
// pixels.
func drawGlyph(img *image.RGBA, z *vector.Rasterizer, g *glyph, x, y, size float64, c rgb) {
	if len(g.segs) == 0 {
		return
	}
	x0, y0 := math.Floor(x+g.minX*size)-1, math.Floor(y+g.minY*size)-1
	x1, y1 := math.Ceil(x+g.maxX*size)+1, math.Ceil(y+g.maxY*size)+1
	r := image.Rect(int(x0), int(y0), int(x1), int(y1))
	if !r.Overlaps(img.Bounds()) {
		return
	}
	z.Reset(int(x1-x0), int(y1-y0))
	ox, oy := x-x0, y-y0
	pt := func(p [2]float64) (float32, float32) {
		return float32(ox + p[0]*size), float32(oy + p[1]*size)
	}
	open := false
	for _, s := range g.segs {
		switch s.op {
		case 'M':
			if open {
				z.ClosePath()
			}
			z.MoveTo(pt(s.p[0]))
			open = true
		case 'L':
			z.LineTo(pt(s.p[0]))
		case 'Q':
			bx, by := pt(s.p[0])
			cx, cy := pt(s.p[1])
			z.QuadTo(bx, by, cx, cy)
		case 'C':
			bx, by := pt(s.p[0])
			cx, cy := pt(s.p[1])
			dx, dy := pt(s.p[2])
			z.CubeTo(bx, by, cx, cy, dx, dy)
		}
	}
	if open {
		z.ClosePath()
	}
	clip := r.Intersect(img.Bounds())
	z.Draw(img, clip, image.NewUniform(color.RGBA{c.r, c.g, c.b, 255}), clip.Min.Sub(r.Min))
}
