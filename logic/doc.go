// Package logic solves Sudoku as a person does, one explained step at a
// time, on every shape sudokit knows (4x4 to 64x64, square or rectangular
// boxes).
//
// A Candidates value holds the pencil marks of a grid: one bitmask per cell
// (bit v-1 for value v), with the values and the blank count of every unit
// kept up to date by Place, so techniques read what they need without
// allocating. A Step is plain data: the technique, its digits, the cells of
// its pattern with their roles (target, base, cover, fin, link), the
// placements, the eliminations and its sentence; Step.Record gives the JSON
// step record of the explain and hint commands.
//
// # The ladder
//
// Techniques are rungs of one ladder, simplest first, each in its own file
// with a Find function that returns its first instance without changing the
// grid. The ladder is ordered by Sudoku Explainer's rating of each
// technique (Technique.Value, docs/rating.md §3):
//
//	1.0  Full House       singles
//	1.2  Hidden Single    singles (in a box, then a row, then a column; SE rates 1.5 in a line)
//	2.3  Naked Single     singles
//	2.6  Pointing         intersections
//	2.8  Claiming         intersections
//	3.0  Naked Pair       subsets, pairs
//	3.2  X-Wing           fish
//	3.4  Hidden Pair      subsets, pairs
//	3.6  Naked Triple     subsets, triples
//	3.8  Swordfish        fish
//	4.0  Hidden Triple    subsets, triples
//	 -   Skyscraper       single-digit
//	 -   2-String Kite    single-digit
//	 -   Turbot Fish      single-digit
//	 -   Empty Rectangle  single-digit
//	 -   W-Wing           wings
//	4.2  XY-Wing          wings
//	4.4  XYZ-Wing         wings
//	4.5  Unique Rectangle uniqueness (types 1-4)
//	5.0  Naked Quad       subsets, quads
//	5.2  Jellyfish        fish
//	5.4  Hidden Quad      subsets, quads
//	 -   Finned X-Wing    fish
//	 -   Sashimi X-Wing   fish
//	 -   Finned Swordfish fish
//	 -   Sashimi Swordfish fish
//	 -   Finned Jellyfish fish
//	 -   Sashimi Jellyfish fish
//	 -   Simple Colors    coloring
//	5.6  BUG+1            uniqueness
//	6.2  Aligned Pair Exclusion  chains
//	6.6  X-Chain          chains
//	7.0  XY-Chain         chains
//	 -   Alternating Inference Chain   chains (grouped nodes; SE has none)
//	 -   ALS-XZ           chains (SE has no almost locked sets)
//	7.5  Nishio           forcing
//	8.0  Cell Forcing Chain   forcing
//	8.0  Unit Forcing Chain   forcing
//	8.5  Dynamic Forcing Chain  forcing
//	9.5  Nested Forcing Chain   forcing
//	12.0 Trial            trial (the last resort: a guess checked by search, see below)
//
// A technique SE lacks ("-": Value 0, no part in a rating) sits where a
// player meets it, as HoDoKu orders its steps: the single-digit patterns
// after the basic fish and subsets up to the triples, then W-Wing, before
// the other wings; the finned and sashimi fish after every basic fish and
// subset, then Simple Colors.
//
// The chains are rated by SE in its chaining rung (docs/rating.md §3 D,
// §7) with a length bonus: an X-Chain is a Forcing X-Chain there (6.6 and
// up), an XY-Chain a Forcing Chain (7.0 and up); their Value is that base.
// A grouped AIC and ALS-XZ have no SE counterpart (Value 0) and sit after
// them, as in HoDoKu's order: one value, then bivalue cells, then any
// links, then sets of cells.
//
// The forcing chains (forcing.go) have SE's base values of its chaining
// rungs (docs/rating.md §3 D): Nishio 7.5, multiple (cell and unit)
// forcing chains 8.0, dynamic 8.5, nested 9.5; SE's Dynamic Forcing Chains
// (+) (9.0) is told as a Dynamic Forcing Chain. Each assumes every
// candidate of the grid in turn and follows what it implies, shortest
// links first (forcing_prop.go, explain's own propagation: the rating
// path's engine in chain_*.go keeps no chain to tell); the instance taken
// is the one whose chains have the fewest links in all, then the first
// found (contradictions, doubles, cells, units; row-major). Each step
// tells every chain of its instance ("r1c2=3 => r1c5<>3 => r2c5=3"),
// the middle of a long one left out. A search that would handle more than
// forcingBudget nodes (large grids) finds nothing, leaving the step to
// Trial.
//
// Ladder lists them; Select picks some by name or group. Next returns the
// first step of the first technique that applies, and Solve repeats it from
// a puzzle until the grid is full or no allowed technique applies.
//
// "First instance" is fixed so that every run gives the same path: among
// the instances of a technique, the one whose first cell comes first in
// row-major order, then the lowest value. A Full House names its box if the
// box has one blank left, else its row, else its column. The first cell of
// Pointing and Claiming is the first of their base cells (the cells of the
// base unit that may take the value); Claiming takes a row before a column
// when both start there with the same value. The first cell of a subset is
// the first of its cells, its value the lowest of its values; at the same
// cell and value a box comes before a column, a column before a row, as in
// SE (docs/rating.md §5). The first cell of a fish is the first of its base
// cells (the places of its value in its base lines); at the same cell and
// value, column base lines come before row base lines, as in SE. The first
// cell of a wing is its pivot; at the same pivot the lowest eliminated value
// wins, then the pincers first in row-major order.
//
// The patterns SE lacks follow the same rule. The first cell of a
// Skyscraper, 2-String Kite or Turbot Fish is the first of the four cells
// of its strong links; at the same cell and value, the links whose units
// come first (rows, columns, boxes) win. The first cell of an Empty
// Rectangle is the first of the box's places and the link's two cells;
// then the box first in order, its row and column, then the link in a row
// before one in a column. The first cell of a W-Wing is the first of its
// two cells xy; then the lowest y, then the second cell, then the link's
// unit. The first cell of a finned or sashimi fish is the first of the
// places of its value in its base lines, fins included; then column base
// lines before row base lines, the fins' box, the base lines, the cover
// lines. The first cell of Simple Colors is the first cell of its chain; a
// chain that wraps is told as a wrap.
//
// A chain (X-Chain,
// XY-Chain, AIC) is the one with the fewest links (three at least; five,
// three cells, for an XY-Chain); among those the one that starts at the
// first candidate (row-major, then lowest value; grouped nodes after every
// candidate), then the first a breadth-first search from it meets
// (chain_graph.go). An ALS-XZ is the one with the fewest cells in its two
// sets, then the first pair of sets (ordered by size, then by their cells
// in row-major order), then the lowest restricted common value. Trial
// takes the first cell with fewest candidates.
//
// A step that eliminates must eliminate something: a pattern that removes
// no candidate is no instance.
//
// # Rating
//
// Rate and Rater.Rate give a puzzle's Sudoku Explainer 1.2.1 numbers (ER,
// EP, ED, docs/rating.md) by serate's procedure: Sudoku Explainer's own
// ladder, in its order and with its values, applying the first hint found
// at each step. That ladder is not the explain ladder above: it has SE's
// direct techniques (Direct Pointing 1.7, Direct Claiming 1.9, Direct
// Hidden Pair 2.0, Direct Hidden Triple 2.5, tried before the Naked
// Single's 2.3), unique loops of six or more cells, BUG types 2 to 4 and
// Aligned Triplet Exclusion (7.5), and it scans in SE's orders of discovery
// (columns before rows, tuples in colex order), so that the same hint is
// taken on the same path. Its hints carry no sentence and its search
// allocates nothing; a Rater keeps its scratch space, one per worker. Level
// names the level of a rating.
//
// # Numbering
//
// Inside the package, cells are flat row-major indexes counted from 0 and
// units are numbered as sudokit.Shape numbers them (the N rows, the N
// columns, then the N boxes). Steps and their sentences count from 1, as
// players do: r4c6 is row 4, column 6; box 5 is the fifth box, left to
// right then top to bottom; r4c6<>7 says that r4c6 cannot be 7. Values
// are written as the player's grid writes them: with the symbols set on
// the Candidates (SetSymbols) or given in Options.Symbols, decimal numbers
// by default, so that a 16x16 puzzle written with letters reads r4c6<>B;
// the values of a step's fields and JSON records stay numbers.
//
// # Trial
//
// Trial, the last rung, finishes any puzzle with one solution: it places
// the solution's value in the first cell with fewest candidates, and says
// that it was found by search. The ladder's own Trial searches inside logic
// with a bound on its guesses (enough for the shared 4x4 to 16x16 sets,
// not for the hardest 25x25); WithSolver binds it to a
// sudokit.Solver and a context from the caller, which makes it finish
// every puzzle with one solution on every shape. Either way it never
// places a value that contradicts the candidates.
//
// Solve does not check that a puzzle has one solution: the caller asks a
// sudokit.Solver first, since logic imports no engine.
//
// # Hints and a player's grid
//
// Hint and Explain are what the explain and hint commands and the server
// call: they take the caller's sudokit.Solver in Options, answer only a
// puzzle with exactly one solution (SolutionsError otherwise), and take a
// player's entries apart from the givens (Options.Entries). Each entry that
// differs from the solution is a step of technique WrongEntry, first in
// row-major order; the path then goes on from the givens and the right
// entries. Step.Reveal and Step.HintRecord show a step by hint level: 1 the
// technique and its region, 2 the cells of its pattern, 3 what it places
// and eliminates, 4 the whole step.
package logic
