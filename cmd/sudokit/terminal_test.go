//go:build unix

package main

import (
	"bytes"
	"errors"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/creack/pty"
)

// These tests run the built sudokit as a user does: on a pseudo-terminal,
// and fed by a pipe that never ends, and stop it as a user does: Ctrl-C,
// SIGINT. None asserts a duration; a generous deadline only turns a run
// that does not stop into a failure.

// stopDeadline is how long a stopped run may take before the test fails.
const stopDeadline = 30 * time.Second

// buildSudokit builds the command once for the tests of this file.
var buildSudokit = sync.OnceValues(func() (string, error) {
	dir, err := os.MkdirTemp("", "sudokit-test")
	if err != nil {
		return "", err
	}
	bin := filepath.Join(dir, "sudokit")
	out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput()
	if err != nil {
		return "", errors.New(string(out))
	}
	return bin, nil
})

func sudokit(t *testing.T) string {
	t.Helper()
	if _, err := exec.LookPath("go"); err != nil {
		t.Skip("the go command is not on PATH")
	}
	bin, err := buildSudokit()
	if err != nil {
		t.Fatalf("go build: %v", err)
	}
	return bin
}

// A screen collects what a program writes on its terminal.
type screen struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *screen) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *screen) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// waitFor waits until the screen shows want.
func (s *screen) waitFor(t *testing.T, want string) {
	t.Helper()
	for deadline := time.Now().Add(stopDeadline); !strings.Contains(s.String(), want); {
		if time.Now().After(deadline) {
			t.Fatalf("the terminal never showed %q; it shows %q", want, s.String())
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// wait waits for cmd to end and returns its exit status.
func wait(t *testing.T, cmd *exec.Cmd) int {
	t.Helper()
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	select {
	case err := <-done:
		var ee *exec.ExitError
		if errors.As(err, &ee) {
			return ee.ExitCode()
		}
		if err != nil {
			t.Fatal(err)
		}
		return 0
	case <-time.After(stopDeadline):
		cmd.Process.Kill()
		t.Fatalf("sudokit %s did not stop", strings.Join(cmd.Args[1:], " "))
		return -1
	}
}

// onTerminal starts sudokit with args on a new pseudo-terminal, as its
// standard input, output and error, and returns the command, the
// terminal's other end (what the user types goes there) and the screen
// that collects what the program writes. The terminal is closed when the
// test ends.
func onTerminal(t *testing.T, args ...string) (*exec.Cmd, *os.File, *screen) {
	t.Helper()
	cmd := exec.Command(sudokit(t), args...)
	cmd.Env = append(os.Environ(), "TERM=xterm", "NO_COLOR=1")
	tty, err := pty.Start(cmd)
	if err != nil {
		t.Skipf("no pseudo-terminal: %v", err)
	}
	t.Cleanup(func() { tty.Close() })
	out := &screen{}
	go io.Copy(out, tty)
	return cmd, tty, out
}

// onStderrTerminal starts cmd with only its standard error on a new
// pseudo-terminal, which is also its controlling terminal, so that Ctrl-C
// typed there becomes SIGINT; standard input and output are what the caller
// set. It returns the terminal's other end and the screen of standard error.
func onStderrTerminal(t *testing.T, cmd *exec.Cmd) (*os.File, *screen) {
	t.Helper()
	cmd.Env = append(os.Environ(), "TERM=xterm", "NO_COLOR=1")
	tty, err := pty.StartWithAttrs(cmd, nil, &syscall.SysProcAttr{Setsid: true, Setctty: true, Ctty: 2})
	if err != nil {
		t.Skipf("no pseudo-terminal: %v", err)
	}
	t.Cleanup(func() { tty.Close() })
	out := &screen{}
	go io.Copy(out, tty)
	return tty, out
}

// waitForLinesAfter waits until the screen shows n whole lines after the
// first occurrence of mark (a progress bar's drawing, say).
func (s *screen) waitForLinesAfter(t *testing.T, mark string, n int) {
	t.Helper()
	s.waitFor(t, mark)
	k := strings.Index(s.String(), mark)
	for deadline := time.Now().Add(stopDeadline); strings.Count(s.String()[k:], "\r\n") < n; {
		if time.Now().After(deadline) {
			t.Fatalf("no %d lines after %q: %q", n, mark, s.String()[k:])
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// interrupt types Ctrl-C on tty and checks how the command named name
// (the progress bar's label) ends: exit 2, message on the screen exactly
// once, and the progress bar erased after its last drawing. It returns
// what the screen shows then.
func interrupt(t *testing.T, cmd *exec.Cmd, tty *os.File, out *screen, name, message string) string {
	t.Helper()
	tty.Write([]byte{3}) // Ctrl-C
	code := wait(t, cmd)
	out.waitFor(t, message)
	got := out.String()
	if code != 2 {
		t.Errorf("exit %d, want 2", code)
	}
	if n := strings.Count(got, "interrupted"); n != 1 {
		t.Errorf("%d interrupted messages: %q", n, got[max(0, len(got)-300):])
	}
	if k := strings.LastIndex(got, "\r"+name); k < 0 {
		t.Errorf("no progress bar was drawn: %q", got[max(0, len(got)-300):])
	} else if !strings.Contains(got[k:], "\r\x1b[K") {
		t.Errorf("the progress bar was not erased: %q", got[k:])
	}
	return got
}

// progressBar matches one drawing of the progress bar labelled name.
func progressBar(name string) *regexp.Regexp {
	return regexp.MustCompile(`\r` + name + `  \[[=> ]{24}\] +\d+%  [\d,]+ puzzles  [\d,]+/s\x1b\[K`)
}

// checkBarLines fails the test if anything but the bar's next drawing, its
// erasure or the echoed ^C follows a drawing of the bar on screen: an
// answer written on the bar's line.
func checkBarLines(t *testing.T, screen string, bar *regexp.Regexp) {
	t.Helper()
	for _, m := range bar.FindAllStringIndex(screen, -1) {
		if after := screen[m[1]:]; after != "" && !strings.HasPrefix(after, "\r") && !strings.HasPrefix(after, "^C") {
			t.Fatalf("an answer was written on the bar's line: %q", screen[m[0]:min(len(screen), m[1]+80)])
		}
	}
}

// TestCtrlCOnTerminal: `sudokit solve` reading the terminal shows the
// note, draws no progress bar over what the user types, and Ctrl-C ends
// it at once with one message and exit 2.
func TestCtrlCOnTerminal(t *testing.T) {
	cmd, tty, out := onTerminal(t, "solve")
	out.waitFor(t, "sudokit: reading puzzles from the terminal; end with Ctrl-D")
	tty.Write([]byte(".41...2.3....1.2\n"))
	out.waitFor(t, ".41...2.3....1.2")
	// Past the second after which a progress bar would be drawn.
	time.Sleep(1500 * time.Millisecond)
	tty.Write([]byte{3}) // Ctrl-C
	code := wait(t, cmd)
	out.waitFor(t, "sudokit: stdin: interrupted")
	got := out.String()
	if code != 2 {
		t.Errorf("exit %d, want 2", code)
	}
	if n := strings.Count(got, "interrupted"); n != 1 {
		t.Errorf("%d interrupted messages: %q", n, got)
	}
	if strings.Contains(got, "\x1b[K") || strings.Contains(got, "\rsolve") {
		t.Errorf("a progress bar was drawn while the user types: %q", got)
	}
}

// TestTypedLinesAnsweredAtOnce: puzzles typed one a line at the terminal
// are answered line by line, each before the next is typed, without
// waiting for Ctrl-D or for 65 lines to decide the input is a batch.
func TestTypedLinesAnsweredAtOnce(t *testing.T) {
	cmd, tty, out := onTerminal(t, "solve")
	out.waitFor(t, "end with Ctrl-D")
	tty.Write([]byte("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79\n"))
	out.waitFor(t, "534678912672195348198342567859761423426853791713924856961537284287419635345286179")
	tty.Write([]byte("........772.3.9..1..87.5.6.5.289.....4.5.1.9.....637.5.3.9.617.2..1.7.539........\n"))
	out.waitFor(t, "No Solution")
	tty.Write([]byte{4}) // Ctrl-D
	if code := wait(t, cmd); code != 1 {
		t.Errorf("exit %d, want 1 (one puzzle has no solution)", code)
	}
}

// TestHintTypedAtTerminal: hint and explain read a person's puzzles at the
// terminal and answer each line before the next is typed: a second line is
// never held back to see whether it is the player's grid of the first.
func TestHintTypedAtTerminal(t *testing.T) {
	const puzzle = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79\n"
	cmd, tty, out := onTerminal(t, "hint", "--level", "2")
	out.waitFor(t, "end with Ctrl-D")
	tty.Write([]byte(puzzle))
	out.waitFor(t, "Hidden Single in box 2: look at r1c6")
	// The player's grid of the same puzzle, typed next, is a puzzle of its
	// own at the terminal: its givens include r1c6=8.
	tty.Write([]byte("53...8...6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79\n"))
	out.waitFor(t, "Hidden Single in box 2: look at r1c4")
	tty.Write([]byte("........772.3.9..1..87.5.6.5.289.....4.5.1.9.....637.5.3.9.617.2..1.7.539........\n"))
	out.waitFor(t, "no hint: the grid has no solution")
	tty.Write([]byte{4}) // Ctrl-D
	if code := wait(t, cmd); code != 1 {
		t.Errorf("exit %d, want 1 (one grid has no solution)", code)
	}

	cmd, tty, out = onTerminal(t, "explain")
	out.waitFor(t, "end with Ctrl-D")
	tty.Write([]byte(puzzle))
	out.waitFor(t, "Full House: 5 is the last value missing from box 7, at r9c3")
	tty.Write([]byte{3}) // Ctrl-C
	if code := wait(t, cmd); code != 2 {
		t.Errorf("explain: exit %d after Ctrl-C, want 2", code)
	}
}

// TestRateProgressCtrlC: rate over a batch that does not end, its
// standard error a terminal: the progress bar is drawn there, Ctrl-C stops
// the run with one message and exit 2, the bar is erased, and standard
// output holds whole answers only.
func TestRateProgressCtrlC(t *testing.T) {
	bin := sudokit(t)
	pr, pw, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(bin, "rate", "-j", "2")
	cmd.Stdin = pr
	var stdout screen
	cmd.Stdout = &stdout
	tty, screenErr := onStderrTerminal(t, cmd)
	pr.Close()
	const line = "..15...9.2..86...7...29..4........1.8..7...56........218.6....4.56.2.7...9.4.....\n"
	go func() {
		block := []byte(strings.Repeat(line, 1000))
		for {
			if _, err := pw.Write(block); err != nil {
				pw.Close()
				return
			}
		}
	}()
	screenErr.waitFor(t, "\rrate")
	interrupt(t, cmd, tty, screenErr, "rate", "sudokit: stdin: interrupted")
	answer := "2.6\tMedium\tPointing\t" + line
	if rest := strings.ReplaceAll(stdout.String(), answer, ""); rest != "" {
		t.Errorf("stdout holds more than whole answers: %q", rest[:min(len(rest), 200)])
	}
}

// TestNoNoteOffTerminal: standard input that is a character device but
// no terminal (/dev/null) gets no terminal note.
func TestNoNoteOffTerminal(t *testing.T) {
	bin := sudokit(t)
	null, err := os.Open(os.DevNull)
	if err != nil {
		t.Skip(err)
	}
	defer null.Close()
	cmd := exec.Command(bin, "solve")
	cmd.Stdin = null
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	cmd.Run()
	if got := stderr.String(); got != "sudokit: stdin: empty input, no puzzle found\n" {
		t.Errorf("stderr %q", got)
	}
}

// TestSignalStopsEndlessPipe: validate and convert, fed by a pipe that
// never ends, stop on SIGINT with exit 2, one message, and on stdout only
// the answers finished before it.
func TestSignalStopsEndlessPipe(t *testing.T) {
	bin := sudokit(t)
	const puzzle = ".41...2.3....1.2\n"
	for _, tt := range []struct {
		args   []string
		answer string
	}{
		{[]string{"validate"}, "valid\n"},
		{[]string{"validate", "-j", "2"}, "valid\n"},
		{[]string{"convert"}, puzzle},
		{[]string{"convert", "-j", "3", "--to", "tokens"}, "0 4 1 0 0 0 2 0 3 0 0 0 0 1 0 2\n"},
		{[]string{"solve", "-j", "2"}, "2413132432414132\n"},
		{[]string{"hint", "-j", "2"}, "Hidden Single in box 1\n"},
		{[]string{"hint", "--level", "4"}, "Hidden Single: 2 can only go in r1c1 in box 1\n"},
		{[]string{"rate", "-j", "2"}, "1.2\tEasy\tHidden Single\t.41...2.3....1.2\n"},
	} {
		t.Run(strings.Join(tt.args, " "), func(t *testing.T) {
			pr, pw, err := os.Pipe()
			if err != nil {
				t.Fatal(err)
			}
			cmd := exec.Command(bin, tt.args...)
			cmd.Stdin = pr
			var stdout, stderr screen
			cmd.Stdout, cmd.Stderr = &stdout, &stderr
			if err := cmd.Start(); err != nil {
				t.Fatal(err)
			}
			pr.Close()
			go func() { // yes PUZZLE
				block := []byte(strings.Repeat(puzzle, 1000))
				for {
					if _, err := pw.Write(block); err != nil {
						pw.Close()
						return
					}
				}
			}()
			stdout.waitFor(t, tt.answer+tt.answer)
			cmd.Process.Signal(os.Interrupt)
			code := wait(t, cmd)
			if code != 2 {
				t.Errorf("exit %d, want 2", code)
			}
			if got := stderr.String(); got != "sudokit: stdin: interrupted\n" {
				t.Errorf("stderr %q", got)
			}
			out := stdout.String()
			if rest := strings.ReplaceAll(out, tt.answer, ""); rest != "" {
				t.Errorf("stdout holds more than whole answers: %q", rest[:min(len(rest), 200)])
			}
		})
	}
}
