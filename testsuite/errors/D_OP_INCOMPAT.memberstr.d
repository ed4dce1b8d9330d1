struct s { int a; };
struct s v;
BEGIN { v.a = "abc"; }
