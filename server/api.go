package server

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/sudokit-go/sudokit"
)

// call is one API request under way: its context (with the request's
// deadline) and how long that deadline is.
type call struct {
	ctx     context.Context
	timeout time.Duration
	stop    context.CancelFunc // of the shorter deadline, if any
}

// An apiError is an answer other than 200 that a handler chose: its status
// and what to say.
type apiError struct {
	status int
	field  sudokit.ErrorField
}

func (e *apiError) Error() string { return e.field.Message }

// badRequest is a 400 that says what is wrong with the request.
func badRequest(format string, args ...any) error {
	return &apiError{status: http.StatusBadRequest, field: sudokit.ErrorField{Message: fmt.Sprintf(format, args...)}}
}

// withTimeout is a request that may ask for a shorter deadline.
type withTimeout interface{ requestTimeout() string }

// api is the handler of one endpoint: decode the body (400 on malformed
// JSON or an unknown field, 413 over the limit), take a heavy slot if the
// endpoint searches (503 when none is free), run under the deadline (504
// when it ends) and write the answer.
func (s *Server) api(e endpoint) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		ctx, cancel := context.WithTimeout(r.Context(), s.cfg.Timeout)
		defer cancel()
		c := &call{ctx: ctx, timeout: s.cfg.Timeout}
		defer func() {
			if c.stop != nil {
				c.stop()
			}
		}()
		var body []byte
		if e.method == http.MethodPost {
			var err error
			if body, err = io.ReadAll(r.Body); err != nil {
				var mbe *http.MaxBytesError
				if errors.As(err, &mbe) {
					writeError(w, http.StatusRequestEntityTooLarge, fmt.Sprintf("request body larger than %s", sizeText(mbe.Limit)))
					return
				}
				var ne net.Error
				if errors.As(err, &ne) && ne.Timeout() {
					writeError(w, http.StatusRequestTimeout, "the request was not received in time")
					return
				}
				writeError(w, http.StatusBadRequest, "the request could not be read")
				return
			}
		}
		// The body is in: the connection's read deadline (ReadTimeout,
		// against slow senders) must not end the request's context while
		// the work goes on, as net/http's background read would.
		deadline, _ := ctx.Deadline()
		http.NewResponseController(w).SetReadDeadline(deadline.Add(5 * time.Second))
		v, err, busy := s.run(e, c, body)
		if busy {
			w.Header().Set("Retry-After", "1")
			writeError(w, http.StatusServiceUnavailable, "busy: every search slot is taken; retry in a second")
			return
		}
		if err == nil {
			writeJSON(w, http.StatusOK, v)
			return
		}
		status, field := s.errorAnswer(c, err)
		writeJSONError(w, status, field)
	})
}

// run calls the endpoint's handler, in a heavy slot if it searches: busy
// when none is free. The slot is free again before the answer is written,
// so a client slow to read it holds no slot.
func (s *Server) run(e endpoint, c *call, body []byte) (v any, err error, busy bool) {
	if e.heavy {
		select {
		case s.heavy <- struct{}{}:
			defer func() { <-s.heavy }()
		default:
			return nil, nil, true
		}
	}
	v, err = e.handle(s, c, body)
	return v, err, false
}

// decode reads a JSON request body into req: exactly one object, no
// unknown field. A request's "timeout" shortens the call's deadline.
func decode(c *call, body []byte, req any) error {
	dec := json.NewDecoder(bytes.NewReader(body))
	dec.DisallowUnknownFields()
	if err := dec.Decode(req); err != nil {
		return badRequest("%s", jsonProblem(err))
	}
	if _, err := dec.Token(); err != io.EOF {
		return badRequest("the request holds more than one JSON value")
	}
	if t, ok := req.(withTimeout); ok && t.requestTimeout() != "" {
		d, err := time.ParseDuration(t.requestTimeout())
		if err != nil || d <= 0 {
			return badRequest("timeout %q: want a positive duration, such as 2s or 500ms", t.requestTimeout())
		}
		if d > c.timeout {
			return badRequest("timeout %s: longer than the server's limit of %s", d, c.timeout)
		}
		c.ctx, c.stop = context.WithTimeout(c.ctx, d)
		c.timeout = d
	}
	return nil
}

// jsonProblem words a decoding error for the client.
func jsonProblem(err error) string {
	var se *json.SyntaxError
	var te *json.UnmarshalTypeError
	switch {
	case errors.Is(err, io.EOF):
		return "empty request: want a JSON object"
	case errors.Is(err, io.ErrUnexpectedEOF):
		return "malformed JSON: the request ends too soon"
	case errors.As(err, &se):
		return fmt.Sprintf("malformed JSON at byte %d: %v", se.Offset, se)
	case errors.As(err, &te):
		if te.Field != "" {
			return fmt.Sprintf("%s: want %s, not a JSON %s", strings.TrimPrefix(te.Field, "puzzleFields."), jsonKind(te.Type.String()), te.Value)
		}
		return fmt.Sprintf("want a JSON object, not a JSON %s", te.Value)
	}
	// "json: unknown field \"x\"" and the like.
	msg := err.Error()
	if len(msg) > 6 && msg[:6] == "json: " {
		msg = msg[6:]
	}
	return msg
}

// jsonKind names a Go type as the JSON it reads.
func jsonKind(t string) string {
	switch t {
	case "string":
		return "a string"
	case "bool", "*bool":
		return "true or false"
	case "int", "int64", "*int", "*float64", "float64":
		return "a number"
	case "uint64", "*uint64":
		return "a whole number, 0 or more"
	}
	return "a " + t
}

// errorAnswer chooses the status and the message of an error.
func (s *Server) errorAnswer(c *call, err error) (int, sudokit.ErrorField) {
	var ae *apiError
	var pe *sudokit.ParseError
	var oe *sudokit.OptionError
	switch {
	case errors.As(err, &ae):
		return ae.status, ae.field
	case errors.As(err, &pe):
		return http.StatusBadRequest, sudokit.NewErrorField(pe)
	case errors.As(err, &oe):
		return http.StatusBadRequest, sudokit.ErrorField{Message: oe.Error()}
	case errors.Is(err, sudokit.ErrRefused):
		// The engine words its limit as the command line's flag, which a
		// request cannot set.
		msg := strings.Replace(err.Error(), "--max-combinations", "the server's limit of", 1)
		return http.StatusUnprocessableEntity, sudokit.ErrorField{Message: msg}
	case errors.Is(err, context.DeadlineExceeded):
		return http.StatusGatewayTimeout, sudokit.ErrorField{Message: fmt.Sprintf("stopped after %s (timeout)", c.timeout)}
	case errors.Is(err, context.Canceled):
		return http.StatusServiceUnavailable, sudokit.ErrorField{Message: "the request was cancelled"}
	}
	s.log.Error("internal error", "error", err.Error())
	return http.StatusInternalServerError, sudokit.ErrorField{Message: "internal error: " + err.Error()}
}

// writeJSON writes v as the answer, without a final newline, as the
// contract's examples show it.
func writeJSON(w http.ResponseWriter, status int, v any) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		status, buf = http.StatusInternalServerError, bytes.Buffer{}
		buf.WriteString(`{"error":{"message":"internal error: the answer could not be written"}}` + "\n")
	}
	b := bytes.TrimSuffix(buf.Bytes(), []byte("\n"))
	h := w.Header()
	h.Set("Content-Type", "application/json")
	h.Set("Content-Length", strconv.Itoa(len(b)))
	h.Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	w.Write(b)
}

// writeError writes an error answer with a message alone.
func writeError(w http.ResponseWriter, status int, msg string) {
	writeJSONError(w, status, sudokit.ErrorField{Message: msg})
}

func writeJSONError(w http.ResponseWriter, status int, f sudokit.ErrorField) {
	writeJSON(w, status, sudokit.ErrorRecord{Error: f})
}

// sizeText writes a byte count as --max-body takes it: "1MiB", "512KiB".
func sizeText(n int64) string {
	switch {
	case n >= 1<<20 && n%(1<<20) == 0:
		return strconv.FormatInt(n>>20, 10) + "MiB"
	case n >= 1<<10 && n%(1<<10) == 0:
		return strconv.FormatInt(n>>10, 10) + "KiB"
	}
	return strconv.FormatInt(n, 10) + " bytes"
}
