# No shell ever reads user text (issue 8, defect 7): -C's -D/-U/-I values
# reach cpp as arguments, so shell syntax in them runs nothing; a TMPDIR
# with a quote and a space is a directory like any other: pass 4 builds
# in it and removes what it made there, and nothing else.
printf 'BEGIN\n{\n\texit(0);\n}\n' > a.d
dtap -C "-DA';touch X;'" --pass=1 -s a.d > /dev/null 2>&1
dtap -C -D "B\$(touch Y)" -U "C\`touch Z\`" -I "i';touch W;'" --pass=1 -s a.d > /dev/null 2>&1
for f in X Y Z W; do [ -e "$f" ] && echo "$f was created"; done
echo "-C: nothing run"
k=$(ls -d /lib/modules/*/build | sort -V | tail -n 1 | cut -d/ -f4)
mkdir "t'q d" t t/dtapkeep && touch t/dtapkeep/file
TMPDIR="$PWD/t'q d" dtap --pass=4 --kernel="$k" --module=cli_quote -s a.d
echo "exit $?"
ls -A "t'q d"
ls t/dtapkeep
