# stack frames: module`function+offset; the offsets depend on the build.
dtaprun -c '/root/w/sysload getppid 3' "$1" > /tmp/opt_stackframes.out 2> /tmp/opt_stackframes.err
rc=$?
sed -E 's/\+0x[0-9a-f]+/+0xOFF/g' /tmp/opt_stackframes.out
cat /tmp/opt_stackframes.err >&2
exit $rc
