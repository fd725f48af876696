package logic

// Which node of the static implication graph of a #21 pass reaches which
// (chain_static.go): a search from a start that cannot reach its target
// finds nothing, so #21 skips it. The graph's strongly connected
// components (Tarjan) come out in reverse topological order, and each
// component's reach is its own bit or'ed with those of the components it
// links to. Only a filter: where the graph is too large for the bitsets,
// every search runs.

// reachLimit bounds the components for which reach is kept (4096 bitsets
// of 4096 bits, 2 MB).
const reachLimit = 4096

// staticReach is the reach of the components of the current pass's graph.
type staticReach struct {
	valid   bool
	comp    []int32 // per node: its component, −1 for a node not in the grid
	index   []int32 // Tarjan's order of discovery, 0 for unvisited
	low     []int32
	stack   []int32
	on      []bool
	words   int
	reach   []uint64 // per component: the components it reaches, itself included
	ncomp   int
	self    []bool // per component: it has a cycle (more than one node)
	counter int32
}

// mayReach tells whether a search from node a can meet node b: always
// true when reach is not known.
func (sr *staticReach) mayReach(a, b int32) bool {
	if !sr.valid {
		return true
	}
	ca, cb := sr.comp[a], sr.comp[b]
	if ca < 0 || cb < 0 {
		return false
	}
	if ca == cb {
		return a != b || sr.self[ca]
	}
	return sr.reach[int(ca)*sr.words+int(cb)>>6]&(1<<uint(cb&63)) != 0
}

// reachability computes c.reach for the graph of links allowed by y and x
// (c.adj must be built).
func (c *chainer) reachability(y, x bool) {
	sr := &c.reach
	sr.valid = false
	if sr.comp == nil {
		sr.comp = make([]int32, c.nodes)
		sr.index = make([]int32, c.nodes)
		sr.low = make([]int32, c.nodes)
		sr.on = make([]bool, c.nodes)
	}
	clear(sr.index)
	for k := range sr.comp {
		sr.comp[k] = -1
	}
	sr.ncomp, sr.counter, sr.stack, sr.self = 0, 0, sr.stack[:0], sr.self[:0]
	for v := int32(0); v < int32(c.nodes); v++ {
		if sr.index[v] == 0 && c.marks[c.cellOf(v)]&bit(c.valueOf(v)) != 0 {
			c.strong(v, y, x)
		}
	}
	c.meter.spent += int64(c.nodes) // a unit of work for each node of the graph
	if sr.ncomp > reachLimit {
		return
	}
	sr.words = (sr.ncomp + 63) / 64
	need := sr.ncomp * sr.words
	if cap(sr.reach) < need {
		sr.reach = make([]uint64, need)
	}
	sr.reach = sr.reach[:need]
	clear(sr.reach)
	// Components are numbered in the order Tarjan completes them: every
	// component a node links to is complete, with a smaller number.
	for v := int32(0); v < int32(c.nodes); v++ {
		cv := sr.comp[v]
		if cv < 0 {
			continue
		}
		row := sr.reach[int(cv)*sr.words : int(cv+1)*sr.words]
		row[cv>>6] |= 1 << uint(cv&63)
	}
	// Or the reach of each linked component, components in completion order.
	order := c.reachOrder()
	for _, v := range order {
		cv := sr.comp[v]
		row := sr.reach[int(cv)*sr.words : int(cv+1)*sr.words]
		for _, w := range c.links(v, y, x) {
			cw := sr.comp[w]
			if cw == cv || cw < 0 {
				continue
			}
			src := sr.reach[int(cw)*sr.words : int(cw+1)*sr.words]
			for k := range row {
				row[k] |= src[k]
			}
		}
	}
	sr.valid = true
}

// reachOrder lists the nodes of the graph by their component's number,
// so that a component's links are or'ed after those of the components it
// reaches.
func (c *chainer) reachOrder() []int32 {
	sr := &c.reach
	counts := c.reachCount[:0]
	for k := 0; k <= sr.ncomp; k++ {
		counts = append(counts, 0)
	}
	for _, cv := range sr.comp {
		if cv >= 0 {
			counts[cv+1]++
		}
	}
	for k := 1; k <= sr.ncomp; k++ {
		counts[k] += counts[k-1]
	}
	order := c.reachList[:0]
	for range counts[sr.ncomp] {
		order = append(order, 0)
	}
	for v, cv := range sr.comp {
		if cv >= 0 {
			order[counts[cv]] = int32(v)
			counts[cv]++
		}
	}
	c.reachCount, c.reachList = counts, order
	return order
}

// links is what node v implies in the pass of y and x.
func (c *chainer) links(v int32, y, x bool) []int32 {
	if isOn(v) {
		return c.adj.offs(v, y)
	}
	l, _ := c.adj.ons(v, y, x)
	return l
}

// strong is Tarjan's visit of node v.
func (c *chainer) strong(v int32, y, x bool) {
	sr := &c.reach
	sr.counter++
	sr.index[v], sr.low[v] = sr.counter, sr.counter
	sr.stack = append(sr.stack, v)
	sr.on[v] = true
	for _, w := range c.links(v, y, x) {
		if sr.index[w] == 0 {
			c.strong(w, y, x)
			sr.low[v] = min(sr.low[v], sr.low[w])
		} else if sr.on[w] {
			sr.low[v] = min(sr.low[v], sr.index[w])
		}
	}
	if sr.low[v] != sr.index[v] {
		return
	}
	id := int32(sr.ncomp)
	sr.ncomp++
	size := 0
	for {
		w := sr.stack[len(sr.stack)-1]
		sr.stack = sr.stack[:len(sr.stack)-1]
		sr.on[w] = false
		sr.comp[w] = id
		size++
		if w == v {
			break
		}
	}
	sr.self = append(sr.self, size > 1)
}
