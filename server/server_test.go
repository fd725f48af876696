package server

import (
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"testing/fstest"
)

// do sends one request to h and returns the answer's status, headers and
// body.
func do(t testing.TB, h http.Handler, method, path, body string) (int, http.Header, string) {
	t.Helper()
	var rd io.Reader
	if body != "" {
		rd = strings.NewReader(body)
	}
	req := httptest.NewRequest(method, path, rd)
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	return rec.Code, rec.Header(), rec.Body.String()
}

// testServer is a server with the defaults and a small page.
func testServer(cfg Config) *Server {
	if cfg.Assets == nil {
		cfg.Assets = fstest.MapFS{
			"index.html": {Data: []byte("<!doctype html><title>sudokit</title>")},
			"app.js":     {Data: []byte("console.log(1)")},
			"img/a.svg":  {Data: []byte("<svg/>")},
		}
	}
	return New(cfg)
}

// TestRoutes checks the statuses of paths and methods: the API, the page
// and its files, 404 for any other path, 405 with Allow for a wrong
// method, every answer but the page's files in JSON.
func TestRoutes(t *testing.T) {
	h := testServer(Config{}).Handler()
	tests := []struct {
		method, path string
		status       int
		allow        string
		body         string // a prefix of the answer
	}{
		{"GET", "/", 200, "", "<!doctype html>"},
		{"GET", "/?p=.41...2.3....1.2&box=2x2", 200, "", "<!doctype html>"},
		{"HEAD", "/", 200, "", ""},
		{"GET", "/app.js", 200, "", "console.log"},
		{"GET", "/img/a.svg", 200, "", "<svg/>"},
		{"GET", "/img/", 404, "", `{"error":{"message":"no such path: /img/"}}`},
		{"GET", "/img", 404, "", `{"error"`},
		{"GET", "/server.go", 404, "", `{"error"`},
		{"GET", "/index.html", 301, "", ""},
		{"GET", "/nosuch", 404, "", `{"error":{"message":"no such path: /nosuch"}}`},
		{"POST", "/nosuch", 404, "", `{"error"`},
		{"POST", "/", 405, "GET, HEAD", `{"error":{"message":"method POST is not allowed here; use GET, HEAD"}}`},
		{"DELETE", "/app.js", 405, "GET, HEAD", `{"error"`},
		{"GET", "/api/solve", 405, "POST", `{"error":{"message":"method GET is not allowed here; use POST"}}`},
		{"PUT", "/api/validate", 405, "POST", `{"error"`},
		{"HEAD", "/api/solve", 405, "POST", ""},
		{"POST", "/healthz", 405, "GET, HEAD", `{"error"`},
		{"GET", "/healthz", 200, "", `{"status":"ok"}`},
		{"GET", "/api", 404, "", `{"error"`},
		{"GET", "/api/", 404, "", `{"error"`},
	}
	for _, tt := range tests {
		t.Run(tt.method+" "+tt.path, func(t *testing.T) {
			status, hdr, body := do(t, h, tt.method, tt.path, "")
			if status != tt.status {
				t.Errorf("status %d, want %d (%s)", status, tt.status, body)
			}
			if got := hdr.Get("Allow"); got != tt.allow {
				t.Errorf("Allow %q, want %q", got, tt.allow)
			}
			if !strings.HasPrefix(body, tt.body) {
				t.Errorf("body %q, want it to start with %q", body, tt.body)
			}
			if strings.HasPrefix(body, "{") && !json.Valid([]byte(body)) {
				t.Errorf("body %q is not JSON", body)
			}
		})
	}
}

// TestAPI checks answers of the API byte for byte, the contract's
// examples first.
func TestAPI(t *testing.T) {
	h := testServer(Config{}).Handler()
	for _, tt := range loadCases(t, "testdata/api.txt") {
		t.Run(tt.name, func(t *testing.T) {
			status, _, body := do(t, h, "POST", tt.path, tt.body)
			if status != tt.status || body != tt.want {
				t.Errorf("%s:%d: POST %s %s\ngot  %d %s\nwant %d %s", "testdata/api.txt", tt.line, tt.path, tt.body, status, body, tt.status, tt.want)
			}
		})
	}
}
