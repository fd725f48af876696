//go:build !unix

package cli

import "time"

// processCPU falls back to the wall clock where the CPU time is not known.
func processCPU() time.Duration { return wallClock() }
