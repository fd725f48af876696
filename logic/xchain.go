package logic

// X-Chain: a chain of one value, alternating conjugate pairs (the value's
// only two places in a unit: one of them holds it) and weak links (two
// places that see each other: at most one holds it). Its two ends are
// conjugate pairs' outer cells, so one of them holds the value, and every
// cell that sees both loses it. Skyscraper, 2-String Kite and Turbot Fish
// are its three-link forms.
//
//	X-Chain on 7: r1c2=r1c8-r5c8=r5c3 => r2c3<>7, r3c3<>7, r4c2<>7, r6c2<>7
//
//	. 7 . | . . . | . 7 .      r1: 7 only at c2 and c8 (strong)
//	. . x | . . . | . . .      r1c8 and r5c8 share column 8 (weak)
//	. . x | . . . | . . .      r5: 7 only at c3 and c8 (strong)
//	------+-------+------      so r1c2 or r5c3 is 7, and the cells
//	. x . | . . . | . . .      that see both lose it (x)
//	. . 7 | . . . | . 7 .
//	. x . | . . . | . . .
//
// The chain is the shortest (see chain_graph.go for the first instance),
// written in Eureka notation from its first cell: '=' a strong link, '-' a
// weak one. Its cells are the chain's (link, in chain order) and those that
// lose the value (target); its digits the value; its region its first
// cell. SE finds these as Forcing X-Chains (6.6 and more with its length
// bonus) or, closed, as X-Cycles (6.5); the Value is 6.6, the chain's.
func findXChain(c *Candidates) (Step, bool) { return chainStep(c, chainX, "X-Chain") }
