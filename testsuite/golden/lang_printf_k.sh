# stack frames: module`function+offset; the offsets depend on the build.
dtaprun -c '/root/w/sysload getppid 10' "$1" > /tmp/printf_k.out 2> /tmp/printf_k.err
rc=$?
sed -E 's/\+0x[0-9a-f]+/+0xOFF/g' /tmp/printf_k.out
cat /tmp/printf_k.err >&2
exit $rc
