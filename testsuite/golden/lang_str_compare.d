#pragma D option quiet

/* Strings compare byte by byte (unsigned), up to strsize; == and != on
 * values from literals, variables, builtins, subroutines and arrays. */
BEGIN
{
	a = "apple";
	b = "apricot";
	printf("%d %d %d %d\n", a < b, a > b, a <= "apple", a >= "apples");
	printf("%d %d %d\n", "" < "a", "Z" < "a", "\xff" > "a");
	printf("%d %d\n", probename == "BEGIN", probeprov != "dtrace");
	m["k"] = a;
	printf("%d %d\n", m["k"] == a, m["none"] == "");
	printf("%s\n", a < b ? a : b);
	exit(0);
}
