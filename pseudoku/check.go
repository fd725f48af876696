package pseudoku

// CheckColumn is Task 5: it reports whether column j (from 0; the
// document's column j+1) holds every number from 1 to 4. It starts from a
// stack of 1-4 and calls SearchStack with each value of the column in turn,
// top to bottom; the first value not found (a repeat, a blank, or a value
// outside 1-4) makes it false, and true when all four were found. A column
// off the puzzle holds no number and gives false.
func CheckColumn(puzzle Puzzle, j int) bool {
	if !on(j) {
		return false
	}
	stack := numbers()
	for k := range Side {
		var found bool
		if stack, found = SearchStack(stack, puzzle.Get(k, j)); !found {
			return false
		}
	}
	return true
}

// ColChecks is the document's COLCHECKS, given with Task 5: CheckColumn of
// every column.
func ColChecks(puzzle Puzzle) bool {
	for j := range Side {
		if !CheckColumn(puzzle, j) {
			return false
		}
	}
	return true
}

// CheckGrids is Task 6: it reports whether each of the four 2×2 sub-grids
// holds every number from 1 to 4, checking each one as CheckColumn checks a
// column, with a fresh stack of 1-4 and SearchStack for each value, read
// row by row. The sub-grids are taken left to right, then top to bottom.
func CheckGrids(puzzle Puzzle) bool {
	for b := range Side {
		top, left := b/2*2, b%2*2
		stack := numbers()
		for k := range Side {
			var found bool
			if stack, found = SearchStack(stack, puzzle.Get(top+k/2, left+k%2)); !found {
				return false
			}
		}
	}
	return true
}
