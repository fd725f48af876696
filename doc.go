// Package sudokit is the vocabulary of the sudokit toolkit: the shapes and
// grids of N×N Sudoku puzzles with R×C boxes (4 ≤ N = R·C ≤ 64), the forms
// they are written in, their validation, the helper API of the coursework
// sudokit grew out of, and the Solver interface every engine implements.
//
// # Shapes and grids
//
// A [Shape] is the geometry of one box shape, built once and shared
// ([ShapeOf], [SquareShape]): its units (rows, columns, boxes) and the peers
// of every cell. A [Grid] is a shape and its values, one byte a cell, row by
// row, 0 for a blank.
//
// # Numbering
//
// Everything in this package counts from 0, as Go indexes do: [Pos]{Row: 0,
// Col: 2} is the first row's third cell; box 0 is the top-left box, and boxes
// are numbered left to right, then top to bottom; places inside a box are
// numbered the same way. The coursework, and everything sudokit prints for
// people (r1c3, "box 5", "row 3"), counts from 1: add one at the edges, as
// the examples do.
//
// # Forms
//
// A [Reader] reads any input the command line reads (docs/cli.md) — tokens,
// one-line strings, csv, pretty grids, one puzzle or a batch — and
// [AppendFormat] writes a grid back in any form. Input errors are [*ParseError] values that
// say where (source, line, column, cell) and what.
//
// # Solving
//
// A [Solver] solves grids and counts their solutions. [Backtrack] is the
// coursework's reference solver; package engine lists the others.
package sudokit
