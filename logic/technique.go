package logic

import (
	"fmt"
	"strings"
)

// A Technique is one rung of the ladder: its name, its group, and the
// function that finds its first instance in a candidate grid (see the
// package doc for what "first" means) without changing the grid.
type Technique struct {
	Name  string // "Hidden Single"
	Group string // "singles"
	Find  func(c *Candidates) (Step, bool)
}

// The groups of the ladder, as --techniques names them.
const (
	GroupSingles       = "singles"
	GroupIntersections = "intersections"
)

// ladder is every technique, simplest first. It is built once and only
// read: Ladder hands out copies.
var ladder = []Technique{
	{Name: "Full House", Group: GroupSingles, Find: findFullHouse},
	{Name: "Hidden Single", Group: GroupSingles, Find: findHiddenSingle},
	{Name: "Naked Single", Group: GroupSingles, Find: findNakedSingle},
	{Name: "Pointing", Group: GroupIntersections, Find: findPointing},
	{Name: "Claiming", Group: GroupIntersections, Find: findClaiming},
}

// Ladder returns every technique, simplest first: the order in which a
// path tries them.
func Ladder() []Technique { return append([]Technique(nil), ladder...) }

// Select returns the techniques of the ladder that names lists, each a
// technique's name or a group's, compared without regard to case; the
// result keeps the ladder's order. It fails on a name it does not know.
func Select(names []string) ([]Technique, error) {
	want := make([]bool, len(ladder))
	for _, n := range names {
		n = strings.TrimSpace(n)
		found := false
		for k, t := range ladder {
			if strings.EqualFold(n, t.Name) || strings.EqualFold(n, t.Group) {
				want[k], found = true, true
			}
		}
		if !found {
			return nil, fmt.Errorf("unknown technique or group %q", n)
		}
	}
	var out []Technique
	for k, t := range ladder {
		if want[k] {
			out = append(out, t)
		}
	}
	return out, nil
}

// Next returns the first step of the first technique of techniques (the
// whole ladder when nil) that applies to c, and whether one does.
func Next(c *Candidates, techniques []Technique) (Step, bool) {
	if techniques == nil {
		techniques = ladder
	}
	for _, t := range techniques {
		if s, ok := t.Find(c); ok {
			return s, true
		}
	}
	return Step{}, false
}
