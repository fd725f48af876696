// Command satbench measures sudokit's engines beside the SAT solvers CaDiCaL
// and MiniSat on the same puzzles in the same run.
//
// It reads puzzle files of any form the sudokit command reads, encodes each
// puzzle to DIMACS CNF, runs each SAT solver on it as a child process (CPU
// time: the child's user and system time), decodes and checks every model,
// and times an engine of sudokit in-process on the same puzzle (CPU time of
// the solving thread), once for the first solution and once proving
// uniqueness (counting to two). It prints one table per file: puzzles,
// settled, median, p99 and max CPU milliseconds per solver, and the ratio of
// each median to CaDiCaL's; -tsv writes every puzzle's time.
//
// Usage:
//
//	go run ./bench/sat [flags] FILE...
//
// bench/sat/run.sh installs the solvers and runs the sets of the
// benchmark; docs/bench-sat.md describes the columns.
package main
