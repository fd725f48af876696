// Package pseudoku is the 4×4 Pseudoku generator of the coursework "Sudoku
// assignment, Algorithms and Data Structures I", built task by task under
// the document's names, and the measured analysis of its limits.
//
// A Pseudoku is a 4×4 Sudoku: values 1 to 4, 2×2 sub-grids. The method
// copies one row four times (MakeVector, Task 1), shifts the last three
// copies cyclically to the left through a queue (PermuteVector, Task 2;
// PermuteRows, Task 3) until every column and sub-grid holds 1 to 4,
// checked with a stack (SearchStack, Task 4; CheckColumn and ColChecks,
// Task 5; CheckGrids, Task 6); MakeSolution (Task 8) tries the shift triples
// in order; Blank and BlankUnique (Task 9) blank n cells at random; Analyze
// (Task 10) counts what the method can and cannot make.
//
// # Numbering
//
// The document counts rows, columns and vector elements from 1; this
// package, like the rest of sudokit, counts from 0: the document's
// puzzle[3][2] is Get(2, 1). Shifts count places, as in the document.
//
// # The concrete data structure (Task 7)
//
// Task 7 asks for a structure in which every element holds an integer, or
// a pointer to another element, or null. A [Puzzle] is two arrays of such
// elements: a block of 16 contiguous integers holding the four rows one
// after another, and an index array of four row pointers. A pointer is the
// position of an element in the block, counted from 1; 0 is null. The
// solution of the row 2,4,1,3:
//
//	rows (row pointers)      block (16 contiguous integers; 0 would be a blank)
//	                          1   2   3   4   5   6   7   8   9  10  11  12  13  14  15  16
//	+----+                  +---+---+---+---+---+---+---+---+---+---+---+---+---+---+---+---+
//	|  1 |----------------->| 2 | 4 | 1 | 3 | 1 | 3 | 2 | 4 | 4 | 1 | 3 | 2 | 3 | 2 | 4 | 1 |
//	+----+                  +---+---+---+---+---+---+---+---+---+---+---+---+---+---+---+---+
//	|  5 |----------------------------------->^               ^               ^
//	+----+                                                    |               |
//	|  9 |----------------------------------------------------+               |
//	+----+                                                                    |
//	| 13 |--------------------------------------------------------------------+
//	+----+
//
// The vector operations the algorithm uses are short walks on it:
//
//   - get puzzle[i][j]: follow rows[i] to the row's first element, step j-1
//     elements on ([Puzzle.Get]); set is the same walk ending in a write
//     ([Puzzle.Set]).
//   - row access puzzle[i]: follow rows[i] and read the four elements from
//     there ([Puzzle.Row]); assigning a row vector writes them
//     ([Puzzle.SetRow]).
//   - copy: copy the 16 integers and the 4 pointers. Because a pointer is a
//     position in the block, not a machine address, the copied pointers
//     point into the copy's own block with no fixing up ([Puzzle.Copy], or
//     plain assignment).
//   - MakeVector sets the pointers to 1, 5, 9 and 13 and writes the row
//     into each of the four runs, so the rows are copies, not one row
//     shared four times: shifting one leaves the others alone.
//
// The row pointers let a row be found in one step and keep each row
// contiguous, so that reading or writing a row is a copy of four
// neighbours; the one block keeps the whole puzzle in 16 consecutive
// elements, which is also the row-major layout of the core's [sudokit.Grid]
// ([Puzzle.Grid] converts). The queue of Task 2 ([Queue]) is a ring of
// eight contiguous elements with a head index and a count; the stack of
// Tasks 4-6 ([Stack]) is an array with a count whose last element is the
// top.
//
// # Departures from the printed text
//
// The document was printed with a few slips; where it contradicts itself
// this package follows the task statements and the worked example, and the
// doc comment of the function concerned says so: PermuteRows shifts the
// second to fourth rows to the left (the text once says "to the right" and
// numbers them 1 to 3), and it returns a new vector instead of changing its
// argument, so that MakeSolution's tries do not pile up. Task 9's method
// and Task 10's analysis are the document's open questions; Blank,
// BlankUnique and Analyze answer them, and docs/pseudoku.md holds the
// analysis as the command `sudokit pseudoku analyze` prints it.
package pseudoku
