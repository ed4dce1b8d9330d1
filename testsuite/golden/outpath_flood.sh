# outpath_flood: the output path flooded (outpath_flood.d).  Raw counts
# vary from run to run; what is compared is what must hold every time:
#   made == printed + dropped, some drops, the exit() record, END's
#   records and exit status 3, and every line of stderr in dtrace's words
#   ("dtap: N drops on CPU M", "drop" when N is 1).
dtaprun -c '/root/w/sysload getppid 20000' "$1" > /tmp/flood.out 2> /tmp/flood.err
rc=$?
made=$(sed -n 's/^made *//p' /tmp/flood.out)
printed=$(grep -c '^r flood$' /tmp/flood.out)
dropped=$(awk '$1 == "dtap:" && $3 ~ /^drops?$/ { n += $2 } END { print n + 0 }' /tmp/flood.err)
echo "made $made"
[ "$made" = $((printed + dropped)) ] && echo "made == printed + dropped" ||
	echo "made $made != printed $printed + dropped $dropped"
[ "$dropped" -gt 0 ] && echo "some drops" || echo "no drops"
grep -v '^r flood$' /tmp/flood.out | grep -v '^made'
grep -Ev '^dtap: (1 drop|([2-9]|[1-9][0-9]+) drops) on CPU [0-9]+$' /tmp/flood.err
echo "exit status $rc"
