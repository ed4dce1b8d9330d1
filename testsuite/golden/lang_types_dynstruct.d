#pragma D option quiet

/*
 * Thread-local and associative array variables of struct and union type:
 * members read and written in place (a write creates the variable,
 * zero-filled; a missing one reads as zeros), whole-struct assignment
 * copies the bytes, and assigning 0 frees the variable.
 */
struct pt {
	int x;
	int y;
	char tag;
};
union word {
	int i;
	char c[4];
};
self struct pt p;
struct pt pts[int];
self union word w[string];

BEGIN
{
	printf("%d %d\n", self->p.x, pts[3].y);
	self->p.x = 1;
	self->p.y = self->p.x + 1;
	self->p.tag = 'a';
	pts[3].x = 10;
	pts[3].y += 5;
	pts[3].y++;
	printf("%d %d %c %d %d\n", self->p.x, self->p.y, self->p.tag, pts[3].x, pts[3].y);
	pts[4] = self->p;
	self->p.x = 100;
	printf("%d %d %d\n", pts[4].x, pts[4].y, self->p.x);
	self->w["le"].i = 0x41424344;
	printf("%c%c %d\n", self->w["le"].c[0], self->w["le"].c[3], sizeof(self->w["le"]));
	self->p = 0;
	pts[3] = 0;
	printf("%d %d %d %d\n", self->p.x, self->p.y, pts[3].y, pts[4].y);
	exit(0);
}
