package server

import "github.com/sudokit-go/sudokit"

// solveRequest is the body of POST /api/solve.
type solveRequest struct {
	puzzleFields
	Algo   string `json:"algo"`   // the engine; the default one when empty
	Unique *bool  `json:"unique"` // also prove uniqueness; default true
}

// solve answers POST /api/solve: the solution, or "solved": false, and
// whether it is the only one.
func (s *Server) solve(c *call, body []byte) (any, error) {
	var req solveRequest
	if err := decode(c, body, &req); err != nil {
		return nil, err
	}
	p, f, err := req.read()
	if err != nil {
		return nil, err
	}
	e, put, err := s.engine(req.Algo)
	if err != nil {
		return nil, err
	}
	defer put()
	unique := req.Unique == nil || *req.Unique
	limit := 1
	if unique {
		limit = 2
	}
	sol, n, res, err := sudokit.SolveCount(c.ctx, e, p.Grid, limit)
	if err != nil {
		return nil, err
	}
	rec := sudokit.SolveRecord{Record: head(p, f), Solved: res.Solved}
	if res.Solved {
		text := sudokit.Format(sol, f)
		rec.Solution = &text
		if unique {
			u := n == 1
			rec.Unique = &u
		}
	}
	return rec, nil
}
