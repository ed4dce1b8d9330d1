# The faults name per-CPU scratch addresses: 0xADDR instead.
dtaprun "$1" > /tmp/alloca_bounds.out 2> /tmp/alloca_bounds.err
rc=$?
cat /tmp/alloca_bounds.out
sed -E 's/0x[0-9a-f]{9,}/0xADDR/g' /tmp/alloca_bounds.err >&2
exit $rc
