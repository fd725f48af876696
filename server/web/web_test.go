package web

import (
	"io/fs"
	"testing"
)

func TestAssetsHoldThePage(t *testing.T) {
	data, err := fs.ReadFile(Assets(), "index.html")
	if err != nil {
		t.Fatal(err)
	}
	if len(data) == 0 {
		t.Fatal("index.html is empty")
	}
}
