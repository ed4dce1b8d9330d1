int w;
struct s { int a : w; };
