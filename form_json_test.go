package sudokit_test

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/sudokit-go/sudokit"
)

// marshal writes v as the command line and the API do.
func marshal(t *testing.T, v any) string {
	t.Helper()
	var b strings.Builder
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		t.Fatal(err)
	}
	return strings.TrimSuffix(b.String(), "\n")
}

// TestRecords writes each record as the contract's examples show it: the
// command line's, with source and line, and the API's, without them and
// without the puzzle.
func TestRecords(t *testing.T) {
	p := sudokit.MustParse(".41...2.3....1.2")
	sol := sudokit.MustParse("2413132432414132")
	bad := sudokit.MustParse("2413132432411432")
	f := p.FormatOptions()
	located := func(rec sudokit.Record, line int) sudokit.Record {
		rec.Origin = sudokit.NewOrigin("stdin", line)
		return rec
	}
	bare := func(rec sudokit.Record) sudokit.Record {
		rec.Puzzle = ""
		return rec
	}
	solution, unique := sudokit.Format(sol.Grid, f), true
	vs := sudokit.Validate(bad.Grid, sudokit.ValidateOptions{})
	er, level, no, two, result := 1.2, "Easy", false, 2, ".41.....3....1.2"
	tests := []struct {
		name string
		rec  any
		want string
	}{
		{"convert", located(sudokit.NewRecord(p, f), 1),
			`{"source":"stdin","line":1,"size":4,"box":"2x2","form":"line","puzzle":".41...2.3....1.2"}`},
		{"solve", sudokit.SolveRecord{Record: located(sudokit.NewRecord(p, f), 1), Solved: true, Solution: &solution, Unique: &unique},
			`{"source":"stdin","line":1,"size":4,"box":"2x2","form":"line","puzzle":".41...2.3....1.2","solved":true,"solution":"2413132432414132","unique":true}`},
		{"solve api", sudokit.SolveRecord{Record: bare(sudokit.NewRecord(p, f)), Solved: true, Solution: &solution, Unique: &unique},
			`{"size":4,"box":"2x2","form":"line","solved":true,"solution":"2413132432414132","unique":true}`},
		{"solve no solution", sudokit.SolveRecord{Record: located(sudokit.NewRecord(p, f), 3)},
			`{"source":"stdin","line":3,"size":4,"box":"2x2","form":"line","puzzle":".41...2.3....1.2","solved":false}`},
		{"valid", sudokit.NewValidateRecord(located(sudokit.NewRecord(sol, f), 1), nil, f.Symbols),
			`{"source":"stdin","line":1,"size":4,"box":"2x2","form":"line","puzzle":"2413132432414132","valid":true,"violations":[]}`},
		{"invalid", sudokit.NewValidateRecord(located(sudokit.NewRecord(bad, f), 2), vs, f.Symbols),
			`{"source":"stdin","line":2,"size":4,"box":"2x2","form":"line","puzzle":"2413132432411432","valid":false,"violations":[{"rule":"column","index":1,"value":1,"cells":["r2c1","r4c1"],"text":"column 1: 1 appears in rows 2 and 4"},{"rule":"column","index":2,"value":4,"cells":["r1c2","r4c2"],"text":"column 2: 4 appears in rows 1 and 4"}]}`},
		{"invalid api", sudokit.NewValidateRecord(bare(sudokit.NewRecord(bad, f)), vs, f.Symbols),
			`{"size":4,"box":"2x2","form":"line","valid":false,"violations":[{"rule":"column","index":1,"value":1,"cells":["r2c1","r4c1"],"text":"column 1: 1 appears in rows 2 and 4"},{"rule":"column","index":2,"value":4,"cells":["r1c2","r4c2"],"text":"column 2: 4 appears in rows 1 and 4"}]}`},
		{"count api", sudokit.CountRecord{Record: bare(sudokit.NewRecord(sudokit.MustParse("................"), f)), Count: 288, Limit: 1000},
			`{"size":4,"box":"2x2","form":"line","count":288,"limit":1000,"limit_reached":false}`},
		{"stats", sudokit.NewStatsRecord("fast", sudokit.Stats{Nodes: 5, Guesses: 1}, 1500),
			`{"engine":"fast","nodes":5,"backtracks":0,"guesses":1,"combinations":0,"time_ns":1500}`},
		{"compare", sudokit.CompareRecord{Record: located(sudokit.NewRecord(p, f), 1), Engine: "dlx", Solved: true, TimeNS: 9, Nodes: 4, Agrees: true},
			`{"source":"stdin","line":1,"size":4,"box":"2x2","form":"line","puzzle":".41...2.3....1.2","engine":"dlx","solved":true,"time_ns":9,"nodes":4,"timeout":false,"refused":false,"agrees":true}`},
		{"generate", sudokit.GenerateRecord{Record: sudokit.NewRecord(p, f), Seed: 9, Index: 2, Symmetry: "rot180", Clues: 7, Minimal: true, Solution: solution, TargetMet: true},
			`{"size":4,"box":"2x2","form":"line","puzzle":".41...2.3....1.2","seed":9,"index":2,"symmetry":"rot180","clues":7,"minimal":true,"er":null,"level":null,"solution":"2413132432414132","target_met":true}`},
		{"generate rated", sudokit.GenerateRecord{Record: sudokit.NewRecord(p, f), Seed: 9, Index: 1, Symmetry: "none", Clues: 7, ER: &er, Level: &level, Solution: solution},
			`{"size":4,"box":"2x2","form":"line","puzzle":".41...2.3....1.2","seed":9,"index":1,"symmetry":"none","clues":7,"minimal":false,"er":1.2,"level":"Easy","solution":"2413132432414132","target_met":false}`},
		{"minimal", sudokit.MinimalRecord{Record: located(sudokit.NewRecord(p, f), 1), Minimal: &no, Removable: []string{"r1c3", "r4c4"}},
			`{"source":"stdin","line":1,"size":4,"box":"2x2","form":"line","puzzle":".41...2.3....1.2","minimal":false,"removable":["r1c3","r4c4"]}`},
		{"minimal yes", sudokit.MinimalRecord{Record: located(sudokit.NewRecord(p, f), 1), Minimal: &unique, Removable: []string{}},
			`{"source":"stdin","line":1,"size":4,"box":"2x2","form":"line","puzzle":".41...2.3....1.2","minimal":true,"removable":[]}`},
		{"minimal make", sudokit.MinimalRecord{Record: located(sudokit.NewRecord(p, f), 1), Minimal: &no, Removable: []string{"r2c3"}, Result: &result},
			`{"source":"stdin","line":1,"size":4,"box":"2x2","form":"line","puzzle":".41...2.3....1.2","minimal":false,"removable":["r2c3"],"result":".41.....3....1.2"}`},
		{"minimal not unique", sudokit.MinimalRecord{Record: located(sudokit.NewRecord(p, f), 2), Solutions: &two},
			`{"source":"stdin","line":2,"size":4,"box":"2x2","form":"line","puzzle":".41...2.3....1.2","solutions":2}`},
		{"parse error", sudokit.ErrorRecord{Origin: sudokit.NewOrigin("stdin", 1), Error: sudokit.NewErrorField(parseErr(t, ".41...2.3....1.9"))},
			`{"source":"stdin","line":1,"error":{"message":"value 9 exceeds 4 (r4c4)","line":1,"column":16}}`},
		{"parse error api", sudokit.ErrorRecord{Error: sudokit.NewErrorField(parseErr(t, ".41...2.3....1.9"))},
			`{"error":{"message":"value 9 exceeds 4 (r4c4)","line":1,"column":16}}`},
		{"empty input", sudokit.ErrorRecord{Origin: sudokit.NewOrigin("stdin", 0), Error: sudokit.NewErrorField(parseErr(t, ""))},
			`{"source":"stdin","line":0,"error":{"message":"empty input, no puzzle found"}}`},
		{"other error", sudokit.ErrorRecord{Origin: sudokit.NewOrigin("big.txt", 7), Error: sudokit.NewErrorField(errors.New("stopped after 10s (--timeout)"))},
			`{"source":"big.txt","line":7,"error":{"message":"stopped after 10s (--timeout)"}}`},
	}
	for _, tt := range tests {
		if got := marshal(t, tt.rec); got != tt.want {
			t.Errorf("%s:\ngot  %s\nwant %s", tt.name, got, tt.want)
		}
	}
}

func parseErr(t *testing.T, s string) error {
	t.Helper()
	_, err := sudokit.Parse(s)
	if err == nil {
		t.Fatalf("%q parsed", s)
	}
	return err
}
