package classic

// What the engines of this package share: their trace and their copy of
// the puzzle.

import "github.com/sudokit-go/sudokit"

// emit hands e to the trace function, if there is one.
func emit(trace func(sudokit.Event), e sudokit.Event) {
	if trace != nil {
		trace(e)
	}
}

// load copies g's cells into cells, made anew only when their number
// changes, and returns it: the engines keep their copy of the puzzle
// between searches so that a batch allocates nothing.
func load(cells []uint8, g sudokit.Grid) []uint8 {
	if len(cells) != len(g.Cells) {
		cells = make([]uint8, len(g.Cells))
	}
	copy(cells, g.Cells)
	return cells
}
