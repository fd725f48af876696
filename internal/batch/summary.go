package batch

import "time"

// A Summary gathers the figures of a run for --stats: what became of the
// puzzles, how long each took, and the engine's search counts.
type Summary struct {
	Puzzles    int64
	Solved     int64
	NoSolution int64
	Errors     int64
	Multiple   int64 // solved, with several solutions (when asked)

	Nodes, Backtracks, Guesses, Combinations int64

	Times Histogram     // per puzzle, of those answered
	Wall  time.Duration // the whole run
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
