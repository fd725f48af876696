package web_test

import (
	"net/http/httptest"
	"testing"

	"github.com/sudokit-go/sudokit/server"
)

// newTestServer starts the real server, the page embedded, on loopback for
// one test.
func newTestServer(t *testing.T) *httptest.Server {
	t.Helper()
	srv := httptest.NewServer(server.New(server.Config{}).Handler())
	t.Cleanup(srv.Close)
	return srv
}
