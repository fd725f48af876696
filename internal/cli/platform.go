package cli

import "runtime"

func platform() string { return runtime.GOOS + "/" + runtime.GOARCH }
