package fast

import (
	"math"

	"github.com/sudokit-go/sudokit"
)

// cdcl is the learning search of the general path: conflict-driven clause
// learning over the literals "cell c holds value v" (variable c·N+v). The
// rules of the grid are not clauses but native constraints, kept as
// bitmasks: each cell holds exactly one value (the values of a cell not yet
// false), and each unit holds each value exactly once (the places of a
// value in a unit not yet false). A value placed leaves its cell's other
// values and its peers; a cell or a unit-value left with one place is
// implied. Every implied literal keeps its reason (a pair of peers, a cell,
// a unit-value, or a learned clause), so that a conflict is analysed to
// its first unique implication point as in a SAT solver. Learned clauses
// are watched by two literals; the search branches by VSIDS activity,
// placing the value (saved phases, which here are mostly "not this
// value", needed half again as many conflicts) but above 25x25, where a
// variable false on the longest trail without a conflict is made false
// (target phases, cdcl_phase.go), restarts on the Luby
// sequence (a unit of 100 conflicts below 25x25, 1,024 from 25x25 on), and forgets
// learned clauses of high LBD. Up to 25x25 and from 49x49 up, learned
// clauses are shrunk by levels from the first conflict (shrinkUIP).
// Locked candidates are propagated too, each
// elimination explained by the places the value lost in the unit that
// confines it. Counting blocks each solution found by a clause over the
// decisions that led to it, so counts stay exact; past the first
// solution, learned clauses are shrunk by levels too (shrinkUIP).
type cdcl struct {
	shape  *sudokit.Shape
	n      int
	cells  int
	ctl    *sudokit.Search
	units  []int32 // the 3N units, N cells each
	unitOf []int32 // the row, column and box unit of each cell
	posIn  []uint8 // posIn[3*c+k]: the place of cell c in its k-th unit
	// Segments, the cells a box shares with a row or column, seen from one
	// of the two units: segMask is the places in unit segUnit, segOther
	// the other unit; segOf[u*N+p][k] are the segments (or -1) of place
	// p of unit u.
	segMask  []uint64
	segUnit  []int32
	segOther []int32
	segIn    []uint64 // the segment's places in segOther
	segOf    [][2]int32
	lockBase int32 // rALO data from here on: a segment's value, seg*N+v
	nat      native
	an       analysis

	lval  []int8    // per literal: 0 unassigned, 1 true, -1 false (a variable's is its literal's, lval[v<<1])
	vars  []varData // per assigned variable: its reason and level
	trail []int32   // assigned literals in order
	lim   []int32   // trail length at the start of each decision level
	qhead int

	cellMask []uint64 // values of each cell not yet false
	uvMask   []uint64 // uvMask[u*N+v]: places of value v in unit u not yet false
	nsolved  int      // cells holding a true value
	// cellMask and uvMask as they were at the root: a literal they leave
	// out is false at level 0 and has no place in an analysis.
	rootCell []uint64
	rootUV   []uint64

	cls     []clause // learned clauses (and blocking clauses)
	lits    []int32  // their literals, clause after clause
	watches [][]watch
	// watched has a bit per literal, set when its watch list may not be
	// empty: half the literals propagated have none, and their list's
	// header (24 bytes a literal) is then not read.
	watched []uint64
	nlearnt int // live clauses that may be forgotten

	act     []float64
	varInc  float64
	heap    []int32 // variables by activity, a binary max-heap
	heapIdx []int32 // place of each variable in heap, -1 when out
	// outHeap has a bit per variable, set when it is out of the heap
	// (heapIdx -1): backtracking tests it for every variable it
	// unassigns, and 2 KB at 25x25 stay in the first-level cache where
	// heapIdx's 62 KB do not.
	outHeap []uint64
	// heapKeys is the activity of the variable at each heap place, a
	// copy read where the heap moves (cdcl_order.go).
	heapKeys []uint64
	claInc   float32

	seen    []uint8
	learnt  []int32
	stack   []int32
	toClear []int32
	rbuf    []int32
	lvlSeen []uint32 // stamp per level, for LBD
	stamp   uint32

	confVar    int32 // the second variable of a conflicting pair (rBin)
	conflicts  int64
	props      int64 // literals assigned, for figures
	learnLits  int64 // literals of the learned clauses, for figures
	shrunk     int64 // literals shrink took out of them, for figures
	nextReduce int64
	reduceInc  int64
	blocking   []int32
	// maxConflicts, a test hook, stops the search unsettled after this
	// many conflicts (0: never), so that heuristics can be compared by
	// conflicts whatever the machine's load.
	maxConflicts int64
	// jitter, a test hook, when not 0 seeds a change of the start
	// activities by less than 1%, which breaks their ties another way, so
	// that runs with several seeds show how far chance moves the
	// conflicts.
	jitter uint64
	// lubyUnit and calmFor, test hooks, change the restart policy: the
	// conflicts of a Luby unit (0: restartUnit, or restartUnitLarge from
	// 25x25 on), and the conflicts before the first restart may come (0:
	// none), so that policies can be compared on the probe without a
	// rebuild.
	lubyUnit int64
	calmFor  int64
	// reasonDepth, a test hook: the depth to which the learned clause's
	// reasons are bumped (0: reasonBumpDepth; below 0: none).
	reasonDepth int
	ph          phases // target phases (cdcl_phase.go)

	// earlyShrink: the learned clauses are shrunk by levels, each new
	// literal bumped, from the first conflict (up to shrinkMaxN and from
	// shrinkFromN), not only once a solution is found; lateShrink, a test
	// hook, keeps the search from shrinkFromN up as between.
	earlyShrink bool
	lateShrink  bool
	// learned, a test hook, is shown each clause the search learns, its
	// literals as e.learnt holds them, before it is added.
	learned func(lits []int32)
	// shrinkFirst, a test hook: the clause is shrunk by levels before it
	// is minimised (CaDiCaL's order), not after.
	shrinkFirst bool
}

// varData is what an assigned variable keeps: why it got its value and
// at which decision level. The two are written together and mostly read
// together, so they share a cache line.
type varData struct {
	reason uint32
	level  int32
}

// Reasons: the top two bits say the kind, the rest the data.
const (
	rNone   = uint32(0)
	rBin    = uint32(1) << 30 // data: the true literal whose peer or cell lost this value
	rALO    = uint32(2) << 30 // data: a cell c (< cells) or cells + u*N+v, a unit-value
	rClause = uint32(3) << 30 // data: the clause
	rMask   = uint32(1)<<30 - 1
)

// setShape sizes the tables for shape s; it allocates only when the shape
// changes.
func (e *cdcl) setShape(s *sudokit.Shape) {
	if e.shape == s {
		return
	}
	e.shape, e.n, e.cells = s, s.N, s.Cells
	n, nv := s.N, s.Cells*s.N
	e.units = make([]int32, 0, 3*n*n)
	for u := 0; u < 3*n; u++ {
		for _, c := range s.Unit(u) {
			e.units = append(e.units, int32(c))
		}
	}
	e.unitOf = make([]int32, 3*s.Cells)
	e.posIn = make([]uint8, 3*s.Cells)
	for i := 0; i < s.Cells; i++ {
		for k, u := range s.UnitsOf(i) {
			e.unitOf[3*i+k] = int32(u)
			for p, c := range e.units[u*n : u*n+n] {
				if int(c) == i {
					e.posIn[3*i+k] = uint8(p)
				}
			}
		}
	}
	e.segMask, e.segUnit, e.segOther, e.segIn = e.segMask[:0], e.segUnit[:0], e.segOther[:0], e.segIn[:0]
	e.segOf = make([][2]int32, 3*n*n)
	for i := range e.segOf {
		e.segOf[i] = [2]int32{-1, -1}
	}
	for u := 0; u < 3*n; u++ {
		seg := map[int32]int32{}
		for p, c := range e.units[u*n : u*n+n] {
			k := 0
			for j, w := range e.unitOf[3*c : 3*c+3] {
				if int(w) == u || (u < 2*n) == (int(w) < 2*n) {
					continue // the same unit, or two lines, or two boxes
				}
				sg, ok := seg[w]
				if !ok {
					sg = int32(len(e.segMask))
					seg[w] = sg
					e.segMask = append(e.segMask, 0)
					e.segUnit = append(e.segUnit, int32(u))
					e.segOther = append(e.segOther, w)
					e.segIn = append(e.segIn, 0)
				}
				e.segMask[sg] |= 1 << p
				e.segIn[sg] |= 1 << e.posIn[3*int(c)+j]
				e.segOf[u*n+p][k] = sg
				k++
			}
		}
	}
	e.lockBase = int32(s.Cells + 3*n*n)
	e.lval = make([]int8, 2*nv)
	e.vars = make([]varData, nv)
	e.trail = make([]int32, 0, nv)
	e.cellMask = make([]uint64, s.Cells)
	e.uvMask = make([]uint64, 3*n*n)
	e.rootCell = make([]uint64, s.Cells)
	e.rootUV = make([]uint64, 3*n*n)
	e.watches = make([][]watch, 2*nv)
	e.watched = make([]uint64, (2*nv+63)/64)
	e.act = make([]float64, nv)
	e.heap = make([]int32, 0, nv)
	e.heapIdx = make([]int32, nv)
	e.outHeap = make([]uint64, (nv+63)/64)
	e.heapKeys = make([]uint64, 0, nv)
	e.seen = make([]uint8, nv)
	e.lvlSeen = make([]uint32, nv+1)
	e.ph.tgt = make([]int8, nv)
	e.setNative()
}

// value is 1 when literal l is true, -1 when false, 0 when unassigned.
func (e *cdcl) value(l int32) int8 {
	return e.lval[l]
}

// falseLit is the literal of assigned variable v that is false.
func (e *cdcl) falseLit(v int32) int32 {
	if e.lval[v<<1] > 0 {
		return v<<1 | 1
	}
	return v << 1
}

// splitmix steps the SplitMix64 generator at x and returns its next value.
func splitmix(x *uint64) uint64 {
	*x += 0x9e3779b97f4a7c15
	z := *x
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	return z ^ z>>31
}

// luby is the i-th term (from 0) of the Luby sequence 1 1 2 1 1 2 4 ...
func luby(i int64) int64 {
	size, seq := int64(1), 0
	for size < i+1 {
		seq++
		size = 2*size + 1
	}
	for size-1 != i {
		size = (size - 1) / 2
		seq--
		i %= size
	}
	return int64(1) << seq
}

// restartUnit is the number of conflicts in a Luby unit, and
// restartUnitLarge that from 25x25 on: above 25x25, with target phases,
// a unit of 1,024 (CaDiCaL's stable mode's) settled the most puzzles
// within 10 s (doc.go, "Target phases above 25x25"), and at 25x25, with
// the shrink past implied literals, it took public-gecode's median and
// p99 down over isomorphs ("Shrinking past implied literals"); the learned
// clauses are first reduced after firstReduce conflicts, and the interval
// grows by reduceStep each time. A reduction keeps the clauses of LBD 2
// or less, and those of LBD tier2 or less that took part in an analysis
// since the one before, and forgets dropPct percent of the others
// (countDropPct once a solution is found: what is left to prove then is
// that there is no other, and on the hard tail fewer restarts and more
// clauses prove it in fewer conflicts).
const (
	restartUnit      = 100
	restartUnitLarge = 1024
	firstReduce      = 1000
	reduceStep       = 100
	tier2            = 6
	dropPct          = 75
	countDropPct     = 50
)

// solve searches from the candidates cand, counting solutions into ctl
// (ctl.Count is 0 on entry) until it reaches the limit, proves there is
// nothing more, or the budget or the context stops it.
func (e *cdcl) solve(s *sudokit.Shape, cand []uint64) {
	ctl := e.ctl
	if !e.load(s, cand) {
		return
	}
	var restarts int64
	unit := int64(restartUnit)
	if e.n >= 25 {
		unit = restartUnitLarge
	}
	if e.lubyUnit > 0 {
		unit = e.lubyUnit
	}
	budget := unit*luby(0) + e.calmFor
	for {
		cf := e.propagate()
		if cf != noConflict {
			e.conflicts++
			ctl.Stats.Backtracks++
			if len(e.lim) == 0 {
				return // nothing more: every solution is counted
			}
			if e.maxConflicts > 0 && e.conflicts >= e.maxConflicts {
				return // the test hook's cap: unsettled
			}
			bt, lbd := e.analyze(cf)
			e.updateTarget(int(e.lim[len(e.lim)-1]))
			e.backtrack(bt)
			e.learn(lbd)
			e.varInc /= 0.95
			e.claInc /= 0.999
			budget--
			continue
		}
		if budget <= 0 {
			restarts++
			budget = unit * luby(restarts)
			if ctl.Count > 0 {
				// Counting past a solution: this restart is the last.
				budget = math.MaxInt64
			}
			if e.ph.mode == 2 {
				e.ph.assigned = 0
			}
			e.updateTarget(len(e.trail))
			e.backtrack(0)
		}
		if e.conflicts >= e.nextReduce {
			e.reduceInc += reduceStep
			e.nextReduce = e.conflicts + e.reduceInc
			e.reduce()
		}
		if e.nsolved == e.cells {
			if ctl.Count == 0 {
				e.write(ctl.First.Cells)
			}
			if ctl.Found() || len(e.lim) == 0 {
				return
			}
			// Block this solution: not all of the decisions that led to it.
			b := e.blocking[:0]
			for lv := len(e.lim) - 1; lv >= 0; lv-- {
				b = append(b, e.trail[e.lim[lv]]^1)
			}
			e.blocking = b
			if len(b) == 1 {
				e.backtrack(0)
				e.enqueue(b[0], rNone)
				continue
			}
			e.backtrack(len(e.lim) - 1)
			cl := e.addClause(b, int32(len(b)), true)
			e.enqueue(b[0], rClause|uint32(cl))
			continue
		}
		v := e.decide()
		if v < 0 {
			return // not reached: with every variable assigned, every cell is solved
		}
		if !ctl.Spend(ctl.Stats.Nodes) {
			return
		}
		ctl.Stats.Nodes++
		ctl.Stats.Guesses++
		e.lim = append(e.lim, int32(len(e.trail)))
		e.enqueue(e.decision(v), rNone)
	}
}

// write stores the solved grid in out.
func (e *cdcl) write(out []uint8) {
	n := e.n
	for c := range out {
		for x := 0; x < n; x++ {
			if e.lval[(c*n+x)<<1] > 0 {
				out[c] = uint8(x + 1)
				break
			}
		}
	}
}
