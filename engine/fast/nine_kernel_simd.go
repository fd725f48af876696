//go:build goexperiment.simd && amd64

package fast

import (
	"simd/archsimd"
	"unsafe"
)

// The 9x9 path's stack shrink with vectors, in a build with
// GOEXPERIMENT=simd on amd64: all 27 digit planes at once in two 512-bit
// vectors of 16 words (AVX-512), falling back to stackShrinkGo on a CPU
// without AVX-512. The default build has only stackShrinkGo
// (nine_kernel_go.go).

// hasAVX512 is whether the CPU runs the vector stack shrink.
var hasAVX512 = archsimd.X86.AVX512()

// permB1 and permB2 map lane k = d·3+b of the 32 lanes (two 16-lane
// vectors over f and what follows it) to lane d·3+(b+1)%3, d·3+(b+2)%3.
var permB1, permB2 = func() (p1, p2 [32]uint32) {
	for k := range 32 {
		p1[k], p2[k] = uint32(k), uint32(k)
		if k < 27 {
			d, b := k/3, k%3
			p1[k], p2[k] = uint32(d*3+(b+1)%3), uint32(d*3+(b+2)%3)
		}
	}
	return p1, p2
}()

// lane16 reads f[16:32], five of them the padding past f[26]: the state
// must start with f and hold at least 32 words.
var (
	_ [unsafe.Sizeof(state9{}) - 32*4]byte
	_ [0 - unsafe.Offsetof(state9{}.f)]byte
)

// lane16 is the 16 words from plane k on (for k = 16, the last five are
// the padding of f, 0).
func (s *state9) lane16(k int) archsimd.Uint32x16 {
	return archsimd.LoadUint32x16((*[16]uint32)(unsafe.Pointer(&s.f[k])))
}

// stackShrink is stackShrinkGo on all 27 planes at once: lane d·3+b holds
// digit d's columns in band b; a (band, column) segment of a stack stays
// when the other two bands hold the other two columns of the stack, one
// each, in some order.
func (s *state9) stackShrink() (changed, ok bool) {
	if !hasAVX512 {
		return s.stackShrinkGo()
	}
	lo, hi := s.lane16(0), s.lane16(16)
	m9 := archsimd.BroadcastUint32x16(row9)
	clo := lo.Or(lo.ShiftAllRight(9)).Or(lo.ShiftAllRight(18)).And(m9)
	chi := hi.Or(hi.ShiftAllRight(9)).Or(hi.ShiftAllRight(18)).And(m9)
	p1lo := archsimd.LoadUint32x16((*[16]uint32)(permB1[:16]))
	p1hi := archsimd.LoadUint32x16((*[16]uint32)(permB1[16:]))
	p2lo := archsimd.LoadUint32x16((*[16]uint32)(permB2[:16]))
	p2hi := archsimd.LoadUint32x16((*[16]uint32)(permB2[16:]))
	keepLo := keepStack(clo, clo.ConcatPermute(chi, p1lo), clo.ConcatPermute(chi, p2lo))
	keepHi := keepStack(chi, clo.ConcatPermute(chi, p1hi), clo.ConcatPermute(chi, p2hi))
	// Every stack keeps a column in every band, or no permutation fits.
	first := archsimd.BroadcastUint32x16(0b001001001)
	bad := uint32(keepLo.Or(keepLo.ShiftAllRight(1)).Or(keepLo.ShiftAllRight(2)).And(first).NotEqual(first).ToBits()) |
		uint32(keepHi.Or(keepHi.ShiftAllRight(1)).Or(keepHi.ShiftAllRight(2)).And(first).NotEqual(first).ToBits())<<16
	if bad&(1<<27-1) != 0 {
		return false, false
	}
	zero := archsimd.BroadcastUint32x16(0)
	goneLo, goneHi := clo.AndNot(keepLo), chi.AndNot(keepHi)
	ch := (uint32(goneLo.NotEqual(zero).ToBits()) | uint32(goneHi.NotEqual(zero).ToBits())<<16) & (1<<27 - 1)
	s.stale = 0
	if ch == 0 {
		return false, true
	}
	lo.AndNot(goneLo.Or(goneLo.ShiftAllLeft(9)).Or(goneLo.ShiftAllLeft(18))).Store((*[16]uint32)(unsafe.Pointer(&s.f[0])))
	hi.AndNot(goneHi.Or(goneHi.ShiftAllLeft(9)).Or(goneHi.ShiftAllLeft(18))).StoreMasked(
		(*[16]uint32)(unsafe.Pointer(&s.f[16])), archsimd.Mask32x16FromBits(1<<11-1))
	s.changed |= ch
	return true, true
}

// keepStack keeps, of the columns c of a digit in a band, those whose
// stack's other two columns the other bands c1 and c2 hold, one each.
func keepStack(c, c1, c2 archsimd.Uint32x16) archsimd.Uint32x16 {
	return c.And(rot1(c1).And(rot2(c2)).Or(rot2(c1).And(rot1(c2))))
}

// rot1 moves each column of a 9-column word to the one before it in its
// stack, cyclically: column j of the result is column j+1 of c.
func rot1(c archsimd.Uint32x16) archsimd.Uint32x16 {
	return c.ShiftAllRight(1).And(archsimd.BroadcastUint32x16(0b011011011)).
		Or(c.ShiftAllLeft(2).And(archsimd.BroadcastUint32x16(0b100100100)))
}

// rot2 is rot1 twice: column j of the result is column j+2 of c.
func rot2(c archsimd.Uint32x16) archsimd.Uint32x16 {
	return c.ShiftAllRight(2).And(archsimd.BroadcastUint32x16(0b001001001)).
		Or(c.ShiftAllLeft(1).And(archsimd.BroadcastUint32x16(0b110110110)))
}
