#!/bin/sh
# bench/pass4.sh - time of `dtap --pass=4` for a small script (bench/small.d):
#   cold       the first run after a fresh install: HOME is an empty
#              directory, so ~/.dtap/keys and ~/.cache/dtap do not exist yet
#              (key generation, kernel feature probes, learning the tree's
#              build recipe, precompiling the kernel headers, the build);
#              median of 3 such runs
#   warm       keys, feature probes, recipe and precompiled header exist:
#              each run uses --no-cache (compile, module info, link and
#              sign every time); median of 5, with the median of each
#              phase as --verbose-passes reports it
#   cached     the same program again: the compile cache returns the signed
#              module (passes 1-3 and the cache key only); median of 5
#   kbuild     as warm, with --kbuild (make -C KDIR M=DIR modules, the way
#              pass 4 worked before); median of 3
# usage: bench/pass4.sh [DTAP] [--kernel=RELEASE]
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
dtap=${1:-$top/dtap}
kopt=${2:-}
if [ -z "$kopt" ]; then
	for d in $(ls -d /lib/modules/* | sort -V -r); do
		[ -f "$d/build/Makefile" ] && { kopt=--kernel=${d##*/}; break; }
	done
fi
script=$top/bench/small.d
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
unset XDG_CACHE_HOME

now() { date +%s.%N; }
run_once() {	# HOME [DTAP-OPTION...] -> seconds; stderr kept in $work/err
	h=$1; shift
	t0=$(now)
	(cd "$work" && HOME=$h "$dtap" --pass=4 $kopt "$@" --module=bench_small -s "$script") \
		> "$work/out" 2> "$work/err" || { cat "$work/err" >&2; exit 1; }
	t1=$(now)
	awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.3f\n", b - a }'
}
median() { sort -n | awk '{ v[NR] = $1 } END { printf "%.2f", v[int((NR + 1) / 2)] }'; }
imedian() { sort -n | awk '{ v[NR] = $1 } END { printf "%d", v[int((NR + 1) / 2)] }'; }

cold=$(for i in 1 2 3; do
	h=$(mktemp -d "$work/home.XXXXXX")
	run_once "$h"
done | median)
home=$(mktemp -d "$work/home.XXXXXX")
run_once "$home" > /dev/null		# keys, feature probes, recipe, cache entry
: > "$work/phases"
warm=$(for i in 1 2 3 4 5; do
	run_once "$home" --no-cache --verbose-passes
	# one line per run: real ms of compile, module info, link, sign, then
	# their CPU ms (user + system, the programs they ran included)
	awk '/^Pass 4: (compile|module info|link|sign) in / {
		split($(NF - 1), a, "/"); sub(/usr/, "", a[1]); sub(/sys/, "", a[2]); sub(/real/, "", a[3])
		real = real " " a[3]; cpu += a[1] + a[2] }
	END { print real, cpu }' "$work/err" >> "$work/phases"
done | median)
phase() { awk -v c="$1" '{ print $c }' "$work/phases" | imedian; }
cached=$(for i in 1 2 3 4 5; do run_once "$home"; done | median)
kbuild=$(for i in 1 2 3; do run_once "$home" --no-cache --kbuild; done | median)

echo "dtap --pass=4 $kopt --module=bench_small -s bench/small.d ($(nproc) cores, load $(cut -d' ' -f1 /proc/loadavg))"
printf '%-8s %10s %16s\n' "" "dtap (s)" "SystemTap (s)"
printf '%-8s %10s %16s\n' cached "$cached" "-"
printf '%-8s %10s %16s\n' warm "$warm" 4.6
printf '%-8s %10s %16s\n' cold "$cold" "~115"
printf '%-8s %10s %16s\n' kbuild "$kbuild" "-"
echo "warm phases (median real ms): compile $(phase 1), module info $(phase 2), link $(phase 3), sign $(phase 4); CPU $(phase 5) ms"
