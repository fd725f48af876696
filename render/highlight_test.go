package render_test

import (
	"strings"
	"testing"

	"github.com/sudokit-go/sudokit"
	"github.com/sudokit-go/sudokit/render"
)

func TestReadSteps(t *testing.T) {
	hint := `{"source":"stdin","line":1,"size":4,"box":"2x2","form":"line","puzzle":".41...2.3....1.2","level":4,"technique":"Hidden Single","region":"box 1","cells":[{"cell":"r1c1","role":"target"}],"placements":[{"cell":"r1c1","value":2}],"eliminations":[],"digits":[2],"text":"Hidden Single: 2 can only go in r1c1 in box 1"}`
	explain := `{"source":"stdin","line":1,"size":4,"box":"2x2","form":"line","puzzle":".41...2.3....1.2","solved":true,"steps":[{"technique":"Hidden Single","digits":[2],"cells":[{"cell":"r1c1","role":"target"}],"placements":[{"cell":"r1c1","value":2}],"eliminations":[],"text":"…"},{"technique":"Pointing","digits":[7],"cells":[{"cell":"r2c2","role":"base"}],"placements":[],"eliminations":[{"cell":"r2c3","value":3}],"text":"…"}]}`
	tests := []struct {
		name, in string
		want     []render.StepRecord
		err      string
	}{
		{"hint", hint + "\n", []render.StepRecord{{Line: 1, Puzzle: ".41...2.3....1.2", Size: 4, Box: "2x2", Steps: []render.Highlight{{
			Cells:      []render.CellRole{{Cell: sudokit.Pos{}, Role: "target"}},
			Placements: []render.CellValue{{Cell: sudokit.Pos{}, Value: 2}},
		}}}}, ""},
		{"explain", "\n" + explain, []render.StepRecord{{Line: 2, Puzzle: ".41...2.3....1.2", Size: 4, Box: "2x2", Steps: []render.Highlight{{
			Cells:      []render.CellRole{{Cell: sudokit.Pos{}, Role: "target"}},
			Placements: []render.CellValue{{Cell: sudokit.Pos{}, Value: 2}},
		}, {
			Cells:        []render.CellRole{{Cell: sudokit.Pos{Row: 1, Col: 1}, Role: "base"}},
			Eliminations: []render.CellValue{{Cell: sudokit.Pos{Row: 1, Col: 2}, Value: 3}},
		}}}}, ""},
		{"cells", "r4c6, r4c8=7 # a comment\nr4c1<>7\n", []render.StepRecord{{Line: 1, Steps: []render.Highlight{{
			Cells:        []render.CellRole{{Cell: sudokit.Pos{Row: 3, Col: 5}, Role: "target"}, {Cell: sudokit.Pos{Row: 3, Col: 7}, Role: "target"}},
			Placements:   []render.CellValue{{Cell: sudokit.Pos{Row: 3, Col: 7}, Value: 7}},
			Eliminations: []render.CellValue{{Cell: sudokit.Pos{Row: 3, Col: 0}, Value: 7}},
		}}}}, ""},
		{"no solution", `{"source":"stdin","line":1,"size":4,"box":"2x2","form":"line","puzzle":"11..............","solutions":0}`,
			[]render.StepRecord{{Line: 1, Puzzle: "11..............", Size: 4, Box: "2x2", Problem: "the puzzle has no solution", Steps: []render.Highlight{{}}}}, ""},
		{"empty", " \n", nil, "in.txt: empty input, no step to highlight"},
		{"bad cell", "r4c6,\n  x4c8", nil, `in.txt: line 2, column 3: "x4c8" is not a cell; cells are written r4c6`},
		{"bad value", "r4c6<>x", nil, `in.txt: line 1, column 1: "x" is not a value in r4c6<>x`},
		{"cell too far", "r65c1", nil, `in.txt: line 1, column 1: cell r65c1: rows and columns run from 1 to 64`},
		{"no cell", "# nothing\n", nil, "in.txt: no cell to highlight"},
		{"bad json", "{\"cells\": 3}", nil, `in.txt: line 1: not a step record: field "cells" has the wrong type (offset 11)`},
		{"broken json", "{\"cells\": [", nil, `in.txt: line 1: not a step record: unexpected EOF`},
		{"bad json cell", `{"cells":[{"cell":"r0c1","role":"base"}]}`, nil, `in.txt: line 1: cell r0c1: rows and columns run from 1 to 64`},
		{"bad explain step", `{"steps":[{},{"eliminations":[{"cell":"r1c1","value":0}]}]}`, nil, `in.txt: line 1: step 2: value 0 at r1c1: want 1 to 64`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := render.ReadSteps("in.txt", []byte(tt.in))
			if tt.err != "" {
				if err == nil || err.Error() != tt.err {
					t.Fatalf("error %v, want %q", err, tt.err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if !equalRecords(got, tt.want) {
				t.Errorf("got  %+v\nwant %+v", got, tt.want)
			}
		})
	}
}

func equalRecords(a, b []render.StepRecord) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		x, y := a[i], b[i]
		if x.Line != y.Line || x.Puzzle != y.Puzzle || x.Size != y.Size || x.Box != y.Box || x.Entries != y.Entries || x.Problem != y.Problem || len(x.Steps) != len(y.Steps) {
			return false
		}
		for k := range x.Steps {
			if !equalHighlight(x.Steps[k], y.Steps[k]) {
				return false
			}
		}
	}
	return true
}

func equalHighlight(a, b render.Highlight) bool {
	if len(a.Cells) != len(b.Cells) || len(a.Placements) != len(b.Placements) || len(a.Eliminations) != len(b.Eliminations) {
		return false
	}
	for i := range a.Cells {
		if a.Cells[i] != b.Cells[i] {
			return false
		}
	}
	for i := range a.Placements {
		if a.Placements[i] != b.Placements[i] {
			return false
		}
	}
	for i := range a.Eliminations {
		if a.Eliminations[i] != b.Eliminations[i] {
			return false
		}
	}
	return true
}

// FuzzReadSteps feeds ReadSteps any input: it must answer records or an
// error that names the source, never panic; and whatever it accepts must
// lay out over a 9x9 grid or be refused with an error, never a panic.
func FuzzReadSteps(f *testing.F) {
	for _, seed := range []string{
		`{"puzzle":".41...2.3....1.2","cells":[{"cell":"r1c1","role":"target"}],"placements":[{"cell":"r1c1","value":2}],"eliminations":[]}`,
		`{"steps":[{"cells":[{"cell":"r2c2","role":"base"}],"eliminations":[{"cell":"r2c3","value":3}]}]}`,
		"r4c6, r4c8=7\nr4c1<>7",
		"r1c1<>",
		"{\"error\":{\"message\":\"x\"}}",
		"\ufeffr9c9",
	} {
		f.Add([]byte(seed))
	}
	grid := sudokit.MustParse(strings.Repeat(".", 81)).Grid
	f.Fuzz(func(t *testing.T, data []byte) {
		recs, err := render.ReadSteps("fuzz", data)
		if err != nil {
			if !strings.HasPrefix(err.Error(), "fuzz: ") {
				t.Fatalf("error without its source: %v", err)
			}
			return
		}
		for _, r := range recs {
			for _, h := range r.Steps {
				d, err := render.Layout([]render.Puzzle{{Grid: grid, Highlight: h}}, render.Options{})
				if err == nil && d.Pages() != 1 {
					t.Fatalf("a card of %d pages", d.Pages())
				}
			}
		}
	})
}
