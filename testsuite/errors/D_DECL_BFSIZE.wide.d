struct s { unsigned int a : 40; };
