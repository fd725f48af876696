package sudokit

import (
	"errors"
	"time"
)

// The JSON records: one object per puzzle, as the command line writes them
// with --json (one per line) and the HTTP API answers them. Field names are
// snake_case and in the order the records are written; values and indexes
// inside records count from 1, cells are named "r4c6", durations are
// integer nanoseconds. encoding/json writes these types as they are, with
// SetEscapeHTML(false).
//
// A record of the command line says where its puzzle came from (source and
// line); an answer of the API, which reads no file, leaves Origin nil and
// the two fields out.

// Origin is where a puzzle came from: the file (or "stdin") and the line
// it starts on.
type Origin struct {
	Source string `json:"source"`
	Line   int    `json:"line"`
}

// NewOrigin returns the origin of a puzzle of source that starts on line.
func NewOrigin(source string, line int) *Origin {
	return &Origin{Source: source, Line: line}
}

// Record is the head every puzzle's record starts with: its origin, its
// shape, the form its grids are written in, and the puzzle itself. On its
// own it is the record of convert.
type Record struct {
	*Origin        // nil: no source and line (the API's answers)
	Size    int    `json:"size"`
	Box     string `json:"box"`
	Form    string `json:"form"`
	Puzzle  string `json:"puzzle,omitempty"` // empty: left out (the API's answers other than convert)
}

// NewRecord returns the head of the record of puzzle p, with its grid
// written as f says. The caller sets Origin, or clears Puzzle, as its
// record needs.
func NewRecord(p Puzzle, f FormatOptions) Record {
	return Record{Size: p.Shape.N, Box: p.Shape.Box(), Form: f.Form.String(), Puzzle: Format(p.Grid, f)}
}

// SolveRecord is the answer of solve.
type SolveRecord struct {
	Record
	Solved   bool         `json:"solved"`
	Solution *string      `json:"solution,omitempty"` // when solved
	Unique   *bool        `json:"unique,omitempty"`   // when uniqueness was asked and a solution found
	Stats    *StatsRecord `json:"stats,omitempty"`    // when statistics were asked
}

// StatsRecord is the search of one puzzle, in the same words for every
// engine.
type StatsRecord struct {
	Engine       string `json:"engine"`
	Nodes        int64  `json:"nodes"`
	Backtracks   int64  `json:"backtracks"`
	Guesses      int64  `json:"guesses"`
	Combinations int64  `json:"combinations"`
	TimeNS       int64  `json:"time_ns"`
}

// NewStatsRecord returns the record of a search by engine that took
// elapsed.
func NewStatsRecord(engine string, st Stats, elapsed time.Duration) *StatsRecord {
	return &StatsRecord{Engine: engine, Nodes: st.Nodes, Backtracks: st.Backtracks,
		Guesses: st.Guesses, Combinations: st.Combinations, TimeNS: int64(elapsed)}
}

// ValidateRecord is the answer of validate.
type ValidateRecord struct {
	Record
	Valid      bool              `json:"valid"`
	Violations []ViolationRecord `json:"violations"` // never null: [] when valid
}

// ViolationRecord is one broken rule: its rule ("row", "column", "box",
// "blank" or "given"), the unit's index and the value where they apply,
// the cells, and the sentence.
type ViolationRecord struct {
	Rule  string   `json:"rule"`
	Index *int     `json:"index,omitempty"`
	Value *int     `json:"value,omitempty"`
	Cells []string `json:"cells"`
	Text  string   `json:"text"`
}

// NewValidateRecord returns the answer of validate for the violations vs
// of a grid whose head is rec; sym writes the values in the sentences.
func NewValidateRecord(rec Record, vs []Violation, sym Symbols) ValidateRecord {
	out := ValidateRecord{Record: rec, Valid: len(vs) == 0, Violations: make([]ViolationRecord, 0, len(vs))}
	for _, v := range vs {
		out.Violations = append(out.Violations, v.Record(sym))
	}
	return out
}

// Record returns the violation as its JSON record; sym writes the values
// in the sentence.
func (v Violation) Record(sym Symbols) ViolationRecord {
	vr := ViolationRecord{Rule: v.Rule.String(), Cells: v.CellNames(), Text: v.Text(sym)}
	switch v.Rule {
	case RuleRow, RuleColumn, RuleBox:
		index, value := v.Index+1, int(v.Value)
		vr.Index, vr.Value = &index, &value
	case RuleGiven:
		value := int(v.Value)
		vr.Value = &value
	}
	return vr
}

// CountRecord is the answer of count: the solutions counted, the limit,
// and whether the count stopped there.
type CountRecord struct {
	Record
	Count        int  `json:"count"`
	Limit        int  `json:"limit"`
	LimitReached bool `json:"limit_reached"`
}

// CompareRecord is one engine's answer to one puzzle in compare.
type CompareRecord struct {
	Record
	Engine  string `json:"engine"`
	Solved  bool   `json:"solved"`
	TimeNS  int64  `json:"time_ns"`
	Nodes   int64  `json:"nodes"` // or brute force's combinations
	Timeout bool   `json:"timeout"`
	Refused bool   `json:"refused"`
	Agrees  bool   `json:"agrees"`
}

// ErrorRecord stands in the place of a puzzle that could not be answered.
type ErrorRecord struct {
	*Origin            // nil: no source and line (the API's answers)
	Error   ErrorField `json:"error"`
}

// ErrorField says what went wrong, and where in the input when that is
// known: the line and column of a ParseError (left out when zero).
type ErrorField struct {
	Message string `json:"message"`
	Line    int    `json:"line,omitempty"`
	Column  int    `json:"column,omitempty"`
}

// NewErrorField describes err: a *ParseError by what is wrong (without its
// source and position, which have fields of their own) and where; any other
// error by its text.
func NewErrorField(err error) ErrorField {
	var perr *ParseError
	if errors.As(err, &perr) {
		return ErrorField{Message: perr.What(), Line: perr.Line, Column: perr.Column}
	}
	return ErrorField{Message: err.Error()}
}

// GenerateRecord is a puzzle made by generate: no origin, since it was read
// from nowhere; the seed and index that make it again with the same flags,
// the symmetry of its clues, their count, whether it is minimal, its
// rating and level when rated (null when the rating did not finish in
// time), its solution, and whether it meets the target asked for.
type GenerateRecord struct {
	Record
	Seed      uint64   `json:"seed"`
	Index     int64    `json:"index"`
	Symmetry  string   `json:"symmetry"`
	Clues     int      `json:"clues"`
	Minimal   bool     `json:"minimal"`
	ER        *float64 `json:"er"`                 // null when the rating did not finish in time
	Level     *string  `json:"level"`              // the level of er
	Solution  string   `json:"solution,omitempty"` // empty: left out (the API, when not asked)
	TargetMet bool     `json:"target_met"`
}

// MinimalRecord is the answer of minimal. A puzzle with one solution has
// Minimal, Removable (the clues that can go one at a time, or with --make
// the clues the pass removed; [] when none) and with --make Result, the
// puzzle left. A puzzle with none or several has Solutions (0 or 2) in
// their place, and they are left out.
type MinimalRecord struct {
	Record
	Solutions *int     `json:"solutions,omitempty"`
	Minimal   *bool    `json:"minimal,omitempty"`
	Removable []string `json:"removable,omitzero"` // nil: left out; empty: []
	Result    *string  `json:"result,omitempty"`
}
