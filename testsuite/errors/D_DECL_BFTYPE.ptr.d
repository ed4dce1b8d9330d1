struct s { char *a : 4; };
