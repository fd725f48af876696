//go:build !linux

package main

import "time"

var started = time.Now()

// threadCPU stands in for the thread's CPU time where it cannot be read:
// the wall-clock time since the program started.
func threadCPU() time.Duration { return time.Since(started) }

// childCPU cannot read a running child's CPU time here: the time-out then
// falls back to wall-clock time.
func childCPU(int) (time.Duration, bool) { return 0, false }
