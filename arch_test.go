package sudokit_test

import (
	"bytes"
	"encoding/json"
	"io"
	"os"
	"os/exec"
	"regexp"
	"slices"
	"strings"
	"testing"
)

const module = "github.com/sudokit-go/sudokit"

// allowedImports is the table "Who may import whom" of docs/architecture.md
// (TestArchitectureDoc keeps the two the same): for each package of the module (relative to the module root; "" is the
// root), the packages of the module it may import. "*" allows every
// package; "engine/*" every engine. A package of the table that does not
// exist yet is simply not checked.
var allowedImports = map[string][]string{
	"":                    {},
	"engine/fast":         {""},
	"engine/classic":      {""},
	"engine/dlx":          {""},
	"engine":              {"", "engine/*"},
	"pseudoku":            {""},
	"logic":               {""},
	"render":              {""},
	"generate":            {"", "logic"},
	"internal/batch":      {},
	"server":              {"", "engine", "logic", "generate", "render", "server/web"},
	"server/web":          {"", "engine", "logic", "generate", "render"},
	"internal/cli":        {"*"},
	"cmd/sudokit":         {"internal/cli"},
	"internal/shareddata": {},
	"internal/enginetest": {"", "internal/shareddata"},
	"bench/sat":           {"", "engine"},
}

// thirdParty lists the packages that may import a module from outside
// the standard library: internal/batch its progress bar, render its PDF
// writer and font tools, and internal/cli, which may import everything
// above it.
var thirdParty = []string{"internal/batch", "internal/cli", "render"}

// testOnly are the packages only tests (and each other) may import.
var testOnly = []string{"internal/shareddata", "internal/enginetest"}

// testOnlyModules are the modules outside the standard library that only
// tests may import: pseudo-terminals for the tests of cmd/sudokit.
var testOnlyModules = []string{"github.com/creack/pty"}

type listedPackage struct {
	ImportPath   string
	Dir          string
	GoFiles      []string
	Imports      []string
	TestImports  []string
	XTestImports []string
	Error        *struct{ Err string }
}

// listPackages runs go list over the module.
func listPackages(t *testing.T) []listedPackage {
	t.Helper()
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skip("the go command is not on PATH")
	}
	cmd := exec.Command(goTool, "list", "-e", "-json", "./...")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go list: %v\n%s", err, stderr.Bytes())
	}
	var pkgs []listedPackage
	dec := json.NewDecoder(bytes.NewReader(out))
	for {
		var p listedPackage
		if err := dec.Decode(&p); err == io.EOF {
			break
		} else if err != nil {
			t.Fatalf("go list output: %v", err)
		}
		pkgs = append(pkgs, p)
	}
	if len(pkgs) == 0 {
		t.Fatal("go list found no package")
	}
	return pkgs
}

// rel is a package's path inside the module, "" for the root, and whether
// it is in the module at all.
func rel(path string) (string, bool) {
	if path == module {
		return "", true
	}
	if r, ok := strings.CutPrefix(path, module+"/"); ok {
		return r, true
	}
	return "", false
}

func allows(allowed []string, imp string) bool {
	for _, a := range allowed {
		switch {
		case a == "*", a == imp:
			return true
		case strings.HasSuffix(a, "/*") && strings.HasPrefix(imp, strings.TrimSuffix(a, "*")):
			return true
		}
	}
	return false
}

// isStandard reports whether an import path is of the standard library:
// its first element has no dot.
func isStandard(path string) bool {
	first, _, _ := strings.Cut(path, "/")
	return !strings.Contains(first, ".")
}

func name(r string) string {
	if r == "" {
		return "the root package"
	}
	return r
}

// TestArchitecture checks every package's imports against the table of
// docs/architecture.md.
func TestArchitecture(t *testing.T) {
	pkgs := listPackages(t)
	seenRoot, checked := false, 0
	for _, p := range pkgs {
		r, ok := rel(p.ImportPath)
		if !ok {
			t.Errorf("go list named %s, outside the module", p.ImportPath)
			continue
		}
		if p.Error != nil {
			t.Errorf("%s: %s", name(r), p.Error.Err)
		}
		if len(p.GoFiles) == 0 {
			continue // tests only, or not built here: no imports to check
		}
		seenRoot = seenRoot || r == ""
		checked++
		allowed, known := allowedImports[r]
		if !known {
			t.Errorf("%s is not in the table of docs/architecture.md (add it there and to allowedImports)", name(r))
			continue
		}
		for _, imp := range p.Imports {
			ir, ours := rel(imp)
			switch {
			case !ours && slices.Contains(testOnlyModules, imp):
				t.Errorf("%s imports %s, which only tests may import", name(r), imp)
			case ours && slices.Contains(testOnly, ir) && !slices.Contains(testOnly, r):
				t.Errorf("%s imports %s, which only tests may import", name(r), name(ir))
			case ours && !allows(allowed, ir):
				t.Errorf("%s imports %s; docs/architecture.md allows it %v", name(r), name(ir), allowed)
			case !ours && !isStandard(imp) && !slices.Contains(thirdParty, r):
				t.Errorf("%s imports %s, a module outside the standard library that docs/architecture.md does not name", name(r), imp)
			}
		}
		// Tests may import more (the shared data, other engines to
		// cross-check), but never a package that imports theirs back
		// through the command line.
		for _, imp := range slices.Concat(p.TestImports, p.XTestImports) {
			if ir, ours := rel(imp); ours && (ir == "internal/cli" || ir == "cmd/sudokit") && r != "internal/cli" && r != "cmd/sudokit" {
				t.Errorf("the tests of %s import %s", name(r), name(ir))
			}
		}
	}
	if !seenRoot {
		t.Errorf("go list did not list the root package")
	}
	t.Logf("checked the imports of %d packages", checked)
}

// TestArchitectureTable checks the checker on imports the table forbids.
func TestArchitectureTable(t *testing.T) {
	tests := []struct {
		pkg, imp string
		want     bool
	}{
		{"", "engine", false},
		{"engine/fast", "", true},
		{"engine/fast", "engine/dlx", false},
		{"engine", "engine/dlx", true},
		{"engine", "logic", false},
		{"generate", "logic", true},
		{"generate", "engine", false},
		{"logic", "generate", false},
		{"server", "engine", true},
		{"server", "engine/fast", false},
		{"internal/cli", "server", true},
		{"cmd/sudokit", "internal/cli", true},
		{"cmd/sudokit", "", false},
		{"internal/batch", "", false},
		{"internal/shareddata", "", false},
	}
	for _, tt := range tests {
		if got := allows(allowedImports[tt.pkg], tt.imp); got != tt.want {
			t.Errorf("%s importing %s: allowed %v, want %v", name(tt.pkg), name(tt.imp), got, tt.want)
		}
	}
	if !isStandard("net/http") || isStandard("golang.org/x/term") {
		t.Errorf("isStandard is wrong")
	}
}

// TestArchitectureDoc checks that the table "Who may import whom" of
// docs/architecture.md says what allowedImports, thirdParty and testOnly
// say, so that the page a reader follows is the one the test enforces.
func TestArchitectureDoc(t *testing.T) {
	data, err := os.ReadFile("docs/architecture.md")
	if err != nil {
		t.Fatal(err)
	}
	_, table, ok := strings.Cut(string(data), "## Who may import whom\n")
	if !ok {
		t.Fatal("docs/architecture.md has no section \"Who may import whom\"")
	}
	table, _, _ = strings.Cut(table, "\n## ")
	quoted := regexp.MustCompile("`([^`]*)`")
	names := func(cell string) []string {
		var out []string
		for _, m := range quoted.FindAllStringSubmatch(cell, -1) {
			out = append(out, strings.TrimPrefix(strings.TrimPrefix(m[1], "sudokit"), "/"))
		}
		return out
	}
	docAllowed := map[string][]string{}
	var docThird, docTestOnly []string
	for _, line := range strings.Split(table, "\n") {
		cells := strings.Split(strings.Trim(line, "| "), " | ")
		if len(cells) != 3 || !strings.HasPrefix(cells[0], "`") {
			continue
		}
		var allowed []string
		switch cells[1] {
		case "nothing":
			allowed = []string{}
		case "everything":
			allowed = []string{"*"}
		default:
			allowed = names(cells[1])
		}
		for _, pkg := range names(cells[0]) {
			docAllowed[pkg] = allowed
			if cells[2] == "yes" {
				docThird = append(docThird, pkg)
			}
			if strings.Contains(cells[0], "(tests only)") {
				docTestOnly = append(docTestOnly, pkg)
			}
		}
	}
	if len(docAllowed) == 0 {
		t.Fatal("found no row in the table of docs/architecture.md")
	}
	for pkg, want := range allowedImports {
		got, ok := docAllowed[pkg]
		switch {
		case !ok:
			t.Errorf("docs/architecture.md has no row for %s", name(pkg))
		case !slices.Equal(slices.Sorted(slices.Values(got)), slices.Sorted(slices.Values(want))):
			t.Errorf("docs/architecture.md lets %s import %q; allowedImports %q", name(pkg), got, want)
		}
	}
	for pkg := range docAllowed {
		if _, ok := allowedImports[pkg]; !ok {
			t.Errorf("docs/architecture.md has a row for %s, which allowedImports lacks", name(pkg))
		}
	}
	if !slices.Equal(slices.Sorted(slices.Values(docThird)), slices.Sorted(slices.Values(thirdParty))) {
		t.Errorf("docs/architecture.md lets %q import modules outside the standard library; thirdParty %q", docThird, thirdParty)
	}
	if !slices.Equal(slices.Sorted(slices.Values(docTestOnly)), slices.Sorted(slices.Values(testOnly))) {
		t.Errorf("docs/architecture.md marks %q for tests only; testOnly %q", docTestOnly, testOnly)
	}
}
