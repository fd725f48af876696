package server

import "github.com/sudokit-go/sudokit/logic"

// rateRequest is the body of POST /api/rate.
type rateRequest struct {
	puzzleFields
	Techniques nameList `json:"techniques"`
}

// rate answers POST /api/rate: the puzzle's rating on the Sudoku Explainer
// scale (ER, EP, ED), its level and hardest technique; or the number of
// solutions of a puzzle without exactly one, or stuck when the techniques
// allowed cannot finish it.
func (s *Server) rate(c *call, body []byte) (any, error) {
	var req rateRequest
	if err := decode(c, body, &req); err != nil {
		return nil, err
	}
	p, f, err := req.read()
	if err != nil {
		return nil, err
	}
	ts, err := techniques(req.Techniques)
	if err != nil {
		return nil, err
	}
	e, put := s.logicEngine()
	defer put()
	rec := logic.RateAnswer{Record: head(p, f)}
	n, _, err := e.CountSolutions(c.ctx, p.Grid, 2)
	if err != nil {
		return nil, err
	}
	if n != 1 {
		rec.Solutions = &n
		return rec, nil
	}
	r, putRater := s.rater(ts, p.Shape)
	defer putRater()
	rt, err := r.Rate(c.ctx, p.Grid)
	if err != nil {
		return nil, err
	}
	if !rt.Solved {
		stuck := true
		rec.Stuck = &stuck
		return rec, nil
	}
	er, ep, ed := logic.Tenths(rt.ER), logic.Tenths(rt.EP), logic.Tenths(rt.ED)
	rec.ER, rec.EP, rec.ED, rec.Level, rec.Hardest = &er, &ep, &ed, rt.Level(), rt.Hardest
	return rec, nil
}
