package dlx

import "github.com/sudokit-go/sudokit"

// Solver is the Dancing Links engine. It keeps the matrix of the last shape
// it solved and reuses it. Its Solve returns the first solution Algorithm X
// reaches. Make one with New.
type Solver struct {
	sudokit.Search
	opt    sudokit.Options
	m      *matrix
	givens []int32 // the first node of each given's row, in the order covered
	o      []int32 // Knuth's O: the row chosen at each level of the search
	puzzle sudokit.Grid
}

// New returns a Dancing Links engine. It honours MaxNodes (a node is a row
// chosen), Progress, Trace ("choose" and "undo" events) and cancellation.
func New(opt sudokit.Options) *Solver {
	s := &Solver{opt: opt}
	s.Search = sudokit.NewSearch(opt, s.run)
	return s
}

// run counts the exact covers that extend g's givens, up to Limit.
func (s *Solver) run(g sudokit.Grid) {
	if s.m == nil || s.m.shape != g.Shape {
		// A 64x64 matrix has a million nodes: its building looks at the
		// context as it goes, so a deadline stops it too.
		s.m = newMatrix(g.Shape, s.Check)
		if s.m == nil {
			return
		}
		s.o = make([]int32, g.Shape.Cells)
	}
	s.puzzle = g
	if s.coverGivens(g) {
		s.search(0)
	}
	s.uncoverGivens()
}

// coverGivens takes each given's row into the solution: it covers the
// row's four columns. It reports false, having covered what it could, when
// two givens clash (a column already covered).
func (s *Solver) coverGivens(g sudokit.Grid) bool {
	m := s.m
	s.givens = s.givens[:0]
	for cell, v := range g.Cells {
		if v == 0 {
			continue
		}
		r := m.node(cell, v)
		for j := r; j < r+4; j++ {
			if m.covered(m.C[j]) {
				return false
			}
		}
		s.givens = append(s.givens, r)
		for j := r; j < r+4; j++ {
			m.cover(m.C[j])
		}
	}
	return true
}

// uncoverGivens undoes coverGivens, in reverse order, so that the matrix
// is whole again for the next puzzle.
func (s *Solver) uncoverGivens() {
	m := s.m
	for k := len(s.givens) - 1; k >= 0; k-- {
		r := s.givens[k]
		for j := r + 3; j >= r; j-- {
			m.uncover(m.C[j])
		}
	}
	s.givens = s.givens[:0]
}

// search is Knuth's search(k): if no column is left, the rows chosen are a
// solution; otherwise choose the column c with the fewest rows, cover it,
// and for each row r of c choose r (cover its other columns), search(k+1),
// and take r back (uncover its columns from the left); then uncover c. It
// returns true when the search must stop; it always leaves the links as it
// found them.
func (s *Solver) search(k int) bool {
	m := s.m
	if m.R[0] == 0 {
		return s.found(k)
	}
	c := s.chooseColumn()
	if m.S[c] == 0 {
		return false
	}
	if m.S[c] > 1 {
		s.Stats.Guesses++
	}
	stop := false
	m.cover(c)
	for r := m.D[c]; r != c; r = m.D[r] {
		if stop = !s.Node(); stop {
			break
		}
		s.o[k] = r
		s.trace(sudokit.EventChoose, k, r)
		for j := m.R[r]; j != r; j = m.R[j] {
			m.cover(m.C[j])
		}
		stop = s.search(k + 1)
		for j := m.L[r]; j != r; j = m.L[j] {
			m.uncover(m.C[j])
		}
		if stop {
			break
		}
		s.Stats.Backtracks++
		s.trace(sudokit.EventUndo, k, r)
	}
	m.uncover(c)
	return stop
}

// chooseColumn returns the column with the fewest rows, the first of them
// in the header row.
func (s *Solver) chooseColumn() int32 {
	m := s.m
	best, size := int32(0), int32(1<<30)
	for c := m.R[0]; c != 0; c = m.R[c] {
		if m.S[c] < size {
			best, size = c, m.S[c]
			if size <= 1 {
				break
			}
		}
	}
	return best
}

// found records the solution made of the givens and the k rows in O.
func (s *Solver) found(k int) bool {
	if s.Count == 0 {
		n := s.m.shape.N
		copy(s.First.Cells, s.puzzle.Cells)
		for _, r := range s.o[:k] {
			row := int(s.m.rowOf(r))
			s.First.Cells[row/n] = uint8(row%n + 1)
		}
	}
	return s.Found()
}

// trace reports row r, chosen or taken back at level k, as the cell and value
// it stands for.
func (s *Solver) trace(kind sudokit.EventKind, k int, r int32) {
	if s.opt.Trace == nil {
		return
	}
	n := s.m.shape.N
	row := int(s.m.rowOf(r))
	s.opt.Trace(sudokit.Event{Kind: kind, Depth: k, Cell: s.m.shape.PosOf(row / n), Value: uint8(row%n + 1)})
}
