// Package classic holds the textbook engines of sudokit, each written beside
// the coursework document it comes from, so that a student can read the two
// side by side:
//
//   - [Brute] (brute.go): every combination of values for the blanks, each
//     checked as a whole grid (brute-force-validator-solver.txt);
//   - [Recursive] (recursive.go): recursive backtracking over copies of the
//     puzzle, cell by cell (recursive-backtracking.txt);
//   - [DFS] (dfs.go): iterative depth-first search with an explicit stack of
//     moves (nxn-dfs-solver.txt, Algorithm 1);
//   - [DFSRec] (dfsrec.go): the same depth-first search on the call stack.
//
// Every engine implements [sudokit.Solver] and [sudokit.SolveCounter]
// through an embedded [sudokit.Search] on every shape from 4x4 to 64x64,
// honours cancellation, Options.MaxNodes and Options.Progress, fills
// [sudokit.Stats]
// in the same words (nodes are values entered into a cell, backtracks the
// entered values taken back, guesses the branch points with more than one
// choice) and reports its steps to Options.Trace in the words of its
// algorithm. They are slow by design: their worth is in being faithful.
// Where a printed pseudocode is wrong, a comment says what it printed and
// what the code does instead.
package classic
