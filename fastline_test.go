package sudokit

import (
	"math/rand/v2"
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
