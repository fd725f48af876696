package server

import (
	"context"
	"errors"
	"io"
	"io/fs"
	"log/slog"
	"net"
	"net/http"
	"runtime"
	"sync"
	"time"

	"github.com/sudokit-go/sudokit"
	"github.com/sudokit-go/sudokit/engine"
	"github.com/sudokit-go/sudokit/logic"
	"github.com/sudokit-go/sudokit/server/web"
)

// The defaults of Config, those of `sudokit serve`.
const (
	DefaultTimeout = 10 * time.Second
	DefaultMaxBody = 1 << 20
	// ShutdownGrace is how long Serve lets the requests under way finish
	// once its context ends.
	ShutdownGrace = 10 * time.Second
)

// Config says how a Server answers. The zero value is the defaults.
type Config struct {
	// Timeout is the deadline of every request (DefaultTimeout when 0); a
	// request may ask for a shorter one, never a longer one.
	Timeout time.Duration
	// MaxBody is the largest request body read, in bytes (DefaultMaxBody
	// when 0); a larger one is answered 413.
	MaxBody int64
	// MaxHeavy is how many searching requests run at once (GOMAXPROCS
	// when 0); one more is answered 503.
	MaxHeavy int
	// Logger receives one line per request; nil logs nothing.
	Logger *slog.Logger
	// Assets are the page's files, served by GET; nil serves web.Assets().
	Assets fs.FS
}

// A Server answers the API and serves the page. It is safe for concurrent
// use; its Handler may be mounted in any http.Server.
type Server struct {
	cfg         Config
	log         *slog.Logger
	reg         *sudokit.Registry
	pools       map[string]*sync.Pool // engine name → idle Solvers
	raters      sync.Pool             // idle *logic.Rater of the whole ladder, no budget
	largeRaters sync.Pool             // the same with logic.LargeBudget, from 16x16 on
	heavy       chan struct{}         // a token per running heavy request
	handler     http.Handler
}

// New returns a Server configured by cfg.
func New(cfg Config) *Server {
	if cfg.Timeout <= 0 {
		cfg.Timeout = DefaultTimeout
	}
	if cfg.MaxBody <= 0 {
		cfg.MaxBody = DefaultMaxBody
	}
	if cfg.MaxHeavy <= 0 {
		cfg.MaxHeavy = runtime.GOMAXPROCS(0)
	}
	if cfg.Assets == nil {
		cfg.Assets = web.Assets()
	}
	log := cfg.Logger
	if log == nil {
		log = slog.New(slog.NewTextHandler(io.Discard, nil))
	}
	s := &Server{cfg: cfg, log: log, reg: engine.Registry(), pools: map[string]*sync.Pool{},
		heavy: make(chan struct{}, cfg.MaxHeavy)}
	for _, e := range s.reg.Engines() {
		s.pools[e.Name] = &sync.Pool{New: func() any { return e.New(sudokit.Options{}) }}
	}
	s.raters.New = func() any { return logic.NewRater(logic.RateOptions{}) }
	s.largeRaters.New = func() any { return logic.NewRater(logic.RateOptions{Budget: logic.LargeBudget}) }
	warmShapes.Do(buildShapes)
	s.handler = s.routes()
	return s
}

// warmShapes builds the shapes a server serves most once per process.
var warmShapes sync.Once

// buildShapes builds the shapes of the page's sizes and every square one
// with their peers, which a first search would otherwise build under its
// request's deadline: the peers of 64x64 take a few hundred milliseconds.
// Shapes are shared by the whole process and read-only once built.
func buildShapes() {
	for _, b := range [][2]int{{2, 2}, {2, 3}, {3, 2}, {2, 4}, {4, 2}, {3, 3}, {3, 4}, {4, 3}, {4, 4}, {5, 5}, {6, 6}, {7, 7}, {8, 8}} {
		if sh, err := sudokit.ShapeOf(b[0], b[1]); err == nil {
			sh.Peers(0)
		}
	}
}

// Handler returns the server's handler: routes, limits, logging and
// recovery.
func (s *Server) Handler() http.Handler { return s.handler }

// HTTPServer returns an http.Server for the Server's handler with the
// timeouts that keep slow clients from holding connections: headers within
// 5 s, the whole request within the deadline (at least 5 s: a loaded
// machine must not cut off a client that is only waiting to be read), the
// answer written within the deadline and 5 s more, idle connections closed
// after a minute.
func (s *Server) HTTPServer() *http.Server {
	return &http.Server{
		Handler:           s.handler,
		ReadHeaderTimeout: 5 * time.Second,
		ReadTimeout:       max(s.cfg.Timeout, 5*time.Second),
		WriteTimeout:      s.cfg.Timeout + 5*time.Second,
		IdleTimeout:       60 * time.Second,
		MaxHeaderBytes:    64 << 10,
		ErrorLog:          slog.NewLogLogger(s.log.Handler(), slog.LevelWarn),
	}
}

// Serve answers the connections of ln until ctx ends, then stops taking
// new ones, lets those under way finish (at most ShutdownGrace) and
// returns nil; it returns an error only when serving fails.
func (s *Server) Serve(ctx context.Context, ln net.Listener) error {
	hs := s.HTTPServer()
	hs.BaseContext = func(net.Listener) context.Context { return context.WithoutCancel(ctx) }
	done := make(chan error, 1)
	go func() { done <- hs.Serve(ln) }()
	select {
	case err := <-done:
		return err
	case <-ctx.Done():
	}
	sctx, cancel := context.WithTimeout(context.Background(), ShutdownGrace)
	defer cancel()
	err := hs.Shutdown(sctx)
	if errors.Is(err, context.DeadlineExceeded) {
		hs.Close()
		err = nil
	}
	if serr := <-done; serr != nil && !errors.Is(serr, http.ErrServerClosed) {
		return serr
	}
	return err
}
