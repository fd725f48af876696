package server

import "github.com/sudokit-go/sudokit/logic"

// explainRequest is the body of POST /api/explain.
type explainRequest struct {
	puzzleFields
	logicFields
}

// explain answers POST /api/explain: the path a person takes from the
// givens and the player's entries, step by step, and whether it solves the
// puzzle; or the number of solutions of a puzzle without exactly one.
func (s *Server) explain(c *call, body []byte) (any, error) {
	var req explainRequest
	if err := decode(c, body, &req); err != nil {
		return nil, err
	}
	p, f, opt, put, err := s.logicRequest(&req.puzzleFields, &req.logicFields)
	if err != nil {
		return nil, err
	}
	defer put()
	x, err := logic.Explain(c.ctx, p.Grid, opt)
	rec := logic.ExplainAnswer{Record: head(p, f)}
	solutions, negative, aerr := logicAnswer(err)
	switch {
	case negative:
		rec.Solutions = &solutions
	case err != nil:
		return nil, aerr
	default:
		rec.Solved = &x.Solved
		rec.Steps = make([]logic.StepRecord, len(x.Steps))
		for k, st := range x.Steps {
			rec.Steps[k] = st.Record()
		}
	}
	return rec, nil
}
