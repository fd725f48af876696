package cli

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the expected output of the scripts in testdata/script")

// TestScripts runs every testdata/script/*.txtar: each holds the arguments
// of one sudokit command, its standard input and files, and the expected
// standard output, standard error and exit status, byte for byte. Sections:
//
//	-- args --    the command line after "sudokit", split at spaces ('…' quotes)
//	-- stdin --   standard input (optional)
//	-- NAME --    a file the command finds in its working directory
//	-- stdout --  -- stderr --  -- exit --   what it must print and return
//
// A missing stdout or stderr section means the stream must stay empty.
func TestScripts(t *testing.T) {
	files, _ := filepath.Glob("testdata/script/*.txtar")
	if len(files) == 0 {
		t.Fatal("no scripts")
	}
	for _, file := range files {
		t.Run(strings.TrimSuffix(filepath.Base(file), ".txtar"), func(t *testing.T) {
			runScript(t, file)
		})
	}
}

type section struct {
	name string
	body string
}

func parseTxtar(data string) (comment string, sections []section) {
	lines := strings.SplitAfter(data, "\n")
	cur := -1
	var b strings.Builder
	flush := func() {
		if cur >= 0 {
			sections[cur].body = b.String()
		} else {
			comment = b.String()
		}
		b.Reset()
	}
	for _, l := range lines {
		trim := strings.TrimRight(l, "\n")
		if strings.HasPrefix(trim, "-- ") && strings.HasSuffix(trim, " --") && len(trim) > 6 {
			flush()
			sections = append(sections, section{name: trim[3 : len(trim)-3]})
			cur = len(sections) - 1
			continue
		}
		b.WriteString(l)
	}
	flush()
	return comment, sections
}

func splitArgs(s string) []string {
	var args []string
	var cur strings.Builder
	in, quoted := false, false
	for _, r := range strings.TrimSpace(s) {
		switch {
		case r == '\'':
			quoted = !quoted
			in = true
		case r == ' ' && !quoted:
			if in {
				args = append(args, cur.String())
				cur.Reset()
				in = false
			}
		default:
			cur.WriteRune(r)
			in = true
		}
	}
	if in {
		args = append(args, cur.String())
	}
	return args
}

func runScript(t *testing.T, file string) {
	file, err := filepath.Abs(file)
	if err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	comment, sections := parseTxtar(string(data))
	dir := t.TempDir()
	var args []string
	var stdin string
	want := map[string]string{"stdout": "", "stderr": "", "exit": "0\n"}
	for _, s := range sections {
		switch s.name {
		case "args":
			args = splitArgs(s.body)
		case "stdin":
			stdin = s.body
		case "stdout", "stderr", "exit":
			want[s.name] = s.body
		default:
			path := filepath.Join(dir, s.name)
			if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(path, []byte(s.body), 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
	t.Chdir(dir)
	var stdout, stderr bytes.Buffer
	env := Env{Stdin: strings.NewReader(stdin), Stdout: &stdout, Stderr: &stderr}
	code := Main(args, env)
	got := map[string]string{"stdout": stdout.String(), "stderr": stderr.String(), "exit": strconv.Itoa(code) + "\n"}
	if *update {
		var b strings.Builder
		b.WriteString(comment)
		for _, s := range sections {
			if s.name == "stdout" || s.name == "stderr" || s.name == "exit" {
				continue
			}
			b.WriteString("-- " + s.name + " --\n" + s.body)
		}
		for _, name := range []string{"stdout", "stderr", "exit"} {
			if name == "exit" && got[name] == "0\n" || name != "exit" && got[name] == "" {
				continue
			}
			b.WriteString("-- " + name + " --\n" + got[name])
		}
		if err := os.WriteFile(file, []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	for _, name := range []string{"stdout", "stderr", "exit"} {
		if got[name] != want[name] {
			t.Errorf("sudokit %s\n%s: got\n%s\nwant\n%s", strings.Join(args, " "), name, got[name], want[name])
		}
	}
}
