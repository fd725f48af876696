package fast

import "slices"

// shrinkMaxN is the largest N, and shrinkFromN the smallest above it,
// whose learning search shrinks by levels from its first conflict and
// bumps the new literals; between them the search shrinks by levels only
// once a solution is found, without the bump.
const (
	shrinkMaxN  = 25
	shrinkFromN = 49
)

// seenBlock marks, in shrinkUIP, a variable of the level being shrunk
// whose reason is still to be followed.
const seenBlock = 5

// shrinkUIP replaces, level by level (CaDiCaL's shrink), the literals of
// the learned clause e.learnt[1:] that share a level by that level's
// unique implication point when there is one: following reasons back
// along the level's trail from its literals, every literal met is of that
// level, at level 0, or of a lower level and implied by the clause (in
// it, or found implied by the minimisation, whose marks, seen 1 and
// seenFailed, are still set, or by redundant now, abs being the clause's
// levels), until one literal of the level is left, which implies the
// others. The new literal is false at the same level, so the clause stays
// asserting with the same LBD. Levels are taken lowest first, so that a
// lower level's literals already replaced, implied by their level's new
// literal, are marked implied for the levels above. Up to shrinkMaxN and
// from shrinkFromN, each new literal's variable is bumped, as the
// analysis bumped the clause's others. Every mark it sets, the
// clause's literals' among them, is in e.toClear when it returns.
func (e *cdcl) shrinkUIP(abs uint32) {
	ls := e.learnt
	if len(ls) < 3 {
		return
	}
	rest := ls[1:]
	slices.SortFunc(rest, func(a, b int32) int { return int(e.vars[a>>1].level - e.vars[b>>1].level) })
	out := rest[:0]
	for i := 0; i < len(rest); {
		lv := e.vars[rest[i]>>1].level
		j := i + 1
		for j < len(rest) && e.vars[rest[j]>>1].level == lv {
			j++
		}
		if j-i == 1 {
			out = append(out, rest[i])
			i = j
			continue
		}
		u := e.blockUIP(rest[i:j], lv, abs)
		if u < 0 {
			out = append(out, rest[i:j]...)
		} else {
			// The new literal is bumped as the clause's others were
			// (CaDiCaL's shrink: only with it do the conflicts fall).
			if e.earlyShrink {
				e.bumpVar(u)
			}
			if e.seen[u] == 0 {
				e.toClear = append(e.toClear, u<<1)
			}
			e.seen[u] = 1
			out = append(out, e.falseLit(u))
			e.shrunk += int64(j - i - 1)
		}
		i = j
	}
	e.learnt = ls[:1+len(out)]
}

// blockUIP finds the variable of level lv that implies every literal of
// group (the clause's literals of that level) through reasons whose other
// literals are of that level, at level 0 or implied by the clause (seen
// 1, or found so by redundant); it returns -1 when there is none but the
// group itself. When it finds one, every variable of the level it went
// through is left seen 1, implied by the clause with the new literal.
func (e *cdcl) blockUIP(group []int32, lv int32, abs uint32) int32 {
	touched := e.an.touched[:0]
	for _, l := range group {
		e.seen[l>>1] = seenBlock
		touched = append(touched, l>>1)
	}
	open := len(group)
	end := len(e.trail)
	if int(lv) < len(e.lim) {
		end = int(e.lim[lv])
	}
	uip := int32(-1)
	for k := end - 1; k >= int(e.lim[lv-1]); k-- {
		t := e.trail[k] >> 1
		if e.seen[t] != seenBlock {
			continue
		}
		if open == 1 {
			uip = t
			break
		}
		open--
		for _, q := range e.reasonVars(e.vars[t].reason, t, t) {
			switch sq := e.seen[q]; {
			case e.vars[q].level == 0 || sq == seenBlock:
			case e.vars[q].level == lv:
				e.seen[q] = seenBlock
				touched = append(touched, q)
				open++
			case sq == 1:
			case sq == seenFailed || e.vars[q].reason == rNone || !e.redundant(q, abs):
				k = -1 // a literal of a lower level the clause does not imply
			}
			if k < 0 {
				break
			}
		}
	}
	mark := uint8(0)
	if uip >= 0 {
		mark = 1
	}
	for _, q := range touched {
		e.seen[q] = mark
		if mark != 0 {
			e.toClear = append(e.toClear, q<<1)
		}
	}
	for _, l := range group {
		e.seen[l>>1] = 1
	}
	e.an.touched = touched[:0]
	return uip
}
