#pragma D option quiet

/*
 * Generated (model/gen_lang.py): integer macro arguments are D
 * constants (int, or long when larger than INT_MAX) in C's
 * arithmetic; $$N is the argument as a string.
 */
BEGIN
{
	printf("%d\n", $1 + $2);
	printf("%d\n", $2 * $3);
	printf("%d\n", $3 - $1);
	printf("%d\n", $1 / 3);
	printf("%d\n", sizeof($1) + sizeof($3));
	printf("%s %s\n", $$1, $$3);
	exit(0);
}
