# An aggregation or dynamic variable space that cannot hold one element,
# or a per-CPU buffer smaller than the largest record (dt_work.c,
# dtrace_go(): the same error; here 8 bytes of header and two strings of
# strsize 4096):
# dtrace-utils compiles the program, then refuses to start it
# (libdtrace/dt_bpf.c, gmap_create_aggs() and gmap_create_dvars():
# EDT_BUFTOOSMALL, "Enabling exceeds size of buffer"; cmd/dtrace.c
# reports it as "could not enable tracing", exit status 1).  dtap says so
# before building (a thread's string of strsize 256 does not fit in 256
# bytes with its key); -e (compile only) is not refused, as in dtrace.
dtap -x dynvarsize=16 -n 'BEGIN { a[1] = 1; exit(0); }' 2>&1
echo "exit $?"
dtap -x dynvarsize=256 -n 'BEGIN { self->s = execname; exit(0); }' 2>&1
echo "exit $?"
dtap -x aggsize=8 -n 'BEGIN { @[1, 2] = count(); exit(0); }' 2>&1
echo "exit $?"
dtap -b 4k -x strsize=4096 -n 'BEGIN { printf("%s %s", execname, execname); exit(0); }' 2>&1
echo "exit $?"
dtap -e -x dynvarsize=16 -n 'BEGIN { a[1] = 1; exit(0); }' > /dev/null 2>&1
echo "-e: exit $?"
