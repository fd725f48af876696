package fast

import (
	"context"

	"github.com/sudokit-go/sudokit"
)

// checkEvery is how many nodes pass between two looks at the context.
const checkEvery = 4096

// control is the bookkeeping every search path shares: the budget, the
// context, the statistics and the solutions found so far.
type control struct {
	ctx      context.Context
	maxNodes int64
	stats    sudokit.Stats
	limit    int
	count    int
	err      error
	checkIn  int
	cutoff   int64   // the node count where this run of a restarting search ends
	cut      bool    // the run ended at cutoff
	out      []uint8 // the first solution, row by row
}

func (c *control) reset(ctx context.Context, maxNodes int64, limit int, out []uint8) {
	c.ctx, c.maxNodes, c.limit, c.out = ctx, maxNodes, max(limit, 1), out
	c.stats = sudokit.Stats{}
	c.count, c.err, c.checkIn = 0, nil, checkEvery
	c.cutoff, c.cut = 0, false
}

// node counts one value entered by the search; it reports whether the
// search must stop because the node budget or the context ran out.
func (c *control) node() bool {
	if c.maxNodes > 0 && c.stats.Nodes >= c.maxNodes {
		c.err = &sudokit.NodeLimitError{Nodes: c.stats.Nodes}
		return true
	}
	if c.cutoff > 0 && c.stats.Nodes >= c.cutoff {
		c.cut = true
		return true
	}
	c.stats.Nodes++
	if c.checkIn--; c.checkIn <= 0 {
		c.checkIn = checkEvery
		if err := c.ctx.Err(); err != nil {
			c.err = err
			return true
		}
	}
	return false
}

// found counts a solution; it reports whether the limit is reached. The
// caller writes the first solution into out before calling it.
func (c *control) found() bool {
	c.count++
	return c.count >= c.limit
}
