package sudokit

import (
	"slices"
	"unicode/utf8"
)

// The line form: N² characters on one line, one per cell, row by row. A
// one-puzzle input may run over several lines, which are joined; white
// space inside a line is skipped.

// addLine adds the cells of one line-form content line.
func (b *builder) addLine(l srcLine, s string, off int) {
	col := l.column(off)
	for i := 0; i < len(s); {
		size := 1
		if s[i] >= utf8.RuneSelf {
			_, size = utf8.DecodeRuneInString(s[i:])
		}
		if !isSpace(s[i]) {
			b.addCell(l.num, col, s[i:i+size])
		}
		i += size
		col++
	}
}

func appendLine(dst []byte, g Grid, sym Symbols, blank byte) []byte {
	if !sym.OneChar(g.Shape.N) {
		if blank == '_' {
			blank = '.' // written as tokens, which do not read _
		}
		return appendTokens(dst, g, sym, blank, true)
	}
	var table [256]byte // one character a value, the blank at 0
	table[0] = blank
	for v := 1; v <= g.Shape.N; v++ {
		if v <= 9 && sym.kind != alphabet {
			table[v] = byte('0' + v)
		} else {
			table[v] = sym.AppendValue(table[v:v], uint8(v))[0]
		}
	}
	dst = slices.Grow(dst, len(g.Cells))
	out := dst[len(dst) : len(dst)+len(g.Cells)]
	for i, v := range g.Cells {
		out[i] = table[v]
	}
	return dst[:len(dst)+len(out)]
}
