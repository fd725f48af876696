package render

// The scene: what layout draws and every writer turns into its format. It
// holds only filled rectangles and lines of text, in millimetres from the
// top left corner of the page, so that SVG, PDF and PNG show the same
// picture.

// An rgb is a colour.
type rgb struct{ r, g, b uint8 }

// The colours of the picture.
var (
	black      = rgb{0, 0, 0}
	white      = rgb{255, 255, 255}
	gridGrey   = rgb{0x55, 0x55, 0x55}
	entryBlue  = rgb{0x1f, 0x4e, 0xb4}
	candGrey   = rgb{0x60, 0x60, 0x60}
	placeGreen = rgb{0x0b, 0x7a, 0x2e}
	elimRed    = rgb{0xc6, 0x1a, 0x1a}
	elimBack   = rgb{0xf8, 0xc8, 0xc8}
	pageGap    = rgb{0xd0, 0xd0, 0xd0}
)

// roleColours are the backgrounds of the cells of a highlighted step, by
// role; a role not listed is drawn as a target.
var roleColours = map[string]rgb{
	"target": {0xff, 0xee, 0x99},
	"base":   {0xc9, 0xdf, 0xff},
	"cover":  {0xcf, 0xef, 0xcf},
	"fin":    {0xef, 0xcf, 0xef},
	"link":   {0xff, 0xdc, 0xb8},
}

// A box is a filled rectangle.
type box struct {
	x, y, w, h float64
	c          rgb
}

// A label is one line of text: x is its centre, or its left end when
// left is set; y is its baseline; size is the font's em in millimetres.
type label struct {
	x, y, size float64
	bold, left bool
	c          rgb
	s          string
}

// A page is one sheet of the scene, w by h millimetres, drawn in order:
// boxes first, then labels.
type page struct {
	w, h   float64
	boxes  []box
	labels []label
}

func (p *page) fill(x, y, w, h float64, c rgb) {
	p.boxes = append(p.boxes, box{x, y, w, h, c})
}

func (p *page) text(l label) { p.labels = append(p.labels, l) }
