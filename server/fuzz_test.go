package server

import (
	"encoding/json"
	"net/http"
	"strings"
	"testing"
	"time"
)

// fuzzServer answers with a short deadline, so that a fuzzed puzzle that
// searches long costs the fuzzer little.
func fuzzServer() http.Handler {
	return testServer(Config{Timeout: 200 * time.Millisecond, MaxBody: 64 << 10}).Handler()
}

// checkAnswer fails on a 5xx or an answer that is not one JSON object.
func checkAnswer(t *testing.T, path, body string, status int, answer string) {
	t.Helper()
	if status >= 500 && status != http.StatusGatewayTimeout && status != http.StatusServiceUnavailable {
		t.Fatalf("POST %s %q: %d %s", path, body, status, answer)
	}
	var v map[string]any
	if err := json.Unmarshal([]byte(answer), &v); err != nil {
		t.Fatalf("POST %s %q: %d, an answer that is not a JSON object: %q", path, body, status, answer)
	}
	if status != 200 {
		if e, ok := v["error"].(map[string]any); !ok || e["message"] == "" {
			t.Fatalf("POST %s %q: %d without an error message: %s", path, body, status, answer)
		}
	}
}

// FuzzAPI sends any body to any endpoint: every answer is JSON, and no
// input makes the server fail (5xx other than the deadline's 504).
func FuzzAPI(f *testing.F) {
	seeds := []struct {
		ep   byte
		body string
	}{
		{0, `{"puzzle": ".41...2.3....1.2"}`},
		{1, `{"puzzle": "2413132432411432", "givens": ".41...2.3....1.2", "solution": true}`},
		{2, `{"puzzle": "................", "limit": 5}`},
		{3, `{"puzzle": ".41...2.3....1.2", "entries": "241.3.2.3.4..1.2", "level": 4, "techniques": ["singles"]}`},
		{4, `{"puzzle": ".413132432414132", "techniques": "naked-single"}`},
		{5, `{"puzzle": ".41...2.3....1.2", "to": "grid"}`},
		{6, `{"box": "2x3", "seed": 42, "clues": "10-12", "symmetry": "rot180"}`},
		{7, `{"puzzle": ".41...2.3....1.2", "to": "csv", "symbols": "ABCD", "blank": "0"}`},
		{0, `{"puzzle": "..5...23...1...2...2..5....6....63.5", "box": "2x3", "timeout": "50ms"}`},
		{0, `{"puzzle": "0 4 1 0\n0 0 2 0\n3 0 0 0\n0 1 0 2", "from": "tokens", "alphabet": "1234"}`},
		{6, `{"size": 4, "difficulty": "easy", "minimal": true, "solution": false}`},
		{2, `{"puzzle": "` + strings.Repeat(".", 81) + `", "algo": "brute"}`},
		{0, `{"puzzle": 5}`},
		{0, `[`},
	}
	for _, s := range seeds {
		f.Add(s.ep, s.body)
	}
	h := fuzzServer()
	f.Fuzz(func(t *testing.T, ep byte, body string) {
		e := endpoints[int(ep)%len(endpoints)]
		if e.method != "POST" {
			return
		}
		status, _, answer := do(t, h, "POST", e.path, body)
		checkAnswer(t, e.path, body, status, answer)
	})
}

// FuzzSolve sends any puzzle text, read with any of the reading fields, to
// solve: an answer or an error with its place, never a failure.
func FuzzSolve(f *testing.F) {
	f.Add(".41...2.3....1.2", "", "", "")
	f.Add("0,4,1,0\n0,0,2,0\n3,0,0,0\n0,1,0,2", "csv", "", "")
	f.Add(". 4 | 1 .\n. . | 2 .\n----+----\n3 . | . .\n. 1 | . 2", "grid", "", "")
	f.Add("..5...23...1...2...2..5....6....63.5", "", "2x3", "")
	f.Add("....98G...1.....", "", "", "0123456789ABCDEF")
	f.Add("\xef\xbb\xbf.41...2.3....1.2\r\n", "line", "2x2", "ABCD")
	h := fuzzServer()
	f.Fuzz(func(t *testing.T, puzzle, from, box, alphabet string) {
		req, _ := json.Marshal(map[string]any{"puzzle": puzzle, "from": from, "box": box, "alphabet": alphabet})
		status, _, answer := do(t, h, "POST", "/api/solve", string(req))
		checkAnswer(t, "/api/solve", string(req), status, answer)
	})
}

// FuzzHint sends any puzzle and entries to hint and explain.
func FuzzHint(f *testing.F) {
	f.Add(".41...2.3....1.2", "241.3.2.3.4..1.2", uint8(1))
	f.Add(".413132432414132", "", uint8(4))
	f.Add("..5...23...1...2...2..5....6....63.5", "..5...23...1...2...2..5....6....63.5", uint8(2))
	f.Add("................", "1234", uint8(9))
	h := fuzzServer()
	f.Fuzz(func(t *testing.T, puzzle, entries string, level uint8) {
		fields := map[string]any{"puzzle": puzzle, "entries": entries}
		if len(puzzle) == 36 {
			fields["box"] = "2x3"
		}
		req, _ := json.Marshal(fields)
		status, _, answer := do(t, h, "POST", "/api/explain", string(req))
		checkAnswer(t, "/api/explain", string(req), status, answer)
		fields["level"] = int(level)
		req, _ = json.Marshal(fields)
		status, _, answer = do(t, h, "POST", "/api/hint", string(req))
		checkAnswer(t, "/api/hint", string(req), status, answer)
	})
}
