# The compile cache is refused where another user could write it (issue
# 16): a cache directory writable by group or others, or owned by another
# user, or under a directory others may write; a cached file writable by
# others (the kbuild recipe, a command list dtap runs; the runtime's shared
# object, code linked into every module); and a cached module
# not signed by the user's own key is ignored and rebuilt, never handed
# out.  Each refusal names the path, says why, and exits 1.
set -u
k=$(ls -d /lib/modules/*/build | sort -V -r | cut -d/ -f4 | sed -n 1p)
real_cache=${XDG_CACHE_HOME:-$HOME/.cache}
w=$(mktemp -d)
trap 'rm -rf "$w"' EXIT
mkdir -p "$w/home/.cache/dtap" "$w/keys"
chmod 755 "$w"
export HOME=$w/home
C=$HOME/.cache/dtap
unset XDG_CACHE_HOME
# the kernel feature probes and kbuild recipe are reused, not tested here
cp -r "$real_cache/dtap/features" "$real_cache/dtap/kbuild" "$C/" 2> /dev/null
chmod -R go-w "$w/home"

c() {	# LABEL DTAP-ARGS...: one compile; its cache verdict or its refusal
	label=$1; shift
	dtap -v --pass=4 --kernel="$k" --module=cli_trust "$@" > /dev/null 2> log
	rc=$?
	printf '%-22s rc=%d %s\n' "$label:" $rc \
		"$(grep -o 'cache hit\|cache miss\|cached the module' log | tr '\n' ' ')"
	grep '^dtap: \(refusing\|ignoring\|warning: building\)' log | sed "s|$w|W|g;
		s|[0-9a-f]\{64\}|KEY|g; s|serial [0-9A-F]*|serial N|; s|signing key [^,]*,|signing key USER@HOST,|;
		s|kbuild/[^/]*/|kbuild/TREE/|g; s|shared-[0-9a-f]\{16\}|shared-KEY|g; s|/lib/modules/[^ ]*|KDIR|"
}
printf 'BEGIN { exit(0); }\n' > a.d
c "first" -s a.d
c "again" -s a.d
key=$(ls $C/modules | sed -n 's/\.ko$//p')
# a module of the same name, signed by another key, planted under the key
dtap --pass=4 --kernel="$k" --module=cli_trust --sign-key="$w/keys" --no-cache \
	-s a.d > /dev/null 2>&1
cp cli_trust.ko "$C/modules/$key.ko"
c "signed by another key" -s a.d
c "after the rebuild" -s a.d
chmod g+w $C
c "cache group-writable" -s a.d
chmod g-w $C
chmod o+w $C/modules
c "modules world-writable" -s a.d
chmod o-w $C/modules
chown 4242 $C/modules
c "modules not yours" -s a.d
chown 0 $C/modules
chmod o+w $C/kbuild/*/recipe-1
c "recipe world-writable" --no-cache -s a.d	# built by kbuild instead
chmod o-w $C/kbuild/*/recipe-1
# the runtime's shared object, code linked into every module: the module
# is built with an object of its own instead
chmod g+w $C/kbuild/*/shared-*/dtap_shared.o
c "shared object group-writable" --no-cache -s a.d
chmod g-w $C/kbuild/*/shared-*/dtap_shared.o
chmod 777 "$w"
c "a parent world-writable" -s a.d
chmod 1777 "$w"
c "a parent sticky" -s a.d
