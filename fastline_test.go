package sudokit

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// TestFastLineAgreesWithCarefulPath checks that the fast reader of line-form
// batch lines gives exactly what the careful path gives, whenever it takes a
// line at all, and that it declines every line the careful path rejects.
func TestFastLineAgreesWithCarefulPath(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	const symbols = "._0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefgz#|, x\u00e9"
	hex, err := NewAlphabet("0123456789ABCDEF")
	if err != nil {
		t.Fatal(err)
	}
	for _, opt := range []ReadOptions{{}, {BoxRows: 2, BoxCols: 3}, {Size: 9}, {Alphabet: hex}} {
		for range 5000 {
			n := []int{4, 6, 9, 12, 16, 25}[r.IntN(6)]
			b := make([]byte, n*n+r.IntN(3)-1)
			for i := range b {
				if r.IntN(10) == 0 {
					b[i] = symbols[r.IntN(len(symbols))]
				} else {
					b[i] = symbols[r.IntN(2+n)]
				}
			}
			s := string(b)
			rd := &Reader{opt: opt, grids: new(GridPool)}
			fast, ok := fastLine(rd, s)
			fastBytes, okBytes := fastLine(rd, []byte(s))
			if ok != okBytes || ok && !fast.Grid.Equal(fastBytes.Grid) {
				t.Fatalf("%q: the string and the byte paths differ", s)
			}
			rd.b.reset(&rd.opt, FormLine)
			rd.b.line = 1
			rd.b.addLine(srcLine{num: 1, text: s, ascii: true}, s, 0)
			careful, perr := rd.b.build()
			switch {
			case ok && perr != nil:
				t.Fatalf("%+v %q: fast path took a line the careful path rejects: %v", opt, s, perr)
			case ok && (!fast.Grid.Equal(careful.Grid) || fast.Symbols != careful.Symbols || fast.Blank != careful.Blank || fast.Form != careful.Form):
				t.Fatalf("%+v %q: fast %+v, careful %+v", opt, s, fast, careful)
			}
		}
	}
}

// TestFastLineEveryPosition declines a line with one byte that is no
// symbol, wherever the byte stands, and reads each cell where it stands.
func TestFastLineEveryPosition(t *testing.T) {
	for _, n := range []int{4, 9, 16, 25} {
		line := make([]byte, n*n)
		for i := range line {
			line[i] = "123456789ABCDEFGHIJKLMNOP"[(i*7)%n]
		}
		rd := &Reader{grids: new(GridPool)}
		p, ok := fastLine(rd, line)
		if !ok {
			t.Fatalf("%dx%d: %q declined", n, n, line)
		}
		for i, v := range p.Grid.Cells {
			if want := uint8((i*7)%n + 1); v != want {
				t.Fatalf("%dx%d: cell %d is %d, want %d", n, n, i, v, want)
			}
		}
		for i := range line {
			bad := slices.Clone(line)
			bad[i] = '#'
			if _, ok := fastLine(rd, bad); ok {
				t.Errorf("%dx%d: a '#' at %d taken", n, n, i)
			}
		}
	}
}

// TestLookUp writes every length through the table, the tail past the
// last eight included.
func TestLookUp(t *testing.T) {
	var table [256]byte
	for i := range table {
		table[i] = byte(255 - i)
	}
	for n := range 40 {
		in := make([]byte, n)
		for i := range in {
			in[i] = byte(i * 37)
		}
		out := make([]byte, n)
		lookUp(out, in, &table)
		for i := range in {
			if out[i] != table[in[i]] {
				t.Fatalf("length %d: out[%d] = %d, want %d", n, i, out[i], table[in[i]])
			}
		}
	}
}

// TestAddDigits holds addDigits to the digits, a blank at 0, for every
// length up to 40 (whole words and the tail) with blanks anywhere in a
// word, at its ends and none.
func TestAddDigits(t *testing.T) {
	for n := range 40 {
		for blankAt := -1; blankAt < n; blankAt++ {
			in := make([]byte, n)
			for i := range in {
				in[i] = byte(1 + (i*7)%9)
			}
			if blankAt >= 0 {
				in[blankAt] = 0
				if blankAt+3 < n {
					in[blankAt+3] = 0
				}
			}
			out := make([]byte, n+1)
			out[n] = 'x'
			addDigits(out[:n], in, '.')
			for i, v := range in {
				want := byte('0' + v)
				if v == 0 {
					want = '.'
				}
				if out[i] != want {
					t.Fatalf("length %d, blank at %d: out[%d] = %q, want %q", n, blankAt, i, out[i], want)
				}
			}
			if out[n] != 'x' {
				t.Fatalf("length %d: wrote past the end", n)
			}
		}
	}
}
