/*
 * -O json (.args): every record a JSON object on one line, values typed:
 * printf's text and its arguments, trace() of each integer width (sign
 * and width of the D type), strings with bytes that are not UTF-8 and
 * control characters (U+FFFD and escapes: the output stays JSON),
 * print() of scalars, a string and an enum, sym(), a clause with no
 * statements (its probe, not quiet), printa with and without a format,
 * exit(), and the aggregations left at exit, one line each.
 */
BEGIN
{
	printf("hello %d %s\n", 42, "world");
	trace((int8_t)-1);
	trace((uint8_t)255);
	trace((short)-2);
	trace((unsigned int)4294967295);
	trace(-5000000000);
	trace((uint64_t)-1);
	trace("bytes \377\376 ctl \001\t\n quote \" back \\ \303\251");
	print((uint16_t)65535);
	print("str");
	print(`system_state);
	@c["a"] = count();
	@c["b"] = count();
	@c["b"] = count();
	@s[1, "x"] = sum(10);
	@s[2, "y"] = sum(-3);
	@q = quantize(0);
	@q = quantize(5);
	@q = quantize(5);
	@l = lquantize(-1, 0, 10, 5);
	@l = lquantize(7, 0, 10, 5);
	@l = lquantize(100, 0, 10, 5);
	@a = avg(3);
	@a = avg(4);
	@m = max(-7);
	@d = stddev(2);
	@d = stddev(4);
}

BEGIN
{
}

BEGIN
{
	printa(@c);
	printa("%s=%@d\n", @c);
	exit(0);
}
