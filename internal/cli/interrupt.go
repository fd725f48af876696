package cli

import (
	"context"
	"io"
)

// An interruptibleReader reads a stream that can keep a read waiting for
// ever, a terminal or a pipe, so that an interrupt ends the wait: a
// goroutine of its own reads into its own buffer, and Read gives up with
// the context's error when the context ends first. The goroutine is then
// abandoned in its read; the process is about to end.
type interruptibleReader struct {
	ctx     context.Context
	src     io.Reader
	started bool
	filled  chan chunkRead // from the reading goroutine: a buffer read
	empty   chan []byte    // to it: the buffer, once consumed
	rest    []byte         // of the last buffer, not yet returned
	buf     []byte
	err     error
}

type chunkRead struct {
	b   []byte
	err error
}

func newInterruptibleReader(ctx context.Context, src io.Reader) *interruptibleReader {
	return &interruptibleReader{ctx: ctx, src: src, filled: make(chan chunkRead, 1), empty: make(chan []byte, 1)}
}

func (r *interruptibleReader) loop() {
	buf := make([]byte, 64<<10)
	for {
		n, err := r.src.Read(buf)
		r.filled <- chunkRead{buf[:n], err}
		if err != nil {
			return
		}
		select {
		case buf = <-r.empty:
		case <-r.ctx.Done():
			return
		}
	}
}

// Read returns what the stream holds, or the context's error once it ends.
func (r *interruptibleReader) Read(p []byte) (int, error) {
	for len(r.rest) == 0 {
		if r.err != nil {
			return 0, r.err
		}
		if err := r.ctx.Err(); err != nil {
			return 0, err
		}
		if !r.started {
			r.started = true
			go r.loop()
		} else if r.buf != nil {
			r.empty <- r.buf[:cap(r.buf)]
			r.buf = nil
		}
		select {
		case c := <-r.filled:
			r.rest, r.buf, r.err = c.b, c.b, c.err
		case <-r.ctx.Done():
			return 0, r.ctx.Err()
		}
	}
	n := copy(p, r.rest)
	r.rest = r.rest[n:]
	return n, nil
}
