package cli

import (
	"encoding/json"

	"github.com/sudokit-go/sudokit"
)

// record returns the head of the JSON record of item it of src: where the
// puzzle came from, its shape and the puzzle in form f (the root's
// form_json.go holds the record types, which the server shares).
func record(src string, it sudokit.Item, f sudokit.FormatOptions) sudokit.Record {
	rec := sudokit.NewRecord(it.Puzzle, f)
	rec.Origin = sudokit.NewOrigin(src, it.Line)
	return rec
}

// jsonFormat is how grids are written inside JSON records: in the form --to
// names, else the puzzle's own, tokens on N lines as a single puzzle has
// them.
func (o *options) jsonFormat(p sudokit.Puzzle) sudokit.FormatOptions {
	return o.formatOptions(p, false)
}

// errorRecord is the record that stands in the place of the puzzle of src
// on line that could not be answered.
func errorRecord(src string, line int, err error) sudokit.ErrorRecord {
	return sudokit.ErrorRecord{Origin: sudokit.NewOrigin(src, line), Error: sudokit.NewErrorField(err)}
}

// writeJSON writes one record on a line of stdout.
func (r *runner) writeJSON(v any) {
	enc := json.NewEncoder(r.stdout)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		r.errorf("internal error: %v", err)
	}
}
