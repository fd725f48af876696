package cli

import (
	"fmt"
	"io"
	"strconv"
	"strings"
	"text/tabwriter"

	"github.com/sudokit-go/sudokit/engine"
	"github.com/sudokit-go/sudokit/logic"
)

func helpCommand() *command {
	return &command{
		name:    "help",
		summary: "show help for a command or a topic",
		usage:   "help [COMMAND | TOPIC]",
		about:   "Shows the commands, or the flags and an example of one command, or a topic.",
		example: "  $ sudokit help solve\n  $ sudokit help formats",
		run:     runHelp,
	}
}

func versionCommand() *command {
	return &command{
		name:      "version",
		summary:   "print the version",
		usage:     "version",
		about:     "Prints sudokit's version, the Go version it was built with, and the platform.",
		exampleOf: func() string { return "  $ sudokit version\n  sudokit " + version() },
		run: func(r *runner, files []string) int {
			if len(files) > 0 {
				return r.usage(r.usageErr("takes no arguments"))
			}
			fmt.Fprintln(r.stdout, "sudokit "+version())
			return exitOK
		},
	}
}

func (r *runner) usageErr(format string, args ...any) error {
	return &usageError{cmd: r.cmd.name, msg: fmt.Sprintf(format, args...)}
}

func runHelp(r *runner, args []string) int {
	if len(args) == 0 {
		writeCommandList(r.stdout)
		return exitOK
	}
	if len(args) > 1 {
		return r.usage(r.usageErr("want one command or topic"))
	}
	if c := lookup(args[0]); c != nil {
		fs := newFlagSet(c.name)
		fs.Bool(new(bool), "help,h", "show this help")
		if c.flags != nil {
			c.flags(fs, &options{})
		}
		writeHelp(r.stdout, c, fs)
		return exitOK
	}
	if t, ok := topics()[args[0]]; ok {
		io.WriteString(r.stdout, t())
		return exitOK
	}
	names := append(commandNames(), topicNames...)
	msg := fmt.Sprintf("no command or topic %q", args[0])
	if near := nearest(args[0], names); near != "" {
		msg += fmt.Sprintf("; did you mean %q?", near)
	}
	return r.usage(r.usageErr("%s", msg))
}

// writeCommandList writes the list of commands, as sudokit help shows it.
func writeCommandList(w io.Writer) {
	fmt.Fprint(w, "sudokit solves, checks, counts, explains, rates, makes and rewrites Sudoku puzzles from 4x4 to 64x64.\n\n"+
		"Usage:\n  sudokit COMMAND [flags] [FILE...]\n\nCommands:\n")
	tw := tabwriter.NewWriter(w, 0, 8, 3, ' ', 0)
	for _, c := range commands() {
		fmt.Fprintf(tw, "  %s\t%s\n", c.name, c.summary)
	}
	tw.Flush()
	fmt.Fprintf(w, "\nTopics: %s\nRun 'sudokit help COMMAND' for its flags and an example.\n", strings.Join(topicNames, ", "))
}

// writeHelp writes one command's help: usage, description, flags, example.
func writeHelp(w io.Writer, c *command, fs *flagSet) {
	fmt.Fprintf(w, "Usage: sudokit %s\n\n%s\n\nFlags:\n", c.usage, c.about)
	fs.printDefaults(w)
	example := c.example
	if c.exampleOf != nil {
		example = c.exampleOf()
	}
	fmt.Fprintf(w, "\nExample:\n%s\n", example)
}

var topicNames = []string{"formats", "engines", "techniques", "json", "exit-codes"}

func topics() map[string]func() string {
	return map[string]func() string{
		"formats":    func() string { return formatsTopic },
		"engines":    enginesTopic,
		"techniques": techniquesTopic,
		"json":       func() string { return jsonTopic },
		"exit-codes": func() string { return exitCodesTopic },
	}
}

func enginesTopic() string {
	var b strings.Builder
	b.WriteString("Engines (sudokit solve --algo NAME); the first is the default. All are exact on every shape.\n\n")
	tw := tabwriter.NewWriter(&b, 0, 8, 3, ' ', 0)
	for _, e := range engine.Registry().Engines() {
		trace := ""
		if e.Trace {
			trace = " (--trace)"
		}
		fmt.Fprintf(tw, "  %s\t%s%s\n", e.Name, e.Summary, trace)
	}
	tw.Flush()
	b.WriteString("\nWhen a puzzle has several solutions, each engine prints its own first one, always the\n" +
		"same for the same engine; backtrack prints the smallest, read row by row.\n")
	return b.String()
}

// techniquesTopic lists the ladder of package logic, in its order.
func techniquesTopic() string {
	var b strings.Builder
	b.WriteString("Techniques of explain, hint and rate, simplest first: the order explain tries them in.\n" +
		"--techniques takes names or groups, comma-separated (--techniques singles,pairs,X-Wing).\n" +
		"SE is the technique's value on the Sudoku Explainer scale; - for one it does not have,\n" +
		"which rate does not use.\n\n")
	tw := tabwriter.NewWriter(&b, 0, 8, 2, ' ', 0)
	fmt.Fprintf(tw, "  technique\tgroup\tSE\tlooks for\n")
	var groups []string
	seen := map[string]bool{}
	for _, t := range logic.Ladder() {
		value := "-"
		if t.Value > 0 {
			value = strconv.FormatFloat(t.Value, 'f', 1, 64)
		}
		group := strings.Join(append([]string{t.Group}, t.Also...), ", ")
		fmt.Fprintf(tw, "  %s\t%s\t%s\t%s\n", t.Name, group, value, t.Description)
		for _, g := range append([]string{t.Group}, t.Also...) {
			if !seen[g] {
				seen[g] = true
				groups = append(groups, g)
			}
		}
	}
	tw.Flush()
	fmt.Fprintf(&b, "\nGroups: %s.\n", strings.Join(groups, ", "))
	b.WriteString("Names and groups are matched without regard to case.\n")
	return b.String()
}

const formatsTopic = `Forms sudokit reads and writes (--from, --to); the form is detected when not given.

  tokens  values separated by white space, 0 or . for a blank: N lines of N values
  line    one line of N² characters, one per cell; . 0 or _ for a blank
  csv     N rows of N comma-separated fields; .csv files, .csv.soln solutions
  grid    a picture: | between boxes, rule lines of - = + between bands
  json    JSON Lines records (output only; --json)

The same 4x4 puzzle in the four forms:

  0 4 1 0     .41...2.3....1.2     0,4,1,0     . 4 | 1 .
  0 0 2 0                          0,0,2,0     . . | 2 .
  3 0 0 0                          3,0,0,0     ----+----
  0 1 0 2                          0,1,0,2     3 . | . .
                                               . 1 | . 2

Symbols: 1-9, then A=10 … Z=35 (16x16 uses A-G, 25x25 A-P); tokens and csv also read
decimal numbers (10, 11, …), and a puzzle is answered in the style it was written.
N ≥ 36 is written in decimal tokens. --alphabet 0123456789ABCDEF reads hexadecimal 16x16.

Sizes: square boxes need no flag (4x4, 9x9, 16x16, 25x25, 36x36, 49x49, 64x64); others
need --box RxC (--box 2x3 for 6x6, --box 3x4 for 12x12). A pretty grid carries its boxes.

Batches: one puzzle per line (line form, or N² tokens on a line); answers come one a line,
in input order; a bad line is answered "error: …" in its place. N lines of N cells are
always one puzzle; --batch and --single force the choice. # starts a comment.
`

const jsonTopic = `With --json (or --to json) each puzzle gives one JSON object on a line (JSON Lines).
Every record starts with source, line, size, box, form and puzzle; grids are strings in
the form named by form (--to FORM sets it); values and indexes count from 1; cells are
"r4c6"; durations are integer nanoseconds.

  solve     solved, solution, unique (with --unique), stats (with --stats)
  validate  valid, violations: [{rule, index, value, cells, text}]
  convert   (nothing more)
  count     count, limit, limit_reached
  explain   entries (a player's grid), then solutions (0 or 2: none or several) or solved
            and steps: [{technique, digits, cells: [{cell, role}], placements: [{cell,
            value}], eliminations: [{cell, value}], text}]
  hint      entries, then solutions, or level, technique, region, then by level cells,
            placements, eliminations, digits, and text; or solved, or stuck and blanks
  rate      solutions, or stuck, or er, ep, ed, level, hardest
  minimal   minimal, removable, result (with --make); "solutions": 0 or 2 in their place
            when the puzzle does not have exactly one solution
  compare   engine, solved, time_ns, nodes, timeout, refused, agrees (a record per engine
            and puzzle)

Records of their own:

  bench     {file, engine, puzzles, puzzles_per_s, median_ns, p99_ns, guesses_per_puzzle,
            allocs_per_puzzle, bytes_per_puzzle, wrong, ratio, baseline_ratio}
  generate  {size, box, form, puzzle, seed, index, symmetry, clues, minimal, er, level,
            solution, target_met}
  pseudoku  {row, shifts, blanks, seed, size, box, form, puzzle, solution, solutions}
  pseudoku analyze   one object: grids, triples, blanks, nine, weaknesses

A puzzle that could not be read is {"source", "line", "error": {"message", "line", "column"}}.
`

const exitCodesTopic = `Exit status:

  0  every puzzle was answered positively: solved, valid, exactly one solution (count),
     unique when --unique was asked, explained, hinted, rated
  1  at least one answer is negative: No Solution, invalid, a count other than 1,
     multiple solutions under --unique, a --check mismatch, a WRONG engine (compare,
     bench), pseudoku --unique short of its blanks, a puzzle explain, hint or rate do
     not answer (no solution, several, or stuck under --techniques), a target generate
     could not meet, a puzzle that is not minimal (minimal)
  2  a usage or input error: bad flag, unreadable file, malformed puzzle, a puzzle stopped
     by --timeout or --max-nodes, a search brute refuses, an interrupt, any error that
     prevents an answer

When several apply, the highest wins.
`
