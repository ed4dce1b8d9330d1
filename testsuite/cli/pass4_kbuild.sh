# Pass 4's direct build makes the module kbuild makes (--kbuild), on every
# installed kernel: the same .modinfo (name, vermagic, license, depends,
# retpoline, description), the same __versions (the CRC of each kernel
# symbol used, from the tree's Module.symvers), the same sections of the
# same sizes, debug info and BTF aside (modules are compiled without
# debug info, kbuild's NAME.mod.o has some; BTF is only for BPF
# programs, and 6.12's kbuild adds it from the tree's vmlinux).  That
# they load and print the same is the golden case pass4_kbuild.  The
# kbuild builds (seconds each) run in the background, all at once.
# The .modinfo strings are compared sorted: the direct build puts the
# name and depends strings after the others (translator/build/
# dt_modinfo.c), and the kernel and modinfo(8) look them up by key.
printf 'BEGIN\n{\n\t@a[1] = count();\n\tprintf("%%d\\n", 1);\n\texit(0);\n}\n' > a.d
info() {	# KO: what must not differ
	modinfo "$1" | grep -v '^filename:\|^sig\|^[[:space:]]' | sort
	readelf -W -x __versions "$1"
	# columns as words: size pads them to the widest, debug sections included
	size -A "$1" | grep -v '^\.debug\|^\.BTF\|^Total\|\.ko' | awk '{ print $1, $2, $3 }'
}
build() {	# N KERNEL HOW [OPTION]: N/HOW/cli_pass4.ko
	mkdir -p "$1/$3"
	(cd "$1/$3" && dtap --pass=4 --no-cache $4 --kernel="$2" --module=cli_pass4 -s ../../a.d) \
		> "$1/$3.log" 2>&1 || { echo "kernel $1: $3 build failed"; cat "$1/$3.log"; }
}
n=0
for b in $(ls -d /lib/modules/*/build | sort -V); do
	n=$((n + 1))
	k=$(echo "$b" | cut -d/ -f4)
	build $n "$k" fast		# the first also makes the signing key
	build $n "$k" kbuild --kbuild &
done
wait
for i in $(seq 1 $n); do
	k=$(ls -d /lib/modules/*/build | sort -V | sed -n ${i}p | cut -d/ -f4)
	info $i/fast/cli_pass4.ko > fast.info
	info $i/kbuild/cli_pass4.ko > kbuild.info
	grep -q "^vermagic: *$k " fast.info && echo "kernel $i: vermagic of the kernel"
	grep -q "^name: *cli_pass4$" fast.info && echo "kernel $i: name"
	[ "$(grep -c ' 0x' fast.info)" -gt 10 ] && echo "kernel $i: __versions"
	diff kbuild.info fast.info && echo "kernel $i: same as kbuild's"
done
