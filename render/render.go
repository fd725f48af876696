package render

import (
	"errors"
	"fmt"

	"github.com/sudokit-go/sudokit"
)

// MinSize and MaxSize bound the puzzles render draws: 4x4 to 25x25. Above
// 25x25 a cell of a printed page is too small to read, and the symbols run
// out of one character.
const (
	MinSize = 4
	MaxSize = 25
)

// A Puzzle is one grid to draw, as plain data.
type Puzzle struct {
	// Grid holds the givens, drawn bold; 0 is a blank.
	Grid sudokit.Grid
	// Entries, if its Shape is set, holds values written into the blanks
	// of Grid (a player's entries, or a solution): they are drawn in
	// another colour. Cells given in Grid are ignored.
	Entries sudokit.Grid
	// Candidates, if not nil, holds one bitmask per cell (bit v-1 for
	// value v), drawn as pencil marks in the cells with no value.
	Candidates []uint64
	// Highlight is a step to draw over the grid.
	Highlight Highlight
	// Symbols writes the values: 1-9 and A-Z by default, or the puzzle's
	// own alphabet.
	Symbols sudokit.Symbols
	// Number, when positive, captions the puzzle ("7"), and its solution
	// with the same number.
	Number int
}

// A Highlight is one step of a solving path as plain data: the cells of
// its pattern with their roles, the values it places and the candidates
// it eliminates. Roles are those of the step records: target, base,
// cover, fin, link; cells of other roles are drawn as targets.
type Highlight struct {
	Cells        []CellRole
	Placements   []CellValue
	Eliminations []CellValue
}

// Empty reports whether h highlights nothing.
func (h Highlight) Empty() bool {
	return len(h.Cells) == 0 && len(h.Placements) == 0 && len(h.Eliminations) == 0
}

// A CellRole is a cell of a step's pattern and its role.
type CellRole struct {
	Cell sudokit.Pos
	Role string
}

// A CellValue is a value at a cell: a placement, or an eliminated
// candidate.
type CellValue struct {
	Cell  sudokit.Pos
	Value int
}

// A PageSize is a sheet of paper, in millimetres.
type PageSize struct {
	Name          string
	Width, Height float64
}

// The page sizes a worksheet may take.
var (
	A4     = PageSize{Name: "a4", Width: 210, Height: 297}
	Letter = PageSize{Name: "letter", Width: 215.9, Height: 279.4}
)

// PageSizes lists the page sizes by name.
func PageSizes() []PageSize { return []PageSize{A4, Letter} }

// Options say how to lay puzzles out.
type Options struct {
	// Page, when set, makes a worksheet of pages of that size; the zero
	// PageSize makes a card, a picture as large as one puzzle.
	Page PageSize
	// PerPage is how many puzzles a worksheet page holds: 1, 2, 4 or 6
	// (0 means 1).
	PerPage int
	// SizeMM is the side of a grid in millimetres: a card's grid, or the
	// largest grid of a worksheet (0: as large as the slot allows).
	SizeMM float64
	// Title heads a card, and every page of a worksheet.
	Title string
	// Solutions, when not nil, follow the puzzles of a worksheet on pages
	// of their own, smaller, each with its puzzle's number: Grid holds the
	// givens and Entries the solution.
	Solutions []Puzzle
}

// A Document is a laid-out picture: one or more pages, ready to be
// written as SVG, PDF or PNG.
type Document struct {
	pages []page
}

// Pages returns the number of pages of d.
func (d *Document) Pages() int { return len(d.pages) }

// perPage maps the puzzles a worksheet page holds to its columns and rows,
// for puzzles and for their smaller solutions.
var perPage = map[int]struct{ cols, rows, solCols, solRows int }{
	1: {1, 1, 2, 2},
	2: {1, 2, 2, 3},
	4: {2, 2, 3, 4},
	6: {2, 3, 4, 5},
}

// CheckPerPage says whether a worksheet page can hold n puzzles.
func CheckPerPage(n int) error {
	if _, ok := perPage[n]; !ok {
		return fmt.Errorf("want 1, 2, 4 or 6")
	}
	return nil
}

// CheckSize says whether render draws N×N puzzles.
func CheckSize(n int) error {
	if n < MinSize || n > MaxSize {
		return fmt.Errorf("a %dx%d puzzle is too large to draw; render draws 4x4 to 25x25", n, n)
	}
	return nil
}

// Layout lays out puzzles as a card (one puzzle, no page size) or a
// worksheet of pages.
func Layout(puzzles []Puzzle, opt Options) (*Document, error) {
	if len(puzzles) == 0 {
		return nil, errors.New("no puzzle to draw")
	}
	for i := range puzzles {
		if err := checkPuzzle(&puzzles[i]); err != nil {
			return nil, err
		}
	}
	for i := range opt.Solutions {
		if err := checkPuzzle(&opt.Solutions[i]); err != nil {
			return nil, err
		}
	}
	if opt.PerPage == 0 {
		opt.PerPage = 1
	}
	if err := CheckPerPage(opt.PerPage); err != nil {
		return nil, fmt.Errorf("%d puzzles a page: %v", opt.PerPage, err)
	}
	if opt.SizeMM < 0 || opt.SizeMM > 1000 {
		return nil, fmt.Errorf("a grid of %gmm: want 10 to 1000", opt.SizeMM)
	}
	if opt.Page.Width == 0 {
		if len(puzzles) != 1 || opt.Solutions != nil {
			return nil, errors.New("a card holds one puzzle; give a page size for a worksheet")
		}
		return &Document{pages: []page{card(&puzzles[0], opt)}}, nil
	}
	return worksheet(puzzles, opt), nil
}

func checkPuzzle(p *Puzzle) error {
	s := p.Grid.Shape
	if s == nil || len(p.Grid.Cells) != s.N*s.N {
		return errors.New("a puzzle without a grid")
	}
	if err := CheckSize(s.N); err != nil {
		return err
	}
	if p.Entries.Shape != nil && len(p.Entries.Cells) != len(p.Grid.Cells) {
		return errors.New("entries of another size than their puzzle")
	}
	if p.Candidates != nil && len(p.Candidates) != len(p.Grid.Cells) {
		return errors.New("candidates of another size than their puzzle")
	}
	for _, c := range p.Highlight.Cells {
		if !s.Contains(c.Cell) {
			return fmt.Errorf("highlighted cell %v outside the %s grid", c.Cell, s.Size())
		}
	}
	for _, vs := range [][]CellValue{p.Highlight.Placements, p.Highlight.Eliminations} {
		for _, v := range vs {
			if !s.Contains(v.Cell) {
				return fmt.Errorf("highlighted cell %v outside the %s grid", v.Cell, s.Size())
			}
			if v.Value < 1 || v.Value > s.N {
				return fmt.Errorf("value %d at %v outside 1-%d", v.Value, v.Cell, s.N)
			}
		}
	}
	if p.Symbols.Fits(s.N) != nil {
		p.Symbols = sudokit.DefaultSymbols(s.N)
	}
	return nil
}
