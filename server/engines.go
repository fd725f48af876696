package server

import "github.com/sudokit-go/sudokit"

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
