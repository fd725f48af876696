package logic

import (
	"slices"
	"sync"

	"github.com/sudokit-go/sudokit"
)

// chainNames are the explain techniques that Sudoku Explainer finds as
// its Forcing Chains & Cycles (#21, docs/rating.md §7).
var chainNames = []string{"XY-Chain", "Alternating Inference Chain"}

// An seRung is one rung of the rating path: a producer of Sudoku
// Explainer's ladder (docs/rating.md §3) and the technique of the ladder
// (Technique.Name) that allows it under RateOptions.Techniques; a direct
// technique also needs Hidden Single (need). A costly rung (the chaining
// producers and Aligned Triplet Exclusion) is not tried once the budget is
// spent.
type seRung struct {
	technique string
	also      []string // further techniques that allow it, any one of them
	need      string
	costly    bool
	produce   seProducer
}

// ladder builds r's rungs in Sudoku Explainer's order (docs/rating.md §3),
// keeping those RateOptions.Techniques allows. Where SE's producer reports
// two techniques one after the other (full houses before hidden singles,
// pointing before claiming), it is two rungs: the first hint found is the
// same.
//
// The chaining producers (#21 and #23–#30, files chain_*.go) are costly
// rungs whose produce is a method of r.chains, the chaining engine's
// per-worker scratch: #21 Forcing Chains & Cycles just before Aligned
// Triplet Exclusion (#22), then #23 Nishio, #24 Multiple, #25 Dynamic,
// #26 Dynamic (+) and the nested levels. A rung's technique is the explain
// ladder's name that --techniques selects it by (also lists further names
// that select it: #21 is SE's X-Chain, XY-Chain and AIC at once); the name
// the producer writes into seHint.technique is the one Rating.Hardest
// reports. The loop of Rater.rate applies the first hint of the first rung
// that has one.
func (r *Rater) ladder() []seRung {
	se, ch := r.se, &r.chains
	all := []seRung{
		// A. Direct producers (placements).
		{technique: "Full House", produce: se.fullHouse},
		{technique: "Hidden Single", produce: se.hiddenSingle},
		{technique: "Pointing", need: "Hidden Single", produce: se.directPointing},
		{technique: "Claiming", need: "Hidden Single", produce: se.directClaiming},
		{technique: "Hidden Pair", need: "Hidden Single", produce: se.directHiddenPair},
		{technique: "Naked Single", produce: se.nakedSingle},
		{technique: "Hidden Triple", need: "Hidden Single", produce: se.directHiddenTriple},
		// B. Indirect producers (eliminations).
		{technique: "Pointing", produce: se.pointing},
		{technique: "Claiming", produce: se.claiming},
		{technique: "Naked Pair", produce: se.nakedPair},
		{technique: "X-Wing", produce: se.xWing},
		{technique: "Hidden Pair", produce: se.hiddenPair},
		{technique: "Naked Triple", produce: se.nakedTriple},
		{technique: "Swordfish", produce: se.swordfish},
		{technique: "Hidden Triple", produce: se.hiddenTriple},
		{technique: "XY-Wing", produce: se.xyWing},
		{technique: "XYZ-Wing", produce: se.xyzWing},
		{technique: "Unique Rectangle", produce: se.uniqueLoops},
		{technique: "Naked Quad", produce: se.nakedQuad},
		{technique: "Jellyfish", produce: se.jellyfish},
		{technique: "Hidden Quad", produce: se.hiddenQuad},
		{technique: "BUG+1", produce: se.bug},
		{technique: "Aligned Pair Exclusion", produce: se.alignedPair},
		// D. Chaining producers (chain_*.go), and Aligned Triplet Exclusion.
		{technique: "X-Chain", also: chainNames, costly: true, produce: ch.forcingChains},
		{technique: "Aligned Pair Exclusion", costly: true, produce: se.alignedTriple},
		{technique: "Nishio", costly: true, produce: ch.nishio},
		{technique: "Cell Forcing Chain", also: []string{"Unit Forcing Chain"}, costly: true, produce: ch.multiple},
		{technique: "Dynamic Forcing Chain", costly: true, produce: ch.dynamic},
		{technique: "Dynamic Forcing Chain", costly: true, produce: ch.dynamicPlus},
		{technique: "Nested Forcing Chain", costly: true, produce: ch.nested},
		{technique: "Nested Forcing Chain", costly: true, produce: ch.nested3},
		{technique: "Nested Forcing Chain", costly: true, produce: ch.nested4},
		{technique: "Nested Forcing Chain", costly: true, produce: ch.nested5},
	}
	out := all[:0]
	for _, rg := range all {
		if (r.allows(rg.technique) || slices.ContainsFunc(rg.also, r.allows)) && (rg.need == "" || r.allows(rg.need)) {
			out = append(out, rg)
		}
	}
	return out
}

// allows tells whether RateOptions.Techniques allows the technique named
// name.
func (r *Rater) allows(name string) bool {
	if r.opt.Techniques == nil {
		return true
	}
	for _, t := range r.opt.Techniques {
		if t.Name == name {
			return true
		}
	}
	return false
}

// seScratch is the scratch space of the rating path's own producers, made
// once per shape and rater.
type seScratch struct {
	s *sudokit.Shape
	// cross lists, per unit and unit kind, the units of that kind that
	// share a cell with it, in increasing order (a box's cells, row-major,
	// meet its columns in that order, and its rows).
	cross [][3][]int
	// crossMask gives, parallel to cross, the positions in the unit of the
	// cells it shares with each crossing unit, as bits.
	crossMask [][3][]uint64
	pos       []uint64 // per value: its places in the unit being scanned, as bits of unit positions
	tuples    seTuples
	setv      setVisit
	fishv     fishVisit
	house     []int32 // the house cells of a cell, in SE's order
	ul        *ulSearch
	hint      seHint // the explain techniques' hint
	bugs      *bugSearch
	al        *alignedSearch
}

// newSEScratch makes the scratch space for shape s.
func newSEScratch(s *sudokit.Shape) *seScratch {
	se := &seScratch{s: s, cross: make([][3][]int, 3*s.N), crossMask: make([][3][]uint64, 3*s.N),
		pos: make([]uint64, s.N+1)}
	for u := range se.cross {
		for j, i := range s.Unit(u) {
			for k, v := range s.UnitsOf(i) {
				if v == u {
					continue
				}
				x := slices.Index(se.cross[u][k], v)
				if x < 0 {
					x = len(se.cross[u][k])
					se.cross[u][k] = append(se.cross[u][k], v)
					se.crossMask[u][k] = append(se.crossMask[u][k], 0)
				}
				se.crossMask[u][k][x] |= 1 << uint(j)
			}
		}
	}
	return se
}

// seFree keeps the scratch space of the explain ladder's techniques built
// on SE's producers (Unique Rectangle, BUG+1, Aligned Pair Exclusion), so
// that a search that finds nothing allocates nothing. (A sync.Pool would
// do, but the race detector makes it drop entries at random.)
var seFree struct {
	sync.Mutex
	list []*seScratch
}

// getSEScratch returns scratch space for shape s, kept or new;
// putSEScratch keeps it for the next search.
func getSEScratch(s *sudokit.Shape) *seScratch {
	seFree.Lock()
	defer seFree.Unlock()
	for k, se := range seFree.list {
		if se.s.N == s.N && se.s.BoxRows == s.BoxRows {
			last := len(seFree.list) - 1
			seFree.list[k], seFree.list[last] = seFree.list[last], nil
			seFree.list = seFree.list[:last]
			return se
		}
	}
	return newSEScratch(s)
}

func putSEScratch(se *seScratch) {
	seFree.Lock()
	defer seFree.Unlock()
	if len(seFree.list) < 16 {
		seFree.list = append(seFree.list, se)
	}
}

// seKinds are the unit kinds in the order Sudoku Explainer scans them:
// boxes, then columns, then rows.
var seKinds = [3]int{sudokit.BoxUnit, sudokit.ColumnUnit, sudokit.RowUnit}

// positions fills pos with the places of every value in unit u, as bits of
// unit positions.
func (c *Candidates) positions(u int, pos []uint64) {
	for v := range pos {
		pos[v] = 0
	}
	for j, i := range c.shape.Unit(u) {
		for m := c.marks[i]; m != 0; m &= m - 1 {
			pos[bitsTZ(m)+1] |= 1 << uint(j)
		}
	}
}
