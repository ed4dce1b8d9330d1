# dtrace's value syntax for -x: sizes with k m g t, rates with time units
# or hz, counts, booleans with yes/no, choices; --pass=2 shows the effect.
for x in bufsize=64k bufsize=1g strsize=1k switchrate=10hz switchrate=250ms \
	aggsize=2k quiet=yes quiet=no aggsortkeypos=1 bufpolicy=ring nspec=8 \
	specsize=2m dynvarsize=16m cleanrate=50hz statusrate=2s aggrate=100ms \
	stackframes=0x10 zdefs argref droptags rawbytes flowindent aggzoom aggpack; do
	dtap -x "$x" --pass=2 -n 'BEGIN { exit(0); }' > out 2> err
	echo "-x $x: exit $?"
	grep -A3 '^options:' out
	cat err
done
