package logic

import (
	"math/bits"

	"github.com/sudokit-go/sudokit"
)

// SE's fish (#8 X-Wing, #11 Swordfish, #17 Jellyfish): base lines are
// columns first (eliminations in rows), then rows; SE walks the k-tuples of
// base lines in colex order and, inside each tuple, the values 1…N, only
// values placed at most N − 2k times; every base line has at least two
// places for the value. The first tuple in colex order is the one of least
// bit mask of line numbers, so the search finds each value's first tuple
// and keeps the least, then the lowest value.

var (
	fishRatings  = [5]float64{2: 3.2, 3: 3.8, 4: 5.2}
	seFishNames  = [5]string{2: "X-Wing", 3: "Swordfish", 4: "Jellyfish"}
	seFishCovers = [2]int{sudokit.ColumnUnit, sudokit.RowUnit}
)

func (se *seScratch) xWing(c *Candidates, h *seHint) bool     { return se.fish(c, h, 2) }
func (se *seScratch) swordfish(c *Candidates, h *seHint) bool { return se.fish(c, h, 3) }
func (se *seScratch) jellyfish(c *Candidates, h *seHint) bool { return se.fish(c, h, 4) }

// fishVisit is the visitor of a fish search: the places of the value in
// every base line (bits of cover-line numbers) and the first tuple found.
type fishVisit struct {
	n      int
	t      *seTuples
	places [64]uint64
	base   uint64 // the base lines of the tuple found, as bits
	cover  uint64
}

func (q *fishVisit) visit(union uint64) bool {
	var base uint64
	for _, m := range q.t.pick[:q.t.k] {
		base |= 1 << uint(q.t.id[m])
	}
	for l := 0; l < q.n; l++ {
		if base&(1<<uint(l)) == 0 && q.places[l]&union != 0 {
			q.base, q.cover = base, union
			return true
		}
	}
	return false
}

// fish finds SE's first fish of size k.
func (se *seScratch) fish(c *Candidates, h *seHint, k int) bool {
	h.reset()
	s := se.s
	n := s.N
	t := &se.tuples
	t.k, t.want = k, k
	q := &se.fishv
	q.n, q.t = n, t
	for _, kind := range seFishCovers {
		bestV := 0
		var bestBase, bestCover uint64
		for v := 1; v <= n; v++ {
			m := bit(v)
			placed := 0
			for r := 0; r < n; r++ {
				if c.unitValues[r]&m != 0 {
					placed++
				}
			}
			if placed+2*k > n {
				continue
			}
			t.n = 0
			for l := 0; l < n; l++ {
				var p uint64
				for x, i := range s.Unit(kind*n + l) {
					if c.marks[i]&m != 0 {
						p |= 1 << uint(x)
					}
				}
				q.places[l] = p
				if cnt := bits.OnesCount64(p); cnt >= 2 && cnt <= k {
					t.add(p, l)
				}
			}
			if t.n < k || !t.walk(k-1, t.n, 0, q) {
				continue
			}
			if bestV == 0 || q.base < bestBase {
				bestV, bestBase, bestCover = v, q.base, q.cover
			}
		}
		if bestV == 0 {
			continue
		}
		for l := 0; l < n; l++ {
			if bestBase&(1<<uint(l)) != 0 {
				continue
			}
			unit := s.Unit(kind*n + l)
			for x := bestCover; x != 0; x &= x - 1 {
				if i := unit[bitsTZ(x)]; c.marks[i]&bit(bestV) != 0 {
					h.eliminate(i, bestV)
				}
			}
		}
		h.technique, h.rating = seFishNames[k], fishRatings[k]
		return true
	}
	return false
}
