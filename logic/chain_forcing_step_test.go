package logic

import (
	"fmt"
	"slices"
	"strings"
	"testing"
)

// TestChainSteps turns the hints of the forcing producers into steps on
// serate's grid states: the step makes serate's eliminations and
// placement, its sentence names the assumption and the conclusion, and its
// cells have roles; a grid that singles solve has none.
func TestChainSteps(t *testing.T) {
	cases := firstPerRung(readChainCases(t, "testdata/se-chain-steps.txt"))
	finds := map[int][]func(*Candidates) (Step, bool){
		23: {seNishioStep},
		24: {seCellForcingStep, seUnitForcingStep},
		25: {seDynamicForcingStep},
		26: {seDynamicForcingStep},
	}
	for _, cs := range cases {
		fs := finds[cs.rung]
		if fs == nil {
			continue
		}
		c := candidatesOf(t, cs.state)
		matched := false
		for _, f := range fs {
			st, ok := f(c)
			if !ok {
				continue
			}
			var el []string
			for _, e := range st.Eliminations {
				el = append(el, fmt.Sprintf("%v<>%d", e.Cell, e.Value))
			}
			place := ""
			for _, p := range st.Placements {
				place = fmt.Sprintf("%v=%d", p.Cell, p.Value)
			}
			if !slices.Equal(el, cs.elims) || place != cs.place {
				continue
			}
			matched = true
			if !strings.HasPrefix(st.Text, st.Technique+": ") || !strings.Contains(st.Text, ", so ") || len(st.Cells) == 0 || st.Region == "" {
				t.Errorf("%s: step %+v", cs.where, st)
			}
			t.Logf("#%d %s", cs.rung, st.Text)
		}
		if !matched {
			t.Errorf("%s: no step of #%d makes serate's %s %v", cs.where, cs.rung, cs.place, cs.elims)
		}
	}
	c := candidates(t, pattern(3, 3, "r1c1", "r5c5", "r9c9"))
	for _, f := range []func(*Candidates) (Step, bool){seNishioStep, seCellForcingStep, seUnitForcingStep, seDynamicForcingStep, seNestedForcingStep} {
		if st, ok := f(c); ok {
			t.Errorf("a grid of three naked singles: %s", st.Text)
		}
	}
}
