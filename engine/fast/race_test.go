//go:build race

package fast

// raceEnabled leaves the slowest puzzles out of the tests under the race
// detector, which makes the search some ten times slower.
const raceEnabled = true
