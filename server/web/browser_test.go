package web_test

import (
	"context"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// The browser tests drive the real page in headless Chromium through
// chromedp, against the real server on loopback. They skip when no
// Chromium is installed (CI installs Debian's chromium package).

var shots = flag.String("shots", "", "folder for the browser tests' screenshots (default: sudokit-shots under the system's temporary folder)")

// chromium returns the browser to drive: $SUDOKIT_CHROME, or the first of
// chromium, chromium-browser, google-chrome on PATH; "" when none is.
func chromium() string {
	if p := os.Getenv("SUDOKIT_CHROME"); p != "" {
		return p
	}
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	return ""
}

// One headless Chromium serves every test of the package, each test in a
// tab of its own (and against a server of its own, so an origin of its own:
// localStorage starts empty). It starts on first use, with a fresh profile.
var chrome struct {
	once   sync.Once
	ctx    context.Context // the browser's, for new tabs
	cancel context.CancelFunc
	dir    string
	err    error
}

func TestMain(m *testing.M) {
	flag.Parse()
	code := m.Run()
	if chrome.cancel != nil {
		chrome.cancel()
	}
	if chrome.dir != "" {
		os.RemoveAll(chrome.dir)
	}
	os.Exit(code)
}

// browser returns a context for a new tab of the shared browser; the tab
// closes when the test ends. It skips the test when no Chromium is
// installed.
func browser(t *testing.T) context.Context {
	t.Helper()
	path := chromium()
	if path == "" {
		t.Skip("no Chromium on this machine (apt-get install chromium); browser tests skipped")
	}
	chrome.once.Do(func() {
		chrome.dir, chrome.err = os.MkdirTemp("", "sudokit-chromium-")
		if chrome.err != nil {
			return
		}
		opts := []chromedp.ExecAllocatorOption{
			chromedp.ExecPath(path),
			chromedp.Flag("headless", true),
			chromedp.Flag("no-sandbox", true), // required as root, as in CI
			chromedp.Flag("disable-gpu", true),
			chromedp.Flag("disable-quic", true),
			chromedp.Flag("no-first-run", true),
			chromedp.Flag("disable-background-networking", true),
			chromedp.Flag("disable-component-update", true),
			chromedp.Flag("disable-sync", true),
			chromedp.Flag("disable-dev-shm-usage", true), // containers have a small /dev/shm
			chromedp.Flag("hide-scrollbars", true),
			chromedp.UserDataDir(chrome.dir),
			chromedp.WindowSize(1280, 900),
		}
		actx, cancelA := chromedp.NewExecAllocator(context.Background(), opts...)
		bctx, cancelB := chromedp.NewContext(actx)
		chrome.ctx = bctx
		chrome.cancel = func() {
			cancelB()
			cancelA()
		}
		chrome.err = chromedp.Do(bctx) // starts the browser
	})
	if chrome.err != nil {
		t.Fatalf("starting %s: %v", path, chrome.err)
	}
	ctx, cancelTab := chromedp.NewContext(chrome.ctx)
	ctx, cancelT := context.WithTimeout(ctx, 4*time.Minute) // against a hang only
	t.Cleanup(func() {
		cancelT()
		cancelTab()
	})
	return ctx
}

// shotDir is the folder for screenshots, made on first use.
func shotDir(t *testing.T) string {
	t.Helper()
	dir := *shots
	if dir == "" {
		dir = filepath.Join(os.TempDir(), "sudokit-shots")
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	return dir
}

func run(t *testing.T, ctx context.Context, what string, actions ...chromedp.Action[chromedp.Void]) {
	t.Helper()
	if err := chromedp.Do(ctx, actions...); err != nil {
		t.Fatalf("%s: %v", what, err)
	}
}

// waitJS waits until the JavaScript expression is true.
func waitJS(expr string) chromedp.Action[chromedp.Void] {
	poll := chromedp.Poll[bool](expr, chromedp.WithPollingTimeout(60*time.Second))
	return chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		_, err := poll(ctx, t)
		return err
	})
}

func cell(name string) chromedp.CSS { return chromedp.CSS(`#board [data-cell="` + name + `"]`) }

// evalString evaluates a JavaScript expression that yields a string.
func evalString(t *testing.T, ctx context.Context, expr string) string {
	t.Helper()
	s, err := chromedp.Run(ctx, chromedp.Evaluate[string](expr))
	if err != nil {
		t.Fatalf("evaluating %s: %v", expr, err)
	}
	return s
}

func label(t *testing.T, ctx context.Context, name string) string {
	t.Helper()
	return evalString(t, ctx, `document.querySelector('`+string(cell(name))+`').getAttribute('aria-label')`)
}

func classes(t *testing.T, ctx context.Context, name string) string {
	t.Helper()
	return evalString(t, ctx, `document.querySelector('`+string(cell(name))+`').className`)
}

func message(t *testing.T, ctx context.Context) string {
	t.Helper()
	return evalString(t, ctx, `document.getElementById('message').textContent`)
}

// typeAt selects a cell with the mouse and types keys into it.
func typeAt(name, keys string) chromedp.Action[chromedp.Void] {
	return chromedp.Steps(
		chromedp.Click(cell(name)),
		chromedp.SendKeys(cell(name), keys),
	)
}

// waitMessage waits until the status line contains text.
func waitMessage(text string) chromedp.Action[chromedp.Void] {
	return waitJS(`document.getElementById('message').textContent.includes(` + jsString(text) + `)`)
}

func jsString(s string) string {
	r := strings.NewReplacer(`\`, `\\`, `'`, `\'`, "\n", `\n`)
	return "'" + r.Replace(s) + "'"
}

// screenshot saves the whole page at the viewport's width.
func screenshot(t *testing.T, ctx context.Context, name string, width, height int64) {
	t.Helper()
	saveShot(t, ctx, name, width, height, chromedp.FullScreenshot(100))
}

// viewShot saves what the viewport shows.
func viewShot(t *testing.T, ctx context.Context, name string, width, height int64) {
	t.Helper()
	saveShot(t, ctx, name, width, height, chromedp.CaptureScreenshot())
}

func saveShot(t *testing.T, ctx context.Context, name string, width, height int64, shot chromedp.Action[[]byte]) {
	t.Helper()
	run(t, ctx, "resizing for "+name,
		chromedp.EmulateViewport(width, height),
		chromedp.Sleep(150*time.Millisecond), // let the layout settle after the resize
	)
	buf, err := chromedp.Run(ctx, shot)
	if err != nil {
		t.Fatalf("screenshot %s: %v", name, err)
	}
	path := filepath.Join(shotDir(t), name)
	if err := os.WriteFile(path, buf, 0o644); err != nil {
		t.Fatal(err)
	}
	t.Logf("screenshot: %s", path)
}

const (
	// examples/easy.txt, and its one solution.
	easy9    = "040000179002008054006005008080070910050090030019060040300400700570100200928000060"
	easy9Sol = "845632179732918654196745328683574912457291836219863547361429785574186293928357461"
	// the contract's 4x4 and its solution.
	four    = ".41...2.3....1.2"
	fourSol = "2413132432414132"
	// a generated 6x6 (2x3 boxes) with one solution.
	six = "...5.......1.143...3..4.5.2...14..5."
)

// TestPagePlays walks a player's session on a 9x9: type, conflict, undo,
// wrong entry, hints at levels 1 and 4, pencil marks, check, explain,
// reload, screenshots.
func TestPagePlays(t *testing.T) {
	ctx := browser(t)
	srv := newTestServer(t)
	run(t, ctx, "loading a puzzle",
		chromedp.EmulateViewport(1280, 900),
		chromedp.Navigate(srv.URL+"/?p="+easy9),
		waitJS(`document.querySelectorAll('#board .cell').length === 81`),
	)
	if got := label(t, ctx, "r1c2"); got != "r1c2, 4, given" {
		t.Errorf("r1c2's label = %q, want %q", got, "r1c2, 4, given")
	}
	if got := label(t, ctx, "r1c1"); got != "r1c1, empty" {
		t.Errorf("r1c1's label = %q, want %q", got, "r1c1, empty")
	}

	// A 4 in r1c1 clashes with the given 4 at r1c2.
	run(t, ctx, "typing a clashing digit", typeAt("r1c1", "4"))
	if c := classes(t, ctx, "r1c1"); !strings.Contains(c, "conflict") {
		t.Errorf("r1c1 after typing 4: classes %q, want a conflict", c)
	}
	if c := classes(t, ctx, "r1c2"); !strings.Contains(c, "conflict") {
		t.Errorf("r1c2 (the given 4): classes %q, want a conflict", c)
	}
	if got := label(t, ctx, "r1c1"); got != "r1c1, 4, conflict" {
		t.Errorf("r1c1's label = %q", got)
	}
	run(t, ctx, "undo", chromedp.Click(chromedp.CSS("#undo")))
	if got := label(t, ctx, "r1c1"); got != "r1c1, empty" {
		t.Errorf("after undo r1c1's label = %q, want empty", got)
	}
	if c := classes(t, ctx, "r1c2"); strings.Contains(c, "conflict") {
		t.Errorf("after undo r1c2 still in conflict: %q", c)
	}
	run(t, ctx, "redo with Ctrl+Y, undo with Ctrl+Z",
		chromedp.KeyEvent("y", chromedp.KeyModifiers(chromedp.ModifierCtrl)),
	)
	if got := label(t, ctx, "r1c1"); got != "r1c1, 4, conflict" {
		t.Errorf("after redo r1c1's label = %q", got)
	}
	run(t, ctx, "undo by key", chromedp.KeyEvent("z", chromedp.KeyModifiers(chromedp.ModifierCtrl)))
	if got := label(t, ctx, "r1c1"); got != "r1c1, empty" {
		t.Errorf("after Ctrl+Z r1c1's label = %q, want empty", got)
	}

	// Hints on the givens alone: level 1, then the same step to level 4.
	run(t, ctx, "hint level 1", chromedp.Click(chromedp.CSS("#hint")), waitMessage("Hint, level 1: "))
	if m := message(t, ctx); !strings.Contains(m, "Hidden Single in box 1") {
		t.Errorf("level 1 hint: %q", m)
	}
	run(t, ctx, "hint levels 2-4",
		chromedp.Click(chromedp.CSS("#hint")), waitMessage("Hint, level 2: "),
		chromedp.Click(chromedp.CSS("#hint")), waitMessage("Hint, level 3: "),
		chromedp.Click(chromedp.CSS("#hint")), waitMessage("Hint, level 4: "),
	)
	if m := message(t, ctx); !strings.Contains(m, "Hidden Single: 8 can only go in r1c1 in box 1") {
		t.Errorf("level 4 hint: %q", m)
	}
	if c := classes(t, ctx, "r1c1"); !strings.Contains(c, "role-target") || !strings.Contains(c, "placed") {
		t.Errorf("level 4 hint: r1c1's classes %q, want the target drawn with its value", c)
	}

	// A wrong entry that clashes with nothing (r1c4 is 6): the first hint
	// names it, and check marks it.
	run(t, ctx, "a wrong entry", typeAt("r1c4", "3"))
	if c := classes(t, ctx, "r1c4"); strings.Contains(c, "conflict") {
		t.Fatalf("r1c4=3 should clash with nothing: %q", c)
	}
	run(t, ctx, "hint on a wrong entry", chromedp.Click(chromedp.CSS("#hint")), waitMessage("Hint, level 1: "))
	if m := message(t, ctx); !strings.Contains(m, "r1c4") {
		t.Errorf("the first hint for a wrong entry should name r1c4: %q", m)
	}
	run(t, ctx, "check", chromedp.Click(chromedp.CSS("#check")), waitMessage("wrong"))
	if c := classes(t, ctx, "r1c4"); !strings.Contains(c, "wrong") {
		t.Errorf("after check r1c4's classes %q, want wrong", c)
	}
	if got := label(t, ctx, "r1c4"); got != "r1c4, 3, wrong" {
		t.Errorf("after check r1c4's label = %q", got)
	}
	run(t, ctx, "a conflict beside the wrong entry", typeAt("r1c1", "4"))
	checkContrast(t, ctx)
	run(t, ctx, "undo the conflict", chromedp.Click(chromedp.CSS("#undo")))
	run(t, ctx, "fix the entry", typeAt("r1c4", "6"))

	// Pencil marks: manual, then automatic.
	run(t, ctx, "pencil marks",
		chromedp.Click(chromedp.CSS("#pencil")),
		typeAt("r2c1", "1"),
		chromedp.SendKeys(cell("r2c1"), "3"),
		chromedp.SendKeys(cell("r2c1"), "7"),
	)
	if got := label(t, ctx, "r2c1"); got != "r2c1, empty, candidates 1 3 7" {
		t.Errorf("r2c1 with marks: label %q", got)
	}
	run(t, ctx, "toggle a mark off", chromedp.SendKeys(cell("r2c1"), "3"))
	if got := label(t, ctx, "r2c1"); got != "r2c1, empty, candidates 1 7" {
		t.Errorf("r2c1 after toggling 3 off: label %q", got)
	}
	run(t, ctx, "Shift with a digit toggles a mark with the pencil off",
		chromedp.Click(chromedp.CSS("#pencil")),
		chromedp.Click(cell("r2c1")),
		chromedp.KeyEvent("9", chromedp.KeyModifiers(chromedp.ModifierShift)),
	)
	if got := label(t, ctx, "r2c1"); got != "r2c1, empty, candidates 1 7 9" {
		t.Errorf("r2c1 after Shift+9: label %q", got)
	}
	run(t, ctx, "auto marks",
		chromedp.Click(chromedp.CSS("#auto")),
	)
	if got := label(t, ctx, "r1c3"); got != "r1c3, empty, candidates 3 5" {
		t.Errorf("r1c3 after auto marks: label %q", got)
	}
	// A placed value leaves its peers' marks: r1c5 (2 3) loses 3.
	run(t, ctx, "place 3 at r1c3", typeAt("r1c3", "3"))
	if got := label(t, ctx, "r1c5"); got != "r1c5, empty, candidates 2" {
		t.Errorf("r1c5 after 3 was placed in its row: %q", got)
	}
	run(t, ctx, "place 5 at r1c3", typeAt("r1c3", "5"))

	// The explanation, step by step, drawn on the board.
	run(t, ctx, "explain",
		chromedp.Click(chromedp.CSS("#explain")),
		waitJS(`!document.getElementById('explainer').hidden`),
	)
	step := evalString(t, ctx, `document.getElementById('steptext').textContent`)
	if !strings.HasPrefix(step, "Step 1 of ") {
		t.Errorf("explanation's first line: %q", step)
	}
	run(t, ctx, "next step", chromedp.Click(chromedp.CSS("#next")),
		waitJS(`document.getElementById('steptext').textContent.startsWith('Step 2 of ')`))
	if n := evalString(t, ctx, `String(document.querySelectorAll('#board .cell[class*="role-"]').length)`); n == "0" {
		t.Error("the explained step draws no cell on the board")
	}
	checkContrast(t, ctx)
	screenshot(t, ctx, "explain-desktop.png", 1280, 900)
	run(t, ctx, "play the explanation up to step 2", chromedp.Click(chromedp.CSS("#apply")),
		waitJS(`document.getElementById('explainer').hidden`))
	if got := label(t, ctx, "r2c7"); got != "r2c7, 6" {
		t.Errorf("after playing two steps r2c7's label = %q, want the 6 of step 2", got)
	}

	// Reload: the entries and marks are kept.
	run(t, ctx, "reload",
		chromedp.Navigate(srv.URL+"/"),
		waitJS(`document.querySelectorAll('#board .cell').length === 81`),
		waitMessage("Welcome back"),
	)
	if got := label(t, ctx, "r1c4"); got != "r1c4, 6" {
		t.Errorf("after reload r1c4's label = %q, want the entry 6 kept", got)
	}
	if got := label(t, ctx, "r1c3"); got != "r1c3, 5" {
		t.Errorf("after reload r1c3's label = %q, want the entry 5 kept", got)
	}
	if got := label(t, ctx, "r2c1"); !strings.HasPrefix(got, "r2c1, empty, candidates ") {
		t.Errorf("after reload r2c1's marks are lost: %q", got)
	}
	checkAccessible(t, ctx)
	run(t, ctx, "a hint to draw", chromedp.Click(chromedp.CSS("#hint")), waitMessage("Hint, level 1"),
		chromedp.Click(chromedp.CSS("#hint")), waitMessage("Hint, level 2"))
	screenshot(t, ctx, "play-desktop.png", 1280, 900)
	viewShot(t, ctx, "readme.png", 1120, 580) // the README's docs/img/play.png
	screenshot(t, ctx, "play-360.png", 360, 780)
	if w := evalString(t, ctx, `String(document.documentElement.scrollWidth)`); w != "360" {
		t.Errorf("at 360 px wide the page is %s px wide: it scrolls sideways", w)
	}

	// Solve: the solver fills the grid, and the page says so.
	run(t, ctx, "solve", chromedp.EmulateViewport(1280, 900), chromedp.Click(chromedp.CSS("#solve")),
		waitJS(`!document.getElementById('done').hidden`))
	if d := evalString(t, ctx, `document.getElementById('done').textContent`); !strings.Contains(d, "solver") {
		t.Errorf("after solve: %q", d)
	}
	for i, name := range []string{"r1c1", "r9c9"} {
		want := []string{"r1c1, 8", "r9c9, 1"}[i]
		if got := label(t, ctx, name); got != want {
			t.Errorf("after solve %s's label = %q, want %q", name, got, want)
		}
	}
}

// TestPageFinishes types the whole solution of a 4x4 from the keyboard,
// arrows included, and sees it accepted.
func TestPageFinishes(t *testing.T) {
	ctx := browser(t)
	srv := newTestServer(t)
	run(t, ctx, "loading the 4x4",
		chromedp.Navigate(srv.URL+"/?p="+four),
		waitJS(`document.querySelectorAll('#board .cell').length === 16`),
		chromedp.Click(cell("r1c1")),
	)
	var keys strings.Builder
	for i := range 16 {
		if four[i] == '.' {
			keys.WriteByte(fourSol[i])
		}
		if i%4 < 3 {
			keys.WriteString(kb.ArrowRight)
		} else {
			keys.WriteString(kb.ArrowDown)
			keys.WriteString(kb.Home)
		}
	}
	run(t, ctx, "typing the solution",
		chromedp.SendKeys(cell("r1c1"), keys.String()),
		waitJS(`!document.getElementById('done').hidden`),
	)
	if d := evalString(t, ctx, `document.getElementById('done').textContent`); !strings.HasPrefix(d, "Solved! Well done") {
		t.Errorf("the finished puzzle: %q", d)
	}
	// Backspace clears an entry, and the puzzle is no longer done.
	run(t, ctx, "Backspace", typeAt("r1c1", kb.Backspace),
		waitJS(`document.getElementById('done').hidden`))
	if got := label(t, ctx, "r1c1"); got != "r1c1, empty" {
		t.Errorf("after Backspace r1c1's label = %q", got)
	}
}

// TestPageShareLink opens a 6x6 share link and the share button gives the
// same link back.
func TestPageShareLink(t *testing.T) {
	ctx := browser(t)
	srv := newTestServer(t)
	run(t, ctx, "opening a 6x6 share link",
		chromedp.Navigate(srv.URL+"/?p="+six+"&box=2x3"),
		waitJS(`document.querySelectorAll('#board .cell').length === 36`),
	)
	if got := evalString(t, ctx, `document.getElementById('board').getAttribute('aria-label')`); got != "Sudoku grid, 6 by 6, boxes 2 by 3" {
		t.Errorf("board label %q", got)
	}
	if got := label(t, ctx, "r1c4"); got != "r1c4, 5, given" {
		t.Errorf("r1c4's label = %q", got)
	}
	// Boxes are 3 columns wide: the thick line is after column 3, not 2.
	if c := classes(t, ctx, "r1c3"); !strings.Contains(c, " bx") {
		t.Errorf("r1c3 has no box line on its right: %q", c)
	}
	if c := classes(t, ctx, "r2c1"); !strings.Contains(c, " by") {
		t.Errorf("r2c1 has no box line below: %q", c)
	}
	if n := evalString(t, ctx, `String(document.querySelectorAll('#pad button').length)`); n != "7" {
		t.Errorf("the 6x6 pad has %s buttons, want 6 values and erase", n)
	}
	// A finger on a phone: tap a cell, then a digit of the pad.
	run(t, ctx, "a phone's screen", chromedp.EmulateViewport(360, 780, chromedp.EmulateMobile, chromedp.EmulateTouch))
	tap(t, ctx, string(cell("r1c1")))
	tap(t, ctx, `#pad button[aria-label="Enter 3"]`)
	if got := label(t, ctx, "r1c1"); got != "r1c1, 3" {
		t.Errorf("after tapping r1c1 and 3: r1c1's label = %q", got)
	}
	run(t, ctx, "share", chromedp.Click(chromedp.CSS("#share")),
		waitJS(`!document.getElementById('sharebox').hidden`))
	if got, want := evalString(t, ctx, `document.getElementById('sharelink').value`), srv.URL+"/?p="+six+"&box=2x3"; got != want {
		t.Errorf("share link %q, want %q", got, want)
	}
	screenshot(t, ctx, "six-360.png", 360, 780)
}

// TestPageGenerates makes a new puzzle from the form, and pastes one in a
// multi-line form.
func TestPageGenerates(t *testing.T) {
	ctx := browser(t)
	srv := newTestServer(t)
	run(t, ctx, "a first visit makes a 9x9",
		chromedp.Navigate(srv.URL+"/"),
		waitJS(`document.querySelectorAll('#board .cell').length === 81`),
		waitMessage("New puzzle"),
	)
	run(t, ctx, "a 4x4 from the form",
		chromedp.SetValue(chromedp.CSS("#gensize"), "4"),
		chromedp.Click(chromedp.CSS("#generate")),
		waitJS(`document.querySelectorAll('#board .cell').length === 16`),
	)
	grid := "0 4 1 0\n0 0 2 0\n3 0 0 0\n0 1 0 2\n"
	run(t, ctx, "pasting a grid",
		chromedp.SetValue(chromedp.CSS("#pastetext"), grid),
		chromedp.Click(chromedp.CSS("#load")),
		waitMessage("Puzzle loaded"),
	)
	if got := label(t, ctx, "r1c2"); got != "r1c2, 4, given" {
		t.Errorf("pasted grid: r1c2's label = %q", got)
	}
	run(t, ctx, "pasting nonsense",
		chromedp.SetValue(chromedp.CSS("#pastetext"), ".41...2.3....1.9"),
		chromedp.Click(chromedp.CSS("#load")),
		waitMessage("Could not read the puzzle"),
	)
	if m := message(t, ctx); !strings.Contains(m, "value 9 exceeds 4") {
		t.Errorf("the server's error should reach the player: %q", m)
	}
}

// checkAccessible checks that every cell is focusable and labelled and
// every control has a name.
func checkAccessible(t *testing.T, ctx context.Context) {
	t.Helper()
	bad := evalString(t, ctx, `(() => {
		const out = [];
		for (const c of document.querySelectorAll('#board .cell')) {
			if (!c.hasAttribute('tabindex')) out.push(c.dataset.cell + ' not focusable');
			if (!/^r\d+c\d+, /.test(c.getAttribute('aria-label') || '')) out.push(c.dataset.cell + ' unlabelled');
		}
		for (const b of document.querySelectorAll('button, select, input, textarea')) {
			const named = (b.getAttribute('aria-label') || '').trim() || (b.textContent || '').trim() ||
				(b.id && document.querySelector('label[for="' + b.id + '"]'));
			if (!named) out.push((b.id || b.tagName) + ' has no name');
		}
		return out.join('; ');
	})()`)
	if bad != "" {
		t.Errorf("accessibility: %s", bad)
	}
}

// checkContrast computes the WCAG contrast of the text of every visible
// cell, mark and control against its background, and wants 4.5:1.
func checkContrast(t *testing.T, ctx context.Context) {
	t.Helper()
	bad := evalString(t, ctx, `(() => {
		const rgb = (s) => { const m = s.match(/[\d.]+/g).map(Number); return m.length > 3 && m[3] === 0 ? null : m; };
		const lum = (c) => { const f = (v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); };
			return 0.2126 * f(c[0]) + 0.7152 * f(c[1]) + 0.0722 * f(c[2]); };
		const bg = (el) => { for (; el; el = el.parentElement) { const c = rgb(getComputedStyle(el).backgroundColor); if (c) return c; } return [255, 255, 255]; };
		const out = [];
		const els = document.querySelectorAll('#board .v, #board .marks span, button, .message, .help, .about, .steptext, label, summary');
		for (const el of els) {
			if (!el.offsetParent || !el.textContent.trim()) continue;
			const a = lum(rgb(getComputedStyle(el).color)), b = lum(bg(el));
			const r = (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
			if (r < 4.5) out.push((el.closest('[data-cell]') ? el.closest('[data-cell]').dataset.cell + ' ' : '') + (el.id || el.className || el.tagName) + ' ' + el.textContent.trim().slice(0, 12) + ': ' + r.toFixed(2));
		}
		return out.slice(0, 10).join('; ');
	})()`)
	if bad != "" {
		t.Errorf("contrast under 4.5:1: %s", bad)
	}
}

// tap touches the middle of the element that the CSS selector finds.
func tap(t *testing.T, ctx context.Context, sel string) {
	t.Helper()
	xy := evalString(t, ctx, `(() => { const e = document.querySelector(`+jsString(sel)+`); e.scrollIntoView({block: 'center'});
		const r = e.getBoundingClientRect(); return (r.left + r.width / 2) + ' ' + (r.top + r.height / 2); })()`)
	var x, y float64
	if _, err := fmt.Sscan(xy, &x, &y); err != nil {
		t.Fatalf("tap %s: %q: %v", sel, xy, err)
	}
	run(t, ctx, "tap "+sel, chromedp.TapXY(x, y))
}

// largePuzzles reads testdata/large.txt: a 12x12, a 16x16 and a 25x25.
func largePuzzles(t *testing.T) (p12, p16, p25 string) {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", "large.txt"))
	if err != nil {
		t.Fatal(err)
	}
	var lines []string
	for _, l := range strings.Split(string(data), "\n") {
		if l != "" && !strings.HasPrefix(l, "#") {
			lines = append(lines, l)
		}
	}
	if len(lines) != 3 {
		t.Fatalf("testdata/large.txt has %d puzzles, want 3", len(lines))
	}
	return lines[0], lines[1], lines[2]
}

// firstBlank names the first blank cell of a puzzle in line form.
func firstBlank(t *testing.T, p string, n int) string {
	t.Helper()
	i := strings.IndexByte(p, '.')
	if i < 0 {
		t.Fatal("no blank cell")
	}
	return "r" + strconv.Itoa(i/n+1) + "c" + strconv.Itoa(i%n+1)
}

// TestPageLargeBoards opens 12x12, 16x16 and 25x25 puzzles, types letters
// for values above 9, and checks that a 25x25 is readable on a large
// screen.
func TestPageLargeBoards(t *testing.T) {
	ctx := browser(t)
	srv := newTestServer(t)
	p12, p16, p25 := largePuzzles(t)
	for _, tc := range []struct {
		p, box, key, want string
		n                 int
	}{
		{p12, "3x4", "b", "B", 12},
		{p16, "", "g", "G", 16},
	} {
		url := srv.URL + "/?p=" + tc.p
		if tc.box != "" {
			url += "&box=" + tc.box
		}
		run(t, ctx, "opening a "+strconv.Itoa(tc.n)+"x"+strconv.Itoa(tc.n),
			chromedp.Navigate(url),
			waitJS(`document.querySelectorAll('#board .cell').length === `+strconv.Itoa(tc.n*tc.n)),
		)
		name := firstBlank(t, tc.p, tc.n)
		run(t, ctx, "typing a letter", typeAt(name, tc.key))
		if got := label(t, ctx, name); !strings.HasPrefix(got, name+", "+tc.want) {
			t.Errorf("%dx%d: after typing %q %s's label = %q, want the value %s", tc.n, tc.n, tc.key, name, got, tc.want)
		}
	}
	run(t, ctx, "opening a 25x25 on a large screen",
		chromedp.EmulateViewport(1920, 1080),
		chromedp.Navigate(srv.URL+"/?p="+p25),
		waitJS(`document.querySelectorAll('#board .cell').length === 625`),
	)
	size := evalString(t, ctx, `String(parseFloat(getComputedStyle(document.querySelector('#board .cell')).fontSize))`)
	if f, err := strconv.ParseFloat(size, 64); err != nil || f < 16 {
		t.Errorf("a 25x25 cell's font is %s px on a 1920x1080 screen, want 16 or more", size)
	}
	checkAccessible(t, ctx)
	screenshot(t, ctx, "large-25.png", 1920, 1080)
}

// TestPagePrints prints a 9x9 in progress: one page, the bare puzzle.
func TestPagePrints(t *testing.T) {
	ctx := browser(t)
	srv := newTestServer(t)
	run(t, ctx, "a 9x9 with an entry and marks",
		chromedp.EmulateViewport(1280, 900),
		chromedp.Navigate(srv.URL+"/?p="+easy9),
		waitJS(`document.querySelectorAll('#board .cell').length === 81`),
		typeAt("r1c1", "8"),
		chromedp.Click(chromedp.CSS("#auto")),
	)
	pdf, err := chromedp.Run(ctx, chromedp.PrintToPDF(chromedp.PDFPaper(chromedp.PaperSize{Width: 8.27, Height: 11.69})))
	if err != nil {
		t.Fatal(err)
	}
	if pages := regexp.MustCompile(`/Type\s*/Page\b`).FindAll(pdf, -1); len(pages) != 1 {
		t.Errorf("the printed puzzle takes %d pages, want 1", len(pages))
	}
	if err := os.WriteFile(filepath.Join(shotDir(t), "print.pdf"), pdf, 0o644); err != nil {
		t.Fatal(err)
	}
	run(t, ctx, "print media", chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		_, err := cdp.Call(ctx, tg, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{Media: "print"})
		return err
	}))
	hidden := evalString(t, ctx, `[
		getComputedStyle(document.querySelector('.controls')).display,
		getComputedStyle(document.querySelector('[data-cell="r1c1"] .v')).visibility,
		getComputedStyle(document.querySelector('[data-cell="r1c2"] .v')).visibility,
		getComputedStyle(document.querySelector('.marks')).visibility].join(' ')`)
	if hidden != "none hidden visible hidden" {
		t.Errorf("printed: controls, entry, given, marks = %q, want %q", hidden, "none hidden visible hidden")
	}
	screenshot(t, ctx, "print.png", 900, 1200)
}
