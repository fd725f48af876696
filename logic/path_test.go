package logic

import (
	"context"
	"strings"
	"testing"

	"github.com/sudokit-go/sudokit"
)

func TestSolve(t *testing.T) {
	singles, err := Select([]string{"singles"})
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name       string
		puzzle     string
		techniques []Technique
		want       []string
		solved     bool
	}{
		{name: "contract 4x4 example", puzzle: ".41...2.3....1.2", solved: true, want: []string{
			"Hidden Single: 2 can only go in r1c1 in box 1",
			"Full House: 3 is the last value missing from row 1, at r1c4",
			"Full House: 4 is the last value missing from box 2, at r2c4",
			"Full House: 1 is the last value missing from column 4, at r3c4",
			"Hidden Single: 1 can only go in r2c1 in box 1",
			"Full House: 3 is the last value missing from box 1, at r2c2",
			"Full House: 2 is the last value missing from column 2, at r3c2",
			"Full House: 4 is the last value missing from row 3, at r3c3",
			"Full House: 4 is the last value missing from box 3, at r4c1",
			"Full House: 3 is the last value missing from box 4, at r4c3",
		}},
		{name: "solved already", puzzle: "2413132432414132", solved: true},
		{name: "naked singles only", puzzle: ".41...2.3....1.2", techniques: mustSelect(t, "Naked Single"), want: []string{
			"Naked Single: r1c1 can only be 2",
			"Naked Single: r1c4 can only be 3",
			"Naked Single: r2c1 can only be 1",
			"Naked Single: r2c2 can only be 3",
			"Naked Single: r2c4 can only be 4",
			"Naked Single: r3c2 can only be 2",
			"Naked Single: r3c3 can only be 4",
			"Naked Single: r3c4 can only be 1",
			"Naked Single: r4c1 can only be 4",
			"Naked Single: r4c3 can only be 3",
		}, solved: true},
		{name: "intersections alone get stuck", puzzle: ".41...2.3....1.2", techniques: mustSelect(t, "intersections"), want: []string{
			"Claiming: in row 3, 4 lies only in box 4, so r4c3<>4",
		}},
		{name: "empty grid is stuck", puzzle: strings.Repeat(".", 16), techniques: singles},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p, err := Solve(context.Background(), sudokit.MustParse(tc.puzzle).Grid, tc.techniques)
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, s := range p.Steps {
				got = append(got, s.Text)
			}
			if strings.Join(got, "\n") != strings.Join(tc.want, "\n") {
				t.Errorf("got\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(tc.want, "\n"))
			}
			if p.Solved != tc.solved || p.Solved != p.Grid.Full() {
				t.Errorf("solved %v, full %v, want %v", p.Solved, p.Grid.Full(), tc.solved)
			}
		})
	}
}

func TestSolveErrors(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	for _, tc := range []struct {
		name   string
		ctx    context.Context
		puzzle string
		want   string
	}{
		{"clash", context.Background(), "11..............", "r1c2: 1 clashes with a peer holding 1"},
		{"cancelled", ctx, ".41...2.3....1.2", "context canceled"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Solve(tc.ctx, sudokit.MustParse(tc.puzzle).Grid, nil)
			if err == nil || err.Error() != tc.want {
				t.Errorf("error %v, want %s", err, tc.want)
			}
		})
	}
}

func mustSelect(t *testing.T, names ...string) []Technique {
	t.Helper()
	ts, err := Select(names)
	if err != nil {
		t.Fatal(err)
	}
	return ts
}
