/* the members of a dynamic variable live in dynamic variable space */
struct s { int a; };
self struct s v;
BEGIN { p = &self->v.a; }
