// Package engine assembles the list of sudokit's engines, the one place a
// program looks them up by name. The root package cannot import the engines
// it describes, so the list lives here.
package engine

import "github.com/sudokit-go/sudokit"

// Registry returns every engine, in the order --algo lists them; the first
// is the default.
func Registry() *sudokit.Registry {
	return sudokit.NewRegistry(
		sudokit.Engine{
			Name:    "backtrack",
			Summary: "the helper-function coursework: first unassigned cell, its candidates, place, recurse, undo",
			Trace:   true,
			New:     func(o sudokit.Options) sudokit.Solver { return sudokit.NewBacktrack(o) },
		},
	)
}
