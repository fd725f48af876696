package classic_test

import (
	"flag"
	"path/filepath"
	"testing"

	"github.com/sudokit-go/sudokit"
	"github.com/sudokit-go/sudokit/engine/classic"
	"github.com/sudokit-go/sudokit/internal/enginetest"
)

var long = flag.Bool("long", false, "run the long cross-checks over the shared puzzle sets")

// engines lists the engines of this package, by their registry names.
var engines = []struct {
	name string
	new  func(sudokit.Options) sudokit.Solver
}{
	{"brute", func(o sudokit.Options) sudokit.Solver { return classic.NewBrute(o) }},
	{"recursive", func(o sudokit.Options) sudokit.Solver { return classic.NewRecursive(o) }},
	{"dfs", func(o sudokit.Options) sudokit.Solver { return classic.NewDFS(o) }},
	{"dfs-rec", func(o sudokit.Options) sudokit.Solver { return classic.NewDFSRec(o) }},
}

// The shared test helpers, under short names.
type sample = enginetest.Sample

var (
	readSet = enginetest.ReadSet
	check   = enginetest.Check
	solve   = enginetest.Solve
)

// seeds reads the coursework's puzzles (testdata/puzzles.tsv, a copy of the
// shared seeds).
func seeds(tb testing.TB) map[string]sample {
	return enginetest.Seeds(tb, filepath.Join("testdata", "puzzles.tsv"))
}
