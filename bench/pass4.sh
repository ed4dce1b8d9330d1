#!/bin/sh
# bench/pass4.sh - time of `dtap --pass=4` for a small script (bench/small.d):
#   cold       the first run after a fresh install: HOME is an empty
#              directory, so ~/.dtap/keys and ~/.cache/dtap do not exist yet
#              (key generation, kernel feature probes and kbuild included);
#              median of 3 such runs
#   warm       keys and feature probes exist, the module is built: each run
#              uses --no-cache (kbuild and signing every time); median of 5
#   cached     the same program again: the compile cache returns the signed
#              module (passes 1-3 and the cache key only); median of 5
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
run_once() {	# HOME [DTAP-OPTION] -> seconds
	t0=$(now)
	(cd "$work" && HOME=$1 "$dtap" --pass=4 $kopt ${2:-} --module=bench_small -s "$script") \
		> "$work/out" 2> "$work/err" || { cat "$work/err" >&2; exit 1; }
	t1=$(now)
	awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.3f\n", b - a }'
}
median() { sort -n | awk '{ v[NR] = $1 } END { printf "%.2f", v[int((NR + 1) / 2)] }'; }

cold=$(for i in 1 2 3; do
	h=$(mktemp -d "$work/home.XXXXXX")
	run_once "$h"
done | median)
home=$(mktemp -d "$work/home.XXXXXX")
run_once "$home" > /dev/null		# keys, feature probes, cache entry
warm=$(for i in 1 2 3 4 5; do run_once "$home" --no-cache; done | median)
cached=$(for i in 1 2 3 4 5; do run_once "$home"; done | median)

echo "dtap --pass=4 $kopt --module=bench_small -s bench/small.d ($(nproc) cores)"
printf '%-8s %10s %16s\n' "" "dtap (s)" "SystemTap (s)"
printf '%-8s %10s %16s\n' cached "$cached" "-"
printf '%-8s %10s %16s\n' warm "$warm" 4.6
printf '%-8s %10s %16s\n' cold "$cold" "~115"
