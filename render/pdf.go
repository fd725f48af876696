package render

import (
	"fmt"
	"io"

	"github.com/signintech/gopdf"
)

// PDF is written by github.com/signintech/gopdf (see the package comment
// for why that library): one PDF page for each page of the document, the
// embedded Go fonts subset into the file, no creation date, so that the
// same document gives the same bytes.

// ptPerMM converts millimetres to PDF points.
const ptPerMM = 72 / 25.4

// WritePDF writes d as a PDF document, one PDF page per page.
func (d *Document) WritePDF(w io.Writer) error {
	pdf := &gopdf.GoPdf{}
	first := d.pages[0]
	pdf.Start(gopdf.Config{Unit: gopdf.UnitMM, PageSize: gopdf.Rect{W: first.w, H: first.h}})
	pdf.SetCompressLevel(9)
	for _, t := range faces() {
		if err := pdf.AddTTFFontData(t.name, t.ttf); err != nil {
			return fmt.Errorf("pdf: font %s: %w", t.name, err)
		}
	}
	for _, pg := range d.pages {
		pdf.AddPageWithOption(gopdf.PageOption{PageSize: &gopdf.Rect{W: pg.w, H: pg.h}})
		var last rgb
		fillSet := false
		for _, b := range pg.boxes {
			if !fillSet || b.c != last {
				pdf.SetFillColor(b.c.r, b.c.g, b.c.b)
				last, fillSet = b.c, true
			}
			pdf.RectFromUpperLeftWithStyle(b.x, b.y, b.w, b.h, "F")
		}
		for _, l := range pg.labels {
			t := face(l.bold)
			if err := pdf.SetFont(t.name, "", l.size*ptPerMM); err != nil {
				return fmt.Errorf("pdf: %w", err)
			}
			pdf.SetTextColor(l.c.r, l.c.g, l.c.b)
			x := l.x
			if !l.left {
				x -= t.width(l.s) * l.size / 2
			}
			pdf.SetXY(x, l.y)
			if err := pdf.Text(l.s); err != nil {
				return fmt.Errorf("pdf: %w", err)
			}
		}
	}
	_, err := pdf.WriteTo(w)
	return err
}
