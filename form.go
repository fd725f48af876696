package sudokit

import "fmt"

// A Form is a way of writing a puzzle down (docs/cli.md §4.1 and §5.1).
type Form uint8

// The forms. FormAuto asks a Reader to detect the form; FormJSON is written
// by the command line only.
const (
	FormAuto   Form = iota
	FormTokens      // values separated by white space, 0 for a blank
	FormLine        // one line of N² characters
	FormCSV         // N rows of N comma-separated fields
	FormGrid        // a picture with | and rule lines between boxes
	FormJSON        // JSON records (output only)
)

var formNames = [...]string{"auto", "tokens", "line", "csv", "grid", "json"}

// String is the form's name as flags spell it: "tokens", "line", …
func (f Form) String() string {
	if int(f) < len(formNames) {
		return formNames[f]
	}
	return "unknown"
}

// ParseForm reads a form's name. JSON is accepted only when output is true.
func ParseForm(name string, output bool) (Form, error) {
	for f, n := range formNames {
		if n == name && f != int(FormAuto) && (output || Form(f) != FormJSON) {
			return Form(f), nil
		}
	}
	if output {
		return 0, fmt.Errorf("%q: want tokens, line, csv, grid or json", name)
	}
	return 0, fmt.Errorf("%q: want tokens, line, csv or grid", name)
}

// A Puzzle is a grid as it was read: its values (the givens; 0 for a blank)
// and the form, symbols and blank it was written with, so that an answer
// can be written back the same way.
type Puzzle struct {
	Grid
	Form    Form
	Symbols Symbols
	Blank   byte // the first blank symbol read ('.', '0' or '_'); 0 if none
}

// FormatOptions returns the options that write p's grids as p was written.
func (p Puzzle) FormatOptions() FormatOptions {
	return FormatOptions{Form: p.Form, Symbols: p.Symbols, Blank: p.Blank}
}
