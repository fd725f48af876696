// Package web holds the page that `sudokit serve` serves at GET /: plain
// HTML, CSS and JavaScript embedded in the binary, with no build step.
package web

import (
	"embed"
	"io/fs"
)

//go:embed static
var static embed.FS

// Assets returns the page's files, rooted so that "index.html" is the page
// itself. The server serves them as they are; nothing is read from disk.
func Assets() fs.FS {
	sub, err := fs.Sub(static, "static")
	if err != nil {
		// fs.Sub fails only on an invalid path, and "static" is valid.
		panic(err)
	}
	return sub
}
