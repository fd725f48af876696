package render

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"github.com/sudokit-go/sudokit"
)

// A StepRecord is one record that ReadSteps found: the steps to highlight
// and, when the record carries them, the puzzle and the player's entries
// they belong to.
type StepRecord struct {
	Line int // the line of the input the record is on

	// The puzzle as the JSON records write it (hint --json, explain
	// --json): "" when the input is a plain list of cells.
	Puzzle  string
	Size    int
	Box     string // "3x3"
	Entries string

	// Steps holds one step for a hint or a list of cells, each step of
	// the path for explain.
	Steps []Highlight

	// Problem is set when the record holds no step to draw: the error of
	// a puzzle that could not be read, "no solution", "several
	// solutions", "solved" or "stuck".
	Problem string
}

// ReadSteps reads what `sudokit render --highlight` takes: either the JSON
// Lines of `sudokit hint --level 2-4 --json` or `sudokit explain --json`
// (one record per puzzle; cells with roles, placements, eliminations), or
// a plain list of cells, placements and eliminations, as in
// "r4c6, r4c8=7, r4c1<>7" (cells are targets; # starts a comment). src
// names the input in errors, which give its line (and column for a list).
func ReadSteps(src string, data []byte) ([]StepRecord, error) {
	trimmed := bytes.TrimLeft(data, " \t\r\n\ufeff")
	trimmed = bytes.TrimPrefix(trimmed, []byte("\ufeff"))
	if len(trimmed) == 0 {
		return nil, fmt.Errorf("%s: empty input, no step to highlight", src)
	}
	if trimmed[0] == '{' {
		return readJSONSteps(src, data)
	}
	return readCellList(src, data)
}

type jsonCell struct {
	Cell  string `json:"cell"`
	Role  string `json:"role"`
	Value int    `json:"value"`
}

type jsonStep struct {
	Cells        []jsonCell `json:"cells"`
	Placements   []jsonCell `json:"placements"`
	Eliminations []jsonCell `json:"eliminations"`
}

type jsonRecord struct {
	Puzzle  string `json:"puzzle"`
	Size    int    `json:"size"`
	Box     string `json:"box"`
	Entries string `json:"entries"`
	jsonStep
	Steps     []jsonStep `json:"steps"`
	Solutions *int       `json:"solutions"`
	Solved    *bool      `json:"solved"`
	Stuck     *bool      `json:"stuck"`
	Error     *struct {
		Message string `json:"message"`
	} `json:"error"`
}

func readJSONSteps(src string, data []byte) ([]StepRecord, error) {
	var out []StepRecord
	for i, line := range bytes.Split(data, []byte("\n")) {
		line = bytes.TrimSpace(bytes.TrimPrefix(line, []byte("\ufeff")))
		if len(line) == 0 {
			continue
		}
		at := fmt.Sprintf("%s: line %d", src, i+1)
		var rec jsonRecord
		dec := json.NewDecoder(bytes.NewReader(line))
		if err := dec.Decode(&rec); err != nil {
			return nil, fmt.Errorf("%s: not a step record: %v", at, jsonProblem(err))
		}
		if dec.More() {
			return nil, fmt.Errorf("%s: more than one record on a line", at)
		}
		sr := StepRecord{Line: i + 1, Puzzle: rec.Puzzle, Size: rec.Size, Box: rec.Box, Entries: rec.Entries}
		switch {
		case rec.Error != nil:
			sr.Problem = "error: " + rec.Error.Message
		case rec.Solutions != nil && *rec.Solutions == 0:
			sr.Problem = "the puzzle has no solution"
		case rec.Solutions != nil:
			sr.Problem = "the puzzle has several solutions"
		case rec.Solved != nil && *rec.Solved && rec.Steps == nil:
			sr.Problem = "the grid is solved: no step to highlight"
		case rec.Stuck != nil && *rec.Stuck:
			sr.Problem = "no step: no allowed technique applies"
		}
		steps := rec.Steps
		if steps == nil {
			steps = []jsonStep{rec.jsonStep}
		}
		for k, st := range steps {
			h, err := st.highlight()
			if err != nil {
				if rec.Steps != nil {
					return nil, fmt.Errorf("%s: step %d: %v", at, k+1, err)
				}
				return nil, fmt.Errorf("%s: %v", at, err)
			}
			sr.Steps = append(sr.Steps, h)
		}
		out = append(out, sr)
	}
	return out, nil
}

// jsonProblem words a JSON error without Go's type names.
func jsonProblem(err error) string {
	if te, ok := err.(*json.UnmarshalTypeError); ok {
		field := te.Field
		if k := strings.LastIndexByte(field, '.'); k >= 0 {
			field = field[k+1:]
		}
		return fmt.Sprintf("field %q has the wrong type (offset %d)", field, te.Offset)
	}
	if se, ok := err.(*json.SyntaxError); ok {
		return fmt.Sprintf("bad JSON at offset %d", se.Offset)
	}
	return err.Error()
}

func (st jsonStep) highlight() (Highlight, error) {
	var h Highlight
	for _, c := range st.Cells {
		p, err := ParseCell(c.Cell)
		if err != nil {
			return h, err
		}
		h.Cells = append(h.Cells, CellRole{Cell: p, Role: c.Role})
	}
	for _, list := range []struct {
		in  []jsonCell
		out *[]CellValue
	}{{st.Placements, &h.Placements}, {st.Eliminations, &h.Eliminations}} {
		for _, c := range list.in {
			p, err := ParseCell(c.Cell)
			if err != nil {
				return h, err
			}
			if c.Value < 1 || c.Value > sudokit.MaxSize {
				return h, fmt.Errorf("value %d at %s: want 1 to %d", c.Value, c.Cell, sudokit.MaxSize)
			}
			*list.out = append(*list.out, CellValue{Cell: p, Value: c.Value})
		}
	}
	return h, nil
}

// ParseCell reads a cell named as the contract names it, "r4c6" (rows and
// columns from 1), into a Pos (from 0).
func ParseCell(s string) (sudokit.Pos, error) {
	bad := fmt.Errorf("%q is not a cell; cells are written r4c6", s)
	rest, ok := strings.CutPrefix(strings.ToLower(s), "r")
	if !ok {
		return sudokit.Pos{}, bad
	}
	rs, cs, ok := strings.Cut(rest, "c")
	if !ok {
		return sudokit.Pos{}, bad
	}
	r, err1 := strconv.Atoi(rs)
	c, err2 := strconv.Atoi(cs)
	if err1 != nil || err2 != nil || rs[0] == '+' || cs[0] == '+' {
		return sudokit.Pos{}, bad
	}
	if r < 1 || c < 1 || r > sudokit.MaxSize || c > sudokit.MaxSize {
		return sudokit.Pos{}, fmt.Errorf("cell %s: rows and columns run from 1 to %d", s, sudokit.MaxSize)
	}
	return sudokit.Pos{Row: r - 1, Col: c - 1}, nil
}

// readCellList reads "r4c6, r4c8=7, r4c1<>7": one step.
func readCellList(src string, data []byte) ([]StepRecord, error) {
	var h Highlight
	for i, line := range strings.Split(string(data), "\n") {
		if k := strings.IndexByte(line, '#'); k >= 0 {
			line = line[:k]
		}
		col := 0
		for _, word := range strings.FieldsFunc(line, func(r rune) bool {
			return r == ',' || r == ';' || r == ' ' || r == '\t' || r == '\r' || r == '\ufeff'
		}) {
			col = strings.Index(line[col:], word) + col
			at := func(err error) error {
				return fmt.Errorf("%s: line %d, column %d: %v", src, i+1, col+1, err)
			}
			cell, val, op := word, "", ""
			if k := strings.Index(word, "<>"); k >= 0 {
				cell, val, op = word[:k], word[k+2:], "<>"
			} else if k := strings.IndexByte(word, '='); k >= 0 {
				cell, val, op = word[:k], word[k+1:], "="
			}
			p, err := ParseCell(cell)
			if err != nil {
				return nil, at(err)
			}
			if op == "" {
				h.Cells = append(h.Cells, CellRole{Cell: p, Role: "target"})
				col += len(word)
				continue
			}
			v, err := strconv.Atoi(val)
			if err != nil || v < 1 || v > sudokit.MaxSize {
				return nil, at(fmt.Errorf("%q is not a value in %s", val, word))
			}
			if op == "=" {
				h.Placements = append(h.Placements, CellValue{Cell: p, Value: v})
				h.Cells = append(h.Cells, CellRole{Cell: p, Role: "target"})
			} else {
				h.Eliminations = append(h.Eliminations, CellValue{Cell: p, Value: v})
			}
			col += len(word)
		}
	}
	if h.Empty() {
		return nil, fmt.Errorf("%s: no cell to highlight", src)
	}
	return []StepRecord{{Line: 1, Steps: []Highlight{h}}}, nil
}
