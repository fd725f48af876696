package fast

// reasonBumpDepth is how deep the reasons of the learned clause's
// literals are bumped as well (CaDiCaL's bumpreason, at the depth of its
// stable mode): the variables of each literal's reason, and of theirs.
const reasonBumpDepth = 2

// seenBumped marks, in bumpReasons, a variable bumped for this conflict.
const seenBumped = 6

// bumpReasons bumps the variables of the reasons of the learned clause's
// literals, and of their reasons in turn, to the depth reasonBumpDepth
// (or the reasonDepth hook), each variable once a conflict and none that
// the analysis bumped already or that is at level 0.
func (e *cdcl) bumpReasons() {
	depth := reasonBumpDepth
	if e.reasonDepth != 0 {
		depth = max(e.reasonDepth, 0)
	}
	if depth == 0 {
		return
	}
	for len(e.an.rbuf) < depth {
		e.an.rbuf = append(e.an.rbuf, nil)
	}
	marked := e.an.bumped
	for _, v := range marked {
		e.seen[v] = seenBumped
	}
	for _, l := range e.learnt {
		if v := l >> 1; e.seen[v] != seenBumped {
			e.seen[v] = seenBumped
			marked = append(marked, v)
		}
	}
	for _, l := range e.learnt {
		marked = e.bumpReasonOf(l>>1, depth, marked)
	}
	for _, v := range marked {
		e.seen[v] = 0
	}
	e.an.bumped = marked[:0]
}

// bumpReasonOf bumps the variables of variable v's reason not yet marked,
// and, while depth allows, those of their reasons; it returns marked with
// the variables it bumped.
func (e *cdcl) bumpReasonOf(v int32, depth int, marked []int32) []int32 {
	r := e.vars[v].reason
	if r == rNone || e.vars[v].level == 0 {
		return marked
	}
	buf := e.appendReason(e.an.rbuf[depth-1][:0], r, v, v)
	for _, q := range buf {
		if e.seen[q] == seenBumped || e.vars[q].level == 0 {
			continue
		}
		e.seen[q] = seenBumped
		marked = append(marked, q)
		e.bumpVar(q)
		if depth > 1 {
			marked = e.bumpReasonOf(q, depth-1, marked)
		}
	}
	e.an.rbuf[depth-1] = buf[:0]
	return marked
}
