# -c CMD with --vm: the command runs in the guest, tracing stops when it
# exits, END runs, exit status 0.  The command's output and the trace
# share stdout; their order is the guest's scheduling, so lines are sorted.
dtap --vm -q -c 'echo hi from the command' \
	-n 'BEGIN { printf("begin\n"); } END { printf("end\n"); }' > out
rc=$?
sort out
exit $rc
