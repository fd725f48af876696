// Command sudokit solves, checks, counts and rewrites Sudoku puzzles from
// 4x4 to 64x64. Run 'sudokit help' for its commands.
package main

import (
	"context"
	"os"
	"os/signal"
	"syscall"

	"github.com/sudokit-go/sudokit/internal/cli"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	go func() {
		// The first signal stops the run, which ends within a moment;
		// a second one ends the process at once.
		<-ctx.Done()
		stop()
	}()
	code := cli.Main(os.Args[1:], cli.StdEnv(ctx))
	stop()
	os.Exit(code)
}
