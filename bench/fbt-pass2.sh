#!/bin/sh
# bench/fbt-pass2.sh - pass 2 of a script using fbt's typed arguments
# (bench/fbt-args.d: args[0]->f_path.dentry->d_name.name on vfs_read),
# as `dtap --verbose-passes --pass=2` reports it (CPU usr/sys and wall ms):
#   first    no ~/.cache/dtap (HOME is an empty directory) and the kernel's
#            vmlinux and System.map evicted from the page cache
#            (posix_fadvise DONTNEED, python3): System.map parsed and the
#            probe-able functions sifted and cached, the function's CU found
#            through .debug_aranges; median of 3
#   cached   the same again with the caches in place; median of 5
#   name     the first lookups of names with the DWARF cache removed
#            (the tapsets' struct task_struct, fs_struct and mount, then
#            `jiffies): the CUs walked until one defines each; one run,
#            cold files; then the same cached
#   late     a name defined late in .debug_info (struct tcp_sock, 74% in)
#   whole    the whole name index: a name no CU defines (a walk to the
#            end, the index cached; pass 2 then fails: dtap's whole run)
#   list     `dtap -l` of every probe of the kernel, cached; median of 3
#   list -v  `dtap -lv`: every fbt probe with its argument types (through the
#            name index, read from DWARF); median of 3
# usage: bench/fbt-pass2.sh [DTAP] [--kernel=RELEASE]
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
dtap=${1:-$top/dtap}
kopt=${2:---kernel=6.1.0-56-cloud-amd64}
rel=${kopt#--kernel=}
vmlinux=/usr/lib/debug/boot/vmlinux-$rel
sysmap=/usr/lib/debug/boot/System.map-$rel
[ -r "$vmlinux" ] || { echo "no $vmlinux: install linux-image-$rel-dbg" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
unset XDG_CACHE_HOME

evict() { python3 -c 'import os,sys
for p in sys.argv[1:]:
    fd = os.open(p, os.O_RDONLY); os.posix_fadvise(fd, 0, 0, os.POSIX_FADV_DONTNEED); os.close(fd)' "$vmlinux" "$sysmap"; }
pass2() {	# HOME SCRIPT-ARGS... -> "usr sys real" of pass 2
	h=$1; shift
	HOME=$h "$dtap" --verbose-passes --pass=2 $kopt "$@" 2>&1 >/dev/null |
		sed -n 's/^Pass 2: .* in \([0-9]*\)usr\/\([0-9]*\)sys\/\([0-9]*\)real ms.*/\1 \2 \3/p'
}
median() { sort -n -k3 | awk '{ v[NR] = $0 } END { print v[int((NR + 1) / 2)] }'; }
row() { set -- $2; printf '| %s | %s | %s | %s |\n' "$label" "$1" "$2" "$3"; }

echo "| run | usr ms | sys ms | wall ms |"
echo "|---|---|---|---|"
for i in 1 2 3; do
	rm -rf "$work/h"; mkdir "$work/h"; evict
	pass2 "$work/h" -s "$top/bench/fbt-args.d"
done | median | { label=first; read -r l; row x "$l"; }
for i in 1 2 3 4 5; do pass2 "$work/h" -s "$top/bench/fbt-args.d"; done |
	median | { label=cached; read -r l; row x "$l"; }
rm -rf "$work/h/.cache/dtap/dwarf"; evict
pass2 "$work/h" -n 'BEGIN { trace(`jiffies); }' | { label="names, first (\`jiffies)"; read -r l; row x "$l"; }
pass2 "$work/h" -n 'BEGIN { trace(`jiffies); }' | { label="names, cached"; read -r l; row x "$l"; }
pass2 "$work/h" -n 'BEGIN { trace((struct tcp_sock *)0); }' |
	{ label="late name (struct tcp_sock)"; read -r l; row x "$l"; }
HOME=$work/h python3 -c 'import resource, subprocess, sys, time
t = time.time()
subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
r = resource.getrusage(resource.RUSAGE_CHILDREN)
print(int(r.ru_utime * 1e3), int(r.ru_stime * 1e3), int((time.time() - t) * 1e3))' \
	"$dtap" --pass=2 $kopt -n 'BEGIN { trace(NO_SUCH_NAME_AT_ALL); }' |
	{ label="whole index (a name no CU defines; all of dtap)"; read -r l; row x "$l"; }
for i in 1 2 3; do
	t0=$(date +%s%N); HOME=$work/h "$dtap" -l $kopt > "$work/list" 2>/dev/null; t1=$(date +%s%N)
	echo "0 0 $(( (t1 - t0) / 1000000 ))"
done > "$work/times"
median < "$work/times" | { label="dtap -l ($(wc -l < "$work/list") lines)"; read -r l; row x "$l"; }
for i in 1 2 3; do
	t0=$(date +%s%N); HOME=$work/h "$dtap" -lv $kopt > "$work/list" 2>/dev/null; t1=$(date +%s%N)
	echo "0 0 $(( (t1 - t0) / 1000000 ))"
done > "$work/times"
median < "$work/times" | { label="dtap -lv ($(wc -l < "$work/list") lines)"; read -r l; row x "$l"; }
