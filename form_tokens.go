package sudokit

import "unicode/utf8"

// The tokens form: values separated by white space, 0 for a blank; the
// classic form of standard input. Any layout of N² tokens is one puzzle,
// except that N lines must each hold a row.

// addTokens adds the cells of one tokens-form content line.
func (b *builder) addTokens(l srcLine, s string, off int) {
	col := l.column(off)
	start, startCol := -1, 0
	for i := 0; i <= len(s); {
		if i == len(s) || isSpace(s[i]) {
			if start >= 0 {
				b.addCell(l.num, startCol, s[start:i])
				start = -1
			}
			i++
			col++
			continue
		}
		if start < 0 {
			start, startCol = i, col
		}
		size := 1
		if s[i] >= utf8.RuneSelf {
			_, size = utf8.DecodeRuneInString(s[i:])
		}
		i += size
		col++
	}
}

// countFields counts the white-space-separated fields of s.
func countFields(s string) int {
	n := 0
	in := false
	for i := 0; i < len(s); i++ {
		if isSpace(s[i]) {
			in = false
		} else if !in {
			in = true
			n++
		}
	}
	return n
}

func appendTokens(dst []byte, g Grid, sym Symbols, blank byte, oneLine bool) []byte {
	n := g.Shape.N
	for i, v := range g.Cells {
		if i > 0 {
			if i%n == 0 && !oneLine {
				dst = append(dst, '\n')
			} else {
				dst = append(dst, ' ')
			}
		}
		dst = appendCell(dst, v, sym, blank)
	}
	return dst
}
