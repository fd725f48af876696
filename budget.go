package sudokit

import (
	"context"
	"math"
)

// lookEvery is how many nodes a search enters between two looks at its
// context (and two calls of Options.Progress).
const lookEvery = 4096

// A Budget bounds one search: it stops it when Options.MaxNodes runs out or
// the context ends, and reports its progress to Options.Progress. It is the
// one place every engine of sudokit asks "may I go on?": the engine calls
// Spend before each node it enters (a value put in a cell, a row chosen),
// with the nodes entered so far, and stops when Spend says no; Err then says
// why. Search embeds one; an engine with a frame of its own may use a Budget
// alone.
//
// Spend is one comparison on almost every call: the budget looks at the
// context only at the first node and every 4096 nodes after it, and calls
// Options.Progress at each of those looks with the nodes so far.
type Budget struct {
	ctx      context.Context
	maxNodes int64
	progress func(nodes int64)
	next     int64 // from this node count on, Spend does more than compare
	look     int64 // the node count of the next look at the context
	err      error
}

// Reset prepares b for a new search under ctx, with the MaxNodes and
// Progress of opt.
func (b *Budget) Reset(ctx context.Context, opt Options) {
	b.ctx, b.maxNodes, b.progress = ctx, opt.MaxNodes, opt.Progress
	b.next, b.look, b.err = 0, 0, nil
}

// Spend reports whether the search may enter one more node, having entered
// nodes so far in this search. When it may not, Err says why, and Spend
// refuses every node after it.
func (b *Budget) Spend(nodes int64) bool {
	if nodes < b.next {
		return true
	}
	return b.check(nodes)
}

// check is Spend past the node count where something is due: the node
// limit, or a look at the context.
func (b *Budget) check(nodes int64) bool {
	if b.err != nil {
		return false
	}
	if b.maxNodes > 0 && nodes >= b.maxNodes {
		b.Stop(&NodeLimitError{Nodes: nodes})
		return false
	}
	if nodes >= b.look {
		if err := b.ctx.Err(); err != nil {
			b.Stop(err)
			return false
		}
		if b.progress != nil {
			b.progress(nodes)
		}
		b.look = nodes + lookEvery
	}
	b.next = b.look
	if b.maxNodes > 0 {
		b.next = min(b.next, b.maxNodes)
	}
	return true
}

// Stop ends the search with err: Spend refuses every node from now on and
// Err returns err. An engine that refuses a search before it starts (brute
// force over too many combinations) stops its budget with the reason.
func (b *Budget) Stop(err error) {
	b.err = err
	b.next = math.MinInt64
}

// Err says why the search stopped: a *NodeLimitError, the context's error,
// or the error given to Stop; nil while it may go on.
func (b *Budget) Err() error { return b.err }
