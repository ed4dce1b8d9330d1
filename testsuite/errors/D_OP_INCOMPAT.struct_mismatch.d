/* a struct of one type assigned to a thread-local of another */
struct a { int x; };
struct b { int x; };
self struct a s;
BEGIN { self->s = *(struct b *)arg0; }
