#pragma D option quiet

/* Every spelling of the C integer types, and dtrace's Linux typedefs:
 * a value stored into each shows its width and signedness. */
char c;
signed char sc;
unsigned char uc;
short s;
unsigned short us;
short int si;
int i;
signed si2;
unsigned u;
unsigned int ui;
long l;
long int li;
unsigned long ul;
long long ll;
unsigned long long ull;
int8_t i8;
int16_t i16;
int32_t i32;
int64_t i64;
uint8_t u8;
uint16_t u16;
uint32_t u32;
uint64_t u64;
uchar_t uct;
ushort_t ust;
uint_t uit;
ulong_t ult;
uint uin;
size_t sz;
ssize_t ssz;
uintptr_t up;
intptr_t ip;

BEGIN
{
	c = 200; sc = 200; uc = 200;
	s = 40000; us = 40000; si = 40000;
	i = 3000000000; si2 = 3000000000; u = 3000000000; ui = 3000000000;
	l = -1; li = -1; ul = -1; ll = -1; ull = -1;
	i8 = 129; i16 = 32769; i32 = 2147483649; i64 = -2;
	u8 = 257; u16 = 65537; u32 = 4294967297; u64 = -2;
	uct = -1; ust = -1; uit = -1; ult = -1; uin = -1;
	sz = -1; ssz = -1; up = -1; ip = -1;
	printf("%d %d %u\n", c, sc, uc);
	printf("%d %u %d\n", s, us, si);
	printf("%d %d %u %u\n", i, si2, u, ui);
	printf("%d %d %u %d %u\n", l, li, ul, ll, ull);
	printf("%d %d %d %d\n", i8, i16, i32, i64);
	printf("%u %u %u %u\n", u8, u16, u32, u64);
	printf("%u %u %u %u %u\n", uct, ust, uit, ult, uin);
	printf("%u %d %u %d\n", sz, ssz, up, ip);
	exit(0);
}
