# --pass=2 prints the sources, options, matched probes and typed globals.
cat > small.d <<'END'
BEGIN
{
	n = 10 * 2 + 1;
	s = "x";
	printf("%d %s\n", n, s);
}

profile:::tick-1s, tick-10ms
/n > 0/
{
	@c[probename] = count();
	@m = max(n);
	n--;
}
END
dtap --pass=2 -q -x bufsize=1m -s small.d -n 'END { printa(@c); exit(0); }'
