// Package batch runs work over a stream of items on several workers and
// hands the results back strictly in input order, in constant memory
// whatever the stream's length, and keeps the statistics of a run.
package batch

import (
	"context"
	"sync"
	"sync/atomic"
	"time"
)

// Config says how a batch runs.
type Config struct {
	Workers int // goroutines doing the work; 1 or less runs in the caller
	Window  int // chunks in flight at most, waiting for their turn; 0 chooses

	// Chunk is how many items travel to a worker together. Larger chunks
	// spread the cost of handing work between goroutines over more items,
	// which matters when an item takes microseconds; but a chunk waits
	// until it is full, so keep 1 (the default) for input that arrives
	// slowly, such as a pipe a person types into.
	Chunk int

	// ChunkTime, when positive, makes Chunk the most items a chunk holds
	// and sizes each chunk to take about ChunkTime of work, by the time
	// the items before it took: items of microseconds travel in large
	// chunks and items of seconds one at a time, so that neither the
	// handing over nor the last chunks of a run keep a worker waiting.
	// The first chunk holds one item, and a chunk at most twice the
	// items of the one before it.
	ChunkTime time.Duration
}

// Run calls next until it returns false, hands each item to work on one of
// at most cfg.Workers workers (work's first argument says which, so a caller
// can keep one engine per worker), and passes every item with its result to
// emit in the order next produced them. Reading stops when ctx ends or emit
// returns false; items already read are still emitted unless emit returned
// false. Workers start only as items arrive and find none idle, so a single
// item never starts more than one, and chunks are made as they are first
// needed: a large cfg.Workers costs nothing until the input keeps that many
// busy. No more than the window's worth of chunks are in flight at once,
// and in a steady run nothing is allocated per item.
func Run[In, Out any](ctx context.Context, cfg Config, next func() (In, bool),
	work func(worker int, in In) Out, emit func(in In, out Out) bool) {
	RunWithBuffer(ctx, cfg, next, func(w int, in In, _ *[]byte) Out { return work(w, in) }, emit)
}

// RunWithBuffer is Run with a buffer for work to write its answer into, so
// that the workers format the answers side by side and emit only copies
// them out. buf belongs to the chunk the item travels in: what work
// appends to it stays as it is until emit has returned for the last item
// of the chunk, so that an Out may hold a slice of it. The buffer is
// emptied before the chunk carries other items, and grows to what a chunk
// needs, so that a steady run allocates nothing.
//
// The workers pull their work and write it out themselves: each in turn
// reads a chunk of items, works on it, and, when the chunk is the next to
// be written, emits it and every finished chunk after it. The caller is
// the first worker. A run on items of microseconds thus hands nothing
// between goroutines in its steady state: no goroutine waits for another
// unless two want to read at once or one is a window ahead. emit and next
// are each called by one worker at a time, in order, though not always
// the same one.
func RunWithBuffer[In, Out any](ctx context.Context, cfg Config, next func() (In, bool),
	work func(worker int, in In, buf *[]byte) Out, emit func(in In, out Out) bool) {
	RunInPlace(ctx, cfg,
		func(in *In) (ok bool) { *in, ok = next(); return ok },
		func(w int, in *In, buf *[]byte, out *Out) { *out = work(w, *in, buf) },
		func(in *In, out *Out) bool { return emit(*in, *out) })
}

// RunInPlace is RunWithBuffer with every item and result in place: next
// fills in an item, work writes the result of one in *out, and emit takes
// both, each by a pointer into the chunk that carries them (or, with one
// worker, into the one item and result the run reuses), so that items and
// results of some hundred bytes are not copied on their way. What an item
// or a result holds stays until next or work writes over it, when the
// slot carries another. With one worker, each item is read, worked on and
// emitted in turn on the caller's goroutine, with nothing in between.
func RunInPlace[In, Out any](ctx context.Context, cfg Config, next func(in *In) bool,
	work func(worker int, in *In, buf *[]byte, out *Out), emit func(in *In, out *Out) bool) {
	if cfg.Workers <= 1 {
		var (
			in  In
			out Out
			buf []byte
		)
		for ctx.Err() == nil && next(&in) {
			buf = buf[:0]
			work(0, &in, &buf, &out)
			if !emit(&in, &out) {
				return
			}
		}
		return
	}
	size := max(cfg.Chunk, 1)
	window := cfg.Window
	if window <= 0 {
		switch {
		case cfg.ChunkTime > 0:
			// Chunks of a fraction of a millisecond: 24 more, some
			// milliseconds of work, keep a worker working while another
			// is off its processor for a time slice of a busy machine.
			window = 4*cfg.Workers + 24
		case size == 1:
			window = 8 * cfg.Workers
		default:
			window = 4 * cfg.Workers
		}
	}
	r := &run[In, Out]{
		ctx: ctx, next: next, work: work, emit: emit,
		workers: cfg.Workers, size: size, window: window, chunkTime: cfg.ChunkTime,
		pending: make([]*chunk[In, Out], window),
		free:    make([]*chunk[In, Out], 0, window),
		started: 1,
	}
	r.cond.L = &r.mu
	func() {
		defer r.recoverPanic()
		r.worker(0)
	}()
	r.wg.Wait()
	if r.panicked != nil {
		// Raised again on the caller's goroutine, which may recover it,
		// once no worker runs any more.
		panic(r.panicked.value)
	}
}

// A chunk is items travelling together, with their answers and the buffer
// the answers are written into.
type chunk[In, Out any] struct {
	seq  int
	ins  []In
	outs []Out
	buf  []byte
}

// A run is the state the workers of one RunInPlace share.
type run[In, Out any] struct {
	ctx  context.Context
	next func(in *In) bool
	work func(worker int, in *In, buf *[]byte, out *Out)
	emit func(in *In, out *Out) bool

	workers, size, window int
	chunkTime             time.Duration
	perItem               atomic.Int64 // work's time per item, in ns, when chunkTime is set; 0 before the first chunk

	// Reading: one worker at a time holds readMu and calls next.
	readMu  sync.Mutex
	ended   bool         // the input ended or the run stopped
	seq     int          // the number of the next chunk read
	last    int          // items of the chunk read last
	started int          // workers started, the caller included
	idle    atomic.Int64 // workers waiting for a chunk
	wg      sync.WaitGroup

	// Writing: the chunks read and not yet written, by number, and those
	// free to carry more items; all under mu.
	mu       sync.Mutex
	cond     sync.Cond // a reader waits on it for room in the window
	waiting  int       // readers waiting on cond
	pending  []*chunk[In, Out]
	want     int  // the number of the next chunk to write
	emitting bool // a worker writes the pending chunks out
	free     []*chunk[In, Out]
	stopped  atomic.Bool // emit returned false, or a worker panicked
	panicked *panicValue // the first panic of a worker, raised again by the caller
}

// worker reads chunks, works on them and writes them until the input ends.
func (r *run[In, Out]) worker(w int) {
	for {
		c := r.read()
		if c == nil {
			return
		}
		var t0 time.Time
		if r.chunkTime > 0 {
			t0 = time.Now()
		}
		if cap(c.outs) < len(c.ins) {
			c.outs = make([]Out, len(c.ins), cap(c.ins))
		}
		c.outs = c.outs[:len(c.ins)]
		for i := range c.ins {
			r.work(w, &c.ins[i], &c.buf, &c.outs[i])
		}
		if r.chunkTime > 0 {
			r.measured(time.Since(t0), len(c.ins))
		}
		r.finish(c)
	}
}

// read takes the next chunk of items, or nil when there are no more. It
// starts another worker when the input goes on and none is idle.
func (r *run[In, Out]) read() *chunk[In, Out] {
	r.idle.Add(1)
	r.readMu.Lock()
	var seq int
	for {
		if r.ended {
			r.idle.Add(-1)
			r.readMu.Unlock()
			return nil
		}
		seq = r.seq
		r.mu.Lock()
		if seq < r.want+r.window || r.stopped.Load() {
			break
		}
		// The window is full: wait for the worker on its first chunk,
		// without keeping the others from reading once it has moved.
		r.readMu.Unlock()
		r.waiting++
		r.cond.Wait()
		r.waiting--
		r.mu.Unlock()
		r.readMu.Lock()
	}
	r.idle.Add(-1)
	defer r.readMu.Unlock()
	var c *chunk[In, Out]
	if n := len(r.free); n > 0 {
		c = r.free[n-1]
		r.free = r.free[:n-1]
	} else {
		// Adapting chunks grow to what they carry.
		n := r.size
		if r.chunkTime > 0 {
			n = min(n, 16)
		}
		c = &chunk[In, Out]{ins: make([]In, 0, n), outs: make([]Out, 0, n)}
	}
	r.mu.Unlock()
	c.seq, c.ins, c.outs, c.buf = seq, c.ins[:0], c.outs[:0], c.buf[:0]
	size := r.chunkSize()
	for len(c.ins) < size && r.ctx.Err() == nil && !r.stopped.Load() {
		n := len(c.ins)
		if n == cap(c.ins) {
			var zero In
			c.ins = append(c.ins, zero)
		} else {
			c.ins = c.ins[:n+1]
		}
		if !r.next(&c.ins[n]) {
			clear(c.ins[n:])
			c.ins = c.ins[:n]
			break
		}
	}
	if len(c.ins) < size {
		r.ended = true // the input ended (or the run was stopped)
	}
	if len(c.ins) == 0 {
		r.mu.Lock()
		r.free = append(r.free, c)
		r.mu.Unlock()
		return nil
	}
	r.seq++
	if !r.ended && r.started < r.workers && r.idle.Load() == 0 {
		w := r.started
		r.started++
		r.wg.Add(1)
		go func() {
			defer r.wg.Done()
			defer r.recoverPanic()
			r.worker(w)
		}()
	}
	return c
}

// chunkSize is how many items the next chunk takes: the most, or under a
// chunk time as many as the time per item so far fits in it.
func (r *run[In, Out]) chunkSize() int {
	if r.chunkTime <= 0 {
		return r.size
	}
	n := 1
	if r.last > 0 {
		n = r.size
		if per := r.perItem.Load(); per > 0 {
			n = int(min(int64(n), max(int64(r.chunkTime)/per, 1)))
		}
		n = min(n, 2*r.last)
	}
	r.last = n
	return n
}

// measured keeps the time per item of a chunk's work, averaged with the
// chunks before it so that one slow item moves it a quarter of the way.
func (r *run[In, Out]) measured(d time.Duration, items int) {
	per := max(int64(d)/int64(items), 1)
	if old := r.perItem.Load(); old > 0 {
		per = (3*old + per) / 4
	}
	r.perItem.Store(per)
}

// A panicValue is what a worker's next, work or emit panicked with.
type panicValue struct{ value any }

// recoverPanic, deferred by each worker, stops the run on a panic, so that
// no worker waits for one that will never come, and keeps the panic for
// the caller.
func (r *run[In, Out]) recoverPanic() {
	p := recover()
	if p == nil {
		return
	}
	r.mu.Lock()
	if r.panicked == nil {
		r.panicked = &panicValue{p}
	}
	r.stopped.Store(true)
	r.cond.Broadcast()
	r.mu.Unlock()
}

// finish hands in a chunk worked on. When it is the next to be written,
// the worker writes it, and the chunks after it that are finished, unless
// another worker is writing already: that one writes them.
func (r *run[In, Out]) finish(c *chunk[In, Out]) {
	r.mu.Lock()
	r.pending[c.seq%r.window] = c
	if r.emitting {
		r.mu.Unlock()
		return
	}
	r.emitting = true
	for {
		// The chunks in flight are numbered want to want+window-1, so
		// that each has a slot of its own.
		d := r.pending[r.want%r.window]
		if d == nil {
			break
		}
		r.pending[r.want%r.window] = nil
		r.mu.Unlock()
		if !r.stopped.Load() {
			for i := range d.ins {
				if !r.emit(&d.ins[i], &d.outs[i]) {
					r.stopped.Store(true)
					break
				}
			}
		}
		clear(d.ins) // let go of what the items hold
		clear(d.outs)
		r.mu.Lock()
		r.want++
		r.free = append(r.free, d)
		if r.waiting > 0 {
			r.cond.Broadcast()
		}
	}
	r.emitting = false
	r.mu.Unlock()
}
