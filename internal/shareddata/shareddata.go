// Package shareddata finds the shared puzzle sets (../shared/data beside the
// module root) for benchmarks and long cross-check tests, and skips the
// caller when they are absent.
package shareddata

import (
	"bufio"
	"flag"
	"os"
	"path/filepath"
	"testing"
)

// Env names the variable that overrides where the shared data is.
const Env = "SUDOKIT_SHARED"

var long = flag.Bool("long", false, "run the long checks over the shared puzzle sets")

// Long reports whether the test binary was given -long: the long checks
// over the whole shared sets run (go test ./... -run Long -long).
func Long() bool { return *long }

// Dir returns the shared data directory (the folder holding 9x9/, 16x16/,
// seeds/ …), or skips tb when there is none.
func Dir(tb testing.TB) string {
	tb.Helper()
	dir, ok := Find()
	if !ok {
		tb.Skip("shared data not found: set " + Env + " or place ../shared/data beside the module")
	}
	return dir
}

// Find returns the shared data directory and whether it exists: $SUDOKIT_SHARED
// if set, else ../shared/data beside the directory that holds go.mod.
func Find() (string, bool) {
	if d := os.Getenv(Env); d != "" {
		return d, isDir(d)
	}
	root, ok := ModuleDir()
	if !ok {
		return "", false
	}
	data := filepath.Join(root, "..", "shared", "data")
	return data, isDir(data)
}

// ModuleDir returns the directory that holds go.mod, found from the
// working directory (a test's package directory) upwards.
func ModuleDir() (string, bool) {
	wd, err := os.Getwd()
	if err != nil {
		return "", false
	}
	for d := wd; ; d = filepath.Dir(d) {
		if _, err := os.Stat(filepath.Join(d, "go.mod")); err == nil {
			return d, true
		}
		if filepath.Dir(d) == d {
			return "", false
		}
	}
}

func isDir(p string) bool {
	fi, err := os.Stat(p)
	return err == nil && fi.IsDir()
}

// Lines returns the lines of the shared file rel (such as
// "9x9/magictour-top1465.txt"), at most limit of them when limit > 0, or
// skips tb when the shared data is absent.
func Lines(tb testing.TB, rel string, limit int) []string {
	tb.Helper()
	return ReadLines(tb, filepath.Join(Dir(tb), rel), limit)
}

// ReadLines returns the lines of the file at path, at most limit of them
// when limit > 0, or fails tb.
func ReadLines(tb testing.TB, path string, limit int) []string {
	tb.Helper()
	f, err := os.Open(path)
	if err != nil {
		tb.Fatal(err)
	}
	defer f.Close()
	var out []string
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() && (limit <= 0 || len(out) < limit) {
		out = append(out, sc.Text())
	}
	if err := sc.Err(); err != nil {
		tb.Fatal(err)
	}
	return out
}
