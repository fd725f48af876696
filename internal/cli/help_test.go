package cli

import (
	"regexp"
	"slices"
	"sort"
	"strings"
	"testing"
)

// helpCommands returns the command names that the list of "sudokit help"
// shows, in its order.
func helpCommands(t *testing.T, list string) []string {
	t.Helper()
	_, after, ok := strings.Cut(list, "\nCommands:\n")
	if !ok {
		t.Fatalf("sudokit help has no Commands: section:\n%s", list)
	}
	var names []string
	for _, l := range strings.Split(after, "\n") {
		if strings.TrimSpace(l) == "" {
			break
		}
		names = append(names, strings.Fields(l)[0])
	}
	return names
}

// TestHelpListsTheCommands checks that the command list of "sudokit help",
// and of "sudokit" alone, is the list of registered commands, in order, and
// that its topics are those help answers.
func TestHelpListsTheCommands(t *testing.T) {
	out, _, code := run(t, Env{}, "", "help")
	if code != 0 {
		t.Fatalf("sudokit help: exit %d", code)
	}
	if got, want := helpCommands(t, out), commandNames(); !slices.Equal(got, want) {
		t.Errorf("sudokit help lists %v; the registered commands are %v", got, want)
	}
	_, errOut, code := run(t, Env{}, "")
	if code != 2 || errOut != out {
		t.Errorf("sudokit alone: exit %d, stderr differs from sudokit help:\n%s", code, errOut)
	}
	var listed []string
	for _, l := range strings.Split(out, "\n") {
		if s, ok := strings.CutPrefix(l, "Topics: "); ok {
			listed = strings.Split(s, ", ")
		}
	}
	var answered []string
	for name := range topics() {
		answered = append(answered, name)
	}
	sort.Strings(answered)
	sorted := slices.Sorted(slices.Values(listed))
	if !slices.Equal(sorted, answered) {
		t.Errorf("sudokit help lists the topics %v; help answers %v", listed, answered)
	}
}

// plannedCommands are commands the project means to add. Until one is
// registered, no help may name it or promise what it does.
var plannedCommands = map[string]string{
	// command: the stem of the verb a headline would use for it
	"explain":  "explain",
	"hint":     "hint",
	"rate":     "rates",
	"generate": "generat",
	"minimal":  "minimal",
	"serve":    "serv",
}

// allHelp returns every text help shows: the command list, the help of
// each command and each topic.
func allHelp(t *testing.T) map[string]string {
	t.Helper()
	texts := map[string]string{}
	out, _, _ := run(t, Env{}, "", "help")
	texts["help"] = out
	for _, name := range commandNames() {
		out, _, _ := run(t, Env{}, "", "help", name)
		texts["help "+name] = out
	}
	for name := range topics() {
		out, _, _ := run(t, Env{}, "", "help", name)
		texts["help "+name] = out
	}
	return texts
}

// TestHelpNamesOnlyWhatExists checks that help mentions only commands that
// exist: every command line "sudokit WORD" names a registered command, the headline
// promises nothing a planned command would do, and the json topic has a
// line for every command that writes JSON records and for no other.
func TestHelpNamesOnlyWhatExists(t *testing.T) {
	names := commandNames()
	texts := allHelp(t)
	// A command line in help: "$ sudokit X", "Usage: sudokit X", "'sudokit
	// X …'", "(sudokit X …)", or one on a line of its own.
	mention := regexp.MustCompile(`(?:[$:'(]|\n) *sudokit ([a-z][a-z-]*)`)
	for what, text := range texts {
		for _, m := range mention.FindAllStringSubmatch(text, -1) {
			if !slices.Contains(names, m[1]) {
				t.Errorf("%s names %q, which is not a command: %q", what, m[1], m[0])
			}
		}
	}
	headline, _, _ := strings.Cut(texts["help"], "\n")
	for cmd, stem := range plannedCommands {
		if !slices.Contains(names, cmd) && strings.Contains(headline, stem) {
			t.Errorf("the headline of sudokit help promises %s, which does not exist yet: %q", cmd, headline)
		}
	}

	// The json topic: a line "  NAME  fields" per command with a --json flag.
	json := texts["help json"]
	lined := map[string]bool{}
	for _, l := range strings.Split(json, "\n") {
		if strings.HasPrefix(l, "  ") && !strings.HasPrefix(l, "   ") {
			lined[strings.Fields(l)[0]] = true
		}
	}
	for _, name := range names {
		fs := newFlagSet(name)
		if c := lookup(name); c.flags != nil {
			c.flags(fs, &options{})
		}
		_, hasJSON := fs.named["json"]
		if hasJSON != lined[name] {
			t.Errorf("help json: %s has a --json flag: %v, has a line: %v", name, hasJSON, lined[name])
		}
		delete(lined, name)
	}
	for name := range lined {
		t.Errorf("help json has a line for %q, which is not a command", name)
	}
}
