package logic

import (
	"strconv"

	"github.com/sudokit-go/sudokit"
)

// The JSON records of explain, hint and rate, whole: the root's record
// head, then what each answers. The command line writes them with --json
// (with an Origin), the server answers them (without Origin and Puzzle),
// so both write the same fields in the same order.

// HintAnswer is the JSON record of a hint: the head, the entries if any,
// then solutions (a puzzle without one solution), or the hint, or how the
// player's grid stands when there is no hint (solved, or stuck with its
// blank cells).
type HintAnswer struct {
	sudokit.Record
	Entries   string `json:"entries,omitempty"`
	Solutions *int   `json:"solutions,omitempty"`
	*HintRecord
	Solved *bool `json:"solved,omitempty"`
	Stuck  *bool `json:"stuck,omitempty"`
	Blanks *int  `json:"blanks,omitempty"`
}

// ExplainAnswer is the JSON record of an explanation: the head, the
// entries if any, then solutions (for a puzzle without one solution) or
// solved and steps.
type ExplainAnswer struct {
	sudokit.Record
	Entries   string       `json:"entries,omitempty"`
	Solutions *int         `json:"solutions,omitempty"`
	Solved    *bool        `json:"solved,omitempty"`
	Steps     []StepRecord `json:"steps,omitzero"`
}

// RateAnswer is the JSON record of a rating: the head, then solutions (a
// puzzle without one solution), stuck (a path the allowed techniques
// cannot finish), or er, ep, ed, level and hardest.
type RateAnswer struct {
	sudokit.Record
	Solutions *int    `json:"solutions,omitempty"`
	Stuck     *bool   `json:"stuck,omitempty"`
	ER        *Tenths `json:"er,omitempty"`
	EP        *Tenths `json:"ep,omitempty"`
	ED        *Tenths `json:"ed,omitempty"`
	Level     string  `json:"level,omitempty"`
	Hardest   string  `json:"hardest,omitempty"`
}

// Tenths is a rating as JSON writes it: with one decimal, as the TSV line
// of rate has it (12.0, not 12).
type Tenths float64

// MarshalJSON writes t with one decimal.
func (t Tenths) MarshalJSON() ([]byte, error) {
	return strconv.AppendFloat(nil, float64(t), 'f', 1, 64), nil
}
