package server

import (
	"bytes"
	"context"
	"encoding/json"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"
)

// empty64 is the body of a request about an empty 64x64 grid.
func empty64(endpoint string) string {
	extra := ""
	switch endpoint {
	case "count":
		extra = `, "limit": 1000000000`
	case "solve":
		extra = `, "algo": "recursive"`
	}
	return `{"puzzle": "` + strings.Repeat(".", 64*64) + `"` + extra + `}`
}

// TestBodyLimit: a body over MaxBody is 413, one at the limit is read.
func TestBodyLimit(t *testing.T) {
	h := testServer(Config{MaxBody: 1000}).Handler()
	big := `{"puzzle": "` + strings.Repeat(" ", 1000) + `.41...2.3....1.2"}`
	status, _, body := do(t, h, "POST", "/api/solve", big)
	if status != 413 || body != `{"error":{"message":"request body larger than 1000 bytes"}}` {
		t.Errorf("a body of %d bytes: %d %s, want 413", len(big), status, body)
	}
	fits := `{"puzzle": "` + strings.Repeat(" ", 1000-32) + `.41...2.3....1.2"}`
	if status, _, body := do(t, h, "POST", "/api/solve", fits); status != 200 {
		t.Errorf("a body of %d bytes: %d %s, want 200", len(fits), status, body)
	}
	h = testServer(Config{}).Handler()
	status, _, body = do(t, h, "POST", "/api/validate", strings.Repeat("x", 1<<20+1))
	if status != 413 || body != `{"error":{"message":"request body larger than 1MiB"}}` {
		t.Errorf("a body of 1MiB+1: %d %s, want 413", status, body)
	}
}

// TestDeadline: work that outlasts the deadline is stopped and answered
// 504, the server's deadline or the request's shorter one; a longer one is
// refused.
func TestDeadline(t *testing.T) {
	h := testServer(Config{Timeout: 300 * time.Millisecond}).Handler()
	tests := []struct {
		path, body, want string
	}{
		{"/api/count", empty64("count"), `{"error":{"message":"stopped after 300ms (timeout)"}}`},
		{"/api/solve", empty64("solve"), `{"error":{"message":"stopped after 300ms (timeout)"}}`},
		{"/api/count", strings.Replace(empty64("count"), "{", `{"timeout": "50ms", `, 1), `{"error":{"message":"stopped after 50ms (timeout)"}}`},
		{"/api/count", `{"puzzle": "` + strings.Repeat(".", 625) + `", "limit": 1000000000}`, `{"error":{"message":"stopped after 300ms (timeout)"}}`},
		{"/api/solve", `{"puzzle": "` + strings.Repeat(".", 4096) + `", "algo": "dlx"}`, `{"error":{"message":"stopped after 300ms (timeout)"}}`},
	}
	for _, tt := range tests {
		status, _, body := do(t, h, "POST", tt.path, tt.body)
		if status != 504 || body != tt.want {
			t.Errorf("POST %s %.60s…: %d %s, want 504 %s", tt.path, tt.body, status, body, tt.want)
		}
	}
	status, _, body := do(t, h, "POST", "/api/solve", `{"puzzle": ".41...2.3....1.2", "timeout": "1s"}`)
	if want := `{"error":{"message":"timeout 1s: longer than the server's limit of 300ms"}}`; status != 400 || body != want {
		t.Errorf("a longer timeout: %d %s, want 400 %s", status, body, want)
	}
}

// TestHeavySlots: with every heavy slot taken, a searching request is 503
// with Retry-After, and a light one is still answered.
func TestHeavySlots(t *testing.T) {
	s := testServer(Config{MaxHeavy: 2, Timeout: 5 * time.Second})
	h := s.Handler()
	s.heavy <- struct{}{}
	s.heavy <- struct{}{}
	status, hdr, body := do(t, h, "POST", "/api/solve", `{"puzzle": ".41...2.3....1.2"}`)
	if status != 503 || hdr.Get("Retry-After") != "1" || !json.Valid([]byte(body)) {
		t.Errorf("all slots busy: %d Retry-After %q %s, want 503, 1", status, hdr.Get("Retry-After"), body)
	}
	for _, p := range []string{"/api/validate", "/api/convert"} {
		if status, _, body := do(t, h, "POST", p, `{"puzzle": ".41...2.3....1.2"}`); status != 200 {
			t.Errorf("POST %s with all slots busy: %d %s, want 200", p, status, body)
		}
	}
	<-s.heavy
	if status, _, body := do(t, h, "POST", "/api/solve", `{"puzzle": ".41...2.3....1.2"}`); status != 200 {
		t.Errorf("a slot free: %d %s, want 200", status, body)
	}
	<-s.heavy
}

// TestHeavyConcurrent: many searching requests at once are each answered
// 200 or 503, and never more than MaxHeavy run at once.
func TestHeavyConcurrent(t *testing.T) {
	s := testServer(Config{MaxHeavy: 2})
	h := s.Handler()
	var wg sync.WaitGroup
	var mu sync.Mutex
	counts := map[int]int{}
	for range 16 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			status, _, _ := do(t, h, "POST", "/api/count", `{"puzzle": "`+strings.Repeat(".", 81)+`", "limit": 20000}`)
			mu.Lock()
			counts[status]++
			mu.Unlock()
		}()
	}
	wg.Wait()
	if counts[200]+counts[503] != 16 || counts[200] < 2 {
		t.Errorf("statuses %v, want only 200 and 503, at least 2 of 200", counts)
	}
	if len(s.heavy) != 0 {
		t.Errorf("%d slots still taken", len(s.heavy))
	}
}

// TestPanic: a panic in a handler is answered 500 with a plain message and
// logged; the server goes on.
func TestPanic(t *testing.T) {
	var log bytes.Buffer
	s := testServer(Config{Logger: slog.New(slog.NewTextHandler(&log, nil))})
	h := s.middleware(http.HandlerFunc(func(http.ResponseWriter, *http.Request) { panic("boom") }))
	status, _, body := do(t, h, "GET", "/", "")
	if status != 500 || body != `{"error":{"message":"internal error"}}` {
		t.Errorf("a panic: %d %s, want 500", status, body)
	}
	if !strings.Contains(log.String(), `msg="internal error" method=GET path=/ panic=boom`) || !strings.Contains(log.String(), "status=500") {
		t.Errorf("the log lacks the panic or the request:\n%s", log.String())
	}
}

// TestLog: one line per request with method, path, status, bytes,
// duration and remote.
func TestLog(t *testing.T) {
	var log bytes.Buffer
	s := testServer(Config{Logger: slog.New(slog.NewJSONHandler(&log, nil))})
	do(t, s.Handler(), "POST", "/api/solve", `{"puzzle": ".41...2.3....1.2"}`)
	do(t, s.Handler(), "GET", "/nosuch", "")
	lines := strings.Split(strings.TrimSpace(log.String()), "\n")
	if len(lines) != 2 {
		t.Fatalf("%d log lines, want 2:\n%s", len(lines), log.String())
	}
	for k, want := range []string{`"method":"POST","path":"/api/solve","status":200,"bytes":94,"duration":`, `"method":"GET","path":"/nosuch","status":404,"bytes":45,"duration":`} {
		if !strings.Contains(lines[k], want) || !strings.Contains(lines[k], `"remote":"192.0.2.1:1234"`) {
			t.Errorf("log line %d: %s\nwant %s and the remote address", k+1, lines[k], want)
		}
	}
}

// TestShutdown: when Serve's context ends, a request under way is
// finished and answered, and Serve returns nil.
func TestShutdown(t *testing.T) {
	s := testServer(Config{Timeout: 5 * time.Second})
	srv := httptest.NewUnstartedServer(nil)
	ln := srv.Listener
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- s.Serve(ctx, ln) }()
	answered := make(chan int, 1)
	go func() {
		body := strings.Replace(empty64("count"), "{", `{"timeout": "500ms", `, 1)
		resp, err := http.Post("http://"+ln.Addr().String()+"/api/count", "application/json", strings.NewReader(body))
		if err != nil {
			t.Error(err)
			answered <- 0
			return
		}
		resp.Body.Close()
		answered <- resp.StatusCode
	}()
	// Wait until the request holds its slot, then stop the server.
	for len(s.heavy) == 0 {
		time.Sleep(time.Millisecond)
	}
	cancel()
	if err := <-done; err != nil {
		t.Errorf("Serve: %v", err)
	}
	if status := <-answered; status != 504 {
		t.Errorf("the request under way was answered %d, want its own 504", status)
	}
}
