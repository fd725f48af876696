//go:build unix

package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// rateBar matches one drawing of rate's progress bar.
var rateBar = progressBar("rate")

// TestRateOnTerminal: `sudokit rate FILE` with standard output and error
// both on a terminal: the progress bar appears, and every answer is
// written on a line of its own, the bar erased before it, never after it
// on its line. Ctrl-C ends the run.
func TestRateOnTerminal(t *testing.T) {
	// A puzzle that needs SE's dynamic forcing chains (9.0), many times:
	// long enough for the bar, which comes after a second.
	const hard = "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........"
	file := filepath.Join(t.TempDir(), "hard.txt")
	if err := os.WriteFile(file, []byte(strings.Repeat(hard+"\n", 2000)), 0o644); err != nil {
		t.Fatal(err)
	}
	cmd, tty, out := onTerminal(t, "rate", file)
	out.waitForLinesAfter(t, "\rrate", 2)
	got := interrupt(t, cmd, tty, out, "rate", "sudokit: "+file+": interrupted")
	checkBarLines(t, got, rateBar)
	if !strings.Contains(got, "9.0\tExtreme\tDynamic Forcing Chain\t"+hard+"\r\n") {
		t.Errorf("no whole answer line: %q", got[:min(len(got), 400)])
	}
}
