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

// An OptionError says what is wrong with a field of ReadOptions: the size,
// the box shape or the alphabet. It holds the field's name and value apart
// from the problem, so that each caller names the field as its users know
// it: the command line "--box 1x3: …", a server "box: …".
type OptionError struct {
	Field   string // the field at fault: "size", "box" or "alphabet"
	Value   string // its value as written: "6", "1x3", "0123456789ABCDEF"
	Problem string // what is wrong, naming no field; may be empty when Other is set

	// Other and OtherValue name the field this one disagrees with, when it
	// does: "box", "2x3".
	Other, OtherValue string

	// Give names a field that would settle the problem: "box".
	Give string
}

// Error writes the error with the fields' own names: "box 1x3: boxes of
// 1x3 do not make a puzzle of 4x4 to 64x64".
func (e *OptionError) Error() string {
	return e.Text(func(field string) string { return field })
}

// Text writes the error with each field called what name returns for it;
// the command line passes a function that makes "box" "--box" and writes
// "--size 6: 6x6 puzzles have no square boxes; give --box" or "--size 9
// disagrees with --box 2x3".
func (e *OptionError) Text(name func(field string) string) string {
	var b strings.Builder
	b.WriteString(name(e.Field))
	b.WriteString(" ")
	b.WriteString(e.Value)
	if e.Other != "" {
		b.WriteString(" disagrees with ")
		b.WriteString(name(e.Other))
		b.WriteString(" ")
		b.WriteString(e.OtherValue)
	}
	if e.Problem != "" {
		b.WriteString(": ")
		b.WriteString(e.Problem)
	}
	if e.Give != "" {
		b.WriteString("; give ")
		b.WriteString(name(e.Give))
	}
	return b.String()
}
