package enginetest

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/sudokit-go/sudokit"
	"github.com/sudokit-go/sudokit/internal/shareddata"
)

// Dir returns the module's test data directory, testdata/ at the module
// root: sets/ (samples of the shared sets), seeds/ (the coursework's
// puzzles) and csv/ (its csv puzzles). Every package's tests read this one
// copy; data that belongs to one engine alone (its golden traces) stays in
// that engine's own testdata.
func Dir(tb testing.TB) string {
	tb.Helper()
	root, ok := shareddata.ModuleDir()
	if !ok {
		tb.Fatal("no go.mod above the working directory")
	}
	return filepath.Join(root, "testdata")
}

// SetNames lists the sample sets of testdata/sets by name ("4x4-random"),
// in the order of their file names.
func SetNames(tb testing.TB) []string {
	tb.Helper()
	sols, err := filepath.Glob(filepath.Join(Dir(tb), "sets", "*.sol.txt"))
	if err != nil || len(sols) == 0 {
		tb.Fatalf("no sample sets in %s: %v", filepath.Join(Dir(tb), "sets"), err)
	}
	names := make([]string, len(sols))
	for i, s := range sols {
		names[i] = strings.TrimSuffix(filepath.Base(s), ".sol.txt")
	}
	return names
}

// SetOptions gives the box shape of a set with rectangular boxes, which
// its name ("6x6-minimal") or its folder ("6x6/random-minimal.txt") tells:
// 2x3 for 6x6, 3x4 for 12x12.
func SetOptions(path string) sudokit.ReadOptions {
	name, dir := filepath.Base(path), filepath.Base(filepath.Dir(path))
	switch {
	case strings.HasPrefix(name, "6x6") || dir == "6x6":
		return sudokit.ReadOptions{BoxRows: 2, BoxCols: 3}
	case strings.HasPrefix(name, "12x12") || dir == "12x12":
		return sudokit.ReadOptions{BoxRows: 3, BoxCols: 4}
	}
	return sudokit.ReadOptions{}
}

// Set reads the first limit puzzles (all when limit ≤ 0) of the sample set
// testdata/sets/NAME, parsed with SetOptions.
func Set(tb testing.TB, name string, limit int) []Sample {
	tb.Helper()
	return ReadSet(tb, filepath.Join(Dir(tb), "sets", name), SetOptions(name), limit)
}

// SetLines reads the sample set testdata/sets/NAME as its files write it.
func SetLines(tb testing.TB, name string) []Line {
	tb.Helper()
	return ReadSetLines(tb, filepath.Join(Dir(tb), "sets", name), 0)
}

// Seeds reads the coursework's puzzles, testdata/seeds/puzzles.tsv (name,
// seed, puzzle, then the solution, "none" or "multiple"), by name.
func Seeds(tb testing.TB) map[string]Sample {
	tb.Helper()
	path := filepath.Join(Dir(tb), "seeds", "puzzles.tsv")
	out := map[string]Sample{}
	for i, line := range ReadLines(tb, path, 0) {
		if strings.HasPrefix(line, "#") || line == "" {
			continue
		}
		f := strings.Split(line, "\t")
		if len(f) < 4 {
			tb.Fatalf("%s:%d: %d fields", path, i+1, len(f))
		}
		s := Sample{Where: "puzzles.tsv:" + strconv.Itoa(i+1) + " (" + f[0] + ")",
			Puzzle: Parse(tb, f[2], sudokit.ReadOptions{})}
		switch f[3] {
		case "none":
		case "multiple":
			s.Count = 2
		default:
			s.Count, s.Sol = 1, Parse(tb, f[3], sudokit.ReadOptions{})
		}
		out[f[0]] = s
	}
	return out
}

// CSVSamples reads the coursework's csv puzzles, testdata/csv/NAME.csv,
// each with its unique solution NAME.csv.soln.
func CSVSamples(tb testing.TB) []Sample {
	tb.Helper()
	files, err := filepath.Glob(filepath.Join(Dir(tb), "csv", "*.csv"))
	if err != nil || len(files) == 0 {
		tb.Fatalf("no csv puzzles in %s: %v", filepath.Join(Dir(tb), "csv"), err)
	}
	read := func(p string) sudokit.Grid {
		data, err := os.ReadFile(p)
		if err != nil {
			tb.Fatal(err)
		}
		return Parse(tb, string(data), sudokit.ReadOptions{Source: p, Form: sudokit.FormCSV})
	}
	out := make([]Sample, len(files))
	for i, f := range files {
		out[i] = Sample{Where: filepath.Base(f), Puzzle: read(f), Sol: read(f + ".soln"), Count: 1}
	}
	return out
}
