# A kernel profile of a busy loop in a known kernel function: dd copying
# /dev/zero spends its kernel time zeroing user buffers (clear_user and
# its variants: rep_stos_alternative on 6.12), so that function is the
# hottest func(arg0), and starts the hottest profile stack().  Counts vary
# from run to run: only the top entries' names are checked.  The stack()
# of a syscall probe starts at the code that called the tracepoint
# (offsets masked: they change with every kernel build).
dtap --vm -q -n '
profile-997
/arg0 && execname == "dd"/
{
	@f[func(arg0)] = count();
	@m[mod(arg0)] = count();
	@s[stack(3)] = count();
}

syscall::read:entry
/execname == "dd"/
{
	@st[stack(3)] = count();
}

END
{
	printf("== f\n"); printa(@f);
	printf("== m\n"); printa(@m);
	printf("== s\n"); printa(@s);
	printf("== st\n"); printa(@st);
}' -c 'dd if=/dev/zero of=/dev/null bs=1M count=400' > out 2> err
echo "exit $?"
section() { awk -v s="== $1" '$0 == s { on = 1; next } /^== / { on = 0 } on' out; }
zeroing() { sed -E 's/(clear_user|rep_stos)[A-Za-z_]*/ZEROING/'; }
# rows "  vmlinux`name   count", ascending: the last one is the top
section f | awk 'NF == 2 { top = $1 } END { print "top function:", top }' | zeroing
section m | awk 'NF == 2 { m = $1 } END { print "top module:", m }'
# stacks: 3 frame lines, then the count: the last stack is the top one
section s | awk '/^              [a-z]/ { if (!n++) first = $1 } /^ +[0-9]+$/ { top = first; n = 0 }
	END { print "top stack starts in:", top }' | sed -E 's/\+0x[0-9a-f]+$//' | zeroing
section st | sed -E 's/\+0x[0-9a-f]+$/+OFF/; s/^ +[0-9]+$/COUNT/'
