package cli

import (
	"strings"
	"testing"

	"github.com/sudokit-go/sudokit"
	"github.com/sudokit-go/sudokit/engine/dlx"
	"github.com/sudokit-go/sudokit/generate"
)

// TestGenerateJobs checks that the output does not depend on -j: puzzle k
// is a function of the seed, k and the flags.
func TestGenerateJobs(t *testing.T) {
	for _, args := range [][]string{
		{"--count", "30", "--seed", "9"},
		{"--count", "20", "--seed", "9", "--box", "2x3", "--symmetry", "random", "--solution"},
		{"--count", "10", "--seed", "3", "--box", "2x3", "--symmetry", "rot180", "--minimal", "--json"},
		{"--count", "6", "--seed", "3", "--box", "3x4", "--clues", "70-80", "--to", "grid"},
	} {
		one, e1, c1 := run(t, Env{}, "", append([]string{"generate", "-j", "1"}, args...)...)
		two, e2, c2 := run(t, Env{}, "", append([]string{"generate", "-j", "2"}, args...)...)
		if c1 != 0 || c2 != 0 || e1 != "" || e2 != "" {
			t.Fatalf("%v: exit %d and %d, stderr %q and %q", args, c1, c2, e1, e2)
		}
		if one != two {
			t.Errorf("%v: -j 1 and -j 2 differ:\n%s\n%s", args, one, two)
		}
	}
}

// TestGenerateOutputChecked reads back what generate writes and checks
// each puzzle with DLX: one solution, the one printed, the symmetry asked.
func TestGenerateOutputChecked(t *testing.T) {
	check := dlx.New(sudokit.Options{})
	for _, c := range []struct {
		box, sym string
	}{{"3x3", "rot90"}, {"2x4", "mirror-lr"}, {"2x2", "dihedral"}} {
		out, _, code := run(t, Env{}, "", "generate", "--count", "5", "--seed", "1", "--box", c.box, "--symmetry", c.sym, "--solution")
		if code != 0 {
			t.Fatalf("exit %d", code)
		}
		sym, _ := generate.ParseSymmetry(c.sym)
		for _, line := range strings.Split(strings.TrimSuffix(out, "\n"), "\n") {
			ps, ss, _ := strings.Cut(line, "\t")
			opt := sudokit.ReadOptions{BoxRows: int(c.box[0] - '0'), BoxCols: int(c.box[2] - '0')}
			p, err := sudokit.ParseWith(ps, opt)
			if err != nil {
				t.Fatal(err)
			}
			s, err := sudokit.ParseWith(ss, opt)
			if err != nil {
				t.Fatal(err)
			}
			sol, n, _, err := sudokit.SolveCount(t.Context(), check, p.Grid, 2)
			if err != nil || n != 1 || !sol.Equal(s.Grid) {
				t.Fatalf("%s: %d solutions, or not the one printed", line, n)
			}
			if !generate.HasSymmetry(p.Grid, sym) {
				t.Fatalf("%s: not %s", ps, c.sym)
			}
		}
	}
}
