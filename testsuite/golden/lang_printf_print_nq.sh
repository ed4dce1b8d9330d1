# print() shows kernel addresses, which KASLR moves: 0xADDR instead.
dtaprun -c '/root/w/fileio /tmp/fbt_wl.dat 1' "$1" > /tmp/print_nq.out 2> /tmp/print_nq.err
rc=$?
sed -E 's/0x[0-9a-f]{9,}/0xADDR/g' /tmp/print_nq.out
cat /tmp/print_nq.err >&2
exit $rc
