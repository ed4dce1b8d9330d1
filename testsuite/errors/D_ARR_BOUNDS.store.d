struct s { int a[2]; };
struct s v;
BEGIN { v.a[2] = 1; }
