package server

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"os"
	"runtime"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/sudokit-go/sudokit/internal/shareddata"
)

// A loadRequest is one kind of request of the load test and the statuses
// it may get: 503 is always allowed for a searching request (every slot
// busy), 504 for those built to outlast the deadline.
type loadRequest struct {
	name, path, body string
	allowed          []int
}

// loadRequests are the requests of the load test: the ordinary ones, one
// per endpoint, then the hostile ones.
func loadRequests(t *testing.T) (ordinary, hostile []loadRequest) {
	hostile25, err := os.ReadFile("testdata/hostile25.txt")
	if err != nil {
		t.Fatal(err)
	}
	const nine = `"..3.7.9.2..26.53...5...98.6.......3.5.......9.4.......4.65...8...51.82..1.7.6.4.."`
	// A searching request may find every slot busy (503) or, on a loaded
	// machine, run past the deadline (504).
	ok, busy := []int{200}, []int{200, 503, 504}
	ordinary = []loadRequest{
		{"solve", "/api/solve", `{"puzzle": ` + nine + `}`, busy},
		{"validate", "/api/validate", `{"puzzle": "2413132432411432"}`, ok},
		{"count", "/api/count", `{"puzzle": "................"}`, busy},
		{"hint", "/api/hint", `{"puzzle": ` + nine + `, "level": 4}`, busy},
		{"explain", "/api/explain", `{"puzzle": ` + nine + `}`, busy},
		{"rate", "/api/rate", `{"puzzle": ` + nine + `}`, busy},
		{"generate", "/api/generate", `{"seed": 7, "clues": "30-36"}`, busy},
		{"convert", "/api/convert", `{"puzzle": ` + nine + `, "to": "grid"}`, ok},
		{"healthz", "/healthz", "", ok},
	}
	hostile = []loadRequest{
		{"huge body", "/api/solve", `{"puzzle": "` + strings.Repeat(".", 2<<20) + `"}`, []int{413, 408}},
		{"64x64 empty count", "/api/count", `{"puzzle": "` + strings.Repeat(".", 4096) + `", "limit": 1000000000}`, []int{503, 504}},
		{"64x64 empty explain", "/api/explain", `{"puzzle": "` + strings.Repeat(".", 4096) + `"}`, []int{200, 503, 504}},
		{"hostile 25x25 solve", "/api/solve", `{"puzzle": "` + strings.TrimSpace(string(hostile25)) + `"}`, []int{503, 504}},
		{"hostile 25x25 rate", "/api/rate", `{"puzzle": "` + strings.TrimSpace(string(hostile25)) + `"}`, []int{503, 504}},
		{"brute refused", "/api/solve", `{"puzzle": "` + strings.Repeat(".", 81) + `", "algo": "brute"}`, []int{422, 503}},
		{"malformed", "/api/hint", `{"puzzle": ".41...2.3....1.9"}`, []int{400, 503}},
	}
	return ordinary, hostile
}

// loadFigures are what one phase of the load test measured.
type loadFigures struct {
	latencies []time.Duration
	statuses  map[int]int
	wall      time.Duration
	peakHeap  uint64
}

func (f *loadFigures) String() string {
	slices.Sort(f.latencies)
	q := func(p float64) time.Duration {
		if len(f.latencies) == 0 {
			return 0
		}
		return f.latencies[min(len(f.latencies)-1, int(p*float64(len(f.latencies))))].Round(10 * time.Microsecond)
	}
	return fmt.Sprintf("%5d requests %8.1f req/s  p50 %9v  p99 %9v  peak heap %6.1f MiB  statuses %v",
		len(f.latencies), float64(len(f.latencies))/f.wall.Seconds(), q(0.50), q(0.99), float64(f.peakHeap)/(1<<20), f.statuses)
}

// TestLoad runs the server on a loopback port and sends it, from many
// concurrent clients, first each endpoint's ordinary request alone, then a
// mix of ordinary and hostile requests (huge bodies, 64x64 empty grids, a
// hard 25x25, brute force's refusal), with slow clients beside them that
// send their headers a byte at a time or read the answer a byte at a time.
// It asserts that every answer has an intended status, that slow clients
// are cut off, and that after the run the goroutines and the heap are back
// where they were. It reports requests per second, median and 99th
// percentile latency and peak heap per endpoint (t.Log; nothing is timed).
// The default run is small; -long runs ten times as many requests.
func TestLoad(t *testing.T) {
	if testing.Short() {
		t.Skip("-short")
	}
	scale := 1
	if shareddata.Long() {
		scale = 10
	}
	ordinary, hostile := loadRequests(t)

	runtime.GC()
	goroutines := runtime.NumGoroutine()
	heapBefore := heapAlloc()

	cfg := Config{Timeout: time.Second, MaxBody: 1 << 20, MaxHeavy: 2, Logger: slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelWarn}))}
	s := New(cfg)
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	served := make(chan error, 1)
	go func() { served <- s.Serve(ctx, ln) }()
	base := "http://" + ln.Addr().String()
	tr := &http.Transport{MaxIdleConnsPerHost: 32}
	client := &http.Client{Transport: tr}

	// Each endpoint alone.
	for _, r := range ordinary {
		f := runPhase(t, client, base, []loadRequest{r}, 8, 30*scale)
		t.Logf("%-10s %v", r.name, f)
	}
	// The mix, with the slow clients beside it.
	slowDone := make(chan struct{})
	var slowWG sync.WaitGroup
	for k := range 4 {
		slowWG.Add(1)
		go func() {
			defer slowWG.Done()
			if k%2 == 0 {
				slowSender(t, ln.Addr().String(), slowDone)
			} else {
				slowReader(t, ln.Addr().String(), slowDone)
			}
		}()
	}
	mix := append(slices.Clone(ordinary), hostile...)
	f := runPhase(t, client, base, mix, 16, 120*scale)
	t.Logf("%-10s %v", "mixed", f)
	close(slowDone)
	slowWG.Wait()

	tr.CloseIdleConnections()
	cancel()
	if err := <-served; err != nil {
		t.Errorf("Serve: %v", err)
	}
	if n := len(s.heavy); n != 0 {
		t.Errorf("%d heavy slots still taken after the run", n)
	}
	// Goroutines end a moment after their connections close.
	var now int
	for range 200 {
		runtime.GC()
		if now = runtime.NumGoroutine(); now <= goroutines+2 {
			break
		}
		time.Sleep(10 * time.Millisecond)
	}
	if now > goroutines+2 {
		buf := make([]byte, 1<<20)
		t.Errorf("%d goroutines before the run, %d after:\n%s", goroutines, now, buf[:runtime.Stack(buf, true)])
	}
	s = nil
	runtime.GC()
	runtime.GC()
	heapAfter := heapAlloc()
	t.Logf("heap before %.1f MiB, after %.1f MiB; goroutines before %d, after %d",
		float64(heapBefore)/(1<<20), float64(heapAfter)/(1<<20), goroutines, now)
	if heapAfter > heapBefore+16<<20 {
		t.Errorf("the heap grew from %.1f MiB to %.1f MiB", float64(heapBefore)/(1<<20), float64(heapAfter)/(1<<20))
	}
}

func heapAlloc() uint64 {
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	return m.HeapAlloc
}

// runPhase sends total requests drawn in turn from reqs from clients
// goroutines and checks each status.
func runPhase(t *testing.T, client *http.Client, base string, reqs []loadRequest, clients, total int) *loadFigures {
	f := &loadFigures{statuses: map[int]int{}}
	runtime.GC() // the peak is this phase's, not what the last one left
	var mu sync.Mutex
	var next atomic.Int64
	var peak atomic.Uint64
	stop := make(chan struct{})
	go func() {
		for {
			select {
			case <-stop:
				return
			case <-time.After(20 * time.Millisecond):
			}
			if h := heapAlloc(); h > peak.Load() {
				peak.Store(h)
			}
		}
	}()
	start := time.Now()
	var wg sync.WaitGroup
	for range clients {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				k := int(next.Add(1)) - 1
				if k >= total {
					return
				}
				r := reqs[k%len(reqs)]
				t0 := time.Now()
				var resp *http.Response
				var err error
				if r.body == "" {
					resp, err = client.Get(base + r.path)
				} else {
					resp, err = client.Post(base+r.path, "application/json", strings.NewReader(r.body))
				}
				if err != nil {
					// A huge body may be cut off while it is sent, once the
					// server has answered 413 and closed.
					if r.name != "huge body" || !isReset(err) {
						t.Errorf("%s: %v", r.name, err)
					}
					continue
				}
				body, err := io.ReadAll(resp.Body)
				resp.Body.Close()
				d := time.Since(t0)
				if err != nil {
					t.Errorf("%s: reading the answer: %v", r.name, err)
				}
				if !slices.Contains(r.allowed, resp.StatusCode) {
					t.Errorf("%s: status %d, want one of %v: %.200s", r.name, resp.StatusCode, r.allowed, body)
				}
				mu.Lock()
				f.latencies = append(f.latencies, d)
				f.statuses[resp.StatusCode]++
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	f.wall = time.Since(start)
	close(stop)
	f.peakHeap = max(peak.Load(), heapAlloc())
	return f
}

// slowSender opens connections that send their request headers a byte a
// few milliseconds, until the server cuts them off (ReadHeaderTimeout) or
// the run ends.
func slowSender(t *testing.T, addr string, done <-chan struct{}) {
	head := "POST /api/solve HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nX-Padding: " + strings.Repeat("a", 10000) + "\r\n"
	for {
		c, err := net.Dial("tcp", addr)
		if err != nil {
			t.Errorf("slow sender: %v", err)
			return
		}
		cut := false
		for i := 0; i < len(head) && !cut; i++ {
			select {
			case <-done:
				c.Close()
				return
			case <-time.After(5 * time.Millisecond):
			}
			c.SetWriteDeadline(time.Now().Add(time.Second))
			if _, err := c.Write([]byte{head[i]}); err != nil {
				cut = true
			}
		}
		if !cut {
			// Sent it all: the server must have cut it off by now, or
			// must answer 408 or close when it reads on.
			c.SetReadDeadline(time.Now().Add(10 * time.Second))
			if _, err := io.Copy(io.Discard, c); err != nil && !isReset(err) {
				t.Errorf("slow sender: the server kept the connection: %v", err)
			}
		}
		c.Close()
	}
}

// slowReader asks for a large answer and reads it a byte every few
// milliseconds; the server must not wait for it beyond its write timeout,
// and it holds no heavy slot meanwhile.
func slowReader(t *testing.T, addr string, done <-chan struct{}) {
	body := `{"puzzle": "` + strings.Repeat(".", 4096) + `", "unique": false}`
	for {
		c, err := net.Dial("tcp", addr)
		if err != nil {
			t.Errorf("slow reader: %v", err)
			return
		}
		fmt.Fprintf(c, "POST /api/solve HTTP/1.1\r\nHost: x\r\nContent-Length: %d\r\n\r\n%s", len(body), body)
		rd := bufio.NewReaderSize(c, 16)
		for {
			select {
			case <-done:
				c.Close()
				return
			case <-time.After(5 * time.Millisecond):
			}
			c.SetReadDeadline(time.Now().Add(10 * time.Second))
			if _, err := rd.ReadByte(); err != nil {
				if err != io.EOF && !isReset(err) {
					t.Errorf("slow reader: %v", err)
				}
				break
			}
		}
		c.Close()
	}
}

func isReset(err error) bool {
	s := err.Error()
	return strings.Contains(s, "reset by peer") || strings.Contains(s, "broken pipe") || strings.Contains(s, "EOF")
}
