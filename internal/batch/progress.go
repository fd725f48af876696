package batch

import (
	"fmt"
	"io"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"
)

// A Progress draws a one-line progress bar on a terminal while a batch runs:
// puzzles done, their rate, and how far through its input the run is when
// that is known; for an input of one puzzle, a spinner with the time spent
// and the nodes searched instead. It draws nothing during the first second,
// so short runs stay silent, and erases its line when it stops.
type Progress struct {
	w     io.Writer
	label string
	src   Source
	start time.Time
	done  atomic.Int64
	stop  chan struct{}
	wg    sync.WaitGroup
	mu    sync.Mutex // guards drawing and drawn
	drawn bool
}

// progressDelay is how long a run goes before the bar appears.
const progressDelay = time.Second

// Source is what a Progress asks about the run as it draws. Each function
// may be nil, and each is called from the drawing goroutine.
type Source struct {
	Fraction func() float64 // the share of the input read so far, 0…1
	Single   func() bool    // whether the input is one puzzle: a spinner, not a bar
	Nodes    func() int64   // the nodes of the searches under way, for the spinner (0: not known)
}

// StartProgress starts drawing on w, a terminal.
func StartProgress(w io.Writer, label string, src Source) *Progress {
	p := &Progress{w: w, label: label, src: src, start: time.Now(), stop: make(chan struct{})}
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

// Above erases the bar and runs write, which writes on the same terminal
// (standard output shown there too), with the bar held off: it cannot be
// drawn again before write returns, and comes back at its next turn. write
// must not call Clear. On a nil Progress, Above just runs write.
func (p *Progress) Above(write func()) {
	if p == nil {
		write()
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.drawn {
		fmt.Fprint(p.w, "\r\x1b[K")
		p.drawn = false
	}
	write()
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

// spinner is the turning stick of one puzzle's progress line.
const spinner = `|/-\`

// line writes the bar: "solve  [=======>     ]  58%  12,345 puzzles  4,321/s",
// or for one puzzle the spinner: "solve  /  12s  1.2M nodes".
func (p *Progress) line(now time.Time) string {
	elapsed := now.Sub(p.start)
	var b strings.Builder
	b.WriteString(p.label)
	if p.src.Single != nil && p.src.Single() {
		turn := int(elapsed/(200*time.Millisecond)) % len(spinner)
		fmt.Fprintf(&b, "  %c  %v", spinner[turn], elapsed.Truncate(time.Second))
		if p.src.Nodes != nil {
			if n := p.src.Nodes(); n > 0 {
				b.WriteString("  " + Short(n) + " nodes")
			}
		}
		return b.String()
	}
	done := p.done.Load()
	rate := float64(done) / elapsed.Seconds()
	if p.src.Fraction != nil {
		f := min(max(p.src.Fraction(), 0), 1)
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

// Short writes a count in three or four characters: 950, 12k, 1.2M, 3.4G.
func Short(n int64) string {
	for _, u := range []struct {
		div  float64
		unit string
	}{{1e9, "G"}, {1e6, "M"}, {1e3, "k"}} {
		if v := float64(n) / u.div; v >= 1 || -v >= 1 {
			if v < 10 && v > -10 {
				return strconv.FormatFloat(v, 'f', 1, 64) + u.unit
			}
			return strconv.FormatFloat(v, 'f', 0, 64) + u.unit
		}
	}
	return strconv.FormatInt(n, 10)
}
