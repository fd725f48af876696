package server

import "github.com/sudokit-go/sudokit"

// convertRequest is the body of POST /api/convert.
type convertRequest struct {
	puzzleFields
	Symbols string `json:"symbols"` // letters, decimal or an alphabet
	Blank   string `json:"blank"`   // ".", "0", or "_" in line form
}

// convert answers POST /api/convert: the puzzle written in another form,
// symbols or blank.
func (s *Server) convert(c *call, body []byte) (any, error) {
	var req convertRequest
	if err := decode(c, body, &req); err != nil {
		return nil, err
	}
	p, f, err := req.read()
	if err != nil {
		return nil, err
	}
	if req.Symbols != "" {
		sym, err := sudokit.ParseSymbols(req.Symbols)
		if err != nil {
			return nil, badRequest("symbols %v", err)
		}
		if err := sym.Fits(p.Shape.N); err != nil {
			return nil, badRequest("symbols %s: %v", req.Symbols, err)
		}
		f.Symbols = sym
	}
	switch req.Blank {
	case "":
	case ".", "0", "_":
		if req.Blank == "_" && f.Form != sudokit.FormLine {
			return nil, badRequest("blank _: only the line form writes _ blanks")
		}
		f.Blank = req.Blank[0]
	default:
		return nil, badRequest("blank %q: want ., 0 or _", req.Blank)
	}
	return sudokit.NewRecord(p, f), nil
}
