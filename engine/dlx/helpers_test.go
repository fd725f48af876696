package dlx_test

import (
	"flag"
	"path/filepath"
	"testing"

	"github.com/sudokit-go/sudokit"
	"github.com/sudokit-go/sudokit/engine/dlx"
	"github.com/sudokit-go/sudokit/internal/enginetest"
)

var long = flag.Bool("long", false, "run the long cross-checks over the shared puzzle sets")

// newDLX makes the engine under test.
func newDLX(o sudokit.Options) sudokit.Solver { return dlx.New(o) }

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
