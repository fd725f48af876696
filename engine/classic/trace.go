package classic

import "github.com/sudokit-go/sudokit"

// emit hands e to the trace function, if there is one.
func emit(trace func(sudokit.Event), e sudokit.Event) {
	if trace != nil {
		trace(e)
	}
}
