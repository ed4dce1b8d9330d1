# pid_ustack_cfi: pidstack writes and sleeps from stage3 and stage2 at
# once (no wait first: dtapio holds it at its exec and at its entry point
# until the unwinding tables of pidstack, the loader and libc are in).
# libc's local functions have no symbol: their addresses, which ASLR
# moves, are masked.
dtaprun -c '/root/w/pidstack 0' "$1" > /tmp/pid_ustack_cfi.out
rc=$?
sed 's/libc\.so\.6`0x[0-9a-f]*/libc.so.6`ADDR/' /tmp/pid_ustack_cfi.out
exit $rc
