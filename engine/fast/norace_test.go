//go:build !race

package fast

const raceEnabled = false
