package sudokit_test

import (
	"io"
	"strings"
	"testing"
	"time"

	"github.com/sudokit-go/sudokit"
)

// TestTypedInputDecidesEarly: a typed input (ReadOptions.Typed) whose first
// line is a whole 9x9 puzzle is a batch at once, so its first answer needs
// no second line; a 4x4 line, of which 16 lines would make a 16x16 puzzle,
// still waits; and without Typed the Reader reads ahead as before.
func TestTypedInputDecidesEarly(t *testing.T) {
	const nine = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
	tests := []struct {
		name  string
		first string
		opt   sudokit.ReadOptions
		early bool
	}{
		{"a 9x9 line", nine, sudokit.ReadOptions{Typed: true}, true},
		{"81 tokens", strings.Join(strings.Split(strings.ReplaceAll(nine, ".", "0"), ""), " "), sudokit.ReadOptions{Typed: true}, true},
		{"a 4x4 line", ".41...2.3....1.2", sudokit.ReadOptions{Typed: true}, false},
		{"a 4x4 line with --batch", ".41...2.3....1.2", sudokit.ReadOptions{Typed: true, Batch: sudokit.BatchOn}, true},
		{"a 9x9 line, not typed", nine, sudokit.ReadOptions{}, false},
		{"a 9x9 line with --single", nine, sudokit.ReadOptions{Typed: true, Batch: sudokit.BatchOff}, false},
		{"a row of tokens", "5 3 0 0 7 0 0 0 0", sudokit.ReadOptions{Typed: true}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			pr, pw := io.Pipe()
			defer pr.Close()
			go pw.Write([]byte(tt.first + "\n")) // and nothing more, until the test ends
			got := make(chan sudokit.Item, 1)
			go func() {
				it, _ := sudokit.NewReader(pr, tt.opt).Next()
				got <- it
			}()
			// The second line comes only when the Reader has waited for it
			// long enough to show that it does.
			wait := 200 * time.Millisecond
			if tt.early {
				wait = 30 * time.Second
			}
			select {
			case it := <-got:
				if !tt.early {
					t.Fatalf("answered %+v from the first line alone", it)
				}
				if it.Err != nil || it.Line != 1 {
					t.Errorf("item %+v", it)
				}
			case <-time.After(wait):
				if tt.early {
					t.Fatal("the Reader waited for more lines")
				}
				pw.Close()
				<-got
			}
		})
	}
}
