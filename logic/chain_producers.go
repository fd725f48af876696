package logic

import "time"

// seChains is the chaining part of one rating worker's ladder: the
// producers #21 and #23–#30 of docs/rating.md §3 D as seProducer method
// values, sharing one chainer (made for the shape of the first grid it
// sees, remade when the shape changes). When deadline is set, a producer
// still searching at that time gives up and reports no hint (the rating
// loop's budget then ends the path with the trial step); so does one whose
// work goes past meter's limit.
type seChains struct {
	ch       *chainer
	deadline time.Time
	done     <-chan struct{} // the rating's context, so that a long search stops when it ends
	meter    workMeter       // the work of the puzzle being rated, and its limit
}

// chainer returns the chainer for the shape of c.
func (s *seChains) chainer(c *Candidates) *chainer {
	if s.ch == nil || s.ch.sh != c.shape {
		s.ch = newChainer(c.shape)
	}
	s.ch.deadline, s.ch.done, s.ch.meter = s.deadline, s.done, &s.meter
	return s.ch
}

// The modes of SE's chaining producers #23–#30 (Chaining flags).
var (
	modeNishio      = dynMode{dynamic: true, nishio: true}
	modeMultiple    = dynMode{multiple: true}
	modeDynamic     = dynMode{multiple: true, dynamic: true}
	modeDynamicPlus = dynMode{multiple: true, dynamic: true, level: 1}
	modeNested      = dynMode{multiple: true, dynamic: true, level: 2}
	modeNested3     = dynMode{multiple: true, dynamic: true, level: 3}
	modeNested4     = dynMode{multiple: true, dynamic: true, level: 4}
	modeNested5     = dynMode{multiple: true, dynamic: true, level: 5}
)

// forcingChains is producer #21, Forcing Chains & Cycles (6.5–7.0 plus
// the length bonus).
func (s *seChains) forcingChains(c *Candidates, h *seHint) bool {
	return s.chainer(c).seForcingChains(c, h)
}

// nishio is producer #23, Nishio Forcing Chains (7.5 plus the bonus).
func (s *seChains) nishio(c *Candidates, h *seHint) bool {
	return s.chainer(c).seMultipleChains(c, h, modeNishio)
}

// multiple is producer #24, Multiple Forcing Chains: cell and unit
// forcing chains (8.0 plus the bonus).
func (s *seChains) multiple(c *Candidates, h *seHint) bool {
	return s.chainer(c).seMultipleChains(c, h, modeMultiple)
}

// dynamic is producer #25, Dynamic Forcing Chains (8.5 plus the bonus).
func (s *seChains) dynamic(c *Candidates, h *seHint) bool {
	return s.chainer(c).seMultipleChains(c, h, modeDynamic)
}

// dynamicPlus is producer #26, Dynamic Forcing Chains (+) (9.0 plus the
// bonus): dynamic chains helped by Pointing, Claiming, Hidden and Naked
// Pairs and X-Wings.
func (s *seChains) dynamicPlus(c *Candidates, h *seHint) bool {
	return s.chainer(c).seMultipleChains(c, h, modeDynamicPlus)
}

// nested is producer #27, Nested Forcing Chains (+ Forcing Chains) (9.5
// plus the bonus): dynamic chains helped by the basic four and by the
// forcing chains and cycles of #21.
func (s *seChains) nested(c *Candidates, h *seHint) bool {
	return s.chainer(c).seMultipleChains(c, h, modeNested)
}

// nested3 is producer #28, (+ Multiple Forcing Chains) (10.0 plus the
// bonus): the basic four, #21 and #24 help.
func (s *seChains) nested3(c *Candidates, h *seHint) bool {
	return s.chainer(c).seMultipleChains(c, h, modeNested3)
}

// nested4 is producer #29, (+ Dynamic Forcing Chains) (10.5 plus the
// bonus): the basic four and #25 help.
func (s *seChains) nested4(c *Candidates, h *seHint) bool {
	return s.chainer(c).seMultipleChains(c, h, modeNested4)
}

// nested5 is producer #30, (+ Dynamic Forcing Chains (+ Forcing Chains))
// (11.0 plus the bonus): the basic four, #25 and #27's chains help.
func (s *seChains) nested5(c *Candidates, h *seHint) bool {
	return s.chainer(c).seMultipleChains(c, h, modeNested5)
}
