package sudokit

import (
	"context"
	"errors"
	"testing"
	"time"
)

// TestBudgetSlowNodes: under a deadline, a search whose nodes are slow
// (as a plain engine's on a 64x64 grid) looks at its context often enough
// to stop a few nodes after the deadline, not 4096.
func TestBudgetSlowNodes(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Millisecond)
	defer cancel()
	var b Budget
	b.Reset(ctx, Options{})
	var nodes, late int64
	for b.Spend(nodes) {
		nodes++
		time.Sleep(200 * time.Microsecond)
		if ctx.Err() != nil {
			late++
		}
	}
	if !errors.Is(b.Err(), context.DeadlineExceeded) {
		t.Fatalf("Err() = %v, want the deadline", b.Err())
	}
	if late > 64 {
		t.Errorf("%d nodes entered after the deadline, want a few", late)
	}
}

// TestBudgetUntimed: without a deadline the budget looks every 4096 nodes
// and never reads the clock.
func TestBudgetUntimed(t *testing.T) {
	var b Budget
	b.Reset(context.Background(), Options{})
	for n := int64(0); n < 3*lookEvery; n++ {
		if !b.Spend(n) {
			t.Fatalf("Spend(%d) = false", n)
		}
	}
	if b.timed || b.every != lookEvery || !b.looked.IsZero() || b.look != 3*lookEvery {
		t.Errorf("timed %v, every %d, looked %v, next look %d; want untimed looks every %d nodes", b.timed, b.every, b.looked, b.look, lookEvery)
	}
}

// TestBudgetCheck: Check looks at the context whatever the nodes, stops
// the budget when it has ended, and refuses from then on.
func TestBudgetCheck(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	var b Budget
	b.Reset(ctx, Options{})
	if !b.Spend(0) || !b.Check() {
		t.Fatal("a live context: Check = false")
	}
	cancel()
	if b.Spend(1) == false {
		t.Fatal("Spend(1) looked at the context before its turn")
	}
	if b.Check() || !errors.Is(b.Err(), context.Canceled) {
		t.Fatalf("cancelled: Check = true or Err() = %v", b.Err())
	}
	if b.Spend(2) || b.Check() {
		t.Error("a stopped budget still allows work")
	}
}
