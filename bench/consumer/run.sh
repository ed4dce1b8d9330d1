#!/bin/sh
# bench/consumer/run.sh - user-space instructions dtapio's consumer spends
# per record, counted by callgrind on the host (no guest, no kernel): each
# case's module is built (dtap --pass=4), then replay (replay.c) feeds N1
# and N2 synthetic records of it to dtap_consume_buf; the figure is the
# difference of dtap_consume_buf's inclusive instruction counts divided by
# N2 - N1 (so fixed costs cancel out).
#
# usage: bench/consumer/run.sh [--tree DIR] [--kernel REL] [--n1 N] [--n2 N]
#                              [CASE.d...]
#   --tree  a built dtap tree whose build/libdtap.a and headers to measure
#           (default: this one), e.g. an older commit for a before/after
#   --kernel  build the cases' modules for REL (dtap's default otherwise);
#           only their metadata is used
#   CASE.d  default: bench/consumer/cases/*.d
set -eu
here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/../.." && pwd)
tree=$top n1=2000 n2=22000 kernel=
while [ $# -gt 0 ]; do
	case $1 in
	--tree) tree=$(cd "$2" && pwd); shift 2 ;;
	--kernel) kernel=$2; shift 2 ;;
	--n1) n1=$2; shift 2 ;;
	--n2) n2=$2; shift 2 ;;
	-h|--help) sed -n '2,17p' "$0"; exit 0 ;;
	--) shift; break ;;
	-*) echo "usage: $0 [--tree DIR] [--kernel REL] [--n1 N] [--n2 N] [CASE.d...]" >&2; exit 2 ;;
	*) break ;;
	esac
done
[ $# -gt 0 ] || set -- "$here"/cases/*.d
command -v valgrind >/dev/null || { echo "$0: valgrind not found (Debian package: valgrind)" >&2; exit 1; }
tmp=$(mktemp -d "${TMPDIR:-/tmp}/dtap-consumer.XXXXXX")
trap 'rm -rf "$tmp"' EXIT

gcc -std=gnu11 -Wall -Wextra -Werror -O2 -g -include "$tree/config.h" \
	-I"$tree/stapio" -I"$tree/translator" -I"$tree/runtime" \
	-o "$tmp/replay" "$here/replay.c" "$tree/build/libdtap.a" -ldw -lelf -lcrypto

# Inclusive Ir of dtap_consume_buf for N records of KO.
count() {	# KO N
	valgrind --tool=callgrind --callgrind-out-file="$tmp/cg.out" \
		"$tmp/replay" "$1" "$2" > /dev/null 2>&1
	callgrind_annotate --inclusive=yes "$tmp/cg.out" 2>/dev/null |
		awk '/dtap_consume_buf/ { gsub(",", "", $1); print $1; exit }'
}

printf '%-16s %12s\n' case "Ir/record"
for d in "$@"; do
	d=$(cd "$(dirname "$d")" && pwd)/$(basename "$d")
	name=$(basename "$d" .d)
	(cd "$tmp" && "$top/dtap" --pass=4 ${kernel:+--kernel "$kernel"} \
		--module="bc_$name" -s "$d" > /dev/null) ||
		{ echo "$0: cannot build $d" >&2; exit 1; }
	a=$(count "$tmp/bc_$name.ko" "$n1")
	b=$(count "$tmp/bc_$name.ko" "$n2")
	awk -v a="$a" -v b="$b" -v n="$((n2 - n1))" -v c="$name" \
		'BEGIN { printf "%-16s %12.1f\n", c, (b - a) / n }'
done
