// Package dlx is sudokit's Dancing Links engine: Knuth's Algorithm X over
// the exact-cover matrix of a Sudoku shape, after D. E. Knuth, "Dancing
// Links" (2000, arXiv cs/0011047).
//
// A Sudoku of side N is an exact-cover problem with 4N² columns, each of
// which must be covered exactly once: every cell holds one value, and every
// row, column and box holds every value once. Each of the N³ possible
// placements "value v at cell (r, c)" is a row of the matrix with a 1 in
// four columns: cell (r, c), row r with v, column c with v, and the box of
// (r, c) with v. A solution is a set of rows that covers every column once.
//
// Algorithm X chooses a column, covers it, tries each row that covers it in
// turn (covering the row's other columns), recurses, and uncovers in reverse
// order. Dancing links make covering and uncovering cheap: the 1s of the
// matrix are nodes of circular doubly linked lists, a node is taken out of
// its list by L[R[x]] = L[x], R[L[x]] = R[x] and put back by L[R[x]] = x,
// R[L[x]] = x. Like Knuth, the engine chooses the column with the fewest
// rows (his S heuristic); ties go to the first such column.
//
// The matrix lives in int32 arrays, indexes in place of pointers, built once
// per shape and kept by the engine: every search leaves the links as it
// found them, so the next puzzle starts from the same matrix.
package dlx
