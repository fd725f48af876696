//go:build goexperiment.simd && amd64

package fast

import (
	"context"
	"flag"
	"math/rand/v2"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/sudokit-go/sudokit"
	"github.com/sudokit-go/sudokit/internal/enginetest"
	"github.com/sudokit-go/sudokit/internal/shareddata"
)

// withKernels runs f with the vector kernels switched on (the CPU's) or
// off (the pure-Go fallback).
func withKernels(vector bool, f func()) {
	avx512 := hasAVX512
	defer func() { hasAVX512 = avx512 }()
	if !vector {
		hasAVX512 = false
	}
	f()
}

// TestNineKernelsMatch walks random branches of 9x9 puzzles and holds the
// vector kernels to the pure-Go ones: the same stack shrink and the same
// propagated state.
func TestNineKernelsMatch(t *testing.T) {
	if !hasAVX512 {
		t.Skip("the CPU has no AVX-512")
	}
	rng := rand.New(rand.NewPCG(20, 2020))
	samples := enginetest.Set(t, "9x9-top1465", 60)
	samples = append(samples, enginetest.Set(t, "9x9-kaggle", 20)...)
	for _, smp := range samples {
		for walk := 0; walk < 8; walk++ {
			var s state9
			if !s.load(smp.Puzzle) {
				t.Fatalf("%s: givens clash", smp.Where)
			}
			for depth := 0; ; depth++ {
				// The stack shrink of an unpropagated state, every plane
				// taken as changed (the vector kernel looks at all of them;
				// the state's stale set is only complete after a
				// naked-singles pass).
				a, b := s, s
				a.stale, b.stale = 1<<27-1, 1<<27-1
				ca, oka := a.stackShrinkGo()
				cb, okb := b.stackShrink()
				if ca != cb || oka != okb || (oka && a != b) {
					t.Fatalf("%s walk %d depth %d: stackShrink %v %v, pure Go %v %v", smp.Where, walk, depth, cb, okb, ca, oka)
				}
				// Propagation to the fixpoint.
				a, b = s, s
				var pa, pb bool
				withKernels(false, func() { pa = a.propagate() })
				withKernels(true, func() { pb = b.propagate() })
				if pa != pb || (pa && a.f != b.f) || (pa && a.unsolved != b.unsolved) {
					t.Fatalf("%s walk %d depth %d: propagate %v, pure Go %v", smp.Where, walk, depth, pb, pa)
				}
				if !pa || a.unsolved == [4]uint32{} {
					break
				}
				s = a
				s.placeRandom(rng)
			}
		}
	}
}

// TestNineFallback holds the 9x9 path of a vector build to the golden
// answers with the vector kernels switched off, as on a CPU without them.
func TestNineFallback(t *testing.T) {
	withKernels(false, func() {
		for _, name := range enginetest.SetNames(t) {
			if !strings.HasPrefix(name, "9x9") {
				continue
			}
			t.Run(name, func(t *testing.T) {
				checkSet(t, "fast pure-Go kernels", New(sudokit.Options{}), enginetest.Set(t, name, 0))
			})
		}
	})
}

var kernelAB = flag.Int("kernelab", 0, "measure the vector stack shrink against the pure-Go one, in one thread, over this many pairs of passes of each shared 9x9 set")

// TestKernelAB prints the speed of the vector kernels against the
// pure-Go ones (thread CPU time, passes alternating, median of the ratios).
func TestKernelAB(t *testing.T) {
	if *kernelAB == 0 {
		t.Skip("run with -kernelab N")
	}
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	dir := shareddata.Dir(t)
	ctx := context.Background()
	for _, set := range []struct {
		name          string
		limit, repeat int
	}{{"9x9/17-clue", 10000, 3}, {"9x9/magictour-top1465", 0, 6}, {"9x9/forum-hardest-1905-11plus", 2000, 1}, {"9x9/forum-hardest-1106", 0, 4}} {
		lines := shareddata.Lines(t, set.name+".txt", set.limit)
		puzzles := make([]sudokit.Grid, len(lines))
		for i, l := range lines {
			p, err := sudokit.ParseWith(l, enginetest.SetOptions(filepath.Join(dir, set.name)))
			if err != nil {
				t.Fatal(err)
			}
			puzzles[i] = p.Grid
		}
		for _, limit := range []int{1, 2} {
			e := New(sudokit.Options{})
			pass := func(vector bool) time.Duration {
				var d time.Duration
				withKernels(vector, func() {
					t0 := threadCPU()
					for range set.repeat {
						for _, p := range puzzles {
							e.CountSolutions(ctx, p, limit)
						}
					}
					d = threadCPU() - t0
				})
				return d
			}
			pass(true)
			pass(false)
			var ratios []float64
			for k := 0; k < *kernelAB; k++ {
				var v, g time.Duration
				if k%2 == 0 {
					v, g = pass(true), pass(false)
				} else {
					g, v = pass(false), pass(true)
				}
				ratios = append(ratios, float64(g)/float64(v))
			}
			slices.Sort(ratios)
			t.Logf("%-32s limit %d: vector/pure-Go speed, median %.3f (%.3f-%.3f) of %d pairs", set.name, limit, ratios[len(ratios)/2], ratios[0], ratios[len(ratios)-1], len(ratios))
		}
	}
}

// threadCPU is the CPU time of the calling thread.
func threadCPU() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(1, &ru) != nil { // RUSAGE_THREAD
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
