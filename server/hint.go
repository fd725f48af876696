package server

import (
	"errors"

	"github.com/sudokit-go/sudokit/logic"
)

// hintRequest is the body of POST /api/hint.
type hintRequest struct {
	puzzleFields
	logicFields
	Level int `json:"level"` // 1 to 4; default 1
}

// hint answers POST /api/hint: the next step from the givens and the
// player's entries, revealed by level; or why there is none (solutions,
// solved, stuck).
func (s *Server) hint(c *call, body []byte) (any, error) {
	var req hintRequest
	if err := decode(c, body, &req); err != nil {
		return nil, err
	}
	level := req.Level
	if level == 0 {
		level = logic.LevelTechnique
	}
	if level < 1 || level > 4 {
		return nil, badRequest("level %d: want 1, 2, 3 or 4", req.Level)
	}
	p, f, opt, put, err := s.logicRequest(&req.puzzleFields, &req.logicFields)
	if err != nil {
		return nil, err
	}
	defer put()
	st, err := logic.Hint(c.ctx, p.Grid, opt)
	rec := logic.HintAnswer{Record: head(p, f)}
	var stuck *logic.StuckError
	yes := true
	switch solutions, negative, aerr := logicAnswer(err); {
	case err == nil:
		hr := st.HintRecord(level)
		rec.HintRecord = &hr
	case negative:
		rec.Solutions = &solutions
	case errors.Is(err, logic.ErrSolved):
		rec.Solved = &yes
	case errors.As(err, &stuck):
		rec.Stuck, rec.Blanks = &yes, &stuck.Blanks
	default:
		return nil, aerr
	}
	return rec, nil
}
