#pragma D option quiet

/*
 * Script-declared structs and unions in the type store: x86-64 layout
 * (checked against gcc: sizeof(rect_t) 48, name at 16, p at 32), nested
 * structs, an anonymous union, bit-fields packed into one byte (stores
 * truncate to the field: 9 -> 1; 31 + 1 -> 0), global and this-> struct
 * variables whose members are assigned and read back.
 */
struct point {
	int x, y;
};
typedef struct rect {
	struct point tl;
	struct point br;
	char name[10];
	unsigned int flags : 3;
	unsigned int kind : 5;
	int *p;
	union {
		long l;
		char c[8];
	};
} rect_t;
struct point pt;
rect_t r;
this struct point q;
BEGIN
{
	pt.x = 3;
	pt.y = -4;
	r.br.x = pt.x + 10;
	r.flags = 9;
	r.kind = 31;
	r.kind++;
	r.l = 0x4142;
	printf("%d %d %d %d\n", sizeof(struct point), sizeof(rect_t), offsetof(rect_t, name), offsetof(struct rect, p));
	printf("%d %d %d %d %d\n", pt.x, pt.y, r.br.x, r.flags, r.kind);
	printf("%s %d\n", stringof(r.c), r.c[1]);
	this->q.x = 7;
	printf("%d\n", this->q.x);
	exit(0);
}
