package logic

import (
	"fmt"
	"math/bits"
	"sort"
	"strconv"
	"strings"

	"github.com/sudokit-go/sudokit"
)

// findUniqueRectangle finds a Unique Rectangle, types 1 to 4: four cells
// in two rows, two columns and two boxes holding candidates v1 and v2 would
// let v1 and v2 swap, giving the puzzle two solutions, if none of them had
// another candidate; so the cells with extra candidates keep one. It is
// SE's Unique Loops search (#15) kept to loops of four cells, and takes
// the instance SE takes: the first found, from the bivalue cells in
// row-major order, among those of least rating (4.5; a type 3 adds 0.1 a
// value of its set beyond one), then least type. The sentences:
//
//	Unique Rectangle type 1: r1c1, r1c2, r4c1 and r4c2 hold 3 and 7 and only r4c1 more; it cannot be 3 or 7 (two solutions), so r4c1<>3, r4c1<>7
//	Unique Rectangle type 2: r1c1, r1c2, r3c1 and r3c2 hold 1 and 2; r3c1 or r3c2 is 4 (else two solutions), so r3c3<>4, r4c1<>4
//	Unique Rectangle type 3: r1c1, r1c2, r3c1 and r3c2 hold 3 and 4; r3c1 and r3c2, as one cell of 5 or 6 (else two solutions), make a naked pair of 5 and 6 with r3c4 in row 3, so r3c3<>5, r3c5<>6
//	Unique Rectangle type 4: r1c1, r1c2, r4c1 and r4c2 hold 3 and 7; in row 4, 3 lies only in r4c1 and r4c2, so neither is 7 (two solutions): r4c1<>7, r4c2<>7
//
// The step's cells are the rectangle's (base, row-major), the other cells
// of a type 3 set (base), then the cells that lose candidates (target);
// its digits are v1 and v2 (and a type 2's extra value); its region names
// the rectangle's cells. The puzzle must have one solution: explain and
// hint use it only after checking that.
func findUniqueRectangle(c *Candidates) (Step, bool) {
	se := getSEScratch(c.shape)
	defer putSEScratch(se)
	h := &se.hint
	if se.ul == nil {
		se.ul = newULSearch(c.shape)
	}
	se.ul.explain, se.ul.maxLen = true, 4
	if !se.uniqueLoops(c, h) {
		return Step{}, false
	}
	return urStep(c, &se.ul.detail, h), true
}

// newULSearch makes the scratch space of a unique loop search.
func newULSearch(s *sudokit.Shape) *ulSearch {
	return &ulSearch{loop: make([]int, 0, s.Cells), inLoop: make([]bool, s.Cells),
		odd: make([]bool, 3*s.N), even: make([]bool, 3*s.N)}
}

// urStep writes the step of the unique rectangle d whose eliminations are
// h's.
func urStep(c *Candidates, d *ulDetail, h *seHint) Step {
	s := c.shape
	loop := append([]int(nil), d.loop...)
	sort.Ints(loop)
	names := cellNames(s, loop)
	st := Step{Technique: "Unique Rectangle", Region: andList(names)}
	st.Digits = []int{d.v1, d.v2}
	if d.typ == 2 {
		st.Digits = append(st.Digits, d.x)
		sort.Ints(st.Digits)
	}
	for _, i := range loop {
		st.Cells = append(st.Cells, CellRole{Cell: s.PosOf(i), Role: RoleBase})
	}
	set := append([]int(nil), d.set...)
	sort.Ints(set)
	if d.typ == 3 {
		for _, i := range set {
			st.Cells = append(st.Cells, CellRole{Cell: s.PosOf(i), Role: RoleBase})
		}
	}
	st.Eliminations = seEliminations(s, h)
	st.Cells = append(st.Cells, targets(st.Eliminations)...)
	head := fmt.Sprintf("Unique Rectangle type %d: %s hold %s and %s", d.typ, st.Region, c.valueText(d.v1), c.valueText(d.v2))
	rescueCells := append([]int(nil), d.rescue...)
	sort.Ints(rescueCells)
	rescue := cellNames(s, rescueCells)
	elims := c.eliminations(st.Eliminations)
	switch d.typ {
	case 1:
		st.Text = fmt.Sprintf("%s and only %s more; it cannot be %s or %s (two solutions), so %s",
			head, rescue[0], c.valueText(d.v1), c.valueText(d.v2), elims)
	case 2:
		st.Text = fmt.Sprintf("%s; %s is %s (else two solutions), so %s",
			head, orList(rescue), c.valueText(d.x), elims)
	case 3:
		kind := "naked"
		if d.hidden {
			kind = "hidden"
		}
		extra := (c.marks[d.rescue[0]] | c.marks[d.rescue[1]]) &^ (bit(d.v1) | bit(d.v2))
		st.Text = fmt.Sprintf("%s; %s, as one cell of %s (else two solutions), make a %s %s of %s with %s in %s, so %s",
			head, andList(rescue), orList(c.valueNames(extra)), kind,
			strings.ToLower(sizeName(bits.OnesCount64(d.setValues))), andList(c.valueNames(d.setValues)),
			andList(cellNames(s, set)), unitName(s, d.unit), elims)
	case 4:
		rem := d.v1 + d.v2 - d.lock
		st.Text = fmt.Sprintf("%s; in %s, %s lies only in %s, so neither is %s (two solutions): %s",
			head, unitName(s, d.unit), c.valueText(d.lock), andList(rescue), c.valueText(rem), elims)
	}
	return st
}

// sizeName names a set of n cells or values: Pair, Triple, Quad, Set of 5.
func sizeName(n int) string {
	if n >= 2 && n <= 4 {
		return sizeNames[n]
	}
	return "Set of " + strconv.Itoa(n)
}

// cellNames names the cells of flat indexes is: "r4c6".
func cellNames(s *sudokit.Shape, is []int) []string {
	out := make([]string, len(is))
	for k, i := range is {
		out[k] = s.PosOf(i).String()
	}
	return out
}

// seEliminations are h's eliminations as a step's, in row-major order,
// then by value.
func seEliminations(s *sudokit.Shape, h *seHint) []CellValue {
	es := make([]CellValue, len(h.elims))
	for k, e := range h.elims {
		es[k] = CellValue{Cell: s.PosOf(int(e.cell)), Value: int(e.value)}
	}
	sort.Slice(es, func(a, b int) bool {
		ia, ib := s.Index(es[a].Cell), s.Index(es[b].Cell)
		return ia < ib || ia == ib && es[a].Value < es[b].Value
	})
	return es
}

// targets are the cells of eliminations es as targets, each once, in the
// order of es.
func targets(es []CellValue) []CellRole {
	var out []CellRole
	for k, e := range es {
		if k == 0 || es[k-1].Cell != e.Cell {
			out = append(out, CellRole{Cell: e.Cell, Role: RoleTarget})
		}
	}
	return out
}
