#pragma D option quiet
#pragma D depends_on provider dtrace
#pragma D attributes Evolving/Evolving/Common provider dtrace provider
#pragma D binding "1.0" b

/* typedef names an integer or string type; a typedef of a typedef too;
 * the binding names a global declared below (a typedef name is no
 * identifier a pragma can bind: dtrace says "unused #pragma binding");
 * the stability pragmas are accepted. */
typedef unsigned char byte_t;
typedef byte_t octet;
typedef string name_t;
typedef long long big_t;
byte_t b;
name_t who;

BEGIN
{
	b = 257;
	who = "someone";
	x = (octet)511;
	y = (big_t)-1 + (big_t)2;
	printf("%d %s %d %d %d %d\n", b, who, x, y, sizeof(octet), sizeof(big_t));
	exit(0);
}
