package logic

import "math/bits"

// tuples holds the members a naked or hidden subset or a fish is made of,
// each with a mask and an id, and walks their k-tuples whose masks' union
// has exactly k bits: k cells holding only k values, k values lying only in
// k cells, k base lines covered by k lines.
type tuples struct {
	k    int        // the size of a tuple
	n    int        // members
	mask [64]uint64 // per member: a cell's values, a value's places, a line's cover lines
	id   [64]int    // per member: what it is (a unit position, a value, a line)
	pick [4]int     // the tuple being walked: members, rising
}

// add appends a member.
func (t *tuples) add(mask uint64, id int) {
	t.mask[t.n], t.id[t.n] = mask, id
	t.n++
}

// walk picks member depth of the tuple from from on, pruning a tuple whose
// union already has more than k bits, and calls found with the union of
// each whole tuple of exactly k bits, the tuple in pick.
func (t *tuples) walk(depth, from int, union uint64, found func(union uint64)) {
	if depth == t.k {
		if bits.OnesCount64(union) == t.k {
			found(union)
		}
		return
	}
	for m := from; m <= t.n-(t.k-depth); m++ {
		un := union | t.mask[m]
		if bits.OnesCount64(un) > t.k {
			continue
		}
		t.pick[depth] = m
		t.walk(depth+1, m+1, un, found)
	}
}
