package sudokit

import (
	"strconv"
	"strings"
)

// A ParseError says what is wrong with an input and where: the source (a
// file name, or "stdin"), the line and column (1-based, columns counting
// characters; 0 when they do not apply) and the cell it concerns. Its Error
// is the contract's "SOURCE: line L, column C: WHAT".
type ParseError struct {
	Source string
	Line   int
	Column int
	Cell   Pos    // the cell concerned, when HasCell
	Msg    string // what is wrong: "value 12 exceeds 9"
	Hint   string // what would be right: "a 9x9 puzzle uses 1-9, …"

	HasCell bool
}

// Error returns "SOURCE: line L, column C: WHAT".
func (e *ParseError) Error() string {
	var b strings.Builder
	if e.Source != "" {
		b.WriteString(e.Source)
		b.WriteString(": ")
	}
	b.WriteString(e.Detail())
	return b.String()
}

// Detail is the message without its source: "line L, column C: WHAT", as a
// batch writes it in place of the answer.
func (e *ParseError) Detail() string {
	var b strings.Builder
	if e.Line > 0 {
		b.WriteString("line ")
		b.WriteString(strconv.Itoa(e.Line))
		if e.Column > 0 {
			b.WriteString(", column ")
			b.WriteString(strconv.Itoa(e.Column))
		}
		b.WriteString(": ")
	}
	b.WriteString(e.What())
	return b.String()
}

// What is the message alone, with its cell and hint: "value 12 exceeds 9
// (r2c3)".
func (e *ParseError) What() string {
	s := e.Msg
	if e.HasCell {
		s += " (" + e.Cell.String() + ")"
	}
	if e.Hint != "" {
		s += "; " + e.Hint
	}
	return s
}
