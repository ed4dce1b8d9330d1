struct s { int a : 3; };
struct s v;
BEGIN { trace(sizeof (v.a)); }
