package server

import (
	"io/fs"
	"net/http"
	"path"
	"slices"
	"strings"
)

// endpoint is one route of the API.
type endpoint struct {
	method, path string
	heavy        bool // takes a heavy slot: it searches
	handle       func(*Server, *call, []byte) (any, error)
}

// endpoints lists the API, in the order docs/api.md gives it.
var endpoints = []endpoint{
	{"POST", "/api/solve", true, (*Server).solve},
	{"POST", "/api/validate", false, (*Server).validate},
	{"POST", "/api/count", true, (*Server).count},
	{"POST", "/api/hint", true, (*Server).hint},
	{"POST", "/api/explain", true, (*Server).explain},
	{"POST", "/api/rate", true, (*Server).rate},
	{"POST", "/api/generate", true, (*Server).generate},
	{"POST", "/api/convert", false, (*Server).convert},
	{"GET", "/healthz", false, func(*Server, *call, []byte) (any, error) { return health{Status: "ok"}, nil }},
}

type health struct {
	Status string `json:"status"`
}

// routes builds the mux: every endpoint under its method, the page's files
// under GET, and JSON answers for unknown paths (404) and wrong methods
// (405 with Allow).
func (s *Server) routes() http.Handler {
	mux := http.NewServeMux()
	for _, e := range endpoints {
		mux.Handle(e.method+" "+e.path, s.api(e))
	}
	mux.Handle("GET /", s.assets())
	mux.HandleFunc("/", s.fallback)
	return s.middleware(mux)
}

// fallback answers what no route takes: a known path asked with another
// method is 405 with Allow, any other path 404.
func (s *Server) fallback(w http.ResponseWriter, r *http.Request) {
	allow := allowed(r.URL.Path)
	if allow == "" && s.isAsset(r.URL.Path) {
		allow = "GET, HEAD"
	}
	if allow == "" {
		writeError(w, http.StatusNotFound, "no such path: "+r.URL.Path)
		return
	}
	w.Header().Set("Allow", allow)
	writeError(w, http.StatusMethodNotAllowed, "method "+r.Method+" is not allowed here; use "+allow)
}

// assets serves the page's files from the embedded FS: "/" is index.html,
// any other path the file of that name; a directory or a missing file is
// 404. Nothing outside the FS is ever read.
func (s *Server) assets() http.Handler {
	files := http.FileServerFS(s.cfg.Assets)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if !s.isAsset(r.URL.Path) {
			s.fallback(w, r)
			return
		}
		w.Header().Set("X-Content-Type-Options", "nosniff")
		if r.URL.Path == "/" {
			// The page's query (?p=PUZZLE&box=2x3) is for its script.
			http.ServeFileFS(w, r, s.cfg.Assets, "index.html")
			return
		}
		files.ServeHTTP(w, r)
	})
}

// isAsset tells whether p names the page or one of its files.
func (s *Server) isAsset(p string) bool {
	if p == "/" {
		return true
	}
	name := strings.TrimPrefix(path.Clean(p), "/")
	if name != strings.TrimPrefix(p, "/") || !fs.ValidPath(name) {
		return false
	}
	st, err := fs.Stat(s.cfg.Assets, name)
	return err == nil && !st.IsDir()
}

// allowed is the Allow header of a path: the methods some route takes.
func allowed(p string) string {
	var ms []string
	for _, e := range endpoints {
		if e.path == p && !slices.Contains(ms, e.method) {
			ms = append(ms, e.method)
			if e.method == "GET" {
				ms = append(ms, "HEAD")
			}
		}
	}
	return strings.Join(ms, ", ")
}
