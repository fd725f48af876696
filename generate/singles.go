package generate

import (
	"math/bits"

	"github.com/sudokit-go/sudokit"
)

// A singles solver tells whether naked and hidden singles alone solve a
// puzzle. Such a puzzle has one solution (every placement is forced by
// the clues) and rates at most 2.3 (Naked Single) on the rating scale,
// whatever else its path might use: the cheap first test of a difficulty
// target, before any count or rating.
type singles struct {
	n, cells int
	full     uint64
	cand     []uint64
	val      []uint8
	units    [][]int32 // the 3N units, N cells each
	peers    [][]int32 // each cell's peers
}

func newSingles(sh *sudokit.Shape) *singles {
	n := sh.N
	s := &singles{n: n, cells: sh.Cells, full: ^uint64(0) >> (64 - n),
		cand: make([]uint64, sh.Cells), val: make([]uint8, sh.Cells), peers: make([][]int32, sh.Cells)}
	x := newFillerIndex(sh)
	s.units = make([][]int32, 3*n)
	for i := range sh.Cells {
		r, c, b := int(x.rowOf[i]), int(x.colOf[i]), int(x.boxOf[i])
		s.units[r] = append(s.units[r], int32(i))
		s.units[n+c] = append(s.units[n+c], int32(i))
		s.units[2*n+b] = append(s.units[2*n+b], int32(i))
	}
	for i := range sh.Cells {
		seen := map[int32]bool{}
		for _, u := range [3]int{int(x.rowOf[i]), n + int(x.colOf[i]), 2*n + int(x.boxOf[i])} {
			for _, j := range s.units[u] {
				if j != int32(i) && !seen[j] {
					seen[j] = true
					s.peers[i] = append(s.peers[i], j)
				}
			}
		}
	}
	return s
}

// solves reports whether singles alone fill every blank of p, whose clues
// the remover m holds.
func (s *singles) solves(p sudokit.Grid, m *remover) bool {
	blanks := 0
	for i, v := range p.Cells {
		s.val[i] = v
		if v != 0 {
			s.cand[i] = 0
			continue
		}
		blanks++
		s.cand[i] = m.candidates(i)
	}
	for blanks > 0 {
		progress := false
		for i, c := range s.cand {
			if s.val[i] == 0 && c != 0 && c&(c-1) == 0 {
				if !s.place(i, c) {
					return false
				}
				blanks--
				progress = true
			}
		}
		for _, u := range s.units {
			var once, twice uint64
			for _, j := range u {
				c := s.cand[j]
				twice |= once & c
				once |= c
			}
			for only := once &^ twice; only != 0; only &= only - 1 {
				b := only & -only
				for _, j := range u {
					if s.cand[j]&b != 0 {
						if !s.place(int(j), b) {
							return false
						}
						blanks--
						progress = true
						break
					}
				}
			}
		}
		if !progress {
			return false
		}
	}
	return true
}

// place puts value bit b in cell i and takes it from its peers; it
// reports false when a peer is left with no value, or when b was no
// longer a candidate of i (a clash of two hidden singles).
func (s *singles) place(i int, b uint64) bool {
	if s.cand[i]&b == 0 {
		return false
	}
	s.val[i] = uint8(bits.TrailingZeros64(b) + 1)
	s.cand[i] = 0
	for _, j := range s.peers[i] {
		if s.val[j] == 0 {
			s.cand[j] &^= b
			if s.cand[j] == 0 {
				return false
			}
		}
	}
	return true
}
