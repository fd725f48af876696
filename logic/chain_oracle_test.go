package logic

import (
	"bufio"
	"fmt"
	"math"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/sudokit-go/sudokit"
	"github.com/sudokit-go/sudokit/internal/shareddata"
)

// A chainCase is a grid state on serate's path at which one of its
// chaining producers gave the step: the pencil marks, the rung (21, 23–26)
// and the hint serate applied (its rating to the last bit, its placement
// "r4c6=7" or "", and its eliminations "r1c6<>9", sorted).
type chainCase struct {
	where  string
	state  string
	rung   int
	rating float64
	place  string
	elims  []string
	probe  bool // the producer was run alone (step 0), not as a rung of serate's ladder
}

// readChainCases reads the cases of a trace file: lines "state" + 81
// cells ("=5" for a value, else the candidates), each followed by the
// line of the step: "12 #21 Forcing Chain 7.2000000000000000 r4c6=7 |
// r1c6<>9 …".
func readChainCases(t *testing.T, path string) []chainCase {
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []chainCase
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	state, n := "", 0
	for sc.Scan() {
		line := sc.Text()
		n++
		if strings.HasPrefix(line, "state ") {
			state = line
			continue
		}
		if state == "" {
			continue
		}
		head, tail, _ := strings.Cut(line, "|")
		fs := strings.Fields(head)
		if len(fs) < 4 || !strings.HasPrefix(fs[1], "#") {
			t.Fatalf("%s:%d: bad step line %q", path, n, line)
		}
		cs := chainCase{where: fmt.Sprintf("%s:%d", path, n), state: state, elims: strings.Fields(tail)}
		cs.rung, _ = strconv.Atoi(fs[1][1:])
		cs.probe = fs[0] == "0"
		k := len(fs) - 1
		if strings.Contains(fs[k], "=") {
			cs.place = fs[k]
			k--
		}
		cs.rating, err = strconv.ParseFloat(fs[k], 64)
		if err != nil {
			t.Fatalf("%s:%d: %v", path, n, err)
		}
		out = append(out, cs)
		state = ""
	}
	return out
}

// candidatesOf builds the pencil marks a state line gives.
func candidatesOf(t *testing.T, state string) *Candidates {
	cells := strings.Fields(state)[1:]
	s := sudokit.MustShape(3, 3)
	g := sudokit.NewGrid(s)
	for i, x := range cells {
		if strings.HasPrefix(x, "=") {
			g.Cells[i] = x[1] - '0'
		}
	}
	c, err := NewCandidates(g)
	if err != nil {
		t.Fatal(err)
	}
	for i, x := range cells {
		if strings.HasPrefix(x, "=") {
			continue
		}
		var m uint64
		for _, d := range x {
			m |= bit(int(d - '0'))
		}
		c.marks[i] = m
	}
	return c
}

// checkChainCases runs each case's producer on its state and holds the
// hint to serate's.
func checkChainCases(t *testing.T, cases []chainCase) (ok, bad int) {
	s := &seChains{}
	prod := map[int]seProducer{21: s.forcingChains, 23: s.nishio, 24: s.multiple, 25: s.dynamic, 26: s.dynamicPlus, 27: s.nested, 28: s.nested3, 29: s.nested4, 30: s.nested5}
	var h seHint
	for _, cs := range cases {
		c := candidatesOf(t, cs.state)
		// serate applies the first hint of its ladder: every chaining
		// rung before this one found nothing here.
		for r := 21; r < cs.rung && !cs.probe; r++ {
			if q := prod[r]; q != nil && q(c, &h) {
				t.Errorf("%s: #%d gives %s %v before serate's #%d", cs.where, r, h.technique, h.rating, cs.rung)
				bad++
			}
		}
		p := prod[cs.rung]
		if p == nil {
			continue
		}
		if !p(c, &h) {
			t.Errorf("%s: #%d finds nothing; serate: %.2f %s %v", cs.where, cs.rung, cs.rating, cs.place, cs.elims)
			bad++
			continue
		}
		var el []string
		for _, e := range h.elims {
			pp := c.shape.PosOf(int(e.cell))
			el = append(el, fmt.Sprintf("r%dc%d<>%d", pp.Row+1, pp.Col+1, e.value))
		}
		slices.Sort(el)
		place := ""
		if h.cell >= 0 {
			pp := c.shape.PosOf(h.cell)
			place = fmt.Sprintf("r%dc%d=%d", pp.Row+1, pp.Col+1, h.value)
		}
		if h.rating != cs.rating || place != cs.place || !slices.Equal(el, cs.elims) {
			t.Errorf("%s: #%d gives %s %v %s %v; serate %v %s %v", cs.where, cs.rung, h.technique,
				h.rating, place, el, cs.rating, cs.place, cs.elims)
			bad++
			continue
		}
		if math.IsNaN(h.rating) {
			bad++
			continue
		}
		ok++
	}
	return ok, bad
}

// firstPerRung keeps the first case of each rung up to #26 (the nested
// rungs take seconds; #26 runs with -long).
func firstPerRung(cases []chainCase) []chainCase {
	var out []chainCase
	seen := map[int]bool{}
	for _, cs := range cases {
		if !seen[cs.rung] && (cs.rung <= 25 || shareddata.Long() && cs.rung == 26) {
			seen[cs.rung] = true
			out = append(out, cs)
		}
	}
	return out
}

// TestChainsAgainstSerate holds the chaining producers to the hints
// serate gave on grid states of its own paths (testdata/se-chain-steps.txt;
// a further trace file of the same form with SUDOKIT_SE_TRACE). By default
// the first step of each rung; all with -long.
func TestChainsAgainstSerate(t *testing.T) {
	files := []string{"testdata/se-chain-steps.txt"}
	if f := os.Getenv("SUDOKIT_SE_TRACE"); f != "" {
		files = append(files, f)
	}
	for _, f := range files {
		if _, err := os.Stat(f); err != nil {
			t.Logf("%s: %v", f, err)
			continue
		}
		cases := readChainCases(t, f)
		if !shareddata.Long() && f == files[0] {
			cases = firstPerRung(cases)
		}
		ok, bad := checkChainCases(t, cases)
		t.Logf("%s: %d steps as serate, %d not", f, ok, bad)
	}
}

// TestChainsDeadline: a producer past its deadline gives up and reports
// no hint; without one it finds serate's.
func TestChainsDeadline(t *testing.T) {
	var cs *chainCase
	for _, k := range readChainCases(t, "testdata/se-chain-steps.txt") {
		if k.rung == 25 {
			cs = &k
			break
		}
	}
	if cs == nil {
		t.Fatal("no #25 case")
	}
	s := &seChains{deadline: time.Now().Add(-time.Second)}
	var h seHint
	if s.dynamic(candidatesOf(t, cs.state), &h) {
		t.Errorf("past its deadline, #25 gives %s %v", h.technique, h.rating)
	}
	s.deadline = time.Time{}
	if !s.dynamic(candidatesOf(t, cs.state), &h) || h.rating != cs.rating {
		t.Errorf("without a deadline, #25 gives %v %v; serate %v", h.technique, h.rating, cs.rating)
	}
}

// BenchmarkChainProducers runs each producer on the state where serate
// first applied it (testdata/se-chain-steps.txt), one worker throughout.
func BenchmarkChainProducers(b *testing.B) {
	t := &testing.T{}
	cases := firstPerRung(readChainCases(t, "testdata/se-chain-steps.txt"))
	s := &seChains{}
	prod := map[int]seProducer{21: s.forcingChains, 23: s.nishio, 24: s.multiple, 25: s.dynamic, 26: s.dynamicPlus}
	var cs []*Candidates
	for _, k := range cases {
		cs = append(cs, candidatesOf(t, k.state))
	}
	var h seHint
	b.ReportAllocs()
	for range b.N {
		for k, c := range cs {
			prod[cases[k].rung](c, &h)
		}
	}
}
