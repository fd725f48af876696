// Package batch runs work over a stream of items on several workers and
// hands the results back strictly in input order, in constant memory
// whatever the stream's length, and keeps the statistics of a run.
package batch

import (
	"context"
	"sync"
)

// Config says how a batch runs.
type Config struct {
	Workers int // goroutines doing the work; 1 or less runs in the caller
	Window  int // results held at most, waiting for their turn; 0 chooses
}

// Run calls next until it returns false, hands each item to work on one of
// cfg.Workers workers (work's first argument says which, so a caller can keep
// one engine per worker), and passes every item with its result to emit in
// the order next produced them. Reading stops when ctx ends or emit returns
// false; items already read are still emitted unless emit returned false.
// No more than the window's worth of items are in flight at once.
func Run[In, Out any](ctx context.Context, cfg Config, next func() (In, bool),
	work func(worker int, in In) Out, emit func(in In, out Out) bool) {
	if cfg.Workers <= 1 {
		for ctx.Err() == nil {
			in, ok := next()
			if !ok || !emit(in, work(0, in)) {
				return
			}
		}
		return
	}
	window := cfg.Window
	if window <= 0 {
		window = 8 * cfg.Workers
	}
	type job struct {
		seq int
		in  In
	}
	type done struct {
		seq int
		in  In
		out Out
	}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	jobs := make(chan job, cfg.Workers)
	results := make(chan done, window)
	tokens := make(chan struct{}, window) // one per item in flight

	var wg sync.WaitGroup
	for w := 0; w < cfg.Workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for j := range jobs {
				results <- done{j.seq, j.in, work(w, j.in)}
			}
		}()
	}
	go func() {
		defer close(jobs)
		for seq := 0; ; seq++ {
			select {
			case tokens <- struct{}{}:
			case <-ctx.Done():
				return
			}
			if ctx.Err() != nil {
				return
			}
			in, ok := next()
			if !ok {
				return
			}
			jobs <- job{seq, in}
		}
	}()
	go func() {
		wg.Wait()
		close(results)
	}()

	pending := make([]done, window)
	ready := make([]bool, window)
	want := 0
	stopped := false
	for r := range results {
		if stopped {
			<-tokens
			continue
		}
		pending[r.seq%window], ready[r.seq%window] = r, true
		for ready[want%window] {
			d := pending[want%window]
			ready[want%window] = false
			pending[want%window] = done{}
			want++
			if !emit(d.in, d.out) {
				stopped = true
				cancel()
			}
			<-tokens
			if stopped {
				break
			}
		}
	}
}
