// Package batch runs work over a stream of items on several workers and
// hands the results back strictly in input order, in constant memory
// whatever the stream's length, and keeps the statistics of a run.
package batch

import (
	"context"
	"sync"
	"sync/atomic"
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
// that the workers, not the caller of emit, do the formatting. buf belongs
// to the chunk the item travels in: what work appends to it stays as it is
// until emit has returned for the last item of the chunk, so that an Out
// may hold a slice of it. The buffer is emptied before the chunk carries
// other items, and grows to what a chunk needs, so that a steady run
// allocates nothing.
func RunWithBuffer[In, Out any](ctx context.Context, cfg Config, next func() (In, bool),
	work func(worker int, in In, buf *[]byte) Out, emit func(in In, out Out) bool) {
	if cfg.Workers <= 1 {
		var buf []byte
		for ctx.Err() == nil {
			in, ok := next()
			if !ok {
				return
			}
			buf = buf[:0]
			if !emit(in, work(0, in, &buf)) {
				return
			}
		}
		return
	}
	size := max(cfg.Chunk, 1)
	window := cfg.Window
	if window <= 0 {
		window = 4 * cfg.Workers
		if size == 1 {
			window = 8 * cfg.Workers
		}
	}
	type chunk struct {
		seq  int
		ins  []In
		outs []Out
		buf  []byte
	}
	free := make(chan *chunk, window) // chunks made and handed back, when idle
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	jobs := make(chan *chunk, cfg.Workers)
	results := make(chan *chunk, window)

	// The reader counts in wg until it is done, so that every worker it
	// starts is added while the count is above zero.
	var wg sync.WaitGroup
	var idle atomic.Int64 // workers waiting for a chunk
	started := 0          // only the reader starts workers
	startWorker := func() {
		w := started
		started++
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				idle.Add(1)
				c, ok := <-jobs
				idle.Add(-1)
				if !ok {
					return
				}
				for _, in := range c.ins {
					c.outs = append(c.outs, work(w, in, &c.buf))
				}
				results <- c
			}
		}()
	}
	wg.Add(1)
	go func() {
		defer wg.Done()
		defer close(jobs)
		made := 0
		for seq := 0; ; seq++ {
			var c *chunk
			select {
			case c = <-free:
			default:
				if made < window {
					made++
					c = &chunk{ins: make([]In, 0, size), outs: make([]Out, 0, size)}
					break
				}
				select {
				case c = <-free:
				case <-ctx.Done():
					return
				}
			}
			c.seq, c.ins, c.outs, c.buf = seq, c.ins[:0], c.outs[:0], c.buf[:0]
			for len(c.ins) < size && ctx.Err() == nil {
				in, ok := next()
				if !ok {
					break
				}
				c.ins = append(c.ins, in)
			}
			if len(c.ins) == 0 {
				free <- c
				return
			}
			if started < cfg.Workers && idle.Load() == 0 {
				startWorker()
			}
			jobs <- c
			if len(c.ins) < size {
				return // the input ended (or the run was stopped)
			}
		}
	}()
	go func() {
		wg.Wait()
		close(results)
	}()

	pending := make([]*chunk, window)
	want := 0
	stopped := false
	for c := range results {
		if stopped {
			continue
		}
		pending[c.seq%window] = c
		for !stopped && pending[want%window] != nil && pending[want%window].seq == want {
			d := pending[want%window]
			pending[want%window] = nil
			want++
			for i := range d.ins {
				if !emit(d.ins[i], d.outs[i]) {
					stopped = true
					cancel()
					break
				}
			}
			clear(d.ins) // let go of what the items hold
			clear(d.outs)
			free <- d
		}
	}
}
