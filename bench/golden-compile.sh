#!/bin/bash
# bench/golden-compile.sh - what the test suite's compiles cost: every golden
# case matching GLOB compiled as testsuite/run's compile_case compiles it
# (its .args, -s NAME.d, --module=NAME), one after another, with --no-cache
# (a cold CI run has no compile cache); prints the CPU (user + system of
# dtap and every program it ran) in all and per case, and the wall time.
# usage: bench/golden-compile.sh [-k RELEASE] [DTAP-TREE] GLOB
#   DTAP-TREE: a built tree (its dtap, runtime and testsuite/golden; default
#   this one), to compare two trees on the same cases.
set -u
kernel=
if [ "${1:-}" = -k ]; then kernel=$2; shift 2; fi
if [ $# -gt 1 ]; then top=$(cd "$1" && pwd); shift; else top=$(cd "$(dirname "$0")/.." && pwd); fi
glob=$1
if [ -z "$kernel" ]; then
	kernel=$(ls -d /lib/modules/*/build | sort -V -r | cut -d/ -f4 | sed -n 1p)
fi
export top kernel
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export work
cases=$(cd "$top/testsuite/golden" && ls $glob.d | sed 's/\.d$//')
compile_all() {
	for n in $cases; do
		args=()
		[ -f "$top/testsuite/golden/$n.args" ] && eval "args=($(cat "$top/testsuite/golden/$n.args"))"
		mkdir -p "$work/$n" && cp "$top/testsuite/golden/$n.d" "$work/$n/"
		(cd "$work/$n" && "$top/dtap" --pass=4 --no-cache --kernel="$kernel" --module="$n" \
			"${args[@]}" -s "$n.d") > "$work/$n/log" 2>&1 || echo "$n: pass 4 failed" >&2
	done
}
export -f compile_all
export cases
t0=$(date +%s.%N)
/usr/bin/time -f "%U %S" -o "$work/time" bash -c compile_all
t1=$(date +%s.%N)
n=$(echo $cases | wc -w)
echo "$top: $n cases ($glob) for $kernel ($(nproc) cores, load $(cut -d' ' -f1 /proc/loadavg))"
awk -v n="$n" -v a="$t0" -v b="$t1" '{ printf "CPU %.1f s, %.3f s per case; wall %.1f s\n",
	$1 + $2, ($1 + $2) / n, b - a }' "$work/time"
