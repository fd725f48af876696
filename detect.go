package sudokit

import "strings"

// Detection: before the first puzzle, a Reader looks at the first content
// lines and decides whether the input is a batch (docs/cli.md §4.3: that
// comes before the grid rules of §4.2), then the form.

// detectLines is how many content lines a Reader looks at to decide the
// form and whether the input is a batch.
const detectLines = 65

// maxLookahead bounds the bytes a Reader holds past its first detectLines
// content lines, where it reads on to see whether K lines of K cells (K
// from 81 to 4096) are exactly K lines, so one puzzle. Past it, the input
// is taken for the batch it then almost surely is: 4 MiB hold 1296 lines
// of 36x36 tokens, while one input of 2401 lines of 2401 tokens is beyond
// any use.
const maxLookahead = 4 << 20

// start reads ahead and decides the form and whether the input is a
// batch. It returns an item and true when the input ends there: empty,
// unreadable, or binary from its first content line.
//
// Only content lines are held while deciding: blank and comment lines cost
// nothing, however many there are.
func (r *Reader) start() (Item, bool) {
	for len(r.window) < detectLines {
		l, ok := r.src.next()
		if !ok {
			break
		}
		if isContent(l) {
			r.window = append(r.window, l)
			if r.opt.Typed && r.typedBatch(l) {
				r.settled = true
				break
			}
		}
	}
	content := r.window
	if r.src.err != nil && len(content) == 0 {
		return Item{Err: r.readError(r.src.err)}, true
	}
	if len(content) == 0 {
		return Item{Err: &ParseError{Msg: "empty input, no puzzle found"}}, true
	}
	complete := len(content) < detectLines && r.src.eof
	r.form = r.opt.Form
	if r.form == FormAuto && r.isCSV(content[0]) {
		r.form = FormCSV
	}
	switch {
	case r.form == FormCSV || r.form == FormGrid:
		r.batch = false
	case r.opt.Batch != BatchAuto:
		r.batch = r.opt.Batch == BatchOn
	default:
		r.batch = r.detectBatch()
	}
	if p := r.window[0].problem; p != nil && !r.batch {
		return Item{Line: r.window[0].num, Err: p}, true
	}
	if r.form == FormAuto {
		if r.batch {
			r.form = r.batchForm()
		} else {
			r.form = r.detectForm(r.window, complete && len(r.window) < detectLines)
		}
	}
	return Item{}, false
}

// isContent reports whether a line counts: it holds something once its
// comment is removed, or it is not text at all.
func isContent(l srcLine) bool {
	s, _ := l.content(FormLine)
	return s != "" || l.problem != nil
}

// isCSV applies rule 1 of docs/cli.md §4.2: the name ends in .csv or
// .csv.soln, or the first content line holds a comma.
func (r *Reader) isCSV(first srcLine) bool {
	s, _ := first.content(FormLine)
	name := r.opt.Source
	return strings.HasSuffix(name, ".csv") || strings.HasSuffix(name, ".csv.soln") || (first.problem == nil && strings.Contains(s, ","))
}

// detectForm applies the rules 2 to 5 of docs/cli.md §4.2, in order, to
// an input that is not a batch.
func (r *Reader) detectForm(content []srcLine, complete bool) Form {
	for _, l := range content {
		s, _ := l.content(FormGrid)
		if strings.ContainsAny(s, "|+") || isRuleLine(s) {
			return FormGrid
		}
	}
	// N lines of N characters are a grid.
	if k := len(content); complete && r.sizeFits(k) {
		square := true
		for _, l := range content {
			s, _ := l.content(FormGrid)
			if l.problem != nil || strings.ContainsAny(s, " \t") || runeCount(s) != k {
				square = false
				break
			}
		}
		if square {
			return FormGrid
		}
	}
	return lineOrTokens(content[0])
}

// lineOrTokens applies rules 4 and 5 of docs/cli.md §4.2: line when the
// line is one run of three or more characters without spaces, else tokens.
func lineOrTokens(l srcLine) Form {
	s, _ := l.content(FormLine)
	if len(s) >= 3 && !strings.ContainsAny(s, " \t") {
		return FormLine
	}
	return FormTokens
}

// batchForm is the form a batch reports: that of its first complete
// puzzle (each line is still read as what it is).
func (r *Reader) batchForm() Form {
	first := r.window[0]
	if len(r.window) > 1 && !r.wholePuzzle(first) && r.wholePuzzle(r.window[1]) {
		first = r.window[1]
	}
	return lineOrTokens(first)
}

// sizeFits reports whether N = k is a size the options allow.
func (r *Reader) sizeFits(k int) bool {
	fixed := r.opt.fixedN()
	return k >= MinSize && k <= MaxSize && (fixed == 0 || fixed == k)
}

// detectBatch applies docs/cli.md §4.3: two or more content lines, the
// first or second a complete puzzle on its own, whatever later lines hold;
// except that exactly K content lines of K cells each are one K×K puzzle,
// for every K.
func (r *Reader) detectBatch() bool {
	if r.settled {
		return true
	}
	if len(r.window) < 2 {
		return false
	}
	if !r.wholePuzzle(r.window[0]) && !r.wholePuzzle(r.window[1]) {
		return false
	}
	return !r.squareRows()
}

// squareRows reports whether the input is exactly K content lines of K
// cells each, with rule lines between them if a picture draws them. For K
// above detectLines it reads on, holding the lines, for as long as every
// line holds K cells and at most maxLookahead bytes.
func (r *Reader) squareRows() bool {
	k, rows, held := 0, 0, 0
	for i := 0; ; i++ {
		if i == len(r.window) {
			l, ok := r.nextContentLine()
			if !ok {
				if rows == k {
					r.square = k
				}
				return rows == k
			}
			r.window = append(r.window, l)
			held += len(l.text)
		}
		if held > maxLookahead || i > 2*k+1 {
			return false
		}
		l := r.window[i]
		if l.problem != nil {
			return false
		}
		if s, _ := l.content(FormGrid); isRuleLine(s) {
			continue
		}
		if rows == 0 {
			k = r.lineCells(l)
			if fixed := r.opt.fixedN(); k < MinSize || (fixed != 0 && fixed != k) {
				return false
			}
		}
		if rows == k || r.lineCells(l) != k {
			return false
		}
		rows++
	}
}

// typedBatch reports whether the content line l, just read from a typed
// input, settles it as a batch: under --batch, or when l is the first or
// second content line and holds a whole puzzle of more than MaxSize cells,
// so that K lines like it could never make one K×K puzzle.
func (r *Reader) typedBatch(l srcLine) bool {
	if r.opt.Form == FormCSV || r.opt.Form == FormGrid || r.opt.Batch == BatchOff || r.isCSV(r.window[0]) {
		return false
	}
	if r.opt.Batch == BatchOn {
		return true
	}
	return len(r.window) <= 2 && r.wholePuzzle(l) && r.lineCells(l) > MaxSize
}

// nextContentLine reads the next content line from the source.
func (r *Reader) nextContentLine() (srcLine, bool) {
	for {
		l, ok := r.src.next()
		if !ok || isContent(l) {
			return l, ok
		}
	}
}

// lineCells counts the cells of one content line, as a batch reads it.
func (r *Reader) lineCells(l srcLine) int {
	s, _ := l.content(FormLine)
	if r.form == FormLine || !strings.ContainsAny(s, " \t") {
		return runeCount(s) - strings.Count(s, " ") - strings.Count(s, "\t")
	}
	return countFields(s)
}

// wholePuzzle reports whether a line holds a complete puzzle on its own:
// N² cells for an N from 4 to 64, or for the N the options fix. A line of
// a picture (with |, +, or a rule line) or of csv holds no puzzle.
func (r *Reader) wholePuzzle(l srcLine) bool {
	if l.problem != nil {
		return false
	}
	if r.opt.Solutions && isNoSolution(l) {
		return true
	}
	if s, _ := l.content(FormLine); strings.ContainsAny(s, "|+,") || isRuleLine(s) {
		return false
	}
	c := r.lineCells(l)
	if fixed := r.opt.fixedN(); fixed != 0 {
		return c == fixed*fixed
	}
	n := isqrt(c)
	return n*n == c && n >= MinSize && n <= MaxSize
}

func isNoSolution(l srcLine) bool {
	s, _ := l.content(FormLine)
	return strings.EqualFold(s, "No Solution")
}

func runeCount(s string) int {
	n := 0
	for range s {
		n++
	}
	return n
}
