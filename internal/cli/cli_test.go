package cli

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"strings"
	"testing"
)

// run runs sudokit in-process with the given stdin and returns its streams
// and exit status.
func run(t *testing.T, env Env, stdin string, args ...string) (string, string, int) {
	t.Helper()
	var stdout, stderr bytes.Buffer
	env.Stdin, env.Stdout, env.Stderr = strings.NewReader(stdin), &stdout, &stderr
	code := Main(args, env)
	return stdout.String(), stderr.String(), code
}

func TestHelpOfEveryCommand(t *testing.T) {
	for _, name := range commandNames() {
		for _, args := range [][]string{{name, "--help"}, {"help", name}, {name, "-h"}} {
			out, errOut, code := run(t, Env{}, "", args...)
			if code != 0 || errOut != "" {
				t.Errorf("%v: exit %d, stderr %q", args, code, errOut)
			}
			for _, want := range []string{"Usage: sudokit " + name, "Flags:", "Example:\n  $ "} {
				if !strings.Contains(out, want) {
					t.Errorf("%v: help lacks %q:\n%s", args, want, out)
				}
			}
		}
	}
}

func TestHelpTopics(t *testing.T) {
	for _, topic := range topicNames {
		out, _, code := run(t, Env{}, "", "help", topic)
		if code != 0 || len(out) < 100 {
			t.Errorf("help %s: exit %d, %d bytes", topic, code, len(out))
		}
	}
	out, _, _ := run(t, Env{}, "", "help", "engines")
	if !strings.Contains(out, "backtrack") {
		t.Errorf("help engines does not list backtrack:\n%s", out)
	}
}

func TestVersion(t *testing.T) {
	for _, args := range [][]string{{"version"}, {"--version"}} {
		out, _, code := run(t, Env{}, "", args...)
		if code != 0 || !strings.HasPrefix(out, "sudokit ") || !strings.Contains(out, "(go1.") {
			t.Errorf("%v: exit %d, %q", args, code, out)
		}
	}
}

func TestStatsSummary(t *testing.T) {
	in := ".41...2.3....1.2\n..1...2.3....1.2\n.2....4.43....1.\n.41...2.3....1.9\n"
	_, errOut, code := run(t, Env{}, in, "solve", "--stats", "-j", "1", "--algo", "backtrack")
	if code != 2 {
		t.Errorf("exit %d, want 2", code)
	}
	for _, want := range []string{"puzzles   4: 2 solved, 1 no solution, 1 error\n", "engine    backtrack, 1 worker\n", "puzzles/s; per puzzle median ", "search    per puzzle "} {
		if !strings.Contains(errOut, want) {
			t.Errorf("summary lacks %q:\n%s", want, errOut)
		}
	}
	out, errOut, _ := run(t, Env{}, in, "solve", "--stats", "--json", "--unique", "--algo", "backtrack")
	lines := strings.Split(strings.TrimSpace(errOut), "\n")
	var sum struct {
		Puzzles, Solved, NoSolution, Errors int
		Multiple                            *int
		Engine                              string
	}
	if err := json.Unmarshal([]byte(lines[len(lines)-1]), &sum); err != nil {
		t.Fatalf("summary is not JSON: %v\n%s", err, errOut)
	}
	if sum.Puzzles != 4 || sum.Solved != 2 || sum.Errors != 1 || sum.Multiple == nil || *sum.Multiple != 1 || sum.Engine != "backtrack" {
		t.Errorf("summary %+v", sum)
	}
	for i, line := range strings.Split(strings.TrimSpace(out), "\n") {
		var rec map[string]any
		if err := json.Unmarshal([]byte(line), &rec); err != nil {
			t.Fatalf("record %d is not JSON: %v", i, err)
		}
		if _, ok := rec["error"]; !ok {
			if st, ok := rec["stats"].(map[string]any); !ok || st["engine"] != "backtrack" {
				t.Errorf("record %d has no stats: %s", i, line)
			}
		}
	}
}

func TestTerminalNote(t *testing.T) {
	const note = "sudokit: reading puzzles from the terminal; end with Ctrl-D\n"
	_, errOut, _ := run(t, Env{StdinTTY: true}, ".41...2.3....1.2\n", "solve")
	if errOut != note {
		t.Errorf("stderr %q, want the note", errOut)
	}
	_, errOut, _ = run(t, Env{StdinTTY: true}, ".41...2.3....1.2\n", "solve", "-q")
	if errOut != "" {
		t.Errorf("with -q, stderr %q", errOut)
	}
}

func TestColor(t *testing.T) {
	_, errOut, _ := run(t, Env{StderrTTY: true}, ".41...2.3....1.9\n", "solve")
	if !strings.HasPrefix(errOut, boldRed+"sudokit: ") {
		t.Errorf("error on a terminal is not bold red: %q", errOut)
	}
	for _, env := range []Env{{StderrTTY: true, Getenv: func(k string) string {
		if k == "NO_COLOR" {
			return "1"
		}
		return ""
	}}, {StderrTTY: false}} {
		_, errOut, _ = run(t, env, ".41...2.3....1.9\n", "solve")
		if strings.Contains(errOut, "\x1b[") {
			t.Errorf("colour where none belongs: %q", errOut)
		}
	}
	out, _, _ := run(t, Env{}, "2413132432411432\n", "validate", "--color", "always", "--single")
	// column 1 repeats 1 at r2c1 and r4c1; column 2 repeats 4 at r1c2 and r4c2
	want := "2" + red + "4" + reset + "13" + red + "1" + reset + "324" + "3241" + red + "1" + reset + red + "4" + reset + "32\n" + red + "invalid" + reset + "\n"
	if !strings.HasPrefix(out, want) {
		t.Errorf("validate --color always:\n got %q\nwant %q", out, want)
	}
}

// failingWriter fails every write, as a closed pipe does.
type failingWriter struct{}

func (failingWriter) Write([]byte) (int, error) { return 0, errors.New("broken pipe") }

func TestClosedStdoutEndsQuietly(t *testing.T) {
	var stderr bytes.Buffer
	var in strings.Builder
	for range 20000 {
		in.WriteString(".41...2.3....1.2\n")
	}
	env := Env{Stdin: strings.NewReader(in.String()), Stdout: failingWriter{}, Stderr: &stderr}
	Main([]string{"solve", "-j", "2"}, env)
	if stderr.Len() != 0 {
		t.Errorf("stderr %q, want nothing", stderr.String())
	}
}

func TestEditDistance(t *testing.T) {
	for _, c := range []struct {
		a, b string
		d    int
	}{{"solve", "solve", 0}, {"slove", "solve", 1}, {"solv", "solve", 1}, {"xyz", "solve", 5}, {"", "ab", 2}} {
		if got := editDistance(c.a, c.b); got != c.d {
			t.Errorf("editDistance(%q, %q) = %d, want %d", c.a, c.b, got, c.d)
		}
	}
}

func TestBadFiles(t *testing.T) {
	t.Chdir(t.TempDir())
	write := func(name string, data []byte) {
		if err := os.WriteFile(name, data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("photo.png", []byte("\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR"))
	write("garbage.bin", []byte("53..7....\x00\x01\x02"))
	write("big.txt", bytes.Repeat([]byte("."), 10<<20))
	for _, c := range []struct{ file, stderr string }{
		{"photo.png", "sudokit: photo.png: line 1, column 1: binary data (byte 0x89), not a puzzle\n"},
		{"garbage.bin", "sudokit: garbage.bin: line 1, column 10: binary data (byte 0x00), not a puzzle\n"},
		{"big.txt", "sudokit: big.txt: line 1: longer than 1 MiB, not a puzzle\n"},
	} {
		for _, cmd := range []string{"solve", "validate", "convert"} {
			out, errOut, code := run(t, Env{}, "", cmd, c.file)
			if code != 2 || out != "" || errOut != c.stderr {
				t.Errorf("%s %s: exit %d, stdout %q, stderr %q; want exit 2 and %q", cmd, c.file, code, out, errOut, c.stderr)
			}
		}
	}
	// In a batch, a long or binary line is an error in its place.
	var batch bytes.Buffer
	batch.WriteString(".41...2.3....1.2\n")
	batch.Write(bytes.Repeat([]byte("."), 2<<20))
	batch.WriteString("\n.41...2.3....1.2\n\x00\x01\n.41...2.3....1.2\n")
	out, errOut, code := run(t, Env{}, batch.String(), "solve")
	want := "2413132432414132\nerror: line 2: longer than 1 MiB, not a puzzle\n2413132432414132\n" +
		"error: line 4, column 1: binary data (byte 0x00), not a puzzle\n2413132432414132\n"
	if code != 2 || out != want {
		t.Errorf("batch: exit %d, stdout\n%s\nwant\n%s\nstderr %s", code, out, want, errOut)
	}
}

// TestCourseworkSeeds solves every puzzle printed in the coursework through
// the command line and checks the answers against the bundled solutions.
func TestCourseworkSeeds(t *testing.T) {
	t.Chdir("../../examples")
	out, errOut, code := run(t, Env{}, "", "solve", "--check", "coursework.txt")
	if code != 1 { // two of the puzzles have no solution
		t.Errorf("exit %d, want 1", code)
	}
	if errOut != "sudokit: coursework.txt: 12 of 12 answers agree with coursework.sol.txt\n" {
		t.Errorf("stderr %q", errOut)
	}
	sol, err := os.ReadFile("coursework.sol.txt")
	if err != nil {
		t.Fatal(err)
	}
	if out != string(sol) {
		t.Errorf("answers differ from coursework.sol.txt:\n%s", out)
	}
	var grids []string
	for _, line := range strings.Split(strings.TrimSpace(string(sol)), "\n") {
		if line != "No Solution" {
			grids = append(grids, line)
		}
	}
	out, _, code = run(t, Env{}, strings.Join(grids, "\n")+"\n", "validate", "--solution")
	if code != 0 || out != strings.Repeat("valid\n", len(grids)) {
		t.Errorf("validate: exit %d\n%s", code, out)
	}
}

// TestFormatCount: help shows a count default as it would be typed, so
// that it reads back the same: 1e9, not 1e+09.
func TestFormatCount(t *testing.T) {
	for v, want := range map[int64]string{0: "0", 1000: "1000", 999999: "999999", 1e6: "1e6", 1e9: "1e9", 25e6: "25e6", 1234567: "1234567", 123e6: "123000000"} {
		got := formatCount(v)
		if got != want {
			t.Errorf("formatCount(%d) = %q, want %q", v, got, want)
		}
		if back, err := parseCount(got); err != nil || back != v {
			t.Errorf("parseCount(%q) = %d, %v", got, back, err)
		}
	}
}
