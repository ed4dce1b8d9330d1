# --pass=1 prints the parsed program (every -s and -n, in order).
cat > small.d <<'END'
#pragma D option quiet
BEGIN
{
	n = 10 * 2 + 1;
	printf("%d %s\n", n, "x");
}

profile:::tick-1s, tick-10ms
/n > 0 && n != 3/
{
	@c[probename] = count();
	n--;
}
END
dtap --pass=1 -s small.d -n 'END { printa(@c); exit(0); }'
