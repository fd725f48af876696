package sudokit

import (
	"strings"
	"testing"
)

// TestDetectHoldsContentLinesOnly checks that blank and comment lines
// before the first puzzles are not held while the form is detected: the
// window holds content lines only, so their number bounds it.
func TestDetectHoldsContentLinesOnly(t *testing.T) {
	const pseu = ".41...2.3....1.2"
	for _, tt := range []struct {
		name, input string
	}{
		{"blank lines", strings.Repeat("\n", 100000) + pseu + "\n" + pseu + "\n"},
		{"comment lines", strings.Repeat("# a comment\n", 100000) + pseu + "\n"},
		{"two puzzles, then blank lines", pseu + "\n" + pseu + "\n" + strings.Repeat("  \n", 100000)},
		{"only blank lines", strings.Repeat("\n", 100000)},
	} {
		r := NewReader(strings.NewReader(tt.input), ReadOptions{})
		r.start()
		if c := cap(r.window); c > detectLines {
			t.Errorf("%s: the reader held %d lines while detecting", tt.name, c)
		}
	}
}
