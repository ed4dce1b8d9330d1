# The argument types of stable probes whose arguments follow dtrace-utils'
# provider tables (libdtrace/dt_prov_sched.c, dt_prov_lockstat.c): dtap
# -lv's "Argument Types" of each, on the 6.1 kernel.
k=$(ls -d /lib/modules/6.1.*-cloud-amd64/build | sort -V | tail -n 1 | cut -d/ -f4)
for p in sched:::enqueue sched:::dequeue sched:::tick sched:::surrender \
    lockstat:::adaptive-acquire-error; do
	echo "$p"
	dtap --kernel="$k" -lv -n "$p" 2> /dev/null | sed -n '/Argument Types/,/^$/p' | sed 1d
done
