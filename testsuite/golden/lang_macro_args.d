#pragma D option quiet

/*
 * $1..$N are the arguments after the options as D tokens (integers keep
 * D's constant types), $$N the same arguments as strings; a probe
 * description may use them too.
 */
dtrace:::$4
{
	printf("%d %d %d %s\n", $1, $1 * 2, $3, $$2);
	printf("%s %s %d\n", $$1, $$3, $$1 == "42");
	printf("%d %d\n", sizeof($1), sizeof($5));
	x = 3;
	printf("%d\n", $6 + 1);
	printf("%s\n", $$0 == "lang_macro_args.d" ? "script name" : $$0);
}

BEGIN
{
	exit(0);
}
