struct s { int a : 0; };
