package cli

import "time"

var clockStart = time.Now()

// wallClock is the time since the program started.
func wallClock() time.Duration { return time.Since(clockStart) }
