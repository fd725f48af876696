package logic

import (
	"math/bits"
	"strconv"
	"strings"

	"github.com/sudokit-go/sudokit"
)

// The sentences of steps write values as the player's grid shows them:
// with the symbols set on the grid of candidates (SetSymbols, or
// Options.Symbols), decimal numbers when none are set. On a 16x16 puzzle
// written with letters, "Hidden Single: B can only go in r4c6", r4c6=B,
// r4c6<>B. Only the sentences change: the values of a step's fields and
// JSON records stay numbers. Sentences are built only for the steps found,
// never in a search.

// valueText writes value v as sym does; a nil sym writes a decimal number.
func valueText(sym *sudokit.Symbols, v int) string {
	if sym == nil || v < 1 || v > 255 {
		return strconv.Itoa(v)
	}
	return string(sym.AppendValue(nil, uint8(v)))
}

// eliminationText writes eliminations as "r4c1<>7, r4c8<>7", the values
// as sym writes them.
func eliminationText(sym *sudokit.Symbols, es []CellValue) string {
	var b strings.Builder
	for k, e := range es {
		if k > 0 {
			b.WriteString(", ")
		}
		b.WriteString(e.Cell.String())
		b.WriteString("<>")
		b.WriteString(valueText(sym, e.Value))
	}
	return b.String()
}

// SetSymbols makes the sentences of the steps found on c write values
// with sym, or with the default symbols of the shape when sym cannot write
// them all (Symbols.For). Without it they are decimal numbers.
func (c *Candidates) SetSymbols(sym sudokit.Symbols) {
	s := sym.For(c.shape.N)
	c.symbols = &s
}

// valueText writes value v as the sentences of c's steps do.
func (c *Candidates) valueText(v int) string { return valueText(c.symbols, v) }

// valueNames names the values of mask m, rising, as c's sentences do.
func (c *Candidates) valueNames(m uint64) []string {
	var out []string
	for ; m != 0; m &= m - 1 {
		out = append(out, c.valueText(bits.TrailingZeros64(m)+1))
	}
	return out
}

// eliminations writes eliminations as "r4c1<>7, r4c8<>7", as c's
// sentences do.
func (c *Candidates) eliminations(es []CellValue) string { return eliminationText(c.symbols, es) }

// newCandidates is NewCandidates with the sentences' symbols set when sym
// is not nil.
func newCandidates(g sudokit.Grid, sym *sudokit.Symbols) (*Candidates, error) {
	c, err := NewCandidates(g)
	if err == nil && sym != nil {
		c.SetSymbols(*sym)
	}
	return c, err
}
