package server

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"strings"
	"testing"
)

// TestAPIDoc runs every curl command of the console blocks of docs/api.md
// against a live server on a free loopback port and compares what it
// prints with the lines under it, byte for byte. The commands are read as
// the shell reads them (words, single and double quotes) and run twice
// when curl is installed: by curl itself, and by a small interpreter of the
// curl options the document uses (-s, -d, -X, -H, -w with %{http_code})
// that sends the same request with net/http, so the test runs on machines
// without curl too. A printed answer without a final newline is compared
// as the terminal shows it, followed by the next prompt on a line of its
// own.
func TestAPIDoc(t *testing.T) {
	data, err := os.ReadFile("../docs/api.md")
	if err != nil {
		t.Fatal(err)
	}
	steps := curlSteps(string(data))
	if len(steps) == 0 {
		t.Fatal("docs/api.md has no curl example")
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- New(Config{}).Serve(ctx, ln) }()
	defer func() {
		cancel()
		if err := <-done; err != nil {
			t.Errorf("Serve: %v", err)
		}
	}()
	base := "http://" + ln.Addr().String()
	curl, _ := exec.LookPath("curl")
	if curl == "" {
		t.Log("curl is not installed: the commands run through net/http only")
	}
	seen := map[string]bool{}
	for _, st := range steps {
		args, err := shellWords(st.command)
		if err != nil || len(args) == 0 || args[0] != "curl" {
			t.Errorf("docs/api.md:%d: $ %s: want a curl command (%v)", st.line, st.command, err)
			continue
		}
		for k := range args {
			args[k] = strings.ReplaceAll(args[k], "http://127.0.0.1:8080", base)
		}
		got, err := fakeCurl(args[1:])
		if err != nil {
			t.Errorf("docs/api.md:%d: $ %s: %v", st.line, st.command, err)
			continue
		}
		seen[requestPath(args[1:], base)] = true
		if shown(got) != st.want {
			t.Errorf("docs/api.md:%d: $ %s\ngot:\n%s\nwant:\n%s", st.line, st.command, shown(got), st.want)
		}
		if curl != "" {
			out, err := exec.Command(curl, args[1:]...).Output()
			if err != nil {
				t.Errorf("docs/api.md:%d: curl: %v", st.line, err)
			} else if shown(string(out)) != st.want {
				t.Errorf("docs/api.md:%d: $ %s (by curl)\ngot:\n%s\nwant:\n%s", st.line, st.command, shown(string(out)), st.want)
			}
		}
	}
	for _, e := range endpoints {
		if !seen[e.path] {
			t.Errorf("docs/api.md has no curl example of %s %s", e.method, e.path)
		}
	}
}

// shown is what a terminal shows of a command's output: the prompt that
// follows starts a line of its own.
func shown(out string) string {
	if out != "" && !strings.HasSuffix(out, "\n") {
		out += "\n"
	}
	return out
}

// A curlStep is one "$ curl …" of a console block and what it prints.
type curlStep struct {
	line          int
	command, want string
}

func curlSteps(doc string) []curlStep {
	var steps []curlStep
	in := false
	for i, l := range strings.Split(doc, "\n") {
		switch {
		case strings.HasPrefix(l, "```console"):
			in = true
		case strings.HasPrefix(l, "```"):
			in = false
		case in && strings.HasPrefix(l, "$ "):
			steps = append(steps, curlStep{line: i + 1, command: strings.TrimPrefix(l, "$ ")})
		case in && len(steps) > 0:
			steps[len(steps)-1].want += l + "\n"
		}
	}
	return steps
}

// shellWords splits a command line as the shell does: words separated by
// spaces, '…' taken as it is, "…" with \" and \\ unescaped.
func shellWords(s string) ([]string, error) {
	var words []string
	var w strings.Builder
	inWord := false
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == ' ' || c == '\t':
			if inWord {
				words = append(words, w.String())
				w.Reset()
				inWord = false
			}
		case c == '\'':
			j := strings.IndexByte(s[i+1:], '\'')
			if j < 0 {
				return nil, errors.New("unclosed '")
			}
			w.WriteString(s[i+1 : i+1+j])
			i += j + 1
			inWord = true
		case c == '"':
			i++
			for ; i < len(s) && s[i] != '"'; i++ {
				if s[i] == '\\' && i+1 < len(s) && (s[i+1] == '"' || s[i+1] == '\\') {
					i++
				}
				w.WriteByte(s[i])
			}
			if i >= len(s) {
				return nil, errors.New(`unclosed "`)
			}
			inWord = true
		default:
			w.WriteByte(c)
			inWord = true
		}
	}
	if inWord {
		words = append(words, w.String())
	}
	return words, nil
}

// requestPath is the path of the URL among curl's arguments.
func requestPath(args []string, base string) string {
	for _, a := range args {
		if strings.HasPrefix(a, base) {
			p, _, _ := strings.Cut(strings.TrimPrefix(a, base), "?")
			return p
		}
	}
	return ""
}

// fakeCurl sends the request the curl arguments describe and returns what
// curl would print: the body, then the -w format with %{http_code} and \n
// filled in.
func fakeCurl(args []string) (string, error) {
	method, url, format := "", "", ""
	var body *string
	header := http.Header{}
	for i := 0; i < len(args); i++ {
		a := args[i]
		next := func() (string, error) {
			if i+1 >= len(args) {
				return "", fmt.Errorf("%s needs a value", a)
			}
			i++
			return args[i], nil
		}
		var err error
		switch a {
		case "-s", "--silent":
		case "-d", "--data":
			var d string
			d, err = next()
			body = &d
		case "-X", "--request":
			method, err = next()
		case "-H", "--header":
			var h string
			h, err = next()
			k, v, _ := strings.Cut(h, ":")
			header.Add(strings.TrimSpace(k), strings.TrimSpace(v))
		case "-w", "--write-out":
			format, err = next()
		default:
			if strings.HasPrefix(a, "-") {
				return "", fmt.Errorf("the test does not know curl's %s", a)
			}
			url = a
		}
		if err != nil {
			return "", err
		}
	}
	var rd io.Reader
	if body != nil {
		rd = strings.NewReader(*body)
		if method == "" {
			method = "POST"
		}
		if header.Get("Content-Type") == "" {
			header.Set("Content-Type", "application/x-www-form-urlencoded") // as curl -d sends
		}
	}
	if method == "" {
		method = "GET"
	}
	req, err := http.NewRequest(method, url, rd)
	if err != nil {
		return "", err
	}
	req.Header = header
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return "", err
	}
	defer resp.Body.Close()
	var out bytes.Buffer
	if _, err := io.Copy(&out, resp.Body); err != nil {
		return "", err
	}
	format = strings.ReplaceAll(format, "%{http_code}", fmt.Sprintf("%03d", resp.StatusCode))
	format = strings.ReplaceAll(format, `\n`, "\n")
	out.WriteString(format)
	return out.String(), nil
}
