//go:build race

package generate

// raceEnabled shrinks the samples of the slow tests under the race
// detector, which makes the search some ten times slower.
const raceEnabled = true
