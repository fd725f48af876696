package logic

import (
	"strconv"
	"strings"

	"github.com/sudokit-go/sudokit"
)

// chainStep finds the first chain of the kind in c and writes it as the
// step of technique name.
func chainStep(c *Candidates, kind chainKind, name string) (Step, bool) {
	g, f, ok := findChain(c, kind)
	if !ok {
		return Step{}, false
	}
	defer g.release()
	s := c.shape
	st := Step{Technique: name, Region: s.PosOf(int(g.nodeCells(f.nodes[0])[0])).String()}
	var digits uint64
	seen := map[int32]bool{}
	for _, a := range f.nodes {
		digits |= bit(int(g.digit[a]))
		for _, i := range g.nodeCells(a) {
			if !seen[i] {
				seen[i] = true
				st.Cells = append(st.Cells, CellRole{Cell: s.PosOf(int(i)), Role: RoleLink})
			}
		}
	}
	for m := digits; m != 0; m &= m - 1 {
		st.Digits = append(st.Digits, lowest(m))
	}
	st.Eliminations = append([]CellValue(nil), f.elims...)
	for k, e := range st.Eliminations {
		if k == 0 || e.Cell != st.Eliminations[k-1].Cell {
			st.Cells = append(st.Cells, CellRole{Cell: e.Cell, Role: RoleTarget})
		}
	}
	var b strings.Builder
	b.WriteString(name)
	if kind == chainX {
		b.WriteString(" on ")
		b.WriteString(c.valueText(int(g.digit[f.nodes[0]])))
	}
	b.WriteString(": ")
	g.writeChain(&b, f.nodes, kind == chainX, c.symbols)
	b.WriteString(" => ")
	b.WriteString(c.eliminations(st.Eliminations))
	st.Text = b.String()
	return st, true
}

// lowest is the lowest value of mask m.
func lowest(m uint64) int {
	for v := 1; ; v++ {
		if m&bit(v) != 0 {
			return v
		}
	}
}

// writeChain writes the chain in Eureka notation: '=' for a strong link,
// '-' for a weak one, "(7)r1c2" for a node, "(7=3)r5c8" for the links
// inside one cell, "(7)r1c23" for a grouped node (cells of one row or
// column, "r1c10,11" on grids above 9x9). Without values (an X-Chain, of
// one value) a node is its cells alone.
func (g *chainGraph) writeChain(b *strings.Builder, nodes []int32, bare bool, sym *sudokit.Symbols) {
	for k := 0; k < len(nodes); {
		// the run of nodes from k on in one cell
		j := k + 1
		if cells := g.nodeCells(nodes[k]); len(cells) == 1 && !bare {
			for j < len(nodes) && equalCells(g.nodeCells(nodes[j]), cells) {
				j++
			}
		}
		if k > 0 {
			b.WriteByte(linkChar(k - 1))
		}
		if !bare {
			b.WriteByte('(')
			for l := k; l < j; l++ {
				if l > k {
					b.WriteByte(linkChar(l - 1))
				}
				b.WriteString(valueText(sym, int(g.digit[nodes[l]])))
			}
			b.WriteByte(')')
		}
		b.WriteString(g.cellsName(g.nodeCells(nodes[k])))
		k = j
	}
}

// linkChar is the sign of the link after the k-th node of a chain (from
// 0): the links alternate strong, weak, strong.
func linkChar(k int) byte {
	if k%2 == 0 {
		return '='
	}
	return '-'
}

// cellsName names the cells of a node: "r1c2", or for a group in one row
// "r1c23", in one column "r12c3" (numbers joined by commas above 9x9).
func (g *chainGraph) cellsName(cells []int32) string {
	s := g.s
	first := s.PosOf(int(cells[0]))
	if len(cells) == 1 {
		return first.String()
	}
	sep := ""
	if s.N > 9 {
		sep = ","
	}
	sameRow := s.PosOf(int(cells[1])).Row == first.Row
	var b strings.Builder
	if sameRow {
		b.WriteString("r" + strconv.Itoa(first.Row+1) + "c")
	} else {
		b.WriteString("r")
	}
	for k, i := range cells {
		if k > 0 {
			b.WriteString(sep)
		}
		p := s.PosOf(int(i))
		if sameRow {
			b.WriteString(strconv.Itoa(p.Col + 1))
		} else {
			b.WriteString(strconv.Itoa(p.Row + 1))
		}
	}
	if !sameRow {
		b.WriteString("c" + strconv.Itoa(first.Col+1))
	}
	return b.String()
}
