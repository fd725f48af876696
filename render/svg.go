package render

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"
)

// gap is the space between the pages of a worksheet drawn as one picture
// (SVG and PNG), in millimetres.
const gap = 6.0

// extent returns the size of the picture of all pages, one under the
// other, in millimetres.
func (d *Document) extent() (w, h float64) {
	for i, pg := range d.pages {
		w = max(w, pg.w)
		h += pg.h
		if i > 0 {
			h += gap
		}
	}
	return w, h
}

// WriteSVG writes d as one SVG picture, its pages one under the other.
// Text is drawn as the outlines of the embedded font's glyphs, each
// defined once, so the picture needs no font on the machine that shows it.
// The output depends only on d: no date, no random identifier.
func (d *Document) WriteSVG(w io.Writer) error {
	width, height := d.extent()
	var body strings.Builder
	used := map[string]*glyph{}
	var order []string
	top := 0.0
	for i, pg := range d.pages {
		if i > 0 {
			fmt.Fprintf(&body, "<rect x=\"0\" y=\"%s\" width=\"%s\" height=\"%s\" fill=\"%s\"/>\n",
				num(top), num(width), num(gap), hex(pageGap))
			top += gap
		}
		if top != 0 {
			fmt.Fprintf(&body, "<g transform=\"translate(0 %s)\">\n", num(top))
		}
		for _, b := range pg.boxes {
			fmt.Fprintf(&body, "<rect x=\"%s\" y=\"%s\" width=\"%s\" height=\"%s\" fill=\"%s\"/>\n",
				num(b.x), num(b.y), num(b.w), num(b.h), hex(b.c))
		}
		for _, l := range pg.labels {
			t := face(l.bold)
			x := l.x
			if !l.left {
				x -= t.width(l.s) * l.size / 2
			}
			k := l.size / t.upem
			fmt.Fprintf(&body, "<g fill=\"%s\">", hex(l.c))
			for _, r := range l.s {
				g := t.glyph(r)
				if g.svgPath != "" {
					id := "r" + strconv.Itoa(int(r))
					if l.bold {
						id = "b" + id[1:]
					}
					if used[id] == nil {
						used[id] = g
						order = append(order, id)
					}
					fmt.Fprintf(&body, "<use xlink:href=\"#%s\" transform=\"translate(%s %s) scale(%s)\"/>",
						id, num(x), num(l.y), strconv.FormatFloat(k, 'g', 6, 64))
				}
				x += g.advance * l.size
			}
			body.WriteString("</g>\n")
		}
		if top != 0 {
			body.WriteString("</g>\n")
		}
		top += pg.h
	}
	bw := bufio.NewWriter(w)
	fmt.Fprintf(bw, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"+
		"<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" "+
		"width=\"%smm\" height=\"%smm\" viewBox=\"0 0 %s %s\">\n", num(width), num(height), num(width), num(height))
	if len(order) > 0 {
		bw.WriteString("<defs>\n")
		for _, id := range order {
			fmt.Fprintf(bw, "<path id=\"%s\" d=\"%s\"/>\n", id, used[id].svgPath)
		}
		bw.WriteString("</defs>\n")
	}
	bw.WriteString(body.String())
	bw.WriteString("</svg>\n")
	return bw.Flush()
}

func hex(c rgb) string { return fmt.Sprintf("#%02x%02x%02x", c.r, c.g, c.b) }
