#!/bin/sh
# bench/probe-cost/run.sh - deterministic cost of a dtap profile probe, in
# guest instructions per firing, against a hand-written floor module.
#
# The guest runs under qemu -icount shift=0,sleep=off with one vCPU, where
# guest time advances one nanosecond per guest instruction: the loop
# program (loop.c) times ITER iterations of a pure userspace loop with
# CLOCK_MONOTONIC, so its "ns" are the instructions the vCPU executed
# meanwhile, whatever the host is doing.  Each case of cases.list runs the
# loop REPS times (median taken) with: no module; the floor module
# (floor/pcfloor.c: a pinned hrtimer at profile-4999's period incrementing
# a per-CPU counter, the least any timer-based tracer pays); and dtap
# modules compiled from cases/NAME.d.
#
#   firings in the loop   F = T / P   (T: median loop ns with the probe,
#                         P = 200040 ns, profile-4999's period; the floor's
#                         own counter checks this estimate)
#   cost per firing       (T - T[no module]) / F
#   probe-only cost       (T - T[pc_idle]) / F: without the fixed cost of
#                         dtapio polling the buffers every 10 ms
#   x floor               a cost divided by the floor's cost per firing
#
# The whole benchmark runs RUNS times, in separate guest boots side by
# side, and the figures of the runs are compared.
#
# --syscall runs the syscall cases instead (syscall.list): the loop makes
# one getppid() per iteration (ITER 200000 by default), every iteration is
# one probe hit, and the floor is floor/tpfloor.c (a sys_enter tracepoint
# callback incrementing a per-CPU counter); the fbt case
# (fbt::__x64_sys_getppid:entry) is also compared with floor/kpfloor.c, a
# kprobe on that function doing the same.
#
# Hand-written modules (hand/, KIND hand in the lists): what a kernel
# engineer writes for a dtap case's job (hw_count: sys_enter counting
# getppid per CPU; hw_execname: a per-CPU hash of comm -> counter;
# hw_probefunc: per-CPU counters by call number; hw_kretprobe: a
# kretprobe counter; fbt_count's is kpfloor, the profile cases' the
# floor), measured in the same boot; the report prints each dtap case's
# kernel cost against its hand-written module's.
#
# --output runs the output path's cases (output.list): a getppid() loop
# with ~3000 instructions of userspace work per iteration (loop -o, ITER
# 200000 by default), each hit writing one printf or trace() record that
# dtapio formats into a tmpfs file while the loop runs; the dtapio and
# kernel columns split the cost of one record between the consumer and
# the probe.
#
# --user runs the user cases (user.list): the loop calls bench_fn() once
# per iteration (ITER 20000 by default: a uprobe hit is two traps, some
# thousands of instructions), the floor is floor/upfloor.c (a uprobe on
# bench_fn incrementing a per-CPU counter), and each dtap case runs the
# loop under dtaprun -c (pid$target is the loop's process).  Its stapc
# rows are SystemTap's (stap installed on this host: cases/NAME.stp is
# compiled for the kernel here, against a sysroot holding the loop at its
# guest path, and run in the same boot with staprun -c, which is shipped
# with stapio and their libraries); without stap they are left out.  Its
# btc rows are bpftrace's: bpftrace and its libraries are shipped, and it
# runs cases/NAME.bt in the guest with -c (left out without bpftrace).
#
# usage: bench/probe-cost/run.sh [--syscall|--output|--user] [--kernel RELEASE] [--iter N]
#                                [--reps N] [--runs N] [--keep DIR]
#   defaults: 6.1.0-56-cloud-amd64, 66666666 iterations (~200 M
#   instructions, ~1000 firings), 7 reps, 2 runs.  --keep DIR keeps the
#   modules, the guest's raw output and the console logs in DIR.
# Needs the built tree (./configure && make): dtap, dtaprun, dtapio.
# Exit status: 0 when every run completed cleanly, 1 otherwise.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/../.." && pwd)
kernel=6.1.0-56-cloud-amd64 iter= reps=7 runs=2 keep= sys=0 list= lflag=
period=200040	# ns: profile-4999's interval as the translator computes it
while [ $# -gt 0 ]; do
	case $1 in
	--syscall) sys=1; shift ;;
	--output) sys=1 list=$here/output.list lflag=-o; shift ;;
	--user) sys=2; shift ;;
	--kernel) kernel=$2; shift 2 ;;
	--iter) iter=$2; shift 2 ;;
	--reps) reps=$2; shift 2 ;;
	--runs) runs=$2; shift 2 ;;
	--keep) keep=$2; shift 2 ;;
	*) echo "usage: $0 [--syscall|--output|--user] [--kernel RELEASE] [--iter N] [--reps N] [--runs N] [--keep DIR]" >&2
	   exit 2 ;;
	esac
done
die() { echo "probe-cost: $*" >&2; exit 1; }
if [ "$sys" = 1 ]; then
	list=${list:-$here/syscall.list} lflag=${lflag:--s} hits=${iter:-200000} iter=${iter:-200000}
elif [ "$sys" = 2 ]; then
	list=$here/user.list lflag=-u hits=${iter:-20000} iter=${iter:-20000}
else
	list=$here/cases.list lflag= hits=0 iter=${iter:-66666666}
fi
for b in dtap dtaprun dtapio; do
	[ -x "$top/$b" ] || die "$top/$b missing: build first (./configure && make)"
done
kbuild=/lib/modules/$kernel/build
[ -f "$kbuild/Makefile" ] || die "no kernel build tree $kbuild"
qemu=$(command -v qemu-system-x86_64) || die "qemu-system-x86_64 not found"
t_start=$(date +%s)

work=$(mktemp -d "${TMPDIR:-/tmp}/dtap-probecost.XXXXXX")
trap 'rm -rf "$work"' EXIT
stage=$work/pc
mkdir -p "$stage" "$work/floor" "$work/shim" "$work/dtap"

# ---- build: loop, floor module, dtap modules ------------------------------
gcc -std=gnu11 -Wall -Wextra -Werror -O2 -static -o "$stage/loop" "$here/loop.c"
cp "$here/floor/pcfloor.c" "$here/floor/tpfloor.c" "$here/floor/kpfloor.c" "$here/floor/ftfloor.c" \
	"$here/floor/upfloor.c" "$here/floor/Kbuild" "$work/floor/"
# the uprobe API of the tree: 6.12's returns the uprobe (see upfloor.c)
grep -qw uprobe_unregister_nosync "$kbuild/Module.symvers" &&
	echo "CFLAGS_upfloor.o := -DUPFLOOR_NOSYNC" >> "$work/floor/Kbuild"
make -C "$kbuild" M="$work/floor" modules > "$work/floor/build.log" 2>&1 ||
	{ cat "$work/floor/build.log" >&2; die "floor module did not build"; }
cp "$work/floor/pcfloor.ko" "$work/floor/tpfloor.ko" "$work/floor/kpfloor.ko" \
	"$work/floor/ftfloor.ko" "$work/floor/upfloor.ko" "$stage/"
# the hand-written modules (the C a kernel engineer writes for a case's job)
mkdir -p "$work/hand"
cp "$here"/hand/*.c "$here"/hand/*.h "$here/hand/Kbuild" "$work/hand/"
make -C "$kbuild" M="$work/hand" modules > "$work/hand/build.log" 2>&1 ||
	{ cat "$work/hand/build.log" >&2; die "hand-written modules did not build"; }
cp "$work"/hand/*.ko "$stage/"
# bench_fn's file offset, as the pid provider computes it (the floor's
# uprobe goes where dtap's does)
"$top/dtap" --pass=3 --kernel="$kernel" -c /root/pc/loop --vm-file="$stage/loop:/root/pc/loop" \
	-n 'pid$target:a.out:bench_fn:entry {}' | sed -n 's/.*\.offset = \(0x[0-9a-f]*\)ULL.*/\1/p' \
	> "$stage/upfloor.offset"
[ -s "$stage/upfloor.offset" ] || die "bench_fn's offset not found in the loop"
# and the USDT probe's (the usdt cases' floor, upnop)
"$top/dtap" --pass=3 --kernel="$kernel" -c /root/pc/loop --vm-file="$stage/loop:/root/pc/loop" \
	-n 'bench$target:::fn {}' | sed -n 's/.*\.offset = \(0x[0-9a-f]*\)ULL.*/\1/p' \
	> "$stage/upnop.offset"
[ -s "$stage/upnop.offset" ] || die "bench:fn's offset not found in the loop"
# SystemTap's and bpftrace's rows only where they are installed (the
# report's list without them too)
nostap=stapc nobt=btc
command -v stap > /dev/null && nostap=
command -v bpftrace > /dev/null && nobt=
grep -v '^#' "$list" | awk -v a="$nostap" -v b="$nobt" '$2 != a && $2 != b' > "$work/list"
for k in $nostap $nobt; do
	grep -q "^[^#]* $k " "$list" && echo "probe-cost: no $k rows: ${k%c} not installed" >&2
done
list=$work/list
awk 'NF { print $1, $2 }' "$list" > "$stage/cases"
while read -r name kind; do
	[ "$kind" = dtap ] || [ "$kind" = dtapc ] || continue
	set --
	[ "$kind" = dtapc ] && set -- -c /root/pc/loop --vm-file="$stage/loop:/root/pc/loop"
	(cd "$work/dtap" && "$top/dtap" --pass=4 --kernel="$kernel" \
		--module="$name" "$@" -s "$here/cases/$name.d" > /dev/null) ||
		die "dtap could not compile cases/$name.d"
	cp "$work/dtap/$name.ko" "$stage/"
done < "$stage/cases"
# SystemTap's modules: the probe names /root/pc/loop, found in a sysroot
# that has it there and this kernel's build tree and System.map.  A
# Debian 6.1 kernel whose task_work_cancel() takes a callback_head (a
# backport) needs SystemTap 4.8's runtime to call task_work_cancel_func()
# instead: a patched copy of the runtime then.
vmfiles=
if grep -q ' stapc$' "$stage/cases"; then
	sysroot=$work/sysroot
	mkdir -p "$sysroot/root/pc" "$sysroot/lib/modules/$kernel" "$sysroot/boot"
	cp "$stage/loop" "$sysroot/root/pc/loop"
	ln -s "$kbuild" "$sysroot/lib/modules/$kernel/build"
	[ -f "/boot/System.map-$kernel" ] && ln -s "/boot/System.map-$kernel" "$sysroot/boot/"
	runtime=/usr/share/systemtap/runtime
	if grep -qs 'bool task_work_cancel(struct task_struct \*task, struct callback_head' \
		"$kbuild/include/linux/task_work.h" \
		"/lib/modules/$kernel/source/include/linux/task_work.h" &&
	    grep -q 'twork = task_work_cancel(task, func);' "$runtime/stp_task_work.c"; then
		cp -r "$runtime" "$work/stap-runtime"
		runtime=$work/stap-runtime
		sed -i 's/typeof(&task_work_cancel)/typeof(\&task_work_cancel_func)/
			s/^#define task_work_cancel (/#define task_work_cancel_func (/
			s/kallsyms_lookup_name("task_work_cancel")/kallsyms_lookup_name("task_work_cancel_func")/
			s/twork = task_work_cancel(task, func);/twork = task_work_cancel_func(task, func);/' \
			"$runtime/stp_task_work.c"
	fi
	while read -r name kind; do
		[ "$kind" = stapc ] || continue
		(cd "$work/dtap" && stap -p4 --sysroot="$sysroot" -R "$runtime" -r "$kernel" \
			-m "$name" "$here/cases/$name.stp" > /dev/null 2> "$work/dtap/$name.stap.err") ||
			{ cat "$work/dtap/$name.stap.err" >&2; die "stap could not compile cases/$name.stp"; }
		cp "$work/dtap/$name.ko" "$stage/"
	done < "$stage/cases"
	# staprun, the stapio it runs, and their libraries, at their paths
	for f in "$(command -v staprun)" /usr/lib/systemtap/stapio; do
		echo "$f"
		ldd "$f" | awk '$2 == "=>" && $3 ~ /^\// { print $3 } $1 ~ /^\// { print $1 }'
	done | sort -u > "$work/stapfiles"
	while read -r f; do vmfiles="$vmfiles --file $f:$f"; done < "$work/stapfiles"
fi
# bpftrace and its libraries (LLVM's among them: some 250 MB in the guest)
if grep -q ' btc$' "$stage/cases"; then
	while read -r name kind; do
		[ "$kind" = btc ] && cp "$here/cases/$name.bt" "$stage/"
	done < "$stage/cases"
	f=$(command -v bpftrace)
	{ echo "$f"; ldd "$f" | awk '$2 == "=>" && $3 ~ /^\// { print $3 } $1 ~ /^\// { print $1 }'; } |
		sort -u > "$work/btfiles"
	while read -r f; do vmfiles="$vmfiles --file $f:$f"; done < "$work/btfiles"
	export DTAP_BENCH_MEM=2048	# the guest's root holds them twice (qemu-icount)
fi
cp "$here/guest.sh" "$stage/"
t_built=$(date +%s)

# ---- run: RUNS deterministic guests side by side ---------------------------
# dtap-vm builds and boots the guest; the shim first in its PATH turns its
# qemu command into the deterministic one (see qemu-icount).
cp "$here/qemu-icount" "$work/shim/qemu-system-x86_64"
chmod +x "$work/shim/qemu-system-x86_64"
r=1
while [ "$r" -le "$runs" ]; do
	DTAP_BENCH_QEMU=$qemu PATH="$work/shim:$PATH" \
		"$top/stapio/dtap-vm" --kernel "$kernel" --timeout 600 \
		--console "$work/console.$r.log" --file "$stage:/root/pc" $vmfiles \
		-- sh /root/pc/guest.sh "$iter" "$reps" $lflag \
		> "$work/run.$r.txt" 2> "$work/run.$r.err" &
	r=$((r + 1))
done
wait
t_ran=$(date +%s)

# ---- report ----------------------------------------------------------------
status=0
r=1
while [ "$r" -le "$runs" ]; do
	f=$work/run.$r.txt
	if ! grep -q '^@@DONE' "$f"; then
		echo "run $r did not complete; guest stderr and console tail:" >&2
		cat "$work/run.$r.err" >&2
		tail -n 20 "$work/console.$r.log" >&2
		status=1
	fi
	if grep -E '^@@(DMESG|ERR)' "$f" >&2; then
		status=1
	fi
	r=$((r + 1))
done

case $sys$lflag in
1-o) what="output path: a record per hit, getppid() loop" ;;
1*) what="syscall probes, getppid() loop" ;;
2*) what="user probes, bench_fn() loop" ;;
*) what=profile-4999 ;;
esac
echo "probe cost, $what, kernel $kernel, qemu -icount shift=0 (1 ns = 1 instruction), 1 vCPU"
case $sys$lflag in
1-o) body="one getppid() and ~3000 instructions" ;;
1*) body="one getppid()" ;;
2*) body="one bench_fn() call" ;;
*) body="3 instructions" ;;
esac
echo "loop: $iter iterations x $body, median of $reps reps; figures in instructions"
r=1
while [ "$r" -le "$runs" ]; do
	echo
	echo "run $r:"
	awk -v period="$period" -v reps="$reps" -v hits="$hits" -v user="$((sys == 2))" \
		-f "$here/report.awk" \
		"$list" "$work/run.$r.txt" > "$work/table.$r" || status=1
	grep -v '^@@' "$work/table.$r"
	r=$((r + 1))
done
if [ "$runs" -gt 1 ]; then
	echo
	echo "repeatability: run 1 vs each other run (+/firing, kernel):"
	r=2
	while [ "$r" -le "$runs" ]; do
		awk -v r="$r" '
			FNR == NR && /^@@COST / { a[$2] = $3; k[$2] = $4; next }
			/^@@COST / && ($2 in a) {
				printf "  run %d %-10s %8.1f vs %8.1f (%+.2f%%)   %8.1f vs %8.1f (%+.2f%%)\n",
					r, $2, $3, a[$2], pct($3, a[$2]), $4, k[$2], pct($4, k[$2])
			}
			function pct(x, y) { return y != 0 ? 100 * (x - y) / y : 0 }' "$work/table.1" "$work/table.$r"
		r=$((r + 1))
	done
fi
echo
echo "time: build $((t_built - t_start)) s, guests $((t_ran - t_built)) s"
if [ -n "$keep" ]; then
	mkdir -p "$keep"
	cp -r "$work"/* "$keep/"
fi
exit $status
