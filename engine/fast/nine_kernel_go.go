//go:build !(goexperiment.simd && amd64)

package fast

// stackShrink is stackShrinkGo; a GOEXPERIMENT=simd build on amd64 has a
// vector one (nine_kernel_simd.go).
func (s *state9) stackShrink() (changed, ok bool) { return s.stackShrinkGo() }
