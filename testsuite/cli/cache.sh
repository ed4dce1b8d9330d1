# The compile cache (~/.cache/dtap/modules, here under a fresh HOME): an
# identical compile is a hit (-v says so) and gives the same signed module;
# changing an option, the script, the runtime or the kernel is a miss;
# --no-cache neither looks nor stores; a cache file that is not the module
# asked for is never used.  The default module name is a function of the
# program.  The runtime is a private copy, so that edits in the tree
# during the test cannot turn a hit into a miss.
set -u
ks=$(ls -d /lib/modules/*/build | sort -V -r | cut -d/ -f4)
k1=$(echo "$ks" | sed -n 1p) k2=$(echo "$ks" | sed -n 2p)
[ -n "$k2" ] || { echo "needs two kernel build trees"; exit 1; }
real_cache=${XDG_CACHE_HOME:-$HOME/.cache}
top=$(dirname "$(command -v dtap)")
# HOME and the runtime copy live outside testsuite/out, which a concurrent
# testsuite/run may wipe.
w=$(mktemp -d)
trap 'rm -rf "$w"' EXIT
mkdir -p "$w/rt" "$w/home/.cache/dtap"
cp -r "${DTAP_HOME:-$top}/runtime" "$w/rt/"
ln -s "$w/home" home
ln -s "$w/rt" rt
export HOME=$w/home DTAP_HOME=$w/rt
unset XDG_CACHE_HOME
# kernel feature probes and build recipes are not what is tested: reuse
# them when present
cp -r "$real_cache/dtap/features" home/.cache/dtap/ 2> /dev/null
[ -d "$real_cache/dtap/kbuild" ] && ln -s "$real_cache/dtap/kbuild" home/.cache/dtap/kbuild

c() {	# LABEL DTAP-ARGS...: one compile, its cache verdict
	label=$1; shift
	dtap -v --pass=4 --module=cli_cache "$@" > name 2> log || { cat log; exit 1; }
	printf '%-18s %s\n' "$label:" \
		"$(grep -o 'cache hit\|cache miss\|ignoring cached\|cached the module' log | tr '\n' ' ')"
}
printf 'BEGIN\n{\n\tprintf("%%d\\n", 1 + 2);\n\texit(0);\n}\n' > a.d
c "first" --kernel="$k1" -s a.d
cp cli_cache.ko first.ko
c "same again" --kernel="$k1" -s a.d
cmp -s cli_cache.ko first.ko && echo "same signed module"
c "-x bufsize=1m" --kernel="$k1" -x bufsize=1m -s a.d
sed -i 's/1 + 2/1 + 3/' a.d
c "script changed" --kernel="$k1" -s a.d
echo "/* changed */" >> rt/runtime/helpers.c
c "runtime changed" --kernel="$k1" -s a.d
c "other kernel" --kernel="$k2" -s a.d
c "back to the first" --kernel="$k1" -s a.d
key=$(sed -n 's|^dtap: cache hit: .*/\([0-9a-f]*\)\.ko$|\1|p' log)
c "--no-cache" --no-cache --kernel="$k1" -s a.d
# Another module's file under this key: refused, rebuilt, replaced.
dtap -v --pass=4 --kernel="$k1" --module=cli_other -n 'BEGIN { exit(1); }' > /dev/null 2>&1
cp cli_other.ko "home/.cache/dtap/modules/$key.ko"
c "foreign file" --kernel="$k1" -s a.d
c "after the rebuild" --kernel="$k1" -s a.d
ls home/.cache/dtap/modules | sed 's/^[0-9a-f]\{64\}\.ko$/KEY.ko/' | sort | uniq -c | sed 's/^ *//'

# Default names: dtap_ and 16 hex digits of the program's hash.
name() { dtap --pass=3 --kernel="$k1" "$@" | grep -o 'dtap_[0-9a-f]\{16\}' | head -n 1; }
n1=$(name -s a.d) n2=$(name -s a.d) n3=$(name -q -s a.d) n4=$(name -n 'BEGIN { exit(0); }')
echo "$n1" | sed 's/[0-9a-f]\{16\}$/HASH/'
[ "$n1" = "$n2" ] && echo "same program, same name"
[ "$n1" != "$n3" ] && [ "$n1" != "$n4" ] && [ "$n3" != "$n4" ] && echo "other programs, other names"
