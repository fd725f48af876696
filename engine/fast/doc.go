// Package fast is sudokit's default engine: an exact solver and solution
// counter for every shape from 4x4 to 64x64, square and rectangular boxes.
//
// # Design
//
// The general path (general.go) keeps one uint64 candidate mask per cell,
// so any N up to 64 fits one word. Placing a value takes its bit from the
// cell's peers (the shape's precomputed peer lists); a peer left with one
// candidate is queued and placed in turn (naked singles). When the queue is
// empty, the units touched since their last scan are scanned for values with
// one place left (hidden singles), counting with two masks, "seen once" and
// "seen twice", which also finds a value with no place at all. From 12x12
// up, where it pays, locked candidates follow: a value a box confines to one
// row or column leaves the rest of that line, and a value a line confines to
// one box leaves the rest of the box.
//
// The search branches on the unsolved cell with the fewest candidates,
// preferring among equals the cell whose branches most often failed at once
// (a failure weight in the spirit of dom/wdeg). Every change to a mask is
// written to a trail, and backing up pops the trail, so the state is undone
// rather than copied and nothing is allocated once the slices have grown to
// the shape. Unsolved cells sit at the front of a list and are taken out by
// swapping, so restoring the list's length restores the set.
//
// A single depth-first run can lose itself for seconds under one bad early
// choice. The search therefore runs with restarts: each run stops after a
// node budget that doubles from run to run and starts its scan elsewhere,
// keeping the failure weights learnt before. A run that ends within its
// budget has searched its whole tree, so answers and counts stay exact, and
// the doubling costs at most as much again as the last run.
//
// # Budgets and cancellation
//
// The context is looked at every few thousand nodes; Options.MaxNodes
// stops the search with a *sudokit.NodeLimitError. Stats counts nodes
// (values entered by the search, not by propagation), backtracks and
// guesses (branch points with more than one choice), summed over every run.
package fast
