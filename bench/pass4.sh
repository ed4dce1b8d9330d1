#!/bin/sh
# bench/pass4.sh - time of `dtap --pass=4` for a small script, warm and cold.
#   warm: median of 5 runs once caches and the signing key exist
#   cold: the first run after a fresh install: HOME is an empty directory,
#         so ~/.cache/dtap and ~/.dtap/keys do not exist yet (key generation
#         and kernel feature probes included); median of 3 such runs.
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

now() { date +%s.%N; }
run_once() {	# HOME -> seconds
	t0=$(now)
	(cd "$work" && HOME=$1 "$dtap" --pass=4 $kopt --module=bench_small -s "$script") \
		> "$work/out" 2> "$work/err" || { cat "$work/err" >&2; exit 1; }
	t1=$(now)
	awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.3f\n", b - a }'
}
median() { sort -n | awk '{ v[NR] = $1 } END { printf "%.2f", v[int((NR + 1) / 2)] }'; }

cold=$(for i in 1 2 3; do
	h=$(mktemp -d "$work/home.XXXXXX")
	run_once "$h"
done | median)
warmhome=$(mktemp -d "$work/home.XXXXXX")
run_once "$warmhome" > /dev/null
warm=$(for i in 1 2 3 4 5; do run_once "$warmhome"; done | median)

echo "dtap --pass=4 ($kopt, $(nproc) cores) for bench/small.d"
printf '%-8s %10s %16s\n' "" "dtap (s)" "SystemTap (s)"
printf '%-8s %10s %16s\n' warm "$warm" 4.6
printf '%-8s %10s %16s\n' cold "$cold" "~115"
