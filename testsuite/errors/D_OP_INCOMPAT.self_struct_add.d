/* a struct is no integer: no compound assignment */
struct s { int a; };
self struct s v;
BEGIN { self->v += 1; }
