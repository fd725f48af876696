package cli

import (
	"bytes"
	"compress/gzip"
	"io"
	"os"
	"runtime/pprof"
	"strings"
	"testing"
)

// TestCPUProfile checks that bench and solve write a CPU profile with
// --cpuprofile, and that solve's answers do not change with it.
func TestCPUProfile(t *testing.T) {
	// A test binary run with -cpuprofile is profiling already, and a
	// process has one CPU profile at a time.
	if err := pprof.StartCPUProfile(io.Discard); err != nil {
		t.Skip("the test binary is being profiled:", err)
	}
	pprof.StopCPUProfile()
	t.Chdir(t.TempDir())
	puzzles := ".41...2.3....1.2\n..1...2.3....1.2\n"
	if err := os.WriteFile("p.txt", []byte(puzzles), 0o644); err != nil {
		t.Fatal(err)
	}
	_, errOut, code := run(t, Env{}, "", "bench", "-q", "--runs", "1", "--cpuprofile", "bench.pprof", "p.txt")
	if code != 0 || errOut != "" {
		t.Fatalf("bench: exit %d, stderr %s", code, errOut)
	}
	checkProfile(t, "bench.pprof")
	out, errOut, code := run(t, Env{}, "", "solve", "--cpuprofile", "solve.pprof", "p.txt")
	want, _, _ := run(t, Env{}, "", "solve", "p.txt")
	if code != 0 || errOut != "" || out != want || !strings.HasPrefix(out, "2413132432414132\n") {
		t.Fatalf("solve: exit %d, stderr %s, stdout %q, want %q", code, errOut, out, want)
	}
	checkProfile(t, "solve.pprof")
	_, errOut, code = run(t, Env{}, "", "bench", "--cpuprofile", "nodir/x.pprof", "p.txt")
	if code != 2 || errOut != "sudokit: --cpuprofile nodir/x.pprof: no such file or directory\n" {
		t.Errorf("unwritable profile: exit %d, stderr %q", code, errOut)
	}
}

// checkProfile checks that path holds a CPU profile: gzip-compressed
// protocol buffers whose string table names the CPU sample type.
func checkProfile(t *testing.T, path string) {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	zr, err := gzip.NewReader(bytes.NewReader(data))
	if err != nil {
		t.Fatalf("%s: not gzip: %v", path, err)
	}
	raw, err := io.ReadAll(zr)
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	for _, s := range []string{"samples", "cpu", "nanoseconds"} {
		if !bytes.Contains(raw, []byte(s)) {
			t.Errorf("%s: no %q in the profile", path, s)
		}
	}
}
