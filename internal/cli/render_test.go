package cli

import (
	"bytes"
	"image/png"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// renderPuzzle9 is a 9x9 whose first step (Pointing) eliminates.
const renderPuzzle9 = "....4...1.3.6.....8........1.9..5.........87....2......7....26.5...94.........3.."

func TestRenderErrors(t *testing.T) {
	big := strings.Repeat(".", 64*64) + "\n"
	tests := []struct {
		name, stdin string
		args        []string
		want        string
	}{
		{"per page 5", ".41...2.3....1.2\n", []string{"render", "--per-page", "5"},
			"sudokit: render: --per-page 5: want 1, 2, 4 or 6\nRun 'sudokit render --help' for usage.\n"},
		{"page a3", ".41...2.3....1.2\n", []string{"render", "--page", "a3"},
			"sudokit: render: --page \"a3\": unknown page size; want a4 or letter\nRun 'sudokit render --help' for usage.\n"},
		{"to gif", ".41...2.3....1.2\n", []string{"render", "--to", "gif"},
			"sudokit: render: --to \"gif\": want svg, pdf or png\nRun 'sudokit render --help' for usage.\n"},
		{"size-mm 5", ".41...2.3....1.2\n", []string{"render", "--size-mm", "5"},
			"sudokit: render: --size-mm 5: want 10 to 1000 millimetres\nRun 'sudokit render --help' for usage.\n"},
		{"unreadable", ".41...2.3....1.2\n.41...2.3....1.x\n", []string{"render"},
			"sudokit: stdin: line 2, column 16: \"x\" is not a value (r4c4); a 4x4 puzzle uses 1-4, and 0, . or _ for a blank\n"},
		{"64x64", big, []string{"render", "--per-page", "1"},
			"sudokit: stdin: line 1: a 64x64 puzzle is too large to draw; render draws 4x4 to 25x25\n"},
		{"step without highlight", ".41...2.3....1.2\n", []string{"render", "--step", "2"},
			"sudokit: render: --step needs --highlight\nRun 'sudokit render --help' for usage.\n"},
		{"cells without puzzle", "r1c1\n", []string{"render", "--highlight", "-"},
			"sudokit: render: --highlight holds cells only: give the puzzle as FILE\nRun 'sudokit render --help' for usage.\n"},
		{"both on stdin", "r1c1\n", []string{"render", "--highlight", "-", "-"},
			"sudokit: render: --highlight - and a puzzle on stdin cannot both read standard input\nRun 'sudokit render --help' for usage.\n"},
		{"record without a step", `{"source":"stdin","line":1,"size":4,"box":"2x2","form":"line","puzzle":"..1...2.3....1.2","level":1,"solutions":2}` + "\n",
			[]string{"render", "--highlight", "-"},
			"sudokit: stdin: line 1: no step to draw: the puzzle has several solutions\n"},
		{"step past the end", `{"source":"stdin","line":1,"size":4,"box":"2x2","form":"line","puzzle":".41...2.3....1.2","level":4,"technique":"Hidden Single","region":"box 1","cells":[{"cell":"r1c1","role":"target"}],"placements":[{"cell":"r1c1","value":2}],"eliminations":[],"digits":[2],"text":"x"}` + "\n",
			[]string{"render", "--highlight", "-", "--step", "3"},
			"sudokit: stdin: line 1: --step 3: the record has 1 step\n"},
		{"no solution to print", "11..............\n", []string{"render", "--solution"},
			"sudokit: stdin: line 1: no solution to print (--solution)\n"},
		{"too many", strings.Repeat(".41...2.3....1.2\n", maxRenderPuzzles+1), []string{"render", "-o", "never.pdf"},
			"sudokit: stdin: line 10001: more than 10000 puzzles; render draws at most 10000 at a time\n"},
		{"missing highlight", ".41...2.3....1.2\n", []string{"render", "--highlight", "nosuch.json"},
			"sudokit: nosuch.json: no such file or directory (needed by --highlight)\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			out, errOut, code := run(t, Env{}, tt.stdin, tt.args...)
			if code != exitError || errOut != tt.want || out != "" {
				t.Errorf("exit %d, stdout %d bytes, stderr\n%s\nwant exit 2, nothing on stdout, stderr\n%s", code, len(out), errOut, tt.want)
			}
		})
	}
}

func TestRenderBinaryRefusesTerminal(t *testing.T) {
	for _, args := range [][]string{{"render", "--to", "pdf"}, {"render", "--to", "png"}} {
		_, errOut, code := run(t, Env{StdoutTTY: true}, ".41...2.3....1.2\n", args...)
		want := "sudokit: render: " + strings.ToUpper(args[2]) + " is binary and stdout is a terminal: give -o FILE, or redirect stdout\n"
		if code != exitError || !strings.HasPrefix(errOut, want) {
			t.Errorf("%v: exit %d, stderr %q", args, code, errOut)
		}
	}
	// SVG is text: a terminal may show it.
	if out, _, code := run(t, Env{StdoutTTY: true}, ".41...2.3....1.2\n", "render"); code != exitOK || !strings.HasPrefix(out, "<?xml") {
		t.Errorf("SVG to a terminal: exit %d", code)
	}
}

// TestRenderOutputWhole checks -o: a failed run leaves an existing file as
// it was and no temporary file behind; a good one replaces it whole; the
// extension chooses the format.
func TestRenderOutputWhole(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "out.pdf")
	if err := os.WriteFile(out, []byte("old"), 0o644); err != nil {
		t.Fatal(err)
	}
	_, _, code := run(t, Env{}, ".41...2.3....1.2\n.41...2.3....1.x\n", "render", "-o", out)
	if code != exitError {
		t.Errorf("exit %d, want 2", code)
	}
	if data, _ := os.ReadFile(out); string(data) != "old" {
		t.Errorf("a failed run changed %s", out)
	}
	_, errOut, code := run(t, Env{}, ".41...2.3....1.2\n", "render", "-o", out)
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	if data, _ := os.ReadFile(out); !bytes.HasPrefix(data, []byte("%PDF-")) {
		t.Errorf("%s is not a PDF", out)
	}
	pngFile := filepath.Join(dir, "out.png")
	if _, errOut, code := run(t, Env{}, ".41...2.3....1.2\n", "render", "-o", pngFile, "--dpi", "72"); code != exitOK {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	f, err := os.Open(pngFile)
	if err != nil {
		t.Fatal(err)
	}
	img, err := png.Decode(f)
	f.Close()
	if err != nil {
		t.Fatalf("-o out.png: %v", err)
	}
	if b := img.Bounds(); b.Dx() != 193 || b.Dy() != 193 {
		t.Errorf("a 68 mm card at 72 dpi is %v, want 193x193", b)
	}
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(entries) != 2 {
		var names []string
		for _, e := range entries {
			names = append(names, e.Name())
		}
		t.Errorf("the directory holds %q, want out.pdf and out.png alone", names)
	}
}

func TestRenderWorksheetPages(t *testing.T) {
	data, err := os.ReadFile("../../render/testdata/worksheet13.txt")
	if err != nil {
		t.Fatal(err)
	}
	out, errOut, code := run(t, Env{}, string(data), "render", "--per-page", "6", "--solution", "--to", "pdf", "--title", "Week 3")
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	pages := len(regexp.MustCompile(`/Type /Page[\s/>]`).FindAllString(out, -1))
	if pages != 4 {
		t.Errorf("13 puzzles at 6 a page with solutions: %d pages, want 4", pages)
	}
}

// TestRenderHighlightPipe runs hint --level 4 --json | render --highlight -
// and explain --json | render --highlight - --step K.
func TestRenderHighlightPipe(t *testing.T) {
	hint, errOut, code := run(t, Env{}, renderPuzzle9+"\n", "hint", "--level", "4", "--json")
	if code != exitOK {
		t.Fatalf("hint: exit %d: %s", code, errOut)
	}
	svg, errOut, code := run(t, Env{}, hint, "render", "--highlight", "-")
	if code != exitOK {
		t.Fatalf("render: exit %d: %s", code, errOut)
	}
	for _, colour := range []string{`fill="#ffee99"`, `fill="#c9dfff"`, `fill="#f8c8c8"`, `fill="#c61a1a"`} {
		if !strings.Contains(svg, colour) {
			t.Errorf("the step's picture has no %s (target, base, elimination)", colour)
		}
	}
	// The same record with the puzzle given as a file.
	dir := t.TempDir()
	file := filepath.Join(dir, "p.txt")
	if err := os.WriteFile(file, []byte(renderPuzzle9+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if again, errOut, code := run(t, Env{}, hint, "render", "--highlight", "-", file); code != exitOK || again != svg {
		t.Errorf("with the puzzle as FILE: exit %d (%s), same picture %v", code, errOut, again == svg)
	}

	explain, errOut, code := run(t, Env{}, ".41...2.3....1.2\n", "explain", "--json")
	if code != exitOK {
		t.Fatalf("explain: exit %d: %s", code, errOut)
	}
	step1, _, code1 := run(t, Env{}, explain, "render", "--highlight", "-")
	step3, errOut, code3 := run(t, Env{}, explain, "render", "--highlight", "-", "--step", "3")
	if code1 != exitOK || code3 != exitOK {
		t.Fatalf("explain | render: exit %d, %d: %s", code1, code3, errOut)
	}
	// Step 3 shows the two values placed before it as entries, in blue.
	if strings.Contains(step1, `fill="#1f4eb4"`) || strings.Count(step3, `<g fill="#1f4eb4">`) != 2 {
		t.Errorf("step 1 has %d entries, step 3 %d; want 0 and 2",
			strings.Count(step1, `<g fill="#1f4eb4">`), strings.Count(step3, `<g fill="#1f4eb4">`))
	}
}

func TestRenderCandidates(t *testing.T) {
	plain, _, _ := run(t, Env{}, renderPuzzle9+"\n", "render")
	marks, _, code := run(t, Env{}, renderPuzzle9+"\n", "render", "--candidates")
	if code != exitOK || strings.Count(marks, `<g fill="#606060">`) <= strings.Count(plain, `<g fill="#606060">`) {
		t.Errorf("--candidates draws no pencil marks (exit %d)", code)
	}
}
