package sudokit

import "sync"

// A GridPool keeps grids that are no longer needed, so that a long batch
// reads its puzzles and answers them without allocating a grid for each: a
// Reader takes the grids of the puzzles it reads from one, and a caller
// that solves them may take its answers' grids from the same pool and hand
// both back once they are written. It is safe for concurrent use; the zero
// value is an empty pool.
type GridPool struct {
	mu   sync.Mutex
	free []Grid
}

// maxPooled bounds the grids a GridPool keeps. It is more than a batch
// has in flight at -j 2 (32 chunks of at most 64 puzzles, and as many
// answers' grids under --json or --check): with 1,024, a worker held off
// its processor for a while let the other read a window ahead, and the
// grids handed back past the bound were made again, some 10,000 for
// 17-clue's 49,158 puzzles on a loaded machine.
const maxPooled = 4096

// Get returns a grid of shape s with unspecified contents: one handed back
// by Put, or a new one. Grids of other shapes met on the way are dropped,
// so that the pool follows a batch whose shape changes.
func (p *GridPool) Get(s *Shape) Grid {
	p.mu.Lock()
	for n := len(p.free); n > 0; n-- {
		g := p.free[n-1]
		p.free = p.free[:n-1]
		if g.Shape == s {
			p.mu.Unlock()
			return g
		}
	}
	p.mu.Unlock()
	return NewGrid(s)
}

// Put hands back a grid that its holder no longer uses.
func (p *GridPool) Put(g Grid) {
	if g.Shape == nil {
		return
	}
	p.mu.Lock()
	if len(p.free) < maxPooled {
		p.free = append(p.free, g)
	}
	p.mu.Unlock()
}
