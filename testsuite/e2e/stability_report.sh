# dtap -v prints dtrace's stability report of the program on stdout
# before tracing starts (the trace follows it); curthread lowers the
# statements' data semantics to Private.  CPU column masked as in
# trace_default.
dtap --vm -v -n 'dtrace:::BEGIN { trace(curthread->pid > 0); exit(0); }' > out 2> err
rc=$?
sed '/^CPU/{n;s/^ *[0-9][0-9]* /  C /}' out
[ $rc = 0 ] || cat err
exit $rc
