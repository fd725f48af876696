package server

import (
	"github.com/sudokit-go/sudokit"
	"github.com/sudokit-go/sudokit/logic"
)

// engine returns a Solver of the engine named (the registry's default for
// "") from its pool, and the function that gives it back; the Solver is
// used by one request at a time, and what it returns is valid until it is
// given back.
func (s *Server) engine(name string) (sudokit.Solver, func(), error) {
	if name == "" {
		name = s.reg.Default().Name
	}
	pool, ok := s.pools[name]
	if !ok {
		_, err := s.reg.Lookup(name)
		return nil, nil, badRequest("algo %s: %v", name, err)
	}
	e := pool.Get().(sudokit.Solver)
	return e, func() { pool.Put(e) }, nil
}

// logicEngine is the engine hint, explain, rate and generate count
// solutions with: fast, else the registry's default.
func (s *Server) logicEngine() (sudokit.Solver, func()) {
	name := "fast"
	if _, ok := s.pools[name]; !ok {
		name = s.reg.Default().Name
	}
	e, put, _ := s.engine(name)
	return e, put
}

// rater returns a Rater for the techniques ts (nil: the whole ladder) with
// logic's default budget for the shape, as the command line's rate has, and
// the function that gives it back: raters of the whole ladder are pooled
// per budget, since each keeps its scratch space; others are made for the
// request.
func (s *Server) rater(ts []logic.Technique, shape *sudokit.Shape) (*logic.Rater, func()) {
	budget := logic.DefaultBudget(shape)
	if ts != nil {
		return logic.NewRater(logic.RateOptions{Techniques: ts, Budget: budget}), func() {}
	}
	pool := &s.raters
	if budget > 0 {
		pool = &s.largeRaters
	}
	r := pool.Get().(*logic.Rater)
	return r, func() { pool.Put(r) }
}
