package logic

import (
	"fmt"
	"math/bits"
)

// findBUGPlus1 finds a BUG+1 (Bivalue Universal Grave plus one): every
// blank cell but one has two candidates, and without that cell's extra
// value every value would have two places or none in each unit, a grid
// with two solutions; so the cell takes its extra value. It is SE's BUG
// type 1 (#19). The sentence:
//
//	BUG+1: r5c5 is the only cell with more than two candidates; unless it is 7 the puzzle has two solutions, so r5c5<>2, r5c5<>4
//
// The step's cell is the BUG cell (target); its digits are its BUG
// values (one, in a BUG+1); its region is the cell. The puzzle must have
// one solution: explain and hint use it only after checking that.
func findBUGPlus1(c *Candidates) (Step, bool) {
	se := getSEScratch(c.shape)
	defer putSEScratch(se)
	h := &se.hint
	if !se.bug(c, h) || h.technique != "BUG+1" || len(h.elims) == 0 {
		return Step{}, false
	}
	s := c.shape
	b := int(h.elims[0].cell)
	keep := c.marks[b]
	for _, e := range h.elims {
		keep &^= bit(int(e.value))
	}
	st := Step{Technique: "BUG+1", Region: s.PosOf(b).String()}
	for m := keep; m != 0; m &= m - 1 {
		st.Digits = append(st.Digits, bits.TrailingZeros64(m)+1)
	}
	st.Cells = []CellRole{{Cell: s.PosOf(b), Role: RoleTarget}}
	st.Eliminations = seEliminations(s, h)
	st.Text = fmt.Sprintf("BUG+1: %s is the only cell with more than two candidates; unless it is %s the puzzle has two solutions, so %s",
		st.Region, orList(c.valueNames(keep)), c.eliminations(st.Eliminations))
	return st, true
}
