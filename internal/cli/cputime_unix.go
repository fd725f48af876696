//go:build unix

package cli

import (
	"syscall"
	"time"
)

// processCPU is the CPU time the process has used, user and system: what
// bench divides by, so that a busy machine does not slow the rates down.
func processCPU() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return wallClock()
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
