package logic

// The propagation of #23–#30 (SE's Chaining.doChaining): from an
// assumption, every node it implies, each with all the nodes it was
// deduced from (its parents), until nothing more follows or some
// candidate must be both on and off.

// A chainRun is the outcome of one propagation: the set of nodes reached,
// in the order they were reached (on and off apart), each node's parents,
// and the contradiction that stopped it, if any. Runs are reused.
type chainRun struct {
	set    []uint64 // the nodes in the set, one bit each
	deep   bool     // nest and cause are kept (nested levels, collected hints)
	pstart []int32  // per node (and the extra slot virt): its parents in arena
	plen   []int32
	cause  []int32 // per on node: why it holds (causeStart, causeCell or its unit)
	nest   []int32 // per node (and virt): the nested chain it comes from (chainer.nests), or −1
	arena  []int32
	onOrd  []int32
	offOrd []int32

	// A contradiction: absOn and absOff name the candidate found both on
	// and off; one of them is the node in the set, the other the node
	// that was about to enter it, kept in the slot virt (the last of
	// pstart) with the identity virtID.
	absurd        bool
	absOn, absOff int32
	virt, virtID  int32
}

// newChainRun returns an empty run for a grid of the given node count.
// Its per-node tables, its lists of on and off nodes (at most half the
// nodes each, so they never grow) and the first of its arena are one
// block, so that a rater warms up in few allocations.
func newChainRun(nodes int) *chainRun {
	m, half := nodes+1, nodes/2
	blk := make([]int32, 4*m+2*half+half)
	ord := blk[4*m:]
	return &chainRun{
		set:    make([]uint64, (nodes+63)/64),
		pstart: blk[0*m : 1*m : 1*m],
		plen:   blk[1*m : 2*m : 2*m],
		nest:   blk[2*m : 3*m : 3*m],
		cause:  blk[3*m : 4*m : 4*m],
		onOrd:  ord[0:0:half],
		offOrd: ord[half : half : 2*half],
		arena:  ord[2*half : 2*half : 3*half],
		virt:   int32(nodes),
	}
}

// reset empties r; deep says whether it keeps nest and cause.
func (r *chainRun) reset(deep bool) {
	r.deep = deep
	clear(r.set)
	r.arena, r.onOrd, r.offOrd = r.arena[:0], r.onOrd[:0], r.offOrd[:0]
	r.absurd = false
}

// has tells whether node x is in the set.
func (r *chainRun) has(x int32) bool { return r.set[x>>6]&(1<<uint(x&63)) != 0 }

// add puts node x in the set with the given parents.
func (r *chainRun) add(x int32, parents []int32) {
	r.set[x>>6] |= 1 << uint(x&63)
	r.pstart[x], r.plen[x] = int32(len(r.arena)), int32(len(parents))
	if r.deep {
		r.nest[x] = -1
		r.cause[x] = causeStart
	}
	r.arena = append(r.arena, parents...)
	if isOn(x) {
		r.onOrd = append(r.onOrd, x)
	} else {
		r.offOrd = append(r.offOrd, x)
	}
}

// contradiction records that stored node x and the node about to enter,
// its negation y with the given parents (and, when on, the given cause),
// clash.
func (r *chainRun) contradiction(x, y int32, parents []int32, cause int32) {
	r.absurd = true
	r.virtID = y
	r.pstart[r.virt], r.plen[r.virt] = int32(len(r.arena)), int32(len(parents))
	r.nest[r.virt] = -1
	r.cause[r.virt] = cause
	r.arena = append(r.arena, parents...)
	if isOn(x) {
		r.absOn, r.absOff = x, r.virt
	} else {
		r.absOn, r.absOff = r.virt, x
	}
}

// id is the node a reference of r stands for.
func (r *chainRun) id(ref int32) int32 {
	if ref == r.virt {
		return r.virtID
	}
	return ref
}

// parents returns the parents of a reference of r.
func (r *chainRun) parents(ref int32) []int32 {
	s := r.pstart[ref]
	return r.arena[s : s+r.plen[ref]]
}

// ancestors is SE's getAncestorCount: the number of distinct nodes from
// ref back through all its parents, ref included. The nested chains met
// on the way go to the hint's nested complexity (noteNest).
func (c *chainer) ancestors(r *chainRun, ref int32) int {
	c.vgen++
	if c.vgen == 0 {
		clear(c.vis)
		c.vgen = 1
	}
	g := c.vgen
	c.vis[r.id(ref)] = g
	st := append(c.stack[:0], ref)
	n := 0
	for len(st) > 0 {
		x := st[len(st)-1]
		st = st[:len(st)-1]
		n++
		if r.deep && r.nest[x] >= 0 {
			c.noteNest(r.nest[x])
		}
		for _, p := range r.parents(x) {
			if c.vis[p] != g {
				c.vis[p] = g
				st = append(st, p)
			}
		}
	}
	c.stack = st
	return n
}

// restore puts the loaded grid back after a dynamic propagation.
func (c *chainer) restore() {
	copy(c.marks, c.save)
	copy(c.upos, c.spos)
}

// dynMode is what a chaining producer does (SE's Chaining flags).
type dynMode struct {
	multiple bool // cell and region forcing chains
	dynamic  bool // candidates turned off leave the working grid
	nishio   bool // X links only, contradictions only
	level    int  // nesting: which simpler techniques help when propagation stalls
}

// rating is SE's base rating of a mode (Chaining.getDifficulty).
func (m dynMode) rating() float64 {
	switch {
	case m.level >= 2:
		return 9.5 + float64(0.5*float64(m.level-2))
	case m.level > 0:
		return 8.5 + float64(0.5*float64(m.level))
	case m.nishio:
		return 7.5
	case m.dynamic:
		return 8.5
	default:
		return 8.0
	}
}

// propagate is SE's doChaining on run r, whose set holds the assumption:
// pending on nodes first, one at a time in the order reached, then one
// pending off node; in dynamic mode an off node leaves the working grid
// once handled. It tells whether it ended in a contradiction. The working
// grid is as before when it returns.
func (c *chainer) propagate(r *chainRun, m dynMode) bool {
	if c.expired() {
		return false
	}
	// c.save and c.spos hold the loaded grid, from which every
	// propagation starts (load, subChainer); a dynamic one puts it back.
	if m.dynamic {
		defer c.restore()
	}
	pon := append(c.pendOn[:0], r.onOrd...)
	poff := append(c.pendOff[:0], r.offOrd...)
	y := !m.nishio
	hon, hoff := 0, 0
	for hon < len(pon) || hoff < len(poff) {
		c.meter.spent++
		if hon < len(pon) {
			p := pon[hon]
			hon++
			var em []int32
			if m.dynamic {
				c.onToOff(p, y)
				em = c.emit
			} else {
				em = c.adj.offs(p, y)
			}
			for _, q := range em {
				if r.has(q ^ 1) {
					c.parBuf = append(c.parBuf[:0], p)
					r.contradiction(q^1, q, c.parBuf, causeStart)
					c.pendOn, c.pendOff = pon, poff
					return true
				}
				if !r.has(q) {
					c.parBuf = append(c.parBuf[:0], p)
					r.add(q, c.parBuf)
					poff = append(poff, q)
				}
			}
		} else {
			p := poff[hoff]
			hoff++
			var em, ec []int32
			if m.dynamic {
				c.offToOn(p, y, true, true)
				c.remove(c.cellOf(p), c.valueOf(p))
				em, ec = c.emit, c.ecause
			} else {
				em, ec = c.adj.ons(p, y, true)
			}
			for k, q := range em {
				var par []int32
				if m.dynamic {
					par = append(append(c.parBuf[:0], p), c.hid[c.hstart[k]:c.hstart[k+1]]...)
				} else {
					par = append(c.parBuf[:0], p)
				}
				c.parBuf = par
				if r.has(q ^ 1) {
					r.contradiction(q^1, q, par, ec[k])
					c.pendOn, c.pendOff = pon, poff
					return true
				}
				if !r.has(q) {
					r.add(q, par)
					if r.deep {
						r.cause[q] = ec[k]
					}
					pon = append(pon, q)
				}
			}
		}
		if hon == len(pon) && hoff == len(poff) && m.level > 0 {
			poff = c.advanced(r, m, poff)
		}
	}
	c.pendOn, c.pendOff = pon, poff
	return false
}
