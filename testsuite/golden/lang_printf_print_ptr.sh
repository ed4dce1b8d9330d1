# print() of a struct shows its address, a kernel one: 0xADDR instead.
dtaprun "$1" > /tmp/print_ptr.out 2> /tmp/print_ptr.err
rc=$?
sed -E 's/0x[0-9a-f]{9,}/0xADDR/g' /tmp/print_ptr.out
cat /tmp/print_ptr.err >&2
exit $rc
