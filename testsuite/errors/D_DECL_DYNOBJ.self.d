struct s { int a; };
self struct s v;
