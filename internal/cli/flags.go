package cli

import (
	"errors"
	"fmt"
	"io"
	"math"
	"sort"
	"strconv"
	"strings"
	"text/tabwriter"
	"time"
)

// A flagSet is the flags of one command. Flags may come before or after the
// files, as --name value, --name=value or with one dash; -- ends the flags.
type flagSet struct {
	cmd   string
	defs  []*flagDef
	named map[string]*flagDef
}

type flagDef struct {
	names []string // long name first, then a short one
	arg   string   // the value's placeholder; "" for a switch
	def   string   // the default, as help shows it
	usage string
	set   func(string) error
	isSet bool
}

func newFlagSet(cmd string) *flagSet {
	return &flagSet{cmd: cmd, named: map[string]*flagDef{}}
}

func (fs *flagSet) add(d *flagDef) {
	fs.defs = append(fs.defs, d)
	for _, n := range d.names {
		fs.named[n] = d
	}
}

// Bool defines a switch.
func (fs *flagSet) Bool(p *bool, names, usage string) {
	fs.add(&flagDef{names: strings.Split(names, ","), usage: usage, set: func(s string) error {
		v, err := strconv.ParseBool(s)
		if err != nil {
			return errors.New("want true or false")
		}
		*p = v
		return nil
	}})
}

// String defines a flag with a text value.
func (fs *flagSet) String(p *string, names, arg, def, usage string) {
	*p = def
	fs.Func(names, arg, def, usage, func(s string) error { *p = s; return nil })
}

// Func defines a flag whose value set reads.
func (fs *flagSet) Func(names, arg, def, usage string, set func(string) error) {
	fs.add(&flagDef{names: strings.Split(names, ","), arg: arg, def: def, usage: usage, set: set})
}

// Count defines a flag that takes a count: 1000000000 or 1e9.
func (fs *flagSet) Count(p *int64, names, arg string, def int64, usage string) {
	*p = def
	fs.Func(names, arg, formatCount(def), usage, func(s string) error {
		v, err := parseCount(s)
		*p = v
		return err
	})
}

// Int defines a flag that takes a small whole number.
func (fs *flagSet) Int(p *int, names, arg string, def int, usage string) {
	*p = def
	fs.Func(names, arg, strconv.Itoa(def), usage, func(s string) error {
		v, err := parseCount(s)
		if err == nil && v > math.MaxInt32 {
			err = errors.New("too large")
		}
		*p = int(v)
		return err
	})
}

// Duration defines a flag that takes a Go duration: 500ms, 10s, 2m.
func (fs *flagSet) Duration(p *time.Duration, names, arg string, def time.Duration, usage string) {
	*p = def
	shown := "none"
	if def > 0 {
		shown = def.String()
	}
	fs.Func(names, arg, shown, usage, func(s string) error {
		d, err := time.ParseDuration(s)
		if err != nil || d < 0 {
			return errors.New("want a duration such as 500ms, 10s or 2m")
		}
		*p = d
		return nil
	})
}

func parseCount(s string) (int64, error) {
	if v, err := strconv.ParseInt(s, 10, 64); err == nil && v >= 0 {
		return v, nil
	}
	f, err := strconv.ParseFloat(s, 64)
	if err != nil || f < 0 || f != math.Trunc(f) || f > 1e18 {
		return 0, errors.New("want a count such as 1000 or 1e9")
	}
	return int64(f), nil
}

func formatCount(v int64) string {
	if v >= 1e6 {
		// A power of ten times a digit or two reads as the user writes
		// it: 1e9, 25e6.
		exp := 0
		m := v
		for m%10 == 0 {
			m, exp = m/10, exp+1
		}
		if m < 100 {
			return strconv.FormatInt(m, 10) + "e" + strconv.Itoa(exp)
		}
	}
	return strconv.FormatInt(v, 10)
}

// A valueError is a flag's value that its messages show as the user wrote
// it, flag and value: "-j 0: want 1 to 256 workers".
type valueError struct{ msg string }

func (e *valueError) Error() string { return e.msg }

// usageError is a mistake on the command line: exit 2, with a pointer to
// the command's help.
type usageError struct {
	cmd string
	msg string
}

func (e *usageError) Error() string { return e.msg }

func (fs *flagSet) errorf(format string, args ...any) error {
	return &usageError{cmd: fs.cmd, msg: fmt.Sprintf(format, args...)}
}

// Parse reads args and returns the files among them.
func (fs *flagSet) Parse(args []string) ([]string, error) {
	var files []string
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "--" {
			return append(files, args[i+1:]...), nil
		}
		if len(a) < 2 || a[0] != '-' {
			files = append(files, a)
			continue
		}
		name := strings.TrimPrefix(strings.TrimPrefix(a, "-"), "-")
		value, hasValue := "", false
		if k := strings.IndexByte(name, '='); k >= 0 {
			name, value, hasValue = name[:k], name[k+1:], true
		}
		d := fs.named[name]
		if d == nil {
			return nil, fs.errorf("unknown flag %s", flagName(name))
		}
		if d.arg == "" && !hasValue {
			value = "true"
		} else if !hasValue {
			if i+1 == len(args) {
				return nil, fs.errorf("%s needs a value (%s)", flagName(d.names[0]), d.arg)
			}
			i++
			value = args[i]
		}
		if err := d.set(value); err != nil {
			var ve *valueError
			if errors.As(err, &ve) {
				// the flag as the user wrote it, and the value bare
				return nil, fs.errorf("%s %s: %v", flagName(name), value, err)
			}
			return nil, fs.errorf("%s %q: %v", flagName(d.names[0]), value, err)
		}
		d.isSet = true
	}
	return files, nil
}

// Set reports whether the flag of that name was given.
func (fs *flagSet) Set(name string) bool {
	d := fs.named[name]
	return d != nil && d.isSet
}

func flagName(n string) string {
	if len(n) == 1 {
		return "-" + n
	}
	return "--" + n
}

// printDefaults writes the flags, one a line, sorted by name.
func (fs *flagSet) printDefaults(w io.Writer) {
	defs := append([]*flagDef(nil), fs.defs...)
	sort.SliceStable(defs, func(i, j int) bool { return defs[i].names[0] < defs[j].names[0] })
	tw := tabwriter.NewWriter(w, 0, 8, 2, ' ', 0)
	for _, d := range defs {
		var names []string
		for _, n := range d.names {
			names = append(names, flagName(n))
		}
		spec := strings.Join(names, ", ")
		if d.arg != "" {
			spec += " " + d.arg
		}
		usage := d.usage
		if d.def != "" && d.arg != "" && !strings.Contains(usage, "(default") {
			usage += " (default " + d.def + ")"
		}
		fmt.Fprintf(tw, "  %s\t%s\n", spec, usage)
	}
	tw.Flush()
}
