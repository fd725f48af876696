package batch

import (
	"math/bits"
	"time"
)

// A Histogram counts durations in log-linear buckets: 128 buckets for each
// power of two, so that a quantile comes out within 1% in constant memory.
type Histogram struct {
	counts [64 * subBuckets]uint32
	total  int64
}

const subBits = 7
const subBuckets = 1 << subBits

// Add counts one duration.
func (h *Histogram) Add(d time.Duration) {
	h.counts[bucketOf(uint64(max(d, 0)))]++
	h.total++
}

// Count is how many durations were added.
func (h *Histogram) Count() int64 { return h.total }

// Quantile returns the duration below which a fraction q of the added
// durations lie (q = 0.5: the median), or 0 when none were added.
func (h *Histogram) Quantile(q float64) time.Duration {
	if h.total == 0 {
		return 0
	}
	rank := int64(q*float64(h.total-1)) + 1
	var seen int64
	for b, c := range h.counts {
		seen += int64(c)
		if seen >= rank {
			return time.Duration(bucketMid(b))
		}
	}
	return 0
}

func bucketOf(v uint64) int {
	if v < subBuckets {
		return int(v)
	}
	exp := bits.Len64(v) - subBits // ≥ 1
	return exp*subBuckets + int(v>>(exp-1)) - subBuckets
}

func bucketMid(b int) uint64 {
	exp, sub := b/subBuckets, uint64(b%subBuckets)
	if exp == 0 {
		return sub
	}
	lo := (subBuckets + sub) << (exp - 1)
	return lo + (uint64(1)<<(exp-1))/2
}
