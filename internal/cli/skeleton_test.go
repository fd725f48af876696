package cli

import (
	"bytes"
	"context"
	"io"
	"os"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
)

// TestDevNullIsNotATerminal: /dev/null is a character device, not a
// terminal, so `sudokit solve < /dev/null` gets no terminal note.
func TestDevNullIsNotATerminal(t *testing.T) {
	f, err := os.Open(os.DevNull)
	if err != nil {
		t.Skip(err)
	}
	defer f.Close()
	if isTerminal(f) {
		t.Errorf("%s is taken for a terminal", os.DevNull)
	}
	if env := StdEnv(context.Background()); env.StdinTTY && !isTerminal(os.Stdin) {
		t.Errorf("StdEnv disagrees with isTerminal")
	}
}

// TestLongSearchNote: a large puzzle that searches past the delay gets one
// note on stderr, with or without a terminal, and none with -q.
func TestLongSearchNote(t *testing.T) {
	empty25 := strings.Repeat(".", 625) + "\n"
	env := Env{longSearch: time.Millisecond}
	args := []string{"solve", "--algo", "backtrack", "--timeout", "300ms"}
	_, errOut, code := run(t, env, empty25, args...)
	const note = "sudokit: stdin: still searching after 1ms"
	if code != exitError || strings.Count(errOut, note) != 1 || !strings.Contains(errOut, "; --timeout bounds the search\n") {
		t.Errorf("exit %d, stderr:\n%s\nwant one note %q", code, errOut, note)
	}
	_, errOut, _ = run(t, env, empty25+empty25, append(args, "-j", "2")...)
	for _, line := range []string{"line 1", "line 2"} {
		if !strings.Contains(errOut, "sudokit: stdin: "+line+": still searching after 1ms") {
			t.Errorf("batch: no note for %s:\n%s", line, errOut)
		}
	}
	_, errOut, _ = run(t, env, empty25, append(args, "-q")...)
	if strings.Contains(errOut, "still searching") {
		t.Errorf("-q, yet a note: %s", errOut)
	}
	// A small puzzle never gets the note.
	_, errOut, _ = run(t, env, strings.Repeat(".", 256)+"\n", "solve", "--algo", "backtrack", "--max-nodes", "1e9")
	if strings.Contains(errOut, "still searching") {
		t.Errorf("16x16: %s", errOut)
	}
}

// syncBuffer is a bytes.Buffer that a test reads while the run writes.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// TestInterruptEndsBlockedRead: every command, reading a pipe that stays
// open and silent after some puzzles, stops on an interrupt with the
// answers finished before it, one message and exit 2.
func TestInterruptEndsBlockedRead(t *testing.T) {
	const puzzles = ".41...2.3....1.2\n..1...2.3....1.2\n.41...2.3....1.2\n"
	for _, args := range [][]string{
		{"solve"}, {"solve", "-j", "2"}, {"count", "-j", "3"}, {"validate"}, {"validate", "-j", "2"},
		{"convert"}, {"convert", "-j", "2"}, {"compare", "--algo", "backtrack,dlx"},
	} {
		t.Run(strings.Join(args, " "), func(t *testing.T) {
			pr, pw := io.Pipe()
			defer pw.Close()
			ctx, cancel := context.WithCancel(context.Background())
			defer cancel()
			var stdout, stderr syncBuffer
			// StdoutTTY: answers are written as they come.
			env := Env{Context: ctx, Stdin: pr, Stdout: &stdout, Stderr: &stderr, StdoutTTY: true}
			code := make(chan int, 1)
			go func() { code <- Main(args, env) }()
			// More lines than the reader looks at to tell a batch, and then
			// silence with the pipe open.
			written := make(chan bool)
			go func() {
				pw.Write([]byte(strings.Repeat(puzzles, 40)))
				close(written)
			}()
			select {
			case <-written:
			case <-time.After(20 * time.Second):
				t.Fatalf("input not read: stdout %q, stderr %q", stdout.String(), stderr.String())
			}
			if args[0] != "compare" { // compare writes its table at the end
				for deadline := time.Now().Add(20 * time.Second); strings.Count(stdout.String(), "\n") < 3; {
					if time.Now().After(deadline) {
						t.Fatalf("no answers: stdout %q, stderr %q", stdout.String(), stderr.String())
					}
					time.Sleep(time.Millisecond)
				}
			}
			cancel()
			select {
			case c := <-code:
				if c != exitError {
					t.Errorf("exit %d, want 2", c)
				}
			case <-time.After(20 * time.Second):
				t.Fatal("did not stop")
			}
			if got := stderr.String(); got != "sudokit: stdin: interrupted\n" {
				t.Errorf("stderr %q, want one interrupted", got)
			}
			if out := stdout.String(); strings.Contains(out, "error") || out != "" && !strings.HasSuffix(out, "\n") {
				t.Errorf("stdout %q", out)
			}
		})
	}
}

// TestInterruptBeforeInput: a run stopped before it opens an input names
// the command.
func TestInterruptBeforeInput(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	out, errOut, code := run(t, Env{Context: ctx}, ".41...2.3....1.2\n", "validate")
	if code != exitError || out != "" || errOut != "sudokit: validate: interrupted\n" {
		t.Errorf("exit %d, stdout %q, stderr %q", code, out, errOut)
	}
}

// TestStatsOfEveryCommand: each command that reads puzzles takes --stats
// and counts its own outcomes.
func TestStatsOfEveryCommand(t *testing.T) {
	const in = "2413132432411432\n.41...2.3....1.2\n.41...2.3....1.x\n"
	for _, tt := range []struct {
		args []string
		want string
	}{
		{[]string{"validate", "--stats"}, "puzzles   3: 1 valid, 1 invalid, 1 error\nworkers   "},
		{[]string{"convert", "--stats", "-j", "2"}, "puzzles   3: 2 converted, 1 error\nworkers   2\n"},
		{[]string{"solve", "--stats", "--unique", "-j", "1"}, "puzzles   3: 1 solved, 0 with several solutions, 1 no solution, 1 error\nengine    "},
		{[]string{"count", "--stats", "-j", "1"}, "puzzles   3: 1 solved, 0 with several solutions, 1 no solution, 1 error\nengine    "},
		{[]string{"compare", "--stats", "--algo", "backtrack"}, "puzzles   3: 2 agreed, 0 wrong, 1 error\nworkers   1\n"},
		// Three puzzles have work for three workers, whatever -j says.
		{[]string{"solve", "--stats", "-j", "300"}, "\nengine    fast, 3 workers\n"},
	} {
		_, errOut, _ := run(t, Env{}, in, tt.args...)
		if !strings.Contains(errOut, tt.want) {
			t.Errorf("%v: stderr\n%s\nwant\n%s", tt.args, errOut, tt.want)
		}
	}
	_, errOut, _ := run(t, Env{}, in, "validate", "--stats", "--json")
	if !strings.Contains(errOut, `{"puzzles":3,"valid":1,"invalid":1,"errors":1,"workers":`) {
		t.Errorf("validate --stats --json: %s", errOut)
	}
}

// TestInterruptDuringSearch: an interrupt during a long search of a file
// gives one message, not one for the puzzle and one for the file, and no
// answer in place for the puzzles in flight.
func TestInterruptDuringSearch(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(dir)
	empty25 := strings.Repeat(".", 625) + "\n"
	if err := os.WriteFile("p25.txt", []byte(empty25+empty25+empty25), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, jobs := range []string{"1", "2"} {
		ctx, cancel := context.WithTimeout(context.Background(), 200*time.Millisecond)
		out, errOut, code := run(t, Env{Context: ctx}, "", "solve", "--algo", "backtrack", "-j", jobs, "p25.txt")
		cancel()
		if code != exitError && out != "" {
			t.Skipf("-j %s: the engine solved the puzzles before the interrupt", jobs)
		}
		if code != exitError || out != "" || errOut != "sudokit: p25.txt: interrupted\n" {
			t.Errorf("-j %s: exit %d, stdout %q, stderr %q", jobs, code, out, errOut)
		}
	}
}

// TestCompareJobs: compare -j 3 answers in input order.
func TestCompareJobs(t *testing.T) {
	in := strings.Repeat(".41...2.3....1.2\n..1...2.3....1.2\n.2....4.43....1.\n", 4)
	out, errOut, code := run(t, Env{}, in, "compare", "-j", "3", "--algo", "backtrack,dlx", "--json")
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	if len(lines) != 24 {
		t.Fatalf("%d records, want 24", len(lines))
	}
	for i, l := range lines {
		if want := `"line":` + strconv.Itoa(i/2+1) + ","; !strings.Contains(l, want) {
			t.Errorf("record %d: %s, want %s", i, l, want)
		}
	}
}

// TestJobsFlag: -j takes 1 to 256 workers; more is 256, less is refused
// with one kind of message.
func TestJobsFlag(t *testing.T) {
	for _, tt := range []struct {
		arg  string
		want int // 0: refused
	}{{"1", 1}, {"3", 3}, {"256", 256}, {"257", 256}, {"1e3", 256}, {"99999999999999999999999", 256},
		{"0", 0}, {"-1", 0}, {"-1000", 0}, {"2.5", 0}, {"abc", 0}} {
		o := &options{}
		fs := newFlagSet("solve")
		jobsFlag(fs, o, 2, "")
		_, err := fs.Parse([]string{"-j", tt.arg})
		switch {
		case tt.want == 0 && (err == nil || err.Error() != "-j "+tt.arg+": want 1 to 256 workers"):
			t.Errorf("-j %s: error %v", tt.arg, err)
		case tt.want > 0 && (err != nil || o.jobs != tt.want):
			t.Errorf("-j %s: %d workers, error %v; want %d", tt.arg, o.jobs, err, tt.want)
		}
	}
}

// TestCompareBadLine: a line that cannot be read is a row of compare's
// table, and nothing before it.
func TestCompareBadLine(t *testing.T) {
	out, errOut, code := run(t, Env{}, ".41...2.3....1.2\n.41...2.3....1.x\n", "compare", "--algo", "backtrack")
	const bad = `line 2, column 16: "x" is not a value (r4c4)`
	if code != exitError || !strings.HasPrefix(out, "puzzle ") || !strings.Contains(out, "stdin:2   error: "+bad) ||
		strings.Count(errOut, bad) != 1 {
		t.Errorf("exit %d, stdout:\n%s\nstderr:\n%s", code, out, errOut)
	}
}
