package batch

import (
	"fmt"
	"io"
	"strings"
	"sync"
	"sync/atomic"
	"time"
)

// A Progress draws a one-line progress bar on a terminal while a batch runs:
// puzzles done, their rate, and how far through its input the run is when
// that is known. It draws nothing during the first second, so short runs
// stay silent, and erases its line when it stops.
type Progress struct {
	w        io.Writer
	label    string
	fraction func() float64 // how much of the input is read, 0…1; nil when unknown
	start    time.Time
	done     atomic.Int64
	stop     chan struct{}
	wg       sync.WaitGroup
	mu       sync.Mutex // guards drawing and drawn
	drawn    bool
}

// progressDelay is how long a run goes before the bar appears.
const progressDelay = time.Second

// StartProgress starts drawing on w, a terminal. fraction, if not nil,
// reports the share of the input read so far.
func StartProgress(w io.Writer, label string, fraction func() float64) *Progress {
	p := &Progress{w: w, label: label, fraction: fraction, start: time.Now(), stop: make(chan struct{})}
	p.wg.Add(1)
	go p.loop()
	return p
}

// Add counts n more puzzles done. It is safe to call from any goroutine.
func (p *Progress) Add(n int) {
	if p != nil {
		p.done.Add(int64(n))
	}
}

// Stop erases the bar and stops drawing.
func (p *Progress) Stop() {
	if p == nil {
		return
	}
	close(p.stop)
	p.wg.Wait()
	p.Clear()
}

// Clear erases the bar so that another line can be written on the
// terminal; the bar comes back at its next turn.
func (p *Progress) Clear() {
	if p == nil {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.drawn {
		fmt.Fprint(p.w, "\r\x1b[K")
		p.drawn = false
	}
}

func (p *Progress) loop() {
	defer p.wg.Done()
	tick := time.NewTicker(200 * time.Millisecond)
	defer tick.Stop()
	for {
		select {
		case <-p.stop:
			return
		case now := <-tick.C:
			if now.Sub(p.start) >= progressDelay {
				p.mu.Lock()
				fmt.Fprint(p.w, "\r"+p.line(now)+"\x1b[K")
				p.drawn = true
				p.mu.Unlock()
			}
		}
	}
}

// line writes the bar: "solve  [=======>     ]  58%  12,345 puzzles  4,321/s".
func (p *Progress) line(now time.Time) string {
	done := p.done.Load()
	rate := float64(done) / now.Sub(p.start).Seconds()
	var b strings.Builder
	b.WriteString(p.label)
	if p.fraction != nil {
		f := min(max(p.fraction(), 0), 1)
		const width = 24
		full := int(f * width)
		b.WriteString("  [" + strings.Repeat("=", full))
		if full < width {
			b.WriteString(">" + strings.Repeat(" ", width-full-1))
		}
		fmt.Fprintf(&b, "] %3.0f%%", f*100)
	}
	fmt.Fprintf(&b, "  %s puzzles  %s/s", Group(done), Group(int64(rate+0.5)))
	return b.String()
}

// Group writes n with thousands separated by commas: 131,902.
func Group(n int64) string {
	s := fmt.Sprint(n)
	neg := strings.HasPrefix(s, "-")
	s = strings.TrimPrefix(s, "-")
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	if neg {
		s = "-" + s
	}
	return s
}
