package classic

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/sudokit-go/sudokit"
)

// DefaultMaxCombinations is the largest search space brute force accepts
// when Options.MaxCombinations is 0: 10^9 combinations.
const DefaultMaxCombinations = 1e9

// A Space is the search space of brute force on one puzzle: N^Blanks
// combinations, one value of 1…N for each blank.
type Space struct {
	N      int // values a blank can take
	Blanks int // blank cells
}

// SpaceOf returns the search space of brute force on g.
func SpaceOf(g sudokit.Grid) Space { return Space{N: g.Shape.N, Blanks: g.Blanks()} }

// Combinations is N^Blanks, the number of combinations brute force may try
// (+Inf beyond the range of float64).
func (s Space) Combinations() float64 { return math.Pow(float64(s.N), float64(s.Blanks)) }

// exact returns N^Blanks when it fits in an int64.
func (s Space) exact() (int64, bool) {
	p := int64(1)
	for range s.Blanks {
		if p > math.MaxInt64/int64(s.N) {
			return 0, false
		}
		p *= int64(s.N)
	}
	return p, true
}

// String writes the space as the contract does: "4^11 = 4194304", or
// "9^48 (about 6.4e45)" when the count is too large to write out.
func (s Space) String() string {
	if p, ok := s.exact(); ok {
		return fmt.Sprintf("%d^%d = %d", s.N, s.Blanks, p)
	}
	return fmt.Sprintf("%d^%d (about %s)", s.N, s.Blanks, sci(s.Combinations(), 2))
}

// Note is the sentence brute force states before it starts: "brute force
// will try up to 4^11 = 4194304 combinations".
func (s Space) Note() string {
	if p, ok := s.exact(); ok && p == 1 {
		return "brute force will try up to " + s.String() + " combination"
	}
	return "brute force will try up to " + s.String() + " combinations"
}

// A RefusedError says brute force did not start because its search space
// exceeds Options.MaxCombinations (the --max-combinations flag). It
// matches sudokit.ErrRefused with errors.Is.
type RefusedError struct {
	Space Space   // the puzzle's search space
	Max   float64 // the largest space accepted
}

// Error returns the contract's message: "brute force would try 9^48 (about
// 6.4e45) combinations, more than --max-combinations 1e9".
func (e *RefusedError) Error() string {
	return fmt.Sprintf("brute force would try %v combinations, more than --max-combinations %s",
		e.Space, sci(e.Max, -1))
}

// Is makes errors.Is(err, sudokit.ErrRefused) hold.
func (e *RefusedError) Is(target error) bool { return target == sudokit.ErrRefused }

// sci writes x as a person writes a large count: "1e9", "6.4e45", "500000",
// with prec significant digits (-1 for as many as x needs).
func sci(x float64, prec int) string {
	s := strconv.FormatFloat(x, 'g', prec, 64)
	mant, exp, ok := strings.Cut(s, "e")
	if !ok {
		return s
	}
	exp = strings.TrimPrefix(exp, "+")
	neg := strings.HasPrefix(exp, "-")
	exp = strings.TrimLeft(strings.TrimPrefix(exp, "-"), "0")
	if neg {
		exp = "-" + exp
	}
	return mant + "e" + exp
}
