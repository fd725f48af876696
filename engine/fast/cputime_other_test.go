//go:build !unix

package fast

import "time"

// cpuTime is 0 where the process's CPU time is not at hand; the benchmarks
// then report no CPU rate.
func cpuTime() time.Duration { return 0 }
