package pseudoku

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// Side is the side of a Pseudoku puzzle: 4 rows of 4 values, 1 to 4, in
// sub-grids of 2×2.
const Side = 4

// Cells is the number of cells of a Pseudoku puzzle.
const Cells = Side * Side

// A Row is the document's four-element vector row: the values of one row of
// a puzzle, left to right. A Row is a value; assigning it copies it.
type Row [Side]uint8

// ErrNotPermutation says a row does not hold each of 1, 2, 3 and 4 once.
var ErrNotPermutation = errors.New("not a permutation of 1-4")

// ErrShiftRange says a cyclic shift lies outside 0-3.
var ErrShiftRange = errors.New("outside 0-3")

// String writes the row as --row takes it: "2,4,1,3".
func (r Row) String() string {
	var b strings.Builder
	for i, v := range r {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString(strconv.Itoa(int(v)))
	}
	return b.String()
}

// IsPermutation reports whether r holds each of 1, 2, 3 and 4 exactly once,
// as the document's input row must.
func (r Row) IsPermutation() bool {
	var seen uint8
	for _, v := range r {
		if v < 1 || v > Side || seen&(1<<(v-1)) != 0 {
			return false
		}
		seen |= 1 << (v - 1)
	}
	return true
}

// check returns the error of a row that is not a permutation of 1-4.
func (r Row) check() error {
	if !r.IsPermutation() {
		return fmt.Errorf("row %v: %w", r, ErrNotPermutation)
	}
	return nil
}

// ParseRow reads a row written as --row takes it, four values separated by
// commas ("2,4,1,3"; spaces around a value are allowed). Anything but a
// permutation of 1-4 is an error that quotes the text:
// "1,1,2,3: not a permutation of 1-4".
func ParseRow(s string) (Row, error) {
	var r Row
	fields := strings.Split(s, ",")
	if len(fields) != Side {
		return r, fmt.Errorf("%s: %w", s, ErrNotPermutation)
	}
	for i, f := range fields {
		v, err := strconv.Atoi(strings.TrimSpace(f))
		if err != nil || v < 1 || v > Side {
			return r, fmt.Errorf("%s: %w", s, ErrNotPermutation)
		}
		r[i] = uint8(v)
	}
	if !r.IsPermutation() {
		return r, fmt.Errorf("%s: %w", s, ErrNotPermutation)
	}
	return r, nil
}

// AllRows returns the 24 permutations of 1-4, the inputs the method
// accepts, in increasing order: 1,2,3,4 first, 4,3,2,1 last.
func AllRows() []Row {
	out := make([]Row, 0, 24)
	var r Row
	var used uint8
	var place func(i int)
	place = func(i int) {
		if i == Side {
			out = append(out, r)
			return
		}
		for v := uint8(1); v <= Side; v++ {
			if used&(1<<(v-1)) == 0 {
				used |= 1 << (v - 1)
				r[i] = v
				place(i + 1)
				used &^= 1 << (v - 1)
			}
		}
	}
	place(0)
	return out
}
