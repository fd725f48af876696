package server

import (
	"fmt"
	"log/slog"
	"net/http"
	"time"
)

// recorder notes the status and the size of an answer for the log line.
type recorder struct {
	http.ResponseWriter
	status int
	bytes  int64
}

func (rec *recorder) WriteHeader(code int) {
	if rec.status == 0 {
		rec.status = code
	}
	rec.ResponseWriter.WriteHeader(code)
}

func (rec *recorder) Write(b []byte) (int, error) {
	if rec.status == 0 {
		rec.status = http.StatusOK
	}
	n, err := rec.ResponseWriter.Write(b)
	rec.bytes += int64(n)
	return n, err
}

// Unwrap lets http.ResponseController reach the connection.
func (rec *recorder) Unwrap() http.ResponseWriter { return rec.ResponseWriter }

// middleware wraps every request: the body limit, recovery from a panic
// (500, logged), and one log line when the answer is written.
func (s *Server) middleware(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		start := time.Now()
		rec := &recorder{ResponseWriter: w}
		r.Body = http.MaxBytesReader(rec, r.Body, s.cfg.MaxBody)
		defer func() {
			if p := recover(); p != nil {
				if p == http.ErrAbortHandler {
					panic(p)
				}
				s.log.Error("internal error", "method", r.Method, "path", r.URL.Path, "panic", fmt.Sprint(p))
				if rec.status == 0 {
					writeError(rec, http.StatusInternalServerError, "internal error")
				}
			}
			status := rec.status
			if status == 0 {
				status = http.StatusOK
			}
			s.log.LogAttrs(r.Context(), slog.LevelInfo, "request",
				slog.String("method", r.Method),
				slog.String("path", r.URL.Path),
				slog.Int("status", status),
				slog.Int64("bytes", rec.bytes),
				slog.Duration("duration", time.Since(start)),
				slog.String("remote", r.RemoteAddr))
		}()
		next.ServeHTTP(rec, r)
	})
}
