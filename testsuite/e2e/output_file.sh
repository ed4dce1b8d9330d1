# -o FILE with --vm: the trace output goes to FILE on the host, stdout
# stays empty (dtrace's newline at the end of tracing is in the file too).
dtap --vm -q -o trace.txt -n 'BEGIN { printf("to the file %d\n", 7); exit(0); }' > stdout
rc=$?
[ -s stdout ] && echo "stdout not empty"
echo "--- trace.txt:"
cat trace.txt
exit $rc
