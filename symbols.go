package sudokit

import (
	"fmt"
	"strconv"
	"strings"
)

// Symbols says how the values 1…N are written. The zero value is Letters.
//
//   - Letters: 1-9, then A = 10 … Z = 35 (read in either case, written in
//     upper case); one character per value, so N ≤ 35.
//   - Decimal: decimal numbers 1, 2, … 64, for any N (leading zeros are
//     read).
//   - An alphabet (NewAlphabet): N characters for the values 1…N in order,
//     such as "0123456789ABCDEF" for hexadecimal 16x16.
//
// Blanks are written and read apart from the symbols: 0 or . (and _ in line
// form); when an alphabet holds 0, only . and _ are blanks.
type Symbols struct {
	kind     symbolKind
	alphabet string
	table    *[256]uint8 // alphabet: byte → value, 0 when not a symbol
}

type symbolKind uint8

const (
	letters symbolKind = iota
	decimal
	alphabet
)

// The two built-in symbol sets.
var (
	Letters = Symbols{kind: letters}
	Decimal = Symbols{kind: decimal}
)

// DefaultSymbols is how N×N puzzles are written when nothing else says: with
// Letters up to 35, with Decimal above.
func DefaultSymbols(n int) Symbols {
	if n <= 35 {
		return Letters
	}
	return Decimal
}

// NewAlphabet makes symbols from the characters of s, which stand for the
// values 1…len(s) in order. The characters must be distinct printable ASCII,
// none of them white space or one of . _ # , | + - =. They are matched
// without regard to case unless s holds two letters that differ only in case.
func NewAlphabet(s string) (Symbols, error) {
	if len(s) < MinSize || len(s) > MaxSize {
		return Symbols{}, fmt.Errorf("%q: an alphabet has 4 to 64 symbols, found %d", s, len(s))
	}
	exact := new([256]uint8)
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c <= ' ' || c >= 0x7f || strings.IndexByte("._#,|+-=", c) >= 0 {
			return Symbols{}, fmt.Errorf("%q: %q cannot be a symbol", s, s[i:i+1])
		}
		if exact[c] != 0 {
			return Symbols{}, fmt.Errorf("%q: %q appears twice", s, string(c))
		}
		exact[c] = uint8(i + 1)
	}
	table := new([256]uint8)
	*table = *exact
	folded := true
	for i := 0; i < len(s); i++ {
		if o := otherCase(s[i]); o != 0 && exact[o] != 0 {
			folded = false
		}
	}
	if folded {
		for i := 0; i < len(s); i++ {
			if o := otherCase(s[i]); o != 0 {
				table[o] = uint8(i + 1)
			}
		}
	}
	return Symbols{kind: alphabet, alphabet: s, table: table}, nil
}

func otherCase(c byte) byte {
	switch {
	case 'a' <= c && c <= 'z':
		return c - 'a' + 'A'
	case 'A' <= c && c <= 'Z':
		return c - 'A' + 'a'
	}
	return 0
}

// ParseSymbols reads the --symbols flag: "letters", "decimal" or an alphabet.
func ParseSymbols(s string) (Symbols, error) {
	switch s {
	case "letters":
		return Letters, nil
	case "decimal":
		return Decimal, nil
	}
	return NewAlphabet(s)
}

// String is "letters", "decimal" or the alphabet itself.
func (s Symbols) String() string {
	switch s.kind {
	case decimal:
		return "decimal"
	case alphabet:
		return s.alphabet
	}
	return "letters"
}

// Alphabet returns the characters of an alphabet, or "" for Letters and
// Decimal.
func (s Symbols) Alphabet() string { return s.alphabet }

// IsDecimal reports whether s writes decimal numbers.
func (s Symbols) IsDecimal() bool { return s.kind == decimal }

// Fits reports whether s can write every value of an N×N puzzle, and if not,
// why not.
func (s Symbols) Fits(n int) error {
	switch s.kind {
	case letters:
		if n > 35 {
			return fmt.Errorf("letters write values up to 35; a %dx%d puzzle needs %d", n, n, n)
		}
	case alphabet:
		if len(s.alphabet) != n {
			return fmt.Errorf("the alphabet %s has %d symbols; a %dx%d puzzle needs %d", s.alphabet, len(s.alphabet), n, n, n)
		}
	}
	return nil
}

// OneChar reports whether s writes each value of an N×N puzzle as one
// character.
func (s Symbols) OneChar(n int) bool {
	switch s.kind {
	case decimal:
		return n <= 9
	case alphabet:
		return true
	}
	return n <= 35
}

// BlankIsValue reports whether 0 stands for a value, so that only . and _
// are blanks.
func (s Symbols) BlankIsValue() bool {
	return s.kind == alphabet && s.table['0'] != 0
}

// width is the widest value of an N×N puzzle written with s.
func (s Symbols) width(n int) int {
	if s.OneChar(n) {
		return 1
	}
	return len(strconv.Itoa(n))
}

// AppendValue appends value v (1…N) as s writes it.
func (s Symbols) AppendValue(dst []byte, v uint8) []byte {
	switch {
	case s.kind == alphabet && int(v) <= len(s.alphabet):
		return append(dst, s.alphabet[v-1])
	case s.kind == letters && v <= 9, s.kind == decimal:
		return strconv.AppendUint(dst, uint64(v), 10)
	case s.kind == letters && v <= 35:
		return append(dst, 'A'+v-10)
	}
	return strconv.AppendUint(dst, uint64(v), 10)
}

// For returns s when it can write an N×N puzzle, else the default symbols
// for N.
func (s Symbols) For(n int) Symbols {
	if s.Fits(n) != nil {
		return DefaultSymbols(n)
	}
	return s
}

// describe says which symbols an N×N puzzle in this set uses, for error
// messages: "a 9x9 puzzle uses 1-9", "this puzzle uses 0123456789ABCDEF".
func (s Symbols) describe(n int) string {
	switch {
	case s.kind == alphabet:
		return "this puzzle uses " + s.alphabet
	case n <= 9:
		return fmt.Sprintf("a %dx%d puzzle uses 1-%d", n, n, n)
	case n == 10:
		return "a 10x10 puzzle uses 1-9 and A"
	case n <= 35:
		return fmt.Sprintf("a %dx%d puzzle uses 1-9 and A-%c", n, n, 'A'+n-10)
	}
	return fmt.Sprintf("a %dx%d puzzle uses 1-%d", n, n, n)
}

// describeBlanks lists the blanks a form reads: "0 or . for a blank".
func (s Symbols) describeBlanks(f Form) string {
	switch {
	case s.BlankIsValue() && f == FormLine:
		return ". or _ for a blank"
	case s.BlankIsValue():
		return ". for a blank"
	case f == FormLine:
		return "0, . or _ for a blank"
	}
	return "0 or . for a blank"
}
