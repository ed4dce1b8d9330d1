struct s { int a; };
struct s v;
BEGIN { x = v; }
