# print() shows kernel addresses, which KASLR moves: 0xADDR instead.
dtaprun -c '/root/w/fileio /tmp/fbt_wl.dat 1' "$1" > /tmp/print_fbt.out 2> /tmp/print_fbt.err
rc=$?
sed -E 's/0x[0-9a-f]{9,}/0xADDR/g' /tmp/print_fbt.out
cat /tmp/print_fbt.err >&2
exit $rc
