package logic

// Alternating Inference Chain (AIC): a chain of candidates and grouped
// nodes (a value's places inside one box and one line, true when one of
// them holds it), alternating strong links (at least one end true: the two
// values of a bivalue cell, or a value's places in a unit split in two)
// and weak links (at most one true: two values of a cell, or one value in
// places that see each other). It starts and ends with a strong link, so
// its first or its last node is true:
//
//   - ends of one value: every cell that sees all the cells of both ends
//     loses it;
//   - ends x and y in two cells that see each other: the last cell loses x
//     and the first loses y, where they hold them;
//   - ends x and y in one cell: the cell loses every other value.
//
// For example (a grouped node, r1c89, whose 7 sees r2c7):
//
//	Alternating Inference Chain: (7)r1c1=(7)r1c89-(7)r2c7=(7)r2c3 => r3c1<>7, r3c2<>7, r3c3<>7
//	Alternating Inference Chain: (7)r1c1=(7)r1c89-(7=3)r2c7-(3)r5c7=(3)r5c1 => r1c1<>3, r5c1<>7
//
// The chain is the shortest (see chain_graph.go for the first instance),
// written in Eureka notation; its cells are the chain's (link, in chain
// order) and those that lose a value (target); its digits the chain's
// values; its region its first cell. X-Chains and XY-Chains are AICs, but
// they come first in the ladder. SE finds ungrouped AICs as Forcing Chains
// and Cycles (7.0, 6.5, with its length bonus) but has no grouped nodes:
// the Value is 0, and AIC takes no part in a rating.
func findAIC(c *Candidates) (Step, bool) {
	return chainStep(c, chainAIC, "Alternating Inference Chain")
}
