package logic

// XY-Chain: a chain of bivalue cells, each linked to the next by a value
// they share (and see each other by): if the first cell is not z, it is
// its other value, so the next is not that value and is its own other,
// and so on, until the last cell is z. So the first or the last cell is z,
// and every cell that sees both loses z. XY-Wing is its three-cell form.
//
//	XY-Chain: (1=2)r1c1-(2=3)r1c5-(3=4)r5c5-(4=1)r5c9 => r1c9<>1, r5c1<>1
//
// The chain has at least three cells, is the shortest (see
// chain_graph.go for the first instance), and is written in Eureka
// notation: (5=3)r1c2 is the cell r1c2, 5 or 3. Its cells are the chain's
// (link, in chain order) and those that lose z (target); its digits the
// values of the chain; its region its first cell. SE finds these as
// Forcing Chains (7.0 and more with its length bonus) or, closed, as
// Y-Cycles (6.5); the Value is 7.0, the chain's.
func findXYChain(c *Candidates) (Step, bool) { return chainStep(c, chainXY, "XY-Chain") }
