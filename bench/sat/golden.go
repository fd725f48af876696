package main

import (
	"fmt"
	"os"
	"strconv"
	"strings"

	"github.com/sudokit-go/sudokit"
)

// A Puzzle is one puzzle of a file, with its golden answer when the files
// beside it hold one.
type Puzzle struct {
	Line   int
	Grid   sudokit.Grid
	Sol    sudokit.Grid // the .sol file's grid; Shape nil when none
	NoSol  bool         // the .sol file says No Solution
	Count  int          // the .counts file's count (capped at 2); -1 unknown
	Blanks int
}

// loadFile reads the puzzles of a file in any form sudokit reads, the
// first limit of them (0: all), and the golden answers beside it: X.sol.EXT
// and X.counts.EXT for X.EXT. A golden file that is missing is no error;
// one that disagrees with the puzzles in length is.
func loadFile(name string, limit int) ([]Puzzle, error) {
	grids, items, err := readGrids(name, false, limit)
	if err != nil {
		return nil, err
	}
	ps := make([]Puzzle, len(grids))
	for i, g := range grids {
		ps[i] = Puzzle{Line: items[i].Line, Grid: g, Count: -1, Blanks: g.Blanks()}
	}
	base, ext := splitExt(name)
	if sols, solItems, err := readGrids(base+".sol"+ext, true, limit); err == nil {
		if len(sols) < len(ps) {
			return nil, fmt.Errorf("%s.sol%s: %d solutions for %d puzzles", base, ext, len(sols), len(ps))
		}
		for i := range ps {
			ps[i].Sol, ps[i].NoSol = sols[i], solItems[i].NoSolution
		}
	} else if !os.IsNotExist(err) {
		return nil, err
	}
	if b, err := os.ReadFile(base + ".counts" + ext); err == nil {
		lines := strings.Fields(string(b))
		if len(lines) < len(ps) {
			return nil, fmt.Errorf("%s.counts%s: %d counts for %d puzzles", base, ext, len(lines), len(ps))
		}
		for i := range ps {
			n, err := strconv.Atoi(lines[i])
			if err != nil || n < 0 {
				return nil, fmt.Errorf("%s.counts%s: line %d: %q is not a count", base, ext, i+1, lines[i])
			}
			ps[i].Count = min(n, 2)
		}
	} else if !os.IsNotExist(err) {
		return nil, err
	}
	return ps, nil
}

// splitExt splits "dir/x.txt" into "dir/x" and ".txt".
func splitExt(name string) (string, string) {
	slash := strings.LastIndexAny(name, `/\`)
	dot := strings.LastIndexByte(name, '.')
	if dot <= slash+1 {
		return name, ""
	}
	return name[:dot], name[dot:]
}

// readGrids reads the grids of a file; with solutions, "No Solution" lines
// are items of their own (with an empty grid).
func readGrids(name string, solutions bool, limit int) ([]sudokit.Grid, []sudokit.Item, error) {
	f, err := os.Open(name)
	if err != nil {
		return nil, nil, err
	}
	defer f.Close()
	rd := sudokit.NewReader(f, sudokit.ReadOptions{Source: name, Solutions: solutions})
	var grids []sudokit.Grid
	var items []sudokit.Item
	for limit <= 0 || len(grids) < limit {
		it, ok := rd.Next()
		if !ok {
			break
		}
		if it.Err != nil {
			return nil, nil, it.Err
		}
		grids = append(grids, it.Puzzle.Grid.Clone())
		it.Puzzle = sudokit.Puzzle{}
		items = append(items, it)
	}
	if len(grids) == 0 && !solutions {
		return nil, nil, fmt.Errorf("%s: no puzzle", name)
	}
	return grids, items, nil
}

// check says whether an answer is right: "" when it is, else why not.
// found is the count of solutions seen (capped at 2; 1 for a first
// solution), exact whether that count is a proof (uniqueness mode), and g
// the first solution when found > 0.
func (p *Puzzle) check(g sudokit.Grid, found int, exact bool) string {
	if found > 0 {
		if !g.Solves(p.Grid) {
			return "the answer does not solve the puzzle"
		}
		if p.Count == 0 || p.NoSol {
			return "found a solution; the golden file says No Solution"
		}
		if p.Count == 1 && p.Sol.Shape != nil && !g.Equal(p.Sol) {
			return "the answer differs from the golden solution of a unique puzzle"
		}
	}
	switch {
	case found == 0 && p.Count > 0:
		return "says No Solution; the golden count is " + strconv.Itoa(p.Count)
	case found == 0 && p.Count < 0 && p.Sol.Shape != nil && !p.NoSol:
		return "says No Solution; the golden file has a solution"
	case exact && p.Count >= 0 && found != p.Count:
		return fmt.Sprintf("counts %d; the golden count is %d", found, p.Count)
	}
	return ""
}
