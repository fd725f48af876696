package classic

import (
	"context"

	"github.com/sudokit-go/sudokit"
)

// checkEvery is how many nodes pass between two looks at the context.
const checkEvery = 4096

// A budget stops a search when Options.MaxNodes runs out or the context
// ends. The engines call spend before each value they enter.
type budget struct {
	ctx      context.Context
	maxNodes int64
	checkIn  int
	err      error
}

func (b *budget) reset(ctx context.Context, maxNodes int64) {
	b.ctx, b.maxNodes, b.checkIn, b.err = ctx, maxNodes, 0, nil
}

// spend reports whether the search may enter one more value, having entered
// nodes so far; when it may not, b.err says why.
func (b *budget) spend(nodes int64) bool {
	if b.err != nil {
		return false
	}
	if b.maxNodes > 0 && nodes >= b.maxNodes {
		b.err = &sudokit.NodeLimitError{Nodes: nodes}
		return false
	}
	if b.checkIn--; b.checkIn < 0 {
		b.checkIn = checkEvery
		if err := b.ctx.Err(); err != nil {
			b.err = err
			return false
		}
	}
	return true
}

// emit hands e to the trace function, if there is one.
func emit(trace func(sudokit.Event), e sudokit.Event) {
	if trace != nil {
		trace(e)
	}
}
