package sudokit

import (
	"encoding/binary"
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
	if g.Shape.N <= 9 && sym.kind != alphabet {
		// Digits: each value plus '0', eight cells a step.
		dst = slices.Grow(dst, len(g.Cells))
		out := dst[len(dst) : len(dst)+len(g.Cells)]
		addDigits(out, g.Cells, blank)
		return dst[:len(dst)+len(out)]
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
	lookUp(out, g.Cells, &table)
	return dst[:len(dst)+len(out)]
}

// lookUp sets out[i] to table[in[i]] for every i of in, which out must be
// as long as. Eight a step, through arrays, so that the compiler checks
// no index: the loop is most of writing a batch of line-form answers.
func lookUp(out, in []byte, table *[256]byte) {
	out = out[:len(in)]
	for len(in) >= 8 {
		c, o := (*[8]byte)(in), (*[8]byte)(out)
		o[0], o[1], o[2], o[3] = table[c[0]], table[c[1]], table[c[2]], table[c[3]]
		o[4], o[5], o[6], o[7] = table[c[4]], table[c[5]], table[c[6]], table[c[7]]
		in, out = in[8:], out[8:]
	}
	for i, v := range in {
		out[i] = table[v]
	}
}

// addDigits sets out[i] to the digit of value in[i], 1-9, or to blank where
// in[i] is 0, for every i of in, which out must be as long as. Eight cells
// are one word: a word with no blank (all of a solved grid's) takes one
// addition, '0' to each byte, where lookUp takes eight look-ups.
func addDigits(out, in []byte, blank byte) {
	const (
		ones  = 0x0101010101010101
		highs = 0x8080808080808080
		zeros = 0x3030303030303030 // '0' in every byte
	)
	out = out[:len(in)]
	i := 0
	for ; i <= len(in)-8; i += 8 {
		w := binary.LittleEndian.Uint64(in[i : i+8])
		if (w-ones)&^w&highs == 0 { // no byte is 0 (every byte is at most 9)
			binary.LittleEndian.PutUint64(out[i:i+8], w+zeros)
			continue
		}
		for j, v := range in[i : i+8] {
			out[i+j] = digit(v, blank)
		}
	}
	for ; i < len(in); i++ {
		out[i] = digit(in[i], blank)
	}
}

// digit is the character of value v, 0-9, blank for 0.
func digit(v, blank byte) byte {
	if v == 0 {
		return blank
	}
	return '0' + v
}
