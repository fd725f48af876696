package cli

import (
	"context"
	"io"
	"net"
	"net/http"
	"regexp"
	"strings"
	"testing"
	"time"
)

// TestServe starts sudokit serve on a free port, asks it a question,
// stops it as SIGINT would (the context of Main ends) and checks that it
// logged the request and exited 0.
func TestServe(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var stdout, stderr syncBuffer
	done := make(chan int, 1)
	go func() {
		done <- Main([]string{"serve", "--addr", "127.0.0.1:0", "--log", "json"}, Env{Context: ctx, Stdin: strings.NewReader(""), Stdout: &stdout, Stderr: &stderr})
	}()
	serving := regexp.MustCompile(`serving on (http://\S+)`)
	var base string
	for base == "" {
		select {
		case code := <-done:
			t.Fatalf("serve exited %d before serving: %s", code, stderr.String())
		case <-time.After(10 * time.Millisecond):
		}
		if m := serving.FindStringSubmatch(stderr.String()); m != nil {
			base = m[1]
		}
	}
	resp, err := http.Post(base+"/api/solve", "application/json", strings.NewReader(`{"puzzle": ".41...2.3....1.2"}`))
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	want := `{"size":4,"box":"2x2","form":"line","solved":true,"solution":"2413132432414132","unique":true}`
	if resp.StatusCode != 200 || string(body) != want {
		t.Errorf("POST /api/solve: %d %s, want 200 %s", resp.StatusCode, body, want)
	}
	cancel()
	if code := <-done; code != 0 {
		t.Errorf("exit %d after the context ended, want 0; stderr:\n%s", code, stderr.String())
	}
	log := stderr.String()
	if !strings.Contains(log, `"method":"POST","path":"/api/solve","status":200,"bytes":94,`) || !strings.Contains(log, `"remote":"127.0.0.1:`) {
		t.Errorf("the log lacks the request's line:\n%s", log)
	}
	if stdout.String() != "" {
		t.Errorf("stdout %q, want nothing", stdout.String())
	}
}

// TestServeCannotStart checks exit 2 and the message when serve cannot
// listen, and the usage errors of its flags.
func TestServeCannotStart(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	busy := ln.Addr().String()
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"serve", "--addr", busy}, "sudokit: serve: --addr " + busy + ": address already in use\n"},
		{[]string{"serve", "--addr", "127.0.0.1"}, "sudokit: serve: --addr 127.0.0.1: missing port in address\n"},
		{[]string{"serve", "--log", "xml"}, "sudokit: serve: --log \"xml\": want text or json\nRun 'sudokit serve --help' for usage.\n"},
		{[]string{"serve", "--max-heavy", "0"}, "sudokit: serve: --max-heavy 0: want 1 or more\nRun 'sudokit serve --help' for usage.\n"},
		{[]string{"serve", "--max-body", "lots"}, "sudokit: serve: --max-body \"lots\": want a size such as 1MiB, 512KiB or 65536\nRun 'sudokit serve --help' for usage.\n"},
		{[]string{"serve", "puzzles.txt"}, "sudokit: serve: takes no file; it reads none (got \"puzzles.txt\")\nRun 'sudokit serve --help' for usage.\n"},
	}
	for _, tt := range tests {
		out, errOut, code := run(t, Env{}, "", tt.args...)
		if code != 2 || out != "" || errOut != tt.want {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want exit 2, stderr %q", tt.args, code, out, errOut, tt.want)
		}
	}
}

func TestParseSize(t *testing.T) {
	for in, want := range map[string]int64{"1MiB": 1 << 20, "512KiB": 512 << 10, "65536": 65536, "2MB": 2e6, "10B": 10} {
		if got, err := parseSize(in); err != nil || got != want {
			t.Errorf("parseSize(%q) = %d, %v; want %d", in, got, err, want)
		}
	}
	for _, in := range []string{"", "0", "-1MiB", "1.5MiB", "MiB", "1TiB", "99999999999GiB"} {
		if _, err := parseSize(in); err == nil {
			t.Errorf("parseSize(%q): no error", in)
		}
	}
}
