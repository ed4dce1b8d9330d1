#!/bin/sh
# guest.sh ARM CYCLES - runs in the guest (dtap-vm, from run.sh): makes
# every vCPU busy, then enables and disables the probes CYCLES times:
#   dtap: dtaprun tcgm_dtap.ko (the D script exits after 300 ms)
#   bare: insmod tcgm_bare.ko; 300 ms; rmmod tcgm_bare
#   none: 300 ms, no probe (a control: the workloads alone)
# Prints "CYCLE N RC" per cycle and "DONE N" at the end on stdout.
arm=$1 cycles=$2
cd /root/tcgm || exit 1
# the scratch disk (/dev/vda) for the block layer
for m in virtio_ring virtio virtio_pci_legacy_dev virtio_pci_modern_dev virtio_pci virtio_blk; do
	insmod "$m.kmod" || echo "insmod $m failed" >&2
done
n=0
while [ ! -b /dev/vda ] && [ $n -lt 50 ]; do usleep 100000; n=$((n + 1)); done
[ -b /dev/vda ] || { echo "no /dev/vda" >&2; exit 1; }
say() { read -r t _ < /proc/uptime; echo "guest.sh: $t: $*" >&2; }
say "disk ready"
pids=
# CPU burners (user space, preemptible), one per vCPU...
ncpu=$(grep -c ^processor /proc/cpuinfo)
i=0
while [ $i -lt "$ncpu" ]; do
	( while :; do :; done ) &
	pids="$pids $!"
	i=$((i + 1))
done
# ...idle-heavy sleepers (schedule_idle on every short sleep)...
i=0
while [ $i -lt "$ncpu" ]; do
	( while :; do usleep 1000; done ) &
	pids="$pids $!"
	i=$((i + 1))
done
# ...and the block layer: writes flushed to the virtio disk, reads after
# the page cache was dropped (spinlocks, mutexes and rwsems all along)
( while :; do
	dd if=/dev/zero of=/dev/vda bs=64k count=16 conv=fsync 2> /dev/null
	echo 1 > /proc/sys/vm/drop_caches
	dd if=/dev/vda of=/dev/null bs=64k count=16 2> /dev/null
  done ) &
pids="$pids $!"
say "workloads started"
read -r t0 _ < /proc/uptime
c=0
while [ $c -lt "$cycles" ]; do
	c=$((c + 1))
	case $arm in
	dtap) dtaprun tcgm_dtap.ko > /dev/null; rc=$? ;;
	bare) insmod tcgm_bare.ko; rc=$?; usleep 300000; rmmod tcgm_bare || rc=$? ;;
	none) usleep 300000; rc=$? ;;	# the workloads alone (a control)
	esac
	echo "CYCLE $c $rc"
done
read -r t1 _ < /proc/uptime
kill $pids 2> /dev/null
echo "DONE $c $t0 $t1"
dmesg | grep -E 'BUG|WARNING|Oops|soft lockup|RCU|tcgm' | head -20 >&2
exit 0
