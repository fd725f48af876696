package sudokit

import (
	"strings"
	"unicode/utf8"
)

// The grid form: a picture, one line per row, cells separated by spaces (or
// not at all when every cell is one character), | between boxes and rule
// lines of -, =, + and | between bands; outer borders are allowed. Regular
// separators give the box shape.

// isRuleLine reports whether s is a line drawn between bands: only -, =, +,
// | and spaces, with at least two - or =.
func isRuleLine(s string) bool {
	dashes := 0
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '-', '=':
			dashes++
		case '+', '|', ' ', '\t':
		default:
			return false
		}
	}
	return dashes >= 2
}

// gridRow is one row line of a grid, split at its | separators.
type gridRow struct {
	line srcLine
	segs []gridSeg
}

type gridSeg struct {
	text string
	off  int // byte offset of text in the line
}

// addGrid reads the rows of a grid from its content lines, with offsets.
func (b *builder) addGrid(lines []srcLine) {
	var rows []gridRow
	var rules []int // the number of rows above each rule line
	for _, l := range lines {
		s, off := l.content(FormGrid)
		if s == "" {
			continue
		}
		if isRuleLine(s) {
			rules = append(rules, len(rows))
			continue
		}
		row := gridRow{line: l}
		start := 0
		for i := 0; i <= len(s); i++ {
			if i == len(s) || s[i] == '|' {
				if seg := s[start:i]; strings.Trim(seg, " \t") != "" {
					row.segs = append(row.segs, gridSeg{text: seg, off: off + start})
				}
				start = i + 1
			}
		}
		rows = append(rows, row)
	}
	n := b.opt.fixedN()
	if n == 0 {
		n = len(rows)
	}
	var widths []int // the segment widths of the first row, in cells
	regular := true
	for r, row := range rows {
		b.addRow(row.line.num)
		spaced := spacedRow(row, n)
		for k, seg := range row.segs {
			before := b.rows[len(b.rows)-1].count
			if spaced {
				b.addTokens(row.line, seg.text, seg.off)
			} else {
				b.addLine(row.line, seg.text, seg.off)
			}
			w := b.rows[len(b.rows)-1].count - before
			switch {
			case r == 0:
				widths = append(widths, w)
			case k >= len(widths) || widths[k] != w:
				regular = false
			}
		}
		if r > 0 && len(row.segs) != len(widths) {
			regular = false
		}
	}
	if len(rows) > 0 {
		b.box = gridBox(n, widths, rules, len(rows), regular)
	}
}

// spacedRow decides whether a row separates its cells with spaces: it does
// when its fields are N, or when its characters are not.
func spacedRow(row gridRow, n int) bool {
	fields, chars := 0, 0
	for _, seg := range row.segs {
		fields += countFields(seg.text)
		for _, c := range seg.text {
			if c != ' ' && c != '\t' {
				chars++
			}
		}
	}
	if fields == n {
		return true
	}
	if chars == n {
		return false
	}
	return fields > len(row.segs)
}

// gridBox returns the box shape the separators draw: | after every C cells
// and a rule line after every R rows. It returns the zero shape when they
// draw none, or not regularly.
func gridBox(n int, widths, rules []int, rows int, regular bool) [2]int {
	c := 0
	if regular && len(widths) > 1 {
		c = widths[0]
		for _, w := range widths {
			if w != c {
				c = 0
				break
			}
		}
	}
	r := 0
	var inner []int
	for _, at := range rules {
		if at > 0 && at < rows && (len(inner) == 0 || inner[len(inner)-1] != at) {
			inner = append(inner, at)
		}
	}
	if len(inner) > 0 {
		r = inner[0]
		for k, at := range inner {
			if at != (k+1)*r {
				r = 0
				break
			}
		}
		if r > 0 && (len(inner)+1)*r != rows {
			r = 0
		}
	}
	switch {
	case r > 0 && c > 0:
	case c > 0 && n%c == 0:
		r = n / c
	case r > 0 && n%r == 0:
		c = n / r
	default:
		return [2]int{}
	}
	if r < 2 || c < 2 || r*c != n {
		return [2]int{}
	}
	return [2]int{r, c}
}

func appendGrid(dst []byte, g Grid, sym Symbols, blank byte) []byte {
	s := g.Shape
	n := s.N
	width := sym.width(n)
	var cell [4]byte
	rowStart := len(dst)
	for r := 0; r < n; r++ {
		if r > 0 {
			dst = append(dst, '\n')
			if r%s.BoxRows == 0 {
				// A rule line repeats the row above with every cell and
				// space as - and every | as +.
				prev := dst[rowStart : len(dst)-1]
				start := len(dst)
				dst = append(dst, prev...)
				for i := start; i < len(dst); i++ {
					if dst[i] == '|' {
						dst[i] = '+'
					} else {
						dst[i] = '-'
					}
				}
				dst = append(dst, '\n')
			}
		}
		rowStart = len(dst)
		for c := 0; c < n; c++ {
			if c > 0 {
				if c%s.BoxCols == 0 {
					dst = append(dst, " | "...)
				} else {
					dst = append(dst, ' ')
				}
			}
			text := appendCell(cell[:0], g.Cells[r*n+c], sym, blank)
			for pad := utf8.RuneCount(text); pad < width; pad++ {
				dst = append(dst, ' ')
			}
			dst = append(dst, text...)
		}
	}
	return dst
}
