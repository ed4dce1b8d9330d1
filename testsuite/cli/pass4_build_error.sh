# A module that does not compile is dtap's bug: pass 4 says "internal
# error" with the compiler's own messages, exits 1 and leaves no module.
# A runtime copy with one bad line stands in for a code generator bug.
top=$(dirname "$(command -v dtap)")
mkdir rt && cp -r "${DTAP_HOME:-$top}/runtime" rt/
echo 'int dtap_broken = ;' >> rt/runtime/helpers.c
k=$(ls -d /lib/modules/*/build | sort -V | tail -n 1 | cut -d/ -f4)
DTAP_HOME=$PWD/rt dtap --pass=4 --no-cache --kernel="$k" --module=cli_broken \
	-n 'BEGIN { exit(0); }' 2> err
echo "exit $?"
sed -n 's/^\(dtap: internal error: the generated module cli_broken did not build\) against .*/\1/p' err
grep -c 'helpers\.c:[0-9]*:[0-9]*: error: expected expression' err
[ -e cli_broken.ko ] || echo "no module"
