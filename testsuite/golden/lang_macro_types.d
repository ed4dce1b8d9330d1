#pragma D option quiet

/* Integer macro arguments take D's (C's) constant types: a decimal one that
 * int cannot hold is long; hex and octal forms. */
BEGIN
{
	printf("%d %d %d %d %d\n", $1, $2, $3, $4, $5);
	printf("%d %d %d %d %d\n", sizeof($1), sizeof($2), sizeof($3), sizeof($4),
	    sizeof($5));
	printf("%d\n", $3 > -1);
	exit(0);
}
