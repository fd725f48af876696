package logic

import (
	"context"
	"slices"
	"testing"

	"github.com/sudokit-go/sudokit"
)

// TestSelectForcing checks that the group forcing names the five forcing
// techniques in ladder order, after the chains and before Trial, with SE's
// base values.
func TestSelectForcing(t *testing.T) {
	got, err := Select([]string{"forcing"})
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"Nishio", "Cell Forcing Chain", "Unit Forcing Chain", "Dynamic Forcing Chain", "Nested Forcing Chain"}
	values := []float64{7.5, 8.0, 8.0, 8.5, 9.5}
	if len(got) != len(want) {
		t.Fatalf("Select(forcing) gives %d techniques, want %d", len(got), len(want))
	}
	for k, tech := range got {
		if tech.Name != want[k] || tech.Group != GroupForcing || tech.Value != values[k] || tech.Description == "" || tech.Find == nil {
			t.Errorf("technique %d: %s (%s, %v), want %s (forcing, %v)", k, tech.Name, tech.Group, tech.Value, want[k], values[k])
		}
	}
	names := []string{}
	for _, tech := range Ladder() {
		names = append(names, tech.Name)
	}
	at := slices.Index(names, "Nishio")
	if at < 0 || names[at-1] != "ALS-XZ" || names[at+5] != trialName {
		t.Errorf("the forcing group is not between the chains and Trial: %v", names)
	}
}

// TestRateForcing checks that --techniques forcing lets the rating path
// take Sudoku Explainer's chaining rungs #23-#30 and only those, and that
// with singles it rates top1465 #1 (serate: ER 9.0, a Dynamic Forcing
// Chain (+)) by them.
func TestRateForcing(t *testing.T) {
	sel, err := Select([]string{"forcing"})
	if err != nil {
		t.Fatal(err)
	}
	var rungs []string
	for _, rg := range NewRater(RateOptions{Techniques: sel}).ladder() {
		rungs = append(rungs, rg.technique)
	}
	want := []string{"Nishio", "Cell Forcing Chain", "Dynamic Forcing Chain", "Dynamic Forcing Chain",
		"Nested Forcing Chain", "Nested Forcing Chain", "Nested Forcing Chain", "Nested Forcing Chain"}
	if !slices.Equal(rungs, want) {
		t.Errorf("rungs of forcing: %v, want %v", rungs, want)
	}
	unit, err := Select([]string{"Unit Forcing Chain"})
	if err != nil {
		t.Fatal(err)
	}
	rungs = rungs[:0]
	for _, rg := range NewRater(RateOptions{Techniques: unit}).ladder() {
		rungs = append(rungs, rg.technique)
	}
	if !slices.Equal(rungs, []string{"Cell Forcing Chain"}) {
		t.Errorf("rungs of Unit Forcing Chain: %v, want the multiple forcing chains", rungs)
	}
	if testing.Short() {
		return
	}
	withSingles, err := Select([]string{"singles", "forcing"})
	if err != nil {
		t.Fatal(err)
	}
	g := sudokit.MustParse("4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........").Grid
	r, err := Rate(context.Background(), g, RateOptions{Techniques: withSingles})
	if err != nil {
		t.Fatal(err)
	}
	chaining := []string{"Nishio", "Cell Forcing Chain", "Unit Forcing Chain", "Dynamic Forcing Chain", "Nested Forcing Chain"}
	if !r.Solved || r.Trial || !slices.Contains(chaining, r.Hardest) || r.ER < 7.5 {
		t.Errorf("rated with singles and forcing: %+v, want solved by a chaining rung", r)
	}
	r, err = Rate(context.Background(), g, RateOptions{Techniques: withSingles[:3]})
	if err != nil {
		t.Fatal(err)
	}
	if r.Solved {
		t.Errorf("rated with singles alone: %+v, want stuck", r)
	}
}
