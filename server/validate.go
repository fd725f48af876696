package server

import "github.com/sudokit-go/sudokit"

// validateRequest is the body of POST /api/validate.
type validateRequest struct {
	puzzleFields
	Solution bool   `json:"solution"` // require a complete grid
	Givens   string `json:"givens"`   // a puzzle whose givens the grid must keep
}

// validate answers POST /api/validate: valid, and every broken rule.
func (s *Server) validate(c *call, body []byte) (any, error) {
	var req validateRequest
	if err := decode(c, body, &req); err != nil {
		return nil, err
	}
	p, f, err := req.read()
	if err != nil {
		return nil, err
	}
	opt := sudokit.ValidateOptions{Complete: req.Solution}
	if req.Givens != "" {
		g, err := req.readOther("givens", req.Givens, p.Shape)
		if err != nil {
			return nil, err
		}
		opt.Givens = &g
	}
	return sudokit.NewValidateRecord(head(p, f), sudokit.Validate(p.Grid, opt), f.Symbols), nil
}
