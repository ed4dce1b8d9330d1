# print() shows kernel addresses, which KASLR moves: 0xADDR instead; a
# name's hash, salted by its parent's address: N.
dtaprun -c '/root/w/fileio /tmp/fbt_wl.dat 1' "$1" > /tmp/print_fbt.out 2> /tmp/print_fbt.err
rc=$?
sed -E 's/0x[0-9a-f]{9,}/0xADDR/g; s/(\.hash(_len)? = \([a-z0-9_]+\))[0-9]+/\1N/' /tmp/print_fbt.out
cat /tmp/print_fbt.err >&2
exit $rc
