package cli

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// The documents whose ```console blocks TestDocs runs, relative to this
// package's directory.
var consoleDocs = []string{"../../docs/cli.md", "../../README.md"}

// TestDocs runs every ```console block of docs/cli.md and README.md and
// compares what each command prints with the lines under it, byte for
// byte. A block is a terminal session: "$ COMMAND" lines, each followed by
// what it prints on the terminal (its standard output and, unless
// redirected, its standard error, in the order they are written). The
// commands of one document run one after another in one directory that
// holds a copy of the repository's examples/, so a file one command writes
// is there for the next.
//
// The commands are a small part of the shell, run in-process (see
// runShellLine): sudokit, echo, printf, cat and head, joined by | and ;,
// with > FILE, 2> FILE, 2>&1 and < FILE, and "$?" in echo. "$ cat FILE" of
// a FILE that does not exist yet writes the lines under it into FILE: that
// is how a document shows, and the test makes, an input file (never one of
// examples/, which must exist). Examples
// whose output varies from run to run (timings) belong in plain ``` blocks
// marked shape only, which the test does not run.
func TestDocs(t *testing.T) {
	for _, doc := range consoleDocs {
		t.Run(filepath.Base(doc), func(t *testing.T) {
			data, err := os.ReadFile(doc)
			if err != nil {
				t.Fatal(err)
			}
			examples, err := filepath.Abs("../../examples")
			if err != nil {
				t.Fatal(err)
			}
			dir := t.TempDir()
			if err := os.CopyFS(filepath.Join(dir, "examples"), os.DirFS(examples)); err != nil {
				t.Fatal(err)
			}
			t.Chdir(dir)
			steps := consoleSteps(string(data))
			if len(steps) == 0 {
				t.Fatalf("%s has no console example", doc)
			}
			for _, st := range steps {
				got, err := runShellLine(st.command, st.want)
				if err != nil {
					t.Errorf("%s:%d: $ %s: %v", doc, st.line, st.command, err)
					continue
				}
				if got != st.want {
					t.Errorf("%s:%d: $ %s\ngot:\n%s\nwant:\n%s", doc, st.line, st.command, got, st.want)
				}
			}
		})
	}
}

// A consoleStep is one "$ COMMAND" of a console block and what it prints.
type consoleStep struct {
	line    int // of the command in the document
	command string
	want    string
}

// consoleSteps finds the commands of every ```console block of a Markdown
// document.
func consoleSteps(doc string) []consoleStep {
	var steps []consoleStep
	in := false
	for i, l := range strings.Split(doc, "\n") {
		switch {
		case !in && strings.TrimSpace(l) == "```console":
			in = true
		case in && strings.TrimSpace(l) == "```":
			in = false
		case in && strings.HasPrefix(l, "$ "):
			steps = append(steps, consoleStep{line: i + 1, command: l[2:]})
		case in && len(steps) > 0:
			steps[len(steps)-1].want += l + "\n"
		}
	}
	return steps
}

// A shellWord is one word of a command line; op marks the operators | ;
// > 2> 2>&1 and <.
type shellWord struct {
	text string
	op   bool
}

// statusMark stands for "$?" until a command runs.
const statusMark = "\x00status\x00"

// shellWords splits a command line into words and operators, with single
// and double quotes as the shell has them.
func shellWords(line string) ([]shellWord, error) {
	var words []shellWord
	var cur strings.Builder
	inWord := false
	end := func() {
		if inWord {
			words = append(words, shellWord{text: cur.String()})
			cur.Reset()
			inWord = false
		}
	}
	for i := 0; i < len(line); i++ {
		c := line[i]
		switch {
		case c == ' ' || c == '\t':
			end()
		case c == '\'':
			j := strings.IndexByte(line[i+1:], '\'')
			if j < 0 {
				return nil, fmt.Errorf("unclosed quote")
			}
			cur.WriteString(line[i+1 : i+1+j])
			inWord, i = true, i+1+j
		case c == '"':
			j := strings.IndexByte(line[i+1:], '"')
			if j < 0 {
				return nil, fmt.Errorf("unclosed quote")
			}
			cur.WriteString(strings.ReplaceAll(line[i+1:i+1+j], "$?", statusMark))
			inWord, i = true, i+1+j
		case c == '$' && strings.HasPrefix(line[i:], "$?"):
			cur.WriteString(statusMark)
			inWord, i = true, i+1
		case !inWord && strings.HasPrefix(line[i:], "2>&1"):
			words = append(words, shellWord{text: "2>&1", op: true})
			i += 3
		case !inWord && strings.HasPrefix(line[i:], "2>"):
			words = append(words, shellWord{text: "2>", op: true})
			i++
		case c == '|' || c == ';' || c == '>' || c == '<':
			end()
			words = append(words, shellWord{text: string(c), op: true})
		default:
			cur.WriteByte(c)
			inWord = true
		}
	}
	end()
	return words, nil
}

// A shellStage is one command of a pipeline with its redirections.
type shellStage struct {
	args          []string
	in, out, errf string // files of <, > and 2>
	errToOut      bool   // 2>&1
}

// runShellLine runs one command line and returns what it shows on the
// terminal. want is the document's text under it, which "$ cat FILE"
// writes into a FILE that does not exist.
func runShellLine(line, want string) (string, error) {
	words, err := shellWords(line)
	if err != nil {
		return "", err
	}
	var term bytes.Buffer
	status := 0
	var pipeline []shellStage
	cur := shellStage{}
	flush := func() error {
		if len(cur.args) == 0 {
			return fmt.Errorf("empty command")
		}
		pipeline = append(pipeline, cur)
		cur = shellStage{}
		return nil
	}
	for i := 0; i < len(words); i++ {
		w := words[i]
		if !w.op {
			cur.args = append(cur.args, w.text)
			continue
		}
		switch w.text {
		case "|", ";":
			if err := flush(); err != nil {
				return "", err
			}
			if w.text == ";" {
				if status, err = runPipeline(pipeline, status, &term, want); err != nil {
					return "", err
				}
				pipeline = nil
			}
		case "2>&1":
			cur.errToOut = true
		case ">", "2>", "<":
			if i+1 == len(words) || words[i+1].op {
				return "", fmt.Errorf("%s needs a file", w.text)
			}
			i++
			switch w.text {
			case ">":
				cur.out = words[i].text
			case "2>":
				cur.errf = words[i].text
			case "<":
				cur.in = words[i].text
			}
		}
	}
	if err := flush(); err != nil {
		return "", err
	}
	if _, err := runPipeline(pipeline, status, &term, want); err != nil {
		return "", err
	}
	return term.String(), nil
}

// runPipeline runs the stages one after another, each reading what the one
// before wrote, and returns the exit status of the last.
func runPipeline(stages []shellStage, lastStatus int, term *bytes.Buffer, want string) (int, error) {
	var input []byte
	status := 0
	for k, st := range stages {
		for i, a := range st.args {
			st.args[i] = strings.ReplaceAll(a, statusMark, strconv.Itoa(lastStatus))
		}
		if st.in != "" {
			b, err := os.ReadFile(st.in)
			if err != nil {
				return 0, err
			}
			input = b
		}
		var out bytes.Buffer
		var stdout, stderr io.Writer = &out, term
		if k == len(stages)-1 && st.out == "" {
			stdout = term
		}
		var errFile *os.File
		switch {
		case st.errToOut:
			stderr = stdout
		case st.errf != "":
			f, err := os.Create(st.errf)
			if err != nil {
				return 0, err
			}
			errFile, stderr = f, f
		}
		var err error
		status, err = runStage(st.args, input, stdout, stderr, k == 0 && len(stages) == 1 && st.out == "", want)
		if errFile != nil {
			errFile.Close()
		}
		if err != nil {
			return 0, err
		}
		if st.out != "" {
			if err := os.WriteFile(st.out, out.Bytes(), 0o644); err != nil {
				return 0, err
			}
			out.Reset()
		}
		input = out.Bytes()
	}
	return status, nil
}

// runStage runs one command. alone says whether it is the whole command
// line, with nothing redirected: then cat of a missing file makes it.
func runStage(args []string, stdin []byte, stdout, stderr io.Writer, alone bool, want string) (int, error) {
	switch args[0] {
	case "sudokit":
		return Main(args[1:], Env{Stdin: bytes.NewReader(stdin), Stdout: stdout, Stderr: stderr}), nil
	case "echo":
		fmt.Fprintln(stdout, strings.Join(args[1:], " "))
		return 0, nil
	case "printf":
		if len(args) < 2 {
			return 0, fmt.Errorf("printf needs a format")
		}
		io.WriteString(stdout, shellPrintf(args[1], args[2:]))
		return 0, nil
	case "cat":
		if len(args) == 1 {
			stdout.Write(stdin)
			return 0, nil
		}
		for _, f := range args[1:] {
			b, err := os.ReadFile(f)
			if os.IsNotExist(err) && alone && len(args) == 2 && !strings.HasPrefix(f, "examples/") {
				if err := os.MkdirAll(filepath.Dir(f), 0o755); err != nil {
					return 0, err
				}
				if err := os.WriteFile(f, []byte(want), 0o644); err != nil {
					return 0, err
				}
				b = []byte(want)
			} else if err != nil {
				return 0, err
			}
			stdout.Write(b)
		}
		return 0, nil
	case "head":
		n := 10
		switch {
		case len(args) == 2 && strings.HasPrefix(args[1], "-"):
			n, _ = strconv.Atoi(args[1][1:])
		case len(args) == 3 && args[1] == "-n":
			n, _ = strconv.Atoi(args[2])
		case len(args) != 1:
			return 0, fmt.Errorf("head: want head -N")
		}
		lines := strings.SplitAfter(string(stdin), "\n")
		io.WriteString(stdout, strings.Join(lines[:min(n, len(lines))], ""))
		return 0, nil
	}
	return 0, fmt.Errorf("%s: not a command the test runs (sudokit, echo, printf, cat, head)", args[0])
}

// shellPrintf formats as the shell's printf does for %s, %d and %%, with
// \n, \t and \\ escapes: the format is used again while arguments remain.
func shellPrintf(format string, args []string) string {
	var b strings.Builder
	for {
		used := 0
		for i := 0; i < len(format); i++ {
			c := format[i]
			switch {
			case c == '\\' && i+1 < len(format):
				i++
				switch format[i] {
				case 'n':
					b.WriteByte('\n')
				case 't':
					b.WriteByte('\t')
				default:
					b.WriteByte(format[i])
				}
			case c == '%' && i+1 < len(format):
				i++
				switch format[i] {
				case '%':
					b.WriteByte('%')
				case 's', 'd':
					if used < len(args) {
						b.WriteString(args[used])
					}
					used++
				}
			default:
				b.WriteByte(c)
			}
		}
		if used == 0 || used >= len(args) {
			return b.String()
		}
		args = args[used:]
	}
}

// TestShellLine checks the test's shell on the forms the documents use.
func TestShellLine(t *testing.T) {
	t.Chdir(t.TempDir())
	tests := []struct{ line, want string }{
		{`echo a b`, "a b\n"},
		{`printf '%s\n' x y z`, "x\ny\nz\n"},
		{`printf 'a\tb\n'`, "a\tb\n"},
		{`echo .41...2.3....1.2 | sudokit solve`, "2413132432414132\n"},
		{`echo .41...2.3....1.9 | sudokit solve; echo "exit $?"`, "sudokit: stdin: line 1, column 16: value 9 exceeds 4 (r4c4)\nexit 2\n"},
		{`echo .41...2.3....1.9 | sudokit solve 2>err.txt; echo "exit $?"`, "exit 2\n"},
		{`cat err.txt`, "sudokit: stdin: line 1, column 16: value 9 exceeds 4 (r4c4)\n"},
		{`echo .41...2.3....1.2 > p.txt`, ""},
		{`sudokit solve < p.txt`, "2413132432414132\n"},
		{`sudokit convert --to tokens p.txt | head -2`, "0 4 1 0\n0 0 2 0\n"},
		{`echo 'a  b'`, "a  b\n"},
	}
	for _, tt := range tests {
		got, err := runShellLine(tt.line, "")
		if err != nil || got != tt.want {
			t.Errorf("$ %s\ngot %q, %v\nwant %q", tt.line, got, err, tt.want)
		}
	}
	if got, err := runShellLine("cat new.txt", "made\n"); err != nil || got != "made\n" {
		t.Errorf("cat of a new file: %q, %v", got, err)
	}
	if b, _ := os.ReadFile("new.txt"); string(b) != "made\n" {
		t.Errorf("cat of a new file wrote %q", b)
	}
	if _, err := runShellLine("cat examples/nosuch.txt", "made\n"); err == nil {
		t.Errorf("cat of a missing example made it")
	}
	if _, err := runShellLine("ls", ""); err == nil {
		t.Errorf("ls ran")
	}
}

// TestDocsHaveEveryCommand checks that docs/cli.md has a section for every
// registered command and for no other: a heading "### NAME" under
// "## 9. Commands" ("### help and version" holds both).
func TestDocsHaveEveryCommand(t *testing.T) {
	data, err := os.ReadFile("../../docs/cli.md")
	if err != nil {
		t.Fatal(err)
	}
	_, commands, ok := strings.Cut(string(data), "\n## 9. Commands\n")
	if !ok {
		t.Fatal("docs/cli.md has no section 9. Commands")
	}
	commands, _, _ = strings.Cut(commands, "\n## ")
	documented := map[string]bool{}
	for _, l := range strings.Split(commands, "\n") {
		if h, ok := strings.CutPrefix(l, "### "); ok {
			for _, name := range strings.Split(h, " and ") {
				documented[name] = true
			}
		}
	}
	for _, name := range commandNames() {
		if !documented[name] {
			t.Errorf("docs/cli.md has no section for the command %s", name)
		}
		delete(documented, name)
	}
	for name := range documented {
		t.Errorf("docs/cli.md has a section for %q, which is not a command", name)
	}
}
