package fast

// lockedCandidates removes the values that a box confines to one of its
// rows (or columns) from the rest of that row (column), and the values that
// a row (column) confines to one box from the rest of that box. It looks
// only at the bands and stacks whose candidates changed since the last
// fixpoint: the others can teach nothing new.
func (e *general) lockedCandidates() (changed, ok bool) {
	s := e.shape
	n, br, bc := e.n, s.BoxRows, s.BoxCols
	mark := len(e.trail)
	band := uint64(1)<<br - 1
	for top := 0; top < n; top += br {
		if e.dirtyRows>>top&band == 0 {
			continue
		}
		e.dirtyRows &^= band << top
		if !e.lockedBand(top) {
			return true, false
		}
	}
	stack := uint64(1)<<bc - 1
	for left := 0; left < n; left += bc {
		if e.dirtyCols>>left&stack == 0 {
			continue
		}
		e.dirtyCols &^= stack << left
		if !e.lockedStack(left) {
			return true, false
		}
	}
	return len(e.trail) != mark, true
}

// lockedBand does lockedCandidates for the rows top…top+BoxRows-1.
func (e *general) lockedBand(top int) bool {
	s := e.shape
	n, br, bc := e.n, s.BoxRows, s.BoxCols
	// segs[j*br+k] is the union of the band's row j in the k-th box across
	// (there are br boxes across a row, bc cells each).
	segs := e.segs[:br*br]
	// For row j the values in one of its segments only (onlyLine) and in
	// two or more (twiceLine); for box k the same over its rows.
	onlyLine, twiceLine := e.segLine[:br], e.segLine[br:2*br]
	onlyBox, twiceBox := e.segBox[:br], e.segBox[br:2*br]
	for j := range br {
		row := e.cand[(top+j)*n : (top+j)*n+n]
		seg := segs[j*br : j*br+br]
		var once, twice uint64
		for k := range seg {
			cells := row[k*bc : k*bc+bc]
			m := cells[0] | cells[1]
			for _, c := range cells[2:] {
				m |= c
			}
			seg[k] = m
			twice |= once & m
			once |= m
		}
		onlyLine[j], twiceLine[j] = once&^twice, twice
	}
	for k := range br {
		var once, twice uint64
		for j := range br {
			m := segs[j*br+k]
			twice |= once & m
			once |= m
		}
		onlyBox[k], twiceBox[k] = once&^twice, twice
	}
	for j := range br {
		only := onlyLine[j]
		if only == 0 {
			continue
		}
		for k := range br {
			// The values of row j found only in box k leave the box's
			// other rows: there are some when one of them is in two rows
			// of the box or more.
			m := segs[j*br+k] & only
			if m&twiceBox[k] == 0 {
				continue
			}
			for jj := range br {
				if jj == j || segs[jj*br+k]&m == 0 {
					continue
				}
				r := top + jj
				for c := r*n + k*bc; c < r*n+k*bc+bc; c++ {
					if !e.eliminate(c, m) {
						return false
					}
				}
			}
		}
	}
	for k := range br {
		only := onlyBox[k]
		if only == 0 {
			continue
		}
		for j := range br {
			// The values of box k found only in row j leave the row's
			// other boxes: there are some when one of them is in two
			// boxes of the row or more.
			m := segs[j*br+k] & only
			if m&twiceLine[j] == 0 {
				continue
			}
			r := top + j
			for kk := range br {
				if kk == k || segs[j*br+kk]&m == 0 {
					continue
				}
				for c := r*n + kk*bc; c < r*n+kk*bc+bc; c++ {
					if !e.eliminate(c, m) {
						return false
					}
				}
			}
		}
	}
	return true
}

// lockedStack does lockedCandidates for the columns left…left+BoxCols-1.
func (e *general) lockedStack(left int) bool {
	s := e.shape
	n, br, bc := e.n, s.BoxRows, s.BoxCols
	// segs[k*bc+j] is the union of the stack's column j in the k-th box
	// down (bc boxes down a column, br cells each).
	segs := e.segs[:bc*bc]
	onlyLine, twiceLine := e.segLine[:bc], e.segLine[bc:2*bc]
	onlyBox, twiceBox := e.segBox[:bc], e.segBox[bc:2*bc]
	for k := range bc {
		seg := segs[k*bc : k*bc+bc]
		copy(seg, e.cand[k*br*n+left:k*br*n+left+bc])
		for r := k*br + 1; r < k*br+br; r++ {
			row := e.cand[r*n+left : r*n+left+bc]
			row = row[:len(seg)]
			for j, c := range row {
				seg[j] |= c
			}
		}
	}
	for j := range bc {
		var once, twice uint64
		for k := range bc {
			m := segs[k*bc+j]
			twice |= once & m
			once |= m
		}
		onlyLine[j], twiceLine[j] = once&^twice, twice
	}
	for k := range bc {
		var once, twice uint64
		for _, m := range segs[k*bc : k*bc+bc] {
			twice |= once & m
			once |= m
		}
		onlyBox[k], twiceBox[k] = once&^twice, twice
	}
	for j := range bc {
		only := onlyLine[j]
		if only == 0 {
			continue
		}
		for k := range bc {
			m := segs[k*bc+j] & only
			if m&twiceBox[k] == 0 {
				continue
			}
			for jj := range bc {
				if jj == j || segs[k*bc+jj]&m == 0 {
					continue
				}
				for r := k * br; r < k*br+br; r++ {
					if !e.eliminate(r*n+left+jj, m) {
						return false
					}
				}
			}
		}
	}
	for k := range bc {
		only := onlyBox[k]
		if only == 0 {
			continue
		}
		for j := range bc {
			m := segs[k*bc+j] & only
			if m&twiceLine[j] == 0 {
				continue
			}
			for kk := range bc {
				if kk == k || segs[kk*bc+j]&m == 0 {
					continue
				}
				for r := kk * br; r < kk*br+br; r++ {
					if !e.eliminate(r*n+left+j, m) {
						return false
					}
				}
			}
		}
	}
	return true
}
