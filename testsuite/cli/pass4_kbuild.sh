# Pass 4's direct build makes the module kbuild makes (--kbuild), on every
# installed kernel: the same .modinfo (name, vermagic, license, depends,
# retpoline, description), the same __versions (the CRC of each kernel
# symbol used, from the tree's Module.symvers), the same sections of the
# same sizes, debug info and BTF aside (the kernel headers come from a
# precompiled header, whose debug info differs; BTF is only for BPF
# programs, and 6.12's kbuild adds it from the tree's vmlinux).  That
# they load and print the same is the golden case pass4_kbuild.
printf 'BEGIN\n{\n\t@a[1] = count();\n\tprintf("%%d\\n", 1);\n\texit(0);\n}\n' > a.d
info() {	# KO: what must not differ
	modinfo "$1" | grep -v '^filename:\|^sig\|^[[:space:]]'
	readelf -W -x __versions "$1"
	size -A "$1" | grep -v '^\.debug\|^\.BTF\|^Total\|\.ko'
}
n=0
for b in $(ls -d /lib/modules/*/build | sort -V); do
	n=$((n + 1))
	k=$(echo "$b" | cut -d/ -f4)
	mkdir fast kbuild
	(cd fast && dtap --pass=4 --no-cache --kernel="$k" --module=cli_pass4 -s ../a.d) > /dev/null || exit 1
	(cd kbuild && dtap --pass=4 --no-cache --kbuild --kernel="$k" --module=cli_pass4 -s ../a.d) > /dev/null || exit 1
	info fast/cli_pass4.ko > fast.info
	info kbuild/cli_pass4.ko > kbuild.info
	grep -q "^vermagic: *$k " fast.info && echo "kernel $n: vermagic of the kernel"
	grep -q "^name: *cli_pass4$" fast.info && echo "kernel $n: name"
	[ "$(grep -c ' 0x' fast.info)" -gt 10 ] && echo "kernel $n: __versions"
	diff kbuild.info fast.info && echo "kernel $n: same as kbuild's"
	rm -r fast kbuild
done
