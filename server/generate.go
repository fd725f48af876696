package server

import (
	crand "crypto/rand"
	"encoding/binary"
	"encoding/json"
	"errors"
	"math/rand/v2"
	"strconv"
	"strings"

	"github.com/sudokit-go/sudokit"
	"github.com/sudokit-go/sudokit/generate"
	"github.com/sudokit-go/sudokit/logic"
)

// generateRequest is the body of POST /api/generate.
type generateRequest struct {
	Size       int       `json:"size"`       // N×N with square boxes; default 9
	Box        string    `json:"box"`        // RxC: fixes N
	Difficulty string    `json:"difficulty"` // a level: easy … extreme, trial
	Rating     textOrNum `json:"rating"`     // a closed range of the rating scale: "4.0-6.5"
	Symmetry   string    `json:"symmetry"`   // default none
	Clues      textOrNum `json:"clues"`      // "22-26" or 24
	Minimal    bool      `json:"minimal"`    // no clue can be removed
	Techniques nameList  `json:"techniques"` // only puzzles these techniques solve
	Seed       *uint64   `json:"seed"`       // default: drawn at random
	Solution   *bool     `json:"solution"`   // include the solution; default true
	To         string    `json:"to"`         // the form of the grids; default line
	Symbols    string    `json:"symbols"`    // letters, decimal or an alphabet
	Timeout    string    `json:"timeout"`    // a shorter deadline
}

func (r *generateRequest) requestTimeout() string { return r.Timeout }

// textOrNum is a field a request gives as a string or as a number: "24",
// 24, "22-26".
type textOrNum string

// UnmarshalJSON reads a JSON string or number.
func (t *textOrNum) UnmarshalJSON(b []byte) error {
	var s string
	if err := json.Unmarshal(b, &s); err == nil {
		*t = textOrNum(s)
		return nil
	}
	var n json.Number
	if err := json.Unmarshal(b, &n); err != nil {
		return errors.New("want a number or a range such as \"22-26\"")
	}
	*t = textOrNum(n.String())
	return nil
}

// levelRanges are the levels of docs/rating.md §6 as ranges of the rating
// scale, for "difficulty".
var levelRanges = map[string][2]float64{
	"easy": {1.0, 2.3}, "medium": {2.4, 3.4}, "hard": {3.5, 5.8},
	"expert": {5.9, 7.4}, "extreme": {7.5, 9.9}, "trial": {10.0, 1000},
}

// generate answers POST /api/generate: a new puzzle with exactly one
// solution, its seed (which makes it again with the same fields), its
// clues, rating and level, and whether it meets the target asked for. A
// target not met within the deadline answers the closest puzzle made,
// with "target_met": false.
func (s *Server) generate(c *call, body []byte) (any, error) {
	var req generateRequest
	if err := decode(c, body, &req); err != nil {
		return nil, err
	}
	sh, err := req.shape()
	if err != nil {
		return nil, err
	}
	opt, err := req.options(sh)
	if err != nil {
		return nil, err
	}
	f := sudokit.FormatOptions{Form: sudokit.FormLine, Symbols: sudokit.DefaultSymbols(sh.N)}
	if sh.N > 35 {
		f.Form = sudokit.FormTokens
	}
	if req.To != "" {
		to, err := sudokit.ParseForm(req.To, false)
		if err != nil {
			return nil, badRequest("to %v", err)
		}
		f.Form = to
	}
	if req.Symbols != "" {
		sym, err := sudokit.ParseSymbols(req.Symbols)
		if err != nil {
			return nil, badRequest("symbols %v", err)
		}
		if err := sym.Fits(sh.N); err != nil {
			return nil, badRequest("symbols %s: %v", req.Symbols, err)
		}
		f.Symbols = sym
	}
	seed := uint64(0)
	if req.Seed != nil {
		seed = *req.Seed
	} else {
		var b [8]byte
		if _, err := crand.Read(b[:]); err != nil {
			return nil, err
		}
		// 53 bits: a seed a browser's JavaScript can send back exactly.
		seed = binary.LittleEndian.Uint64(b[:]) & (1<<53 - 1)
	}
	e, put := s.logicEngine()
	defer put()
	g := generate.New(sh, e)
	p, err := g.Generate(c.ctx, rand.New(rand.NewPCG(seed, 1)), opt)
	if err != nil {
		return nil, err
	}
	pz := sudokit.Puzzle{Grid: p.Puzzle, Form: f.Form, Symbols: f.Symbols}
	rec := sudokit.GenerateRecord{
		Record: sudokit.NewRecord(pz, f), Seed: seed, Index: 1, Symmetry: p.Symmetry.String(),
		Clues: p.Clues, Minimal: p.Minimal, TargetMet: p.TargetMet,
	}
	if req.Solution == nil || *req.Solution {
		rec.Solution = sudokit.Format(p.Solution, f)
	}
	if p.Rating != nil {
		er, level := logic.Round(p.Rating.ER), p.Rating.Level()
		rec.ER, rec.Level = &er, &level
	}
	return rec, nil
}

// shape is the shape of the puzzle asked for: box, else size (9 by
// default) with square boxes.
func (req *generateRequest) shape() (*sudokit.Shape, error) {
	if req.Box != "" {
		r, c, ok := parseBox(req.Box)
		if !ok {
			return nil, badRequest("box %q: want RxC, such as 2x3", req.Box)
		}
		sh, err := sudokit.ShapeOf(r, c)
		if err != nil {
			return nil, badRequest("box %s: %v", req.Box, err)
		}
		if req.Size != 0 && req.Size != sh.N {
			return nil, badRequest("box %s makes %dx%d puzzles, not %dx%d", req.Box, sh.N, sh.N, req.Size, req.Size)
		}
		return sh, nil
	}
	n := req.Size
	if n == 0 {
		n = 9
	}
	if n < sudokit.MinSize || n > sudokit.MaxSize {
		return nil, badRequest("size %d: puzzles are 4x4 to 64x64", n)
	}
	sh, err := sudokit.SquareShape(n)
	if err != nil {
		var opts []string
		for _, b := range sudokit.BoxShapes(n) {
			opts = append(opts, "box "+strconv.Itoa(b[0])+"x"+strconv.Itoa(b[1]))
		}
		if len(opts) == 0 {
			return nil, badRequest("size %d: %d cannot be split into boxes", n, n)
		}
		return nil, badRequest("size %d: %dx%d puzzles have no square boxes: give %s", n, n, n, strings.Join(opts, " or "))
	}
	return sh, nil
}

// options are the generator's options for the request's targets.
func (req *generateRequest) options(sh *sudokit.Shape) (generate.Options, error) {
	name := req.Symmetry
	if name == "" {
		name = "none"
	}
	sym, err := generate.ParseSymmetry(name)
	if err != nil {
		return generate.Options{}, badRequest("symmetry: %v", err)
	}
	if err := sym.Fits(sh); err != nil {
		return generate.Options{}, badRequest("symmetry %s: %v", name, err)
	}
	opt := generate.Options{Symmetry: sym, Minimal: req.Minimal, ProveMinimal: true, Rate: true}
	if req.Difficulty != "" && req.Rating != "" {
		return opt, badRequest("difficulty and rating cannot both be given")
	}
	if req.Difficulty != "" {
		b, ok := levelRanges[strings.ToLower(req.Difficulty)]
		if !ok {
			return opt, badRequest("difficulty %s: unknown level; levels are easy, medium, hard, expert, extreme, trial", req.Difficulty)
		}
		opt.MinRating, opt.MaxRating = b[0], b[1]
	}
	if req.Rating != "" {
		lo, hi, err := parseRange(string(req.Rating), func(s string) (float64, error) { return strconv.ParseFloat(s, 64) })
		if err != nil || lo < 0 {
			return opt, badRequest("rating %s: want a range A-B of the rating scale, such as 4.0-6.5", req.Rating)
		}
		if hi >= logic.TrialRating {
			hi = 1000
		}
		opt.MinRating, opt.MaxRating = lo, max(hi, 0.1)
	}
	if req.Clues != "" {
		lo, hi, err := parseRange(string(req.Clues), func(s string) (float64, error) {
			n, err := strconv.Atoi(s)
			return float64(n), err
		})
		switch {
		case err != nil:
			return opt, badRequest("clues %s: want a count or a range A-B, such as 24 or 22-26", req.Clues)
		case lo < 1 || hi > float64(sh.Cells):
			return opt, badRequest("clues %s: a puzzle of %d cells has 1 to %d clues", req.Clues, sh.Cells, sh.Cells)
		}
		opt.MinClues, opt.MaxClues = int(lo), int(hi)
	}
	if req.Techniques != nil {
		if opt.Techniques, err = techniques(req.Techniques); err != nil {
			return opt, err
		}
	}
	return opt, nil
}

// parseRange reads "A-B" or "A" with num, and checks A ≤ B.
func parseRange(s string, num func(string) (float64, error)) (lo, hi float64, err error) {
	a, b, isRange := strings.Cut(s, "-")
	if lo, err = num(strings.TrimSpace(a)); err != nil {
		return 0, 0, err
	}
	hi = lo
	if isRange {
		if hi, err = num(strings.TrimSpace(b)); err != nil {
			return 0, 0, err
		}
	}
	if lo > hi {
		return 0, 0, errors.New("empty range")
	}
	return lo, hi, nil
}
