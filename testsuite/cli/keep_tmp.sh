# --keep-tmp: the build directory stays, dtap names it on stderr, and it
# holds the generated C and the module.
k=$(ls -d /lib/modules/*/build | sort -V | tail -n 1 | cut -d/ -f4)
TMPDIR=$PWD dtap --pass=4 --keep-tmp --kernel="$k" --module=cli_keep -n 'BEGIN { exit(0); }' 2> err
echo "exit $?"
sed 's|/[^ ]*/\(dtap[A-Za-z0-9]*\)$|DIR/dtapXXXXXX|' err
dir=$(sed -n 's/^dtap: kept temporary directory //p' err)
[ -d "$dir" ] && echo "directory exists"
[ -f "$dir/cli_keep.c" ] && echo "cli_keep.c kept"
[ -f "$dir/cli_keep.ko" ] && echo "cli_keep.ko kept"
rm -rf "$dir"
ls
