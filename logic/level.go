package logic

// The levels of the rating scale, as rate, generate --difficulty and the
// server name them (docs/rating.md §6).
const (
	LevelEasy    = "Easy"
	LevelMedium  = "Medium"
	LevelHard    = "Hard"
	LevelExpert  = "Expert"
	LevelExtreme = "Extreme"
	LevelTrial   = "Trial"
)

// levelBounds are the least ratings, in tenths, of the levels above Easy:
// Medium 2.4, Hard 3.5, Expert 5.9, Extreme 7.5, Trial 10.0.
var levelBounds = [...]struct {
	tenths int
	name   string
}{{100, LevelTrial}, {75, LevelExtreme}, {59, LevelExpert}, {35, LevelHard}, {24, LevelMedium}}

// Level names the level of rating er on the table of docs/rating.md §6:
// Easy 1.0–2.3, Medium 2.4–3.4, Hard 3.5–5.8, Expert 5.9–7.4, Extreme
// 7.5–9.9, Trial 10.0 and up. The bounds apply to er rounded to one
// decimal as serate prints it (Round), so 7.45 is Extreme.
func Level(er float64) string {
	t := tenths(er)
	for _, b := range levelBounds {
		if t >= b.tenths {
			return b.name
		}
	}
	return LevelEasy
}

// Levels lists the levels from the easiest to the hardest.
func Levels() []string {
	return []string{LevelEasy, LevelMedium, LevelHard, LevelExpert, LevelExtreme, LevelTrial}
}
