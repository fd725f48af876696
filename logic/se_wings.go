package logic

import "math/bits"

// SE's XY-Wing (#13, 4.2) and XYZ-Wing (#14, 4.4): pivot cells in
// row-major order; for each, the first pincer, then the second, each taken
// from the pivot's house cells in SE's order (its box row-major, then the
// rest of its row, then the rest of its column). The first pattern that
// eliminates is taken: z leaves every cell that sees both pincers (and the
// pivot, for XYZ).

func (se *seScratch) xyWing(c *Candidates, h *seHint) bool  { return se.wing(c, h, false) }
func (se *seScratch) xyzWing(c *Candidates, h *seHint) bool { return se.wing(c, h, true) }

// house fills se.house with the house cells of cell i in SE's order and
// returns them.
func (se *seScratch) houseOf(i int) []int32 {
	s := se.s
	out := se.house[:0]
	us := s.UnitsOf(i)
	for _, j := range s.Unit(us[2]) {
		if j != i {
			out = append(out, int32(j))
		}
	}
	for _, k := range [2]int{0, 1} {
		for _, j := range s.Unit(us[k]) {
			if j != i && s.UnitsOf(j)[2] != us[2] {
				out = append(out, int32(j))
			}
		}
	}
	se.house = out
	return out
}

// wing finds SE's first XY-Wing (or XYZ-Wing).
func (se *seScratch) wing(c *Candidates, h *seHint, xyz bool) bool {
	h.reset()
	size := 2
	if xyz {
		size = 3
	}
	for p, mp := range c.marks {
		if bits.OnesCount64(mp) != size {
			continue
		}
		house := se.houseOf(p)
		for _, a := range house {
			ma := c.marks[a]
			if bits.OnesCount64(ma) != 2 || bits.OnesCount64(mp&^ma) != 1 {
				continue
			}
			for _, b := range house {
				mb := c.marks[b]
				if bits.OnesCount64(mb) != 2 || bits.OnesCount64(mp|ma|mb) != 3 {
					continue
				}
				inter := bits.OnesCount64(mp & ma & mb)
				if xyz && inter != 1 || !xyz && inter != 0 {
					continue
				}
				z := ma & mb
				zv := bitsTZ(z) + 1
				for _, t := range se.s.Peers(int(a)) {
					i := int(t)
					if c.marks[i]&z == 0 || i == p || i == int(b) || !c.sees(i, int(b)) || xyz && !c.sees(i, p) {
						continue
					}
					h.eliminate(i, zv)
				}
				if len(h.elims) > 0 {
					h.technique, h.rating = "XY-Wing", 4.2
					if xyz {
						h.technique, h.rating = "XYZ-Wing", 4.4
					}
					return true
				}
			}
		}
	}
	return false
}
