package sudokit_test

import (
	"strings"
	"sync"
	"testing"

	"github.com/sudokit-go/sudokit"
)

// TestGridPool checks that a pool hands back the grids put into it, of the
// shape asked for, and makes new ones when it has none.
func TestGridPool(t *testing.T) {
	var p sudokit.GridPool
	nine, four := sudokit.MustShape(3, 3), sudokit.MustShape(2, 2)
	g := p.Get(nine)
	if g.Shape != nine || len(g.Cells) != 81 {
		t.Fatalf("Get(9x9) = %v with %d cells", g.Shape, len(g.Cells))
	}
	p.Put(g)
	if h := p.Get(nine); &h.Cells[0] != &g.Cells[0] {
		t.Errorf("Get after Put made a new grid")
	}
	p.Put(g)
	if h := p.Get(four); h.Shape != four || len(h.Cells) != 16 {
		t.Errorf("Get(4x4) = %v with %d cells", h.Shape, len(h.Cells))
	}
	p.Put(sudokit.Grid{}) // no grid: ignored
	if h := p.Get(four); h.Shape != four {
		t.Errorf("Get(4x4) after Put(Grid{}) = %v", h.Shape)
	}
	var wg sync.WaitGroup
	for range 8 {
		wg.Go(func() {
			for range 1000 {
				p.Put(p.Get(nine))
			}
		})
	}
	wg.Wait()
}

// TestReaderSharesPool checks that a long batch read through a pool that
// also holds the answers' grids allocates nothing per puzzle: reading
// twice the puzzles costs no more allocations.
func TestReaderSharesPool(t *testing.T) {
	const fig5 = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
	var pool sudokit.GridPool
	nine := sudokit.MustShape(3, 3)
	run := func(input string) {
		r := sudokit.NewReader(strings.NewReader(input), sudokit.ReadOptions{Grids: &pool})
		for {
			it, ok := r.Next()
			if !ok {
				break
			}
			if it.Err != nil {
				t.Fatal(it.Err)
			}
			answer := pool.Get(nine) // as a worker takes its answer's grid
			answer.CopyFrom(it.Puzzle.Grid)
			r.Recycle(it.Puzzle.Grid) // and the writer hands both back
			pool.Put(answer)
		}
	}
	small := strings.Repeat(fig5+"\n", 200)
	large := strings.Repeat(fig5+"\n", 2000)
	run(large) // fills the pool
	a := testing.AllocsPerRun(5, func() { run(small) })
	b := testing.AllocsPerRun(5, func() { run(large) })
	if b > a {
		t.Errorf("2000 puzzles take %.0f allocations, 200 take %.0f: some are per puzzle", b, a)
	}
}
