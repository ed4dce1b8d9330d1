# pid_ustack_cfi: pidstack sleeps 500 ms (dtapio sends the unwinding
# tables of its objects meanwhile), then writes and sleeps from stage3
# and stage2.  libc's local functions have no symbol: their addresses,
# which ASLR moves, are masked.
dtaprun -c '/root/w/pidstack 500' "$1" > /tmp/pid_ustack_cfi.out
rc=$?
sed 's/libc\.so\.6`0x[0-9a-f]*/libc.so.6`ADDR/' /tmp/pid_ustack_cfi.out
exit $rc
