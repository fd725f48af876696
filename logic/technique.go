package logic

import (
	"fmt"
	"strings"
)

// A Technique is one rung of the ladder: its name, its group, the further
// group names that also select it, its value, and the function that finds
// its first instance in a candidate grid (see the package doc for what
// "first" means) without changing the grid.
type Technique struct {
	Name  string   // "Hidden Single"
	Group string   // "singles"
	Also  []string // further groups that name it: "pairs" for Naked Pair
	// Value is the technique's Sudoku Explainer rating (docs/rating.md §3).
	// A technique that SE rates differently by where it is found has the
	// value of its simplest form: Hidden Single is 1.2, its value in a box
	// (1.5 in a row or a column). It is 0 for a technique SE does not have
	// (Skyscraper, W-Wing, …): such a technique takes no part in a rating.
	Value float64
	// Description says in one line what the technique looks for, as
	// `sudokit help techniques` prints it.
	Description string
	Find        func(c *Candidates) (Step, bool)
}

// The groups of the ladder, as --techniques names them.
const (
	GroupSingles       = "singles"
	GroupIntersections = "intersections"
	GroupSubsets       = "subsets"
	GroupFish          = "fish"
	GroupWings         = "wings"
	GroupSingleDigit   = "single-digit"
	GroupColoring      = "coloring"
	GroupUniqueness    = "uniqueness"
	GroupChains        = "chains"
	GroupForcing       = "forcing"
	GroupTrial         = "trial"
	GroupPairs         = "pairs"   // Naked Pair and Hidden Pair
	GroupTriples       = "triples" // Naked Triple and Hidden Triple
	GroupQuads         = "quads"   // Naked Quad and Hidden Quad
)

// ladder is every technique, simplest first. The techniques Sudoku
// Explainer rates come in the order of their Value (SE's own ladder is
// nearly so, docs/rating.md §5); a technique SE lacks (Value 0) sits where
// a player meets it, among the rated ones. It is built once and only read:
// Ladder and Select hand out copies.
var ladder = []Technique{
	{Name: "Full House", Group: GroupSingles, Value: 1.0,
		Description: "the last blank cell of a row, column or box takes the one value missing there",
		Find:        findFullHouse},
	{Name: "Hidden Single", Group: GroupSingles, Value: 1.2,
		Description: "a value that fits only one cell of a box, row or column goes there",
		Find:        findHiddenSingle},
	{Name: "Naked Single", Group: GroupSingles, Value: 2.3,
		Description: "a cell with one candidate left takes it",
		Find:        findNakedSingle},
	{Name: "Pointing", Group: GroupIntersections, Value: 2.6,
		Description: "a value confined to one line inside a box is removed from the rest of that line",
		Find:        findPointing},
	{Name: "Claiming", Group: GroupIntersections, Value: 2.8,
		Description: "a value confined to one box inside a line is removed from the rest of that box",
		Find:        findClaiming},
	{Name: "Naked Pair", Group: GroupSubsets, Also: []string{GroupPairs}, Value: 3.0,
		Description: "two cells of a unit with the same two candidates: those values leave the unit's other cells",
		Find:        findNakedPair},
	{Name: "X-Wing", Group: GroupFish, Value: 3.2,
		Description: "a value in two lines confined to the same two cross lines is removed from the rest of them",
		Find:        findXWing},
	{Name: "Hidden Pair", Group: GroupSubsets, Also: []string{GroupPairs}, Value: 3.4,
		Description: "two values that fit only the same two cells of a unit: the cells lose every other candidate",
		Find:        findHiddenPair},
	{Name: "Naked Triple", Group: GroupSubsets, Also: []string{GroupTriples}, Value: 3.6,
		Description: "three cells of a unit holding only three values between them: those values leave the unit's other cells",
		Find:        findNakedTriple},
	{Name: "Swordfish", Group: GroupFish, Value: 3.8,
		Description: "a value in three lines confined to the same three cross lines is removed from the rest of them",
		Find:        findSwordfish},
	{Name: "Hidden Triple", Group: GroupSubsets, Also: []string{GroupTriples}, Value: 4.0,
		Description: "three values that fit only the same three cells of a unit: the cells lose every other candidate",
		Find:        findHiddenTriple},
	{Name: "Skyscraper", Group: GroupSingleDigit,
		Description: "two strong links of a value in parallel lines, joined at one end: a cell that sees both other ends loses it",
		Find:        findSkyscraper},
	{Name: "2-String Kite", Group: GroupSingleDigit,
		Description: "strong links of a value in a row and a column, joined in a box: a cell that sees both other ends loses it",
		Find:        findTwoStringKite},
	{Name: "Turbot Fish", Group: GroupSingleDigit,
		Description: "two strong links of a value, one in a box, joined at one end: a cell that sees both other ends loses it",
		Find:        findTurbotFish},
	{Name: "Empty Rectangle", Group: GroupSingleDigit,
		Description: "a value confined to one row and one column of a box, and a strong link from one of them: where its far end meets the other, the value goes",
		Find:        findEmptyRectangle},
	{Name: "W-Wing", Group: GroupWings,
		Description: "two cells xy that a strong link of x joins: y leaves every cell that sees both",
		Find:        findWWing},
	{Name: "XY-Wing", Group: GroupWings, Value: 4.2,
		Description: "a pivot xy and pincers xz, yz: z leaves every cell that sees both pincers",
		Find:        findXYWing},
	{Name: "XYZ-Wing", Group: GroupWings, Value: 4.4,
		Description: "a pivot xyz and pincers xz, yz: z leaves every cell that sees the pivot and both pincers",
		Find:        findXYZWing},
	{Name: "Unique Rectangle", Group: GroupUniqueness, Value: 4.5,
		Description: "four cells of two rows, columns and boxes that would hold only the same two values (two solutions): the cells with more keep one of them",
		Find:        findUniqueRectangle},
	{Name: "Naked Quad", Group: GroupSubsets, Also: []string{GroupQuads}, Value: 5.0,
		Description: "four cells of a unit holding only four values between them: those values leave the unit's other cells",
		Find:        findNakedQuad},
	{Name: "Jellyfish", Group: GroupFish, Value: 5.2,
		Description: "a value in four lines confined to the same four cross lines is removed from the rest of them",
		Find:        findJellyfish},
	{Name: "Hidden Quad", Group: GroupSubsets, Also: []string{GroupQuads}, Value: 5.4,
		Description: "four values that fit only the same four cells of a unit: the cells lose every other candidate",
		Find:        findHiddenQuad},
	{Name: "Finned X-Wing", Group: GroupFish,
		Description: "an X-Wing but for fins in one box: the cover lines lose the value where they cross that box",
		Find:        findFinnedXWing},
	{Name: "Sashimi X-Wing", Group: GroupFish,
		Description: "a finned X-Wing with a base line that has one place in the cover lines",
		Find:        findSashimiXWing},
	{Name: "Finned Swordfish", Group: GroupFish,
		Description: "a Swordfish but for fins in one box: the cover lines lose the value where they cross that box",
		Find:        findFinnedSwordfish},
	{Name: "Sashimi Swordfish", Group: GroupFish,
		Description: "a finned Swordfish with a base line that has one place in the cover lines",
		Find:        findSashimiSwordfish},
	{Name: "Finned Jellyfish", Group: GroupFish,
		Description: "a Jellyfish but for fins in one box: the cover lines lose the value where they cross that box",
		Find:        findFinnedJellyfish},
	{Name: "Sashimi Jellyfish", Group: GroupFish,
		Description: "a finned Jellyfish with a base line that has one place in the cover lines",
		Find:        findSashimiJellyfish},
	{Name: "Simple Colors", Group: GroupColoring,
		Description: "a value's chain of strong links in two colors: a color that sees itself is false (wrap); a cell that sees both colors loses the value (trap)",
		Find:        findSimpleColors},
	{Name: "BUG+1", Group: GroupUniqueness, Value: 5.6,
		Description: "every blank cell but one has two candidates: that cell takes the value that would otherwise leave two solutions",
		Find:        findBUGPlus1},
	{Name: "Aligned Pair Exclusion", Group: GroupChains, Value: 6.2,
		Description: "two cells that both see bivalue cells: a value of theirs that every pair would need to empty one of those is removed",
		Find:        findAlignedPairExclusion},
	{Name: "X-Chain", Group: GroupChains, Value: 6.6,
		Description: "a chain of one value's conjugate pairs: a cell that sees both ends loses the value",
		Find:        findXChain},
	{Name: "XY-Chain", Group: GroupChains, Value: 7.0,
		Description: "a chain of bivalue cells from z to z: a cell that sees both ends loses z",
		Find:        findXYChain},
	{Name: "Alternating Inference Chain", Group: GroupChains, Value: 0,
		Description: "strong and weak links in turn, with grouped nodes: what both ends rule out goes",
		Find:        findAIC},
	{Name: "ALS-XZ", Group: GroupChains, Value: 0,
		Description: "two almost locked sets with a restricted common value x: a value z of both leaves the cells seeing all its places",
		Find:        findALSXZ},
	{Name: forcingNishio, Group: GroupForcing, Value: 7.5,
		Description: "a candidate assumed true leads, following its value alone, to a contradiction: it is false (or assumed false: it is true)",
		Find:        findNishio},
	{Name: forcingCell, Group: GroupForcing, Value: 8.0,
		Description: "whichever value a cell takes, chains of bivalue cells and conjugate pairs lead to the same: it holds",
		Find:        findCellForcing},
	{Name: forcingUnit, Group: GroupForcing, Value: 8.0,
		Description: "wherever a value goes in a unit, chains of bivalue cells and conjugate pairs lead to the same: it holds",
		Find:        findUnitForcing},
	{Name: forcingDynamic, Group: GroupForcing, Value: 8.5,
		Description: "forcing chains whose singles count what the chain has removed: a contradiction, or every case leading to the same",
		Find:        findDynamicForcing},
	{Name: forcingNested, Group: GroupForcing, Value: 9.5,
		Description: "dynamic forcing chains that apply simpler techniques (pointing, pairs, X-Wing, XY-Wing, X- and XY-Chains) along the way",
		Find:        findNestedForcing},
	{Name: trialName, Group: GroupTrial, Value: 12.0,
		Description: "no technique applies: search finds which candidate of a cell leads to the solution (a guess, not logic)",
		Find:        findTrial},
}

// Ladder returns every technique, simplest first: the order in which a
// path tries them.
func Ladder() []Technique {
	out := make([]Technique, len(ladder))
	for k, t := range ladder {
		out[k] = t.clone()
	}
	return out
}

// clone is t with its own copy of Also.
func (t Technique) clone() Technique {
	t.Also = append([]string(nil), t.Also...)
	return t
}

// names tells whether n names t: its name, its group or one of its further
// groups, compared without regard to case.
func (t Technique) names(n string) bool {
	if strings.EqualFold(n, t.Name) || strings.EqualFold(n, t.Group) {
		return true
	}
	for _, g := range t.Also {
		if strings.EqualFold(n, g) {
			return true
		}
	}
	return false
}

// Select returns the techniques of the ladder that names lists, each a
// technique's name or a group's (its Group or one of its Also), compared
// without regard to case; the result keeps the ladder's order. It fails on
// a name it does not know. A name that matches nothing as written may
// stand with dashes for its spaces ("naked-single" for Naked Single), so
// that it needs no quotes in a shell; "X-Wing" keeps its own dash.
func Select(names []string) ([]Technique, error) {
	want := make([]bool, len(ladder))
	mark := func(n string) bool {
		found := false
		for k, t := range ladder {
			if t.names(n) {
				want[k], found = true, true
			}
		}
		return found
	}
	for _, n := range names {
		n = strings.TrimSpace(n)
		if !mark(n) && !mark(strings.ReplaceAll(n, "-", " ")) {
			return nil, fmt.Errorf("unknown technique or group %q", n)
		}
	}
	var out []Technique
	for k, t := range ladder {
		if want[k] {
			out = append(out, t.clone())
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
			s.symbols = c.symbols
			return s, true
		}
	}
	return Step{}, false
}
