// Package generate makes Sudoku puzzles of every shape from 4x4 to 64x64:
// random full grids, then clues taken away while the solution stays
// unique, under a symmetry of the clue pattern, down to a minimal puzzle or
// a clue count.
//
// Full grids come from a randomised depth-first search (fewest candidates
// first, values tried in random order), from 16x16 up helped by the
// caller's engine, which finishes a partial grid as soon as it has one
// solution. Every valid grid can come out: the search reaches each grid by
// the path that always picks that grid's value, and every such path has a
// positive chance. The grid is then relabelled and its rows, columns, bands
// and stacks shuffled (and, for square boxes, transposed) by a uniformly
// drawn transformation, so that all grids equivalent under these
// transformations are equally likely. docs/generate.md says how uniform the
// result is.
//
// Puzzles are made by one pass over the cells, or over the symmetry's
// orbits of cells, in random order: a clue goes when the puzzle without it
// still has one solution. A cell whose value its remaining peers force is
// removed without asking the engine; every other removal is checked by the
// caller's sudokit.Solver, counting solutions up to two. One pass with no
// symmetry leaves a minimal puzzle: a clue that could not go then cannot go
// later, when fewer clues remain.
//
// Every random choice draws from the *rand.Rand the caller passes, so a
// puzzle is a function of the seed of that source and the options (and of
// the deadline, when a target is not met before it).
package generate
