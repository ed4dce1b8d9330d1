struct s { int a; };
struct s v;
BEGIN { trace(v.b); }
