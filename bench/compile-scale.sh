#!/bin/sh
# bench/compile-scale.sh - how pass 4 grows with the size of a clause
# (issue 20, section 1).  For each series, one BEGIN clause of N simple
# statements of one kind:
#   assoc   a[I % 50] = a[(I * 7) % 50] + I;          (int associative array)
#   this    this->vK = this->vJ + (timestamp & I);     (50 clause-local ints)
#   str     this->sK = strjoin(this->sJ, "I");         (20 clause-local strings)
#   printf  printf("%d %s %d\n", I, execname, pid);   (N at most 4000: the
#           limit of 4096 printf formats in a program)
#   agg     @a[I % 50] = sum(I);
# and two more series of N clauses of one statement each:
#   clauses BEGIN { a[I % 50] = a[(I * 7) % 50] + I; }
#   probes  the same, ten clauses on each of N / 10 syscall probes
#           (syscall::read:entry, syscall::read:return, ...: each probe
#           its own handler)
# is built with `dtap --pass=4 --no-cache --verbose-passes` (the warm
# caches of the user running it: key, feature probes, recipe, PCH) and
# the table gives the CPU (user + system, gcc and the tools it runs
# included) of pass 4's phases, the same less the smallest N's per extra
# statement, the module's text (every .text* section of the .ko) and its
# growth per statement, and the goal: CPU <= 0.5 s + 2 ms per statement.
#
# usage: bench/compile-scale.sh [-s "SERIES..."] [-n "N..."] [-k RELEASE] [DTAP]
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
series="assoc this str printf agg clauses probes"
sizes="100 200 400 800 1600 3200 5000"
kopt=
while getopts s:n:k: o; do
	case $o in
	s) series=$OPTARG ;;
	n) sizes=$OPTARG ;;
	k) kopt=--kernel=$OPTARG ;;
	*) echo "usage: $0 [-s SERIES] [-n SIZES] [-k RELEASE] [DTAP]" >&2; exit 2 ;;
	esac
done
shift $((OPTIND - 1))
dtap=${1:-$top/dtap}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

gen() {	# SERIES N -> the D script on stdout
	awk -v s="$1" -v n="$2" -v list="$work/probes" 'BEGIN {
		if (s == "assoc" || s == "clauses" || s == "probes")
			print "int a[int];"
		if (s != "clauses" && s != "probes")
			print "BEGIN\n{"
		for (i = 0; i < n; i++) {
			k = i % 50; j = (i * 7) % 50
			if (s == "probes" && i % 10 == 0 && (getline pr < list) <= 0) {
				print "bench/compile-scale.sh: too few syscall probes" > "/dev/stderr"
				exit 1
			}
			if (s == "clauses" || s == "probes")
				printf "%s\n{\n\ta[%d %% 50] = a[(%d * 7) %% 50] + %d;\n}\n",
					s == "probes" ? pr : "BEGIN", i, i, i
			else if (s == "assoc")
				printf "\ta[%d %% 50] = a[(%d * 7) %% 50] + %d;\n", i, i, i
			else if (s == "this" && i < 50)
				printf "\tthis->v%d = %d;\n", i, i
			else if (s == "this")
				printf "\tthis->v%d = this->v%d + (timestamp & %d);\n", k, j, i
			else if (s == "str" && i < 20)
				printf "\tthis->s%d = execname;\n", i
			else if (s == "str")
				printf "\tthis->s%d = strjoin(this->s%d, \"%d\");\n", i % 20, (i * 7) % 20, i
			else if (s == "printf")
				printf "\tprintf(\"%%d %%s %%d\\n\", %d, execname, pid);\n", i
			else if (s == "agg")
				printf "\t@a[%d %% 50] = sum(%d);\n", i, i
		}
		if (s == "clauses" || s == "probes")
			print "BEGIN\n{"
		print "\texit(0);\n}"
	}'
}

build() {	# SERIES N -> "cpu_ms text_bytes"
	gen "$1" "$2" > "$work/s.d"
	rm -f "$work"/*.ko
	(cd "$work" && "$dtap" --pass=4 --no-cache --verbose-passes $kopt --module=scale_$1 -s s.d) \
		> "$work/out" 2> "$work/err" || { cat "$work/err" >&2; exit 1; }
	cpu=$(awk '/^Pass 4: (compile|module info|link|sign) in / {
		split($(NF - 1), a, "/"); sub(/usr/, "", a[1]); sub(/sys/, "", a[2]); cpu += a[1] + a[2] }
		END { print cpu }' "$work/err")
	text=$(size -A "$work"/scale_"$1".ko | awk '$1 ~ /^\.text/ { t += $2 } END { print t }')
	echo "$cpu $text"
}

"$dtap" -l -n syscall::: $kopt 2>/dev/null | awk 'NR > 1 { print "syscall::" $4 ":" $5 }' > "$work/probes"
echo "dtap --pass=4 --no-cache $kopt ($(nproc) cores, load $(cut -d' ' -f1 /proc/loadavg), $(date -u +%FT%TZ))"
printf '%-7s %5s %9s %11s %9s %11s %9s %4s\n' series N "CPU (s)" "ms/stmt+" "text (B)" "B/stmt+" "goal (s)" ok
for s in $series; do
	n0= c0= t0=
	for n in $sizes; do
		# a program has at most 4096 printf formats (one per printf)
		[ "$s" = printf ] && [ "$n" -gt 4000 ] && n=4000
		r=$(build "$s" "$n") || exit 1
		set -- $r
		if [ -z "$n0" ]; then
			n0=$n c0=$1 t0=$2
		fi
		awk -v s="$s" -v n="$n" -v c="$1" -v t="$2" -v n0="$n0" -v c0="$c0" -v t0="$t0" 'BEGIN {
			goal = 500 + 2 * n
			printf "%-7s %5d %9.2f %11s %9d %11s %9.2f %4s\n", s, n, c / 1000,
				(n > n0 ? sprintf("%.2f", (c - c0) / (n - n0)) : "-"), t,
				(n > n0 ? sprintf("%.1f", (t - t0) / (n - n0)) : "-"), goal / 1000,
				(c <= goal ? "yes" : "NO")
		}'
	done
done
