struct s { int a; };
struct s v[int];
