#!/bin/sh
# bench/fbt-wide.sh - fbt one-liners over thousands of functions (issue 20,
# section 6): for each script, the probes it enables, the generated C,
# pass 4 (`dtap --pass=4 --no-cache`: wall time, CPU of dtap and the
# compiler it runs, peak memory), the module (.ko bytes, and its text,
# rodata and metadata sections); with -g, the script run in a guest
# (`dtap --vm`, tick-1s then exit, top 3 printed) and its wall time less
# that of `BEGIN { exit(0); }` in the same guest: loading, attaching,
# one second of tracing, detaching.
#
# usage: sh bench/fbt-wide.sh [-g] [-k "RELEASE..."] [DTAP]
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
kernels="6.12.95+deb12-cloud-amd64 6.1.0-56-cloud-amd64"
guest=0
while getopts gk: o; do
	case $o in
	g) guest=1 ;;
	k) kernels=$OPTARG ;;
	*) echo "usage: $0 [-g] [-k RELEASES] [DTAP]" >&2; exit 2 ;;
	esac
done
shift $((OPTIND - 1))
dtap=${1:-$top/dtap}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"

scripts='fbt:::entry { @[probefunc] = count(); }
fbt::vfs_*:entry { @[probefunc] = count(); }
fbt:::return { @[probefunc] = count(); }'

secs() {	# the wall time of a command, in seconds (2 decimals)
	s=$(date +%s.%N)
	"$@" > out 2> err || { cat err >&2; return 1; }
	echo "$(date +%s.%N) $s" | awk '{ printf "%.2f", $1 - $2 }'
}

section() {	# KO SECTION -> its size in bytes
	size -A "$1" | awk -v s="$2" '$1 == s { print $2 }'
}

echo "| kernel | script | probes | C | pass 4 wall | pass 4 CPU | peak RSS | .ko | text | rodata | .dtap_meta | guest run - BEGIN run |"
echo "|---|---|---|---|---|---|---|---|---|---|---|---|"
for k in $kernels; do
	base=
	if [ $guest = 1 ]; then
		base=$(secs "$dtap" --vm="$k" -q -n 'BEGIN { exit(0); }')
	fi
	echo "$scripts" | while IFS= read -r s; do
		n=$("$dtap" --kernel="$k" --pass=2 -n "$s" | sed -n 's/.*: \([0-9]*\) probes$/\1/p')
		c=$("$dtap" --kernel="$k" --pass=3 -n "$s" | wc -c)
		/usr/bin/time -f '%e %U %S %M' -o time "$dtap" --kernel="$k" --pass=4 --no-cache \
			--module=fbtw -n "$s" > /dev/null
		read -r wall user sys rss < time
		g=-
		if [ $guest = 1 ]; then
			t=$(secs "$dtap" --vm="$k" -q -n "$s tick-1s { exit(0); } END { trunc(@, 3); }")
			g=$(echo "$t $base" | awk '{ printf "%.1f s", $1 - $2 }')
			sed 's/^/    /' out >&2
		fi
		echo "| $k | \`$s\` | $n | $((c / 1024)) kB | $wall s |" \
		     "$(echo "$user $sys" | awk '{ printf "%.2f", $1 + $2 }') s | $((rss / 1024)) MB |" \
		     "$(($(stat -c %s fbtw.ko) / 1024)) kB | $(($(section fbtw.ko .text) / 1024)) kB |" \
		     "$(($(section fbtw.ko .rodata) / 1024)) kB | $(($(section fbtw.ko .dtap_meta) / 1024)) kB | $g |"
	done
done
