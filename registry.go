package sudokit

import (
	"fmt"
	"strings"
)

// An Engine names a Solver and says how to make one.
type Engine struct {
	Name    string               // what --algo calls it: "backtrack"
	Summary string               // one line for help: what the algorithm is
	Trace   bool                 // whether it reports Options.Trace events
	New     func(Options) Solver // makes a fresh engine value
}

// A Registry is the list of engines a program offers, in the order it lists
// them; the first is the default. The root package cannot import the
// engines, so the list itself is assembled by package engine.
type Registry struct {
	engines []Engine
}

// NewRegistry returns a registry of the given engines; the first one is the
// default.
func NewRegistry(engines ...Engine) *Registry {
	return &Registry{engines: append([]Engine(nil), engines...)}
}

// Engines lists every engine in order.
func (r *Registry) Engines() []Engine { return append([]Engine(nil), r.engines...) }

// Default is the first engine.
func (r *Registry) Default() Engine { return r.engines[0] }

// Names lists the engines' names in order.
func (r *Registry) Names() []string {
	names := make([]string, len(r.engines))
	for i, e := range r.engines {
		names[i] = e.Name
	}
	return names
}

// Lookup finds an engine by name; the error lists the engines there are.
func (r *Registry) Lookup(name string) (Engine, error) {
	for _, e := range r.engines {
		if e.Name == name {
			return e, nil
		}
	}
	return Engine{}, fmt.Errorf("unknown engine; engines are %s", strings.Join(r.Names(), ", "))
}
