package server_test

import (
	"context"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"

	"github.com/sudokit-go/sudokit/server"
)

// A Server's Handler answers the API; here through httptest.
func Example() {
	h := server.New(server.Config{}).Handler()
	req := httptest.NewRequest("POST", "/api/solve", strings.NewReader(`{"puzzle": ".41...2.3....1.2"}`))
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	fmt.Println(rec.Code, rec.Body.String())
	// Output:
	// 200 {"size":4,"box":"2x2","form":"line","solved":true,"solution":"2413132432414132","unique":true}
}

// Serve answers on a listener until its context ends, then finishes the
// requests under way.
func ExampleServer_Serve() {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		fmt.Println(err)
		return
	}
	ctx, stop := context.WithCancel(context.Background())
	defer stop()
	done := make(chan error, 1)
	go func() { done <- server.New(server.Config{}).Serve(ctx, ln) }()
	resp, err := http.Post("http://"+ln.Addr().String()+"/api/hint", "application/json",
		strings.NewReader(`{"puzzle": ".41...2.3....1.2", "level": 3}`))
	if err != nil {
		fmt.Println(err)
		return
	}
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	fmt.Println(resp.StatusCode, string(body))
	stop()
	fmt.Println(<-done)
	// Output:
	// 200 {"size":4,"box":"2x2","form":"line","level":3,"technique":"Hidden Single","region":"box 1","cells":[{"cell":"r1c1","role":"target"}],"placements":[{"cell":"r1c1","value":2}],"eliminations":[],"digits":[2],"text":"Hidden Single in box 1: r1c1=2"}
	// <nil>
}
