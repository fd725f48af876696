package pseudoku

import "testing"

// Any text gives a row or an error, never a panic; a row read back from its
// own String is itself, and every shift of it is a permutation again.
func FuzzParseRow(f *testing.F) {
	for _, s := range []string{"2,4,1,3", "1,1,2,3", "", ",,,", "4,3,2,1", " 1, 2 ,3,4", "1,2,3,4,5", "-1,2,3,4", "9999999999999999999,1,2,3"} {
		f.Add(s, 1)
	}
	f.Fuzz(func(t *testing.T, s string, p int) {
		r, err := ParseRow(s)
		if err != nil {
			if _, err := PermuteVector(r, p); err == nil && !r.IsPermutation() {
				t.Errorf("PermuteVector accepted %v", r)
			}
			return
		}
		back, err := ParseRow(r.String())
		if err != nil || back != r {
			t.Errorf("ParseRow(%q) = %v; read back %v, %v", s, r, back, err)
		}
		q, err := PermuteVector(r, p)
		switch {
		case p < 0 || p > 3:
			if err == nil {
				t.Errorf("PermuteVector(%v, %d) gave no error", r, p)
			}
		case err != nil || !q.IsPermutation() || q[0] != r[p]:
			t.Errorf("PermuteVector(%v, %d) = %v, %v", r, p, q, err)
		}
	})
}

// SearchStack on any stack removes exactly the topmost copy of the item
// and keeps the others in order.
func FuzzSearchStack(f *testing.F) {
	f.Add([]byte{1, 2, 3, 4}, byte(3))
	f.Add([]byte{}, byte(1))
	f.Add([]byte{2, 2, 2}, byte(2))
	f.Fuzz(func(t *testing.T, vals []byte, item byte) {
		s, err := StackOf(vals...)
		if err != nil {
			if len(vals) <= StackCap {
				t.Fatalf("StackOf(%d values): %v", len(vals), err)
			}
			return
		}
		got, found := SearchStack(s, item)
		k := -1
		for i := len(vals) - 1; i >= 0; i-- {
			if vals[i] == item {
				k = i
				break
			}
		}
		want := append([]byte(nil), vals...)
		if k >= 0 {
			want = append(want[:k], want[k+1:]...)
		}
		if found != (k >= 0) || string(got.Values()) != string(want) {
			t.Errorf("SearchStack(%v, %d) = %v, %v; want %v", vals, item, got.Values(), found, want)
		}
	})
}
