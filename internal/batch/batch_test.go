package batch

import (
	"context"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"time"
)

func TestRunKeepsOrder(t *testing.T) {
	for _, cfg := range []Config{{Workers: 1}, {Workers: 2, Window: 5}, {Workers: 4, Window: 5}, {Workers: 8, Window: 5},
		{Workers: 2, Chunk: 16}, {Workers: 3, Window: 2, Chunk: 7}, {Workers: 2, Chunk: 16, ChunkTime: 20 * time.Microsecond},
		{Workers: 4, Window: 3, Chunk: 9, ChunkTime: time.Microsecond}} {
		const n = 2000
		i := 0
		next := func() (int, bool) {
			if i == n {
				return 0, false
			}
			i++
			return i, true
		}
		work := func(w, x int) int {
			if x%7 == 0 {
				time.Sleep(time.Duration(x%3) * time.Microsecond)
			}
			return x * x
		}
		var got []int
		Run(context.Background(), cfg, next, work,
			func(in, out int) bool {
				if out != in*in {
					t.Errorf("item %d got %d", in, out)
				}
				got = append(got, in)
				return true
			})
		if len(got) != n || !slices.IsSorted(got) {
			t.Errorf("%+v: %d items, sorted %v", cfg, len(got), slices.IsSorted(got))
		}
	}
}

func TestRunStopsWhenEmitSaysSo(t *testing.T) {
	read := 0
	next := func() (int, bool) { read++; return read, true }
	var got []int
	Run(context.Background(), Config{Workers: 3, Window: 4}, next, func(_, x int) int { return x },
		func(in, _ int) bool { got = append(got, in); return len(got) < 10 })
	if len(got) != 10 || got[9] != 10 {
		t.Fatalf("emitted %v", got)
	}
	if read > 10+4+3+1 {
		t.Errorf("read %d items ahead of a stop at 10", read)
	}
}

func TestRunChunksStopEarly(t *testing.T) {
	read := 0
	next := func() (int, bool) { read++; return read, true }
	var got []int
	Run(context.Background(), Config{Workers: 2, Window: 3, Chunk: 10}, next, func(_, x int) int { return x },
		func(in, _ int) bool { got = append(got, in); return len(got) < 25 })
	if len(got) != 25 || got[24] != 25 {
		t.Fatalf("emitted %v", got)
	}
	if read > 25+3*10+10 {
		t.Errorf("read %d items ahead of a stop at 25", read)
	}
}

func TestRunAllocatesNothingPerItem(t *testing.T) {
	run := func(n int) {
		i := 0
		Run(context.Background(), Config{Workers: 2, Chunk: 8},
			func() (int, bool) { i++; return i, i <= n },
			func(_, x int) int { return x + 1 },
			func(in, out int) bool { return out == in+1 })
	}
	small := testing.AllocsPerRun(5, func() { run(100) })
	large := testing.AllocsPerRun(5, func() { run(10100) })
	if large-small > 10 {
		t.Errorf("10,000 more items cost %.0f more allocations", large-small)
	}
}

func TestHistogramQuantiles(t *testing.T) {
	var h Histogram
	r := rand.New(rand.NewPCG(1, 2))
	var all []time.Duration
	for range 100000 {
		d := time.Duration(r.ExpFloat64() * float64(50*time.Microsecond))
		h.Add(d)
		all = append(all, d)
	}
	slices.Sort(all)
	for _, q := range []float64{0.5, 0.9, 0.99} {
		want := all[int(q*float64(len(all)-1))]
		got := h.Quantile(q)
		if diff := float64(got-want) / float64(want); diff > 0.01 || diff < -0.01 {
			t.Errorf("q%.2f: got %v, want %v within 1%%", q, got, want)
		}
	}
	if (&Histogram{}).Quantile(0.5) != 0 {
		t.Error("empty histogram has a median")
	}
}

func TestProgressLine(t *testing.T) {
	p := &Progress{label: "solve", start: time.Unix(100, 0), src: Source{Fraction: func() float64 { return 0.5 }}}
	p.Add(12345)
	got := p.line(time.Unix(102, 0))
	want := "solve  [============>           ]  50%  12,345 puzzles  6,173/s"
	if got != want {
		t.Errorf("got  %q\nwant %q", got, want)
	}
	var buf strings.Builder
	q := StartProgress(&buf, "x", Source{})
	q.Add(1)
	q.Stop()
	if buf.Len() != 0 {
		t.Errorf("a run shorter than a second drew %q", buf.String())
	}
}

func TestGroup(t *testing.T) {
	for n, want := range map[int64]string{0: "0", 999: "999", 1000: "1,000", 131902: "131,902", -1234567: "-1,234,567"} {
		if got := Group(n); got != want {
			t.Errorf("Group(%d) = %q, want %q", n, got, want)
		}
	}
}

func TestRunStartsWorkersAsItemsArrive(t *testing.T) {
	for _, items := range []int{0, 1} {
		i := 0
		workers := map[int]bool{}
		allocs := testing.AllocsPerRun(3, func() {
			i = 0
			Run(context.Background(), Config{Workers: 100000},
				func() (int, bool) { i++; return i, i <= items },
				func(w, x int) int { workers[w] = true; return x },
				func(int, int) bool { return true })
		})
		if len(workers) > 1 {
			t.Errorf("%d items used %d workers", items, len(workers))
		}
		if allocs > 100 {
			t.Errorf("%d items with 100,000 workers allowed: %.0f allocations", items, allocs)
		}
	}
}

func TestSummaryAdd(t *testing.T) {
	var s Summary
	s.Add(Answer{Outcome: Positive, Elapsed: time.Millisecond, Search: Search{Nodes: 10, Guesses: 2}})
	s.Add(Answer{Outcome: Positive, Multiple: true, Search: Search{Nodes: 5, Combinations: 7}})
	s.Add(Answer{Outcome: Negative, Search: Search{Backtracks: 3}})
	s.Add(Answer{Outcome: Errored, Elapsed: time.Hour, Search: Search{Nodes: 1000}})
	want := Search{Nodes: 15, Backtracks: 3, Guesses: 2, Combinations: 7}
	if s.Puzzles != 4 || s.Positive != 2 || s.Multiple != 1 || s.Negative != 1 || s.Errors != 1 || s.Search != want {
		t.Errorf("got %+v", s)
	}
	if s.Times.Count() != 3 {
		t.Errorf("%d times counted; errors have none", s.Times.Count())
	}
}

func TestProgressSpinner(t *testing.T) {
	single := func() bool { return true }
	p := &Progress{label: "solve", start: time.Unix(100, 0), src: Source{Single: single, Nodes: func() int64 { return 1234567 }}}
	got := p.line(time.Unix(112, 300e6))
	want := "solve  /  12s  1.2M nodes"
	if got != want {
		t.Errorf("got  %q\nwant %q", got, want)
	}
}

func TestShort(t *testing.T) {
	for n, want := range map[int64]string{0: "0", 950: "950", 1000: "1.0k", 12345: "12k", 1234567: "1.2M", 3.4e9: "3.4G", 250e9: "250G"} {
		if got := Short(n); got != want {
			t.Errorf("Short(%d) = %q, want %q", n, got, want)
		}
	}
}

func TestProgressAbove(t *testing.T) {
	var buf strings.Builder
	p := &Progress{w: &buf, label: "generate", drawn: true}
	p.Above(func() { buf.WriteString("puzzle\n") })
	if got := buf.String(); got != "\r\x1b[Kpuzzle\n" {
		t.Errorf("got %q, want the bar erased before the line", got)
	}
	p.Above(func() { buf.WriteString("next\n") })
	if got := buf.String(); got != "\r\x1b[Kpuzzle\nnext\n" {
		t.Errorf("got %q: an erased bar was erased again", got)
	}
	var nilBar *Progress
	ran := false
	nilBar.Above(func() { ran = true })
	if !ran {
		t.Error("a nil Progress did not run the write")
	}
}

// TestRunWithBufferKeepsEachAnswer has work write answers of varied length
// into the chunk's buffer, enough to make it grow within a chunk, and
// checks that each reaches emit whole and in order, and that a steady run
// allocates nothing per item.
func TestRunWithBufferKeepsEachAnswer(t *testing.T) {
	text := strings.Repeat("abcdefghijklmnopqrstuvwxyz", 6)
	answer := func(x int) string { return text[x%26 : x%26+1+x%97] }
	run := func(cfg Config, n int, check bool) int {
		i, emitted := 0, 0
		RunWithBuffer(context.Background(), cfg,
			func() (int, bool) { i++; return i, i <= n },
			func(_, x int, buf *[]byte) []byte {
				start := len(*buf)
				*buf = append(*buf, answer(x)...)
				return (*buf)[start:]
			},
			func(in int, out []byte) bool {
				emitted++
				if check && (in != emitted || string(out) != answer(in)) {
					t.Fatalf("%+v: item %d (the %dth emitted) got %q", cfg, in, emitted, out)
				}
				return true
			})
		return emitted
	}
	for _, cfg := range []Config{{Workers: 1}, {Workers: 2}, {Workers: 2, Chunk: 16}, {Workers: 3, Window: 2, Chunk: 7}, {Workers: 8, Chunk: 64},
		{Workers: 2, Chunk: 16, ChunkTime: 10 * time.Microsecond}} {
		if got := run(cfg, 3000, true); got != 3000 {
			t.Errorf("%+v: %d items emitted, want 3000", cfg, got)
		}
	}
	for _, cfg := range []Config{{Workers: 1}, {Workers: 2, Chunk: 16}} {
		small := testing.AllocsPerRun(5, func() { run(cfg, 100, false) })
		large := testing.AllocsPerRun(5, func() { run(cfg, 10100, false) })
		if large-small > 100 { // the window's chunks grow their buffers a few times each
			t.Errorf("%+v: 10,000 more items cost %.0f more allocations", cfg, large-small)
		}
	}
}

// TestChunkSizeAdapts checks the chunks of a run with a chunk time: the
// first holds one item, each at most twice the one before, as many as fit
// in the chunk time at the time per item measured, never more than Chunk
// nor fewer than one.
func TestChunkSizeAdapts(t *testing.T) {
	r := &run[int, int]{size: 16, chunkTime: 200 * time.Microsecond}
	var got []int
	for range 6 {
		got = append(got, r.chunkSize())
		r.measured(time.Duration(got[len(got)-1])*20*time.Microsecond, got[len(got)-1])
	}
	if want := []int{1, 2, 4, 8, 10, 10}; !slices.Equal(got, want) {
		t.Errorf("items of 20µs under 200µs: chunks of %v, want %v", got, want)
	}
	for range 20 {
		r.measured(time.Millisecond, 1)
	}
	if n := r.chunkSize(); n != 1 {
		t.Errorf("items of 1ms: chunks of %d, want 1", n)
	}
	for range 20 {
		r.measured(time.Microsecond, 100)
	}
	for range 5 {
		r.chunkSize()
	}
	if n := r.chunkSize(); n != 16 {
		t.Errorf("items of 10ns: chunks of %d, want the most, 16", n)
	}
	fixed := &run[int, int]{size: 7}
	if n := fixed.chunkSize(); n != 7 {
		t.Errorf("no chunk time: chunks of %d, want 7", n)
	}
}

// TestRunRaisesAPanicInTheCaller has next, work or emit panic on one
// worker of several, and checks that the run stops, every worker ends,
// and the panic comes out of Run on the caller's goroutine, where a
// command can recover it.
func TestRunRaisesAPanicInTheCaller(t *testing.T) {
	for _, where := range []string{"next", "work", "emit"} {
		for _, cfg := range []Config{{Workers: 3, Window: 2}, {Workers: 2, Chunk: 8}, {Workers: 4, Chunk: 16, ChunkTime: time.Microsecond}} {
			got := func() (p any) {
				defer func() { p = recover() }()
				i := 0
				Run(context.Background(), cfg,
					func() (int, bool) {
						i++
						if where == "next" && i == 500 {
							panic(where)
						}
						return i, i <= 2000
					},
					func(_, x int) int {
						if where == "work" && x == 500 {
							panic(where)
						}
						return x
					},
					func(in, _ int) bool {
						if where == "emit" && in == 500 {
							panic(where)
						}
						return true
					})
				return nil
			}()
			if got != where {
				t.Errorf("%+v: a panic in %s came out of Run as %v", cfg, where, got)
			}
		}
	}
}
