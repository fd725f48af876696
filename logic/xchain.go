package logic

// X-Chain: a chain of one value, alternating conjugate pairs (the value's
// only two places in a unit: one of them holds it) and weak links (two
// places that see each other: at most one holds it). Its two ends are
// conjugate pairs' outer cells, so one of them holds the value, and every
// cell that sees both loses it. Skyscraper, 2-String Kite and Turbot Fish
// are its three-link forms.
//
//	X-Chain on 7: r1c2=r1c8-r5c8=r5c3 => r5c2<>7
//
//	. 7 . | . . . | . 7 .      r1: 7 only at c2 and c8
//	. . . | . . . | . . .      r5: 7 only at c3 and c8
//	. . . | . . . | . . .      so r1c2 or r5c3 is 7:
//	------+-------+------      r5c2 sees both and loses 7
//	. . . | . . . | . . .
//	. x 7 | . . . | . 7 .
//
// The chain is the shortest (see chain_graph.go for the first instance),
// written in Eureka notation from its first cell: '=' a strong link, '-' a
// weak one. Its cells are the chain's (link, in chain order) and those that
// lose the value (target); its digits the value; its region its first
// cell. SE finds these as Forcing X-Chains (6.6 and more with its length
// bonus) or, closed, as X-Cycles (6.5); the Value is 6.6, the chain's.
func findXChain(c *Candidates) (Step, bool) { return chainStep(c, chainX, "X-Chain") }
