package cli

import (
	"errors"
	"fmt"
	"log/slog"
	"net"
	"runtime"
	"strconv"
	"strings"
	"time"

	"github.com/sudokit-go/sudokit/server"
)

type serveOptions struct {
	addr     string
	timeout  time.Duration
	maxBody  int64
	maxHeavy int
	log      string
}

func serveCommand() *command {
	s := &serveOptions{}
	return &command{
		name:    "serve",
		summary: "start the HTTP API and the page to play on",
		usage:   "serve [--addr 127.0.0.1:8080] [--timeout 10s] [--max-body 1MiB] [--max-heavy N] [--log text|json]",
		about: "Serves the JSON API (POST /api/solve, validate, count, hint, explain, rate, generate,\n" +
			"convert; GET /healthz; see docs/api.md) and the page to play on (GET /, embedded in the\n" +
			"binary). Each request writes one log line on stderr. Every request runs under --timeout\n" +
			"(504 when it runs out), its body under --max-body (413), and at most --max-heavy searching\n" +
			"requests run at once (503 with Retry-After). SIGINT or SIGTERM stops taking requests,\n" +
			"lets those under way finish (at most 10s) and exits 0; a bad address or a port in use\n" +
			"exits 2. It reads no file.",
		example: "  $ sudokit serve --addr 127.0.0.1:8080\n" +
			"  sudokit: serving on http://127.0.0.1:8080 (Ctrl-C stops)\n" +
			"  $ curl -s -d '{\"puzzle\": \".41...2.3....1.2\"}' http://127.0.0.1:8080/api/solve\n" +
			"  {\"size\":4,\"box\":\"2x2\",\"form\":\"line\",\"solved\":true,\"solution\":\"2413132432414132\",\"unique\":true}",
		flags: func(fs *flagSet, o *options) {
			commonFlags(fs, o)
			fs.String(&s.addr, "addr", "HOST:PORT", "127.0.0.1:8080", "address to listen on; :8080 listens on every interface")
			fs.Duration(&s.timeout, "timeout", "D", server.DefaultTimeout, "deadline of each request; a request may ask for less")
			s.maxBody = server.DefaultMaxBody
			fs.Func("max-body", "SIZE", "1MiB", "largest request body: 1MiB, 512KiB or bytes", func(v string) error {
				n, err := parseSize(v)
				if err != nil {
					return err
				}
				s.maxBody = n
				return nil
			})
			fs.Int(&s.maxHeavy, "max-heavy", "N", runtime.GOMAXPROCS(0), "searching requests at once; one more is answered 503")
			fs.String(&s.log, "log", "FORMAT", "text", "log lines: text or json")
		},
		run: func(r *runner, files []string) int { return runServe(r, s, files) },
	}
}

func runServe(r *runner, s *serveOptions, files []string) int {
	if len(files) > 0 {
		return r.usage(r.usageErr("takes no file; it reads none (got %q)", files[0]))
	}
	if s.timeout <= 0 {
		return r.usage(r.usageErr("--timeout %v: want a positive duration", s.timeout))
	}
	if s.maxHeavy < 1 {
		return r.usage(r.usageErr("--max-heavy %d: want 1 or more", s.maxHeavy))
	}
	var h slog.Handler
	switch s.log {
	case "text":
		h = slog.NewTextHandler(r.env.Stderr, nil)
	case "json":
		h = slog.NewJSONHandler(r.env.Stderr, nil)
	default:
		return r.usage(r.usageErr("--log %q: want text or json", s.log))
	}
	ln, err := net.Listen("tcp", s.addr)
	if err != nil {
		r.errorf("serve: --addr %s: %v", s.addr, listenProblem(err))
		return exitError
	}
	srv := server.New(server.Config{Timeout: s.timeout, MaxBody: s.maxBody, MaxHeavy: s.maxHeavy, Logger: slog.New(h)})
	r.notef("serving on http://%s (Ctrl-C stops)", ln.Addr())
	if err := srv.Serve(r.env.Context, ln); err != nil {
		r.errorf("serve: %v", err)
		return exitError
	}
	r.notef("stopped")
	return exitOK
}

// listenProblem words an error of net.Listen without repeating the
// address: "address already in use", "missing port in address".
func listenProblem(err error) string {
	var oe *net.OpError
	if errors.As(err, &oe) && oe.Err != nil {
		err = oe.Err
	}
	var ae *net.AddrError
	if errors.As(err, &ae) {
		return ae.Err
	}
	msg := err.Error()
	if i := strings.LastIndex(msg, ": "); i >= 0 {
		msg = msg[i+2:]
	}
	return msg
}

// parseSize reads a size in bytes: 1048576, 1MiB, 512KiB, 1KB.
func parseSize(s string) (int64, error) {
	units := []struct {
		suffix string
		mult   int64
	}{{"GiB", 1 << 30}, {"MiB", 1 << 20}, {"KiB", 1 << 10}, {"GB", 1e9}, {"MB", 1e6}, {"KB", 1e3}, {"kB", 1e3}, {"B", 1}}
	num, mult := s, int64(1)
	for _, u := range units {
		if strings.HasSuffix(s, u.suffix) {
			num, mult = strings.TrimSuffix(s, u.suffix), u.mult
			break
		}
	}
	v, err := strconv.ParseInt(strings.TrimSpace(num), 10, 64)
	if err != nil || v <= 0 || v > (1<<40)/mult {
		return 0, fmt.Errorf("want a size such as 1MiB, 512KiB or 65536")
	}
	return v * mult, nil
}
