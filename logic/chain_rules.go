package logic

import "math/bits"

// The simpler techniques a nested chain (#26–#30) asks when its
// propagation stalls (SE's getAdvancedPotentials): Pointing and Claiming,
// Hidden Pair, Naked Pair and X-Wing, tried in that order on the working
// grid until one of them yields eliminations that depend on the chain.
// Each elimination becomes an off node whose parents are the candidates the
// chain turned off that the technique relied on (SE's getRuleParents).

// ruleScratch is what the rules keep between calls.
type ruleScratch struct {
	cross []bool  // [line·N + box]: the line (row or column unit) meets the box
	occ   []int   // per value: the cells holding it
	par   []int32 // the parents of the current pattern
	rem   []int32 // the off nodes of the current pattern
	pos   []uint64
}

// prepareRules fills the tables the rules need for the loaded grid.
func (c *chainer) prepareRules() {
	rs := &c.rules
	n := c.n
	if rs.cross == nil {
		rs.cross = make([]bool, 2*n*n)
		for i := 0; i < c.cells; i++ {
			b := int(c.box[i]) - 2*n
			rs.cross[int(c.row[i])*n+b] = true
			rs.cross[int(c.col[i])*n+b] = true
		}
		rs.occ = make([]int, n+1)
		rs.pos = make([]uint64, n+1)
	}
	clear(rs.occ)
	for _, v := range c.values {
		rs.occ[v]++
	}
}

// inUnit tells whether cell q lies in unit u.
func (c *chainer) inUnit(q int, u int32) bool {
	return c.row[q] == u || c.col[q] == u || c.box[q] == u
}

// advanced is SE's getAdvancedPotentials: the eliminations of the first
// rule that has some depending on the chain join run r's off set and the
// pending off nodes. The rules are the basic four, then by level: 2, #21;
// 3, #21 and #24; 4, #25; 5, #25 and dynamic chains of level 2
// (chain_nested.go).
func (c *chainer) advanced(r *chainRun, m dynMode, poff []int32) []int32 {
	var found bool
	if poff, found = c.ruleLocking(r, poff); found {
		return poff
	}
	if poff, found = c.ruleHiddenPair(r, poff); found {
		return poff
	}
	if poff, found = c.ruleNakedPair(r, poff); found {
		return poff
	}
	if poff, found = c.ruleXWing(r, poff); found || m.level < 2 {
		return poff
	}
	if m.level < 4 {
		if poff, found = c.ruleForcingChains(r, poff); found || m.level < 3 {
			return poff
		}
		poff, _ = c.ruleChains(r, poff, modeMultiple)
		return poff
	}
	if poff, found = c.ruleChains(r, poff, modeDynamic); found || m.level < 5 {
		return poff
	}
	poff, _ = c.ruleChains(r, poff, dynMode{multiple: true, dynamic: true, level: m.level - 3})
	return poff
}

// emitRule adds the pattern's eliminations (rules.rem) with its parents
// (rules.par) to run r, those not already off, and reports them pending.
func (c *chainer) emitRule(r *chainRun, poff []int32) []int32 {
	for _, x := range c.rules.rem {
		if !r.has(x) {
			r.add(x, c.rules.par)
			poff = append(poff, x)
		}
	}
	return poff
}

// gone tells whether candidate v of cell q was on when the propagation
// began and is off now.
func (c *chainer) gone(q int, m uint64) bool { return c.save[q]&m != 0 && c.marks[q]&m == 0 }

// ruleLocking is SE's Locking(false): pairs (box, column), (box, row),
// (column, box), (row, box), units by index, values ascending.
func (c *chainer) ruleLocking(r *chainRun, poff []int32) ([]int32, bool) {
	n := int32(c.n)
	rs := &c.rules
	found := false
	for _, pair := range [4][2]int32{{2 * n, n}, {2 * n, 0}, {n, 2 * n}, {0, 2 * n}} {
		for i1 := int32(0); i1 < n; i1++ {
			for i2 := int32(0); i2 < n; i2++ {
				u1, u2 := pair[0]+i1, pair[1]+i2
				line, box := u1, u2-2*n
				if u1 >= 2*n {
					line, box = u2, u1-2*n
				}
				if !rs.cross[line*n+box] {
					continue
				}
				for v := 1; v <= c.n; v++ {
					m := bit(v)
					cnt, in := 0, true
					for _, q := range c.sh.Unit(int(u1)) {
						if c.marks[q]&m != 0 {
							cnt++
							if !c.inUnit(q, u2) {
								in = false
							}
						}
					}
					if cnt <= 1 || !in {
						continue
					}
					rs.rem = rs.rem[:0]
					for _, q := range c.sh.Unit(int(u2)) {
						if c.marks[q]&m != 0 && !c.inUnit(q, u1) {
							rs.rem = append(rs.rem, c.node(q, v, false))
						}
					}
					if len(rs.rem) == 0 {
						continue
					}
					rs.par = rs.par[:0]
					for _, q := range c.sh.Unit(int(u1)) {
						if c.gone(q, m) && !c.inUnit(q, u2) {
							rs.par = append(rs.par, c.node(q, v, false))
						}
					}
					if len(rs.par) == 0 {
						continue
					}
					found = true
					poff = c.emitRule(r, poff)
				}
			}
		}
	}
	return poff, found
}

// blanks is the number of empty cells of unit u.
func (c *chainer) blanks(u int) int {
	k := 0
	for _, q := range c.sh.Unit(u) {
		if c.values[q] == 0 {
			k++
		}
	}
	return k
}

// unitKinds gives the first unit of each kind in SE's order for subsets:
// boxes, columns, rows.
func (c *chainer) unitKinds() [3]int { return [3]int{2 * c.n, c.n, 0} }

// ruleHiddenPair is SE's HiddenSet(2, false): boxes, columns, rows with
// more than four empty cells; value pairs in colex order.
func (c *chainer) ruleHiddenPair(r *chainRun, poff []int32) ([]int32, bool) {
	rs := &c.rules
	found := false
	for _, kind := range c.unitKinds() {
		for k := 0; k < c.n; k++ {
			u := kind + k
			if c.blanks(u) <= 4 {
				continue
			}
			cells := c.sh.Unit(u)
			for v := 1; v <= c.n; v++ {
				var p uint64
				for j, q := range cells {
					if c.marks[q]&bit(v) != 0 {
						p |= 1 << uint(j)
					}
				}
				rs.pos[v] = p
			}
			for v2 := 2; v2 <= c.n; v2++ {
				for v1 := 1; v1 < v2; v1++ {
					p1, p2 := rs.pos[v1], rs.pos[v2]
					both := p1 | p2
					if bits.OnesCount64(p1) <= 1 || bits.OnesCount64(p2) <= 1 || bits.OnesCount64(both) != 2 {
						continue
					}
					keep := bit(v1) | bit(v2)
					rs.rem = rs.rem[:0]
					for j, q := range cells {
						if both&(1<<uint(j)) == 0 {
							continue
						}
						for rest := c.marks[q] &^ keep; rest != 0; rest &= rest - 1 {
							rs.rem = append(rs.rem, c.node(q, bits.TrailingZeros64(rest)+1, false))
						}
					}
					if len(rs.rem) == 0 {
						continue
					}
					rs.par = rs.par[:0]
					for j, q := range cells {
						if both&(1<<uint(j)) != 0 {
							continue
						}
						for _, w := range [2]int{v1, v2} {
							if c.save[q]&bit(w) != 0 {
								rs.par = append(rs.par, c.node(q, w, false))
							}
						}
					}
					if len(rs.par) == 0 {
						continue
					}
					found = true
					poff = c.emitRule(r, poff)
				}
			}
		}
	}
	return poff, found
}

// ruleNakedPair is SE's NakedSet(2): boxes, columns, rows with at least
// four empty cells; cell pairs in colex order.
func (c *chainer) ruleNakedPair(r *chainRun, poff []int32) ([]int32, bool) {
	rs := &c.rules
	found := false
	for _, kind := range c.unitKinds() {
		for k := 0; k < c.n; k++ {
			u := kind + k
			if c.blanks(u) < 4 {
				continue
			}
			cells := c.sh.Unit(u)
			for i2 := 1; i2 < len(cells); i2++ {
				m2 := c.marks[cells[i2]]
				if bits.OnesCount64(m2) <= 1 {
					continue
				}
				for i1 := 0; i1 < i2; i1++ {
					m1 := c.marks[cells[i1]]
					both := m1 | m2
					if bits.OnesCount64(m1) <= 1 || bits.OnesCount64(both) != 2 {
						continue
					}
					rs.rem = rs.rem[:0]
					for j, q := range cells {
						if j == i1 || j == i2 {
							continue
						}
						for rest := c.marks[q] & both; rest != 0; rest &= rest - 1 {
							rs.rem = append(rs.rem, c.node(q, bits.TrailingZeros64(rest)+1, false))
						}
					}
					if len(rs.rem) == 0 {
						continue
					}
					rs.par = rs.par[:0]
					for _, q := range [2]int{cells[i1], cells[i2]} {
						for rest := c.save[q] &^ both; rest != 0; rest &= rest - 1 {
							rs.par = append(rs.par, c.node(q, bits.TrailingZeros64(rest)+1, false))
						}
					}
					if len(rs.par) == 0 {
						continue
					}
					found = true
					poff = c.emitRule(r, poff)
				}
			}
		}
	}
	return poff, found
}

// ruleXWing is SE's Fisherman(2): base lines columns then rows, line pairs
// in colex order, values ascending, only values placed at most N − 4
// times.
func (c *chainer) ruleXWing(r *chainRun, poff []int32) ([]int32, bool) {
	rs := &c.rules
	n := c.n
	found := false
	for _, kinds := range [2][2]int{{n, 0}, {0, n}} {
		base, cover := kinds[0], kinds[1]
		for l2 := 1; l2 < n; l2++ {
			for l1 := 0; l1 < l2; l1++ {
				for v := 1; v <= n; v++ {
					if rs.occ[v]+4 > n {
						continue
					}
					m := bit(v)
					var p1, p2 uint64
					for j, q := range c.sh.Unit(base + l1) {
						if c.marks[q]&m != 0 {
							p1 |= 1 << uint(j)
						}
					}
					for j, q := range c.sh.Unit(base + l2) {
						if c.marks[q]&m != 0 {
							p2 |= 1 << uint(j)
						}
					}
					both := p1 | p2
					if bits.OnesCount64(p1) <= 1 || bits.OnesCount64(p2) <= 1 || bits.OnesCount64(both) != 2 {
						continue
					}
					rs.rem = rs.rem[:0]
					for rest := both; rest != 0; rest &= rest - 1 {
						j := bits.TrailingZeros64(rest)
						for k, q := range c.sh.Unit(cover + j) {
							if k != l1 && k != l2 && c.marks[q]&m != 0 {
								rs.rem = append(rs.rem, c.node(q, v, false))
							}
						}
					}
					if len(rs.rem) == 0 {
						continue
					}
					rs.par = rs.par[:0]
					for _, l := range [2]int{l1, l2} {
						for j, q := range c.sh.Unit(base + l) {
							if both&(1<<uint(j)) == 0 && c.gone(q, m) {
								rs.par = append(rs.par, c.node(q, v, false))
							}
						}
					}
					if len(rs.par) == 0 {
						continue
					}
					found = true
					poff = c.emitRule(r, poff)
				}
			}
		}
	}
	return poff, found
}
