package server

import (
	"net/http"
	"strings"

	"github.com/sudokit-go/sudokit"
)

// puzzleFields are the fields every puzzle request takes: the puzzle, in
// any form the command line reads, how to read it (from, size, box,
// alphabet, as the flags of the same names), the form of the answer's
// grids (to) and a shorter deadline (timeout).
type puzzleFields struct {
	Puzzle   *string `json:"puzzle"`
	From     string  `json:"from"`
	Size     int     `json:"size"`
	Box      string  `json:"box"`
	Alphabet string  `json:"alphabet"`
	To       string  `json:"to"`
	Timeout  string  `json:"timeout"`
}

func (p *puzzleFields) requestTimeout() string { return p.Timeout }

// fieldName names a field in messages as the request spells it.
func fieldName(field string) string { return field }

// readOptions are the reading options the request's fields give.
func (p *puzzleFields) readOptions() (sudokit.ReadOptions, error) {
	o := sudokit.ReadOptions{Size: p.Size, Batch: sudokit.BatchOff, FieldName: fieldName}
	var err error
	if p.From != "" {
		if o.Form, err = sudokit.ParseForm(p.From, false); err != nil {
			return o, badRequest("from %v", err)
		}
	}
	if p.Box != "" {
		r, c, ok := parseBox(p.Box)
		if !ok {
			return o, badRequest("box %q: want RxC, such as 2x3", p.Box)
		}
		o.BoxRows, o.BoxCols = r, c
	}
	if p.Alphabet != "" {
		if o.Alphabet, err = sudokit.NewAlphabet(p.Alphabet); err != nil {
			return o, badRequest("alphabet %v", err)
		}
	}
	if err := o.Check(); err != nil {
		return o, err
	}
	return o, nil
}

// read parses the request's puzzle and returns it with the options that
// write the answer's grids: the form "to" names, else the puzzle's own.
func (p *puzzleFields) read() (sudokit.Puzzle, sudokit.FormatOptions, error) {
	if p.Puzzle == nil {
		return sudokit.Puzzle{}, sudokit.FormatOptions{}, badRequest("puzzle: missing; give the puzzle in any form the command line reads, such as \".41...2.3....1.2\"")
	}
	o, err := p.readOptions()
	if err != nil {
		return sudokit.Puzzle{}, sudokit.FormatOptions{}, err
	}
	var to sudokit.Form
	if p.To != "" {
		if to, err = sudokit.ParseForm(p.To, false); err != nil {
			return sudokit.Puzzle{}, sudokit.FormatOptions{}, badRequest("to %v", err)
		}
	}
	pz, err := sudokit.ParseWith(*p.Puzzle, o)
	if err != nil {
		return sudokit.Puzzle{}, sudokit.FormatOptions{}, err
	}
	f := pz.FormatOptions()
	if to != sudokit.FormAuto && to != pz.Form {
		f.Form, f.Blank = to, 0
	}
	return pz, f, nil
}

// readOther parses a second grid of the request (givens, entries) named
// field, with the same options as the puzzle but its own form, and checks
// that it has the puzzle's shape.
func (p *puzzleFields) readOther(field, text string, shape *sudokit.Shape) (sudokit.Grid, error) {
	o, err := p.readOptions()
	if err != nil {
		return sudokit.Grid{}, err
	}
	o.Form = sudokit.FormAuto
	g, err := sudokit.ParseWith(text, o)
	if err != nil {
		f := sudokit.NewErrorField(err)
		f.Message = field + ": " + f.Message
		return sudokit.Grid{}, &apiError{status: http.StatusBadRequest, field: f}
	}
	if g.Shape != shape {
		return sudokit.Grid{}, badRequest("%s: the puzzle is %s but the %s are %s", field, shape.Size(), field, g.Shape.Size())
	}
	return g.Grid, nil
}

// head is the head of an answer's record: the puzzle's shape and the form
// of its grids, without the puzzle itself.
func head(p sudokit.Puzzle, f sudokit.FormatOptions) sudokit.Record {
	rec := sudokit.NewRecord(p, f)
	rec.Puzzle = ""
	return rec
}

// parseBox reads "RxC".
func parseBox(s string) (int, int, bool) {
	rs, cs, ok := strings.Cut(strings.ToLower(s), "x")
	if !ok || len(rs) == 0 || len(rs) > 2 || len(cs) == 0 || len(cs) > 2 {
		return 0, 0, false
	}
	r, c := 0, 0
	for _, ch := range rs {
		if ch < '0' || ch > '9' {
			return 0, 0, false
		}
		r = r*10 + int(ch-'0')
	}
	for _, ch := range cs {
		if ch < '0' || ch > '9' {
			return 0, 0, false
		}
		c = c*10 + int(ch-'0')
	}
	return r, c, true
}
