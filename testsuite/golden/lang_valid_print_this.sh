# print() of a struct shows its address, a kernel one: 0xADDR instead.
dtaprun "$1" > /tmp/print_this.out 2> /tmp/print_this.err
rc=$?
sed -E 's/0x[0-9a-f]{9,}/0xADDR/g' /tmp/print_this.out
cat /tmp/print_this.err >&2
exit $rc
