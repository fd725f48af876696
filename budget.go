package sudokit

import (
	"context"
	"math"
	"time"
)

// lookEvery is how many nodes a search enters between two looks at its
// context (and two calls of Options.Progress).
const lookEvery = 4096

// lookTime is how long a search under a deadline goes between two looks
// at its context, about: on a large grid a node of a plain engine may take
// milliseconds, and 4096 of them would carry the search seconds past its
// deadline.
const lookTime = time.Millisecond

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
// Options.Progress at each of those looks with the nodes so far. Under a
// context with a deadline (a server's request, --timeout) the nodes between
// two looks adapt to their speed instead, so that a look comes about every
// millisecond: from 1 node, doubling while the nodes are quick, up to 4096;
// fewer again when they are slow. The deadline then stops any engine within
// about a millisecond and a node, on any grid.
type Budget struct {
	ctx      context.Context
	maxNodes int64
	progress func(nodes int64)
	next     int64 // from this node count on, Spend does more than compare
	look     int64 // the node count of the next look at the context
	every    int64 // nodes from one look to the next
	timed    bool  // ctx has a deadline: every adapts to the nodes' speed
	looked   time.Time
	err      error
}

// Reset prepares b for a new search under ctx, with the MaxNodes and
// Progress of opt.
func (b *Budget) Reset(ctx context.Context, opt Options) {
	b.ctx, b.maxNodes, b.progress = ctx, opt.MaxNodes, opt.Progress
	b.next, b.look, b.err = 0, 0, nil
	_, b.timed = ctx.Deadline()
	b.every = lookEvery
	if b.timed {
		b.every, b.looked = 1, time.Time{}
	}
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
		if b.timed {
			b.adapt()
		}
		b.look = nodes + b.every
	}
	b.next = b.look
	if b.maxNodes > 0 {
		b.next = min(b.next, b.maxNodes)
	}
	return true
}

// adapt sets the nodes until the next look so that it comes about lookTime
// after this one, going by how long the nodes since the last look took.
func (b *Budget) adapt() {
	now := time.Now()
	if !b.looked.IsZero() {
		switch d := now.Sub(b.looked); {
		case d < lookTime/2:
			b.every = min(b.every*2, lookEvery)
		case d > 2*lookTime:
			b.every = max(1, int64(float64(b.every)*float64(lookTime)/float64(d)))
		}
	}
	b.looked = now
}

// Stop ends the search with err: Spend refuses every node from now on and
// Err returns err. An engine that refuses a search before it starts (brute
// force over too many combinations) stops its budget with the reason.
func (b *Budget) Stop(err error) {
	b.err = err
	b.next = math.MinInt64
}

// Check looks at the context at once, whatever the nodes entered: it
// reports false, and stops the budget with the context's error, when the
// context has ended or the search was already stopped. An engine calls it
// during long work that enters no node, such as building the links of a
// large grid before its search.
func (b *Budget) Check() bool {
	if b.err != nil {
		return false
	}
	if err := b.ctx.Err(); err != nil {
		b.Stop(err)
		return false
	}
	return true
}

// Err says why the search stopped: a *NodeLimitError, the context's error,
// or the error given to Stop; nil while it may go on.
func (b *Budget) Err() error { return b.err }
