struct s { char n[4]; };
struct s v;
BEGIN { v.n = "abc"; }
