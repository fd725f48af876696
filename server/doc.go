// Package server is sudokit's HTTP side: the JSON API of `sudokit serve`
// (docs/api.md) and the page to play on, embedded in the binary (package
// web).
//
// # Routes
//
// An http.ServeMux with method patterns routes POST /api/solve, validate,
// count, hint, explain, rate, generate and convert, GET /healthz, and GET
// for the page's files, "/" being index.html. A known path asked with
// another method answers 405 with Allow; any other path 404. Every answer,
// errors included, is JSON: {"error": {"message", "line", "column"}} for
// what could not be answered.
//
// # Limits, and why
//
// The server is meant to face a network, so no request may hold more
// than its share:
//
//   - the body is read through http.MaxBytesReader: over Config.MaxBody
//     (1 MiB) is 413, so no request can make the server buffer more;
//   - every request runs under a deadline (Config.Timeout, 10 s; a request
//     may ask for less with "timeout") whose context reaches the engines,
//     which look at it every few thousand nodes: when it ends the work
//     stops and the answer is 504, so a 64x64 empty grid or a hostile 25x25
//     cannot hold a worker past it;
//   - the requests that search (solve, count, hint, explain, rate,
//     generate) take one of Config.MaxHeavy slots (GOMAXPROCS) without
//     waiting: when all are busy the answer is 503 with Retry-After: 1, so
//     that a burst queues at the client, not in the server's memory;
//   - http.Server's ReadHeaderTimeout, ReadTimeout, WriteTimeout and
//     IdleTimeout close connections of clients too slow to send or to read;
//   - unknown JSON fields are 400, so a typo never passes silently;
//   - a panic in a handler is recovered, logged and answered 500 with a
//     plain message; no stack trace reaches the client;
//   - only brute force's refusal of its search space is 422: it is the one
//     limit a request cannot raise.
//
// The engines, the registry and the shapes are built once; engines are
// pooled per name, since each keeps its scratch memory between searches.
// Each request writes one log/slog line: method, path, status, bytes,
// duration and the client's address.
package server
