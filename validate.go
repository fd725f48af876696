package sudokit

import (
	"fmt"
	"strconv"
	"strings"
)

// A Rule is the kind of rule a Violation breaks.
type Rule uint8

// The rules, in the order Validate reports them.
const (
	RuleRow    Rule = iota // a value repeats in a row
	RuleColumn             // a value repeats in a column
	RuleBox                // a value repeats in a box
	RuleBlank              // a solution has blank cells
	RuleGiven              // a solution changes a given of its puzzle
)

var ruleNames = [...]string{"row", "column", "box", "blank", "given"}

// String is the rule's name in JSON records: "row", "column", "box",
// "blank" or "given".
func (r Rule) String() string { return ruleNames[r] }

// A Violation is one broken rule and where it is broken.
type Violation struct {
	Rule  Rule
	Index int   // the row, column or box, from 0 (unit rules only)
	Value uint8 // the repeated value, or the given that was changed
	Got   uint8 // RuleGiven: the value found instead (0 for a blank)
	Cells []Pos // the cells concerned, row by row
	shape *Shape
}

// ValidateOptions say what Validate checks besides the rules of Sudoku.
type ValidateOptions struct {
	Complete bool  // the grid must be full: a solution
	Givens   *Grid // the grid must keep every value of this puzzle
}

// Validate returns every broken rule of g: repeated values in rows, then
// columns, then boxes (each by unit, then by value); then blank cells when
// opt.Complete; then changed givens when opt.Givens is set. A partial grid
// with no violation is valid so far. Givens of another shape are reported
// as changed at no cell; check shapes first.
func Validate(g Grid, opt ValidateOptions) []Violation {
	if g.Valid() && (!opt.Complete || g.Full()) && (opt.Givens == nil || g.KeepsGivens(*opt.Givens)) {
		return nil
	}
	s := g.Shape
	var out []Violation
	var cells [MaxSize + 1][]Pos
	for u := 0; u < 3*s.N; u++ {
		for v := range cells {
			cells[v] = cells[v][:0]
		}
		for _, i := range s.Unit(u) {
			if v := g.Cells[i]; v != 0 {
				cells[v] = append(cells[v], s.PosOf(i))
			}
		}
		for v := 1; v <= s.N; v++ {
			if len(cells[v]) > 1 {
				out = append(out, Violation{Rule: Rule(u / s.N), Index: u % s.N, Value: uint8(v),
					Cells: append([]Pos(nil), cells[v]...), shape: s})
			}
		}
	}
	if opt.Complete {
		var blanks []Pos
		for i, v := range g.Cells {
			if v == 0 {
				blanks = append(blanks, s.PosOf(i))
			}
		}
		if len(blanks) > 0 {
			out = append(out, Violation{Rule: RuleBlank, Cells: blanks, shape: s})
		}
	}
	if p := opt.Givens; p != nil {
		if p.Shape != s {
			return append(out, Violation{Rule: RuleGiven, shape: s})
		}
		for i, v := range p.Cells {
			if v != 0 && g.Cells[i] != v {
				out = append(out, Violation{Rule: RuleGiven, Value: v, Got: g.Cells[i],
					Cells: []Pos{s.PosOf(i)}, shape: s})
			}
		}
	}
	return out
}

// String is Text with the default symbols.
func (v Violation) String() string { return v.Text(DefaultSymbols(v.shape.N)) }

// Text is the sentence a person reads, with values written in sym:
//
//	row 3: 7 appears in columns 2 and 8
//	column 5: 8 appears in rows 5 and 9
//	box 5 (rows 4-6, columns 4-6): 2 appears twice (r4c5, r6c6)
//	incomplete: 2 blank cells (r1c3, r5c5)
//	r5c1: given 4 changed to 2
func (v Violation) Text(sym Symbols) string {
	sym = sym.For(v.shape.N)
	val := func(x uint8) string { return string(sym.AppendValue(nil, x)) }
	switch v.Rule {
	case RuleRow, RuleColumn:
		nums := make([]string, len(v.Cells))
		for k, p := range v.Cells {
			if v.Rule == RuleRow {
				nums[k] = strconv.Itoa(p.Col + 1)
			} else {
				nums[k] = strconv.Itoa(p.Row + 1)
			}
		}
		where := "columns"
		if v.Rule == RuleColumn {
			where = "rows"
		}
		return fmt.Sprintf("%s: %s appears in %s %s", v.shape.UnitName(int(v.Rule)*v.shape.N+v.Index),
			val(v.Value), where, andList(nums))
	case RuleBox:
		times := "twice"
		if len(v.Cells) > 2 {
			times = strconv.Itoa(len(v.Cells)) + " times"
		}
		return fmt.Sprintf("%s: %s appears %s (%s)", v.shape.UnitName(2*v.shape.N+v.Index),
			val(v.Value), times, cellList(v.Cells, len(v.Cells)))
	case RuleBlank:
		noun := "blank cells"
		if len(v.Cells) == 1 {
			noun = "blank cell"
		}
		list := cellList(v.Cells, 10)
		if more := len(v.Cells) - 10; more > 0 {
			list += fmt.Sprintf(" and %d more", more)
		}
		return fmt.Sprintf("incomplete: %d %s (%s)", len(v.Cells), noun, list)
	}
	if len(v.Cells) == 0 {
		return "the givens are of another size"
	}
	if v.Got == 0 {
		return fmt.Sprintf("%v: given %s is blank", v.Cells[0], val(v.Value))
	}
	return fmt.Sprintf("%v: given %s changed to %s", v.Cells[0], val(v.Value), val(v.Got))
}

// andList joins "2", "5", "8" as "2, 5 and 8".
func andList(items []string) string {
	if len(items) < 2 {
		return strings.Join(items, "")
	}
	return strings.Join(items[:len(items)-1], ", ") + " and " + items[len(items)-1]
}

// cellList joins the first max cells as "r1c3, r5c5".
func cellList(cells []Pos, max int) string {
	var b strings.Builder
	for k, p := range cells {
		if k == max {
			break
		}
		if k > 0 {
			b.WriteString(", ")
		}
		b.WriteString(p.String())
	}
	return b.String()
}

// CellNames returns the cells as a person names them: "r4c5".
func (v Violation) CellNames() []string {
	out := make([]string, len(v.Cells))
	for k, p := range v.Cells {
		out[k] = p.String()
	}
	return out
}
