package render

import (
	"math/bits"
	"strconv"
)

// Proportions of the picture, in millimetres or as shares of a cell.
const (
	pageMargin   = 12.0 // around a worksheet page
	valueEm      = 0.68 // a value's em, as a share of the cell
	candidateEm  = 0.8  // a pencil mark's em, as a share of its place in the cell
	symbolWidth  = 0.82 // the widest a value may be, as a share of the cell
	minThinLine  = 0.12
	maxThinLine  = 0.3
	thickPerThin = 3.0
)

// card lays out one puzzle as a picture of its own size.
func card(p *Puzzle, opt Options) page {
	n := float64(p.Grid.Shape.N)
	side := opt.SizeMM
	if side == 0 {
		side = min(max(n*10, 60), 180)
	}
	margin := max(4, side*0.05)
	hs := min(max(side*0.06, 3.5), 8.0)
	header := 0.0
	if opt.Title != "" || p.Number > 0 {
		header = hs * 1.6
	}
	pg := page{w: side + 2*margin, h: side + 2*margin + header}
	pg.fill(0, 0, pg.w, pg.h, white)
	caption(&pg, margin, margin+hs, hs, p.Number, opt.Title)
	drawGrid(&pg, margin, margin+header, side, p)
	return pg
}

// caption writes "7  Title" with its left end at x and baseline y: the
// number bold, the title regular.
func caption(pg *page, x, y, size float64, number int, title string) {
	if number > 0 {
		s := strconv.Itoa(number)
		pg.text(label{x: x, y: y, size: size, bold: true, left: true, c: black, s: s})
		x += (face(true).width(s) + 0.6) * size
	}
	if title != "" {
		pg.text(label{x: x, y: y, size: size, left: true, c: black, s: title})
	}
}

// worksheet lays puzzles out on pages, then their solutions, smaller, on
// pages of their own.
func worksheet(puzzles []Puzzle, opt Options) *Document {
	d := &Document{}
	grid := perPage[opt.PerPage]
	d.sheets(puzzles, opt, grid.cols, grid.rows, opt.Title, 1)
	if opt.Solutions != nil {
		title := "Solutions"
		if opt.Title != "" {
			title = opt.Title + ": solutions"
		}
		d.sheets(opt.Solutions, opt, grid.solCols, grid.solRows, title, 0.7)
	}
	for i := range d.pages {
		pg := &d.pages[i]
		s := "page " + strconv.Itoa(i+1) + " of " + strconv.Itoa(len(d.pages))
		pg.text(label{x: pg.w / 2, y: pg.h - pageMargin/2, size: 3, c: candGrey, s: s})
	}
	return d
}

// sheets lays out ps cols×rows a page, under a heading.
func (d *Document) sheets(ps []Puzzle, opt Options, cols, rows int, heading string, scale float64) {
	w, h := opt.Page.Width, opt.Page.Height
	headH := 0.0
	if heading != "" {
		headH = 12
	}
	slotW := (w - 2*pageMargin) / float64(cols)
	slotH := (h - 2*pageMargin - headH) / float64(rows)
	cs := min(max(min(slotW, slotH)*0.045, 3), 5.5) * max(scale, 0.8)
	capH := cs * 1.5
	side := min(slotW*0.9, (slotH-capH)*0.92)
	if opt.SizeMM > 0 {
		side = min(side, opt.SizeMM*scale)
	}
	per := cols * rows
	for first := 0; first < len(ps); first += per {
		pg := page{w: w, h: h}
		pg.fill(0, 0, w, h, white)
		if heading != "" {
			pg.text(label{x: pageMargin, y: pageMargin + 6, size: 6, bold: true, left: true, c: black, s: heading})
		}
		for k := 0; k < per && first+k < len(ps); k++ {
			p := &ps[first+k]
			col, row := k%cols, k/cols
			sx := pageMargin + float64(col)*slotW
			sy := pageMargin + headH + float64(row)*slotH
			gx := sx + (slotW-side)/2
			gy := sy + (slotH-side-capH)/2 + capH
			caption(&pg, gx, gy-cs*0.5, cs, p.Number, "")
			drawGrid(&pg, gx, gy, side, p)
		}
		d.pages = append(d.pages, pg)
	}
}

// drawGrid draws p with its top left corner at x, y, side millimetres
// wide: highlight backgrounds, cell lines, box lines, then the values and
// pencil marks.
func drawGrid(pg *page, x, y, side float64, p *Puzzle) {
	s := p.Grid.Shape
	n := s.N
	cell := side / float64(n)
	pg.fill(x, y, side, side, white)

	// The step's cells, targets last so that they show over other roles.
	for _, pass := range []bool{false, true} {
		for _, c := range p.Highlight.Cells {
			col, ok := roleColours[c.Role]
			if !ok {
				col = roleColours["target"]
			}
			if (c.Role == "target" || !ok) == pass {
				pg.fill(x+float64(c.Cell.Col)*cell, y+float64(c.Cell.Row)*cell, cell, cell, col)
			}
		}
	}

	thin := min(max(cell*0.025, minThinLine), maxThinLine)
	thick := thin * thickPerThin
	for i := 1; i < n; i++ {
		if i%s.BoxCols != 0 {
			pg.fill(x+float64(i)*cell-thin/2, y, thin, side, gridGrey)
		}
		if i%s.BoxRows != 0 {
			pg.fill(x, y+float64(i)*cell-thin/2, side, thin, gridGrey)
		}
	}
	for i := 0; i <= n; i++ {
		if i%s.BoxCols == 0 {
			pg.fill(x+float64(i)*cell-thick/2, y-thick/2, thick, side+thick, black)
		}
		if i%s.BoxRows == 0 {
			pg.fill(x-thick/2, y+float64(i)*cell-thick/2, side+thick, thick, black)
		}
	}

	placed := make(map[int]int, len(p.Highlight.Placements))
	for _, v := range p.Highlight.Placements {
		placed[s.Index(v.Cell)] = v.Value
	}
	elim := make(map[int]uint64, len(p.Highlight.Eliminations))
	for _, v := range p.Highlight.Eliminations {
		elim[s.Index(v.Cell)] |= 1 << (v.Value - 1)
	}
	var buf []byte
	sym := func(v int) string {
		buf = p.Symbols.AppendValue(buf[:0], uint8(v))
		return string(buf)
	}
	for i := 0; i < n*n; i++ {
		cx := x + float64(i%n)*cell
		cy := y + float64(i/n)*cell
		v, bold, col := int(p.Grid.Cells[i]), true, black
		if v == 0 && p.Entries.Shape != nil {
			v, bold, col = int(p.Entries.Cells[i]), false, entryBlue
		}
		if v == 0 {
			if pv, ok := placed[i]; ok {
				v, bold, col = pv, true, placeGreen
			}
		}
		if v != 0 {
			value(pg, cx+cell/2, cy+cell/2, cell, cell*valueEm, sym(v), bold, col)
			continue
		}
		var marks uint64
		if p.Candidates != nil {
			marks = p.Candidates[i]
		}
		marks |= elim[i]
		if marks == 0 {
			continue
		}
		sw, sh := cell/float64(s.BoxCols), cell/float64(s.BoxRows)
		for m := marks; m != 0; m &= m - 1 {
			v := bits.TrailingZeros64(m) + 1
			if v > n {
				break
			}
			mx := cx + float64((v-1)%s.BoxCols)*sw
			my := cy + float64((v-1)/s.BoxCols)*sh
			col := candGrey
			if elim[i]&(1<<(v-1)) != 0 {
				inset := min(sw, sh) * 0.08
				pg.fill(mx+inset, my+inset, sw-2*inset, sh-2*inset, elimBack)
				col = elimRed
			}
			value(pg, mx+sw/2, my+sh/2, min(sw, sh), min(sw, sh)*candidateEm, sym(v), false, col)
		}
	}
}

// value writes s centred on cx, cy in a square place of side room, at em
// size or smaller when s is too wide for the place.
func value(pg *page, cx, cy, room, size float64, s string, bold bool, c rgb) {
	t := face(bold)
	if w := t.width(s) * size; w > room*symbolWidth {
		size *= room * symbolWidth / w
	}
	pg.text(label{x: cx, y: cy + t.capHeight*size/2, size: size, bold: bold, c: c, s: s})
}
