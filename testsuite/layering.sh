#!/bin/sh
# testsuite/layering.sh - the translator's layers depend only downward:
#
#   driver -> build -> cg -> elab -> providers -> parse -> types -> util
#
# Every file of translator/LAYER/ includes its own layer's files and the
# headers of the layers below ("types/dt_types.h"), never one above.  One
# line per include that breaks it ("FAIL FILE: includes HEADER (LAYER is
# above LAYER)"), then "PASS layering" or "FAIL layering"; exit status 1
# on a failure.  translator/README.md says why the layers are in this order.
top=$(cd "$(dirname "$0")/.." && pwd)
cd "$top/translator" || exit 1
layers="util types parse providers elab cg build driver"
rank() {	# LAYER -> its height, nothing if it is no layer
	i=0
	for l in $layers; do
		[ "$l" = "$1" ] && { echo $i; return; }
		i=$((i + 1))
	done
}
bad=0 n=0
for f in */*.c */*.h; do
	own=${f%%/*}
	r=$(rank "$own")
	if [ -z "$r" ]; then
		echo "FAIL $f: translator/$own/ is no layer ($layers)"
		bad=1; continue
	fi
	n=$((n + 1))
	# '#include "X/..."': X is a layer; a bare name is a file of the same folder
	for inc in $(sed -n 's/^[[:space:]]*#[[:space:]]*include[[:space:]]*"\([^"]*\)".*/\1/p' "$f"); do
		case $inc in
		*/*) to=${inc%%/*} ;;
		*) [ -f "$own/$inc" ] && continue
		   echo "FAIL $f: includes \"$inc\", which is not in $own/ (name the layer: \"LAYER/$inc\")"
		   bad=1; continue ;;
		esac
		rt=$(rank "$to")
		[ -z "$rt" ] && continue	# runtime/, signing/: outside the translator
		if [ "$rt" -gt "$r" ]; then
			echo "FAIL $f: includes $inc ($to is above $own)"
			bad=1
		fi
	done
done
if [ $bad = 0 ]; then echo "PASS layering ($n files)"; else echo "FAIL layering"; fi
exit $bad
