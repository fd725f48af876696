package fast

// targetMinN is the smallest N whose learning search takes target phases
// (CaDiCaL's, of its stable mode): a decision gives its variable the
// value it had on the longest trail without a conflict seen so far, so
// that the search returns towards the nearest it came to a solution.
const targetMinN = 26

// phases holds the target phases: per variable 1 (true, "c holds x"),
// -1 (false) or 0 (never on a target trail yet), and the length of the
// trail they were taken from.
type phases struct {
	tgt      []int8
	assigned int
	// mode, a test hook: 0 the default (target phases above 25x25, never
	// reset); 1 none; 2 reset at each restart; 3 per cell (the decision
	// places the value the cell held on the target trail, when still
	// open); 4 at every size.
	mode int
}

// targetOn reports whether the search takes target phases.
func (e *cdcl) targetOn() bool {
	switch e.ph.mode {
	case 1:
		return false
	case 4:
		return true
	}
	return e.n >= targetMinN
}

// resetTarget forgets the target phases, at the start of a search.
func (e *cdcl) resetTarget() {
	clear(e.ph.tgt)
	e.ph.assigned = 0
}

// updateTarget takes the values of the trail's first upto literals, which
// hold without a conflict, as target phases when that trail is longer than
// the target's.
func (e *cdcl) updateTarget(upto int) {
	if !e.targetOn() || upto <= e.ph.assigned {
		return
	}
	e.ph.assigned = upto
	start := 0
	if len(e.lim) > 0 {
		start = int(e.lim[0])
	}
	for _, l := range e.trail[start:upto] {
		e.ph.tgt[l>>1] = int8(1 - 2*(l&1))
	}
}

// decision is the literal a decision on variable v makes true: "c holds
// x" unless v was false on the target trail.
func (e *cdcl) decision(v int32) int32 {
	if !e.targetOn() {
		return v << 1
	}
	if e.ph.mode == 3 {
		c, x := e.split(v)
		n := int32(e.n)
		for y := int32(0); y < n; y++ {
			if w := c*n + y; y != x && e.ph.tgt[w] > 0 && e.lval[w<<1] == 0 {
				return w << 1
			}
		}
		return v << 1
	}
	if e.ph.tgt[v] < 0 {
		return v<<1 | 1
	}
	return v << 1
}
