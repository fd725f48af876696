package cli

import (
	"fmt"
	"os"
	"runtime/pprof"
)

// cpuProfileFlag defines --cpuprofile FILE, for the commands whose run is
// worth profiling (bench, solve): a profile to read with go tool pprof, or
// to build with (go build -pgo=FILE; engine/fast/doc.go, "Profile-guided
// optimisation").
func cpuProfileFlag(fs *flagSet, o *options) {
	fs.String(&o.cpuProfile, "cpuprofile", "FILE", "", "write a CPU profile of the run to FILE (pprof format)")
}

// startCPUProfile starts writing a CPU profile of the process to path; the
// function it returns stops it and closes the file.
func startCPUProfile(path string) (stop func() error, err error) {
	f, err := os.Create(path)
	if err != nil {
		return nil, fmt.Errorf("--cpuprofile %s: %s", path, describeOpenError(err))
	}
	if err := pprof.StartCPUProfile(f); err != nil {
		f.Close()
		os.Remove(path)
		return nil, fmt.Errorf("--cpuprofile %s: %v", path, err)
	}
	return func() error {
		pprof.StopCPUProfile()
		if err := f.Close(); err != nil {
			return fmt.Errorf("--cpuprofile %s: writing: %v", path, err)
		}
		return nil
	}, nil
}
