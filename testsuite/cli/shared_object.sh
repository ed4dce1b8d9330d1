# The runtime's shared object (translator/build/dt_shared.c): compiled once
# per kernel tree and runtime into the tree's cache directory and linked
# into every module; two builds at once leave one object and no litter; a
# later build uses it; a changed runtime gets an object of its own, never
# the old one.  (cache_trust.sh: a shared object others could write.)
set -u
k=$(ls -d /lib/modules/*/build | sort -V -r | cut -d/ -f4 | sed -n 1p)
real=${XDG_CACHE_HOME:-$HOME/.cache}/dtap
w=$(mktemp -d)
trap 'rm -rf "$w"' EXIT
export XDG_CACHE_HOME=$w/cache
C=$XDG_CACHE_HOME/dtap
mkdir -p "$C/kbuild"
# the feature probes, recipes and precompiled headers are reused, the
# shared objects are not
cp -r "$real/features" "$C/" 2> /dev/null
for d in "$real"/kbuild/*/; do
	[ -d "$d" ] || continue
	t=$C/kbuild/$(basename "$d")
	mkdir "$t"
	for f in "$d"* "$d".[!.]*; do
		case ${f##*/} in
		shared-*|'*'|'.[!.]*') ;;
		pch-*) ln -s "$f" "$t/" ;;
		*) cp -r "$f" "$t/" ;;
		esac
	done
done
chmod -R go-w "$w"
printf 'BEGIN\n{\n\t@a[probename] = count();\n\texit(0);\n}\n' > a.d
build() {	# MODULE [DTAP-OPTION...]: a build; -v's lines about the object
	m=$1; shift
	dtap -v --pass=4 --no-cache --kernel="$k" --module="$m" "$@" -s a.d > /dev/null 2> "$m.log" ||
		{ echo "$m: pass 4 failed"; cat "$m.log"; }
	grep -c "compiling the runtime's shared object" "$m.log" | sed "s/^/$m: compiled the shared object: /"
}
objects() {	# the kernel's shared objects, and leftovers of builds
	echo "shared objects: $(ls -d "$C"/kbuild/"$k"-*/shared-* | grep -vc '\.tmp$')," \
		"unfinished: $(ls -d "$C"/kbuild/"$k"-*/shared-*.tmp 2> /dev/null | wc -l)"
}
build cli_so1 > one.out &
build cli_so2 > two.out &
wait
cat one.out two.out | sed 's/: [01]$/: 0 or 1/'
echo "compiled by one of them: $(cat one.out two.out | grep -c ': 1$')"
objects
for m in cli_so1 cli_so2; do
	dtap --check-module="$m.ko" | sed 's/: ok: .*/: ok/'
	# the shared object's code is in the module: the buffers file's reader
	nm "$m.ko" | grep -c ' T dtap_buffers_read$' | sed "s/^/$m: dtap_buffers_read: /"
done
build cli_so3
objects
# a changed runtime (DTAP_HOME's comes first): its own object
mkdir "$w/home"
cp -r "$(dirname "$(command -v dtap)")/runtime" "$w/home/"
echo '/* changed */' >> "$w/home/runtime/dtap_shared.c"
DTAP_HOME=$w/home build cli_so4
objects
dtap --check-module=cli_so4.ko | sed 's/: ok: .*/: ok/'
