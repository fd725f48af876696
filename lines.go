package sudokit

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"sync/atomic"
	"unicode/utf8"
)

// MaxLineBytes is the longest line a Reader reads: 1 MiB. A longer line is
// not a puzzle, so no input can make the reader hold more.
const MaxLineBytes = 1 << 20

// A srcLine is one physical line of input, without its line end.
type srcLine struct {
	num     int         // line number, from 1
	text    string      // the line, a byte-order mark removed
	ascii   bool        // whether every byte of text is ASCII
	problem *ParseError // binary data or too long: the line is not a puzzle
}

// content returns the part of the line that counts in the given form, with
// comments and surrounding white space removed, and the byte offset where
// that part starts. A '#' starts a comment that runs to the end of the line,
// except in csv, where only a line whose first non-space character is '#'
// is a comment.
func (l srcLine) content(f Form) (string, int) {
	s := l.text
	if f != FormCSV {
		for i := 0; i < len(s); i++ {
			if s[i] == '#' {
				s = s[:i]
				break
			}
		}
	}
	start := 0
	for start < len(s) && isSpace(s[start]) {
		start++
	}
	end := len(s)
	for end > start && isSpace(s[end-1]) {
		end--
	}
	if f == FormCSV && start < end && s[start] == '#' {
		return "", start
	}
	return s[start:end], start
}

func isSpace(c byte) bool { return c == ' ' || c == '\t' }

// column is the 1-based column of byte offset off: columns count
// characters, and a tab is one.
func (l srcLine) column(off int) int {
	if l.ascii {
		return off + 1
	}
	return utf8.RuneCountInString(l.text[:min(off, len(l.text))]) + 1
}

// lineSource reads physical lines with a 1 MiB cap, skips a UTF-8
// byte-order mark, accepts \r\n line ends and marks binary data.
type lineSource struct {
	br       *bufio.Reader
	long     []byte       // a line longer than br's buffer, gathered here
	consumed atomic.Int64 // bytes of the lines returned so far
	num      int
	err      error // a read error other than EOF
	eof      bool
}

// readBufferSize is a lineSource's read buffer. Lines that fit (every
// puzzle up to 64x64 in line form) are returned straight from it; a longer
// one is gathered in a buffer of its own, up to the cap. A buffer of the
// cap's size would cost every run a megabyte of fresh memory to fault in.
const readBufferSize = 64 << 10

func newLineSource(r io.Reader) *lineSource {
	size := readBufferSize
	if l, ok := r.(interface{ Len() int }); ok && l.Len()+2 < size {
		// A string or a byte slice: no line is longer than the input, so a
		// buffer of its length is enough for each Parse.
		size = l.Len() + 2
	}
	return &lineSource{br: bufio.NewReaderSize(r, size)}
}

// next returns the next line, or false at the end of the input.
func (ls *lineSource) next() (srcLine, bool) {
	b, tooLong, ok := ls.nextBytes()
	if !ok {
		return srcLine{}, false
	}
	return ls.lineOf(b, tooLong), true
}

// nextBytes returns the next line without its line end, as bytes that stay
// valid until the next call; tooLong says it was longer than MaxLineBytes
// (and b holds nothing of it).
func (ls *lineSource) nextBytes() (b []byte, tooLong, ok bool) {
	if ls.eof {
		return nil, false, false
	}
	b, err := ls.br.ReadSlice('\n')
	ls.consumed.Add(int64(len(b)))
	if errors.Is(err, bufio.ErrBufferFull) {
		// A long line: gather it, up to the cap and its line end; past
		// that, skip to its end.
		ls.long = append(ls.long[:0], b...)
		over := false
		for errors.Is(err, bufio.ErrBufferFull) {
			b, err = ls.br.ReadSlice('\n')
			ls.consumed.Add(int64(len(b)))
			if over = over || len(ls.long)+len(b) > MaxLineBytes+2; !over {
				ls.long = append(ls.long, b...)
			}
		}
		if over {
			ls.num++
			ls.noteErr(err)
			return nil, true, true
		}
		b = ls.long
	}
	ls.noteErr(err)
	if len(b) == 0 && err != nil {
		return nil, false, false
	}
	ls.num++
	if n := len(b); n > 0 && b[n-1] == '\n' {
		b = b[:n-1]
	}
	if n := len(b); n > 0 && b[n-1] == '\r' {
		b = b[:n-1]
	}
	if ls.num == 1 && len(b) >= 3 && b[0] == 0xEF && b[1] == 0xBB && b[2] == 0xBF {
		b = b[3:]
	}
	return b, len(b) > MaxLineBytes, true
}

// lineOf makes the line just read by nextBytes a srcLine of its own.
func (ls *lineSource) lineOf(b []byte, tooLong bool) srcLine {
	if tooLong {
		return srcLine{num: ls.num, problem: &ParseError{Line: ls.num, Msg: "longer than 1 MiB, not a puzzle"}}
	}
	line := srcLine{num: ls.num, text: string(b)}
	off, c, ascii, bad := binaryAt(b)
	line.ascii = ascii
	if bad {
		line.problem = &ParseError{Line: ls.num, Column: line.column(off),
			Msg: fmt.Sprintf("binary data (byte 0x%02X), not a puzzle", c)}
	}
	return line
}

func (ls *lineSource) noteErr(err error) {
	if err == nil {
		return
	}
	ls.eof = true
	if err != io.EOF {
		ls.err = err
	}
}

// binaryAt finds the first byte that no text holds: a control character
// other than tab, DEL, or a byte that is not part of valid UTF-8. It also
// reports whether every byte is ASCII.
func binaryAt(b []byte) (off int, c byte, ascii, bad bool) {
	ascii = true
	for i := 0; i < len(b); {
		c := b[i]
		if c < utf8.RuneSelf {
			if (c < ' ' && c != '\t') || c == 0x7f {
				return i, c, ascii, true
			}
			i++
			continue
		}
		ascii = false
		r, size := utf8.DecodeRune(b[i:])
		if r == utf8.RuneError && size <= 1 {
			return i, c, false, true
		}
		i += size
	}
	return 0, 0, ascii, false
}
