# print() shows the address of scratch memory, which varies: 0xADDR instead.
dtaprun "$1" > /tmp/types_float_c.out 2> /tmp/types_float_c.err
rc=$?
sed -E 's/0x[0-9a-f]{9,}/0xADDR/g' /tmp/types_float_c.out
cat /tmp/types_float_c.err >&2
exit $rc
