#!/usr/bin/env bash
# bench/sat/run.sh: CaDiCaL and MiniSat beside sudokit's engines, per puzzle,
# CPU time, in one run (docs/bench-sat.md).
#
#   bench/sat/run.sh [FILE...]
#
# Installs Debian's cadical and minisat with apt-get when they are missing,
# builds satbench (./bench/sat) and runs it over FILE..., or, with no FILE,
# over the sets of the benchmark: the 16x16, 25x25 and 36x36 sets of
# ../shared/data beside the checkout (when it is there) and three random
# solvable 64x64 puzzles with 40% givens, bench/sat/testdata/64x64-givens-40pct.txt
# (made by `satbench -make 64 -givens 0.40 -seed 1 -count 3`; a test keeps
# it so).
#
# Environment:
#   SATBENCH_FLAGS  flags for satbench (default: -timeout 20s)
#   SATBENCH_TSV    write every puzzle's time to this file
#   SATBENCH_BIN    use this satbench binary instead of building one
#                   (to measure another checkout's engine with the same program)
set -euo pipefail
cd "$(dirname "$0")/../.."

missing=()
for s in cadical minisat; do
	command -v "$s" >/dev/null 2>&1 || missing+=("$s")
done
if ((${#missing[@]})); then
	sudo=()
	if [ "$(id -u)" -ne 0 ]; then sudo=(sudo); fi
	echo "run.sh: installing ${missing[*]}" >&2
	"${sudo[@]}" apt-get install -y "${missing[@]}" >&2 ||
		{ "${sudo[@]}" apt-get update >&2 && "${sudo[@]}" apt-get install -y "${missing[@]}" >&2; }
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
bin=${SATBENCH_BIN:-}
if [ -z "$bin" ]; then
	bin=$work/satbench
	go build -o "$bin" ./bench/sat
fi

files=("$@")
if ((${#files[@]} == 0)); then
	data=../shared/data
	if [ -d "$data" ]; then
		files+=(
			"$data/16x16/random-minimal.txt"
			"$data/16x16/random-blank-35pct.txt"
			"$data/25x25/random-blank-45pct.txt"
			"$data/25x25/random-blank-50pct.txt"
			"$data/25x25/public-gecode.txt"
			"$data/36x36/random-blank-40pct.txt"
			"$data/36x36/random-blank-55pct.txt"
		)
	else
		echo "run.sh: no $data beside the checkout: only the 64x64 puzzles" >&2
	fi
	files+=(bench/sat/testdata/64x64-givens-40pct.txt)
fi

# shellcheck disable=SC2086 # SATBENCH_FLAGS is a list of flags
flags=(${SATBENCH_FLAGS:--timeout 20s})
if [ -n "${SATBENCH_TSV:-}" ]; then flags+=(-tsv "$SATBENCH_TSV"); fi
"$bin" "${flags[@]}" "${files[@]}"
