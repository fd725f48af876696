// Package engine assembles the list of sudokit's engines, the one place a
// program looks them up by name. The root package cannot import the engines
// it describes, so the list lives here.
package engine

import (
	"github.com/sudokit-go/sudokit"
	"github.com/sudokit-go/sudokit/engine/classic"
	"github.com/sudokit-go/sudokit/engine/dlx"
	"github.com/sudokit-go/sudokit/engine/fast"
)

// Registry returns every engine, in the order --algo lists them; the first
// is the default.
func Registry() *sudokit.Registry {
	return sudokit.NewRegistry(
		sudokit.Engine{
			Name:    "fast",
			Summary: "bitmask candidates, singles and more propagation, fewest-candidates branching; a specialised 9x9 path",
			Trace:   false,
			New:     func(o sudokit.Options) sudokit.Solver { return fast.New(o) },
		},
		sudokit.Engine{
			Name:    "backtrack",
			Summary: "the helper-function coursework: first unassigned cell, its candidates, place, recurse, undo",
			Trace:   true,
			New:     func(o sudokit.Options) sudokit.Solver { return sudokit.NewBacktrack(o) },
		},
		sudokit.Engine{
			Name:    "brute",
			Summary: "every combination of values for the blanks, each checked as a whole grid",
			Trace:   true,
			New:     func(o sudokit.Options) sudokit.Solver { return classic.NewBrute(o) },
		},
		sudokit.Engine{
			Name:    "recursive",
			Summary: "recursive backtracking over copies, cell by cell: isSolved, isSolvable, legalMovesAt, copy",
			Trace:   true,
			New:     func(o sudokit.Options) sudokit.Solver { return classic.NewRecursive(o) },
		},
		sudokit.Engine{
			Name:    "dfs",
			Summary: "iterative depth-first search with an explicit stack of moves",
			Trace:   true,
			New:     func(o sudokit.Options) sudokit.Solver { return classic.NewDFS(o) },
		},
		sudokit.Engine{
			Name:    "dfs-rec",
			Summary: "the same depth-first search on the call stack",
			Trace:   true,
			New:     func(o sudokit.Options) sudokit.Solver { return classic.NewDFSRec(o) },
		},
		sudokit.Engine{
			Name:    "dlx",
			Summary: "Knuth's Algorithm X with Dancing Links, column of fewest rows first",
			Trace:   true,
			New:     func(o sudokit.Options) sudokit.Solver { return dlx.New(o) },
		},
	)
}
