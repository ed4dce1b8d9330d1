#!/bin/sh
# guest.sh - runs in the benchmark's guest (under stapio/dtap-vm, see
# run.sh): for every case of /root/pc/cases, the timed loop REPS times
# with that case's probe enabled, and reports on stdout:
#     @@LOOP CASE REP ns=ELAPSED ctr=N|-   (see loop.c)
#     @@OUT CASE rc=RC lines=L ones=O last=LAST-NUMBER   (dtap cases)
#     @@DMESG CASE LINE                (BUG/WARNING/Oops/stall lines only)
#     @@SETTLE loops=N last=NS          (warm-up before the cases)
#     @@DONE
# A case line is "NAME KIND": KIND none (no module), floor (insmod
# pcfloor.ko), or dtap (dtaprun NAME.ko in the background, the loop run
# once the module is running, with dtapio's run time as ctr, then SIGINT
# and dtapio's output summed up).  Warm-up loops first (settle below).
# KIND tpfloor: the same with tpfloor.ko (sys_enter tracepoint floor);
# kpfloor: kpfloor.ko (a kprobe on __x64_sys_getppid); ftfloor: ftfloor.ko
# (an ftrace_ops on it); upfloor: upfloor.ko, a uprobe on the loop's
# bench_fn (its file offset in upfloor.offset); upnop: the same on
# bench_fn's sys/sdt.h probe, a nop (upnop.offset); hand: NAME.ko, a
# hand-written module counting in its parameter `hits`; dtapc: dtaprun -c the loop
# once per rep (pid$target is the loop's process), its "ns=" line taken
# from dtaprun's output; stapc: the same with SystemTap's staprun -c;
# btc: with bpftrace -c NAME.bt.
# usage: guest.sh ITERATIONS REPS [LOOP-FLAG]   (-s: getppid() loop, -u:
# bench_fn() loop)
set -u
iter=$1 reps=$2 lflag=${3:-}
cd /root/pc || exit 1
fctr=/sys/module/pcfloor/parameters/firings
tctr=/sys/module/tpfloor/parameters/hits
kctr=/sys/module/kpfloor/parameters/hits
ftctr=/sys/module/ftfloor/parameters/hits
uctr=/sys/module/upfloor/parameters/hits

loops() {	# CASE [COUNTER-FILE]
	r=1
	while [ "$r" -le "$reps" ]; do
		echo "@@LOOP $1 $r $(./loop $lflag "$iter" ${2:+"$2"})"
		r=$((r + 1))
	done
}

# Wait (in guest time: sleep=off makes this free on the host) until the
# module's ctl file says running, at most ~10 s.
wait_running() {	# NAME
	n=0
	while [ $n -lt 100 ]; do
		grep -q '^state=running' "/sys/kernel/debug/dtap/$1/ctl" 2>/dev/null &&
			return 0
		usleep 100000
		n=$((n + 1))
	done
	return 1
}

run_dtap() {	# NAME
	dtaprun "$1.ko" > "/tmp/$1.out" 2> "/tmp/$1.err" < /dev/null &
	pid=$!
	if ! wait_running "$1"; then
		echo "@@OUT $1 rc=notrunning lines=0 ones=0 last=-"
		kill -INT "$pid" 2>/dev/null; wait "$pid"
		sed "s/^/@@ERR $1 /" "/tmp/$1.err"
		return
	fi
	# let dtapio settle into its polling loop
	usleep 200000
	# ctr: dtapio's run time during each loop
	loops "$1" "/proc/$(pidof dtapio)/schedstat"
	kill -INT "$pid"
	wait "$pid"
	rc=$?
	lines=$(wc -l < "/tmp/$1.out")
	ones=$(grep -c '^1$' "/tmp/$1.out")
	last=$(grep -o '[0-9][0-9]*' "/tmp/$1.out" | tail -n 1)
	echo "@@OUT $1 rc=$rc lines=$lines ones=$ones last=${last:--}"
	sed "s/^/@@ERR $1 /" "/tmp/$1.err"
}

run_dtapc() {	# NAME [RUNNER [SUFFIX]]: dtaprun NAME.ko, staprun NAME.ko, bpftrace NAME.bt
	r=1 rc=0
	while [ "$r" -le "$reps" ]; do
		${2:-dtaprun} -c "./loop $lflag $iter" "$1${3:-.ko}" > "/tmp/$1.out" 2> "/tmp/$1.err" < /dev/null
		rc=$?
		echo "@@LOOP $1 $r $(grep '^ns=' "/tmp/$1.out" | sed 's/ctr=-/ctr=0/')"
		r=$((r + 1))
	done
	lines=$(wc -l < "/tmp/$1.out")
	last=$(grep -v '^ns=' "/tmp/$1.out" | grep -o '[0-9][0-9]*' | tail -n 1)
	echo "@@OUT $1 rc=$rc lines=$lines ones=0 last=${last:--}"
	sed "s/^/@@ERR $1 /" "/tmp/$1.err"
}

# Boot leftovers (deferred work: 6.12 keeps the CPU busy for a while after
# boot) must be over before the first measured case: loop until two
# consecutive loops agree within 0.05%, at most 30 times.
settle() {
	prev=0 n=0
	while [ $n -lt 30 ]; do
		t=$(./loop $lflag "$iter" | sed 's/^ns=\([0-9]*\).*/\1/')
		n=$((n + 1))
		d=$((t - prev)); [ $d -lt 0 ] && d=$((0 - d))
		[ $((d * 2000)) -lt "$t" ] && break
		prev=$t
	done
	echo "@@SETTLE loops=$n last=$t"
}
settle

while read -r name kind; do
	[ -n "$name" ] || continue
	dmesg -c > /dev/null
	case $kind in
	none) loops "$name" ;;
	floor)
		insmod pcfloor.ko || echo "@@OUT $name rc=insmod lines=0 ones=0 last=-"
		loops "$name" "$fctr"
		rmmod pcfloor ;;
	tpfloor)
		insmod tpfloor.ko || echo "@@OUT $name rc=insmod lines=0 ones=0 last=-"
		loops "$name" "$tctr"
		rmmod tpfloor ;;
	kpfloor)
		insmod kpfloor.ko || echo "@@OUT $name rc=insmod lines=0 ones=0 last=-"
		loops "$name" "$kctr"
		rmmod kpfloor ;;
	ftfloor)
		insmod ftfloor.ko || echo "@@OUT $name rc=insmod lines=0 ones=0 last=-"
		loops "$name" "$ftctr"
		rmmod ftfloor ;;
	upfloor)
		insmod upfloor.ko path=/root/pc/loop offset="$(cat upfloor.offset)" ||
			echo "@@OUT $name rc=insmod lines=0 ones=0 last=-"
		loops "$name" "$uctr"
		rmmod upfloor ;;
	upnop)	# the same floor on the USDT probe's nop (usdt cases)
		insmod upfloor.ko path=/root/pc/loop offset="$(cat upnop.offset)" ||
			echo "@@OUT $name rc=insmod lines=0 ones=0 last=-"
		loops "$name" "$uctr"
		rmmod upfloor ;;
	hand)	# a hand-written module (hand/): its counter is its parameter
		insmod "$name.ko" || echo "@@OUT $name rc=insmod lines=0 ones=0 last=-"
		loops "$name" "/sys/module/$name/parameters/hits"
		rmmod "$name" ;;
	dtap) run_dtap "$name" ;;
	dtapc) run_dtapc "$name" ;;
	stapc) run_dtapc "$name" staprun ;;
	btc) run_dtapc "$name" bpftrace .bt ;;
	esac
	dmesg -c | grep -E 'BUG|WARNING|Oops|stall|soft lockup' |
		sed "s/^/@@DMESG $name /"
done < cases
echo "@@DONE"
