package cli

import (
	"encoding/json"
	"errors"

	"github.com/sudokit-go/sudokit"
)

// baseRecord holds the fields every JSON record of a puzzle starts with
// (cli-contract §10).
type baseRecord struct {
	Source string `json:"source"`
	Line   int    `json:"line"`
	Size   int    `json:"size"`
	Box    string `json:"box"`
	Form   string `json:"form"`
	Puzzle string `json:"puzzle"`
}

func newBaseRecord(src string, it sudokit.Item, f sudokit.FormatOptions) baseRecord {
	p := it.Puzzle
	return baseRecord{
		Source: src, Line: it.Line, Size: p.Shape.N, Box: p.Shape.Box(),
		Form: f.Form.String(), Puzzle: sudokit.Format(p.Grid, f),
	}
}

// jsonFormat is how grids are written inside JSON records: in the form --to
// names, else the puzzle's own, tokens on N lines as a single puzzle has
// them.
func (o *options) jsonFormat(p sudokit.Puzzle) sudokit.FormatOptions {
	return o.formatOptions(p, false)
}

type errorBody struct {
	Message string `json:"message"`
	Line    int    `json:"line,omitempty"`
	Column  int    `json:"column,omitempty"`
}

type errRecord struct {
	Source string    `json:"source"`
	Line   int       `json:"line"`
	Error  errorBody `json:"error"`
}

func errorRecord(src string, line int, err error, msg string) errRecord {
	body := errorBody{Message: msg}
	var perr *sudokit.ParseError
	if errors.As(err, &perr) {
		body.Line, body.Column = perr.Line, perr.Column
	}
	return errRecord{Source: src, Line: line, Error: body}
}

// writeJSON writes one record on a line of stdout.
func (r *runner) writeJSON(v any) {
	enc := json.NewEncoder(r.stdout)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		r.errorf("internal error: %v", err)
	}
}
