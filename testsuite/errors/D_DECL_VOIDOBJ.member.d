struct s { void a; };
