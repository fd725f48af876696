package server

import (
	"os"
	"strconv"
	"strings"
	"testing"
)

// An apiCase is one request and its answer, from a file of cases:
//
//	# a comment, the case's name
//	POST /api/solve {"puzzle": "..."}
//	200 {"size":4,...}
//
// Cases are separated by blank lines.
type apiCase struct {
	name, path, body, want string
	status, line           int
}

func loadCases(t *testing.T, file string) []apiCase {
	t.Helper()
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	var cases []apiCase
	var c apiCase
	for i, l := range strings.Split(string(data), "\n") {
		switch {
		case l == "":
			if c.path != "" {
				cases = append(cases, c)
			}
			c = apiCase{}
		case strings.HasPrefix(l, "#"):
			c.name = strings.TrimSpace(strings.TrimPrefix(l, "#"))
		case strings.HasPrefix(l, "POST "):
			c.line = i + 1
			c.path, c.body, _ = strings.Cut(strings.TrimPrefix(l, "POST "), " ")
		default:
			code, want, _ := strings.Cut(l, " ")
			n, err := strconv.Atoi(code)
			if err != nil || c.path == "" {
				t.Fatalf("%s:%d: want \"POST PATH BODY\" then \"STATUS ANSWER\", got %q", file, i+1, l)
			}
			c.status, c.want = n, want
		}
	}
	if c.path != "" {
		cases = append(cases, c)
	}
	for k := range cases {
		if cases[k].name == "" {
			cases[k].name = strconv.Itoa(cases[k].line)
		}
		cases[k].name = strings.ReplaceAll(cases[k].name, " ", "_")
	}
	return cases
}
