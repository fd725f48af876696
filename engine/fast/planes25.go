package fast

import (
	"math/bits"

	"github.com/sudokit-go/sudokit"
)

// plane25 is one value's plane of a 25x25 grid: each row is a 32-bit lane
// (row r in word r/2, from bit 32·(r%2); its 25 cells in the lane's low
// bits), so 13 words hold the grid, and a band of boxes is five lanes.
type plane25 [13]uint64

// state25 is the state of the 25x25 plane search, copied per branch: the
// cells where each value may still stand (a placed cell keeps its value's
// bit, and only that one) and the unsolved cells. 2,704 bytes.
type state25 struct {
	p   [25]plane25
	uns plane25
}

// row25 is the mask of a lane's 25 cells.
const row25 = 1<<25 - 1

// bit25 returns the word and bit of cell i.
func bit25(i int) (int, uint64) {
	r, c := i/25, i%25
	return r >> 1, 1 << (32*(r&1) + c)
}

// peers25 are the peers of each 25x25 cell as planes.
var peers25 = func() []plane25 {
	t := make([]plane25, 625)
	for i := range t {
		r, c := i/25, i%25
		for j := 0; j < 625; j++ {
			rr, cc := j/25, j%25
			if j != i && (rr == r || cc == c || (rr/5 == r/5 && cc/5 == c/5)) {
				w, b := bit25(j)
				t[i][w] |= b
			}
		}
	}
	return t
}()

// full25 is the plane of every cell.
var full25 = func() (p plane25) {
	for r := range 25 {
		p[r>>1] |= row25 << (32 * (r & 1))
	}
	return p
}()

// lane returns row r of plane p.
func (p *plane25) lane(r int) uint64 { return p[r>>1] >> (32 * (r & 1)) & row25 }

// clearLane takes the cells of mask from row r of plane p; it reports
// whether any was there.
func (p *plane25) clearLane(r int, mask uint64) bool {
	m := mask << (32 * (r & 1))
	if p[r>>1]&m == 0 {
		return false
	}
	p[r>>1] &^= m
	return true
}

// load places the givens of g; it reports false when they clash.
func (s *state25) load(g sudokit.Grid) bool {
	for v := range s.p {
		s.p[v] = full25
	}
	s.uns = full25
	for i, v := range g.Cells {
		if v == 0 {
			continue
		}
		w, b := bit25(i)
		if v > 25 || s.p[v-1][w]&b == 0 || s.uns[w]&b == 0 {
			return false
		}
		s.place(int(v-1), i)
	}
	return true
}

// place puts value v+1 in the unsolved cell i, where it may stand.
func (s *state25) place(v, i int) {
	w, b := bit25(i)
	for k := range s.p {
		s.p[k][w] &^= b
	}
	pv, pe := &s.p[v], &peers25[i]
	for k := range pv {
		pv[k] &^= pe[k]
	}
	pv[w] |= b
	s.uns[w] &^= b
}

// placeAt places value v+1 in row r, column c if it may still stand there
// and the cell is unsolved; it reports whether it did.
func (s *state25) placeAt(v, r, c int) bool {
	w, b := r>>1, uint64(1)<<(32*(r&1)+c)
	if s.p[v][w]&b == 0 || s.uns[w]&b == 0 {
		return false
	}
	s.place(v, r*25+c)
	return true
}

// folds returns the unsolved cells with at least one, two and three
// candidates.
func (s *state25) folds() (one, two, three plane25) {
	for v := range s.p {
		for w := range s.uns {
			x := s.p[v][w] & s.uns[w]
			three[w] |= two[w] & x
			two[w] |= one[w] & x
			one[w] |= x
		}
	}
	return one, two, three
}

// nakedSingles places the unsolved cells left with one value; it reports
// whether it placed any, and false for ok when a cell has none.
func (s *state25) nakedSingles() (placed, ok bool) {
	one, two, _ := s.folds()
	for w := range s.uns {
		if s.uns[w]&^one[w] != 0 {
			return placed, false
		}
		for m := one[w] &^ two[w]; m != 0; m &= m - 1 {
			b := m & -m
			if s.uns[w]&b == 0 {
				continue
			}
			v := 0
			for v < 25 && s.p[v][w]&b == 0 {
				v++
			}
			if v == 25 {
				return placed, false
			}
			k := bits.TrailingZeros64(b)
			s.place(v, (2*w+k/32)*25+k%32)
			placed = true
		}
	}
	return placed, true
}

// hiddenSingles places each value left with one place in a row, column
// or box, lane by lane; it reports whether it placed any, and false for
// ok when a value has no place left in a unit.
func (s *state25) hiddenSingles() (placed, ok bool) {
	for v := range s.p {
		p := &s.p[v]
		var one, two, done uint64 // columns with one place, two, a placed v
		for band := 0; band < 25; band += 5 {
			var bo, bt uint64
			for r := band; r < band+5; r++ {
				l := p.lane(r)
				if l == 0 {
					return placed, false
				}
				if l&(l-1) == 0 && s.uns.lane(r)&l != 0 && s.placeAt(v, r, bits.TrailingZeros64(l)) {
					placed = true
					l = p.lane(r)
				}
				bt |= bo & l
				bo |= l
				done |= l &^ s.uns.lane(r)
			}
			two |= one&bo | bt
			one |= bo
			for c := 0; c < 25; c += 5 {
				n := bo >> c & 31
				if n == 0 {
					return placed, false
				}
				if bt>>c&31 != 0 || n&(n-1) != 0 {
					continue
				}
				for r := band; r < band+5; r++ {
					if p.lane(r)>>c&31 != 0 {
						if s.placeAt(v, r, c+bits.TrailingZeros64(n)) {
							placed = true
						}
						break
					}
				}
			}
		}
		if one != row25 {
			return placed, false
		}
		for m := one &^ two &^ done; m != 0; m &= m - 1 {
			c := bits.TrailingZeros64(m)
			for r := range 25 {
				if p.lane(r)>>c&1 != 0 {
					if s.placeAt(v, r, c) {
						placed = true
					}
					break
				}
			}
		}
	}
	return placed, true
}

// lockedCandidates removes, for each value, the places a box confines to
// one row or column from the rest of that line, and the places a row or
// column confines to one box from the rest of the box; it reports whether
// it removed any, and false for ok when a box has no place for a value.
func (s *state25) lockedCandidates() (changed, ok bool) {
	for v := range s.p {
		p := &s.p[v]
		var cols [5]uint64 // the columns of each band with a place
		for band := 0; band < 25; band += 5 {
			for c := 0; c < 25; c += 5 {
				box := uint64(31) << c
				// Box to row.
				row, rows := 0, 0
				for r := band; r < band+5; r++ {
					if p.lane(r)&box != 0 {
						row, rows = r, rows+1
					}
				}
				if rows == 0 {
					return changed, false
				}
				if rows == 1 && p.clearLane(row, row25&^box) {
					changed = true
				}
			}
			var bo uint64
			for r := band; r < band+5; r++ {
				l := p.lane(r)
				bo |= l
				// Row to box.
				for c := 0; c < 25; c += 5 {
					box := uint64(31) << c
					if l != 0 && l&^box == 0 {
						for rr := band; rr < band+5; rr++ {
							if rr != r && p.clearLane(rr, box) {
								changed = true
							}
						}
					}
				}
			}
			// Box to column.
			for c := 0; c < 25; c += 5 {
				n := bo >> c & 31
				if n == 0 || n&(n-1) != 0 {
					continue
				}
				for r := range 25 {
					if (r < band || r >= band+5) && p.clearLane(r, n<<c) {
						changed = true
					}
				}
			}
		}
		for band := 0; band < 25; band += 5 {
			var bo uint64
			for r := band; r < band+5; r++ {
				bo |= p.lane(r)
			}
			cols[band/5] = bo
		}
		// Column to box.
		for b := range 5 {
			var others uint64
			for bb := range 5 {
				if bb != b {
					others |= cols[bb]
				}
			}
			for m := cols[b] &^ others; m != 0; m &= m - 1 {
				c := bits.TrailingZeros64(m)
				rest := uint64(31) << (c / 5 * 5) &^ (1 << c)
				for r := 5 * b; r < 5*b+5; r++ {
					if p.clearLane(r, rest) {
						changed = true
					}
				}
			}
		}
	}
	return changed, true
}

// propagate applies naked and hidden singles and locked candidates until
// nothing changes; it reports false on a contradiction.
func (s *state25) propagate() bool {
	for {
		placed, ok := s.nakedSingles()
		if !ok {
			return false
		}
		if placed {
			continue
		}
		if placed, ok = s.hiddenSingles(); !ok {
			return false
		}
		if placed {
			continue
		}
		if s.uns == (plane25{}) {
			return true
		}
		changed, ok := s.lockedCandidates()
		if !ok {
			return false
		}
		if !changed {
			return true
		}
	}
}

// unsolved counts the unsolved cells.
func (s *state25) unsolved() int {
	n := 0
	for _, x := range s.uns {
		n += bits.OnesCount64(x)
	}
	return n
}

// write stores the solved grid in out.
func (s *state25) write(out []uint8) {
	for v := range s.p {
		for w, x := range s.p[v] {
			for ; x != 0; x &= x - 1 {
				k := bits.TrailingZeros64(x)
				out[(2*w+k/32)*25+k%32] = uint8(v + 1)
			}
		}
	}
}
