package cli

import (
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/sudokit-go/sudokit"
	"github.com/sudokit-go/sudokit/engine"
	"github.com/sudokit-go/sudokit/logic"
)

// logicOptions are the flags explain, hint and rate share: --techniques,
// --budget, for explain and hint a player's --entries.
type logicOptions struct {
	techniques string
	entries    string
	budget     time.Duration // --budget D; 0 with budgetSet: none
	budgetSet  bool          // --budget was given; else the default by size (logic.DefaultBudget)

	selected []logic.Technique // nil: the whole ladder
	entered  []sudokit.Item    // the grids of --entries, in order
}

// techniquesFlag defines --techniques LIST.
func techniquesFlag(fs *flagSet, l *logicOptions) {
	fs.String(&l.techniques, "techniques", "LIST", "", "allow only these techniques or groups, comma-separated: singles,pairs (default: all; see 'sudokit help techniques')")
}

// entriesFlag defines --entries FILE.
func entriesFlag(fs *flagSet, l *logicOptions) {
	fs.String(&l.entries, "entries", "FILE", "", "a player's entries for each puzzle, in the same form, blank where nothing is written")
}

// budgetFlag defines --budget D|auto|none, the time the chains and
// forcing techniques may take on one puzzle: what for is the command's
// own sentence.
func budgetFlag(fs *flagSet, l *logicOptions, what string) {
	fs.Func("budget", "D", "auto", what+"; auto: none up to 12x12, "+logic.LargeBudget.String()+
		" from 16x16 on; none or 0: no bound", func(s string) error {
		switch s {
		case "auto":
			l.budget, l.budgetSet = 0, false
			return nil
		case "none":
			l.budget, l.budgetSet = 0, true
			return nil
		}
		d, err := time.ParseDuration(s)
		if err != nil || d < 0 {
			return errors.New("want auto, none or a duration such as 500ms, 10s or 2m")
		}
		l.budget, l.budgetSet = d, true
		return nil
	})
}

// budgetFor is the budget of one puzzle of shape s: --budget, else the
// default of its size; 0 for none.
func (l *logicOptions) budgetFor(s *sudokit.Shape) time.Duration {
	if l.budgetSet {
		return l.budget
	}
	return logic.DefaultBudget(s)
}

// logicBudget is --budget as logic.Options.Budget takes it: 0 for the
// default of the puzzle's size, negative for none.
func (l *logicOptions) logicBudget() time.Duration {
	switch {
	case !l.budgetSet:
		return 0
	case l.budget == 0:
		return -1
	}
	return l.budget
}

// resolve reads --techniques; an error is a usage error.
func (l *logicOptions) resolve(r *runner) error {
	if l.techniques != "" {
		var names []string
		for _, n := range strings.Split(l.techniques, ",") {
			if n = strings.TrimSpace(n); n != "" {
				names = append(names, n)
			}
		}
		sel, err := logic.Select(names)
		if err != nil {
			return r.usageErr("--techniques %s: %v; see 'sudokit help techniques'", l.techniques, err)
		}
		if len(sel) == 0 {
			return r.usageErr("--techniques %q: names no technique", l.techniques)
		}
		l.selected = sel
	}
	return nil
}

// readEntries reads the grids of --entries, if given, and reports a file
// it cannot read; it returns false then.
func (l *logicOptions) readEntries(r *runner) bool {
	if l.entries == "" {
		return true
	}
	items, err := r.readItems(l.entries)
	if err != nil {
		r.errorf("%v (needed by --entries)", err)
		return false
	}
	l.entered = items
	return true
}

// readItems reads every puzzle of file with the run's reading options.
func (r *runner) readItems(file string) ([]sudokit.Item, error) {
	in, closeIn, src, err := r.open(file)
	if err != nil {
		return nil, err
	}
	defer closeIn()
	read := r.opt.read
	read.Source = src
	rd := sudokit.NewReader(in, read)
	var items []sudokit.Item
	for {
		it, ok := rd.Next()
		if !ok {
			break
		}
		items = append(items, it)
	}
	if len(items) == 1 && items[0].Err != nil {
		return nil, items[0].Err
	}
	return items, nil
}

// entriesOf returns the player's entries of t's puzzle: the line after it,
// or its grid in --entries (the k-th for the k-th puzzle); a nil Shape for
// none.
func (l *logicOptions) entriesOf(t task) (sudokit.Grid, error) {
	if t.follower != nil {
		return t.follower.Puzzle.Grid, nil
	}
	if l.entries == "" {
		return sudokit.Grid{}, nil
	}
	if t.index >= len(l.entered) {
		return sudokit.Grid{}, fmt.Errorf("%s holds no entries for this puzzle (%s)", l.entries,
			plural(int64(len(l.entered)), "grid", "grids"))
	}
	it := l.entered[t.index]
	if it.Err != nil {
		return sudokit.Grid{}, it.Err
	}
	if it.NoSolution {
		return sudokit.Grid{}, fmt.Errorf("%s: line %d: not a grid of entries", l.entries, it.Line)
	}
	return it.Puzzle.Grid, nil
}

// entriesFollow tells whether next, read after puzzle, is a player's grid
// for it rather than a puzzle of its own: it has the same shape, keeps
// every given, and has more cells filled. Only without --entries.
func (l *logicOptions) entriesFollow(puzzle, next sudokit.Item) bool {
	if l.entries != "" || next.Err != nil || next.NoSolution {
		return false
	}
	p, e := puzzle.Puzzle.Grid, next.Puzzle.Grid
	if p.Shape == nil || e.Shape == nil || p.Shape.N != e.Shape.N || p.Shape.BoxRows != e.Shape.BoxRows {
		return false
	}
	return e.KeepsGivens(p) && e.Blanks() < p.Blanks()
}

// logicEngine is the engine explain, hint and rate check uniqueness with:
// the fast one, else the registry's default.
func logicEngine() sudokit.Engine {
	reg := engine.Registry()
	if e, err := reg.Lookup("fast"); err == nil {
		return e
	}
	return reg.Default()
}

// logicError sorts an error of logic.Hint or logic.Explain: the number of
// solutions of a puzzle that has none or several (a negative answer), or
// an error that prevents an answer, worded for the user.
func (r *runner) logicError(err error) (solutions int, negative bool, out error) {
	var se *logic.SolutionsError
	if errors.As(err, &se) {
		return se.Solutions, true, nil
	}
	return 0, false, r.limitError(err)
}

// entriesRecord writes the entries of a task in the record's form, or ""
// for none.
func entriesRecord(entries sudokit.Grid, f sudokit.FormatOptions) string {
	if entries.Shape == nil {
		return ""
	}
	return sudokit.Format(entries, f)
}
