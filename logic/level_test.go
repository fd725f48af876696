package logic

import "testing"

func TestLevel(t *testing.T) {
	for _, tc := range []struct {
		er   float64
		want string
	}{
		{0, LevelEasy}, {1.0, LevelEasy}, {2.3, LevelEasy}, {2.349, LevelEasy}, {2.35, LevelMedium}, {2.4, LevelMedium},
		{3.4, LevelMedium}, {3.5, LevelHard}, {5.8, LevelHard}, {5.9, LevelExpert}, {7.4, LevelExpert},
		{7.45, LevelExtreme}, {7.5, LevelExtreme}, {9.9, LevelExtreme}, {10.0, LevelTrial}, {TrialRating, LevelTrial},
	} {
		if got := Level(tc.er); got != tc.want {
			t.Errorf("Level(%v) = %s, want %s", tc.er, got, tc.want)
		}
	}
	if n := len(Levels()); n != 6 {
		t.Errorf("%d levels", n)
	}
}

func TestRound(t *testing.T) {
	for _, tc := range []struct{ x, want float64 }{
		{1.2, 1.2}, {7.25, 7.3}, {6.6 + 0.4, 7.0}, {7.0 + 0.2 + 0.04, 7.2}, {9.449, 9.4}, {0, 0},
	} {
		if got := Round(tc.x); got != tc.want {
			t.Errorf("Round(%v) = %v, want %v", tc.x, got, tc.want)
		}
	}
}
