package engine_test

import (
	"context"
	"errors"
	"testing"

	"github.com/sudokit-go/sudokit"
	"github.com/sudokit-go/sudokit/engine"
)

// blank9 is a grid every engine searches for long: an empty 9x9 counted up
// to a limit no search reaches.
func blank9() sudokit.Grid { return sudokit.NewGrid(sudokit.MustShape(3, 3)) }

// TestProgress holds every registered engine to Options.Progress: it is
// called from the search with the nodes entered so far, rising from call
// to call, and never beyond the node budget the search stops at.
func TestProgress(t *testing.T) {
	const maxNodes = 3*4096 + 100
	for _, e := range engine.Registry().Engines() {
		var seen []int64
		opt := sudokit.Options{MaxNodes: maxNodes, MaxCombinations: 1e300,
			Progress: func(nodes int64) { seen = append(seen, nodes) }}
		_, res, err := e.New(opt).CountSolutions(context.Background(), blank9(), 1<<30)
		var nl *sudokit.NodeLimitError
		if !errors.As(err, &nl) || nl.Nodes != maxNodes || res.Stats.Nodes != maxNodes {
			t.Errorf("%s: %v after %d nodes, want the node limit at %d", e.Name, err, res.Stats.Nodes, maxNodes)
		}
		if len(seen) < 3 {
			t.Errorf("%s: Progress called %d times in %d nodes: %v", e.Name, len(seen), maxNodes, seen)
		}
		for i, n := range seen {
			if n > maxNodes || i > 0 && n <= seen[i-1] {
				t.Errorf("%s: Progress called with %v: not rising within %d nodes", e.Name, seen, maxNodes)
				break
			}
		}
	}
}

// TestProgressCancel cancels every registered engine's search from its
// Progress callback: the search stops with the context's error.
func TestProgressCancel(t *testing.T) {
	for _, e := range engine.Registry().Engines() {
		ctx, cancel := context.WithCancel(context.Background())
		calls := 0
		opt := sudokit.Options{MaxCombinations: 1e300, Progress: func(int64) {
			if calls++; calls == 2 {
				cancel()
			}
		}}
		_, res, err := e.New(opt).CountSolutions(ctx, blank9(), 1<<30)
		cancel()
		if !errors.Is(err, context.Canceled) || calls != 2 {
			t.Errorf("%s: %v after %d nodes and %d calls of Progress, want it canceled at the third look", e.Name, err, res.Stats.Nodes, calls)
		}
	}
}
