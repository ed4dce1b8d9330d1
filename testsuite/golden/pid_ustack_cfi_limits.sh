# pid_ustack_cfi_limits: the deep recursion, then the corrupt frame, one
# process each (sh runs them in turn: its own pid is the target, so
# neither is; the predicates ask for $target, hence two dtaprun runs).
for mode in deep bad; do
	dtaprun -c "/root/w/pidstack 500 $mode" "$1" > /tmp/pid_ustack_cfi_limits.out
	echo "dtaprun exit $?"
	sed 's/libc\.so\.6`0x[0-9a-f]*/libc.so.6`ADDR/' /tmp/pid_ustack_cfi_limits.out
done
