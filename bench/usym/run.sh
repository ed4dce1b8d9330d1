#!/bin/sh
# bench/usym/run.sh - microseconds dtapio spends naming one user address
# (stapio/usym.c's dtc_usym), warm caches, for 1, 32 and 200 processes
# named in turn (an aggregation of ustack() keys of many processes).
# Host only; needs the built tree.  usage: bench/usym/run.sh [NLOOKUP]
set -eu
here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/../.." && pwd)
tmp=$(mktemp -d "${TMPDIR:-/tmp}/dtap-usym.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
gcc -std=gnu11 -Wall -Wextra -Werror -O2 -include "$top/config.h" -I"$top/stapio" \
	-I"$top/translator" -I"$top/runtime" -o "$tmp/usym_bench" "$here/usym_bench.c" \
	"$top/build/libdtap.a" -ldw -lelf -lcrypto
for n in 1 32 200; do
	"$tmp/usym_bench" "$n" "${1:-200000}"
done
