/*
 * Every feature the code generator has, in one module: it must build
 * without a single warning on every kernel (checked on the build log),
 * and run.  Output is independent of timing.
 */
#pragma D option quiet

BEGIN
{
	c = 'a';
	i = -5;
	u = 7U;
	l = 1L << 40;
	ul = 0xffffffffffffffffUL;
	s = "str";
	t = i < 0 ? "neg" : "pos";
	printf("%d %u %ld %lu %x %X %o %c %s %5d|%-5d|%05d %%\n", i, u, l, ul,
	    255, 255, 8, c, s, 42, 42, 42);
	printf("%d %d %d %d %d %d\n", i + u, i - 3, i * 3, i / 2, i % 3, -i);
	printf("%d %d %d %d %d\n", i & 6, i | 1, i ^ 3, ~i, !i);
	printf("%d %d %d %d\n", l >> 38, u << 2, i >> 1, ul >> 60);
	printf("%d %d %d %d %d %d\n", i < u, i <= 0, i > 0, i >= -5, i == -5,
	    i != 5);
	printf("%d %d %d\n", i && u, i || 0, i ^^ u);
	printf("%s %s %d %d\n", t, s == "str" ? "eq" : "ne", s < "stt", s >= "s");
	x = 1;
	x += 2; x -= 1; x *= 5; x /= 2; x %= 3; x <<= 4; x >>= 1; x &= 12;
	x |= 3; x ^= 5;
	printf("%d %d %d %d %d\n", x, x++, ++x, x--, --x);
	trace(i);
	trace(s);
	printf("\n%s %s %s %s %d %d\n", probeprov, probemod, probefunc, probename,
	    id, epid);
	now = timestamp > 0 && walltimestamp > 0;
	printf("%d %d\n", now, cpu >= 0);
	@c = count();
	@s[s] = sum(i);
	@mn[s, 1] = min(i);
	@mx[1, s] = max(u);
	@av[c] = avg(10);
	zero = 0;
}

tick-10ms
/zero == 0/
{
	y = 1 / zero;
}

ERROR
{
	printf("error in %d\n", epid);
}

tick-10ms
{
	printa(@c);
	printa("%s %@d\n", @s);
	printa("%s %d %@d\n", @mn);
	exit(0);
}

END
{
	printa(@mx);
}
