package render

import (
	"strconv"
	"strings"
	"sync"

	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"
)

// The one embedded typeface: the Go fonts (Go Regular and Go Bold, by
// Bigelow & Holmes, under the BSD licence of the Go project, shipped in
// golang.org/x/image/font/gofont). Every output draws with them, so a
// picture is the same on every machine: SVG draws their glyphs as paths,
// PDF embeds a subset of them, PNG rasterises their outlines.

// A typeface is one font, parsed once, with the glyphs of printable ASCII
// ready; it is read-only after it is built.
type typeface struct {
	name      string // as the PDF knows it
	ttf       []byte
	font      *sfnt.Font
	upem      float64 // font units per em
	capHeight float64 // in ems
	ascii     [128]*glyph
}

// A glyph is one character's outline in ems (y down, origin on the
// baseline) and its advance.
type glyph struct {
	r       rune
	advance float64 // ems
	segs    []segment
	svgPath string // the outline as an SVG path in font units
	minX    float64
	minY    float64
	maxX    float64
	maxY    float64
}

// A segment is one piece of an outline: op is 'M', 'L', 'Q' or 'C', and
// p holds its points in ems.
type segment struct {
	op byte
	p  [3][2]float64
}

// faces returns the regular and the bold typeface, parsed on first use.
var faces = sync.OnceValue(func() [2]*typeface {
	return [2]*typeface{mustTypeface("go", goregular.TTF), mustTypeface("gobold", gobold.TTF)}
})

// face returns the bold typeface when bold is set, else the regular one.
func face(bold bool) *typeface {
	if bold {
		return faces()[1]
	}
	return faces()[0]
}

func mustTypeface(name string, ttf []byte) *typeface {
	f, err := sfnt.Parse(ttf)
	if err != nil {
		panic("render: embedded font: " + err.Error()) // the font is ours: a bug
	}
	t := &typeface{name: name, ttf: ttf, font: f, upem: float64(f.UnitsPerEm())}
	var buf sfnt.Buffer
	m, err := f.Metrics(&buf, fixed.I(int(f.UnitsPerEm())), font.HintingNone)
	if err == nil {
		t.capHeight = float64(m.CapHeight) / 64 / t.upem
	}
	if t.capHeight <= 0 {
		t.capHeight = 0.7
	}
	for r := rune(32); r < 127; r++ {
		t.ascii[r] = t.load(&buf, r)
	}
	return t
}

// glyph returns the glyph of r: from the table for ASCII, loaded afresh
// otherwise (titles may hold any character; one the font lacks draws as
// its missing-glyph box).
func (t *typeface) glyph(r rune) *glyph {
	if r >= 0 && r < 128 && t.ascii[r] != nil {
		return t.ascii[r]
	}
	var buf sfnt.Buffer
	return t.load(&buf, r)
}

func (t *typeface) load(buf *sfnt.Buffer, r rune) *glyph {
	g := &glyph{r: r}
	ppem := fixed.I(int(t.upem))
	idx, err := t.font.GlyphIndex(buf, r)
	if err != nil {
		return g
	}
	if adv, err := t.font.GlyphAdvance(buf, idx, ppem, font.HintingNone); err == nil {
		g.advance = float64(adv) / 64 / t.upem
	}
	segs, err := t.font.LoadGlyph(buf, idx, ppem, nil)
	if err != nil {
		return g
	}
	var d strings.Builder
	first := true
	pt := func(p fixed.Point26_6, i int, s *segment) {
		x, y := float64(p.X)/64, float64(p.Y)/64
		if i > 0 {
			d.WriteByte(' ')
		}
		d.WriteString(num(x))
		d.WriteByte(' ')
		d.WriteString(num(y))
		x, y = x/t.upem, y/t.upem
		s.p[i] = [2]float64{x, y}
		if first {
			g.minX, g.maxX, g.minY, g.maxY = x, x, y, y
			first = false
		}
		g.minX, g.maxX = min(g.minX, x), max(g.maxX, x)
		g.minY, g.maxY = min(g.minY, y), max(g.maxY, y)
	}
	for _, s := range segs {
		var seg segment
		n := 1
		switch s.Op {
		case sfnt.SegmentOpMoveTo:
			seg.op = 'M'
		case sfnt.SegmentOpLineTo:
			seg.op = 'L'
		case sfnt.SegmentOpQuadTo:
			seg.op, n = 'Q', 2
		case sfnt.SegmentOpCubeTo:
			seg.op, n = 'C', 3
		}
		if s.Op == sfnt.SegmentOpMoveTo && d.Len() > 0 {
			d.WriteString("Z")
		}
		d.WriteByte(seg.op)
		for i := 0; i < n; i++ {
			pt(s.Args[i], i, &seg)
		}
		g.segs = append(g.segs, seg)
	}
	if d.Len() > 0 {
		d.WriteString("Z")
	}
	g.svgPath = d.String()
	return g
}

// width returns the advance of s at size 1 (ems).
func (t *typeface) width(s string) float64 {
	w := 0.0
	for _, r := range s {
		w += t.glyph(r).advance
	}
	return w
}

// num writes a coordinate with at most two decimals and no trailing
// zeros, so that output is short and the same on every machine.
func num(v float64) string {
	s := strconv.FormatFloat(v, 'f', 2, 64)
	if strings.IndexByte(s, '.') >= 0 {
		s = strings.TrimRight(strings.TrimRight(s, "0"), ".")
	}
	if s == "-0" {
		s = "0"
	}
	return s
}
