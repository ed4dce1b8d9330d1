# A run that hides the DWARF (--debuginfo=none): fbt's argument types come
# from the target's BTF (6.1: the .BTF section of the -dbg vmlinux; 6.12:
# its build tree's BTF-only vmlinux), and -v says so; golden fbt_btf runs
# such a module in both guests.  With neither DWARF nor BTF (DTAP_DEBUGDIR
# an empty directory: no -dbg package; 6.1's build tree has no BTF), a
# script needing a kernel type is told which package to install (a struct
# tag it names is a forward declaration until then: no members).
mkdir empty
for rel in 6.1.0-56-cloud-amd64 6.12.95+deb12-cloud-amd64; do
	echo "== $rel"
	dtap --kernel=$rel --debuginfo=none -v --pass=2 -n \
		'fbt::vfs_read:entry { trace(args[0]->f_path.dentry->d_name.len); }' 2>&1 >/dev/null |
		grep -o 'kernel types from [A-Z]*: [^ ]*'
	DTAP_DEBUGDIR=$PWD/empty dtap --kernel=$rel -v --pass=2 -n \
		'BEGIN { trace(((struct file *)0)->f_flags); }' 2>&1 >/dev/null |
		grep -v '^dtap: building'
done
# -lv from BTF alone names the argument types with their qualifiers, as
# from DWARF (cli list): kernel_execve's "const char *const *argv"
dtap --kernel=6.12.95+deb12-cloud-amd64 --debuginfo=none -lv -n 'fbt::kernel_execve:entry' \
	2>/dev/null | grep 'args\['
