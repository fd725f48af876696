#!/usr/bin/env bash
# The figures of docs/generate.md: sudokit generate against QQwing 1.3.4
# (Debian's qqwing), puzzles per CPU-second (user + system) on one core,
# both measured in the same run. Run from the repository root:
#
#   bash docs/bench-generate.sh            # the whole table (some minutes)
#   QUICK=1 bash docs/bench-generate.sh    # smaller counts
#
# It installs qqwing with apt-get when it is missing and can be installed.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v qqwing >/dev/null; then
	(apt-get install -y qqwing >/dev/null 2>&1 || sudo apt-get install -y qqwing >/dev/null 2>&1) || true
fi
bin=$(mktemp -d)/sudokit
go build -o "$bin" ./cmd/sudokit
out=$(mktemp -d)
scale=1
[ -n "${QUICK:-}" ] && scale=10

# cpu CMD...: runs CMD with stdout to $out/stdout, prints its CPU seconds.
cpu() {
	/usr/bin/time -f '%U %S' -o "$out/time" "$@" >"$out/stdout" 2>"$out/stderr" || true
	tail -1 "$out/time" | awk '{printf "%.3f", $1 + $2}'
}
rate() { awk -v n="$1" -v s="$2" 'BEGIN { printf "%.0f", (s > 0 ? n / s : 0) }'; }
# clues: median and range of the clue counts of the puzzles in $out/stdout.
clues() {
	awk '{ n = 0; for (i = 1; i <= length($1); i++) if (substr($1, i, 1) != ".") n++; print n }' "$out/stdout" |
		sort -n | awk '{ a[NR] = $1 } END { printf "%d (%d-%d)", a[int((NR + 1) / 2)], a[1], a[NR] }'
}
levels() {
	grep -o '"level":"[A-Za-z]*"' "$out/stdout" | sort | uniq -c | awk '{ printf "%s%s %s", sep, $2, $1; sep = ", " }' | sed 's/"level"://g; s/"//g'
}

echo "machine: $(nproc) CPUs, $(go version | cut -d' ' -f3); shared and noisy: take the ratios, not the rates"
echo
if command -v qqwing >/dev/null; then
	n=$((1000 / scale))
	q=$(cpu qqwing --generate "$n" --one-line)
	s=$(cpu "$bin" generate --minimal --count $((20 * n)) -j 1 --seed 1)
	echo "9x9 minimal:  qqwing --generate $n: $(rate "$n" "$q")/s; sudokit generate --minimal --count $((20 * n)) -j 1: $(rate $((20 * n)) "$s")/s; ratio $(awk -v a="$(rate $((20 * n)) "$s")" -v b="$(rate "$n" "$q")" 'BEGIN{printf "%.1f", a/b}')x"
	n=$((300 / scale))
	q=$(cpu qqwing --generate "$n" --difficulty expert --one-line)
	s=$(cpu "$bin" generate --minimal --rating 3.2-12 --count $((10 * n)) -j 1 --seed 1)
	echo "9x9 expert:   qqwing --generate $n --difficulty expert: $(rate "$n" "$q")/s; sudokit generate --minimal --rating 3.2-12 --count $((10 * n)) -j 1: $(rate $((10 * n)) "$s")/s; ratio $(awk -v a="$(rate $((10 * n)) "$s")" -v b="$(rate "$n" "$q")" 'BEGIN{printf "%.1f", a/b}')x"
else
	echo "qqwing: not installed, no comparison"
fi
echo
echo "shape  full grids/s  minimal puzzles/s  clues median (range)"
for spec in "4 --size 4 20000 2000" "6 --box 2x3 20000 2000" "9 --size 9 20000 2000" "12 --box 3x4 5000 100" "16 --size 16 2000 20" "25 --size 25 200 0"; do
	set -- $spec
	size=$1 flag=$2 val=$3 grids=$(($4 / scale)) puzzles=$(($5 / scale))
	[ "$puzzles" -lt 2 ] && [ "$5" -gt 0 ] && puzzles=2
	g=$(cpu "$bin" generate "$flag" "$val" --clues $((size * size)) --count "$grids" -j 1 --seed 1)
	if [ "$5" -gt 0 ]; then
		p=$(cpu "$bin" generate "$flag" "$val" --count "$puzzles" -j 1 --seed 1 --timeout 10m)
		echo "${size}x${size}  $(rate "$grids" "$g")  $(rate "$puzzles" "$p") ($puzzles in ${p}s)  $(clues)"
	else
		echo "${size}x${size}  $(rate "$grids" "$g")  (see docs/generate.md)"
	fi
done
echo
# 16x16: rating with the chaining rungs takes minutes a puzzle; the JSON
# record has "er": null when its rating did not finish within the timeout.
for spec in "9 --size 9 1000 10m" "16 --size 16 4 3m"; do
	set -- $spec
	n=$(($4 / scale)); [ "$n" -lt 2 ] && n=2
	cpu "$bin" generate "$2" "$3" --count "$n" -j 1 --seed 2 --json --timeout "$5" >/dev/null
	echo "levels of unconstrained minimal ${1}x${1} puzzles ($n): $(levels); not rated in time: $(grep -c '"er":null' "$out/stdout" || true)"
done
echo
echo "9x9 per level (--difficulty, --timeout 5s):"
for level in easy medium hard expert extreme; do
	n=$((200 / scale))
	case $level in expert | extreme) n=$((n / 5)); [ "$n" -lt 2 ] && n=2 ;; esac
	s=$(cpu "$bin" generate --difficulty "$level" --count "$n" -j 1 --seed 3 --timeout 5s)
	missed=$(grep -c 'no .* puzzle within' "$out/stderr" || true)
	echo "  $level: $(rate "$n" "$s")/s ($n puzzles in ${s}s CPU, $missed targets missed)"
done
