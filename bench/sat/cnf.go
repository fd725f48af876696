package main

import (
	"bufio"
	"io"
	"strconv"

	"github.com/sudokit-go/sudokit"
)

// Encoding says which variables a formula has.
type Encoding uint8

// The encodings.
const (
	// Reduced has one variable per blank cell and value that no given
	// among the cell's peers rules out; givens have no variable.
	Reduced Encoding = iota
	// Plain has N³ variables, one per cell and value, and a unit clause
	// per given.
	Plain
)

// String names the encoding as the -encoding flag spells it.
func (e Encoding) String() string {
	if e == Plain {
		return "plain"
	}
	return "reduced"
}

// A Formula is a puzzle encoded as CNF. Variables are numbered from 1 in
// the order of cell, then value; Var maps each back to its cell and value.
// The clauses are: for each cell without a given (every cell, Plain), at
// least one of its values and at most one (pairwise); for each unit and
// each value not given in it (every value, Plain), at least one cell and at
// most one (pairwise); Plain adds a unit clause per given. A cell or a unit
// that has no candidate left gives the empty clause: the puzzle has no
// solution.
type Formula struct {
	Puzzle   sudokit.Grid
	Encoding Encoding
	Vars     []CellValue // Vars[v-1] is variable v
	Lits     []int32     // the clauses, each ended by a 0, as DIMACS writes them
	Clauses  int         // how many clauses Lits holds

	index []int32 // cell*N + value-1 → variable, 0 when none
}

// A CellValue is what one variable says: Value stands at Cell.
type CellValue struct {
	Cell  int32
	Value uint8
}

// Encode encodes puzzle g as e says.
func Encode(g sudokit.Grid, e Encoding) *Formula {
	sh := g.Shape
	n := sh.N
	f := &Formula{Puzzle: g, Encoding: e, index: make([]int32, sh.Cells*n)}
	// allowed[cell*n+v-1]: may v stand at cell?
	allowed := make([]bool, sh.Cells*n)
	for i := range sh.Cells {
		for v := range n {
			allowed[i*n+v] = true
		}
	}
	contradiction := false
	if e == Reduced {
		for i, v := range g.Cells {
			if v == 0 {
				continue
			}
			for _, p := range sh.Peers(i) {
				if g.Cells[p] == v {
					contradiction = true // two equal givens see each other
				}
				allowed[int(p)*n+int(v)-1] = false
			}
		}
	}
	for i, given := range g.Cells {
		if e == Reduced && given != 0 {
			continue
		}
		for v := range n {
			if allowed[i*n+v] {
				f.Vars = append(f.Vars, CellValue{Cell: int32(i), Value: uint8(v + 1)})
				f.index[i*n+v] = int32(len(f.Vars))
			}
		}
	}
	var lits []int32
	exactlyOne := func() {
		if len(lits) == 0 {
			contradiction = true
			return
		}
		f.add(lits...)
		for a := range lits {
			for b := a + 1; b < len(lits); b++ {
				f.add(-lits[a], -lits[b])
			}
		}
	}
	for i, given := range g.Cells {
		if e == Reduced && given != 0 {
			continue
		}
		lits = lits[:0]
		for v := range n {
			if x := f.index[i*n+v]; x != 0 {
				lits = append(lits, x)
			}
		}
		exactlyOne()
	}
	for u := range 3 * n {
		cells := sh.Unit(u)
		var given [sudokit.MaxSize + 1]bool
		if e == Reduced {
			for _, c := range cells {
				given[g.Cells[c]] = true
			}
		}
		for v := 1; v <= n; v++ {
			if given[v] {
				continue
			}
			lits = lits[:0]
			for _, c := range cells {
				if x := f.index[c*n+v-1]; x != 0 {
					lits = append(lits, x)
				}
			}
			exactlyOne()
		}
	}
	if e == Plain {
		for i, v := range g.Cells {
			if v != 0 {
				f.add(f.index[i*n+int(v)-1])
			}
		}
	}
	if contradiction {
		f.add() // the empty clause
	}
	return f
}

// add appends one clause.
func (f *Formula) add(lits ...int32) {
	f.Lits = append(f.Lits, lits...)
	f.Lits = append(f.Lits, 0)
	f.Clauses++
}

// Each calls fn with every clause in order, without its closing 0; the
// slice is the formula's own, valid until fn returns.
func (f *Formula) Each(fn func(clause []int32)) {
	start := 0
	for i, l := range f.Lits {
		if l == 0 {
			fn(f.Lits[start:i])
			start = i + 1
		}
	}
}

// Var returns the variable that says value v stands at cell i, or 0 when
// the formula has none.
func (f *Formula) Var(i int, v uint8) int32 {
	if v == 0 || int(v) > f.Puzzle.Shape.N {
		return 0
	}
	return f.index[i*f.Puzzle.Shape.N+int(v)-1]
}

// WriteDIMACS writes the formula in DIMACS CNF, with extra clauses after
// its own (blocking clauses, say).
func (f *Formula) WriteDIMACS(w io.Writer, extra ...[]int32) error {
	bw := bufio.NewWriterSize(w, 1<<16)
	buf := make([]byte, 0, 64)
	buf = append(buf, "p cnf "...)
	buf = strconv.AppendInt(buf, int64(len(f.Vars)), 10)
	buf = append(buf, ' ')
	buf = strconv.AppendInt(buf, int64(f.Clauses+len(extra)), 10)
	buf = append(buf, '\n')
	bw.Write(buf) // a bufio.Writer keeps its first error for Flush
	write := func(lits []int32) {
		for _, l := range lits {
			buf = strconv.AppendInt(buf[:0], int64(l), 10)
			if l == 0 {
				buf = append(buf, '\n')
			} else {
				buf = append(buf, ' ')
			}
			bw.Write(buf)
		}
	}
	write(f.Lits)
	for _, c := range extra {
		write(c)
		write([]int32{0})
	}
	return bw.Flush()
}
