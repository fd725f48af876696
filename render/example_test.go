package render_test

import (
	"bytes"
	"fmt"
	"strings"

	"github.com/sudokit-go/sudokit"
	"github.com/sudokit-go/sudokit/render"
)

// A card of the Pseudoku puzzle of the coursework, with a step drawn over
// it, as SVG.
func ExampleLayout() {
	p := sudokit.MustParse(".41...2.3....1.2")
	steps, err := render.ReadSteps("example", []byte("r1c1=2"))
	if err != nil {
		fmt.Println(err)
		return
	}
	d, err := render.Layout([]render.Puzzle{{Grid: p.Grid, Highlight: steps[0].Steps[0]}}, render.Options{SizeMM: 40})
	if err != nil {
		fmt.Println(err)
		return
	}
	var svg bytes.Buffer
	if err := d.WriteSVG(&svg); err != nil {
		fmt.Println(err)
		return
	}
	lines := strings.Split(svg.String(), "\n")
	fmt.Println(d.Pages(), "page")
	fmt.Println(lines[1])
	// Output:
	// 1 page
	// <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="48mm" height="48mm" viewBox="0 0 48 48">
}

// The step a hint record carries, as plain data.
func ExampleReadSteps() {
	rec := `{"source":"stdin","line":1,"size":4,"box":"2x2","form":"line","puzzle":".41...2.3....1.2","level":4,"technique":"Hidden Single","region":"box 1","cells":[{"cell":"r1c1","role":"target"}],"placements":[{"cell":"r1c1","value":2}],"eliminations":[],"digits":[2],"text":"Hidden Single: 2 can only go in r1c1 in box 1"}`
	recs, err := render.ReadSteps("stdin", []byte(rec))
	if err != nil {
		fmt.Println(err)
		return
	}
	h := recs[0].Steps[0]
	fmt.Println(recs[0].Puzzle, h.Cells[0].Cell, h.Cells[0].Role, h.Placements[0].Value)
	// Output:
	// .41...2.3....1.2 r1c1 target 2
}
