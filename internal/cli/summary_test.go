package cli

import "testing"

func TestFormatRate(t *testing.T) {
	for _, c := range []struct {
		rate float64
		want string
	}{
		{0, "0"},
		{0.2, "0.200"},
		{0.01234, "0.0123"},
		{1.5, "1.50"},
		{9.5, "9.50"},
		{47.26, "47.3"},
		{99.4, "99.4"},
		{99.5, "100"},
		{4761.9, "4762"},
		{518000.4, "518000"},
	} {
		if got := formatRate(c.rate); got != c.want {
			t.Errorf("formatRate(%v) = %q, want %q", c.rate, got, c.want)
		}
	}
}

func TestFormatMean(t *testing.T) {
	for _, c := range []struct {
		mean float64
		want string
	}{
		{0, "0.0"},
		{3, "3.0"},
		{41.66, "41.7"},
		{999.9, "999.9"},
		{999.96, "1000"},
		{61525, "61525"},
		{61525.4, "61525"},
	} {
		if got := formatMean(c.mean); got != c.want {
			t.Errorf("formatMean(%v) = %q, want %q", c.mean, got, c.want)
		}
	}
}
