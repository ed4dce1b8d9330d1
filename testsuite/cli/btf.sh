# --btf: the kernel's types from BTF (here the .BTF section of the 6.1
# vmlinux) instead of its DWARF give the same generated C; -v names the
# source; BTF has no globals, and the error says what would have them.
objcopy -O binary --only-section=.BTF /usr/lib/debug/boot/vmlinux-6.1.0-56-cloud-amd64 btf.bin
cat > a.d <<'D'
fbt::vfs_read:entry
{
	printf("%s %d %d\n", stringof(args[0]->f_path.dentry->d_name.name), args[2],
	    args[0]->f_path.dentry->d_name.len);
}
fbt::vfs_read:return
{
	@[args[1]] = count();
}
D
dtap --kernel=6.1.0-56-cloud-amd64 --pass=3 -s a.d > dwarf.c
dtap --kernel=6.1.0-56-cloud-amd64 --btf=btf.bin -v --pass=3 -s a.d > btf.c 2> btf.err
cmp dwarf.c btf.c && echo "same C from DWARF and BTF"
grep -o "kernel types from BTF: btf.bin" btf.err
dtap --kernel=6.1.0-56-cloud-amd64 --btf=btf.bin --pass=2 -n 'BEGIN { trace(`jiffies); }' 2>&1
echo "exit $?"
# curthread is a struct task_struct * from whichever source has the types
dtap --kernel=6.1.0-56-cloud-amd64 --btf=btf.bin --pass=3 -n 'BEGIN { trace(curthread->pid); }' |
	grep -c 'dtap_curthread()'
dtap --kernel=6.1.0-56-cloud-amd64 --btf=missing.bin --pass=2 -n 'BEGIN { trace(curthread->pid); }' 2>&1
echo "exit $?"
