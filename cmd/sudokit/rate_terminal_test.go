//go:build unix

package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"
)

// rateBar matches one drawing of rate's progress bar.
var rateBar = regexp.MustCompile(`\rrate  \[[=> ]{24}\] +\d+%  [\d,]+ puzzles  [\d,]+/s\x1b\[K`)

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
	out.waitFor(t, "\rrate")
	k := strings.Index(out.String(), "\rrate")
	for deadline := time.Now().Add(stopDeadline); strings.Count(out.String()[k:], "\r\n") < 2; {
		if time.Now().After(deadline) {
			t.Fatalf("no answer after the bar: %q", out.String()[k:])
		}
		time.Sleep(10 * time.Millisecond)
	}
	tty.Write([]byte{3}) // Ctrl-C
	if code := wait(t, cmd); code != 2 {
		t.Errorf("exit %d, want 2", code)
	}
	got := out.String()
	for _, m := range rateBar.FindAllStringIndex(got, -1) {
		if after := got[m[1]:]; after != "" && !strings.HasPrefix(after, "\r") && !strings.HasPrefix(after, "^C") {
			t.Fatalf("an answer was written on the bar's line: %q", got[m[0]:min(len(got), m[1]+80)])
		}
	}
	if !strings.Contains(got, "9.0\tExtreme\tDynamic Forcing Chain\t"+hard+"\r\n") {
		t.Errorf("no whole answer line: %q", got[:min(len(got), 400)])
	}
}
