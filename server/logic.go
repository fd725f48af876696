package server

import (
	"bytes"
	"encoding/json"
	"errors"
	"strings"

	"github.com/sudokit-go/sudokit"
	"github.com/sudokit-go/sudokit/logic"
)

// nameList is a list of names a request gives as a JSON array of strings
// or as one string, comma-separated: ["singles", "pairs"] or
// "singles,pairs".
type nameList []string

// UnmarshalJSON reads an array of strings or a comma-separated string.
func (l *nameList) UnmarshalJSON(b []byte) error {
	if bytes.HasPrefix(bytes.TrimSpace(b), []byte(`"`)) {
		var s string
		if err := json.Unmarshal(b, &s); err != nil {
			return err
		}
		*l = strings.Split(s, ",")
		return nil
	}
	var names []string
	if err := json.Unmarshal(b, &names); err != nil {
		return errors.New("techniques: want a list of names, such as [\"singles\", \"pairs\"] or \"singles,pairs\"")
	}
	*l = names
	return nil
}

// logicFields are the fields hint and explain take besides the puzzle's:
// the techniques allowed and the player's entries.
type logicFields struct {
	Techniques nameList `json:"techniques"`
	Entries    string   `json:"entries"` // a grid of the puzzle's shape, blank where the player wrote nothing
}

// techniques returns the techniques a request allows: nil for the whole
// ladder. Names are those of 'sudokit help techniques', any case, with a
// dash for a space ("naked-single").
func techniques(list nameList) ([]logic.Technique, error) {
	if list == nil {
		return nil, nil
	}
	var names []string
	for _, n := range list {
		if n = strings.TrimSpace(n); n != "" {
			names = append(names, n)
		}
	}
	sel, err := logic.Select(names)
	if err != nil {
		return nil, badRequest("techniques: %v; see 'sudokit help techniques'", err)
	}
	if len(sel) == 0 {
		return nil, badRequest("techniques: names no technique")
	}
	return sel, nil
}

// logicRequest reads the puzzle of a hint or explain request and makes the
// options of logic.Hint and logic.Explain for it: its techniques and
// entries, the engine that counts solutions, and the puzzle's symbols for
// the sentences. The caller gives the engine back with put once done; on
// an error nothing is held.
func (s *Server) logicRequest(pf *puzzleFields, lf *logicFields) (p sudokit.Puzzle, f sudokit.FormatOptions, opt logic.Options, put func(), err error) {
	if p, f, err = pf.read(); err != nil {
		return
	}
	ts, err := techniques(lf.Techniques)
	if err != nil {
		return
	}
	sym := f.Symbols.For(p.Shape.N)
	opt = logic.Options{Techniques: ts, Symbols: &sym}
	if lf.Entries != "" {
		if opt.Entries, err = pf.readOther("entries", lf.Entries, p.Shape); err != nil {
			return
		}
	}
	opt.Solver, put = s.logicEngine()
	return p, f, opt, put, nil
}

// logicAnswer sorts an error of logic.Hint and logic.Explain: the number
// of solutions of a puzzle that has none or several (an answer, 200), or
// entries that do not fit the puzzle (400), or an error that prevents an
// answer.
func logicAnswer(err error) (solutions int, negative bool, out error) {
	var se *logic.SolutionsError
	var ee *logic.EntryError
	switch {
	case errors.As(err, &se):
		return se.Solutions, true, nil
	case errors.As(err, &ee):
		return 0, false, badRequest("entries: %v", ee)
	}
	return 0, false, err
}
