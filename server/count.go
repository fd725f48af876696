package server

import "github.com/sudokit-go/sudokit"

// countRequest is the body of POST /api/count.
type countRequest struct {
	puzzleFields
	Algo  string `json:"algo"`  // the engine; the default one when empty
	Limit *int   `json:"limit"` // stop counting there; default 1000
}

// maxCountLimit is the largest limit a request may set: more would only
// run into the deadline.
const maxCountLimit = 1 << 30

// count answers POST /api/count: the solutions counted up to the limit.
func (s *Server) count(c *call, body []byte) (any, error) {
	var req countRequest
	if err := decode(c, body, &req); err != nil {
		return nil, err
	}
	limit := 1000
	if req.Limit != nil {
		limit = *req.Limit
		if limit < 2 || limit > maxCountLimit {
			return nil, badRequest("limit %d: want 2 to %d", limit, maxCountLimit)
		}
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
	n, _, err := e.CountSolutions(c.ctx, p.Grid, limit)
	if err != nil {
		return nil, err
	}
	return sudokit.CountRecord{Record: head(p, f), Count: n, Limit: limit, LimitReached: n >= limit}, nil
}
