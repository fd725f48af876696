package main

import (
	"bytes"
	"context"
	"strings"
	"testing"
	"time"
)

func TestQuantile(t *testing.T) {
	millis := func(v ...int) []time.Duration {
		var d []time.Duration
		for _, x := range v {
			d = append(d, time.Duration(x)*time.Millisecond)
		}
		return d
	}
	tests := []struct {
		times []time.Duration
		q     float64
		want  time.Duration
	}{
		{millis(1), 0.5, time.Millisecond},
		{millis(1, 2), 0.5, time.Millisecond},
		{millis(1, 2, 3), 0.5, 2 * time.Millisecond},
		{millis(1, 2, 3), 0.99, 2 * time.Millisecond},
		{millis(1, 2, 3), 1, 3 * time.Millisecond},
		{append(millis(1, 2), timedOut), 1, timedOut},
	}
	for _, tt := range tests {
		if got := quantile(tt.times, tt.q); got != tt.want {
			t.Errorf("quantile(%v, %g) = %v, want %v", tt.times, tt.q, got, tt.want)
		}
	}
}

func TestFormatting(t *testing.T) {
	tests := []struct{ got, want string }{
		{ms(1500 * time.Microsecond), "1.500"},
		{ms(timedOut), "timeout"},
		{ratio(time.Second, 2*time.Second), "0.500"},
		{ratio(timedOut, time.Second), "-"},
		{ratio(time.Second, 0), "-"},
	}
	for _, tt := range tests {
		if tt.got != tt.want {
			t.Errorf("got %q, want %q", tt.got, tt.want)
		}
	}
}

// TestInterrupted: a run whose context has ended stops at once, says how
// far it came, and exits 1.
func TestInterrupted(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	var out, errs bytes.Buffer
	code := run(ctx, []string{"-solvers=", sets4}, &out, &errs)
	if code != exitWrong || !strings.Contains(errs.String(), "interrupted after 0 of 100 puzzles") {
		t.Errorf("status %d, stderr %q", code, errs.String())
	}
}
