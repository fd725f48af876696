package sudokit

import "strings"

// The csv form: N rows of N comma-separated fields (RFC 4180 quoting;
// spaces around a field are trimmed; an empty field is a blank). A line
// whose first non-space character is # is a comment.

// addCSV adds one csv row; it fails on a quote left open.
func (b *builder) addCSV(l srcLine, s string, off int) *ParseError {
	b.addRow(l.num)
	i := 0
	for {
		for i < len(s) && isSpace(s[i]) {
			i++
		}
		start := i
		var field string
		if i < len(s) && s[i] == '"' {
			var sb strings.Builder
			closed := false
			for i++; i < len(s); i++ {
				if s[i] == '"' {
					if i+1 < len(s) && s[i+1] == '"' {
						sb.WriteByte('"')
						i++
						continue
					}
					closed = true
					i++
					break
				}
				sb.WriteByte(s[i])
			}
			if !closed {
				return &ParseError{Line: l.num, Column: l.column(off + start), Msg: "quoted field is not closed"}
			}
			field = strings.Trim(sb.String(), " \t")
			for i < len(s) && isSpace(s[i]) {
				i++
			}
			if i < len(s) && s[i] != ',' {
				return &ParseError{Line: l.num, Column: l.column(off + i), Msg: "text after a quoted field"}
			}
		} else {
			end := strings.IndexByte(s[i:], ',')
			if end < 0 {
				end = len(s)
			} else {
				end += i
			}
			field = strings.TrimRight(s[i:end], " \t")
			i = end
		}
		col := 0
		if !b.full() {
			col = l.column(off + start)
		}
		b.addCell(l.num, col, field)
		if i >= len(s) {
			return nil
		}
		i++ // the comma
	}
}

func appendCSV(dst []byte, g Grid, sym Symbols, blank byte) []byte {
	n := g.Shape.N
	for i, v := range g.Cells {
		if i > 0 {
			if i%n == 0 {
				dst = append(dst, '\n')
			} else {
				dst = append(dst, ',')
			}
		}
		if v != 0 && sym.kind == alphabet && sym.alphabet[v-1] == '"' {
			dst = append(dst, `""""`...) // RFC 4180: a quote is quoted
			continue
		}
		dst = appendCell(dst, v, sym, blank)
	}
	return dst
}
