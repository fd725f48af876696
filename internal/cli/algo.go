package cli

import (
	"strings"

	"github.com/sudokit-go/sudokit"
	"github.com/sudokit-go/sudokit/engine"
)

// algoFlag defines --algo NAME: the one engine a command searches with,
// the registry's default unless given.
func algoFlag(fs *flagSet, p *string) {
	reg := engine.Registry()
	fs.String(p, "algo", "NAME", reg.Default().Name, "engine: "+strings.Join(reg.Names(), ", "))
}

// lookupEngine returns the engine --algo names; an unknown name is a usage
// error that lists the engines there are.
func (r *runner) lookupEngine(name string) (sudokit.Engine, error) {
	e, err := engine.Registry().Lookup(name)
	if err != nil {
		return sudokit.Engine{}, r.usageErr("--algo %s: %v", name, err)
	}
	return e, nil
}

// lookupEngines returns the engines of --algo LIST, comma-separated, in the
// order given.
func (r *runner) lookupEngines(list string) ([]sudokit.Engine, error) {
	var engines []sudokit.Engine
	for _, name := range strings.Split(list, ",") {
		e, err := r.lookupEngine(strings.TrimSpace(name))
		if err != nil {
			return nil, err
		}
		engines = append(engines, e)
	}
	return engines, nil
}
