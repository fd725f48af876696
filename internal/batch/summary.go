package batch

import "time"

// A Summary gathers the figures of a run for --stats: what became of the
// puzzles, how long each took, and the engine's search counts. Commands
// add one Answer a puzzle; none sums fields by hand.
type Summary struct {
	Puzzles  int64
	Positive int64 // solved, valid, converted, …: the answers of exit 0
	Negative int64 // No Solution, invalid, …: the answers of exit 1
	Errors   int64 // no answer: an input error, a timeout, …
	Multiple int64 // positive, with several solutions (when asked)

	Search // per run, of the answered puzzles

	Times Histogram     // per puzzle, of those answered
	Wall  time.Duration // the whole run
}

// Search counts the work of engines, in the words of the root's Stats.
type Search struct {
	Nodes, Backtracks, Guesses, Combinations int64
}

// Add adds the counts of t to s.
func (s *Search) Add(t Search) {
	s.Nodes += t.Nodes
	s.Backtracks += t.Backtracks
	s.Guesses += t.Guesses
	s.Combinations += t.Combinations
}

// An Outcome is what became of one puzzle.
type Outcome uint8

// The outcomes a Summary counts.
const (
	Errored  Outcome = iota // no answer
	Positive                // solved, valid, unique, …
	Negative                // No Solution, invalid, …
)

// An Answer is one puzzle's part of a Summary.
type Answer struct {
	Outcome  Outcome
	Multiple bool          // a positive answer with several solutions
	Elapsed  time.Duration // the time of its work
	Search   Search        // the engine's counts, if it searched
}

// Add counts one puzzle: its outcome, and for an answered one its time and
// search counts.
func (s *Summary) Add(a Answer) {
	s.Puzzles++
	switch a.Outcome {
	case Errored:
		s.Errors++
		return
	case Positive:
		s.Positive++
		if a.Multiple {
			s.Multiple++
		}
	case Negative:
		s.Negative++
	}
	s.Times.Add(a.Elapsed)
	s.Search.Add(a.Search)
}

// PerSecond is the rate of puzzles over the wall time of the run.
func (s *Summary) PerSecond() float64 {
	if s.Wall <= 0 {
		return 0
	}
	return float64(s.Puzzles) / s.Wall.Seconds()
}

// PerPuzzle divides a total by the puzzles that were answered.
func (s *Summary) PerPuzzle(total int64) float64 {
	answered := s.Puzzles - s.Errors
	if answered <= 0 {
		return 0
	}
	return float64(total) / float64(answered)
}
