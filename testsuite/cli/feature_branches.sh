# Both sides of every #ifdef HAVE_* in runtime/ are compiled by some test
# kernel: each feature the runtime tests is present in at least one of
# the installed kernels and absent from another (a side no kernel builds
# is a bug nobody sees: issue 21's "never compiled" class).  The kernel
# feature probes' results come from dtap -v (probed, or cached).
printf 'BEGIN\n{\n\texit(0);\n}\n' > a.d
feats=$(cd "$(dirname "$(command -v dtap)")" &&
	grep -ho '^#if[n]*def HAVE_[A-Z0-9_]*' runtime/*.c runtime/*.h | sed 's/.* HAVE_//' | sort -u)
nk=0
for b in $(ls -d /lib/modules/*/build | sort -V); do
	k=$(echo "$b" | cut -d/ -f4)
	nk=$((nk + 1))
	dtap -v --pass=4 --kernel="$k" --module=cli_feat -s a.d > /dev/null 2> v.log ||
		{ echo "kernel $k: pass 4 failed"; cat v.log; continue; }
	hdr=$(sed -n 's/^dtap: kernel features cached in //p' v.log)
	if [ -n "$hdr" ]; then
		sed -n 's/^#define HAVE_\([A-Z0-9_]*\) 1$/\1/p' "$hdr"
	else
		sed -n 's/^dtap: kernel feature \([A-Z0-9_]*\): yes$/\1/p' v.log
	fi > "have.$nk"
done
echo "$nk kernels"
for f in $feats; do
	n=$(cat have.* | grep -cx "$f")
	if [ "$n" -gt 0 ] && [ "$n" -lt "$nk" ]; then
		echo "HAVE_$f: both sides built"
	else
		echo "HAVE_$f: one side is built by no test kernel ($n of $nk have it)"
	fi
done
