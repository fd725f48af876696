package dlx

import "github.com/sudokit-go/sudokit"

// A matrix is the exact-cover matrix of one shape as dancing links. Index 0
// is the root h; indexes 1…cols are the column headers; then come the nodes,
// four per row of the matrix, row by row, so that node x belongs to row
// (x-first)/4. Rows are numbered cell·N + value-1.
type matrix struct {
	shape *sudokit.Shape
	cols  int     // 4N² columns
	first int32   // index of the first node
	L, R  []int32 // left and right links, within the header row or a matrix row
	U, D  []int32 // up and down links, within a column
	C     []int32 // the column header of each node
	S     []int32 // the number of rows in each column (by header index)
}

// The four kinds of columns, each a block of N² columns: cell (r, c) is
// filled, row r has v, column c has v, box b has v.
const (
	cellBlock = iota
	rowBlock
	colBlock
	boxBlock
)

// newMatrix builds the matrix of shape s with every column uncovered. It
// calls goOn before it starts and after each row of the grid's cells, and
// returns nil, the matrix unfinished, when goOn reports false.
func newMatrix(s *sudokit.Shape, goOn func() bool) *matrix {
	if !goOn() {
		return nil
	}
	n := s.N
	nn := n * n
	cols := 4 * nn
	rows := nn * n
	first := int32(cols + 1)
	size := cols + 1 + 4*rows
	m := &matrix{
		shape: s, cols: cols, first: first,
		L: make([]int32, size), R: make([]int32, size),
		U: make([]int32, size), D: make([]int32, size),
		C: make([]int32, size), S: make([]int32, cols+1),
	}
	// The header row: h and the column headers in a ring, each column an
	// empty ring of its own.
	for x := 0; x <= cols; x++ {
		m.L[x] = int32((x + cols) % (cols + 1))
		m.R[x] = int32((x + 1) % (cols + 1))
		m.U[x], m.D[x], m.C[x] = int32(x), int32(x), int32(x)
	}
	for cell := range nn {
		if cell%n == n-1 && !goOn() {
			return nil
		}
		r, c := cell/n, cell%n
		b := s.BoxOfIndex(cell)
		for v := range n {
			row := cell*n + v
			x := first + int32(4*row)
			heads := [4]int{
				cellBlock*nn + cell,
				rowBlock*nn + r*n + v,
				colBlock*nn + c*n + v,
				boxBlock*nn + b*n + v,
			}
			for k, col := range heads {
				node, head := x+int32(k), int32(col+1)
				m.L[node] = x + int32((k+3)%4)
				m.R[node] = x + int32((k+1)%4)
				// Append the node at the bottom of its column.
				m.C[node] = head
				m.U[node] = m.U[head]
				m.D[node] = head
				m.D[m.U[head]] = node
				m.U[head] = node
				m.S[head]++
			}
		}
	}
	return m
}

// rowOf is the matrix row of node x.
func (m *matrix) rowOf(x int32) int32 { return (x - m.first) / 4 }

// node is the first node of matrix row (cell, value v).
func (m *matrix) node(cell int, v uint8) int32 {
	return m.first + int32(4*(cell*m.shape.N+int(v)-1))
}

// cover removes column c from the header row, and every row that has a 1
// in c from the other columns it is in.
func (m *matrix) cover(c int32) {
	m.L[m.R[c]] = m.L[c]
	m.R[m.L[c]] = m.R[c]
	for i := m.D[c]; i != c; i = m.D[i] {
		for j := m.R[i]; j != i; j = m.R[j] {
			m.U[m.D[j]] = m.U[j]
			m.D[m.U[j]] = m.D[j]
			m.S[m.C[j]]--
		}
	}
}

// uncover undoes cover(c), in exactly the reverse order.
func (m *matrix) uncover(c int32) {
	for i := m.U[c]; i != c; i = m.U[i] {
		for j := m.L[i]; j != i; j = m.L[j] {
			m.S[m.C[j]]++
			m.U[m.D[j]] = j
			m.D[m.U[j]] = j
		}
	}
	m.L[m.R[c]] = c
	m.R[m.L[c]] = c
}

// covered reports whether column c is out of the header row.
func (m *matrix) covered(c int32) bool { return m.R[m.L[c]] != c }
