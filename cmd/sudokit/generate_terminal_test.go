//go:build unix

package main

import (
	"os/exec"
	"strconv"
	"strings"
	"testing"
)

// generateArgs make a batch long enough to need the progress bar: the
// tests stop it with Ctrl-C long before its end.
var generateArgs = []string{"generate", "--size", "16", "--minimal", "--count", "1000", "--seed", "7", "-j", "2"}

// bar matches one drawing of generate's progress bar.
var bar = progressBar("generate")

// TestGenerateOnTerminal: `sudokit generate --count 1000` on a terminal,
// standard output and error both: the progress bar appears on stderr,
// every puzzle is written on a line of its own (the bar erased before
// it, never written over), Ctrl-C ends the run with exit 2 and one
// message, the bar erased, and the puzzles made before it are whole: the
// first of the batch the seed makes, in order.
func TestGenerateOnTerminal(t *testing.T) {
	cmd, tty, out := onTerminal(t, generateArgs...)
	// Let a puzzle or more come out after the bar is drawn.
	out.waitForLinesAfter(t, "\rgenerate", 2)
	got := interrupt(t, cmd, tty, out, "generate", "sudokit: generate: interrupted")
	// After each drawing of the bar comes its erasure or its next
	// drawing (a \r), or the echoed ^C: never a puzzle on its line.
	checkBarLines(t, got, bar)
	// What is left once the drawings of the bar, their erasures, the
	// echoed ^C and the message are taken away is the puzzles, a line
	// each (the terminal writes \n as \r\n).
	rest := bar.ReplaceAllString(got, "")
	rest = strings.ReplaceAll(rest, "^C", "")
	rest = strings.ReplaceAll(rest, "\r\x1b[K", "")
	rest = strings.TrimSuffix(rest, "sudokit: generate: interrupted\r\n")
	rest = strings.ReplaceAll(rest, "\r\n", "\n")
	if strings.ContainsAny(rest, "\r\x1b") {
		t.Fatalf("a puzzle was written over the bar: %q", rest[:min(len(rest), 600)])
	}
	lines := strings.Count(rest, "\n")
	if lines < 2 {
		t.Fatalf("only %d puzzles before Ctrl-C", lines)
	}
	args := append([]string{}, generateArgs...)
	args[5] = strconv.Itoa(lines) // --count
	want, err := exec.Command(sudokit(t), args...).Output()
	if err != nil {
		t.Fatal(err)
	}
	if rest != string(want) {
		t.Errorf("the %d puzzles kept differ from the first %d of the seed:\n%q\nwant\n%q", lines, lines, rest[:min(len(rest), 600)], want[:min(len(want), 600)])
	}
}

// TestGenerateToFileCtrlC: `sudokit generate --count 1000 > file`, its
// standard error the terminal: the bar is drawn there, Ctrl-C stops the
// run with exit 2 and one message, the bar is erased, and standard output
// holds the puzzles made before it, whole and in order: the first of the
// batch the seed makes.
func TestGenerateToFileCtrlC(t *testing.T) {
	cmd := exec.Command(sudokit(t), generateArgs...)
	var stdout screen
	cmd.Stdout = &stdout
	tty, screenErr := onStderrTerminal(t, cmd)
	screenErr.waitFor(t, "\rgenerate")
	interrupt(t, cmd, tty, screenErr, "generate", "sudokit: generate: interrupted")
	out := stdout.String()
	lines := strings.Count(out, "\n")
	if lines == 0 {
		t.Fatalf("no puzzle before Ctrl-C")
	}
	args := append([]string{}, generateArgs...)
	args[5] = strconv.Itoa(lines) // --count
	want, err := exec.Command(sudokit(t), args...).Output()
	if err != nil {
		t.Fatal(err)
	}
	if out != string(want) {
		t.Errorf("stdout is not the first %d puzzles of the seed, whole:\n%q\nwant\n%q", lines, out[:min(len(out), 600)], want[:min(len(want), 600)])
	}
}
