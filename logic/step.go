package logic

import (
	"strconv"

	"github.com/sudokit-go/sudokit"
)

// A Role is what a cell does in the pattern of a step.
type Role string

// The roles of the cells of a step. A step's JSON record writes them as
// they are spelled here.
const (
	RoleTarget Role = "target" // a cell the step places a value in or removes candidates from
	RoleBase   Role = "base"   // a cell of the pattern that justifies the step
	RoleCover  Role = "cover"  // a cell of a fish's cover sets
	RoleFin    Role = "fin"    // a fin of a finned fish
	RoleLink   Role = "link"   // a cell of a chain
)

// A CellRole is one cell of a step's pattern and its role.
type CellRole struct {
	Cell sudokit.Pos
	Role Role
}

// A CellValue is a value at a cell: a placement, or an eliminated
// candidate.
type CellValue struct {
	Cell  sudokit.Pos
	Value int
}

// A Step is one move of a person's solving path, as plain data: the
// technique, the digits it is about, the cells of its pattern with their
// roles, what it places, what it eliminates, and the sentence that tells
// it in players' notation (r4c6, r4c6<>7). Placements and eliminations are
// in row-major order.
type Step struct {
	Technique string
	// Region is where a person looks first, as a hint's first level names
	// it: the unit of a Full House or a Hidden Single, the base unit of
	// Pointing and Claiming and the unit of a subset ("box 5", "row 4",
	// "column 6"), the cell of a Naked Single ("r4c6"), the base lines of
	// a fish ("rows 2 and 6").
	Region       string
	Digits       []int
	Cells        []CellRole
	Placements   []CellValue
	Eliminations []CellValue
	Text         string
	// symbols are how Text writes values (nil: decimal numbers), so that
	// Reveal writes them the same way; Next sets them.
	symbols *sudokit.Symbols
}

// StepRecord is a step as the JSON records of explain and hint write it,
// its fields in the contract's order; cells are named "r4c6". Like the
// root's records, it is written by encoding/json with SetEscapeHTML(false),
// so that r4c6<>7 stays as it is.
type StepRecord struct {
	Technique    string        `json:"technique"`
	Digits       []int         `json:"digits"`
	Cells        []CellRecord  `json:"cells"`
	Placements   []ValueRecord `json:"placements"`
	Eliminations []ValueRecord `json:"eliminations"`
	Text         string        `json:"text"`
}

// CellRecord is a cell of a step's pattern in a StepRecord.
type CellRecord struct {
	Cell string `json:"cell"`
	Role Role   `json:"role"`
}

// ValueRecord is a placement or an elimination in a StepRecord.
type ValueRecord struct {
	Cell  string `json:"cell"`
	Value int    `json:"value"`
}

// Record converts s to its JSON record; empty lists are written [], not
// null.
func (s Step) Record() StepRecord {
	r := StepRecord{
		Technique:    s.Technique,
		Digits:       append([]int{}, s.Digits...),
		Cells:        make([]CellRecord, len(s.Cells)),
		Placements:   valueRecords(s.Placements),
		Eliminations: valueRecords(s.Eliminations),
		Text:         s.Text,
	}
	for i, c := range s.Cells {
		r.Cells[i] = CellRecord{Cell: c.Cell.String(), Role: c.Role}
	}
	return r
}

func valueRecords(vs []CellValue) []ValueRecord {
	out := make([]ValueRecord, len(vs))
	for i, v := range vs {
		out[i] = ValueRecord{Cell: v.Cell.String(), Value: v.Value}
	}
	return out
}

// unitName names unit u as the sentences do: "row 4", "column 6", "box 5".
func unitName(s *sudokit.Shape, u int) string {
	i := strconv.Itoa(u%s.N + 1)
	switch u / s.N {
	case sudokit.RowUnit:
		return "row " + i
	case sudokit.ColumnUnit:
		return "column " + i
	}
	return "box " + i
}

// eliminationList writes eliminations as "r4c1<>7, r4c8<>7" in decimal
// numbers. The sentences of the techniques write them with the grid's
// symbols (Candidates.eliminations); this stays for those not yet changed.
func eliminationList(es []CellValue) string { return eliminationText(nil, es) }
