# --pass=4 --module=NAME leaves exactly NAME.ko in the current directory
# and names it on stdout; an invalid module name is bad usage (exit 2).
k=$(ls -d /lib/modules/*/build | sort -V | tail -n 1 | cut -d/ -f4)
dtap --pass=4 --kernel="$k" --module=cli_p4 -n 'BEGIN { exit(0); }' || exit 1
ls
for m in a-b 9x.ko "" "$(printf '%056d' 0)"; do
	dtap --pass=4 --kernel="$k" --module="$m" -n 'BEGIN { exit(0); }' 2> err
	echo "--module='$m': exit $?"
	head -n 1 err
done
ls
