package logic

import (
	"bytes"
	"strings"

	"encoding/json"
	"github.com/sudokit-go/sudokit"
	"testing"
)

func TestStepRecord(t *testing.T) {
	c := candidates(t, sudokit.MustParse(".413132432414132").Grid)
	full, _ := findFullHouse(c)
	point, _ := findPointing(candidates(t, givens(2, 2), elim{Unit: "row 2", V: 3, Keep: []string{"r2c3", "r2c4"}}))
	for _, tc := range []struct {
		name string
		step Step
		want string
	}{
		// The contract's explain API example, byte for byte.
		{"full house", full, `{"technique":"Full House","digits":[2],"cells":[{"cell":"r1c1","role":"target"}],"placements":[{"cell":"r1c1","value":2}],"eliminations":[],"text":"Full House: 2 is the last value missing from box 1, at r1c1"}`},
		{"pointing", point, `{"technique":"Pointing","digits":[3],"cells":[{"cell":"r1c1","role":"base"},{"cell":"r1c2","role":"base"},{"cell":"r1c3","role":"target"},{"cell":"r1c4","role":"target"}],"placements":[],"eliminations":[{"cell":"r1c3","value":3},{"cell":"r1c4","value":3}],"text":"Pointing: in box 1, 3 lies only in row 1, so r1c3<>3, r1c4<>3"}`},
		{"zero step", Step{}, `{"technique":"","digits":[],"cells":[],"placements":[],"eliminations":[],"text":""}`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var b bytes.Buffer
			enc := json.NewEncoder(&b)
			enc.SetEscapeHTML(false)
			if err := enc.Encode(tc.step.Record()); err != nil {
				t.Fatal(err)
			}
			if got := strings.TrimSuffix(b.String(), "\n"); got != tc.want {
				t.Errorf("got  %s\nwant %s", got, tc.want)
			}
		})
	}
}

func TestStepRegion(t *testing.T) {
	for _, tc := range []struct {
		name string
		find func(*Candidates) (Step, bool)
		c    *Candidates
		want string
	}{
		{"hidden single", findHiddenSingle, candidates(t, sudokit.MustParse(".41...2.3....1.2").Grid), "box 1"},
		{"full house", findFullHouse, candidates(t, pattern(3, 3, "r1c4", "r2c5")), "row 1"},
		{"naked single", findNakedSingle, candidates(t, pattern(3, 3, "r4c6")), "r4c6"},
		{"pointing", findPointing, candidates(t, givens(2, 3), elim{Unit: "box 1", V: 5, Keep: []string{"r1c1", "r1c2"}}), "box 1"},
		{"claiming", findClaiming, candidates(t, givens(2, 3), elim{Unit: "column 1", V: 4, Keep: []string{"r3c1", "r4c1"}}), "column 1"},
	} {
		if st, ok := tc.find(tc.c); !ok || st.Region != tc.want {
			t.Errorf("%s: region %q (found %v), want %q", tc.name, st.Region, ok, tc.want)
		}
	}
}
