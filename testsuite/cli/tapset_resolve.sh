# Every stable probe of the installed tapsets resolves to a lower probe on
# each test kernel (6.1, 6.1 PREEMPT_RT, 6.12): dtap -l shows "-" in the
# FUNCTION column for one that resolves to nothing.  Kernels rename and
# inline functions: this is where a tapset that rotted shows up.  On
# PREEMPT_RT, spinlock_t is an rt_mutex (rt_spin_lock) and the raw
# _raw_spin_unlock that spin-release probes is inlined: it resolves to
# nothing there; on 5.10, lockstat's contention probes need the
# contention tracepoints of 5.19, and spin-release is inlined there too
# (README, Kernels).
for series in 5.10.*-cloud-amd64 6.1.*-cloud-amd64 6.1.*-rt-amd64 6.12.*-cloud-amd64; do
	k=$(ls -d /lib/modules/$series/build 2>/dev/null | sort -V | tail -n 1 | cut -d/ -f4)
	if [ -z "$k" ]; then echo "no $series kernel"; continue; fi
	dtap --kernel="$k" -l -P proc -P sched -P io -P ip -P tcp -P udp -P lockstat > list.txt 2> /dev/null
	n=$(awk 'NR > 1' list.txt | wc -l)
	bad=$(awk 'NR > 1 && $4 == "-" { print $2 ":::" $5 }' list.txt)
	echo "$series: $n stable probes, unresolved: $(echo ${bad:-none})"
done
