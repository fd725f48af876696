package sudokit

import (
	"strings"
	"testing"
	"testing/iotest"
)

// TestLineSourceLongLines checks that lines longer than the read buffer
// are read whole up to MaxLineBytes, that longer ones are marked too long
// without being held, and that the lines after them are read as before,
// from an input that says its length (a buffer of its own size) and from
// one that does not (the read buffer), read whole or a byte at a time.
func TestLineSourceLongLines(t *testing.T) {
	type line struct {
		size    int // bytes of the line read; -1 when too long
		tooLong bool
	}
	tests := []struct {
		name  string
		input string
		want  []line
	}{
		{"short lines", "abc\ndef", []line{{3, false}, {3, false}}},
		{"one past the buffer", strings.Repeat("x", readBufferSize+1) + "\nok\n", []line{{readBufferSize + 1, false}, {2, false}}},
		{"several buffers", strings.Repeat("x", 3*readBufferSize+5) + "\r\nok", []line{{3*readBufferSize + 5, false}, {2, false}}},
		{"the cap with CRLF", strings.Repeat("x", MaxLineBytes) + "\r\nok\n", []line{{MaxLineBytes, false}, {2, false}}},
		{"the cap at the end", strings.Repeat("x", MaxLineBytes), []line{{MaxLineBytes, false}}},
		{"one past the cap", strings.Repeat("x", MaxLineBytes+1) + "\nok\n", []line{{-1, true}, {2, false}}},
		{"one past the cap with CRLF", strings.Repeat("x", MaxLineBytes+1) + "\r\nok\n", []line{{-1, true}, {2, false}}},
		{"far past the cap at the end", strings.Repeat("x", 3*MaxLineBytes), []line{{-1, true}}},
		{"a BOM before a long line", "\xEF\xBB\xBF" + strings.Repeat("x", readBufferSize*2) + "\n", []line{{readBufferSize * 2, false}}},
	}
	for _, tt := range tests {
		readers := map[string]func() *lineSource{
			"sized":        func() *lineSource { return newLineSource(strings.NewReader(tt.input)) },
			"stream":       func() *lineSource { return newLineSource(struct{ *strings.Reader }{strings.NewReader(tt.input)}) },
			"byte by byte": func() *lineSource { return newLineSource(iotest.OneByteReader(strings.NewReader(tt.input))) },
		}
		for how, open := range readers {
			t.Run(tt.name+"/"+how, func(t *testing.T) {
				ls := open()
				for i, want := range tt.want {
					b, tooLong, ok := ls.nextBytes()
					size := len(b)
					if tooLong {
						size = -1
						if len(b) > MaxLineBytes+2 {
							size = len(b) // held more than the cap and a line end: wrong
						}
					}
					if !ok || tooLong != want.tooLong || size != want.size || ls.num != i+1 {
						t.Fatalf("line %d: got %d bytes, too long %v, ok %v, num %d; want %+v", i+1, size, tooLong, ok, ls.num, want)
					}
					if !tooLong && strings.Trim(string(b), "xokabcdef") != "" {
						t.Fatalf("line %d: holds bytes of another line or line end", i+1)
					}
				}
				if _, _, ok := ls.nextBytes(); ok {
					t.Fatal("a line after the last")
				}
				if got := ls.consumed.Load(); got != int64(len(tt.input)) {
					t.Fatalf("consumed %d bytes of %d", got, len(tt.input))
				}
			})
		}
	}
}
