//go:build unix

package main

import (
	"io"
	"os"
	"os/exec"
	"regexp"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/creack/pty"
)

// generateArgs make a batch long enough to need the progress bar: the
// tests stop it with Ctrl-C long before its end.
var generateArgs = []string{"generate", "--size", "16", "--minimal", "--count", "1000", "--seed", "7", "-j", "2"}

// bar matches one drawing of generate's progress bar.
var bar = regexp.MustCompile(`\rgenerate  \[[=> ]{24}\] +\d+%  [\d,]+ puzzles  [\d,]+/s\x1b\[K`)

// TestGenerateOnTerminal: `sudokit generate --count 1000` on a terminal,
// standard output and error both: the progress bar appears on stderr,
// every puzzle is written on a line of its own (the bar erased before
// it, never written over), Ctrl-C ends the run with exit 2 and one
// message, the bar erased, and the puzzles made before it are whole: the
// first of the batch the seed makes, in order.
func TestGenerateOnTerminal(t *testing.T) {
	cmd, tty, out := onTerminal(t, generateArgs...)
	out.waitFor(t, "\rgenerate")
	// Let a puzzle or more come out after the bar is drawn.
	k := strings.Index(out.String(), "\rgenerate")
	for deadline := time.Now().Add(stopDeadline); strings.Count(out.String()[k:], "\r\n") < 2; {
		if time.Now().After(deadline) {
			t.Fatalf("no puzzle after the bar: %q", out.String()[k:])
		}
		time.Sleep(10 * time.Millisecond)
	}
	tty.Write([]byte{3}) // Ctrl-C
	code := wait(t, cmd)
	out.waitFor(t, "sudokit: generate: interrupted")
	got := out.String()
	if code != 2 {
		t.Errorf("exit %d, want 2", code)
	}
	if n := strings.Count(got, "interrupted"); n != 1 {
		t.Errorf("%d interrupted messages: %q", n, got[max(0, len(got)-300):])
	}
	last := strings.LastIndex(got, "\rgenerate")
	if !strings.Contains(got[last:], "\r\x1b[K") {
		t.Errorf("the progress bar was not erased: %q", got[last:])
	}
	// After each drawing of the bar comes its erasure or its next
	// drawing (a \r), or the echoed ^C: never a puzzle on its line.
	for _, m := range bar.FindAllStringIndex(got, -1) {
		if after := got[m[1]:]; after != "" && !strings.HasPrefix(after, "\r") && !strings.HasPrefix(after, "^C") {
			t.Fatalf("a puzzle was written on the bar's line: %q", got[m[0]:min(len(got), m[1]+80)])
		}
	}
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
	cmd.Env = append(os.Environ(), "TERM=xterm", "NO_COLOR=1")
	var stdout screen
	cmd.Stdout = &stdout
	// The terminal is standard error (fd 2), the controlling terminal that
	// turns Ctrl-C into SIGINT.
	tty, err := pty.StartWithAttrs(cmd, nil, &syscall.SysProcAttr{Setsid: true, Setctty: true, Ctty: 2})
	if err != nil {
		t.Skipf("no pseudo-terminal: %v", err)
	}
	t.Cleanup(func() { tty.Close() })
	screenErr := &screen{}
	go io.Copy(screenErr, tty)
	screenErr.waitFor(t, "\rgenerate")
	tty.Write([]byte{3}) // Ctrl-C
	code := wait(t, cmd)
	screenErr.waitFor(t, "sudokit: generate: interrupted")
	got := screenErr.String()
	if code != 2 {
		t.Errorf("exit %d, want 2", code)
	}
	if n := strings.Count(got, "interrupted"); n != 1 {
		t.Errorf("%d interrupted messages: %q", n, got[max(0, len(got)-300):])
	}
	if k := strings.LastIndex(got, "\rgenerate"); !strings.Contains(got[k:], "\r\x1b[K") {
		t.Errorf("the progress bar was not erased: %q", got[k:])
	}
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
