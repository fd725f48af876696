package logic_test

import (
	"context"
	"encoding/json"
	"fmt"
	"os"

	"github.com/sudokit-go/sudokit"
	"github.com/sudokit-go/sudokit/logic"
)

// Solve explains the contract's 4x4 puzzle one step a line, simplest first.
func ExampleSolve() {
	p := sudokit.MustParse(".41...2.3....1.2")
	path, err := logic.Solve(context.Background(), p.Grid, nil)
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, s := range path.Steps {
		fmt.Println(s.Text)
	}
	fmt.Println("solved:", path.Solved)
	// Output:
	// Hidden Single: 2 can only go in r1c1 in box 1
	// Full House: 3 is the last value missing from row 1, at r1c4
	// Full House: 4 is the last value missing from box 2, at r2c4
	// Full House: 1 is the last value missing from column 4, at r3c4
	// Hidden Single: 1 can only go in r2c1 in box 1
	// Full House: 3 is the last value missing from box 1, at r2c2
	// Full House: 2 is the last value missing from column 2, at r3c2
	// Full House: 4 is the last value missing from row 3, at r3c3
	// Full House: 4 is the last value missing from box 3, at r4c1
	// Full House: 3 is the last value missing from box 4, at r4c3
	// solved: true
}

// Next gives the step a hint starts from; its sentence is Text, its JSON
// record Record (written with SetEscapeHTML(false), as every record is).
func ExampleNext() {
	c, err := logic.NewCandidates(sudokit.MustParse(".41...2.3....1.2").Grid)
	if err != nil {
		fmt.Println(err)
		return
	}
	step, ok := logic.Next(c, nil)
	if !ok {
		return
	}
	fmt.Println(step.Text)
	enc := json.NewEncoder(os.Stdout)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(step.Record()); err != nil {
		fmt.Println(err)
	}
	// Output:
	// Hidden Single: 2 can only go in r1c1 in box 1
	// {"technique":"Hidden Single","digits":[2],"cells":[{"cell":"r1c1","role":"target"}],"placements":[{"cell":"r1c1","value":2}],"eliminations":[],"text":"Hidden Single: 2 can only go in r1c1 in box 1"}
}

// Select takes technique names and groups, as --techniques will.
func ExampleSelect() {
	ts, err := logic.Select([]string{"singles", "Pointing"})
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, t := range ts {
		fmt.Printf("%s (%s)\n", t.Name, t.Group)
	}
	_, err = logic.Select([]string{"death blossom"})
	fmt.Println(err)
	// Output:
	// Full House (singles)
	// Hidden Single (singles)
	// Naked Single (singles)
	// Pointing (intersections)
	// unknown technique or group "death blossom"
}
